import AgentCore
import Foundation

/// A PostgreSQL store's tables row for row (`ask store export` / `import`).
public struct PostgresTransfer: StoreTransfer {
  let database: PostgresDatabase

  /// The transfer over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// The database, without its password.
  public var location: String { database.url.redacted }

  private static func quoted(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// How many rows `table` has.
  public func count(_ table: TransferTable) async throws -> Int {
    Int(try await database.query("SELECT count(*) FROM \"\(table.name)\"").integer(0, 0) ?? 0)
  }

  /// A keyset page of `table`.
  public func rows(_ table: TransferTable, after: [StoredCell]?, limit: Int) async throws
    -> [[StoredCell]]
  {
    let keys = Self.quoted(table.key)
    var sql = "SELECT \(Self.quoted(table.columns.map(\.name))) FROM \"\(table.name)\""
    var bindings: [PostgresValue] = []
    if let after {
      let marks = (1...after.count).map { "$\($0)" }.joined(separator: ", ")
      sql += " WHERE (\(keys)) > (\(marks))"
      bindings = after.map(Self.value)
    }
    sql += " ORDER BY \(keys) LIMIT $\(bindings.count + 1)"
    bindings.append(.integer(Int64(max(limit, 1))))
    let rows = try await database.query(sql, bindings)
    return (0..<rows.count).map { row in
      table.columns.enumerated().map { column, info in
        guard rows.text(row, column) != nil else { return .null }
        switch info.kind {
        case .integer: return rows.integer(row, column).map(StoredCell.integer) ?? .null
        case .real: return rows.real(row, column).map(StoredCell.real) ?? .null
        case .text: return .text(rows.text(row, column) ?? "")
        case .bytes: return rows.bytes(row, column).map(StoredCell.bytes) ?? .null
        }
      }
    }
  }

  /// Opens the import's transaction.
  public func beginImport() async throws {
    try await database.execute("BEGIN")
  }

  /// Writes `rows` of `table`.
  public func insert(_ table: TransferTable, rows: [[StoredCell]]) async throws {
    let marks = (1...table.columns.count).map { "$\($0)" }.joined(separator: ", ")
    let sql =
      "INSERT INTO \"\(table.name)\" (\(Self.quoted(table.columns.map(\.name)))) VALUES (\(marks))"
    for row in rows { try await database.query(sql, row.map(Self.value)) }
  }

  /// Writes audited calls, one row each (an unfinished call as a start row with no end).
  public func insertAudit(_ entries: [AuditEntry]) async throws {
    for entry in entries {
      try await database.query(
        PostgresAuditLog.insert,
        PostgresAuditLog.values(
          entry, outcome: entry.finished ? entry.outcome.rawValue : PostgresAuditLog.started,
          finishes: nil))
    }
  }

  /// Commits the import — the identity counters and the order of writes moved past what was
  /// written — or rolls it back.
  public func endImport(commit: Bool) async throws {
    guard commit else {
      try await database.execute("ROLLBACK")
      return
    }
    for table in ["reminders", "todos", "rules", "audit", "checkpoints", "calendar_events"] {
      try await database.query(
        "SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce((SELECT max(id) FROM \"\(table)\"), 0) + 1, false)",
        [.text(table)])
    }
    try await database.query(
      "SELECT setval('sessions_touch', coalesce((SELECT max(touched) FROM sessions), 0) + 1, false)"
    )
    try await database.execute("COMMIT")
  }

  static func value(_ cell: StoredCell) -> PostgresValue {
    switch cell {
    case .null: return .null
    case .integer(let value): return .integer(value)
    case .real(let value): return .real(value)
    case .text(let value): return .text(value)
    case .bytes(let value): return .bytes(value)
    }
  }
}
