import AgentCore
import Foundation
import SkillKit

/// What the gate decided about a call, kept until its result is audited.
struct AuditNote: Sendable {
  var input: JSONValue
  var editedInput: JSONValue?
  var decision: String
  var step: DecisionStep?
  var reason: String
}

extension Agent {
  /// Writes one audit row per call of a batch; a failed write is shown, never swallowed.
  func audit(_ results: [ToolResultEvent], calls: [ToolCall], emitter: RunEmitter) async {
    guard let auditSink else {
      for result in results { decisions[result.toolUseID] = nil }
      return
    }
    let now = clock.now()
    for result in results {
      let note = decisions.removeValue(forKey: result.toolUseID)
      let skill = registry.skill(result.skillID)?.descriptor
      let raw = note?.input ?? calls.first { $0.id == result.toolUseID }?.input ?? .null
      let started = result.startedAt ?? now
      let entry = AuditEntry(
        sessionID: sessionID, toolUseID: result.toolUseID, skillID: result.skillID,
        input: AuditEntry.redacted(raw, skill: skill),
        editedInput: note?.editedInput.map { AuditEntry.redacted($0, skill: skill) },
        decision: note?.decision ?? "none", decidedBy: note?.step,
        reason: note?.reason ?? "not gated: \(result.summary)", startedAt: started,
        endedAt: started.addingTimeInterval(Double(result.durationMs) / 1000),
        durationMs: result.durationMs, outcome: result.status,
        error: result.status == .success ? nil : result.content)
      do {
        try await auditSink.record(entry)
      } catch {
        emitter.emit(
          .system(
            SystemNotice(
              subtype: "warning",
              message: "the audit log could not record \(result.toolUseID): \(error)")))
      }
    }
  }
}
