/// A small deterministic generator (SplitMix64) for seeded property tests and fuzzing: a
/// failure reproduces from its seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The generator's state; the same seed gives the same numbers.
  public var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number (SplitMix64).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
