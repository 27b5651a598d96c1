import Foundation
import SkillKit

/// What the offline planner learned from the audit log about one user: which skills they
/// accept and which they deny or correct, and the values they keep putting in by hand.
public struct PlannerPreferences: Sendable, Hashable {
  /// Per skill, from -1 (always denied or corrected) to 1 (always accepted), damped for few
  /// calls: (accepted − denied − ½ corrected) / (calls + 2).
  public var skillBias: [String: Double]
  /// Per skill and field, a value the user set in their last three edits of that field.
  public var usualValues: [String: [String: JSONValue]]
  /// The calls it was learned from.
  public var calls: Int

  public init(
    skillBias: [String: Double] = [:], usualValues: [String: [String: JSONValue]] = [:],
    calls: Int = 0
  ) {
    self.skillBias = skillBias
    self.usualValues = usualValues
    self.calls = calls
  }

  /// Learns from audit entries (oldest first). Only a person's answers count: a call a rule
  /// or the mode allowed says nothing about what the user prefers.
  public static func learn(from entries: [AuditEntry]) -> PlannerPreferences {
    var accepted: [String: Int] = [:]
    var denied: [String: Int] = [:]
    var corrected: [String: Int] = [:]
    var total: [String: Int] = [:]
    var edits: [String: [String: [JSONValue]]] = [:]
    var counted = 0
    for entry in entries where entry.decidedBy == .user {
      counted += 1
      total[entry.skillID, default: 0] += 1
      if entry.decision.hasPrefix("allow") {
        accepted[entry.skillID, default: 0] += 1
      } else {
        denied[entry.skillID, default: 0] += 1
      }
      guard let edited = entry.editedInput?.objectValue else { continue }
      let proposed = entry.input.objectValue ?? [:]
      var changed = false
      for (field, value) in edited where proposed[field] != value {
        edits[entry.skillID, default: [:]][field, default: []].append(value)
        changed = true
      }
      if changed { corrected[entry.skillID, default: 0] += 1 }
    }
    var bias: [String: Double] = [:]
    for (skill, count) in total {
      let score =
        Double(accepted[skill, default: 0]) - Double(denied[skill, default: 0])
        - 0.5 * Double(corrected[skill, default: 0])
      bias[skill] = max(-1, min(1, score / Double(count + 2)))
    }
    var usual: [String: [String: JSONValue]] = [:]
    for (skill, fields) in edits {
      for (field, values) in fields where values.count >= 3 {
        let last = values.suffix(3)
        if let first = last.first, last.allSatisfy({ $0 == first }) {
          usual[skill, default: [:]][field] = first
        }
      }
    }
    return PlannerPreferences(skillBias: bias, usualValues: usual, calls: counted)
  }
}
