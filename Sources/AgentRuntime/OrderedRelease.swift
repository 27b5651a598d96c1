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
  func deliver(_ result: ToolResultEvent, at index: Int) {
    let ready: [ToolResultEvent] = state.withLock { state in
      guard state.slots.indices.contains(index), state.slots[index] == nil else { return [] }
      state.slots[index] = result
      var ready: [ToolResultEvent] = []
      while state.next < state.slots.count, let next = state.slots[state.next] {
        ready.append(next)
        state.next += 1
      }
      return ready
    }
    ready.forEach(release)
  }

  /// Every result, in call order (only complete once each call delivered).
  var results: [ToolResultEvent] {
    state.withLock { $0.slots.compactMap { $0 } }
  }
}
