import Synchronization

/// Awaits `operation`, but returns `fallback` at once when the calling task is cancelled.
///
/// Prompts must never wait forever: a cancelled run resolves its pending prompt as a deny
/// even if the UI behind `operation` never answers.
func awaitUnlessCancelled<T: Sendable>(
  fallback: T, _ operation: @escaping @Sendable () async -> T
) async -> T {
  let gate = OnceGate<T>()
  return await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      gate.install(continuation)
      Task {
        gate.resume(with: await operation())
      }
    }
  } onCancel: {
    gate.resume(with: fallback)
  }
}

/// Resumes a continuation exactly once, whichever of result or cancellation comes first.
private final class OnceGate<T: Sendable>: Sendable {
  private enum State {
    case waiting
    case installed(CheckedContinuation<T, Never>)
    case resolved(T)
    case done
  }

  private let state = Mutex<State>(.waiting)

  func install(_ continuation: CheckedContinuation<T, Never>) {
    let early: T? = state.withLock { state in
      switch state {
      case .waiting:
        state = .installed(continuation)
        return nil
      case .resolved(let value):
        state = .done
        return value
      case .installed, .done:
        return nil
      }
    }
    if let early { continuation.resume(returning: early) }
  }

  func resume(with value: T) {
    let continuation: CheckedContinuation<T, Never>? = state.withLock { state in
      switch state {
      case .waiting:
        state = .resolved(value)
        return nil
      case .installed(let continuation):
        state = .done
        return continuation
      case .resolved, .done:
        return nil
      }
    }
    continuation?.resume(returning: value)
  }
}
