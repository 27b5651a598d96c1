import AgentCore
import Synchronization

/// Hands the agent's prompts and forms to the bridge, where a UI answers them.
///
/// Holds the bridge weakly: when the UI goes away, every prompt resolves as deny / cancel.
final class BridgeInteraction: AgentInteraction {
  private struct WeakBridge {
    weak var bridge: AgentBridge?
  }

  private let target: Mutex<WeakBridge>

  init(_ bridge: AgentBridge) {
    target = Mutex(WeakBridge(bridge: bridge))
  }

  private var bridge: AgentBridge? { target.withLock { $0.bridge } }

  // The bridge is held only to hand it the prompt, never while the answer is awaited: a UI
  // that drops the bridge then resolves the prompt as no answer (PromptSlots).

  func decide(_ request: PermissionRequest) async -> ResolvedDecision {
    await withCheckedContinuation { continuation in
      Task { @MainActor in
        guard let bridge = self.bridge else {
          return continuation.resume(
            returning: ResolvedDecision.noAnswer("no answer: the UI went away"))
        }
        bridge.present(request, continuation)
      }
    }
  }

  func complete(_ request: InputRequest) async -> InputResponse {
    await withCheckedContinuation { continuation in
      Task { @MainActor in
        guard let bridge = self.bridge else {
          return continuation.resume(returning: .cancel(reason: "the UI went away"))
        }
        bridge.present(request, continuation)
      }
    }
  }

  func withdraw(requestID: String) async {
    guard let bridge else { return }
    await MainActor.run { bridge.withdraw(requestID) }
  }
}
