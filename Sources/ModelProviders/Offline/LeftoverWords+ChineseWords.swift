import SkillKit

/// Where Chinese content starts and ends: runs cut at the glossary's words, and the words of the
/// bilingual table that are the skill's own.
extension LeftoverWords {
  /// Runs of Chinese cut at the glossary's words. A run that ends or starts inside a word keeps
  /// the whole word when what was cut off is only characters of asking (`发` of `发票`), and none
  /// of it when the skill's own characters were (`听广播` for a skill that 播放s: 听, not 听广).
  static func aligned(
    _ runs: [Range<String.Index>], to segments: [ChineseGlossary.Segment], in text: String
  ) -> [Range<String.Index>] {
    let asking = { (part: Substring) in part.allSatisfy(requestCharacters.contains) }
    return runs.compactMap { run in
      guard text[run].allSatisfy(TextTokenizer.isCJK) else { return run }
      var (start, end) = (run.lowerBound, run.upperBound)
      for segment in segments {
        let word = segment.range
        if word.lowerBound < start && start < word.upperBound {
          start = asking(text[word.lowerBound..<start]) ? word.lowerBound : word.upperBound
        }
        if word.lowerBound < end && end < word.upperBound {
          end = asking(text[end..<word.upperBound]) ? word.upperBound : word.lowerBound
        }
      }
      return start < end ? start..<end : nil
    }
  }

  /// `masked` with each word of the bilingual table whose English is one of `terms` (the skill's
  /// vocabulary) blanked out, and one character right before it: its verb (`记日记`, `测网速`),
  /// not something said — set apart (`记日记`, not `写了日记`). Same characters at the same places.
  static func maskingTableWords(_ masked: String, terms: Set<String>) -> String {
    var characters = Array(masked)
    for (words, english) in CrossLanguageTerms.tableTerms
    where english.contains(where: terms.contains) {
      for word in words where masked.contains(word) {
        let target = Array(word)
        var offset = 0
        while offset + target.count <= characters.count {
          guard characters[offset..<(offset + target.count)].elementsEqual(target) else {
            offset += 1
            continue
          }
          for index in offset..<(offset + target.count) { characters[index] = " " }
          if offset >= 1, TextTokenizer.isCJK(characters[offset - 1]),
            offset < 2 || !TextTokenizer.isCJK(characters[offset - 2])
          {
            characters[offset - 1] = " "
          }
          offset += target.count
        }
      }
    }
    return String(characters)
  }

  /// What a Chinese request says after one of the skill's own words when it says something
  /// before it too — the object of the skill's verb (`午饭吃了一碗牛肉面` for "Logs something you
  /// ate": `牛肉面`), without the verb's aspect mark (`了`, `过`) or a count said before the object
  /// (`一碗`). Nil when no word of the skill's stands between words that say something.
  static func afterOwnVerb(
    _ text: String, _ skill: SkillDescriptor, glossary: ChineseGlossary
  ) -> String? {
    guard text.unicodeScalars.contains(where: ChineseGlossary.isHan) else { return nil }
    let terms = vocabulary(of: skill).terms
    for verb in glossary.segments(in: text).reversed()
    where verb.range.lowerBound > text.startIndex && says(verb, terms) {
      var rest = text[verb.range.upperBound...].drop { "了过着".contains($0) }
      if let count = rest.range(of: ChineseMeasureWords.countPattern, options: .regularExpression) {
        rest = rest[count.upperBound...]
      }
      var object = String(rest).trimmingCharacters(in: FillerPhrases.edgeCharacters)
      // A hedge is no part of it (`改短一点`: 短 is how, not what).
      for hedge in hedges where object.hasSuffix(hedge) { object.removeLast(hedge.count) }
      guard object.count >= 2, !object.contains(where: { "，,。；;".contains($0) }),
        sayAnything(object, skill, glossary: glossary),
        sayAnything(String(text[..<verb.range.lowerBound]), skill, glossary: glossary)
      else { continue }
      return object
    }
    return nil
  }
}
