import AgentCore
import Foundation
import SkillKit

/// How the planner chooses the skill for one part of a request: the words (with the values'
/// evidence, the data and the user's answers), the meaning, and how sure it is of the choice.
extension OfflinePlanner {
  /// The filler of `request`'s values: its clock and zone, and the glossary.
  func filler(for request: ModelRequest) -> ParameterFiller {
    ParameterFiller(
      dates: DateExpressionParser(now: request.now, timeZone: request.timeZone),
      glossary: glossary)
  }

  /// The skill for one part of a request, with the ranking that chose it.
  /// A part that points at an earlier result (`把第二个标记为完成`) is about what that part
  /// was about: the earlier skill's namespace words (`todo`) join its query.
  func pick(
    _ segment: String, index: IntentIndex, filler: ParameterFiller, tools: [SkillDescriptor],
    items: [String: [String]] = [:], after previous: SkillDescriptor? = nil
  ) -> (skill: SkillDescriptor?, ranked: [SkillCandidate], learned: Bool) {
    let (skill, ranked, learned, _) = choose(
      segment, index: index, filler: filler, tools: tools, items: items, after: previous)
    return (skill, ranked, learned)
  }

  /// The skill the first part of `request`'s last message would get, and how sure the planner
  /// is of its best candidate (whether or not that clears `confidenceFloor`): what the corpora
  /// are scored and the confidence fitted by.
  public func choice(for request: ModelRequest) -> (
    skillID: String?, confidence: PlannerConfidence?
  ) {
    guard let text = request.messages.last?.text else { return (nil, nil) }
    let filler = filler(for: request)
    let index = indexes.index(for: request.tools, filler: filler)
    guard let segment = parts(text, index: index, filler: filler, request: request).first?.segment
    else { return (nil, nil) }
    let chosen = choose(
      segment, index: index, filler: filler, tools: request.tools, items: request.items)
    return (chosen.skill?.id, chosen.confidence)
  }

  /// The parts of `text` (RequestSplitter) with the skill each is for. A part that picks the
  /// same skill as the part after it and gives it no value, where the next one gives some, is
  /// what that request is about, not a request of its own (`隐形眼镜快用完了，再订三盒`: one
  /// order of three boxes, not two orders): the two are one part.
  func parts(
    _ text: String, index: IntentIndex, filler: ParameterFiller, request: ModelRequest
  ) -> [(segment: String, skill: SkillDescriptor?, ranked: [SkillCandidate], learned: Bool)] {
    var parts:
      [(segment: String, skill: SkillDescriptor?, ranked: [SkillCandidate], learned: Bool)] =
        []
    for segment in RequestSplitter.segments(text) {
      let (skill, ranked, learned) = pick(
        segment, index: index, filler: filler, tools: request.tools, items: request.items,
        after: parts.last(where: { $0.skill != nil })?.skill)
      if let skill, let last = parts.last, last.skill?.id == skill.id,
        filler.fill(last.segment, for: skill).values.isEmpty,
        !filler.fill(segment, for: skill).values.isEmpty
      {
        let comma =
          (last.segment + segment).unicodeScalars.contains(where: ChineseGlossary.isHan)
          ? "，" : ", "
        parts[parts.count - 1] = (last.segment + comma + segment, skill, ranked, learned)
        continue
      }
      parts.append((segment, skill, ranked, learned))
    }
    return parts
  }

