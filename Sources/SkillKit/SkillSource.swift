/// Where an agent gets its skills: asked at the start of every model turn, so skills can be
/// added, changed and removed while a session runs, and never change in the middle of a call.
public protocol SkillSource: Sendable {
  /// The skills as they are now.
  func snapshot() async -> SkillSnapshot
}

/// The skills at one moment.
public struct SkillSnapshot: Sendable {
  /// The skills.
  public var registry: SkillRegistry
  /// Grows whenever the skills change; equal generations hold the same skills.
  public var generation: Int
  /// What went wrong since the previous snapshot (a skill file that became invalid keeps its
  /// last good version and is named here once).
  public var problems: [String]

  /// A snapshot.
  public init(registry: SkillRegistry, generation: Int, problems: [String] = []) {
    self.registry = registry
    self.generation = generation
    self.problems = problems
  }
}

/// A source whose skills never change.
public struct FixedSkillSource: SkillSource {
  /// The skills, fixed.
  public let registry: SkillRegistry

  /// A source that always holds `registry`.
  public init(_ registry: SkillRegistry) {
    self.registry = registry
  }

  /// The same registry, generation 0, every time.
  public func snapshot() async -> SkillSnapshot {
    SkillSnapshot(registry: registry, generation: 0)
  }
}
