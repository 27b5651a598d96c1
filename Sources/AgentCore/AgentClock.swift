import Foundation

/// The agent's only source of time: wall-clock dates for the user, monotonic time for durations.
public protocol AgentClock: Sendable {
  /// The current date (pinned by `ASK_NOW` in reproducible runs).
  func now() -> Date
  /// Monotonic time since an arbitrary origin, for elapsed times.
  func uptime() -> Duration
  /// Waits `duration` of this clock's time (a manual clock waits until it is advanced);
  /// throws when the task is cancelled.
  func sleep(for duration: Duration) async throws
}

extension AgentClock {
  /// Real time, for clocks that follow the system's.
  public func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration)
  }
}
