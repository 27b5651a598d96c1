import AgentCore
import Synchronization

/// The session whose run ends when the bridge goes away: kept outside the bridge's isolation
/// so its `deinit` can cancel it. A UI that drops the bridge with a prompt open leaves no run
/// waiting for it (fail closed: the prompt resolves as no answer).
final class RunAbandonment: Sendable {
  private let agent = Mutex<(any AgentSession)?>(nil)

  /// The session to cancel.
  func attach(_ session: any AgentSession) {
    agent.withLock { $0 = session }
  }

  /// The UI went away: the run is cancelled.
  func abandon() {
    agent.withLock { $0 }?.cancel()
  }
}
