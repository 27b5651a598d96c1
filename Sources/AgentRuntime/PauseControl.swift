import AgentCore
import Synchronization

/// Holds a run at tool-call boundaries while paused; resume or cancellation lets it go.
final class PauseControl: Sendable {
  private struct State {
    var paused = false
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextWaiter = 0
  }

  private let state = Mutex(State())

  var isPaused: Bool { state.withLock { $0.paused } }

  func pause() {
    state.withLock { $0.paused = true }
  }

  func resume() {
    let waiters = state.withLock { state in
      state.paused = false
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns at once when not paused; otherwise shows the paused stage and waits.
  func waitIfPaused(emitter: RunEmitter) async {
    guard isPaused, !Task.isCancelled else { return }
    emitter.enter(.paused)
    emitter.emit(
      .system(SystemNotice(subtype: "paused", message: "paused at a tool-call boundary")))
    let id = state.withLock { state in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state in
          if !state.paused { return true }
          state.waiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
      waiter?.resume()
    }
    if !Task.isCancelled {
      emitter.emit(.system(SystemNotice(subtype: "resumed", message: "resumed")))
    }
  }
}
