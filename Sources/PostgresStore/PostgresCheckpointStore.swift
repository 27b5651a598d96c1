import AgentCore
import Foundation

/// File checkpoints in PostgreSQL's `checkpoints` table: written before the change they
/// protect (the previous bytes as `bytea`).
public struct PostgresCheckpointStore: CheckpointStore {
  let database: PostgresDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// Stores `checkpoint` and returns it with its id.
  @discardableResult
  public func record(_ checkpoint: FileCheckpoint) async throws -> FileCheckpoint {
    let rows = try await database.query(
      """
      INSERT INTO checkpoints (session_id, run_id, tool_use_id, skill_id, path, existed, previous,
        after, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id
      """,
      [
        .text(checkpoint.sessionID), .text(checkpoint.runID), .text(checkpoint.toolUseID),
        .text(checkpoint.skillID), .text(checkpoint.path),
        .integer(checkpoint.previous == nil ? 0 : 1),
        checkpoint.previous.map(PostgresValue.bytes) ?? .null, .text(checkpoint.after),
        .text(PostgresDate.text(checkpoint.createdAt)),
      ])
    var stored = checkpoint
    stored.id = rows.integer(0, 0) ?? 0
    return stored
  }

  /// The checkpoints of `session` not undone yet, newest first.
  public func pending(session: String) async throws -> [FileCheckpoint] {
    let rows = try await database.query(
      """
      SELECT id, session_id, tool_use_id, skill_id, path, existed, previous, after, created_at,
        run_id
      FROM checkpoints WHERE session_id = $1 AND undone_at IS NULL ORDER BY id DESC
      """, [.text(session)])
    return (0..<rows.count).map { row in
      FileCheckpoint(
        id: rows.integer(row, 0) ?? 0, sessionID: rows.text(row, 1) ?? "",
        runID: rows.text(row, 9) ?? "", toolUseID: rows.text(row, 2) ?? "",
        skillID: rows.text(row, 3) ?? "", path: rows.text(row, 4) ?? "",
        previous: rows.integer(row, 5) == 1 ? (rows.bytes(row, 6) ?? []) : nil,
        after: rows.text(row, 7) ?? "", createdAt: PostgresDate.date(rows.text(row, 8)))
    }
  }

  /// The session with the newest checkpoint not undone yet.
  public func latestPendingSession() async throws -> String? {
    let rows = try await database.query(
      "SELECT session_id FROM checkpoints WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1")
    return rows.isEmpty ? nil : rows.text(0, 0)
  }

  /// Marks the checkpoints `ids` as undone at `date`, in one transaction.
  public func markUndone(_ ids: [Int64], at date: Date) async throws {
    guard !ids.isEmpty else { return }
    try await database.transaction { transaction in
      for id in ids {
        try transaction.query(
          "UPDATE checkpoints SET undone_at = $1 WHERE id = $2",
          [.text(PostgresDate.text(date)), .integer(id)])
      }
    }
  }
}
