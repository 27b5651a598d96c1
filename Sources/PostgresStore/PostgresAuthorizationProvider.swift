import AgentCore
import Foundation

/// System authorizations per capability in PostgreSQL's `authorizations` table.
public struct PostgresAuthorizationProvider: AuthorizationProvider {
  let database: PostgresDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// The stored status of `capability`.
  public func status(of capability: String) async throws -> AuthorizationStatus {
    let rows = try await database.query(
      "SELECT status FROM authorizations WHERE capability = $1", [.text(capability)])
    return rows.isEmpty
      ? .notDetermined
      : rows.text(0, 0).flatMap(AuthorizationStatus.init(rawValue:)) ?? .notDetermined
  }

  /// Stores `status` for `capability`.
  public func setStatus(_ status: AuthorizationStatus, for capability: String) async throws {
    try await database.query(
      """
      INSERT INTO authorizations (capability, status, updated_at) VALUES ($1, $2, $3)
      ON CONFLICT (capability) DO UPDATE SET status = excluded.status,
        updated_at = excluded.updated_at
      """, [.text(capability), .text(status.rawValue), .text(PostgresDate.text(Date()))])
  }

  /// Every capability with a recorded status, by name.
  public func all() async throws -> [(capability: String, status: AuthorizationStatus)] {
    let rows = try await database.query(
      "SELECT capability, status FROM authorizations ORDER BY capability")
    return (0..<rows.count).map { row in
      (
        rows.text(row, 0) ?? "",
        AuthorizationStatus(rawValue: rows.text(row, 1) ?? "") ?? .notDetermined
      )
    }
  }
}
