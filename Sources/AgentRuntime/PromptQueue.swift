/// A first-in, first-out lock: prompts are shown strictly one after another.
///
/// Used from inside the gate actor, whose awaits would otherwise let a second prompt in.
struct PromptQueue {
  private var busy = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Takes the lock now, or returns the place to wait in line.
  mutating func enter() -> Bool {
    if busy { return false }
    busy = true
    return true
  }

  mutating func wait(_ continuation: CheckedContinuation<Void, Never>) {
    waiters.append(continuation)
  }

  /// Hands the lock to the next in line, or frees it.
  mutating func leave() {
    if waiters.isEmpty {
      busy = false
    } else {
      waiters.removeFirst().resume()
    }
  }
}
