/// The seed's dynamic throttle: short text is shown at once; the interval between renders
/// grows with the text's length, from about 16 ms up to a cap of 250 ms.
public struct ThrottlePolicy: Sendable, Hashable {
  /// Text up to this many characters renders on every delta.
  public var immediateLength: Int
  /// The shortest time between two renders of streaming text.
  public var minimum: Duration
  /// The longest a delta waits before it is rendered, however fast deltas come.
  public var maximum: Duration
  /// Characters of text per extra `minimum` of interval.
  public var charactersPerStep: Int

  /// A policy rendering at most every `minimum` and at least every `maximum`.
  public init(
    immediateLength: Int = 80, minimum: Duration = .milliseconds(16),
    maximum: Duration = .milliseconds(250), charactersPerStep: Int = 1000
  ) {
    self.immediateLength = immediateLength
    self.minimum = minimum
    self.maximum = maximum
    self.charactersPerStep = charactersPerStep
  }

  /// The least time between two renders of a text of `length` characters.
  public func interval(forLength length: Int) -> Duration {
    guard length > immediateLength else { return .zero }
    let steps = 1 + (length - immediateLength) / max(charactersPerStep, 1)
    return min(maximum, minimum * steps)
  }
}
