import Foundation
import SkillKit

/// Free text as the request wrote it: a question (a poll's, a quiz's) keeps its question mark,
/// and words that ask nothing are none; a sentence keeps the article of its subject.
extension ParameterFiller {
  /// Whether `field` takes a question: its name or description says so.
  static func isQuestion(_ field: InputField) -> Bool {
    let about = (field.name + " " + field.description).lowercased()
    return about.contains("question") || about.contains("问题")
  }

  /// A question keeps the question mark the request wrote after it (`where should we eat?`):
  /// the edges of free text are trimmed of punctuation, but for a field that asks, it is part of
  /// the value.
  static func keepingQuestionMark(_ value: String, in segment: String, for field: InputField)
    -> String
  {
    guard isQuestion(field), !value.isEmpty, !value.hasSuffix("?"), !value.hasSuffix("？")
    else { return value }
    for mark in ["?", "？"] where segment.contains(value + mark) { return value + mark }
    return value
  }

  /// Verbs that make free text a sentence (`the VPN is down`).
  static let sentenceVerbs: Set<String> = [
    "is", "are", "was", "were", "has", "have", "had", "isn't", "aren't", "wasn't", "won't",
    "can't", "doesn't", "don't", "will",
  ]

  /// A sentence keeps the `the` of its subject that the edges' trimming took (`take a note that
  /// the meeting room is 4B`): `the` is filler before a name, not before a clause's subject.
  static func keepingSubject(_ value: String, in segment: String) -> String {
    let words = value.lowercased().split(separator: " ").map(String.init)
    guard words.count >= 3, words.first != "the",
      words.dropFirst().contains(where: sentenceVerbs.contains),
      let said = segment.range(of: "the " + value, options: .caseInsensitive)
    else { return value }
    return String(segment[said])
  }

  /// English words a question starts with.
  static let questionStarts: Set<String> = [
    "what", "where", "when", "who", "whom", "whose", "which", "why", "how", "should", "shall",
    "can", "could", "do", "does", "did", "is", "are", "was", "were", "will", "would", "may",
    "must", "have", "has",
  ]

  /// Whether the word at `range` of `text` is what a `how` asks about (`how high can a
  /// paraglider fly`, `how long is the tour`): a measure asked for, not a value said.
  static func askedByHow(_ range: Range<String.Index>, in text: String) -> Bool {
    let before = text[..<range.lowerBound].reversed().drop(while: \.isWhitespace)
    let word = before.prefix(while: \.isLetter)
    return word.count == 3 && String(word.reversed()).lowercased() == "how"
  }

  /// Chinese words a question holds.
  static let questionWords = [
    "吗", "呢", "什么", "哪", "谁", "怎么", "怎样", "如何", "几", "多少", "是否", "还是", "要不要", "能不能",
    "好不好", "行不行", "对不对", "有没有", "是不是", "为什么",
  ]

  /// Whether `text` asks: it ends with a question mark, starts with a word that asks (`where
  /// should we eat`, `Friday or Saturday?`), offers a choice (`pizza or sushi`), or holds a
  /// Chinese word of asking (`周五聚餐去哪`).
  static func asks(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasSuffix("?") || trimmed.hasSuffix("？") { return true }
    let words = trimmed.lowercased().split { !$0.isLetter }
    if let first = words.first, questionStarts.contains(String(first)) { return true }
    if words.contains("or") { return true }
    return questionWords.contains { trimmed.contains($0) }
  }
}
