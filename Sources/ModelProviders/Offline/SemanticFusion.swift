import Foundation
import SkillKit

/// How the planner weighs the two rankings: the words (BM25 with the action and parameter
/// signals) and the meaning (embedding similarity). Each is scaled within the request — the
/// words by the best lexical score (or the bar a match must clear, when nothing clears it), the
/// meaning by how far a skill stands above the median skill — and added. The choice is taken
/// only when it is clear: the words clear their bar and the meaning does not point elsewhere
/// with a lead, or the meaning alone stands well above the rest.
enum SemanticFusion {
  /// How much the meaning counts beside the words.
  static let weight = 1.5
  /// How far (cosine) above the median skill the meaning must put a skill to choose it alone.
  static let aloneLead = 0.045
  /// The runner-up's share of the words' best score below which that best is a clear winner.
  static let clearLead = 0.9
  /// How high the meaning must rank a clear winner of the words for it to stay first (20: a
  /// Chinese request to a skill described in English is reached by the glossary's words, while
  /// the model ranks it lower than a skill of its own language; 5, before the glossary, lost
  /// such winners).
  static let winnerKept = 20
  /// How many times its bar a clear winner of the words must score to stay first however low
  /// the meaning ranks it, when the request and the skill are in different languages
  /// (`音量调到百分之三十`: the glossary's `volume` is said in so many words; the model, reading
  /// Chinese against an English description, ranks the skill last). In one language the
  /// model is the better judge (`book a flight` is not about an address book).
  static let strongWinner = 3.0
  /// How far it must stand above the next skill to choose it alone.
  static let aloneMargin = 0.0

  static func fuse(
    _ lexical: [SkillCandidate], _ similarities: SemanticIndex.Similarities, threshold: Double,
    pointed: Set<String> = [], crossLanguage: Set<String> = [], weight: Double = weight
  ) -> (ranked: [SkillCandidate], confident: Bool) {
    let bestLexical = max(lexical.first?.score ?? 0, threshold)
    let byMeaning = similarities.byID.sorted { $0.value > $1.value }
    let top = byMeaning.first?.value ?? similarities.median
    let spread = max(0.02, top - similarities.median)
    var candidates: [String: SkillCandidate] = [:]
    for candidate in lexical.prefix(8) { candidates[candidate.skillID] = candidate }
    for (id, _) in byMeaning.prefix(5) where candidates[id] == nil {
      candidates[id] = SkillCandidate(skillID: id, displayName: id, score: 0, matchedTerms: [])
    }
    var fused: [(candidate: SkillCandidate, lexical: Double)] = candidates.values.map { candidate in
      let similarity = similarities.byID[candidate.skillID] ?? similarities.median
      var scored = candidate
      scored.score =
        max(0, candidate.score) / bestLexical
        + weight * (similarity - similarities.median) / spread
      return (scored, candidate.score)
    }
    fused.sort { $0.candidate.score > $1.candidate.score }
    // A clear winner of the words (clearing its bar, well ahead of the next) that the meaning
    // also ranks near the top — or that a value of the request points at (`pointed`: a flight
    // number its pattern takes) — stays first: the meaning reorders close calls, it does not
    // overturn what the request says in so many words (`replace "a" with "b" in notes.txt` is
    // an edit).
    if let winner = lexical.first, winner.score >= threshold,
      (lexical.dropFirst().first?.score ?? 0) <= clearLead * winner.score,
      byMeaning.prefix(winnerKept).contains(where: { $0.key == winner.skillID })
        || pointed.contains(winner.skillID)
        || crossLanguage.contains(winner.skillID) && winner.score >= strongWinner * threshold,
      let position = fused.firstIndex(where: { $0.candidate.skillID == winner.skillID }),
      position > 0
    {
      let kept = fused.remove(at: position)
      var first = kept
      first.candidate.score = fused[0].candidate.score + 0.01
      fused.insert(first, at: 0)
    }
    guard let first = fused.first else { return ([], false) }
    let second = byMeaning.dropFirst().first?.value ?? similarities.median
    let meaningAlone =
      first.candidate.skillID == byMeaning.first?.key
      && top - similarities.median >= aloneLead && top - second >= aloneMargin
    let confident = first.lexical >= threshold || meaningAlone
    let rest = lexical.filter { candidates[$0.skillID] == nil }
    return (fused.map(\.candidate) + rest, confident)
  }
}
