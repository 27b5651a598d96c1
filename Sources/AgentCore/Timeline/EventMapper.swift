/// Maps agent messages to timeline events, and back: a pure function, no metadata dictionaries.
public enum EventMapper {
  /// The timeline kind of `message`, or nil for what is UI state rather than history:
  /// partial text and thinking (the streaming buffer), stages, and tool progress (the card).
  public static func kind(for message: AgentMessage) -> TimelineEvent.Kind? {
    switch message {
    case .partialMessage, .thinking, .stage, .toolProgress:
      return nil
    case .userMessage(let text): return .user(text)
    case .assistant(let turn): return .assistant(turn)
    case .toolUse(let use): return .toolCall(use)
    case .toolResult(let result): return .toolResult(result)
    case .permissionRequest(let request): return .permissionRequest(request)
    case .permissionDecision(let decision): return .permissionDecision(decision)
    case .inputRequest(let request): return .inputRequest(request)
    case .system(let notice): return .system(notice)
    case .result(let result): return .result(result)
    case .toolUseSummary, .taskStarted, .taskProgress, .hookStarted, .hookProgress, .hookResponse,
      .authStatus, .filesPersisted, .localCommandOutput, .promptSuggestion:
      return .other(message)
    }
  }

  /// The agent message a timeline kind came from (nil for the bridge's own errors).
  public static func message(for kind: TimelineEvent.Kind) -> AgentMessage? {
    switch kind {
    case .user(let text): return .userMessage(text)
    case .assistant(let turn): return .assistant(turn)
    case .toolCall(let use): return .toolUse(use)
    case .toolResult(let result): return .toolResult(result)
    case .permissionRequest(let request): return .permissionRequest(request)
    case .permissionDecision(let decision): return .permissionDecision(decision)
    case .inputRequest(let request): return .inputRequest(request)
    case .system(let notice): return .system(notice)
    case .result(let result): return .result(result)
    case .other(let message): return message
    case .error: return nil
    }
  }
}
