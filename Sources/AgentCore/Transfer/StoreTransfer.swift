/// One value of a stored row, as `ask store export` writes it and `import` reads it.
public enum StoredCell: Sendable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case bytes([UInt8])
}

/// A table both stores keep with the same columns and meanings, moved row for row.
public struct TransferTable: Sendable, Hashable {
  /// What a column holds.
  public enum Kind: String, Sendable, Hashable {
    case integer, real, text, bytes
  }

  /// The table's name in both stores.
  public var name: String
  /// Its columns, in the order rows carry them.
  public var columns: [(name: String, kind: Kind)]
  /// The columns rows are read in order of, a page at a time (a keyset: no OFFSET).
  public var key: [String]

  /// A table of `columns`, read in order of `key`.
  public init(name: String, columns: [(name: String, kind: Kind)], key: [String]) {
    self.name = name
    self.columns = columns
    self.key = key
  }

  /// Equal when the same table with the same columns.
  public static func == (lhs: TransferTable, rhs: TransferTable) -> Bool {
    lhs.name == rhs.name && lhs.columns.map(\.name) == rhs.columns.map(\.name)
      && lhs.columns.map(\.kind) == rhs.columns.map(\.kind) && lhs.key == rhs.key
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(columns.map(\.name))
    hasher.combine(key)
  }

  /// Where each key column sits in a row.
  public var keyPositions: [Int] {
    key.compactMap { key in columns.firstIndex { $0.name == key } }
  }

  /// The tables moved row for row, in the order they are written (a session before its
  /// events). The audit log is moved call by call instead (`AuditLogReader`): SQLite keeps a
  /// call in one row, PostgreSQL in a start row and an end row.
  public static let all: [TransferTable] = [
    TransferTable(
      name: "sessions",
      columns: [
        ("id", .text), ("title", .text), ("created_at", .text), ("updated_at", .text),
        ("working_directory", .text), ("model", .text), ("state", .text),
        ("event_count", .integer), ("last_sequence", .integer), ("forked_from", .text),
        ("forked_at", .integer), ("touched", .integer),
      ], key: ["id"]),
    TransferTable(
      name: "events",
      columns: [
        ("session_id", .text), ("seq", .integer), ("kind", .text), ("payload", .text),
        ("created_at", .real),
      ], key: ["session_id", "seq"]),
    // The search's texts: carried, so the index is built as they are written (an archive
    // without them has it rebuilt from the events).
    TransferTable(
      name: "search_docs",
      columns: [
        ("session_id", .text), ("seq", .integer), ("field", .text), ("skill", .text),
        ("body", .text), ("created_at", .real),
      ], key: ["session_id", "seq"]),
    TransferTable(
      name: "session_tags", columns: [("session_id", .text), ("tag", .text)],
      key: ["session_id", "tag"]),
    TransferTable(
      name: "rules",
      columns: [
        ("id", .integer), ("decision", .text), ("pattern", .text), ("scope", .text),
        ("project", .text), ("created_at", .text), ("expires_at", .text), ("made_by", .text),
      ], key: ["id"]),
    TransferTable(
      name: "authorizations",
      columns: [("capability", .text), ("status", .text), ("updated_at", .text)],
      key: ["capability"]),
    TransferTable(
      name: "reminders",
      columns: [
        ("id", .integer), ("title", .text), ("due_date", .text), ("notes", .text),
        ("completed", .integer), ("created_at", .text),
      ], key: ["id"]),
    TransferTable(
      name: "todos",
      columns: [
        ("id", .integer), ("title", .text), ("due", .text), ("priority", .text),
        ("completed", .integer), ("created_at", .text),
      ], key: ["id"]),
    TransferTable(
      name: "calendar_events",
      columns: [
        ("id", .integer), ("uid", .text), ("title", .text), ("start", .text), ("end", .text),
        ("all_day", .integer), ("time_zone", .text), ("location", .text), ("notes", .text),
        ("extra", .text), ("created_at", .text),
      ], key: ["id"]),
    TransferTable(
      name: "checkpoints",
      columns: [
        ("id", .integer), ("session_id", .text), ("run_id", .text), ("tool_use_id", .text),
        ("skill_id", .text), ("path", .text), ("existed", .integer), ("previous", .bytes),
        ("after", .text), ("created_at", .text), ("undone_at", .text),
      ], key: ["id"]),
  ]
}

/// A store's tables read and written row for row: `ask store export` and `import` move a
/// data directory between SQLite and PostgreSQL with it. An import is one transaction (a
/// failure leaves the target as it was).
public protocol StoreTransfer: Sendable {
  /// The store, as shown (a file, or a URL without its password).
  var location: String { get }
  /// How many rows `table` has.
  func count(_ table: TransferTable) async throws -> Int
  /// Up to `limit` rows of `table` after the row whose key is `after` (from the start when
  /// nil), in key order.
  func rows(_ table: TransferTable, after: [StoredCell]?, limit: Int) async throws
    -> [[StoredCell]]
  /// Opens the import's transaction.
  func beginImport() async throws
  /// Writes `rows` of `table` (their ids as they are).
  func insert(_ table: TransferTable, rows: [[StoredCell]]) async throws
  /// Writes audited calls, each as the store keeps one (ended, or started and unfinished).
  func insertAudit(_ entries: [AuditEntry]) async throws
  /// Commits the import (identity counters moved past the ids written) or rolls it back.
  func endImport(commit: Bool) async throws
}
