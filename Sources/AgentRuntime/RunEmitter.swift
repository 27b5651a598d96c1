import AgentCore
import Synchronization

/// Sends a run's messages to its stream and keeps the stage machine honest.
///
/// Safe to call from the concurrently running skills of a batch.
final class RunEmitter: Sendable {
  private let continuation: AsyncStream<AgentMessage>.Continuation
  private let stage = Mutex<AgentStage>(.idle)

  init(_ continuation: AsyncStream<AgentMessage>.Continuation) {
    self.continuation = continuation
  }

  /// The stage the run is in.
  var currentStage: AgentStage { stage.withLock { $0 } }

  /// Sends a message.
  func emit(_ message: AgentMessage) {
    continuation.yield(message)
  }

  /// Tells the front ends something went wrong that does not stop the run (a `warning` notice).
  func warn(_ message: String) {
    continuation.yield(.system(SystemNotice(subtype: "warning", message: message)))
  }

  /// Sends the `tool_use` of `call`, named for the person in `language`.
  func announce(_ call: ToolCall, displayName: String?) {
    continuation.yield(
      .toolUse(
        ToolUse(id: call.id, skillID: call.name, displayName: displayName, input: call.input)))
  }

  /// Moves to `next` and announces it; an illegal transition is refused and reported.
  func enter(_ next: AgentStage) {
    let result: Result<AgentStage, StageMachine.IllegalTransition>? = stage.withLock { current in
      if current == next { return nil }
      let outcome = StageMachine.transition(from: current, to: next)
      if case .success = outcome { current = next }
      return outcome
    }
    switch result {
    case nil: break
    case .success(let entered): continuation.yield(.stage(entered))
    case .failure(let error):
      assertionFailure(error.description)
      warn(error.description)
    }
  }

  /// Ends the stream.
  func finish() {
    continuation.finish()
  }
}
