import SkillKit

/// Where the agent is in handling a request; every front end draws from this.
public enum AgentStage: Sendable, Hashable {
  case idle
  case parsingIntent
  /// Ranked candidates, best first (the top 3 are shown).
  case matchingSkill(candidates: [SkillCandidate])
  // The stages that hold a skill's whole descriptor (~480 bytes) are boxed, so that a stage —
  // and every message, which can be one — is not that big at each copy.
  indirect case awaitingPermission(skill: SkillDescriptor)
  /// `progress` is nil until the skill reports a fraction.
  indirect case executing(skill: SkillDescriptor, progress: Double?)
  indirect case awaitingUserInput(skill: SkillDescriptor, fields: [InputField])
  /// Held at a tool-call boundary until resumed.
  case paused
  case completed(summary: String)
  case failed(AgentError)
  case cancelled

  /// The stage without its payload, for transition rules and the wire.
  public var kind: Kind {
    switch self {
    case .idle: return .idle
    case .parsingIntent: return .parsingIntent
    case .matchingSkill: return .matchingSkill
    case .awaitingPermission: return .awaitingPermission
    case .executing: return .executing
    case .awaitingUserInput: return .awaitingUserInput
    case .paused: return .paused
    case .completed: return .completed
    case .failed: return .failed
    case .cancelled: return .cancelled
    }
  }

  /// Payload-free stage names; raw values are the NDJSON `stage` strings.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    case idle
    case parsingIntent = "parsing_intent"
    case matchingSkill = "matching_skill"
    case awaitingPermission = "awaiting_permission"
    case executing
    case awaitingUserInput = "awaiting_user_input"
    case paused
    case completed, failed, cancelled

    /// A run that reached this stage is over.
    public var isTerminal: Bool {
      self == .completed || self == .failed || self == .cancelled
    }
  }
}
