import AgentCore
import Foundation
import SkillKit

/// Enum values of two words said apart, in English (`the drain is clogged`) or by two Chinese
/// words (`钥匙丢了`): where SpanFiller.mentions finds them.
extension SpanFiller {
  /// The two words of a value that may be said apart: two English words of three letters or
  /// more, neither a common word (not `no hot water`, `on time`); nil for any other value.
  static func twoWords(_ value: String) -> [String]? {
    let words = value.lowercased().split(separator: " ").map(String.init)
    guard words.count == 2,
      words.allSatisfy({ $0.count >= 3 && $0.allSatisfy(\.isLetter) && $0.allSatisfy(\.isASCII) }),
      !words.contains(where: TextTokenizer.isStopWord)
    else { return nil }
    return words
  }

  /// The values of two English words (`clogged drain`) said apart, in either order, with at
  /// most two words between (`the drain is clogged`, `nails in gel`): each word whole, the noun
  /// in either number. Not a value with a short or common word (`no hot water`, `on time`).
  static func saidApart(_ values: [String], in text: String)
    -> [(value: JSONValue, range: Range<String.Index>)]
  {
    var found: [(value: JSONValue, range: Range<String.Index>)] = []
    for value in values {
      guard let words = twoWords(value) else { continue }
      let forms = words.map { word in
        "(?:"
          + ([word] + EnumWords.spelledPlurals(word) + [word + "s"]).map(
            NSRegularExpression.escapedPattern(for:)
          ).joined(separator: "|") + ")"
      }
      let between = #"\b(?:\W+\w+){0,2}?\W+"#
      let pattern =
        #"(?i)\b(?:"# + forms[1] + between + forms[0] + "|" + forms[0] + between + forms[1]
        + #")\b"#
      if let range = text.range(of: pattern, options: .regularExpression) {
        found.append((.string(value), range))
      }
    }
    return found
  }

  /// The values of two English words each named by its own Chinese word, in either order, at
  /// most one word between (`钥匙丢了`: key, lose → `lost key`), compared as the index
  /// compares words (`lost` is `lose`). Not a negated word, nor a value with a short or common
  /// word.
  static func glossedApart(_ values: [String], _ segments: [ChineseGlossary.Segment])
    -> [(value: JSONValue, range: Range<String.Index>)]
  {
    let said = segments.map { segment in
      segment.english.contains(where: ChineseGlossary.negations.contains)
        ? [] : Set(segment.english.flatMap(TextTokenizer.terms))
    }
    var found: [(value: JSONValue, range: Range<String.Index>)] = []
    for value in values {
      guard let words = twoWords(value) else { continue }
      let terms = words.map { TextTokenizer.terms($0).first ?? $0 }
      let first = said.indices.filter { said[$0].contains(terms[0]) }
      let second = said.indices.filter { said[$0].contains(terms[1]) }
      guard
        let (one, other) = first.lazy.flatMap({ one in
          second.lazy.filter { $0 != one && abs($0 - one) <= 2 }.map { (one, $0) }
        }).first
      else { continue }
      let lower = min(segments[one].range.lowerBound, segments[other].range.lowerBound)
      let upper = max(segments[one].range.upperBound, segments[other].range.upperBound)
      found.append((.string(value), lower..<upper))
    }
    return found
  }
}
