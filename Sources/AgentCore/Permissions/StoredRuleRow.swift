import Foundation
import SkillKit

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
  /// When it was stored, as stored (ISO 8601).
  public var createdAt: String?
  /// When it expires, as stored (ISO 8601); nil: never.
  public var expiresAt: String?
  /// What made it, as stored.
  public var madeBy: String?

  /// A row as read.
  public init(
    id: Int, decision: String?, pattern: String, scope: String?, project: String?,
    createdAt: String? = nil, expiresAt: String? = nil, madeBy: String? = nil
  ) {
    self.id = id
    self.decision = decision
    self.pattern = pattern
    self.scope = scope
    self.project = project
    self.createdAt = createdAt
    self.expiresAt = expiresAt
    self.madeBy = madeBy
  }

  /// The columns every store reads a rule row from, in this order.
  public static let columns =
    "id, decision, pattern, scope, project, created_at, expires_at, made_by"
}

extension StoredRules {
  /// The rules `rows` hold. A row that cannot be read is ignored and named; a deny or ask row
  /// whose field pattern is unreadable applies to its whole skill instead, so tampering never
  /// widens what is allowed — nor does an expiry that is not a date (an allow row with one is
  /// ignored; a deny or ask row applies with no expiry).
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
      var expiresAt: Date?
      if let stored = row.expiresAt {
        if let date = ISODateTime.date(from: stored) {
          expiresAt = date
        } else if decision == .allow {
          ignored.append(
            "rule #\(id) ignored: its expiry \"\(stored.prefix(40))\" is not a date")
          continue
        } else {
          ignored.append(
            "rule #\(id): its expiry \"\(stored.prefix(40))\" is not a date; applied with none")
        }
      }
      func kept(_ rule: PermissionRule) -> PermissionRule {
        var rule = rule
        rule.expiresAt = expiresAt
        rule.createdAt = row.createdAt.flatMap(ISODateTime.date(from:))
        rule.madeBy = row.madeBy
        return rule
      }
      do {
        let parsed = try RulePatternParser.parse(text)
        rules.append(
          (
            id,
            kept(
              PermissionRule(
                skill: parsed.skill, fields: parsed.fields, decision: decision, scope: scope))
          ))
      } catch {
        let skill = String(text.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
        if decision != .allow, let whole = try? RulePatternParser.parse(skill), whole.fields.isEmpty
        {
          rules.append(
            (id, kept(PermissionRule(skill: whole.skill, decision: decision, scope: scope))))
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
