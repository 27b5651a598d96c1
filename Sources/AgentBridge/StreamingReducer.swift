/// The Reducer of the seed's Source → Reducer → Renderer pipeline, as a pure state machine.
///
/// It is fed deltas and clock ticks with the current time and answers with what to do:
/// render the text now, or wake it at a time. It reads no clock and sleeps nowhere, so it is
/// tested with marble diagrams.
public struct StreamingReducer: Sendable {
  /// What the driver should do next.
  public enum Action: Sendable, Hashable {
    /// Show `text` (the whole accumulated text).
    case render(String)
    /// Call `tick` at this instant (since the stream began).
    case wake(at: Duration)
  }

  /// How often the streaming text may be rendered.
  public let policy: ThrottlePolicy
  /// Everything received so far (the Source).
  public private(set) var text = ""
  /// Kept alongside `text`: `String.count` walks the whole string.
  private var textCount = 0
  private var renderedCount = 0
  private var lastRender: Duration?
  private var wakeAt: Duration?

  /// A reducer that releases streamed text at the pace `policy` sets.
  public init(policy: ThrottlePolicy = ThrottlePolicy()) {
    self.policy = policy
  }

  /// True when text arrived that has not been rendered.
  public var hasPending: Bool { textCount != renderedCount }

  /// A delta arrived at `now`.
  public mutating func receive(_ delta: String, at now: Duration) -> Action? {
    text += delta
    textCount += delta.count
    return decide(at: now)
  }

  /// The wake-up asked for earlier has come.
  public mutating func tick(at now: Duration) -> Action? {
    guard let due = wakeAt, now >= due else { return nil }
    wakeAt = nil
    return decide(at: now)
  }

  /// The stream ended, or something must not wait (an error, a stage change): render now.
  public mutating func flush(at now: Duration) -> Action? {
    wakeAt = nil
    return hasPending ? render(at: now) : nil
  }

  /// Forgets the text (a complete assistant message replaced it).
  public mutating func reset() {
    text = ""
    textCount = 0
    renderedCount = 0
    lastRender = nil
    wakeAt = nil
  }

  private mutating func decide(at now: Duration) -> Action? {
    guard hasPending else { return nil }
    let interval = policy.interval(forLength: textCount)
    guard let last = lastRender, now - last < interval else { return render(at: now) }
    if wakeAt != nil { return nil }
    let due = last + interval
    wakeAt = due
    return .wake(at: due)
  }

  private mutating func render(at now: Duration) -> Action {
    lastRender = now
    renderedCount = textCount
    return .render(text)
  }
}
