import Foundation

/// One row of a store's rule table as it was read, before it is trusted: what every store
/// adapter hands to `StoredRules.read`, so that all of them read rules — and refuse tampered
/// ones — the same way.
public struct StoredRuleRow: Sendable, Hashable {
  /// The row id.
  public var id: Int
  /// `allow`, `deny` or `ask`, as stored.
  public var decision: String?
  /// The rule's pattern (`todo.add(priority: high)`).
  public var pattern: String
  /// `user` or `project`, as stored.
  public var scope: String?
  /// The project folder of a project rule.
  public var project: String?

  /// A row as read.
  public init(id: Int, decision: String?, pattern: String, scope: String?, project: String?) {
    self.id = id
    self.decision = decision
    self.pattern = pattern
    self.scope = scope
    self.project = project
  }
}

extension StoredRules {
  /// The rules `rows` hold. A row that cannot be read is ignored and named; a deny or ask row
  /// whose field pattern is unreadable applies to its whole skill instead, so tampering never
  /// widens what is allowed.
  public static func read(_ rows: [StoredRuleRow]) -> StoredRules {
    var rules: [(id: Int, rule: PermissionRule)] = []
    var ignored: [String] = []
    for row in rows {
      let id = row.id
      let text = row.pattern
      guard let decision = row.decision.flatMap(RuleDecision.init(rawValue:)) else {
        ignored.append("rule #\(id) ignored: unknown decision \"\(row.decision ?? "")\"")
        continue
      }
      let scope: RuleScope
      switch row.scope {
      case "user": scope = .user
      case "project" where row.project != nil: scope = .project(row.project ?? "")
      default:
        ignored.append("rule #\(id) ignored: unknown scope \"\(row.scope ?? "")\"")
        continue
      }
      do {
        let parsed = try RulePatternParser.parse(text)
        rules.append(
          (
            id,
            PermissionRule(
              skill: parsed.skill, fields: parsed.fields, decision: decision, scope: scope)
          ))
      } catch {
        let skill = String(text.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
        if decision != .allow, let whole = try? RulePatternParser.parse(skill), whole.fields.isEmpty
        {
          rules.append((id, PermissionRule(skill: whole.skill, decision: decision, scope: scope)))
          ignored.append("rule #\(id): \(error); applied to all of \(whole.skill) instead")
        } else {
          ignored.append("rule #\(id) ignored: \(error)")
        }
      }
    }
    return StoredRules(rules: rules, ignored: ignored)
  }

  /// The rules, each saying the row it came from (`rule #3 of table rules in <where>`), so
  /// that a decision can name it.
  public func located(in place: String) -> StoredRules {
    var stored = self
    stored.rules = rules.map { entry in
      var rule = entry.rule
      rule.origin = "rule #\(entry.id) of table rules in \(place)"
      return (entry.id, rule)
    }
    return stored
  }
}
