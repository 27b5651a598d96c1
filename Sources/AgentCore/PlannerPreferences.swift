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
  /// The person's answers with the words of the request each answered (the newest
  /// `maxObservations`): a skill accepted for one kind of request and denied for another
  /// rises only for requests like the first.
  public var observations: [Observation]

  /// One answer: for a request with these words, this skill was accepted (+1), denied (−1)
  /// or accepted with corrections (+½).
  public struct Observation: Sendable, Hashable {
    /// The request words the observation is about.
    public var terms: Set<String>
    /// The skill the user's answer chose (or turned away from).
    public var skillID: String
    /// How much the answer moves the skill's score: positive for chosen, negative for refused.
    public var delta: Double

    /// An observation of one answer.
    public init(terms: Set<String>, skillID: String, delta: Double) {
      self.terms = terms
      self.skillID = skillID
      self.delta = delta
    }
  }

  /// The most answers kept per user.
  public static let maxObservations = 2000

  /// Preferences from what the user's answers taught.
  public init(
    skillBias: [String: Double] = [:], usualValues: [String: [String: JSONValue]] = [:],
    calls: Int = 0, observations: [Observation] = []
  ) {
    self.skillBias = skillBias
    self.usualValues = usualValues
    self.calls = calls
    self.observations = observations
  }

  /// The bias of `skillID` for a request with `terms`, from −1 to 1. Answers to requests like
  /// this one (by shared words: Jaccard, squared) decide when there are enough; the skill's overall
  /// record counts for a quarter; with no similar request, the overall record alone.
  public func bias(for skillID: String, terms: Set<String>) -> Double {
    let overall = skillBias[skillID] ?? 0
    guard !terms.isEmpty else { return overall }
    var weight = 0.0
    var sum = 0.0
    for observation in observations where observation.skillID == skillID {
      let shared = observation.terms.intersection(terms).count
      guard shared > 0 else { continue }
      // Squared, so the answers to requests most like this one outweigh the many that
      // share only the common words ("show", "list").
      let jaccard = Double(shared) / Double(observation.terms.union(terms).count)
      let similarity = jaccard * jaccard
      weight += similarity
      sum += similarity * observation.delta
    }
    guard weight >= 0.25 else { return overall }
    // Damped like the overall record: a single similar answer moves less than many.
    let kind = sum / (weight + 1)
    return max(-1, min(1, 0.75 * kind + 0.25 * overall))
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
    var observations: [Observation] = []
    for entry in entries where entry.decidedBy == .user {
      counted += 1
      total[entry.skillID, default: 0] += 1
      let allowed = entry.decision.hasPrefix("allow")
      if allowed {
        accepted[entry.skillID, default: 0] += 1
      } else {
        denied[entry.skillID, default: 0] += 1
      }
      var changed = false
      if let edited = entry.editedInput?.objectValue {
        let proposed = entry.input.objectValue ?? [:]
        for (field, value) in edited where proposed[field] != value {
          edits[entry.skillID, default: [:]][field, default: []].append(value)
          changed = true
        }
      }
      if changed { corrected[entry.skillID, default: 0] += 1 }
      if let request = entry.request {
        let terms = Set(TextTokenizer.terms(request))
        if !terms.isEmpty {
          observations.append(
            Observation(
              terms: terms, skillID: entry.skillID, delta: allowed ? (changed ? 0.5 : 1) : -1))
        }
      }
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
    return PlannerPreferences(
      skillBias: bias, usualValues: usual, calls: counted,
      observations: Array(observations.suffix(maxObservations)))
  }
}
