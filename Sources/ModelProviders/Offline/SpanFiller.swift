import AgentCore
import Foundation
import SkillKit

/// Values taken from the words of a request that mark them for a field — and only from those:
/// an enum value by its name, plural, abbreviation or translation (with `from` and `to` told
/// apart by where they stand: `5 kg` is the source, `in pounds` the target); a value labelled
/// (`subject: …`, `主题是…`, `with the message …`, `-m '…'`); the content after a short command
/// and a colon (`note: call the plumber`, `记一下：…`); a token matching the field's `pattern`
/// (`TSLA`, `CA981`); an arithmetic expression; a person's name (SpanFiller+Names); `first 10
/// lines` → `limit`; `in docs` → the folder of a search.
enum SpanFiller {
  // MARK: enum values

  /// Enum and boolean fields from the values named in `text`; two fields over the same values
  /// (`from` / `to`) each get the one said in their place.
  static func fillChoices(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor,
    glossary: ChineseGlossary? = nil
  ) {
    let fields = skill.inputFields.filter {
      ($0.type == .enumeration || $0.type == .boolean) && values[$0.name] == nil
    }
    var taken: [Range<String.Index>] = []
    var handled: Set<String> = []
    for field in fields where !handled.contains(field.name) {
      let twins = fields.filter {
        $0.type == .enumeration && !$0.enumValues.isEmpty
          && Set($0.enumValues) == Set(field.enumValues) && !handled.contains($0.name)
      }
      let mentions = self.mentions(
        of: field, in: text, glossary: glossary,
        context: skill.displayName + " " + skill.description + " " + field.description
      ).filter { mention in
        !taken.contains { $0.overlaps(mention.range) }
      }
      guard !mentions.isEmpty else { continue }
      if twins.count == 2 {
        handled.formUnion(twins.map(\.name))
        assignPair(twins, mentions, text: text, &values, &taken)
      } else {
        handled.insert(field.name)
        let first = mentions[0]
        values[field.name] = first.value
        taken.append(first.range)
      }
    }
    for range in taken.sorted(by: { $0.lowerBound > $1.lowerBound }) {
      text = ParameterFiller.removing(range, from: text)
    }
  }

