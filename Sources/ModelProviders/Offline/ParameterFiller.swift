import AgentCore
import Foundation
import SkillKit

/// Fills a skill's parameters from one request segment, and leaves missing what it
/// cannot find: dates, enum values (with aliases), numbers, then the rest as the main text.
struct ParameterFiller: Sendable {
  let dates: DateExpressionParser
  /// Chinese words in English, for enum values named by their translation (`猫` → `cat`).
  var glossary: ChineseGlossary? = nil

  /// Strips every skill's command phrases (`todo`, `the reminder`) from any skill's text, not
  /// only the phrases of the skill filled: how examples are read for the index, where the
  /// fewer words are taken for content the more intent words stay (`grep for TODO` keeps
  /// `TODO` as a word of a search).
  var everyCommandPhrase = false

  /// The same filler reading no glossary: skills' examples are indexed without one, so an
  /// index does not depend on whether it is installed (nor read the file to be built). It
  /// strips every skill's command phrases.
  var withoutGlossary: ParameterFiller {
    var plain = ParameterFiller(dates: dates)
    plain.everyCommandPhrase = true
    return plain
  }

  /// What was read from the text: the values, and the text left after taking them out.
  struct Filled: Sendable, Equatable {
    var values: [String: JSONValue]
    var remainder: String
    /// The field that took the remaining text, if one did.
    var textField: String?
    /// True when that field took a short span of the remainder, not all of it.
    var spanOnly = false
  }

