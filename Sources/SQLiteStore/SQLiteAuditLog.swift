import AgentCore
import Foundation
import SkillKit

/// The audit log in the `audit` table: one row per skill call.
public struct SQLiteAuditLog: AuditSink {
  let database: SQLiteDatabase

  public init(database: SQLiteDatabase) {
    self.database = database
  }

  public func record(_ entry: AuditEntry) async throws {
    _ = try await database.insert(
      """
      INSERT INTO audit (session_id, tool_use_id, skill_id, input, edited_input, decision,
        decided_by, reason, started_at, ended_at, duration_ms, outcome, error)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(entry.sessionID), .text(entry.toolUseID), .text(entry.skillID),
        .text(entry.input.jsonString), entry.editedInput.map { .text($0.jsonString) } ?? .null,
        .text(entry.decision), entry.decidedBy.map { .text($0.rawValue) } ?? .null,
        .text(entry.reason), .text(StoredDate.text(entry.startedAt)),
        .text(StoredDate.text(entry.endedAt)), .integer(Int64(entry.durationMs)),
        .text(entry.outcome.rawValue), entry.error.map(SQLiteValue.text) ?? .null,
      ])
  }

  /// Entries, oldest first, optionally for one skill and since a date.
  public func entries(skill: String? = nil, since: Date? = nil) async throws -> [AuditEntry] {
    var conditions: [String] = []
    var bindings: [SQLiteValue] = []
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
      SELECT session_id, tool_use_id, skill_id, input, edited_input, decision, decided_by, reason,
        started_at, ended_at, duration_ms, outcome, error FROM audit \(filter) ORDER BY id
      """, bindings)
    return rows.map { row in
      AuditEntry(
        sessionID: row[0].text ?? "", toolUseID: row[1].text ?? "", skillID: row[2].text ?? "",
        input: (try? JSONValue.parse(row[3].text ?? "null")) ?? .null,
        editedInput: row[4].text.flatMap { try? JSONValue.parse($0) },
        decision: row[5].text ?? "", decidedBy: row[6].text.flatMap(DecisionStep.init(rawValue:)),
        reason: row[7].text ?? "", startedAt: StoredDate.date(row[8]),
        endedAt: StoredDate.date(row[9]),
        durationMs: Int(row[10].integer ?? 0),
        outcome: row[11].text.flatMap(ToolResultStatus.init(rawValue:)) ?? .error,
        error: row[12].text)
    }
  }
}
