import AgentCore
import AgentRuntime
import Synchronization

/// The answers the agent waits for — the open permission prompt and the open form — kept
/// outside the bridge's isolation so they can be resolved from anywhere, also from the
/// bridge's `deinit`: a UI that drops the bridge while a prompt is open denies it (fail
/// closed) instead of leaving the run waiting forever.
final class PromptSlots: Sendable {
  private struct Slots {
    var permission: CheckedContinuation<ResolvedDecision, Never>?
    var input: CheckedContinuation<InputResponse, Never>?
    var agent: (any AgentSession)?
  }

  private let slots = Mutex(Slots())

  /// The agent whose run is cancelled when the bridge goes away.
  func attach(_ agent: any AgentSession) {
    slots.withLock { $0.agent = agent }
  }

  var hasPermission: Bool { slots.withLock { $0.permission != nil } }
  var hasInput: Bool { slots.withLock { $0.input != nil } }

  /// Stores the continuation of a new prompt; an older one is resolved as no answer.
  func setPermission(_ answer: CheckedContinuation<ResolvedDecision, Never>) {
    let replaced = slots.withLock { slots in
      defer { slots.permission = answer }
      return slots.permission
    }
    replaced?.resume(returning: ResolvedDecision.noAnswer("replaced by a newer prompt"))
  }

  func setInput(_ answer: CheckedContinuation<InputResponse, Never>) {
    let replaced = slots.withLock { slots in
      defer { slots.input = answer }
      return slots.input
    }
    replaced?.resume(returning: .cancel(reason: "replaced by a newer form"))
  }

  /// Resolves the open prompt with `decision`; false when none was open.
  @discardableResult
  func answerPermission(_ decision: ResolvedDecision) -> Bool {
    let answer = slots.withLock { slots in
      defer { slots.permission = nil }
      return slots.permission
    }
    answer?.resume(returning: decision)
    return answer != nil
  }

  @discardableResult
  func answerInput(_ response: InputResponse) -> Bool {
    let answer = slots.withLock { slots in
      defer { slots.input = nil }
      return slots.input
    }
    answer?.resume(returning: response)
    return answer != nil
  }

  /// The UI went away: the run is cancelled, then every open prompt is no answer — in that
  /// order, so the run resumed by the answer already sees the cancel and starts no new turn.
  func abandon() {
    let agent = slots.withLock { $0.agent }
    agent?.cancel()
    answerPermission(ResolvedDecision.noAnswer("no answer: the UI went away"))
    answerInput(.cancel(reason: "the UI went away"))
  }
}
