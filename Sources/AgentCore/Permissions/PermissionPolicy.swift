import SkillKit

/// How much the gate asks: `default`, `plan`, `auto`, `bypass` or `deny`.
public enum PermissionMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Ask whenever the level or a rule says so.
  case `default`
  /// Nothing runs: the run shows what it would do.
  case plan
  /// normal and userConfirmation run without asking; systemAccess still asks.
  case auto
  /// Everything is allowed without asking — loudly marked, still audited.
  case bypass
  /// Whatever would ask is denied: for scripts.
  case deny
}

/// The step of the gate's order that decided a call.
public enum DecisionStep: String, Sendable, Hashable, Codable, CaseIterable {
  case hook
  case denyRule = "deny_rule"
  /// A path outside the workspace (or inside `.git/`) that no allow rule names.
  case workspace
  case askRule = "ask_rule"
  case mode
  case allowRule = "allow_rule"
  case level
  case authorization
  case user
  /// The question (or a `sandbox(…)` rule) on leaving the sandbox.
  case sandbox
}

/// What the pure policy says about a call.
public enum PolicyVerdict: Sendable, Hashable {
  case allow(DecisionStep, reason: String)
  case deny(DecisionStep, reason: String)
  /// Show the confirmation card; `step` is what requires asking (the level or an ask rule).
  case askUser(DecisionStep, reason: String)
  /// Ask for a system capability first, then evaluate again.
  case askAuthorization(capability: String)
}

/// The gate's documented order as a pure function:
/// hooks (run by the gate) → deny rules → the workspace boundary → ask rules → permission
/// mode → allow rules → the skill's level → system authorization → ask the user.
///
/// Deny rules see the call's paths both as given and resolved (links followed), so a link
/// cannot walk around them; a path across the workspace boundary needs an allow rule that
/// names its resolved form, whatever the mode.
///
/// An allow from the mode, a rule or the level still needs a granted system authorization
/// for every skill that names one (systemAccess skills; a userConfirmation skill such as
/// `calendar.delete_event` too): the authorization is the system's, not a consent.
public enum PermissionPolicy {
  /// The verdict for one call of `skill` with `input`, in the gate's documented order; pure: the
  /// rules, the mode, the authorizations and the workspace crossings are all given.
  public static func evaluate(
    skill: SkillDescriptor, input: [String: JSONValue], rules: [PermissionRule],
    mode: PermissionMode, authorizations: [String: AuthorizationStatus], cwd: String?,
    crossings: [BoundaryCrossing] = []
  ) -> PolicyVerdict {
    let pathFields = skill.pathFields
    let commandFields = skill.commandFields
    var resolvedInput = input
    for crossing in crossings { resolvedInput[crossing.field] = .string(crossing.resolved) }
    func matches(_ rule: PermissionRule, _ input: [String: JSONValue]) -> Bool {
      RuleMatcher.matches(
        rule, skillID: skill.id, input: input, cwd: cwd, pathFields: pathFields,
        commandFields: commandFields)
    }
    // Rules see the paths as given and as resolved (links followed).
    func first(_ decision: RuleDecision) -> PermissionRule? {
      rules.first { rule in
        rule.decision == decision
          && (matches(rule, input) || (!crossings.isEmpty && matches(rule, resolvedInput)))
      }
    }
    if let rule = first(.deny) {
      return .deny(.denyRule, reason: "rule: \(rule.described)")
    }
    for crossing in crossings {
      if case .unresolvable(let reason) = crossing.kind { return .deny(.workspace, reason: reason) }
      let named = rules.contains { rule in
        rule.decision == .allow && rule.fields.contains { $0.name == crossing.field }
          && matches(rule, resolvedInput)
      }
      if !named {
        return .deny(
          .workspace, reason: crossing.refusal(skill: skill.id, workspace: cwd ?? "the workspace"))
      }
    }
    let askRule = first(.ask)
    if mode == .plan {
      return .deny(.mode, reason: "plan mode: shown, not run")
    }
    var allowed: (DecisionStep, String)?
    if askRule == nil {
      if mode == .bypass {
        allowed = (.mode, "bypass mode: every call is allowed")
      } else if mode == .auto && skill.permissionLevel != .systemAccess {
        allowed = (.mode, "auto mode: \(skill.permissionLevel.rawValue) runs without asking")
      } else if let rule = first(.allow) {
        allowed = (.allowRule, "rule: \(rule.described)")
      } else if skill.permissionLevel == .normal {
        allowed = (.level, "level normal: runs without asking")
      }
    }
    if !skill.requiredAuthorizations.isEmpty {
      for capability in skill.requiredAuthorizations {
        switch authorizations[capability] ?? .notDetermined {
        case .authorized:
          continue
        case .denied:
          return .deny(.authorization, reason: "authorization \(capability) denied")
        case .notDetermined:
          if mode == .deny {
            return .deny(.mode, reason: "deny mode: would ask for authorization \(capability)")
          }
          return .askAuthorization(capability: capability)
        }
      }
    }
    if let (step, reason) = allowed { return .allow(step, reason: reason) }
    if mode == .deny {
      return .deny(.mode, reason: "deny mode: would ask")
    }
    if let askRule {
      return .askUser(.askRule, reason: "rule: \(askRule.described)")
    }
    return .askUser(
      .level, reason: "level \(skill.permissionLevel.rawValue): needs your confirmation")
  }
}
