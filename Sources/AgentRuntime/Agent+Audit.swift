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
  /// The sandbox the call's process runs under, as the audit keeps it (nil: it starts none).
  var sandbox: String? = nil
  /// The row of the call's recorded start, once it was written.
  var startRow: Int64?
}

extension Agent {
  /// Records the start of each approved call, durably, before any of them can have an
  /// effect; nil when there is no audit log. A failed write is returned: those calls must not
  /// run unaudited.
  func auditStarts(_ approved: [SkillRunner.ApprovedCall]) async -> (any Error)? {
    guard let auditSink, !approved.isEmpty else { return nil }
    let now = clock.now()
    let entries = approved.map { ready in
      entry(
        toolUseID: ready.call.id, skillID: ready.call.name, raw: ready.call.input,
        startedAt: now, durationMs: 0, outcome: .success, error: nil, finished: false)
    }
    do {
      let rows = try await auditSink.recordStarts(entries)
      for (ready, row) in zip(approved, rows) { decisions[ready.call.id]?.startRow = row }
      return nil
    } catch {
      return error
    }
  }

  /// Completes the audit rows of a batch in one write; a failed write is shown, never
  /// swallowed.
  func audit(_ results: [ToolResultEvent], calls: [ToolCall], emitter: RunEmitter) async {
    guard let auditSink else {
      for result in results { decisions[result.toolUseID] = nil }
      return
    }
    let now = clock.now()
    let inputs = Dictionary(
      calls.map { ($0.id, $0.input) }, uniquingKeysWith: { first, _ in first })
    let finished = results.map { result -> (handle: Int64?, entry: AuditEntry) in
      let handle = decisions[result.toolUseID]?.startRow
      let raw = inputs[result.toolUseID] ?? .null
      let started = result.startedAt ?? now
      let row = entry(
        toolUseID: result.toolUseID, skillID: result.skillID, raw: raw, startedAt: started,
        durationMs: result.durationMs, outcome: result.status,
        error: result.status == .success ? nil : result.content, finished: true,
        summary: result.summary)
      decisions[result.toolUseID] = nil
      return (handle, row)
    }
    do {
      try await auditSink.recordFinished(finished)
    } catch {
      emitter.warn(
        "the audit log could not record the end of \(results.count) call(s) "
          + "(\(results.map(\.toolUseID).joined(separator: ", "))): \(error)")
    }
  }

  private func entry(
    toolUseID: String, skillID: String, raw: JSONValue, startedAt: Date, durationMs: Int,
    outcome: ToolResultStatus, error: String?, finished: Bool, summary: String = ""
  ) -> AuditEntry {
    let note = decisions[toolUseID]
    let skill = registry.skill(skillID)?.descriptor
    return AuditEntry(
      sessionID: sessionID, toolUseID: toolUseID, skillID: skillID,
      input: AuditEntry.redacted(note?.input ?? raw, skill: skill),
      editedInput: note?.editedInput.map { AuditEntry.redacted($0, skill: skill) },
      decision: note?.decision ?? "none", decidedBy: note?.step,
      reason: note?.reason ?? "not gated: \(summary)", startedAt: startedAt,
      endedAt: startedAt.addingTimeInterval(Double(durationMs) / 1000),
      durationMs: durationMs, outcome: outcome, error: error, finished: finished,
      request: conversation.last { $0.role == .user && $0.toolResults.isEmpty }?.text,
      sandbox: note?.sandbox)
  }
}
