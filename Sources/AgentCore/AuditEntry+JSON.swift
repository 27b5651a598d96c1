import Foundation
import SkillKit

extension AuditEntry {
  /// The call as `ask audit --json` prints it and `GET /api/audit` returns it.
  public func jsonValue(zone: TimeZone) -> JSONValue {
    let entry = self
    return
      [
        "session_id": .string(entry.sessionID), "tool_use_id": .string(entry.toolUseID),
        "skill": .string(entry.skillID), "input": entry.input,
        "edited_input": entry.editedInput ?? .null,
        "decision": .string(entry.decision),
        "decided_by": entry.decidedBy.map { .string($0.rawValue) } ?? .null,
        "reason": .string(entry.reason),
        "request": entry.request.map(JSONValue.string) ?? .null,
        "sandbox": entry.sandbox.map(JSONValue.string) ?? .null,
        "started_at": .string(ISODateTime.string(from: entry.startedAt, in: zone)),
        "ended_at": .string(ISODateTime.string(from: entry.endedAt, in: zone)),
        "duration_ms": .integer(entry.durationMs),
        "outcome": .string(entry.finished ? entry.outcome.rawValue : "interrupted"),
        "error": entry.error.map(JSONValue.string) ?? .null,
      ]
  }
}
