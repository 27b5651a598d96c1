import AgentCore
import SkillKit

/// A `SkillIndex` over the *intent words* of each skill's examples.
///
/// The content of an example (`开会` in `明天上午九点提醒我开会`) says nothing about which
/// skill is meant, so the planner takes it out — the same way it reads a request — before
/// indexing. What is left (`提醒我`) is what tells skills apart.
struct IntentIndex: Sendable {
  let index: SkillIndex
  /// Each skill id's position in the registry the index was built for (the first, should an
  /// id repeat): the planner finds a ranked skill without scanning 10,000 descriptors.
  private let positions: [String: Int]
  /// The skills the typed values of a request point at.
  let evidence: ValueEvidence
  /// The abbreviations the skills write in capitals (`DJ`, `RV`, `BBQ`), as the index's terms.
  let acronyms: Set<String>
  /// The long words of the skills' names (`beekeeping`, `cryotherapy`), as the index's terms:
  /// the compounds a word of a request may be a part of (SpellingMends.compounds).
  let compounds: Set<String>

  init(_ descriptors: [SkillDescriptor], filler: ParameterFiller) {
    self.init(
      SkillIndex(
        descriptors, documents: descriptors.map { Self.document(for: $0, filler: filler) }),
      ids: descriptors.map(\.id), evidence: ValueEvidence(descriptors),
      acronyms: Self.acronyms(of: descriptors), compounds: Self.compounds(of: descriptors))
  }

  /// An index over documents already worked out, for the skills `ids` names, in order.
  init(
    _ index: SkillIndex, ids: [String], evidence: ValueEvidence, acronyms: Set<String>,
    compounds: Set<String>
  ) {
    self.index = index
    self.evidence = evidence
    self.acronyms = acronyms
    self.compounds = compounds
    var positions = [String: Int](minimumCapacity: ids.count)
    for (position, id) in ids.enumerated() where positions[id] == nil {
      positions[id] = position
    }
    self.positions = positions
  }

  /// The skill `id` in `tools` (the registry this index was built for, or one with the same
  /// skills in the same order); a scan when `tools` is not that registry after all.
  func skill(_ id: String, in tools: [SkillDescriptor]) -> SkillDescriptor? {
    if let position = positions[id], position < tools.count, tools[position].id == id {
      return tools[position]
    }
    return tools.first { $0.id == id }
  }

  /// The longest abbreviation read.
  static let longestAcronym = 4

