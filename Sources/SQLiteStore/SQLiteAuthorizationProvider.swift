import AgentCore
import Foundation

/// System authorizations kept per capability in the `authorizations` table.
public struct SQLiteAuthorizationProvider: AuthorizationProvider {
  let database: SQLiteDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// The stored status of `capability`.
  public func status(of capability: String) async throws -> AuthorizationStatus {
    let rows = try await database.query(
      "SELECT status FROM authorizations WHERE capability = ?", [.text(capability)])
    return rows.first?.first?.text.flatMap(AuthorizationStatus.init(rawValue:)) ?? .notDetermined
  }

  /// Stores `status` for `capability`.
  public func setStatus(_ status: AuthorizationStatus, for capability: String) async throws {
    try await database.execute(
      """
      INSERT INTO authorizations (capability, status, updated_at) VALUES (?, ?, ?)
      ON CONFLICT(capability) DO UPDATE SET status = excluded.status,
        updated_at = excluded.updated_at
      """,
      [.text(capability), .text(status.rawValue), .text(StoredDate.text(Date()))])
  }

  /// Every capability with a recorded status, by name.
  public func all() async throws -> [(capability: String, status: AuthorizationStatus)] {
    try await database.query("SELECT capability, status FROM authorizations ORDER BY capability")
      .map { row in
        (row[0].text ?? "", AuthorizationStatus(rawValue: row[1].text ?? "") ?? .notDetermined)
      }
  }
}