  /// `pick`, with how sure the planner is of its best candidate.
  func choose(
    _ segment: String, index: IntentIndex, filler: ParameterFiller, tools: [SkillDescriptor],
    items: [String: [String]] = [:], after previous: SkillDescriptor? = nil
  ) -> (
    skill: SkillDescriptor?, ranked: [SkillCandidate], learned: Bool,
    confidence: PlannerConfidence?
  ) {
    var query =
      filler.dates.firstExpression(in: segment).map {
        ParameterFiller.removing($0.range, from: segment)
      } ?? segment
    if let previous, ResultReference.find(in: segment) != nil,
      let namespace = previous.id.split(separator: ".").dropLast().last
    {
      query += " " + TextTokenizer.identifierWords(String(namespace)).joined(separator: " ")
    }
    let find = { (id: String) in index.skill(id, in: tools) }
    let threshold = minimumScore * Self.scale(skills: tools.count)
    // A Chinese hedge (`一点`: a bit) says nothing about which skill is meant: its characters
    // match no skill's (`调小一点` is no `十一点` of an example).
    if filler.glossary != nil {
      for word in LeftoverWords.hedges where query.contains(word) {
        query = query.replacingOccurrences(of: word, with: " ")
      }
    }
    let expansion = CrossLanguageTerms.expansion(query, filler.glossary)
    let sequences = [TextTokenizer.terms(query)] + expansion.words.flatMap(\.ways)
    let mended =
      SpellingMends.words(in: query, index: index.index, glossary: filler.glossary)
      + SpellingMends.apart(sequences, index: index.index)
      + SpellingMends.related(sequences, index: index.index)
      + SpellingMends.compounds(
        sequences, index: index.index, among: index.compounds, glossary: filler.glossary)
      + SpellingMends.initials(sequences[0], index: index.index, acronyms: index.acronyms)
    let worded = Self.itemsNamed(
      Self.reranked(
        index.rank(expansion.text, words: expansion.words + mended), segment: segment,
        skill: find, filler),
      segment: segment, items: items)
    // A value only one skill takes weighs about as much as the best words (`G1234 晚点了吗`: the
    // clock's 点 is no match for a train number), at least the bar.
    let bonuses = index.evidence.bonuses(
      for: segment, strong: max(threshold, 0.9 * (worded.first?.score ?? 0)))
    // Skills a value of the request points at by itself (half the bar or more: a pattern or a
    // format few skills share).
    let pointed = Set(
      bonuses.filter { $0.value >= 0.5 * threshold && $0.key < tools.count }.map {
        tools[$0.key].id
      })
    let lexical = Self.evidenced(worded, bonuses, tools: tools, pointed: pointed)
    var base = lexical
    var accepted = { (best: SkillCandidate) in best.score >= threshold }
    // The same words the index ranks: a date says when, not what (`今天天气怎么样` is no more
    // about the clock than `天气怎么样`).
    let similarities = semantic?.similarities(
      query, tools: tools, priority: lexical.prefix(64).map(\.skillID))
    if let similarities {
      let fused = SemanticFusion.fuse(
        lexical, similarities, threshold: threshold, pointed: pointed,
        crossLanguage: Self.otherLanguage(segment, lexical.first.flatMap { find($0.skillID) }),
        weight: meaningWeight)
      base = fused.ranked
      accepted = { _ in fused.confident }
    }
    let ranked = Self.learned(base, preferences, terms: Set(TextTokenizer.terms(segment)))
    let confidence = ranked.first.map { best in
      PlannerConfidence.of(
        best.skillID, lexical: lexical, threshold: threshold, similarities: similarities,
        pointed: pointed, filled: find(best.skillID).map { filler.fill(segment, for: $0) },
        said: Set(TextTokenizer.terms(query)).count)
    }
    // A guess is not run: the best must clear the bar and be likely enough to be right, and
    // be chosen by more than a question and a day, or a verb alone.
    guard let best = ranked.first, accepted(best),
      confidence?.clears(confidenceFloor) ?? false,
      !(find(best.skillID).map {
        Self.chosenByAskingAlone(segment, best: best, skill: $0, filler: filler)
          || Self.chosenByVerbAlone(segment, best: best, skill: $0, filler: filler)
          || Self.askedAboutOthers(segment, skill: $0, filler: filler)
      } ?? false)
    else {
      if let scheduled = Self.spanOnly(segment, tools: tools, filler) {
        let candidate = SkillCandidate(
          skillID: scheduled.id, displayName: scheduled.displayName, score: minimumScore,
          matchedTerms: [])
        return (
          scheduled, [candidate] + ranked.filter { $0.skillID != scheduled.id }, false, confidence
        )
      }
      return (nil, ranked, false, confidence)
    }
    return (find(best.skillID), ranked, base.first?.skillID != best.skillID, confidence)
  }

  /// A request no skill's words match that gives a span of time and something to do in it
  /// ("周四晚上七点到九点和朋友吃饭", "dinner Thursday 7pm to 9pm") is something to schedule: the
  /// one skill that creates (or says no action) with two date-times the span fills — a start
  /// and an end — and whose required values all come from the request. None when several fit or
  /// the request names an action another family does.
  static func spanOnly(_ segment: String, tools: [SkillDescriptor], _ filler: ParameterFiller)
    -> SkillDescriptor?
  {
    if let asked = ActionSignal.requested(segment), asked != .create { return nil }
    // Cheapest test first: this runs over every skill when nothing matched.
    let fitting = tools.filter { skill in
      // Counted without building an array: this is the test 10,000 skills fail.
      var dateTimes = 0
      for field in skill.inputFields where field.type == .dateTime { dateTimes += 1 }
      guard dateTimes >= 2 else { return false }
      let times = skill.inputFields.filter { $0.type == .dateTime }
      let family = ActionSignal.performed(by: skill)
      guard family == nil || family == .create else { return false }
      let filled = filler.fill(segment, for: skill)
      let required = skill.inputFields.filter(\.required)
      return times.filter { filled.values[$0.name] != nil }.count >= 2
        && required.allSatisfy { filled.values[$0.name] != nil }
    }
    return fitting.count == 1 ? fitting.first : nil
  }

  /// The skill, when it is described in another language than `segment` is written in: a
  /// Chinese request and a skill described only in English (or the other way round).
  static func otherLanguage(_ segment: String, _ skill: SkillDescriptor?) -> Set<String> {
    guard let skill else { return [] }
    let chinese = { (text: String) in
      text.unicodeScalars.contains(where: ChineseGlossary.isHan)
    }
    let other =
      chinese(segment)
      ? !chinese(skill.descriptionsInAllLanguages + " " + skill.displayName)
      : CrossLanguageTerms.describedInChineseAlone(skill)
    return other ? [skill.id] : []
  }

  /// How much of `minimumScore` a match needs among `skills` skills. BM25 weighs a word by how
  /// rare it is, so in a small registry even a word only one skill has weighs little (with one
  /// skill, "greet Ada" scores 0.45 against its own example): the bar is lowered in proportion
  /// to that weight, up to 20 skills, and stays as it is beyond.
  public static func scale(skills: Int) -> Double {
    func unique(_ count: Double) -> Double { log(1 + (count - 0.5) / 1.5) }
    return min(1, unique(Double(max(1, skills))) / unique(20))
  }
}
