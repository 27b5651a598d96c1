import Foundation

/// A bounded queue of bytes between a producer (a task writing events) and the connection
/// thread that sends them.
///
/// The producer never blocks: `write` refuses bytes past the limit and closes the stream, so
/// a client that stops reading costs at most `limit` bytes and then loses its connection (it
/// resumes from where it was, e.g. with `Last-Event-ID`). The connection thread blocks in
/// `read` until bytes arrive, the stream finishes, or `idle` passes (then `keepAlive`, if
/// any, is sent so that a vanished client is noticed).
///
/// `@unchecked Sendable` is safe because every mutable field is read and written only while
/// `condition` is locked.
public final class HTTPByteStream: @unchecked Sendable {
  /// How a stream ended, as the producer sees it.
  public enum End: Sendable, Equatable {
    /// The producer finished it.
    case finished
    /// The client went away (or the server stopped).
    case disconnected
    /// The client read too slowly: more than the limit was waiting.
    case overflow
  }

  private let condition = NSCondition()
  private var buffer: [UInt8] = []
  private var start = 0
  private var end: End?
  private var onEnd: [@Sendable (End) -> Void] = []
  /// Producers waiting for the queue to shrink to their byte count (`waitForRoom`).
  private var roomWaiters: [(bytes: Int, continuation: CheckedContinuation<Void, Never>)] = []
  /// The most bytes waiting to be sent before the stream is closed as overflowing.
  public let limit: Int
  /// How long the connection waits for bytes before it sends `keepAlive`.
  public let idle: Duration
  /// Sent after `idle` with nothing to send (an SSE comment); nil sends nothing.
  public let keepAlive: [UInt8]?

  /// A stream that holds at most `limit` unsent bytes.
  public init(limit: Int = 4 << 20, idle: Duration = .seconds(15), keepAlive: [UInt8]? = nil) {
    self.limit = max(1, limit)
    self.idle = idle
    self.keepAlive = keepAlive
  }

  /// Queues `bytes`; false (and nothing queued) once the stream has ended. Past the limit the
  /// stream ends as `.overflow`.
  @discardableResult
  public func write(_ bytes: [UInt8]) -> Bool {
    condition.lock()
    guard end == nil else {
      condition.unlock()
      return false
    }
    if buffer.count - start + bytes.count > limit {
      let actions = close(.overflow)
      condition.unlock()
      for action in actions { action(.overflow) }
      return false
    }
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
    condition.signal()
    condition.unlock()
    return true
  }

  /// Returns once at most `bytes` are queued, or the stream has ended: a producer that can
  /// wait (a catch-up from a store) goes at the client's pace instead of overflowing. Never
  /// blocks a thread; a client that stops reading keeps it waiting until it goes away.
  public func waitForRoom(queuedAtMost bytes: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      condition.lock()
      if end != nil || buffer.count - start <= bytes {
        condition.unlock()
        continuation.resume()
        return
      }
      roomWaiters.append((bytes, continuation))
      condition.unlock()
    }
  }

  /// The waiters the queue now has room for; the caller holds the lock and resumes them
  /// after unlocking.
  private func takeRoomWaiters() -> [CheckedContinuation<Void, Never>] {
    guard !roomWaiters.isEmpty else { return [] }
    let queued = buffer.count - start
    var ready: [CheckedContinuation<Void, Never>] = []
    roomWaiters.removeAll { waiter in
      guard end != nil || queued <= waiter.bytes else { return false }
      ready.append(waiter.continuation)
      return true
    }
    return ready
  }

  /// Ends the stream after what is queued has been sent.
  public func finish() {
    endStream(.finished)
  }

  /// Ends the stream at once (the client went away); queued bytes are dropped.
  public func disconnect() {
    endStream(.disconnected)
  }

  /// True once the stream has ended, however.
  public var isEnded: Bool {
    condition.lock()
    defer { condition.unlock() }
    return end != nil
  }

  /// Calls `action` once when the stream ends (at once if it has).
  public func onEnd(_ action: @escaping @Sendable (End) -> Void) {
    condition.lock()
    if let end {
      condition.unlock()
      action(end)
      return
    }
    onEnd.append(action)
    condition.unlock()
  }

  private func endStream(_ reason: End) {
    condition.lock()
    guard end == nil else {
      condition.unlock()
      return
    }
    let actions = close(reason)
    condition.unlock()
    for action in actions { action(reason) }
  }

  /// Marks the end; the caller holds the lock and runs the returned actions after unlocking.
  private func close(_ reason: End) -> [@Sendable (End) -> Void] {
    end = reason
    if reason != .finished {
      buffer = []
      start = 0
    }
    condition.broadcast()
    let waiting = takeRoomWaiters()
    defer { onEnd = [] }
    return onEnd + waiting.map { continuation in { _ in continuation.resume() } }
  }

  /// What one read gave the connection.
  enum ReadResult: Equatable {
    case bytes(Int)
    case ended
  }

  /// Copies up to `capacity` queued bytes into `destination`, waiting up to `idle` for some.
  /// While it waits, it looks every `peerCheck` whether the client closed its side: a client
  /// that went away (a closed tab, a reload) gives its stream back at once, not only when a
  /// keep-alive fails to send.
  func read(
    into destination: UnsafeMutableRawPointer, capacity: Int,
    peerClosed: () -> Bool = { false }
  ) -> ReadResult {
    let deadline = Date().addingTimeInterval(Self.seconds(idle))
    condition.lock()
    while buffer.count == start, end == nil {
      let slice = min(deadline, Date().addingTimeInterval(Self.seconds(Self.peerCheck)))
      if condition.wait(until: slice) { continue }
      condition.unlock()
      if peerClosed() {
        disconnect()
        return .ended
      }
      condition.lock()
      if Date() >= deadline, buffer.count == start, end == nil {
        defer { condition.unlock() }
        guard let keepAlive, keepAlive.count <= capacity else { return .bytes(0) }
        keepAlive.withUnsafeBytes {
          destination.copyMemory(from: $0.baseAddress!, byteCount: $0.count)
        }
        return .bytes(keepAlive.count)
      }
    }
    let available = buffer.count - start
    guard available > 0 else {
      condition.unlock()
      return .ended
    }
    let count = min(available, capacity)
    buffer.withUnsafeBytes { all in
      destination.copyMemory(from: all.baseAddress! + start, byteCount: count)
    }
    start += count
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
    }
    let ready = takeRoomWaiters()
    condition.unlock()
    for continuation in ready { continuation.resume() }
    return .bytes(count)
  }

  /// How often a waiting read looks whether the client is still there.
  static let peerCheck: Duration = .milliseconds(200)

  private static func seconds(_ duration: Duration) -> TimeInterval {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
