import Synchronization

/// Work started for a run that must end with it: Ctrl-C cancels all of it.
final class BackgroundTasks: Sendable {
  private let cancels = Mutex<(cancelled: Bool, actions: [@Sendable () -> Void])>((false, []))

  /// Adds a cancel action; runs it at once when everything was already cancelled.
  func add(_ cancel: @escaping @Sendable () -> Void) {
    let now = cancels.withLock { state -> Bool in
      if state.cancelled { return true }
      state.actions.append(cancel)
      return false
    }
    if now { cancel() }
  }

  func cancelAll() {
    let actions = cancels.withLock { state in
      state.cancelled = true
      defer { state.actions = [] }
      return state.actions
    }
    for action in actions { action() }
  }
}
