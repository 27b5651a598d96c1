import SkillKit

/// A word of a skill's name that holds a word of the request whole is a kind of it: a word of
/// the request no skill has is the name's compound that starts with it before another English
/// word (`bee` in `beekeeping`: keeping) or ends with it after one, or after a combining form in
/// `-o` (`therapy` in `cryotherapy`; a word of five letters or more: `late` is no `chocolate`).
/// The other part has four letters or more: `sea` is no `season`, `off` no `office`, `win` no
/// `window`.
extension SpellingMends {
  /// The shortest other part of a compound.
  static let shortestRest = 4

  /// The compounds of the skills' names (`names`: IntentIndex.compounds) that `sequences` (the
  /// request's terms, or one sense of a glossed word) say a part of: each term no skill has, of
  /// `shortestPart` letters or more, that the dictionary knows (no slip, no stop word). At most
  /// `mostWords` terms of each sequence; only with the glossary, whose English senses tell a
  /// word from a fragment.
  static func compounds(
    _ sequences: [[String]], index: SkillIndex, among names: Set<String>,
    glossary: ChineseGlossary?
  ) -> [SkillIndex.Word] {
    guard let glossary, !names.isEmpty else { return [] }
    var found: [SkillIndex.Word] = []
    for term in Set(sequences.flatMap { $0.prefix(mostWords) }).sorted() {
      guard term.count >= shortestPart, term.allSatisfy({ $0.isASCII && $0.isLetter }),
        !TextTokenizer.isStopWord(term), !index.has(term), glossary.isEnglishWord(term)
      else { continue }
      let word = { (part: Substring) in glossary.isEnglishWord(String(part)) }
      let kin = names.filter { name in
        guard name.count >= term.count + shortestRest else { return false }
        if name.hasPrefix(term) { return word(name.dropFirst(term.count)) }
        guard name.hasSuffix(term) else { return false }
        let head = name.dropLast(term.count)
        return word(head) || (head.hasSuffix("o") && term.count > shortestRest)
      }
      if !kin.isEmpty { found.append(SkillIndex.Word(ways: kin.sorted().map { [$0] })) }
    }
    return found
  }
}
