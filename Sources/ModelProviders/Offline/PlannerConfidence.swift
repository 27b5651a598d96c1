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
    "meaning ranked", "value points", "words matched", "values filled", "words covered",
  ]

  /// Fitted by scripts/fit-planner-confidence.py on every corpus but held out 9, both rankers
  /// (see BENCHMARKS.md for the fit and its check on held out 9).
  static let weights: [Double] = [
    4.329, 2.070, -1.385, 1.280, 0.837, 0.641, -1.060, 3.509, 0.844, 2.922, 2.136,
  ]
  static let bias = -3.444

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

  /// The features of choosing `chosen` (`said`: how many distinct terms the request says): `lexical` is the words' ranking (with the values'
  /// evidence) and `threshold` their bar; `similarities` the meaning's, when there is one.
  /// `filled`: what the request fills of the skill's fields (`nil`: the skill is not known).
  static func of(
    _ chosen: String, lexical: [SkillCandidate], threshold: Double,
    similarities: SemanticIndex.Similarities?, pointed: Set<String>,
    filled: ParameterFiller.Filled?, said: Int = 0
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
      // How much of what the request says the skill's words cover: one word of six matched
      // (`book` of `book a flight to Tokyo`) is weaker than one of one.
      min(1, Double(words?.matchedTerms.count ?? 0) / Double(max(1, said))),
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
