import AgentCore
import Foundation
import SkillKit

/// Quoted text, and where it goes: the field whose name it follows, else the first text field
/// that may hold it.
extension ParameterFiller {
  /// Quoted text (`"foo"`, `“foo”`, `「foo」`, `《title》`, `` `foo` ``) fills the required text
  /// fields that are still empty, in declared order, then the optional free-text ones (a
  /// bookmark's title) — never a field whose format or pattern the quoted text is not (`'read
  /// later'` is no URL).
  func fillQuoted(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    let open = skill.inputFields.filter {
      ($0.type == .string || $0.type == .command) && values[$0.name] == nil
    }
    var fields =
      open.filter(\.required) + open.filter { !$0.required && LeftoverWords.isFreeText($0) }
    // A quote right after a field's name is that field's (`front 'capital of France', back
    // 'Paris'`, `subject: "Q3"`, `标题《晴天》`), whatever the order of the fields.
    var labelled = open
    // Single quotes count where they stand apart from letters (not `what's`, `don't`).
    let pattern =
      #""[^"]+"|“[^”]+”|「[^」]+」|『[^』]+』|《[^》]+》|`[^`]+`|(?<![A-Za-z])'[^']+'(?![A-Za-z])"#
    var searched = text.startIndex
    while !labelled.isEmpty,
      let whole = text.range(
        of: pattern, options: .regularExpression, range: searched..<text.endIndex)
    {
      // The marks are one character each: the text is what lies between them.
      let quoted = String(text[whole].dropFirst().dropLast())
      let before = text[..<whole.lowerBound].lowercased()
        .trimmingCharacters(in: CharacterSet(charactersIn: " :：=是为"))
      if let named = labelled.firstIndex(where: { field in
        Self.mayHold(field, quoted)
          && SpanFiller.labels(of: field).contains { label in
            before.hasSuffix(label)
              && (label.unicodeScalars.contains(where: ChineseGlossary.isHan)
                || !(before.dropLast(label.count).last?.isLetter ?? false))
              && !Self.namedBefore(label, in: text[..<whole.lowerBound])
          }
      }) {
        let field = labelled.remove(at: named)
        fields.removeAll { $0.name == field.name }
        values[field.name] = .string(quoted)
        text = Self.removing(whole, from: text)
        searched = text.startIndex
        continue
      }
      guard let field = fields.firstIndex(where: { Self.mayHold($0, quoted) }) else {
        searched = whole.upperBound
        continue
      }
      let taken = fields.remove(at: field)
      labelled.removeAll { $0.name == taken.name }
      values[taken.name] = .string(quoted)
      text = Self.removing(whole, from: text)
      searched = text.startIndex
    }
  }

  /// Whether the field's name `label` at the end of `head` follows a name said for it (`my
  /// Spanish deck: 'perro' means 'dog'` — the deck is Spanish, the quote is no deck).
  static func namedBefore(_ label: String, in head: Substring) -> Bool {
    head.range(
      of: SpanFiller.nameBefore(label) + #"\s*[:：=]?\s*$"#, options: .regularExpression) != nil
  }

  /// Whether `field` may hold `value` by its format and pattern (a field with neither may).
  static func mayHold(_ field: InputField, _ value: String) -> Bool {
    if let pattern = field.declaredSchema?.pattern, !SchemaPatterns.matchesWhole(pattern, value) {
      return false
    }
    guard let format = field.declaredSchema?.format ?? field.schema.format,
      SchemaFiller.formatPatterns[format] != nil
    else { return true }
    return SchemaFiller.firstValue(ofFormat: format, in: value).map { value[$0] == value[...] }
      ?? false
  }
}
