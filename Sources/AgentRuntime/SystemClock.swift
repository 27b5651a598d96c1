import AgentCore
import Foundation

/// The real clock, optionally pinned to a fixed wall-clock start (`ASK_NOW`).
///
/// A pinned clock starts at the pinned date and advances with monotonic time, so
/// elapsed times stay real while dates are reproducible.
public struct SystemClock: AgentClock {
  private let pinnedStart: Date?
  private let origin: ContinuousClock.Instant

  /// The system clock, or one pinned to `date` (what `ASK_NOW` does).
  public init(pinnedTo date: Date? = nil) {
    self.pinnedStart = date
    self.origin = ContinuousClock.now
  }

  /// The wall-clock time, or the pinned one.
  public func now() -> Date {
    guard let pinnedStart else { return Date() }
    let (seconds, attoseconds) = (ContinuousClock.now - origin).components
    return pinnedStart.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
  }

  /// Monotonic time since the process started: for elapsed times and throttles.
  public func uptime() -> Duration {
    ContinuousClock.now - origin
  }
}
