import Foundation
import SkillKit

/// How likely the planner's choice of a skill is right: a logistic model over what the ranking
/// says of it — how far its words clear the bar and lead the next skill, whether the meaning
/// puts it first and by how much, whether a value of the request points at it — fitted on the
/// labelled corpora (`scripts/fit-planner-confidence.py` over `BENCH_CONFIDENCE=1` of
/// `ask-bench`). Below `floor` the planner does not run its guess: it says no skill fits and
/// names the closest.
public struct PlannerConfidence: Sendable, Equatable {
  /// The features, in `names` order.
  public var features: [Double]

  /// What each feature is (the fitting script prints them beside their weights).
  public static let names = [
    "words/bar", "words lead", "words first", "meaning lead", "meaning margin", "meaning first",
    "meaning ranked", "value points", "words matched", "values filled",
  ]

  /// Fitted by scripts/fit-planner-confidence.py on the first, declared, first held-out and
  /// development corpora, both rankers (see BENCHMARKS.md for the fit and its check on the
  /// other held-out sets).
  static let weights: [Double] = [
    3.579, 2.309, -1.322, 2.030, 0.851, 0.259, -1.540, 2.495, 2.332, 1.753,
  ]
  static let bias = -2.069

  /// The least probability a choice needs to be run: on the corpora it was fitted on, 0.3
  /// keeps every right choice of the first corpus and drops most wrong guesses (0.35 drops a
  /// few more and one right choice at 0.349).
  public static let floor = 0.3

  /// Whether the choice may be run at `floor`: likely enough, or pointed at by a value of the
  /// request that few skills take (a flight number its pattern takes) — evidence the corpora
  /// hold too few examples of for the model to weigh, and that a guess does not have.
  public func clears(_ floor: Double) -> Bool {
    probability >= floor || features[Self.valuePoints] > 0
  }

  /// Where "value points" stands among the features.
  static let valuePoints = 7

  /// The typed values the request gives the skill — not the leftover text (a field left
  /// missing says nothing: the form asks).
  static func typedValues(_ filled: ParameterFiller.Filled?) -> Int {
    guard let filled else { return 0 }
    return filled.values.keys.filter { $0 != filled.textField }.count
  }

  /// The probability that the choice is right (0…1).
  public var probability: Double {
    let sum = zip(features, Self.weights).reduce(Self.bias) { $0 + $1.0 * $1.1 }
    return 1 / (1 + exp(-sum))
  }

  /// The features of choosing `chosen`: `lexical` is the words' ranking (with the values'
  /// evidence) and `threshold` their bar; `similarities` the meaning's, when there is one.
  /// `filled`: what the request fills of the skill's fields (`nil`: the skill is not known).
  static func of(
    _ chosen: String, lexical: [SkillCandidate], threshold: Double,
    similarities: SemanticIndex.Similarities?, pointed: Set<String>,
    filled: ParameterFiller.Filled?
  ) -> PlannerConfidence {
    let words = lexical.first { $0.skillID == chosen }
    let score = max(0, words?.score ?? 0)
    let isFirst = lexical.first?.skillID == chosen
    let next = max(0, lexical.dropFirst().first?.score ?? 0)
    var features = [
      min(score / max(threshold, 1e-9), 6) / 6,
      isFirst && score > 0 ? min(1, max(0, (score - next) / score)) : 0,
      isFirst ? 1 : 0,
      0, 0, 0, 0,
      pointed.contains(chosen) ? 1 : 0,
      Double(min(words?.matchedTerms.count ?? 0, 5)) / 5,
      Double(min(typedValues(filled), 3)) / 3,
    ]
    if let similarities {
      let ordered = similarities.byID.values.sorted(by: >)
      let top = ordered.first ?? similarities.median
      let mine = similarities.byID[chosen] ?? similarities.median
      let meaningFirst = mine >= top && similarities.byID[chosen] != nil
      let second = ordered.dropFirst().first ?? similarities.median
      features[3] = min(3, max(-1, (mine - similarities.median) / 0.05))
      features[4] = meaningFirst ? min(3, (top - second) / 0.02) : 0
      features[5] = meaningFirst ? 1 : 0
      features[6] = 1
    }
    return PlannerConfidence(features: features)
  }
}
