import AgentCore
import Foundation
import SkillKit

/// Fills a skill's parameters from one request segment, and leaves missing what it
/// cannot find: dates, enum values (with aliases), numbers, then the rest as the main text.
struct ParameterFiller: Sendable {
  let dates: DateExpressionParser

  /// What was read from the text: the values, and the text left after taking them out.
  struct Filled: Sendable, Equatable {
    var values: [String: JSONValue]
    var remainder: String
  }

  func fill(_ segment: String, for skill: SkillDescriptor) -> Filled {
    var text = segment
    var values: [String: JSONValue] = [:]
    let dateFields = skill.inputFields.filter { $0.type == .dateTime }
      .sorted { $0.required && !$1.required }
    if let field = dateFields.first, let expression = dates.firstExpression(in: text) {
      values[field.name] = .string(ISODateTime.string(from: expression.date, in: dates.timeZone))
      text = Self.removing(expression.range, from: text)
    }
    for field in skill.inputFields where field.type == .enumeration || field.type == .boolean {
      if let (value, range) = Self.findChoice(field, in: text) {
        values[field.name] = value
        text = Self.removing(range, from: text)
      }
    }
    for field in skill.inputFields where field.type == .integer || field.type == .number {
      if let (number, range) = Self.findNumber(in: text) {
        values[field.name] = field.type == .integer ? .integer(Int(number)) : .number(number)
        text = Self.removing(range, from: text)
      }
    }
    let remainder = FillerPhrases.strip(text)
    let textFields = skill.inputFields.filter { $0.type == .string }
      .sorted { $0.required && !$1.required }
    if let main = textFields.first, !remainder.isEmpty {
      values[main.name] = .string(remainder)
    }
    return Filled(values: values, remainder: remainder)
  }

  /// `text` without `range`, with "before" words right after a date (`周五前`) removed too.
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

  /// The enum value (or boolean `true`) whose value or alias appears in `text`.
  private static func findChoice(_ field: InputField, in text: String)
    -> (JSONValue, Range<String.Index>)?
  {
    var options: [(word: String, value: JSONValue)] = []
    for (canonical, aliases) in field.enumAliases {
      let value: JSONValue =
        field.type == .boolean ? .bool(canonical == "true") : .string(canonical)
      options += aliases.map { ($0, value) }
    }
    if field.type == .enumeration {
      options += field.enumValues.map { ($0, JSONValue.string($0)) }
    }
    for option in options.sorted(by: { $0.word.count > $1.word.count }) {
      if let range = wordRange(of: option.word, in: text) { return (option.value, range) }
    }
    return nil
  }

  /// The range of `word` in `text`, on word boundaries for ASCII words.
  static func wordRange(of word: String, in text: String) -> Range<String.Index>? {
    var searchStart = text.startIndex
    while let range = text.range(
      of: word, options: [.caseInsensitive], range: searchStart..<text.endIndex)
    {
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

  /// The first standalone number (`3`, `#3`, `2.5`).
  private static func findNumber(in text: String) -> (Double, Range<String.Index>)? {
    guard let range = text.range(of: "#?[0-9]+(\\.[0-9]+)?", options: .regularExpression),
      let number = Double(text[range].trimmingCharacters(in: CharacterSet(charactersIn: "#")))
    else { return nil }
    return (number, range)
  }
}
