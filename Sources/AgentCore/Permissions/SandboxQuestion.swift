import SkillKit

/// Leaving the sandbox as a question of its own, decided purely: the capabilities a call would
/// widen its sandbox by (`network`, `write /path`, `read /path`) against the rules written for
/// them — `sandbox(network)`, `sandbox("write /home/ann/.cache/*")`.
///
/// Only rules on `sandbox` itself count: `allow *` or a mode (even `bypass`) never grants a
/// widening. A deny rule on any capability denies the call; every capability an allow rule
/// names is granted; the rest are asked about, all in one question.
public enum SandboxQuestion {
  /// The skill name rules on the sandbox are written with.
  public static let ruleSkill = "sandbox"
  /// The one field of such a rule.
  public static let field = "capability"

  /// What the rules say about a call's widening.
  public enum Verdict: Sendable, Hashable {
    /// Every capability is allowed by a rule (named in `reason`).
    case allow(reason: String)
    /// A deny rule names one of them.
    case deny(reason: String)
    /// These are not decided by any rule: a person is asked.
    case ask([String])
  }

  /// The verdict for `capabilities` under `rules`.
  public static func evaluate(_ capabilities: [String], rules: [PermissionRule]) -> Verdict {
    let own = rules.filter { $0.skill == ruleSkill }
    func matching(_ decision: RuleDecision, _ capability: String) -> PermissionRule? {
      own.first { rule in
        rule.decision == decision
          && RuleMatcher.matches(
            rule, skillID: ruleSkill, input: [field: .string(capability)], cwd: nil)
      }
    }
    for capability in capabilities {
      if let rule = matching(.deny, capability) {
        return .deny(reason: "rule: \(rule.described) denies leaving the sandbox (\(capability))")
      }
    }
    var open: [String] = []
    var used: [String] = []
    for capability in capabilities {
      if matching(.ask, capability) == nil, let rule = matching(.allow, capability) {
        used.append(rule.described)
      } else {
        open.append(capability)
      }
    }
    guard open.isEmpty else { return .ask(open) }
    return .allow(reason: "rule: " + used.joined(separator: "; "))
  }

  /// The rule an "allow for the session / always" answer keeps for `capability`.
  public static func rule(for capability: String, scope: RuleScope) -> PermissionRule {
    PermissionRule(
      skill: ruleSkill, fields: [(field, capability)], decision: .allow, scope: scope)
  }

  /// What a call widens: its skill's declaration, and the network when its input asks
  /// (`"network": true` on a skill that runs commands).
  public static func widening(
    of skill: SkillDescriptor, input: [String: JSONValue]
  ) -> SandboxWidening? {
    guard var widening = skill.sandbox else { return nil }
    if skill.workspaceUse == .runs, input["network"] == .bool(true) { widening.network = true }
    return widening
  }
}
