import AgentCore

/// The events held in memory: at most `capacity`, a contiguous run of the session's sequence.
///
/// Appending past the capacity trims the oldest; loading an older page trims the newest.
/// What it trims it returns, so the tool cards of trimmed events can be released.
public struct EventWindow: Sendable, Hashable {
  /// The most events the window holds; older ones are dropped and paged back on demand.
  public let capacity: Int
  /// The events in the window, oldest first.
  public private(set) var events: [TimelineEvent] = []
  /// The session's first and last stored sequence numbers, as far as the window knows.
  public private(set) var firstSequence: Int64 = 1
  /// The highest sequence number the window has seen.
  public private(set) var lastSequence: Int64 = 0

  /// An empty window that keeps at most `capacity` events in memory.
  public init(capacity: Int = 500) {
    self.capacity = max(capacity, 1)
  }

  /// Older events exist in the store.
  public var hasOlder: Bool { (events.first?.sequence ?? (lastSequence + 1)) > firstSequence }
  /// Newer events exist in the store (the window is scrolled back).
  public var hasNewer: Bool { (events.last?.sequence ?? 0) < lastSequence }

  /// Starts over with a page, knowing the session's bounds.
  public mutating func reset(to page: [TimelineEvent], first: Int64, last: Int64) {
    events = Array(page.suffix(capacity))
    firstSequence = first
    lastSequence = max(last, events.last?.sequence ?? 0)
  }

  /// A new event at the tail. When the window is scrolled back it only moves the bound.
  @discardableResult
  public mutating func append(_ event: TimelineEvent) -> [TimelineEvent] {
    defer { lastSequence = max(lastSequence, event.sequence) }
    guard !hasNewer else { return [] }
    events.append(event)
    return trimFront()
  }

  /// An older page before the first event; the newest events beyond capacity are dropped.
  @discardableResult
  public mutating func prepend(_ page: [TimelineEvent]) -> [TimelineEvent] {
    let older = page.filter { $0.sequence < (events.first?.sequence ?? Int64.max) }
    events.insert(contentsOf: older, at: 0)
    guard events.count > capacity else { return [] }
    let trimmed = Array(events.suffix(events.count - capacity))
    events.removeLast(events.count - capacity)
    return trimmed
  }

  /// A newer page after the last event; the oldest beyond capacity are dropped.
  @discardableResult
  public mutating func appendPage(_ page: [TimelineEvent]) -> [TimelineEvent] {
    let newer = page.filter { $0.sequence > (events.last?.sequence ?? 0) }
    events.append(contentsOf: newer)
    return trimFront()
  }

  private mutating func trimFront() -> [TimelineEvent] {
    guard events.count > capacity else { return [] }
    let trimmed = Array(events.prefix(events.count - capacity))
    events.removeFirst(events.count - capacity)
    return trimmed
  }
}
