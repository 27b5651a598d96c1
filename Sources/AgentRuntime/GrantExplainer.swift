import AgentCore
import Foundation
import SkillKit

/// What the gate would decide for one call, and why, without running it: the same policy and
/// workspace check the gate uses, over the stored rules that have not expired, the given
/// session's allowances, the mode and the authorizations. Hooks are not run.
public enum GrantExplainer {
  /// The answer.
  public struct Explanation: Sendable, Hashable {
    /// The policy's verdict.
    public var verdict: PolicyVerdict
    /// The input's schema violations: a call with any never reaches the gate (a form asks
    /// for what is missing; a wrong value is refused).
    public var violations: [String]
    /// Every rule that matches the call, deciding or not, with expired ones marked.
    public var matching: [(rule: PermissionRule, expired: Bool)]
    /// Where each path field of the call resolves outside the workspace.
    public var crossings: [BoundaryCrossing]

    /// Equal when the verdict, violations, rules and crossings are.
    public static func == (lhs: Explanation, rhs: Explanation) -> Bool {
      lhs.verdict == rhs.verdict && lhs.violations == rhs.violations
        && lhs.matching.map(\.rule) == rhs.matching.map(\.rule)
        && lhs.matching.map(\.expired) == rhs.matching.map(\.expired)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(verdict)
      hasher.combine(violations)
    }
  }

  /// Explains a call of `skill` with `input` at `now`.
  public static func explain(
    skill: SkillDescriptor, input: [String: JSONValue], rules: [PermissionRule],
    mode: PermissionMode, authorizations: [String: AuthorizationStatus], cwd: String?,
    workspace: String?, fileSystem: any PathFileSystem, now: Date
  ) -> Explanation {
    let violations = SchemaValidator.validate(.object(input), against: skill.inputSchema)
      .map(\.description)
    let crossings =
      workspace.map {
        WorkspaceBoundary.crossings(skill, input, workspace: $0, in: fileSystem)
      } ?? []
    let live = rules.filter { !$0.isExpired(at: now) }
    let verdict = PermissionPolicy.evaluate(
      skill: skill, input: input, rules: live, mode: mode, authorizations: authorizations,
      cwd: cwd, crossings: crossings)
    var resolved = input
    for crossing in crossings { resolved[crossing.field] = .string(crossing.resolved) }
    let matching = rules.filter { rule in
      [input, resolved].contains { value in
        RuleMatcher.matches(
          rule, skillID: skill.id, input: value, cwd: cwd, pathFields: skill.pathFields,
          commandFields: skill.commandFields)
      }
    }.map { ($0, $0.isExpired(at: now)) }
    return Explanation(
      verdict: verdict, violations: violations, matching: matching, crossings: crossings)
  }
}
