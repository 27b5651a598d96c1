import Foundation
import ProcessRunner
import Synchronization

/// SIGINT or SIGTERM, observed from the moment this is made: `wait()` returns the first one
/// (also one that came before it was called); a second one exits at once.
final class TerminationSignal: Sendable {
  private enum State {
    case waiting
    case waiter(CheckedContinuation<Int32, Never>)
    case arrived(Int32)
    case done
  }

  private let state = Mutex(State.waiting)
  private let observation = Mutex<ProcessSignals.Observation?>(nil)

  init() {
    let observed = ProcessSignals.observe([SIGINT, SIGTERM]) { [weak self] number in
      self?.arrived(number)
    }
    observation.withLock { $0 = observed }
  }

  deinit {
    if let observed = observation.withLock({ $0 }) { ProcessSignals.stop(observed) }
  }

  private func arrived(_ number: Int32) {
    let waiter: CheckedContinuation<Int32, Never>?? = state.withLock { state in
      switch state {
      case .waiting:
        state = .arrived(number)
        return .some(nil)
      case .waiter(let continuation):
        state = .done
        return continuation
      case .arrived, .done:
        return nil
      }
    }
    // A second signal: stop at once (outside the lock, which exit's handlers may not need).
    guard let waiter else { exit(128 + number) }
    waiter?.resume(returning: number)
  }

  /// The signal that asked to stop.
  func wait() async -> Int32 {
    await withCheckedContinuation { continuation in
      let early: Int32? = state.withLock { state in
        if case .arrived(let number) = state {
          state = .done
          return number
        }
        state = .waiter(continuation)
        return nil
      }
      if let early { continuation.resume(returning: early) }
    }
  }
}
