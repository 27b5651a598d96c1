import Foundation

/// The agent's only source of time: wall-clock dates for the user, monotonic time for durations.
public protocol AgentClock: Sendable {
  /// The current date (pinned by `ASK_NOW` in reproducible runs).
  func now() -> Date
  /// Monotonic time since an arbitrary origin, for elapsed times.
  func uptime() -> Duration
}
