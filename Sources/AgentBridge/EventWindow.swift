import AgentCore

/// The events held in memory: at most `capacity`, a contiguous run of the session's sequence.
///
/// Appending past the capacity trims the oldest; loading an older page trims the newest.
/// What it trims it returns, so the tool cards of trimmed events can be released.
public struct EventWindow: Sendable, Hashable {
  /// The most events the window holds; older ones are dropped and paged back on demand.
  public let capacity: Int
  /// The events, from `start` on; those before `start` were trimmed and are dropped in one
  /// move once as many as the capacity have gathered, so an append costs O(1), not a shift of
  /// the whole window.
  private var storage: [TimelineEvent] = []
  private var start = 0
  /// The session's first and last stored sequence numbers, as far as the window knows.
  public private(set) var firstSequence: Int64 = 1
  /// The highest sequence number the window has seen.
  public private(set) var lastSequence: Int64 = 0

  /// An empty window that keeps at most `capacity` events in memory.
  public init(capacity: Int = 500) {
    self.capacity = max(capacity, 1)
  }

  /// The events in the window, oldest first.
  public var events: ArraySlice<TimelineEvent> { storage[start...] }

  /// Older events exist in the store.
  public var hasOlder: Bool { (events.first?.sequence ?? (lastSequence + 1)) > firstSequence }
  /// Newer events exist in the store (the window is scrolled back).
  public var hasNewer: Bool { (events.last?.sequence ?? 0) < lastSequence }

  /// Windows are equal when they hold the same events and know the same bounds.
  public static func == (lhs: EventWindow, rhs: EventWindow) -> Bool {
    lhs.capacity == rhs.capacity && lhs.firstSequence == rhs.firstSequence
      && lhs.lastSequence == rhs.lastSequence && lhs.events.elementsEqual(rhs.events)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(capacity)
    hasher.combine(firstSequence)
    hasher.combine(lastSequence)
    hasher.combine(events.count)
    for event in events { hasher.combine(event) }
  }

  /// Starts over with a page, knowing the session's bounds.
  public mutating func reset(to page: [TimelineEvent], first: Int64, last: Int64) {
    storage = Array(page.suffix(capacity))
    start = 0
    firstSequence = first
    lastSequence = max(last, storage.last?.sequence ?? 0)
  }

  /// A new event at the tail. When the window is scrolled back it only moves the bound.
  @discardableResult
  public mutating func append(_ event: TimelineEvent) -> [TimelineEvent] {
    defer { lastSequence = max(lastSequence, event.sequence) }
    guard !hasNewer else { return [] }
    storage.append(event)
    return trimFront()
  }

  /// An older page before the first event; the newest events beyond capacity are dropped.
  @discardableResult
  public mutating func prepend(_ page: [TimelineEvent]) -> [TimelineEvent] {
    let older = page.filter { $0.sequence < (events.first?.sequence ?? Int64.max) }
    var all = older
    all.append(contentsOf: events)
    storage = all
    start = 0
    guard storage.count > capacity else { return [] }
    let trimmed = Array(storage.suffix(storage.count - capacity))
    storage.removeLast(storage.count - capacity)
    return trimmed
  }

  /// A newer page after the last event; the oldest beyond capacity are dropped.
  @discardableResult
  public mutating func appendPage(_ page: [TimelineEvent]) -> [TimelineEvent] {
    let newer = page.filter { $0.sequence > (events.last?.sequence ?? 0) }
    storage.append(contentsOf: newer)
    return trimFront()
  }

  private mutating func trimFront() -> [TimelineEvent] {
    let excess = storage.count - start - capacity
    guard excess > 0 else { return [] }
    let trimmed = Array(storage[start..<start + excess])
    start += excess
    if start >= capacity {
      storage.removeFirst(start)
      start = 0
    }
    return trimmed
  }
}
