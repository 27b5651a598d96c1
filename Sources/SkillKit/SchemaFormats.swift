import Foundation

/// The `format` values the validator checks.
enum SchemaFormats {
  /// What is wrong with `text` for `format`, or nil when it fits (or the format is not ours
  /// to check: unknown formats are reported when the schema is parsed).
  static func problem(_ format: String, _ text: String) -> String? {
    switch format {
    case "date-time":
      return ISODateTime.date(from: text) == nil ? "expected an ISO 8601 date-time" : nil
    case "date": return isDate(text) ? nil : "expected a date (YYYY-MM-DD)"
    case "time":
      return isTime(text) ? nil : "expected a time (HH:MM:SS with a zone, e.g. 09:30:00Z)"
    case "email": return isEmail(text) ? nil : "expected an email address"
    case "uri": return isURI(text) ? nil : "expected an absolute URI (scheme:…)"
    default: return nil
    }
  }

  private static func digits(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
    guard !scalars.isEmpty, scalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    return Int(String(String.UnicodeScalarView(scalars)))
  }

  /// RFC 3339 full-date, with the calendar checked (no 2026-02-30).
  static func isDate(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 10, scalars[4] == "-", scalars[7] == "-",
      let year = digits(scalars[0..<4]), let month = digits(scalars[5..<7]),
      let day = digits(scalars[8..<10]), (1...12).contains(month), day >= 1
    else { return false }
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return day <= lengths[month - 1]
  }

  /// RFC 3339 full-time: HH:MM:SS, optional fraction, then Z or ±HH:MM.
  static func isTime(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 9, scalars[2] == ":", scalars[5] == ":",
      let hour = digits(scalars[0..<2]), let minute = digits(scalars[3..<5]),
      let second = digits(scalars[6..<8]), hour < 24, minute < 60, second <= 60
    else { return false }
    var index = 8
    if scalars[index] == "." {
      index += 1
      let start = index
      while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
      guard index > start else { return false }
    }
    guard index < scalars.count else { return false }
    if scalars[index] == "Z" || scalars[index] == "z" { return index == scalars.count - 1 }
    guard scalars[index] == "+" || scalars[index] == "-", scalars.count - index == 6,
      scalars[index + 3] == ":", let zoneHour = digits(scalars[(index + 1)..<(index + 3)]),
      let zoneMinute = digits(scalars[(index + 4)..<(index + 6)])
    else { return false }
    return zoneHour < 24 && zoneMinute < 60
  }

  /// One `@`, a non-empty local part, a dotted domain, no spaces or controls.
  static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64,
      text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
    else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") }
  }

  /// RFC 3986: a scheme (letter, then letters, digits, + - .), a colon, no spaces.
  static func isURI(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
      text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
    else { return false }
    let scheme = text[..<colon].unicodeScalars
    guard let first = scheme.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return scheme.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "+" || $0 == "-" || $0 == "."
    }
  }
}
