import AgentCore
import Foundation
import SkillKit

/// The audit log in PostgreSQL's `audit` table, append-only: a call's start is a row, and its
/// end is another row that names the start (`finishes`). The adapter has no UPDATE and no
/// DELETE, so it runs under a role that may only INSERT and SELECT on `audit` (see
/// docs/postgresql.md); a call whose end never came reads as started and unfinished.
public struct PostgresAuditLog: AuditSink, AuditLogReader {
  let database: PostgresDatabase

  /// The outcome of a start row.
  static let started = "started"

  /// The log over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
  }

  static let insert = """
    INSERT INTO audit (session_id, tool_use_id, skill_id, input, edited_input, decision,
      decided_by, reason, started_at, ended_at, duration_ms, outcome, error, request, finishes,
      sandbox)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id
    """

  static func values(_ entry: AuditEntry, outcome: String, finishes: Int64?)
    -> [PostgresValue]
  {
    [
      .text(entry.sessionID), .text(entry.toolUseID), .text(entry.skillID),
      .text(entry.input.jsonString), entry.editedInput.map { .text($0.jsonString) } ?? .null,
      .text(entry.decision), entry.decidedBy.map { .text($0.rawValue) } ?? .null,
      .text(entry.reason), .text(PostgresDate.text(entry.startedAt)),
      .text(PostgresDate.text(entry.endedAt)), .integer(Int64(entry.durationMs)),
      .text(outcome), entry.error.map(PostgresValue.text) ?? .null,
      entry.request.map(PostgresValue.text) ?? .null, finishes.map(PostgresValue.integer) ?? .null,
      entry.sandbox.map(PostgresValue.text) ?? .null,
    ]
  }

  /// Records the starts of calls before they run, in one transaction; returns each row id.
  public func recordStarts(_ entries: [AuditEntry]) async throws -> [Int64] {
    guard !entries.isEmpty else { return [] }
    return try await database.transaction { transaction in
      try entries.map { entry in
        try transaction.query(
          Self.insert, Self.values(entry, outcome: Self.started, finishes: nil)
        ).integer(0, 0) ?? 0
      }
    }
  }

  /// Records how the calls ended: a row each, naming its start when there was one.
  public func recordFinished(_ entries: [(handle: Int64?, entry: AuditEntry)]) async throws {
    guard !entries.isEmpty else { return }
    try await database.transaction { transaction in
      for (handle, entry) in entries {
        try transaction.query(
          Self.insert, Self.values(entry, outcome: entry.outcome.rawValue, finishes: handle))
      }
    }
  }

  /// The calls of `session` whose start was recorded and whose end never was.
  public func unfinishedCalls(session: String) async throws -> Set<String> {
    let rows = try await database.query(
      """
      SELECT s.tool_use_id FROM audit s
      WHERE s.session_id = $1 AND s.outcome = 'started'
        AND NOT EXISTS (SELECT 1 FROM audit f WHERE f.finishes = s.id)
      """, [.text(session)])
    return Set((0..<rows.count).compactMap { rows.text($0, 0) })
  }

  /// The id of the newest row (0 for an empty log).
  public func lastRow() async throws -> Int64 {
    try await database.query("SELECT coalesce(max(id), 0) FROM audit").integer(0, 0) ?? 0
  }

  /// The calls, oldest first, each once: a start with its end, or alone (unfinished), or a
  /// call that never started.
  public func entries(skill: String? = nil, since: Date? = nil, afterRow: Int64? = nil)
    async throws -> [AuditEntry]
  {
    var conditions = ["s.finishes IS NULL"]
    var bindings: [PostgresValue] = []
    if let afterRow {
      bindings.append(.integer(afterRow))
      conditions.append("s.id > $\(bindings.count)")
    }
    if let skill {
      bindings.append(.text(skill))
      conditions.append("s.skill_id = $\(bindings.count)")
    }
    if let since {
      bindings.append(.text(PostgresDate.text(since)))
      conditions.append("s.started_at >= $\(bindings.count)")
    }
    let rows = try await database.query(
      "\(Self.select) WHERE \(conditions.joined(separator: " AND ")) ORDER BY s.id", bindings)
    return (0..<rows.count).map { Self.entry(rows, $0) }
  }

  /// Each call's start row joined with its end row, when there is one (its last word if, by
  /// a retry, there were two); `id` is the start row's.
  static let select = """
    SELECT s.session_id, s.tool_use_id, s.skill_id, s.input,
      coalesce(f.edited_input, s.edited_input), coalesce(f.decision, s.decision),
      coalesce(f.decided_by, s.decided_by), coalesce(f.reason, s.reason),
      coalesce(f.started_at, s.started_at), coalesce(f.ended_at, s.ended_at),
      coalesce(f.duration_ms, s.duration_ms), coalesce(f.outcome, s.outcome),
      coalesce(f.error, s.error), s.request, s.sandbox, s.id
    FROM audit s
    LEFT JOIN LATERAL (
      SELECT * FROM audit e WHERE e.finishes = s.id ORDER BY e.id DESC LIMIT 1) f ON true
    """

  /// A page of the calls `query` admits, newest first.
  public func page(_ query: AuditQuery) async throws -> AuditPage {
    var conditions = ["s.finishes IS NULL"]
    var bindings: [PostgresValue] = []
    func add(_ condition: String, _ value: PostgresValue?) {
      guard let value else { return }
      bindings.append(value)
      conditions.append(condition.replacingOccurrences(of: "?", with: "$\(bindings.count)"))
    }
    add("s.id < ?", query.beforeRow.map(PostgresValue.integer))
    add("s.skill_id = ?", query.skill.map(PostgresValue.text))
    add("coalesce(f.decision, s.decision) = ?", query.decision.map(PostgresValue.text))
    add("coalesce(f.decided_by, s.decided_by) = ?", query.decidedBy.map { .text($0.rawValue) })
    add("s.session_id = ?", query.session.map(PostgresValue.text))
    add("s.started_at >= ?", query.since.map { .text(PostgresDate.text($0)) })
    add("s.started_at < ?", query.until.map { .text(PostgresDate.text($0)) })
    bindings.append(.integer(Int64(query.limit + 1)))
    let rows = try await database.query(
      "\(Self.select) WHERE \(conditions.joined(separator: " AND ")) ORDER BY s.id DESC "
        + "LIMIT $\(bindings.count)", bindings)
    let shown = (0..<min(rows.count, query.limit)).map {
      (rows.integer($0, 15) ?? 0, Self.entry(rows, $0))
    }
    return AuditPage(
      entries: shown, nextBeforeRow: rows.count > query.limit ? shown.last?.0 : nil)
  }

  /// The call row `row` of `rows` holds.
  static func entry(_ rows: PostgresRows, _ row: Int) -> AuditEntry {
    let outcome = rows.text(row, 11)
    return AuditEntry(
      sessionID: rows.text(row, 0) ?? "", toolUseID: rows.text(row, 1) ?? "",
      skillID: rows.text(row, 2) ?? "",
      input: AuditEntry.storedInput(rows.text(row, 3) ?? "null"),
      editedInput: rows.text(row, 4).map(AuditEntry.storedInput),
      decision: rows.text(row, 5) ?? "",
      decidedBy: rows.text(row, 6).flatMap(DecisionStep.init(rawValue:)),
      reason: rows.text(row, 7) ?? "", startedAt: PostgresDate.date(rows.text(row, 8)),
      endedAt: PostgresDate.date(rows.text(row, 9)),
      durationMs: Int(rows.integer(row, 10) ?? 0),
      outcome: outcome.flatMap(ToolResultStatus.init(rawValue:)) ?? .error,
      error: outcome == Self.started
        ? "interrupted: the call started and its end was never recorded (it may have run)"
        : rows.text(row, 12),
      finished: outcome != Self.started, request: rows.text(row, 13),
      sandbox: rows.text(row, 14))
  }
}
