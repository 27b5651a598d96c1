import AgentCore
import Foundation
import SkillKit

/// Choices the words make on thin evidence: by a question and a day alone (`今天股市为什么跌了`:
/// the calendar's `什么` and `今天`), or by a verb alone (`write me a poem`: files.write's
/// `write`) — no evidence when the request names things the skill says nothing of (a stock
/// market; a poem): the planner says no skill fits, rather than run its guess.
extension OfflinePlanner {
  /// The English words of `skill`'s own text — names, descriptions, examples, id — in either
  /// number, but stop words.
  static func ownWords(_ skill: SkillDescriptor) -> (text: String, words: Set<String>) {
    let text = ([skill.displayName, skill.descriptionsInAllLanguages] + skill.examples)
      .joined(separator: " ")
    let words = Set(
      (FieldWords.of(text)
        + skill.id.split(separator: ".").flatMap {
          TextTokenizer.identifierWords(String($0))
        }).filter { !TextTokenizer.isStopWord($0) }
        .flatMap { [$0, $0.hasSuffix("s") ? String($0.dropLast()) : $0] })
    return (text, words)
  }

  /// Verbs people ask with (ActionSignal's families, in both languages).
  static let askingVerbs = ActionSignal.allRequestVerbs

  /// Whether `best` was matched by nothing but verbs people ask with (`write`, `cat`, `写`)
  /// while a value the skill needs and the request could type — a path, a date, an address —
  /// is not there, and the request names a thing the skill's text does not (`write me a poem`:
  /// a poem is no file; `draw me a cat`; `帮我写一首诗`). `write hello to notes.txt` and `write
  /// a file` keep it.
  static func chosenByVerbAlone(
    _ segment: String, best: SkillCandidate, skill: SkillDescriptor, filler: ParameterFiller
  ) -> Bool {
    // A verb that is the skill's own thing is evidence (`view` of `viewing.book`), unlike its
    // action (`write` of `files.write`).
    let things = Set(
      skill.id.split(separator: ".").dropLast().flatMap {
        TextTokenizer.terms(TextTokenizer.identifierWords(String($0)).joined(separator: " "))
      })
    let others = best.matchedTerms.map { $0.lowercased() }.filter {
      !askingVerbs.contains($0) || things.contains($0)
    }
    // Other matched words can only be a measure word's English, and only in Chinese: an
    // English request is settled before the glossary reads it.
    let chinese = segment.unicodeScalars.contains(where: ChineseGlossary.isHan)
    guard !best.matchedTerms.isEmpty, others.isEmpty || chinese else { return false }
    // The glossary's reading, once that cheap test has passed: the English of a measure word is
    // no word of the request (`首` of `一首诗` reads `first`).
    let segments = filler.glossary?.segments(in: segment) ?? []
    if !others.isEmpty {
      let measured = Set(
        segments.filter {
          $0.word.count == 1 && ChineseMeasureWords.things.contains($0.word)
        }.flatMap(\.english))
      guard others.allSatisfy(measured.contains) else { return false }
    }
    let filled = filler.fill(segment, for: skill).values
    guard
      skill.inputFields.contains(where: { field in
        field.required && filled[field.name] == nil
          && ([.path, .glob, .dateTime, .command].contains(field.type)
            || SchemaFiller.isTyped(field) || field.declaredSchema?.pattern != nil)
      })
    else { return false }
    let (text, own) = ownWords(skill)
    let unexplained = { (english: [String]) in
      !english.isEmpty && !english.contains(where: own.contains)
        && !english.contains(where: askingVerbs.contains)
    }
    let english = FieldWords.of(segment).filter { word in
      word.count >= 3 && !TextTokenizer.isStopWord(word)
        && !LeftoverWords.placeholders.contains(word)
        && !best.matchedTerms.contains(where: { $0.lowercased() == word })
    }
    if english.contains(where: { unexplained([$0]) }) { return true }
    return segments.contains { word in
      !text.contains(word.word) && !askingVerbs.contains(word.word)
        && !(word.word.count == 1 && ChineseMeasureWords.things.contains(word.word))
        && !FillerPhrases.phrases.contains(where: { $0.contains(word.word) })
        && !ParameterFiller.questionWords.contains(word.word)
        && unexplained(word.english)
    }
  }

