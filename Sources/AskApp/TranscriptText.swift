import AgentCore

/// One readable line for a stored event (`ask sessions show`).
enum TranscriptText {
  static func line(for event: TimelineEvent) -> String {
    switch event.kind {
    case .user(let text): return "› \(text)"
    case .assistant(let turn):
      let calls = turn.toolCalls.map(\.name).joined(separator: ", ")
      return "assistant: \(turn.text)" + (calls.isEmpty ? "" : " [calls \(calls)]")
    case .toolCall(let use): return "→ \(use.skillID) \(use.input.jsonString)"
    case .toolResult(let result):
      return "\(result.status.rawValue) \(result.skillID) · \(result.summary)"
    case .permissionRequest(let request):
      return "? \(request.kind.rawValue) \(request.skill.id): \(request.summary)"
    case .permissionDecision(let decision):
      return
        "permission \(decision.decision.rawValue) by \(decision.decidedBy.rawValue): \(decision.reason)"
    case .inputRequest(let request):
      return
        "? input for \(request.skill.id): \(request.fields.map(\.name).joined(separator: ", "))"
    case .system(let notice): return "system \(notice.subtype): \(notice.message)"
    case .error(let error): return "error \(error.code): \(error.message)"
    case .result(let result):
      return
        "result \(result.subtype.rawValue) · \(result.numTurns) turns · \(result.durationMs) ms"
    case .other(let message): return MessageWire.encode(message)["type"]?.stringValue ?? "event"
    }
  }
}
