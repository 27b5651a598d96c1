import Foundation

/// Listens on a PostgreSQL channel on a connection and a thread of its own, and hands each
/// notification's payload to `onNotify` (from that thread). A connection that breaks is made
/// again, with a growing wait (0.25 s to 5 s); `onConnect` is called each time it is (up), so
/// that the listener's owner reads again what it may have missed meanwhile.
public final class PostgresListener: @unchecked Sendable {
  // @unchecked: `stopped` is read and written under `lock`; everything else is the thread's.
  private let url: PostgresURL
  private let channel: String
  private let onNotify: @Sendable (String) -> Void
  private let onConnect: @Sendable () -> Void
  private let lock = NSLock()
  private var stopped = false
  private let ended = DispatchSemaphore(value: 0)

  /// A listener on `channel` (a plain identifier) of `url`; `start()` starts it.
  public init(
    url: PostgresURL, channel: String, onNotify: @escaping @Sendable (String) -> Void,
    onConnect: @escaping @Sendable () -> Void = {}
  ) {
    self.url = url
    self.channel = channel
    self.onNotify = onNotify
    self.onConnect = onConnect
  }

  /// Starts listening on a thread of its own.
  public func start() {
    let thread = Thread { self.run() }
    thread.name = "ask.postgres.listen"
    thread.start()
  }

  /// Stops listening; returns once the thread has ended (within about half a second).
  public func stop() {
    lock.withLock { stopped = true }
    ended.wait()
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  private func run() {
    defer { ended.signal() }
    var wait = 0.25
    while !isStopped {
      let connection: PostgresConnection
      do {
        connection = try PostgresConnection(url: url)
        try connection.execute("LISTEN \(channel)")
      } catch {
        pause(wait)
        wait = min(wait * 2, 5)
        continue
      }
      wait = 0.25
      onConnect()
      while !isStopped {
        var descriptor = pollfd(fd: connection.socket, events: Int16(POLLIN), revents: 0)
        // Half a second at most: stopping is noticed that soon.
        let ready = poll(&descriptor, 1, 500)
        if ready < 0 && errno != EINTR { break }
        guard ready > 0 else { continue }
        do {
          for payload in try connection.notifications() { onNotify(payload) }
        } catch {
          break
        }
      }
    }
  }

  private func pause(_ seconds: Double) {
    var left = seconds
    while left > 0 && !isStopped {
      Thread.sleep(forTimeInterval: min(left, 0.1))
      left -= 0.1
    }
  }
}
