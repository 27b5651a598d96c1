import Foundation
import SkillKit

/// Turns what a user typed into a form field into the JSON the field's schema expects.
///
/// Date-time fields accept natural language (`明天上午九点` → ISO 8601 with offset); numbers,
/// booleans and enum aliases are read from text. Values it cannot read are passed through,
/// so validation names them.
public struct FieldValueParser: Sendable {
  /// How dates in answers are read.
  public var dates: DateExpressionParser

  /// A parser that reads date-time values with `dates`.
  public init(dates: DateExpressionParser) {
    self.dates = dates
  }

  /// The value for `field`, converted where the text allows it.
  public func parse(_ value: JSONValue, for field: InputField) -> JSONValue {
    guard case .string(let raw) = value else { return value }
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    switch field.type {
    case .dateTime:
      guard let date = dates.date(fromAnswer: text) else { return .string(text) }
      return .string(ISODateTime.string(from: date, in: dates.timeZone))
    case .integer:
      return Int(text).map(JSONValue.integer) ?? .string(text)
    case .number:
      return Double(text).map(JSONValue.number) ?? .string(text)
    case .boolean:
      switch text.lowercased() {
      case "true", "yes", "y", "1", "是", "对", "要": return .bool(true)
      case "false", "no", "n", "0", "否", "不", "不要": return .bool(false)
      default: return .string(text)
      }
    case .enumeration:
      let lower = text.lowercased()
      if field.enumValues.contains(lower) { return .string(lower) }
      for (canonical, aliases) in field.enumAliases
      where aliases.contains(where: { $0.lowercased() == lower }) {
        return .string(canonical)
      }
      return .string(text)
    case .array:
      if text.hasPrefix("["), let list = try? JSONValue.parse(text) { return list }
      let element = InputField(
        name: field.name, type: field.itemType ?? .string, enumValues: field.enumValues,
        enumAliases: field.enumAliases)
      let items = text.split(whereSeparator: { $0 == "," || $0 == "，" })
        .map { parse(.string($0.trimmingCharacters(in: .whitespaces)), for: element) }
      return .array(items)
    case .string, .path, .command, .glob:
      return .string(text)
    case .object, .json:
      // Typed as JSON; text that is not JSON stays text, and validation names it.
      return (try? JSONValue.parse(text)) ?? .string(text)
    }
  }
}
