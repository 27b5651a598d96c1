import AgentCore
import Synchronization

/// Collects the results of a batch and releases them in call order, each as soon as it
/// and every earlier result are in.
final class OrderedRelease: Sendable {
  private struct State {
    var slots: [ToolResultEvent?]
    var next = 0
  }

  private let state: Mutex<State>
  private let release: @Sendable (ToolResultEvent) -> Void

  init(count: Int, release: @escaping @Sendable (ToolResultEvent) -> Void) {
    self.state = Mutex(State(slots: Array(repeating: nil, count: count)))
    self.release = release
  }

  /// Stores the result of call `index` and releases whatever is now in order.
  ///
  /// Results are released while the lock is held: two calls finishing at once on two threads
  /// would otherwise race to release, and the later result could come out first.
  func deliver(_ result: ToolResultEvent, at index: Int) {
    state.withLock { state in
      guard state.slots.indices.contains(index), state.slots[index] == nil else { return }
      state.slots[index] = result
      while state.next < state.slots.count, let next = state.slots[state.next] {
        release(next)
        state.next += 1
      }
    }
  }

  /// Every result, in call order (only complete once each call delivered).
  var results: [ToolResultEvent] {
    state.withLock { $0.slots.compactMap { $0 } }
  }
}