  func fill(_ segment: String, for skill: SkillDescriptor) -> Filled {
    var text = segment
    var values: [String: JSONValue] = [:]
    fillQuoted(&text, &values, skill)
    SpanFiller.fillLabelled(&text, &values, skill, glossary: glossary)
    fillCommand(&text, &values, skill)
    fillGlob(&text, &values, skill)
    fillPath(&text, &values, skill)
    fillStreetAddress(&text, &values, skill)
    ReplacementFinder.fill(&text, &values, skill)
    SchemaFiller(dates: dates, glossary: glossary).fill(&text, &values, skill)
    SpanFiller.fillPatterned(&text, &values, skill)
    SpanFiller.fillExpression(&text, &values, skill)
    SpanFiller.fillSearch(&text, &values, skill)
    fillDates(&text, &values, skill)
    SpanFiller.fillFirstLines(&text, &values, skill)
    SpanFiller.fillChoices(&text, &values, skill, glossary: glossary)
    SpanFiller.fillName(&text, &values, skill, glossary: glossary)
    // The ends of a route before numbers: a number inside an address (`to 12 Baker Street`)
    // is the address's; other places after them (`海底捞打四星`: 四星 is the rating).
    fillPlaces(&text, &values, skill, onlyRouteEnds: true)
    NumberFiller.fill(&text, &values, skill, glossary: glossary)
    fillPlaces(&text, &values, skill)
    SpanFiller.fillKinds(&text, &values, skill, glossary: glossary)
    SpanFiller.fillNameAfterFor(&text, &values, skill)
    // The command phrases of this skill (of every skill, reading an example for the index).
    let phrases = everyCommandPhrase ? FillerPhrases.phrases : FillerPhrases.phrases(for: skill)
    let commanded = FillerPhrases.strip(text, phrases: phrases)
    let afterColon = LeftoverWords.afterColon(commanded, skill)
    // What the request sets apart after a colon is the text itself, however plain its words
    // (`发短信给 13800138000：我到了`: 我到了 is the message), word for word (`report a bug: the
    // app crashes` keeps its `the`).
    let remainder =
      afterColon != commanded
      ? FillerPhrases.strip(afterColon, phrases: [])
      : FillerPhrases.strip(LeftoverWords.afterThat(afterColon, skill), phrases: phrases)
    let setApart = afterColon != commanded && !remainder.isEmpty
    // The rest is the main text of a skill that needs one; an optional text (a search
    // query) is left alone: what is left of a request is rarely what to search for — unless
    // the request sets it apart (`a 3-star review for the Grand Hotel: rooms were noisy`).
    let textFields = skill.inputFields.filter {
      $0.type == .string && ($0.required || setApart) && values[$0.name] == nil
        && !SchemaFiller.isTyped($0)
        && LeftoverWords.isFreeText($0) && $0.declaredSchema?.pattern == nil
    }
    var textField: String?
    if let main = textFields.first, !remainder.isEmpty,
      setApart || LeftoverWords.sayAnything(remainder, skill, glossary: glossary)
    {
      // What to search for, or a thing's name, is what the request says beyond its command
      // (`find TODO` → `TODO`), when that is a short span; other text keeps its words (a title,
      // a message).
      var searched =
        Self.spanNames.contains(main.name.lowercased()) || Self.titlesAWork(main)
        ? LeftoverWords.contentSpan(remainder, skill, glossary: glossary) : nil
      if Self.titlesAWork(main), let span = searched {
        searched = Self.capitalisedTitle(in: span) ?? span
      }
      let said =
        searched ?? Self.strippingNameWords(of: skill, from: fromFirstContent(remainder, skill))
      var value = Self.keepingQuestionMark(
        Self.keepingSubject(said, in: segment), in: segment, for: main)
      var thing = searched == nil && !setApart && Self.isRequestNotName(said, for: main)
      // A work is titled, not counted: `order a vynil` names no album.
      let kind =
        Self.titlesAWork(main) && searched.map { Self.namesAKind($0, in: remainder) } == true
      // …unless the verb is the skill's own: then its object is the thing (`I lost my wallet
      // at the gym` for "Reports a lost item": `wallet`).
      if thing, let object = LeftoverWords.objectOfOwnVerb(in: said, skill) {
        value = object
        thing = false
      }
      // A question is asked, not any words (`let the team vote`: the form asks what to vote on).
      if !thing, !kind, !Self.isQuestion(main) || Self.asks(value) {
        values[main.name] = .string(value)
        textField = main.name
      }
    } else if let only = Self.soleNamedField(skill, values),
      let span = LeftoverWords.contentSpan(remainder, skill, glossary: glossary),
      only.declaredSchema?.pattern.map({ SchemaPatterns.matchesWhole($0, span) }) ?? true,
      // A size or an occasion is no kind (`pour a big candle`: the scent is asked).
      !(SpanFiller.isKindField(only) && SpanFiller.notKinds.contains(span.lowercased()))
    {
      // A skill that takes one name-like value (a word, a dish, a show) takes the few words
      // the request says beyond its own and the skill's (`define ubiquitous`): a short span,
      // never the request.
      values[only.name] = .string(span)
      return Filled(values: values, remainder: remainder, textField: only.name, spanOnly: true)
    } else if let only = Self.soleNamedField(skill, values),
      let name = remainder.range(
        of: #"(?<=\b(?:at|for|called|named)\s)[A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)*"#,
        options: .regularExpression)
        ?? Self.properName(in: remainder, skill),
      only.declaredSchema?.pattern.map({ SchemaPatterns.matchesWhole($0, String(remainder[name])) })
        ?? true
    {
      // Too many words for one value, but a name said as one (`… a table at Dishoom`, `latest
      // score for Barcelona`, `any Coldplay concerts coming up?`).
      values[only.name] = .string(String(remainder[name]))
      return Filled(values: values, remainder: remainder, textField: only.name, spanOnly: true)
    }
    return Filled(values: values, remainder: remainder, textField: textField)
  }

