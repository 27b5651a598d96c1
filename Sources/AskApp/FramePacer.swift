/// Draws at most one frame per `TerminalApp.minimumFrameInterval` for a burst of bridge
/// changes (a skill's progress flood): a change that comes too soon is drawn when the interval
/// has passed, by one wake sent then.
@MainActor
struct FramePacer<Wake: Sendable> {
  private let wake: AsyncStream<Wake>.Continuation
  private let changed: Wake
  private let clock = ContinuousClock()
  private var lastFrame: ContinuousClock.Instant
  private var pending: Task<Void, Never>?

  init(wake: AsyncStream<Wake>.Continuation, changed: Wake) {
    self.wake = wake
    self.changed = changed
    lastFrame = clock.now - .seconds(1)
  }

  /// Whether a change that woke the loop now waits for its frame (true: do not draw now).
  mutating func postpone() -> Bool {
    let due = lastFrame + TerminalApp.minimumFrameInterval
    guard clock.now < due else { return false }
    pending?.cancel()
    let (wake, changed) = (wake, changed)
    pending = Task.detached {
      do {
        try await Task.sleep(until: due, clock: .continuous)
      } catch {
        return  // a frame was drawn meanwhile: it showed the change
      }
      wake.yield(changed)
    }
    return true
  }

  /// A frame is drawn now: it shows every change so far, so a postponed frame is not needed.
  mutating func drawing() {
    pending?.cancel()
    pending = nil
    lastFrame = clock.now
  }

  func cancel() { pending?.cancel() }
}