  /// Every value of `field` said in `text`, in order, the longest words first where they
  /// overlap; with a glossary, a Chinese word whose English names the value too (`狗` → `dog`),
  /// a Chinese value that starts a word the skill itself uses (`电` of `电表` where it says
  /// "电表或水表", in `context`), and a Chinese value named by its English (`electricity` → `电`).
  static func mentions(
    of field: InputField, in text: String, glossary: ChineseGlossary? = nil, context: String = ""
  )
    -> [(value: JSONValue, range: Range<String.Index>)]
  {
    var options: [(word: String, value: JSONValue)] = []
    for (canonical, aliases) in field.enumAliases {
      let value: JSONValue =
        field.type == .boolean ? .bool(canonical == "true") : .string(canonical)
      options += aliases.map { ($0.lowercased(), value) }
    }
    if field.type == .enumeration {
      for value in field.enumValues {
        options += (EnumWords.words(for: value) + EnumWords.joinings(of: value)).map {
          ($0, JSONValue.string(value))
        }
      }
    }
    var found: [(value: JSONValue, range: Range<String.Index>)] = []
    // A Chinese name is a whole word, not a character of a longer one (`高` is high, `高铁` a
    // train): the glossary's words of the text, where it is installed.
    let words =
      text.unicodeScalars.contains(where: ChineseGlossary.isHan)
      ? glossary?.segments(in: text) ?? [] : []
    // Inside a longer word, unless that word starts with it and the skill uses that word, or
    // the rest of it (`鸳鸯锅` for a value 鸳鸯 of a skill that says 锅: the pot of that kind).
    let inWord = { (range: Range<String.Index>) in
      words.contains { word in
        word.range.lowerBound <= range.lowerBound && range.upperBound <= word.range.upperBound
          && word.range != range
          && (word.range.lowerBound != range.lowerBound
            || !(context.contains(word.word)
              || context.contains(text[range.upperBound..<word.range.upperBound])))
      }
    }
    // Or across two, starting inside one and ending inside the next (`打开心情` holds no 开心;
    // `翻译成日语` holds 日语, though the glossary reads 成日 before it).
    let acrossWords = { (range: Range<String.Index>) in
      words.contains { word in
        word.range.lowerBound < range.lowerBound && range.lowerBound < word.range.upperBound
      }
        && words.contains { word in
          word.range.lowerBound < range.upperBound && range.upperBound < word.range.upperBound
        }
    }
    // A value written with its accents (`épée` for `epee`) or without them: only where the text
    // has a letter with one, the search that ignores them being slower.
    let accented = text.unicodeScalars.contains { $0.value >= 0xC0 && $0.value < 0x250 }
    for option in options.sorted(by: { $0.word.count > $1.word.count }) where !option.word.isEmpty {
      var start = text.startIndex
      while let range = ParameterFiller.wordRange(
        of: option.word, in: text, from: start, ignoringAccents: accented)
      {
        if !found.contains(where: { $0.range.overlaps(range) }),
          !ParameterFiller.askedByHow(range, in: text),
          !(option.word.unicodeScalars.contains(where: ChineseGlossary.isHan)
            && (inWord(range) || acrossWords(range)))
        {
          found.append((option.value, range))
        }
        start = range.upperBound
      }
    }
    if field.type == .enumeration {
      found += saidApart(field.enumValues, in: text).filter { mention in
        !found.contains { $0.range.overlaps(mention.range) }
      }
    }
    if field.type == .enumeration, glossary != nil {
      // Each value by the words of each of its names (`living room`: living, room).
      let named = field.enumValues.map { value in
        (
          value,
          EnumWords.words(for: value).filter { $0.allSatisfy(\.isASCII) }.map {
            $0.lowercased().split(separator: " ").map(String.init)
          }
        )
      }
      // A negated word (`不好`: no good) names no value: its opposite is meant.
      for segment in words
      where !found.contains(where: { $0.range.overlaps(segment.range) })
        && !segment.english.contains(where: ChineseGlossary.negations.contains)
      {
        // A value is named when all the words of one of its names are the word's English
        // (客厅: drawing, room, living → `living room`); of several, the one the commonest
        // sense names first.
        func value(naming english: [String]) -> String? {
          let position = { (words: [String]) in
            words.allSatisfy(english.contains)
              ? words.compactMap { english.firstIndex(of: $0) }.min() : nil
          }
          return named.compactMap { value, names in
            names.compactMap(position).min().map { (value, $0) }
          }.min { $0.1 < $1.1 }?.0
        }
        // …or a compound's first part does (`流感疫苗`: influenza vaccine; `流感` is flu) —
        // looked up only when the whole names nothing.
        if let value = value(naming: segment.english)
          ?? (segment.word.count > 2
            ? Self.headWord(of: segment.word, glossary).flatMap(value(naming:)) : nil)
        {
          found.append((.string(value), segment.range))
        }
      }
      found += glossedApart(field.enumValues, words).filter { mention in
        !found.contains { $0.range.overlaps(mention.range) }
      }
    }
    if found.isEmpty, field.type == .enumeration, let glossary,
      !field.enumValues.isEmpty,
      field.enumValues.allSatisfy({ $0.unicodeScalars.contains(where: ChineseGlossary.isHan) })
    {
      let label = TextTokenizer.identifierWords(field.name) + [field.description]
      found = englishNamed(
        field.enumValues, in: text, glossary: glossary,
        label: Set(TextTokenizer.terms(label.joined(separator: " "))))
    }
    return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The English of the longest glossed word a Chinese compound starts with (`流感` of `流感疫苗`).
  static func headWord(of word: String, _ glossary: ChineseGlossary?) -> [String]? {
    guard let glossary else { return nil }
    for length in stride(from: word.count - 1, through: 2, by: -1) {
      let english = glossary.english(String(word.prefix(length)))
      if !english.isEmpty { return english }
    }
    return nil
  }

  /// The one Chinese value of `values` that a word of an English request names by the
  /// glossary's senses (`the electricity meter` → `电`, `calm` → `平静`); none when the words
  /// name two. A word of the field's `label` (the terms of its name and description) names the
  /// field, not a value: `spicy broth` for a field `broth` is no 清汤, though one of its senses
  /// is "broth".
  static func englishNamed(
    _ values: [String], in text: String, glossary: ChineseGlossary, label: Set<String> = []
  )
    -> [(value: JSONValue, range: Range<String.Index>)]
  {
    var named: [(value: JSONValue, range: Range<String.Index>)] = []
    for value in values {
      for english in glossary.english(value)
      where english.count >= 3 && !TextTokenizer.isStopWord(english)
        && !TextTokenizer.terms(english).allSatisfy(label.contains)
      {
        if let range = ParameterFiller.wordRange(of: english, in: text) {
          named.append((.string(value), range))
          break
        }
      }
    }
    return named.count == 1 ? named : []
  }

  /// The source and target of a conversion: a value right after a number or `from` / `从` is the
  /// source; after `to`, `in`, `into`, `成`, `多少`, `how many` the target; what is left fills
  /// the other, in the order said.
  private static func assignPair(
    _ pair: [InputField], _ mentions: [(value: JSONValue, range: Range<String.Index>)],
    text: String, _ values: inout [String: JSONValue], _ taken: inout [Range<String.Index>]
  ) {
    func isTarget(_ field: InputField) -> Bool {
      let words = TextTokenizer.identifierWords(field.name)
      return words.contains {
        ["to", "target", "dest", "destination", "into", "output"].contains($0)
      }
    }
    guard let target = pair.first(where: isTarget) ?? pair.last,
      let source = pair.first(where: { $0.name != target.name })
    else { return }
    var roles: [String: (value: JSONValue, range: Range<String.Index>)] = [:]
    var unplaced: [(value: JSONValue, range: Range<String.Index>)] = []
    for mention in mentions.prefix(2) {
      let before = text[..<mention.range.lowerBound].suffix(14).lowercased()
        .trimmingCharacters(in: .whitespaces)
      let afterNumber = before.last.map { $0.isNumber } ?? false
      let targetCue = ["to", "in", "into", "as", "成", "为", "多少", "how many", "how much"].contains {
        before.hasSuffix($0)
      }
      let sourceCue = afterNumber || ["from", "从"].contains { before.hasSuffix($0) }
      if sourceCue, roles[source.name] == nil {
        roles[source.name] = mention
      } else if targetCue, roles[target.name] == nil {
        roles[target.name] = mention
      } else {
        unplaced.append(mention)
      }
    }
    for mention in unplaced {
      let role = roles[source.name] == nil ? source.name : target.name
      if roles[role] == nil { roles[role] = mention }
    }
    for (name, mention) in roles {
      values[name] = mention.value
      taken.append(mention.range)
    }
  }

  /// String fields with a `pattern` take a word of the request that matches it whole and says
  /// something (a capital or a digit: `TSLA`, `CA981`, `SF1234567890`) — never a plain word,
  /// and digits alone only where they cannot be a count, a year or a time: the field is a
  /// number, an id or a code by its name, or its pattern takes no number of up to four digits
  /// (`^[0-9]{9,11}$`, a meeting ID).
  static func fillPatterned(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    for field in skill.inputFields where field.type == .string && values[field.name] == nil {
      // A pattern that takes plain words (a package name) marks no word: the form, or the
      // words the request says beyond the skill's (ParameterFiller.soleNamedField), fill it.
      guard let pattern = field.declaredSchema?.pattern, !SchemaPatterns.isGeneric(pattern)
      else { continue }
      let digitsSayIt =
        field.name.lowercased().contains("number")
        || TextTokenizer.identifierWords(field.name).contains {
          ["id", "code", "no", "pin"].contains($0)
        }
        || !SchemaPatterns.takesShortNumbers(pattern)
      for range in SchemaPatterns.tokens(pattern, in: text) {
        let word = String(text[range])
        guard word.count >= 2,
          word.contains(where: { $0.isUppercase || $0.isNumber || !$0.isASCII }),
          !word.allSatisfy(\.isNumber) || digitsSayIt
        else { continue }
        values[field.name] = .string(word)
        text = ParameterFiller.removing(range, from: text)
        break
      }
    }
  }

  /// A field for an arithmetic expression takes the longest run of numbers and operators.
  static func fillExpression(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    guard
      let field = empty(
        skill, values,
        { field in
          let name = field.name.lowercased()
          return field.type == .string && (name.contains("expression") || name.contains("formula"))
        }),
      let range = text.range(
        of: #"[0-9(][0-9+\-*/×÷^%.() ]*[+\-*/×÷^%][0-9+\-*/×÷^%.() ]*[0-9)]"#,
        options: .regularExpression)
    else { return }
    let expression = String(text[range]).replacingOccurrences(of: "×", with: "*")
      .replacingOccurrences(of: "÷", with: "/")
    values[field.name] = .string(expression)
    text = ParameterFiller.removing(range, from: text)
  }

  /// `first 10 lines` / `前 10 行` fills a `limit` (or `lines`, `count`) field.
  static func fillFirstLines(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    guard
      let field = empty(
        skill, values,
        {
          ($0.type == .integer || $0.type == .number)
            && ["limit", "lines", "count", "max_lines", "n", "head"].contains($0.name.lowercased())
        }),
      let range = text.range(
        of: #"(?i)(first|top|前)\s*([0-9]+|[一二两三四五六七八九十百]+)\s*(lines?|rows?|行)"#,
        options: .regularExpression)
    else { return }
    let said = String(text[range])
    let digits = said.filter(\.isNumber)
    let chinese = said.filter { "一二两三四五六七八九十百".contains($0) }
    guard let number = Int(digits) ?? ChineseNumerals.value(chinese) else { return }
    values[field.name] = .integer(number)
    text = ParameterFiller.removing(range, from: text)
  }

  /// A search skill's folder from `in docs` / `under Sources` at the end of the request (or
  /// `在 Sources 里`), and its
  /// pattern from `the word x` / `contain(s|ing) x`.
  static func fillSearch(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    let pattern = skill.inputFields.first {
      ["pattern", "query", "regex", "search"].contains($0.name.lowercased())
        && values[$0.name] == nil
    }
    guard pattern != nil || values["pattern"] != nil else { return }
    if let folder = skill.inputFields.first(where: { $0.type == .path && values[$0.name] == nil }) {
      if !take(
        #"(?i)\s(?:in|under|inside|within)\s+(?:the\s+)?([A-Za-z0-9_.~/-]+)\s*(?:folder|directory|dir)?\s*$"#,
        group: 1, folder, &text, &values)
      {
        // `在 Sources 里搜索 TODO`, `在 docs 目录下找`.
        _ = take(
          #"在\s*([A-Za-z0-9_.~/-]+)\s*(?:目录|文件夹)?\s*(?:里面|里|中|下|内)"#, group: 1, folder,
          &text, &values)
      }
    }
    if let pattern {
      _ = take(
        #"(?i)(?:\bthe\s+(?:word|text|string|phrase)\s+|\bcontain(?:s|ing)?\s+(?:the\s+(?:word|text)\s+)?|包含)(\S+)"#,
        group: 1, pattern, &text, &values)
    }
  }

  /// The first field of `skill` with no value yet that `matches`.
  static func empty(
    _ skill: SkillDescriptor, _ values: [String: JSONValue], _ matches: (InputField) -> Bool
  ) -> InputField? {
    skill.inputFields.first { values[$0.name] == nil && matches($0) }
  }

  /// Puts group `group` of the first match of `pattern` into `field` and takes the whole match
  /// out of `text`; false when nothing matched or the group is empty.
  static func take(
    _ pattern: String, group: Int, _ field: InputField, _ text: inout String,
    _ values: inout [String: JSONValue]
  ) -> Bool {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let whole = Range(match.range, in: text), let part = Range(match.range(at: group), in: text)
    else { return false }
    let value = String(text[part]).trimmingCharacters(in: FillerPhrases.edgeCharacters)
    guard !value.isEmpty else { return false }
    values[field.name] = .string(value)
    text = ParameterFiller.removing(whole, from: text)
    return true
  }
}
