import Foundation

/// Strict ISO 8601 / RFC 3339 date-time parsing and formatting with an explicit offset.
public enum ISODateTime {
  /// Parses `2026-12-01T09:00:00+08:00`, `…Z`, with or without fractional seconds.
  ///
  /// A date-time without an offset is rejected: it would mean different instants on
  /// different machines.
  public static func date(from text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let plain = ISO8601DateFormatter()
    plain.formatOptions = [.withInternetDateTime]
    if let date = plain.date(from: trimmed) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: trimmed)
  }

  /// Formats `date` as `2026-12-01T09:00:00+08:00` in `timeZone` (`Z` for UTC).
  public static func string(from date: Date, in timeZone: TimeZone) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = timeZone
    return formatter.string(from: date)
  }
}