  /// The words of two to `longestAcronym` capital letters in `descriptors`' names and
  /// descriptions (`Books a DJ`), lowercased: abbreviations a request may spell out.
  static func acronyms(of descriptors: [SkillDescriptor]) -> Set<String> {
    var found = Set<String>()
    for descriptor in descriptors {
      for text in [descriptor.displayName, descriptor.description] {
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
          // `DJs` is `DJ`.
          let capitals = word.hasSuffix("s") ? word.dropLast() : word[...]
          if (2...longestAcronym).contains(capitals.count),
            capitals.allSatisfy({ $0.isASCII && $0.isUppercase })
          {
            found.insert(capitals.lowercased())
          }
        }
      }
    }
    return found
  }

  /// The shortest word of a name read as a compound: a part of three letters and another of four.
  static let shortestCompound = 7

  /// The terms of `descriptors`' names of `shortestCompound` letters or more.
  static func compounds(of descriptors: [SkillDescriptor]) -> Set<String> {
    var found = Set<String>()
    for descriptor in descriptors {
      for term in TextTokenizer.terms(descriptor.displayName)
      where term.count >= shortestCompound && term.allSatisfy({ $0.isASCII && $0.isLetter }) {
        found.insert(term)
      }
    }
    return found
  }

  /// What one skill is ranked by: its descriptor with the examples cut to their intent words
  /// (read without the glossary: an index does not depend on it); a skill described in Chinese
  /// alone (fewer than three English words in its names and description) also by the English
  /// of its description's words, so an English request reaches it (`log in to the server` →
  /// `通过 SSH 登录到一台远程服务器`).
  static func document(for descriptor: SkillDescriptor, filler: ParameterFiller)
    -> SkillIndex.Document
  {
    var copy = descriptor
    let plain = filler.withoutGlossary
    copy.examples = descriptor.examples.map { intentText(of: $0, skill: descriptor, plain) }
    var translated = ""
    if let glossary = filler.glossary, CrossLanguageTerms.describedInChineseAlone(descriptor) {
      let described = descriptor.displayName + " " + descriptor.descriptionsInAllLanguages
      translated = glossary.englishWords(in: described).joined(separator: " ")
    }
    // A skill nobody wrote examples for is also what its fields are called in a few words
    // (`Who is billed`, `What to say`, `How much was spent`), as it is its fields' names
    // (SkillIndex.Document) — only words it does not say already (a longer document weighs each
    // word less), and not a field's instructions or example values (`IANA timezone name
    // (e.g. 'Asia/Tokyo'). Use 'UTC' if…`: `what time is it in Tokyo` is no conversion).
    if descriptor.examples.isEmpty {
      var seen = Set(
        TextTokenizer.terms(
          [descriptor.id, descriptor.displayName, descriptor.descriptionsInAllLanguages]
            .joined(separator: " ")))
      let new = Self.labelTerms(of: descriptor).filter { seen.insert($0).inserted }
      if !new.isEmpty { copy.description += " " + new.joined(separator: " ") }
    }
    // A name that is a doer (`Reader`, `Heater`, `Tracker`, `Planner`) is also what it does
    // (`read`, `heat`, `track`, `plan`): `I want to read "The Hobbit"` asks for the reader.
    let doing = agentNounVerbs(descriptor.displayName)
    if !doing.isEmpty { copy.description += " " + doing.joined(separator: " ") }
    // The values it takes are words for it too (`gallon`, `公里`, `euro`): a request that names
    // them is about it. Not a value of several words one of which is a word of asking and doing
    // or a stop word (`take in`, `let out`): its meaning is the phrase, and its words alone are
    // any request's (`remind me to take out the recycling` is no alteration).
    let values = descriptor.inputFields.flatMap { field in
      field.enumValues.filter { !Self.isPhrasal($0) }.flatMap(EnumWords.words(for:))
    }
    if !values.isEmpty { copy.description += " " + values.joined(separator: " ") }
    return SkillIndex.Document(copy, translated: translated)
  }

  /// Whether an enum value is a phrase of several words with a word of asking and doing or a
  /// stop word among them (`take in`, `let out`, `turn off`; not `ice cream`, `high heat`).
  static func isPhrasal(_ value: String) -> Bool {
    let words = value.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
    guard words.count > 1 else { return false }
    return words.contains { word in
      TextTokenizer.isStopWord(String(word)) || LeftoverWords.requestWords.contains(String(word))
    }
  }

  /// The verbs of a display name's doers: an English word of six letters or more ending in
  /// `er` without it (`reader` → `read`), a doubled last consonant once (`planner` → `plan`);
  /// not a word the name already stems so (`timer`, `water` are too short to be doers here).
  static func agentNounVerbs(_ name: String) -> [String] {
    name.lowercased().split(whereSeparator: { !$0.isLetter }).compactMap { word in
      guard word.allSatisfy(\.isASCII), word.count >= 6, word.hasSuffix("er") else { return nil }
      var base = word.dropLast(2)
      if let last = base.last, base.dropLast().last == last, !"aeiouls".contains(last) {
        base = base.dropLast()
      }
      return String(base)
    }
  }

  /// The most terms a field's description has to be read as its label.
  static let labelLength = 4

  /// The terms of the fields' descriptions that are labels (`Who is billed`: bill), not
  /// instructions of more than `labelLength` terms; their example values (`e.g. meditate`, in
  /// parentheses) left out.
  static func labelTerms(of skill: SkillDescriptor) -> [String] {
    // Plain searches, no pattern: a planner reads this for each skill it fills.
    skill.inputFields.lazy.filter { !$0.description.isEmpty }.map { field in
      let about = field.description.lowercased()
      let cut = exampleMarks.compactMap { about.range(of: $0)?.lowerBound }.min()
      return TextTokenizer.terms(String(about[..<(cut ?? about.endIndex)]))
    }.filter { $0.count <= labelLength }.flatMap { $0 }
  }

  /// Where a field's description starts giving examples of its values.
  static let exampleMarks = ["(", "e.g.", "eg.", "for example", "such as", "例如", "比如"]

  /// Ranks skills for one request segment.
  func rank(_ segment: String, words: [SkillIndex.Word] = []) -> [SkillCandidate] {
    index.rank(segment, words: words)
  }

  /// The example without its dates and its main text.
  static func intentText(of example: String, skill: SkillDescriptor, _ filler: ParameterFiller)
    -> String
  {
    var text = example
    if let expression = filler.dates.firstExpression(in: text) {
      text = ParameterFiller.removing(expression.range, from: text)
    }
    // Only what a required free-text field took is an example's content (a listing's
    // optional `query` takes nothing: its examples' words are all intent; an edit's old and
    // new texts are taken apart, and the words around them stay). A short span a one-value
    // skill took (`17 times 23` of a calculator) may hold its intent words, and stays.
    let filled = filler.fill(example, for: skill)
    let content = filled.remainder
    if filled.textField != nil, !filled.spanOnly, !content.isEmpty,
      let range = text.range(of: content)
    {
      text.replaceSubrange(range, with: " ")
    }
    // The other required texts it read (an edit's old and new text) are content too.
    for field in skill.inputFields
    where field.type == .string && field.required && field.name != filled.textField
      && !SchemaFiller.isTyped(field)
    {
      if let value = filled.values[field.name]?.stringValue, !value.isEmpty,
        let range = text.range(of: value)
      {
        text.replaceSubrange(range, with: " ")
      }
    }
    return text
  }
}
