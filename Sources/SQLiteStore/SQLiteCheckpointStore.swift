import AgentCore
import Foundation

/// File checkpoints in the `checkpoints` table: written before the change they protect.
public struct SQLiteCheckpointStore: CheckpointStore {
  let database: SQLiteDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// Stores `checkpoint` and returns its id.
  @discardableResult
  public func record(_ checkpoint: FileCheckpoint) async throws -> FileCheckpoint {
    let id = try await database.insert(
      """
      INSERT INTO checkpoints (session_id, run_id, tool_use_id, skill_id, path, existed, previous,
        after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(checkpoint.sessionID), .text(checkpoint.runID), .text(checkpoint.toolUseID),
        .text(checkpoint.skillID),
        .text(checkpoint.path), .integer(checkpoint.previous == nil ? 0 : 1),
        checkpoint.previous.map { .blob(Data($0)) } ?? .null, .text(checkpoint.after),
        .text(StoredDate.text(checkpoint.createdAt)),
      ])
    var stored = checkpoint
    stored.id = id
    return stored
  }

  /// The checkpoints of `session` not undone yet, newest first.
  public func pending(session: String) async throws -> [FileCheckpoint] {
    try await database.query(
      """
      SELECT id, session_id, tool_use_id, skill_id, path, existed, previous, after, created_at,
        run_id
      FROM checkpoints WHERE session_id = ? AND undone_at IS NULL ORDER BY id DESC
      """, [.text(session)]
    ).map { row in
      var previous: [UInt8]?
      if row[5].integer == 1 {
        if case .blob(let data) = row[6] { previous = [UInt8](data) } else { previous = [] }
      }
      return FileCheckpoint(
        id: row[0].integer ?? 0, sessionID: row[1].text ?? "", runID: row[9].text ?? "",
        toolUseID: row[2].text ?? "",
        skillID: row[3].text ?? "", path: row[4].text ?? "", previous: previous,
        after: row[7].text ?? "", createdAt: StoredDate.date(row[8]))
    }
  }

  /// The session with the newest checkpoint not undone yet.
  public func latestPendingSession() async throws -> String? {
    try await database.query(
      "SELECT session_id FROM checkpoints WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1"
    ).first?.first?.text
  }

  /// Marks the checkpoints `ids` as undone at `date`.
  public func markUndone(_ ids: [Int64], at date: Date) async throws {
    guard !ids.isEmpty else { return }
    try await database.transaction([
      (
        "UPDATE checkpoints SET undone_at = ? WHERE id = ?",
        ids.map { [.text(StoredDate.text(date)), .integer($0)] }
      )
    ])
  }
}
