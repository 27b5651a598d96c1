import Foundation

/// What a wait that ran past its deadline throws; the test that awaited it fails with this text.
public struct WaitTimedOut: Error, CustomStringConvertible {
  /// What was waited for, in words.
  public let what: String
  /// How long it was waited for.
  public let timeout: Duration

  /// `timed out after … waiting until …`.
  public var description: String { "timed out after \(timeout) waiting until \(what)" }
}

/// Waits until `condition` holds, checking every `poll`, and throws `WaitTimedOut` once
/// `timeout` has passed. A deadline, not a measurement: the work waited for is not timed, and the
/// poll sleeps, so the wait leaves the shared threads to the work it waits for.
nonisolated(nonsending) public func waitUntil(
  _ what: String, timeout: Duration = .seconds(60), poll: Duration = .milliseconds(5),
  _ condition: () throws -> Bool
) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while try !condition() {
    guard clock.now < deadline else { throw WaitTimedOut(what: what, timeout: timeout) }
    try await Task.sleep(for: poll)
  }
}

/// `waitUntil` for a condition that must await (a request to a server): checked every `poll`
/// until it holds; `WaitTimedOut` once `timeout` has passed.
public func waitFor(
  _ what: String, timeout: Duration = .seconds(60), poll: Duration = .milliseconds(20),
  _ condition: () async throws -> Bool
) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while try await !condition() {
    guard clock.now < deadline else { throw WaitTimedOut(what: what, timeout: timeout) }
    try await Task.sleep(for: poll)
  }
}

/// Runs blocking work (waiting for a process, reading a pipe to its end) on a thread of its
/// own, so it never holds one of the few threads Swift concurrency shares between tests.
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread {
      continuation.resume(with: Result { try body() })
    }
    thread.start()
  }
}
