import AgentCore
import Foundation
import SkillKit

/// A length said in a larger calendar unit than a field counts in: years for a field of months
/// (`for half a year` → 6, `一年半` → 18), weeks for a field of days or nights (`for two weeks`
/// → 14, `两个星期` → 14). Only whole conversions: a month is no fixed number of days.
extension NumberFiller {
  /// The unit a number field counts in, when it is months or days: its name or description
  /// says `months` or `days` / `nights` in the plural (a `month` or `day` alone is a date's
  /// part, 1–12 or 1–31), or `月数` / `天数` / `晚数`.
  enum CalendarUnit {
    case months, days
  }

  static func calendarUnit(of field: InputField) -> CalendarUnit? {
    guard field.type == .integer || field.type == .number else { return nil }
    let words = Set(FieldWords.all(of: field))
    if words.contains("months") || field.description.contains("月数") { return .months }
    if words.contains("days") || words.contains("nights")
      || ["天数", "晚数"].contains(where: field.description.contains)
    {
      return .days
    }
    return nil
  }

  /// The English words for a count of years or weeks (`a`, `half a`, `two`, `1.5`).
  private static let amount =
    #"(half\s+an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}(?:\.\d)?)"#

  /// The length `text` says in the unit above `unit` (years, weeks), converted, and where.
  static func calendarLength(in text: String, as unit: CalendarUnit)
    -> (value: Double, range: Range<String.Index>)?
  {
    let (english, chinese, factor): (String, String, Double) =
      switch unit {
      case .months: ("year", "年", 12)
      case .days: ("week", "(?:个)?(?:星期|礼拜)|(?:个)?周(?![一二三四五六日天末])", 7)
      }
    // `a year and a half`, `one and a half years`.
    if let range = text.range(
      of: #"(?i)\b(?:an?|one)\s+"# + english + #"\s+and\s+a\s+half\b|\bone\s+and\s+a\s+half\s+"#
        + english + #"s\b"#, options: .regularExpression)
    {
      return (1.5 * factor, range)
    }
    if let range = text.range(
      of: #"(?i)\b"# + amount + #"\s+"# + english + #"s?\b"#, options: .regularExpression)
    {
      let said = text[range].lowercased()
      let count = said.split(whereSeparator: \.isWhitespace).dropLast().joined(separator: " ")
      let value: Double? =
        count.hasPrefix("half")
        ? 0.5
        : ["a", "an", "one"].contains(count)
          ? 1
          : Double(count) ?? englishUnits[count].map(Double.init)
      if let value { return (value * factor, range) }
    }
    // Chinese: `半年`, `一年半`, `两年`, `两个星期`, `三周` — not after a digit (`2026年`).
    if let range = text.range(
      of: #"(?<![0-9０-９])(半|[一二两三四五六七八九十]{1,2})(?:"# + chinese + #")(半)?"#,
      options: .regularExpression)
    {
      let said = String(text[range])
      let head = String(said.prefix { "半一二两三四五六七八九十".contains($0) })
      let base = head == "半" ? 0.5 : ChineseNumerals.value(head).map(Double.init)
      if let base {
        return ((base + (said.hasSuffix("半") && head != "半" ? 0.5 : 0)) * factor, range)
      }
    }
    return nil
  }
}
