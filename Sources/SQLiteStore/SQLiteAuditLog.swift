import AgentCore
import Foundation
import SkillKit

/// The audit log in the `audit` table: one row per skill call, written when it starts
/// (`outcome` = `started`) and completed when it ends.
public struct SQLiteAuditLog: AuditSink, AuditLogReader {
  let database: SQLiteDatabase

  /// The outcome of a row whose call started and never ended.
  static let started = "started"

  /// The store over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  static let insert = """
    INSERT INTO audit (session_id, tool_use_id, skill_id, input, edited_input, decision,
      decided_by, reason, started_at, ended_at, duration_ms, outcome, error, request, sandbox)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  static func values(_ entry: AuditEntry, outcome: String) -> [SQLiteValue] {
    [
      .text(entry.sessionID), .text(entry.toolUseID), .text(entry.skillID),
      .text(entry.input.jsonString), entry.editedInput.map { .text($0.jsonString) } ?? .null,
      .text(entry.decision), entry.decidedBy.map { .text($0.rawValue) } ?? .null,
      .text(entry.reason), .text(StoredDate.text(entry.startedAt)),
      .text(StoredDate.text(entry.endedAt)), .integer(Int64(entry.durationMs)),
      .text(outcome), entry.error.map(SQLiteValue.text) ?? .null,
      entry.request.map(SQLiteValue.text) ?? .null, entry.sandbox.map(SQLiteValue.text) ?? .null,
    ]
  }

  /// Records the starts of calls before they run; returns each row id.
  public func recordStarts(_ entries: [AuditEntry]) async throws -> [Int64] {
    guard !entries.isEmpty else { return [] }
    let rows = entries.map { Self.values($0, outcome: Self.started) }
    return try await database.transactionReturningRowIDs(Self.insert, rows: rows)
  }

  /// Records how the calls ended, on their rows.
  public func recordFinished(_ entries: [(handle: Int64?, entry: AuditEntry)]) async throws {
    guard !entries.isEmpty else { return }
    let updates = entries.compactMap { handle, entry -> [SQLiteValue]? in
      guard let handle else { return nil }
      return [
        entry.editedInput.map { .text($0.jsonString) } ?? .null, .text(entry.decision),
        entry.decidedBy.map { .text($0.rawValue) } ?? .null, .text(entry.reason),
        .text(StoredDate.text(entry.startedAt)), .text(StoredDate.text(entry.endedAt)),
        .integer(Int64(entry.durationMs)), .text(entry.outcome.rawValue),
        entry.error.map(SQLiteValue.text) ?? .null, .integer(handle),
      ]
    }
    let inserts = entries.filter { $0.handle == nil }.map {
      Self.values($0.entry, outcome: $0.entry.outcome.rawValue)
    }
    try await database.transaction([
      (
        """
        UPDATE audit SET edited_input = ?, decision = ?, decided_by = ?, reason = ?,
          started_at = ?, ended_at = ?, duration_ms = ?, outcome = ?, error = ? WHERE id = ?
        """, updates
      ),
      (Self.insert, inserts),
    ])
  }

  /// The calls of `session` whose start was recorded and whose end never was.
  public func unfinishedCalls(session: String) async throws -> Set<String> {
    Set(
      try await database.query(
        "SELECT tool_use_id FROM audit WHERE session_id = ? AND outcome = ?",
        [.text(session), .text(Self.started)]
      ).compactMap { $0.first?.text })
  }

  /// Entries, oldest first, optionally for one skill and since a date.
  /// The id of the newest row (0 for an empty log): a point in the log that does not depend on
  /// clocks (`ASK_NOW` pins them).
  public func lastRow() async throws -> Int64 {
    try await database.query("SELECT coalesce(max(id), 0) FROM audit").first?.first?.integer ?? 0
  }

  /// Audit rows, oldest first, filtered by skill, date and row.
  public func entries(skill: String? = nil, since: Date? = nil, afterRow: Int64? = nil)
    async throws -> [AuditEntry]
  {
    var conditions: [String] = []
    var bindings: [SQLiteValue] = []
    if let afterRow {
      conditions.append("id > ?")
      bindings.append(.integer(afterRow))
    }
    if let skill {
      conditions.append("skill_id = ?")
      bindings.append(.text(skill))
    }
    if let since {
      conditions.append("started_at >= ?")
      bindings.append(.text(StoredDate.text(since)))
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    let rows = try await database.query(
      """
      SELECT \(Self.columns) FROM audit \(filter) ORDER BY id
      """, bindings)
    return rows.map(Self.entry)
  }

  /// What a row holds, in the order `entry` reads it.
  static let columns = """
    session_id, tool_use_id, skill_id, input, edited_input, decision, decided_by, reason,
      started_at, ended_at, duration_ms, outcome, error, request, sandbox, id
    """

  /// A page of the calls `query` admits, newest first.
  public func page(_ query: AuditQuery) async throws -> AuditPage {
    var conditions: [String] = []
    var bindings: [SQLiteValue] = []
    func add(_ condition: String, _ value: SQLiteValue?) {
      guard let value else { return }
      conditions.append(condition)
      bindings.append(value)
    }
    add("id < ?", query.beforeRow.map(SQLiteValue.integer))
    add("skill_id = ?", query.skill.map(SQLiteValue.text))
    add("decision = ?", query.decision.map(SQLiteValue.text))
    add("decided_by = ?", query.decidedBy.map { .text($0.rawValue) })
    add("session_id = ?", query.session.map(SQLiteValue.text))
    add("started_at >= ?", query.since.map { .text(StoredDate.text($0)) })
    add("started_at < ?", query.until.map { .text(StoredDate.text($0)) })
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    let rows = try await database.query(
      "SELECT \(Self.columns) FROM audit \(filter) ORDER BY id DESC LIMIT ?",
      bindings + [.integer(Int64(query.limit + 1))])
    let shown = rows.prefix(query.limit).map { ($0[15].integer ?? 0, Self.entry($0)) }
    return AuditPage(
      entries: Array(shown), nextBeforeRow: rows.count > query.limit ? shown.last?.0 : nil)
  }

  /// The call a row holds.
  static func entry(_ row: [SQLiteValue]) -> AuditEntry {
    AuditEntry(
      sessionID: row[0].text ?? "", toolUseID: row[1].text ?? "", skillID: row[2].text ?? "",
      input: AuditEntry.storedInput(row[3].text ?? "null"),
      editedInput: row[4].text.map(AuditEntry.storedInput),
      decision: row[5].text ?? "", decidedBy: row[6].text.flatMap(DecisionStep.init(rawValue:)),
      reason: row[7].text ?? "", startedAt: StoredDate.date(row[8]),
      endedAt: StoredDate.date(row[9]),
      durationMs: Int(row[10].integer ?? 0),
      outcome: row[11].text.flatMap(ToolResultStatus.init(rawValue:)) ?? .error,
      error: row[11].text == Self.started
        ? "interrupted: the call started and its end was never recorded (it may have run)"
        : row[12].text,
      finished: row[11].text != Self.started, request: row[13].text, sandbox: row[14].text)
  }
}
