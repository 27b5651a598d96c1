/// Rebuilds the model's conversation from a session's timeline, repairing what a crash left.
///
/// Every tool call gets exactly one result: calls without one (the run was killed or
/// interrupted) are answered with an error result, as providers reject orphaned calls.
public enum HistoryRebuilder {
  /// The note given to the model for a call that never got its result and never started.
  public static let interruptedResult =
    "not run: the session was interrupted before this call finished"

  /// The note for a call that was allowed or started (the audit log has its start) when the
  /// session was cut off: its effect may have happened.
  public static let mayHaveRunResult =
    "interrupted — may have run: the session was cut off after this call started; check "
    + "whether it took effect before running it again"

  /// The conversation of `events`; `startedCalls` are tool-use ids whose start the audit log
  /// recorded (they may have run even when the timeline lost their last events).
  public static func conversation(
    from events: [TimelineEvent], startedCalls: Set<String> = []
  ) -> (
    messages: [Message], repaired: [String]
  ) {
    var messages: [Message] = []
    var open: [String] = []
    var results: [String: ToolResultBlock] = [:]
    var repaired: [String] = []
    var allowed = startedCalls

    func closeTurn() {
      guard !open.isEmpty else { return }
      let blocks = open.map { id -> ContentBlock in
        if let result = results[id] { return .toolResult(result) }
        repaired.append(id)
        let note = allowed.contains(id) ? mayHaveRunResult : interruptedResult
        return .toolResult(ToolResultBlock(toolUseID: id, status: .error, content: note))
      }
      messages.append(Message(role: .user, content: blocks))
      open = []
    }

    for event in events {
      switch event.kind {
      case .user(let text):
        closeTurn()
        messages.append(.user(text))
      case .assistant(let turn):
        closeTurn()
        var blocks: [ContentBlock] = turn.text.isEmpty ? [] : [.text(turn.text)]
        blocks += turn.toolCalls.map(ContentBlock.toolUse)
        guard !blocks.isEmpty else { continue }
        messages.append(Message(role: .assistant, content: blocks))
        open = turn.toolCalls.map(\.id)
      case .permissionDecision(let decision) where decision.decision.isAllowed:
        allowed.insert(decision.toolUseID)
      case .toolResult(let result) where open.contains(result.toolUseID):
        results[result.toolUseID] = ToolResultBlock(
          toolUseID: result.toolUseID, status: result.status, content: result.content,
          explanation: result.error)
      default:
        continue
      }
    }
    closeTurn()
    return (messages, repaired)
  }
}
