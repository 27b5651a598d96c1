import Foundation
import Synchronization

/// Strict ISO 8601 / RFC 3339 date-time parsing and formatting with an explicit offset.
public enum ISODateTime {
  /// Foundation's formatters are costly to make (each one loads a time zone through ICU):
  /// one of each kind is kept and used under a lock.
  private static let parsers = Mutex(
    (
      plain: formatter([.withInternetDateTime]),
      fractional: formatter([.withInternetDateTime, .withFractionalSeconds])
    ))

  private static func formatter(_ options: ISO8601DateFormatter.Options) -> ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = options
    return formatter
  }

  /// Parses `2026-12-01T09:00:00+08:00`, `…Z`, with or without fractional seconds.
  ///
  /// A date-time without an offset is rejected: it would mean different instants on
  /// different machines.
  public static func date(from text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.utf8.count <= 64 else { return nil }
    return parsers.withLock { parsers in
      parsers.plain.date(from: trimmed) ?? parsers.fractional.date(from: trimmed)
    }
  }

  /// Formats `date` as `2026-12-01T09:00:00+08:00` in `timeZone` (`Z` for UTC), whole seconds.
  public static func string(from date: Date, in timeZone: TimeZone) -> String {
    let offset = timeZone.secondsFromGMT(for: date)
    // As Foundation's formatter does: to the nearest millisecond, then whole seconds.
    let seconds = ((date.timeIntervalSince1970 * 1000).rounded() / 1000).rounded(.down)
    guard seconds.isFinite, abs(seconds) < 250_000_000_000 else {
      return formatter([.withInternetDateTime]).string(from: date)
    }
    let local = Int64(seconds) + Int64(offset)
    var days = local / 86_400
    var second = local % 86_400
    if second < 0 {
      second += 86_400
      days -= 1
    }
    // Days since 1970-01-01 to a civil date (the proleptic Gregorian calendar).
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    guard (1...9999).contains(year) else {
      let fallback = formatter([.withInternetDateTime])
      fallback.timeZone = timeZone
      return fallback.string(from: date)
    }
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var text = String(repeating: "0", count: 4 - String(year).count) + String(year)
    text += "-\(two(month))-\(two(day))T\(two(second / 3600)):\(two(second / 60 % 60))"
    text += ":\(two(second % 60))"
    if offset == 0 { return text + "Z" }
    let minutes = abs(offset) / 60
    return text + (offset < 0 ? "-" : "+") + two(Int64(minutes / 60)) + ":"
      + two(Int64(minutes % 60))
  }
}
