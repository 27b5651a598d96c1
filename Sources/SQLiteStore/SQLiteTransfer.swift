import AgentCore
import Foundation

/// A SQLite store's tables row for row (`ask store export` / `import`).
public struct SQLiteTransfer: StoreTransfer {
  let database: SQLiteDatabase

  /// The transfer over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// The database file.
  public var location: String { database.path }

  private static func quoted(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// How many rows `table` has.
  public func count(_ table: TransferTable) async throws -> Int {
    Int(
      try await database.query("SELECT count(*) FROM \"\(table.name)\"").first?.first?.integer
        ?? 0)
  }

  /// A keyset page of `table`.
  public func rows(_ table: TransferTable, after: [StoredCell]?, limit: Int) async throws
    -> [[StoredCell]]
  {
    let keys = Self.quoted(table.key)
    var sql = "SELECT \(Self.quoted(table.columns.map(\.name))) FROM \"\(table.name)\""
    var bindings: [SQLiteValue] = []
    if let after {
      sql +=
        " WHERE (\(keys)) > (\(Array(repeating: "?", count: after.count).joined(separator: ", ")))"
      bindings = after.map(Self.value)
    }
    sql += " ORDER BY \(keys) LIMIT ?"
    bindings.append(.integer(Int64(max(limit, 1))))
    return try await database.query(sql, bindings).map { row in
      zip(row, table.columns).map { value, column in Self.cell(value, column.kind) }
    }
  }

  /// Opens the import's transaction.
  public func beginImport() async throws {
    try await database.execute("BEGIN IMMEDIATE")
  }

  /// Writes `rows` of `table`.
  public func insert(_ table: TransferTable, rows: [[StoredCell]]) async throws {
    let marks = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
    let sql =
      "INSERT INTO \"\(table.name)\" (\(Self.quoted(table.columns.map(\.name)))) VALUES (\(marks))"
    for row in rows { try await database.execute(sql, row.map(Self.value)) }
  }

  /// Writes audited calls, one row each.
  public func insertAudit(_ entries: [AuditEntry]) async throws {
    for entry in entries {
      try await database.execute(
        SQLiteAuditLog.insert,
        SQLiteAuditLog.values(
          entry, outcome: entry.finished ? entry.outcome.rawValue : SQLiteAuditLog.started))
    }
  }

  /// Commits or rolls back the import.
  public func endImport(commit: Bool) async throws {
    try await database.execute(commit ? "COMMIT" : "ROLLBACK")
  }

  static func value(_ cell: StoredCell) -> SQLiteValue {
    switch cell {
    case .null: return .null
    case .integer(let value): return .integer(value)
    case .real(let value): return .real(value)
    case .text(let value): return .text(value)
    case .bytes(let value): return .blob(Data(value))
    }
  }

  static func cell(_ value: SQLiteValue, _ kind: TransferTable.Kind) -> StoredCell {
    switch (value, kind) {
    case (.null, _): return .null
    case (.integer(let number), .real): return .real(Double(number))
    case (.integer(let number), _): return .integer(number)
    case (.real(let number), _): return .real(number)
    case (.text(let text), _): return .text(text)
    case (.blob(let data), _): return .bytes([UInt8](data))
    }
  }
}
