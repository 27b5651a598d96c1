import AgentCore
import Foundation

/// Writes a session's events to the store in batches, off the main actor.
///
/// A batch goes out when `batchSize` events are waiting, `flushInterval` after the first of
/// them, or on `flush()` (the end of a turn). A failed write keeps its events, reports the
/// failure, and is retried with backoff: events are never swallowed.
public actor EventRecorder {
  private let store: any EventStore
  /// The session whose events this recorder writes.
  public let session: String
  private let batchSize: Int
  private let flushInterval: Duration
  private let onFailure: @Sendable (String) -> Void
  private let sleep: @Sendable (Duration) async throws -> Void
  private var buffer: [TimelineEvent] = []
  private var timer: Task<Void, Never>?
  private var failures = 0
  /// A write is under way; another flush waits for it rather than writing the same events.
  private var writing: Task<Void, Never>?
  /// After `close()` nothing is scheduled any more: its own retries are the last ones.
  private var closed = false
  /// Batches written so far (for tests and benchmarks).
  public private(set) var batchesWritten = 0

  /// A recorder that batches events for `session` into `store`, flushing every `flushInterval`;
  /// `onFailure` hears every failed or recovered write.
  public init(
    store: any EventStore, session: String, batchSize: Int = 256,
    flushInterval: Duration = .milliseconds(50),
    onFailure: @escaping @Sendable (String) -> Void = { _ in },
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.store = store
    self.session = session
    self.batchSize = max(batchSize, 1)
    self.flushInterval = flushInterval
    self.onFailure = onFailure
    self.sleep = sleep
  }

  /// Events waiting to be written.
  public var pending: Int { buffer.count }

  /// Queues `event`; writes at once when the batch is full.
  public func record(_ event: TimelineEvent) async {
    buffer.append(event)
    if buffer.count >= batchSize {
      await flush()
    } else if timer == nil {
      scheduleFlush(after: flushInterval)
    }
  }

  /// Queues several events.
  public func record(contentsOf events: [TimelineEvent]) async {
    for event in events { await record(event) }
  }

  /// Writes everything waiting now.
  public func flush() async {
    timer?.cancel()
    timer = nil
    while let current = writing {
      await current.value
      if writing == current { writing = nil }
    }
    guard !buffer.isEmpty else { return }
    let task = Task { await self.write() }
    writing = task
    await task.value
    if writing == task { writing = nil }
  }

  private func write() async {
    guard !buffer.isEmpty else { return }
    let batch = buffer
    do {
      try await store.append(batch, to: session)
      buffer.removeFirst(batch.count)
      batchesWritten += 1
      if failures > 0 {
        onFailure("the event store recovered; \(batch.count) delayed events were saved")
      }
      failures = 0
    } catch {
      failures += 1
      onFailure(
        "could not save \(batch.count) events (attempt \(failures)): \(error); they are kept and retried"
      )
      let backoff = Duration.milliseconds(min(2000, 50 * (1 << min(failures, 6))))
      scheduleFlush(after: backoff)
    }
  }

  /// Reports a storage problem through the same channel as failed writes.
  public nonisolated func report(_ message: String) {
    onFailure(message)
  }

  /// Flushes, retrying failed writes up to `attempts` times; reports what could not be saved
  /// and returns how many events that was.
  @discardableResult
  public func close(attempts: Int = 5) async -> Int {
    closed = true
    timer?.cancel()
    timer = nil
    for _ in 0..<max(attempts, 1) {
      await flush()
      if buffer.isEmpty { break }
      try? await sleep(.milliseconds(100))
    }
    timer?.cancel()
    timer = nil
    if !buffer.isEmpty {
      onFailure("\(buffer.count) events could not be saved to the store")
    }
    return buffer.count
  }

  private func scheduleFlush(after delay: Duration) {
    guard !closed else { return }
    timer?.cancel()
    let sleep = self.sleep
    timer = Task { [weak self] in
      do {
        try await sleep(delay)
      } catch {
        return
      }
      await self?.timerFired()
    }
  }

  private func timerFired() async {
    timer = nil
    await flush()
  }
}
