/// The pure transition function of `AgentStage`: which stage may follow which.
public enum StageMachine {
  /// An attempted transition the machine does not allow.
  public struct IllegalTransition: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stage left.
    public var from: AgentStage.Kind
    /// The stage entered.
    public var to: AgentStage.Kind

    /// The transition that was refused.
    public init(from: AgentStage.Kind, to: AgentStage.Kind) {
      self.from = from
      self.to = to
    }

    /// `from → to is not a legal transition`.
    public var description: String {
      "illegal stage transition \(from.rawValue) → \(to.rawValue)"
    }
  }

  /// The stages that may directly follow `kind`; any live stage may fail, be cancelled or pause.
  public static func successors(of kind: AgentStage.Kind) -> Set<AgentStage.Kind> {
    let always: Set<AgentStage.Kind> = [.failed, .cancelled, .paused]
    switch kind {
    case .idle:
      return always.union([.parsingIntent, .completed])
    case .parsingIntent:
      return always.union([.matchingSkill, .completed])
    case .matchingSkill:
      return always.union([
        .matchingSkill, .awaitingUserInput, .awaitingPermission, .executing, .parsingIntent,
        .completed,
      ])
    case .awaitingUserInput:
      return always.union([
        .awaitingUserInput, .awaitingPermission, .executing, .parsingIntent,
      ])
    case .awaitingPermission:
      return always.union([
        .awaitingPermission, .awaitingUserInput, .executing, .parsingIntent,
      ])
    case .executing:
      return always.union([.executing, .parsingIntent])
    case .paused:
      return always.union([.parsingIntent, .awaitingUserInput, .awaitingPermission, .executing])
    case .completed, .failed, .cancelled:
      return [.idle]
    }
  }

  /// `to` when it may follow `from`, else an `IllegalTransition`.
  public static func transition(from: AgentStage, to: AgentStage) -> Result<
    AgentStage, IllegalTransition
  > {
    guard successors(of: from.kind).contains(to.kind) else {
      return .failure(IllegalTransition(from: from.kind, to: to.kind))
    }
    return .success(to)
  }
}
