import AgentCore
import Foundation
import SkillKit

/// A choice the words make by a question and a day alone (`今天股市为什么跌了`: the calendar's
/// `什么` and `今天`) is no evidence when the request names things the skill says nothing of (a
/// stock market, a fall): the planner says no skill fits, rather than list today's events.
extension OfflinePlanner {
  /// Whether `best` (the words' first candidate, `skill` its descriptor) was matched by
  /// nothing but question words and days while a glossed word of `segment` — not a question,
  /// not a day — is neither matched nor named in the skill's text in English (`大事`: a major
  /// event, and the calendar lists events — so `明天会发生什么大事` keeps it). Needs the
  /// glossary; English requests are left as they are.
  static func chosenByAskingAlone(
    _ segment: String, best: SkillCandidate, skill: SkillDescriptor, filler: ParameterFiller
  ) -> Bool {
    guard let glossary = filler.glossary, !best.matchedTerms.isEmpty else { return false }
    // A question word, or a day the request says in its own words (`night` of the glossary's
    // `晚` is a word of the request's meaning, not a day it names).
    let generic = { (term: String) in
      ParameterFiller.questionWords.contains { $0.contains(term) || term.contains($0) }
        || (segment.contains(term) && filler.dates.firstExpression(in: term) != nil)
    }
    guard best.matchedTerms.allSatisfy(generic) else { return false }
    let text = ([skill.displayName, skill.descriptionsInAllLanguages] + skill.examples)
      .joined(separator: " ")
    let own = Set(
      (FieldWords.of(text)
        + skill.id.split(separator: ".").flatMap {
          TextTokenizer.identifierWords(String($0))
        }).filter { !TextTokenizer.isStopWord($0) }
        .flatMap { [$0, $0.hasSuffix("s") ? String($0.dropLast()) : $0] })
    return glossary.segments(in: segment).contains { word in
      !generic(word.word)
        && !best.matchedTerms.contains { word.word.contains($0) || $0.contains(word.word) }
        && !text.contains(word.word)
        && !word.english.contains(where: own.contains)
    }
  }
}
