import AgentCore

/// Draws at most one frame per `interval` for a burst of bridge changes (a skill's progress
/// flood): a change that comes too soon is drawn when the interval has passed, by one wake sent
/// then. Time is `clock`'s monotonic time, so a test moves it by hand.
@MainActor
struct FramePacer<Wake: Sendable> {
  private let wake: AsyncStream<Wake>.Continuation
  private let changed: Wake
  private let clock: any AgentClock
  private let interval: Duration
  private var lastFrame: Duration?
  private var pending: Task<Void, Never>?

  init(
    wake: AsyncStream<Wake>.Continuation, changed: Wake, clock: any AgentClock,
    interval: Duration = TerminalApp.minimumFrameInterval
  ) {
    self.wake = wake
    self.changed = changed
    self.clock = clock
    self.interval = interval
  }

  /// Whether a change that woke the loop now waits for its frame (true: do not draw now).
  mutating func postpone() -> Bool {
    let now = clock.uptime()
    guard let lastFrame, now < lastFrame + interval else { return false }
    pending?.cancel()
    let (wake, changed, clock) = (wake, changed, clock)
    let wait = lastFrame + interval - now
    pending = Task.detached {
      do {
        try await clock.sleep(for: wait)
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
    lastFrame = clock.uptime()
  }

  func cancel() { pending?.cancel() }
}