  /// Whether `segment` is a question about something other than the person asking — in
  /// English it opens with a question word or an auxiliary (`is magic real`, `do ghosts exist`,
  /// `how do huskies stay warm`) and says no `I`, `we` or `you` and no verb of asking (a verb in
  /// its past form tells, it does not ask: `what is fondue made of`); in Chinese it asks why
  /// (`为什么冰面上能钓鱼`) or what, which or how many a thing is or has (`龙舟节是哪天`,
  /// `尤克里里有几根弦`) and says no 我, 咱, 你 or 您; and it gives no value
  /// of the skill (its own words taken as a title are none) — while the skill makes something
  /// happen or changes something (its description opens with such a verb: `Books…`, `Hires…`,
  /// `Adds…`, `Buys…`, `预订…`, `Replaces…`): a question to answer, not a booking to make. A skill that tells (`Gets the
  /// forecast`) keeps `is it going to rain`.
  static func askedAboutOthers(
    _ segment: String, skill: SkillDescriptor, filler: ParameterFiller
  ) -> Bool {
    if segment.unicodeScalars.contains(where: ChineseGlossary.isHan) {
      // A Chinese question for a reason (`为什么冰面上能钓鱼`), about no one present.
      guard (reasonQuestions + factQuestions).contains(where: segment.contains),
        !chinesePersons.contains(where: segment.contains)
      else { return false }
    } else {
      let opener = segment.drop(while: { !$0.isLetter }).prefix(while: \.isLetter)
      guard ParameterFiller.questionStarts.contains(opener.lowercased()),
        segment.allSatisfy(\.isASCII),
        !segment.lowercased().split(whereSeparator: { !$0.isLetter })
          .contains(where: { persons.contains(String($0)) }),
        !segment.lowercased().split(whereSeparator: { !$0.isLetter })
          .filter({ !Self.isPastForm(String($0)) })
          .flatMap({ TextTokenizer.terms(String($0)) })
          .contains(where: ActionSignal.allRequestVerbs.contains)
      else { return false }
    }
    guard ActionSignal.opens(skill.descriptionsInAllLanguages, with: actingFamilies) else {
      return false
    }
    // The question's own words taken as a title, a message or a name are no value it gives.
    var filled = filler.fill(segment, for: skill)
    if let text = filled.textField { filled.values[text] = nil }
    return filled.values.isEmpty
  }

  /// The Chinese words that ask for a reason (why, how come).
  static let reasonQuestions = ["为什么", "为啥", "为何", "怎么会"]

  /// The Chinese words that ask what, which or how many a thing is or has (`是哪天`, `有几根`,
  /// `有多高`).
  static let factQuestions = ["是哪", "是什么", "是几", "有几", "有多"]

  /// Whether `word` (lower case) is a verb's past form: an irregular one the tokenizer knows
  /// (`made`, `built`) or one in `-ed` of five letters or more (`booked`; `need` is none).
  static func isPastForm(_ word: String) -> Bool {
    TextTokenizer.irregular[word] != nil || (word.count >= 5 && word.hasSuffix("ed"))
  }

  /// The person asking, or the one asked, in Chinese (I, we, you).
  static let chinesePersons = ["我", "咱", "你", "您"]

  /// The person asking, or the one asked (`i`, of `I'm`; `let`, of `let's`).
  static let persons: Set<String> = [
    "i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "you", "your", "yours", "let",
  ]

  /// The families of verbs that make something happen or change: a question answers none.
  static let actingFamilies: [ActionSignal.Family] = [.create, .complete, .delete, .edit, .run]

  /// Words of being or having, and pronouns, in both languages: no evidence of a skill.
  static let beingAndPronouns: Set<String> = [
    "have", "has", "there", "exist", "有", "没有", "我的", "你的", "我们", "他的", "她的",
  ]

  /// Words of a time, as the glossary gives a Chinese word's English (今年, 本周, 今晚, 最近).
  static let timeWords: Set<String> = [
    "year", "month", "week", "day", "today", "tomorrow", "yesterday", "tonight", "weekend",
    "recently", "lately", "soon",
  ]

  /// Whether `best` (the words' first candidate, `skill` its descriptor) was matched by
  /// nothing but question words and days while a glossed word of `segment` — not a question,
  /// not a day — is neither matched nor named in the skill's text in English (`大事`: a major
  /// event, and the calendar lists events — so `明天会发生什么大事` keeps it). Needs the
  /// glossary; English requests are left as they are.
  static func chosenByAskingAlone(
    _ segment: String, best: SkillCandidate, skill: SkillDescriptor, filler: ParameterFiller
  ) -> Bool {
    guard let glossary = filler.glossary, !best.matchedTerms.isEmpty else { return false }
    // A question word, a word of being or having (`have` of `没有`), a pronoun (`我的`: my,
    // which English leaves out as a stop word), or a day the request says in its own words
    // (`night` of the glossary's `晚` is a word of the request's meaning, not a day it names).
    // The English of a Chinese word for a time (今年: `year`, 周末: `weekend`) says when, too.
    let saidInEnglish = { (term: String) in
      !segment.lowercased().contains(term) && Self.timeWords.contains(term)
    }
    let generic = { (term: String) in
      ParameterFiller.questionWords.contains { $0.contains(term) || term.contains($0) }
        || Self.beingAndPronouns.contains(term) || saidInEnglish(term)
        || (segment.contains(term) && filler.dates.firstExpression(in: term) != nil)
    }
    guard best.matchedTerms.allSatisfy(generic) else { return false }
    let (text, own) = ownWords(skill)
    return glossary.segments(in: segment).contains { word in
      !generic(word.word)
        && !best.matchedTerms.contains { word.word.contains($0) || $0.contains(word.word) }
        && !text.contains(word.word)
        && !word.english.contains(where: own.contains)
    }
  }
}
