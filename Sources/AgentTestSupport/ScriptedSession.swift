import AgentCore

/// An agent session that says what `script` yields, as fast as it yields it, then a
/// successful result; its controls do nothing. For front ends tested without a model.
public final class ScriptedSession: AgentSession {
  /// What one run says, before its successful result.
  public let script: @Sendable (AsyncStream<AgentMessage>.Continuation) async -> Void

  /// A session whose every run says what `script` yields.
  public init(_ script: @escaping @Sendable (AsyncStream<AgentMessage>.Continuation) async -> Void)
  {
    self.script = script
  }

  /// Runs the script for any text, then yields a successful result and finishes.
  public func stream(_ text: String) -> AsyncStream<AgentMessage> {
    AsyncStream { continuation in
      let script = self.script
      Task {
        await script(continuation)
        continuation.yield(
          .result(
            RunResult(
              subtype: .success, text: "", numTurns: 1, durationMs: 0, usage: TokenUsage(),
              totalCostUSD: nil)))
        continuation.finish()
      }
    }
  }
  /// Does nothing: a script runs to its end.
  public func cancel() {}
  /// Does nothing: a script runs to its end.
  public func cancel(because reason: AgentError) {}
  /// Does nothing: a script is never paused.
  public func pause() {}
  /// Does nothing: a script is never paused.
  public func resume() {}
  /// No call of a script can be cancelled: always false.
  public func cancelCall(_ toolUseID: String) async -> Bool { false }
  /// Ignores the history: a script does not read it.
  public func restore(_ messages: [Message]) async {}
  /// A script opens no prompt: every answer is refused as naming none.
  public func answer(_ requestID: String, with answer: PromptAnswer) throws(AnswerRefusal) {
    throw AnswerRefusal(requestID: requestID, reason: .notOpen)
  }
  /// A script opens no prompt.
  public func prompt(_ requestID: String) -> OpenPrompt? { nil }
}
