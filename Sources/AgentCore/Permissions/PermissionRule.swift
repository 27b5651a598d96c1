import Foundation
import SkillKit

/// What a rule decides when it matches.
public enum RuleDecision: String, Sendable, Hashable, Codable, CaseIterable {
  case allow, deny, ask
}

/// Where a rule applies: this session, this project (working directory), or everywhere.
public enum RuleScope: Sendable, Hashable, Codable {
  case session
  case project(String)
  case user

  /// `session`, `project`, `user`.
  public var name: String {
    switch self {
    case .session: return "session"
    case .project: return "project"
    case .user: return "user"
    }
  }
}

/// A permission rule: a skill pattern plus optional patterns on validated input fields.
///
/// Written `reminder.create`, `todo.*`, `todo.add(priority: high)`,
/// `files.write(path: src/**)`, `shell(command: "git status")`. Field patterns match the
/// whole validated value — never a rendered string — so `git status; rm -rf /` does not
/// match `git status`.
public struct PermissionRule: Sendable, Hashable, CustomStringConvertible {
  /// A skill id, or a prefix ending in `.*`, or `*`.
  public var skill: String
  /// Field name → glob pattern (`*` within a path segment, `**` across segments, `?`).
  public var fields: [(name: String, pattern: String)]
  /// What the rule decides.
  public var decision: RuleDecision
  /// Where it applies.
  public var scope: RuleScope
  /// Where the rule was read from (`rule #3 of table rules in /…/ask.sqlite`); nil for one
  /// made in this process (a session rule). Not part of the rule's identity.
  public var origin: String?
  /// When the rule stops matching (`--for 8h`, `--until DATE`); nil: never. Not part of its
  /// identity: adding the rule again sets a new expiry.
  public var expiresAt: Date?
  /// When it was stored (nil for one made in this process).
  public var createdAt: Date?
  /// What made it: `ask permissions add`, or the answer that asked for it (`always allow,
  /// answered in session S to call C`).
  public var madeBy: String?

  /// A rule on `skill` (with field patterns) deciding `decision` in `scope`.
  public init(
    skill: String, fields: [(name: String, pattern: String)] = [], decision: RuleDecision,
    scope: RuleScope
  ) {
    self.skill = skill
    self.fields = fields
    self.decision = decision
    self.scope = scope
  }

  /// Whether the rule has expired at `now` (and so matches nothing).
  public func isExpired(at now: Date) -> Bool {
    expiresAt.map { $0 <= now } ?? false
  }

  /// Equal when skill, fields, decision and scope are: where it was read from does not count.
  public static func == (lhs: PermissionRule, rhs: PermissionRule) -> Bool {
    lhs.skill == rhs.skill && lhs.decision == rhs.decision && lhs.scope == rhs.scope
      && lhs.fields.map(\.name) == rhs.fields.map(\.name)
      && lhs.fields.map(\.pattern) == rhs.fields.map(\.pattern)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(skill)
    hasher.combine(decision)
    hasher.combine(scope)
    for field in fields {
      hasher.combine(field.name)
      hasher.combine(field.pattern)
    }
  }

  /// The rule as a decision names it: `deny shell(command: "rm *") [user, rule #3 of table
  /// rules in /…/ask.sqlite]` — its decision, pattern, scope and where it came from.
  public var described: String {
    let place: String
    if case .project(let folder) = scope { place = "project \(folder)" } else { place = scope.name }
    return "\(decision.rawValue) \(pattern) [\(place)\(origin.map { ", " + $0 } ?? "")]"
  }

  /// The rule in its written form: `todo.add(priority: high)`.
  public var pattern: String {
    guard !fields.isEmpty else { return skill }
    if skill == SandboxQuestion.ruleSkill, fields.count == 1,
      fields[0].name == SandboxQuestion.field
    {
      let value = fields[0].pattern
      guard !value.unicodeScalars.allSatisfy(RulePatternParser.isBareScalar) else {
        return "\(skill)(\(value))"
      }
      let escaped = value.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      return "\(skill)(\"\(escaped)\")"
    }
    let parts = fields.map { field in
      let bare = field.pattern.unicodeScalars.allSatisfy(RulePatternParser.isBareScalar)
      guard !bare else { return "\(field.name): \(field.pattern)" }
      var quoted = String.UnicodeScalarView()
      for scalar in field.pattern.unicodeScalars {
        if scalar == "\\" || scalar == "\"" { quoted.append("\\") }
        quoted.append(scalar)
      }
      return "\(field.name): \"\(String(quoted))\""
    }
    return "\(skill)(\(parts.joined(separator: ", ")))"
  }

  /// The rule as written with its scope: `allow todo.* [user]`.
  public var description: String { "\(decision.rawValue) \(pattern) [\(scope.name)]" }

  /// The field names of this rule that no skill it covers declares — a misspelling that would
  /// make the rule match nothing — with the fields those skills do have. Empty when the rule
  /// covers no known skill (its skill may be registered later).
  public func unknownFields(among skills: [SkillDescriptor]) -> (
    unknown: [String], known: [String]
  ) {
    let covered = skills.filter { RuleMatcher.skillMatches(skill, $0.id) }
    guard !covered.isEmpty else { return ([], []) }
    let known = Set(covered.flatMap { $0.inputFields.map(\.name) })
    return (fields.map(\.name).filter { !known.contains($0) }, known.sorted())
  }
}