  /// Date-time fields: a range (`三点到四点`, `next week`) fills the first two in declared
  /// order (start, end); otherwise the first date fills the first date field, required first.
  private func fillDates(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    let declared = skill.inputFields.filter { $0.type == .dateTime }
    let iso = { (date: Date) in JSONValue.string(ISODateTime.string(from: date, in: dates.timeZone))
    }
    let finder = DateRangeFinder(dates: dates)
    if declared.count >= 2 {
      let startRequired = declared[0].required
      // A period stands for a range only where no start is required (a listing, a search).
      if let found = finder.explicitRange(in: text)
        ?? (startRequired ? nil : finder.period(in: text)),
        let end = found.end
      {
        values[declared[0].name] = iso(found.start)
        values[declared[1].name] = iso(end)
        text = Self.removing(found.range, from: text)
        return
      }
      // …and a day said alone is that whole day (`what's on my calendar on Friday`).
      if !startRequired, let expression = dates.firstExpression(in: text), !expression.hasTime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = dates.timeZone
        let start = calendar.startOfDay(for: expression.date)
        if let end = calendar.date(byAdding: .day, value: 1, to: start) {
          values[declared[0].name] = iso(start)
          values[declared[1].name] = iso(end)
          text = Self.removing(expression.range, from: text)
          return
        }
      }
    }
    let dateFields = declared.sorted { $0.required && !$1.required }
    if let field = dateFields.first, let expression = dates.firstExpression(in: text),
      expression.hasTime || Self.takesADay(field, of: skill)
    {
      values[field.name] = iso(expression.date)
      text = Self.removing(expression.range, from: text)
    }
  }

  /// Whether a day said without a time fills `field`: a deadline does (`due`, `deadline`, a
  /// reminder's `dueDate`: by that day), so does the start of a skill that takes whole days
  /// (a calendar event with `all_day`); a moment something starts does not (`bowling on
  /// Saturday` says no hour to book — the form asks, rather than a 09:00 nobody said).
  static func takesADay(_ field: InputField, of skill: SkillDescriptor) -> Bool {
    if FieldWords.all(of: field).contains(where: {
      ["due", "deadline", "by", "until", "remind", "reminder", "expires", "expiry"].contains($0)
    }) || ["截止", "到期", "提醒"].contains(where: { field.description.contains($0) }) {
      return true
    }
    return skill.inputFields.contains { other in
      let about = other.description.lowercased()
      return other.type == .boolean
        && (TextTokenizer.identifierWords(other.name) == ["all", "day"]
          || ["all day", "all-day", "whole day", "whole-day", "全天"].contains { about.contains($0) })
    }
  }

  /// A command field takes what follows `run` / `execute` / `运行` / `执行`.
  private func fillCommand(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    guard let field = skill.inputFields.first(where: { $0.type == .command }),
      values[field.name] == nil,
      let verb = text.range(
        of: #"(^|\s)(run|execute|exec)\s+(the command\s+)?|(运行|执行|跑一下|跑)(一下)?(命令)?\s*"#,
        options: [.regularExpression, .caseInsensitive])
    else { return }
    let command = text[verb.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    // `run a command`, `execute something` say no command: the form asks. Nor does a noun
    // phrase (`run the dryer`, `run a speed test`, `run my backup`): no command line starts with
    // an article or a possessive.
    let first = command.prefix { !$0.isWhitespace }.lowercased()
    guard !command.isEmpty, !LeftoverWords.placeholders.contains(command.lowercased()),
      !Self.nounHeads.contains(first), LeftoverWords.sayAnything(command, skill)
    else {
      return
    }
    values[field.name] = .string(command)
    text = String(text[..<verb.lowerBound])
  }

  /// Words that start a noun phrase, never a command line.
  static let nounHeads: Set<String> = [
    "the", "a", "an", "my", "your", "our", "this", "that", "these", "those", "some",
  ]

  /// `text` from its first word that says something — or from the break that sets a command
  /// apart before it — when what comes before is a Chinese command that says nothing of its own
  /// (`维基百科查一下量子纠缠` → `量子纠缠`, `新增待办 写周报` → `写周报`, `加个待办，交水电费` →
  /// `交水电费`); else `text` as it is — an English title keeps its verbs (`make dinner`).
  func fromFirstContent(_ text: String, _ skill: SkillDescriptor) -> String {
    guard
      let first = LeftoverWords.contentWords(text, skill, limit: 1, glossary: glossary).first,
      first.lowerBound > text.startIndex
    else { return text }
    let head = text[..<first.lowerBound]
    guard head.unicodeScalars.contains(where: ChineseGlossary.isHan) else {
      // An English command that says nothing and hands over with `for` / `saying` (`make a QR
      // code for https://…`) is no part of the text; one that ends in a verb is (`make dinner`).
      let words = head.lowercased().split { !$0.isLetter }
      guard words.count >= 2, let last = words.last,
        ["for", "saying", "says", "containing", "reading"].contains(String(last))
      else { return text }
      return String(text[first.lowerBound...])
    }
    // Where the command is set apart (`新增待办 写周报`), the value starts after the break.
    if let gap = head.lastIndex(where: { $0.isWhitespace || "，,：:；;。".contains($0) }) {
      return String(text[text.index(after: gap)...])
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    // Else only a head made of whole words that say nothing — the skill's own in English
    // (`维基百科`), phrases of asking (`查一下`) — is dropped: a character the skill's text shares
    // with the content (`面` of `面试`, `和` of `和朋友吃饭`) or a verb of it (`写` of `写周报`) is
    // no command.
    guard let glossary else { return text }
    let terms = LeftoverWords.vocabulary(of: skill).terms
    var covered = Set<String.Index>()
    for segment in glossary.segments(in: text)
    where segment.range.upperBound <= first.lowerBound && LeftoverWords.says(segment, terms) {
      covered.formUnion(text[segment.range].indices)
    }
    for phrase in LeftoverWords.requestPhrases {
      var start = text.startIndex
      while let found = text.range(of: phrase, range: start..<first.lowerBound) {
        covered.formUnion(text[found].indices)
        start = found.upperBound
      }
    }
    let commandOnly = head.indices.allSatisfy { index in
      !(head[index].unicodeScalars.first.map(ChineseGlossary.isHan) ?? false)
        || covered.contains(index)
    }
    return commandOnly ? String(text[first.lowerBound...]) : text
  }

  /// `text` without `range`, with "before" words right after a date (`周五前`) removed too.
  /// `text` without the skill's own name at its edges — the words of its id and display name
  /// (`greet Ada` for `greet.person` → `Ada`) — so a skill never seen before stores what the
  /// request is about, not the command that picked it. Never strips everything.
  static func strippingNameWords(of skill: SkillDescriptor, from text: String) -> String {
    guard text.contains(where: \.isWhitespace) else { return text }
    var vocabulary = Set(
      skill.id.split(separator: ".").flatMap { TextTokenizer.identifierWords(String($0)) })
    for name in [skill.displayName] + Array(skill.localizedDisplayNames.values) {
      for word in name.lowercased().split(whereSeparator: \.isWhitespace) {
        vocabulary.insert(String(word))
      }
    }
    var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let count = words.count
    // A name word keeps its punctuation in the text (`ticket,`): it is compared without.
    let named = { (word: String) in
      vocabulary.contains(word.lowercased().trimmingCharacters(in: FillerPhrases.edgeCharacters))
    }
    while words.count > 1, named(words[0]) { words.removeFirst() }
    while words.count > 1, let last = words.last, named(last) { words.removeLast() }
    // Only what lost a name word can have new filler at its edges.
    guard words.count < count else { return text }
    return FillerPhrases.strip(words.joined(separator: " "), for: skill)
  }

  static func removing(_ range: Range<String.Index>, from text: String) -> String {
    var after = text[range.upperBound...]
    for suffix in ["之前", "以前", "前"] where after.hasPrefix(suffix) {
      after = after.dropFirst(suffix.count)
      break
    }
    let before = text[..<range.lowerBound]
    let needsSpace =
      before.last.map(isWordCharacter) == true && after.first.map(isWordCharacter) == true
    return String(before) + (needsSpace ? " " : "") + String(after)
  }

  /// The range of `word` in `text` (from `start`), on word boundaries for ASCII words; with
  /// `ignoringAccents`, `epee` is found in `épée` too.
  static func wordRange(
    of word: String, in text: String, from start: String.Index? = nil,
    ignoringAccents: Bool = false
  ) -> Range<String.Index>? {
    var searchStart = start ?? text.startIndex
    let options: String.CompareOptions =
      ignoringAccents ? [.caseInsensitive, .diacriticInsensitive] : [.caseInsensitive]
    while let range = text.range(of: word, options: options, range: searchStart..<text.endIndex) {
      let beforeOK =
        range.lowerBound == text.startIndex
        || !isWordCharacter(text[text.index(before: range.lowerBound)])
        || !word.allSatisfy(\.isASCII)
      let afterOK =
        range.upperBound == text.endIndex
        || !isWordCharacter(text[range.upperBound]) || !word.allSatisfy(\.isASCII)
      if beforeOK && afterOK { return range }
      searchStart = range.upperBound
    }
    return nil
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }

  /// A number as a request says it. A minus sign counts when it stands alone before the
  /// digits (`-5`, not `a-5` or `5-10`): a negative number read as positive would be a value
  /// the user never said.
  static let signedNumber = #"(?:(?<![\w.-])-)?[0-9]+(?:\.[0-9]+)?"#
}
