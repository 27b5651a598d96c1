import Foundation
import SkillKit

/// A date-time as a person reads it — in their time zone and language, relative where that
/// helps (`tomorrow 09:00 (Fri)`, `明天 09:00（周五）`) — instead of its wire value
/// (`2026-12-04T01:00:00Z`). The wire value stays in the data; a face shows this and keeps the
/// exact value one key or hover away.
public enum PeopleTime {
  /// `date` relative to `now` where a word says the day (yesterday, today, tomorrow; in
  /// Chinese also 前天 and 后天), else its date with the weekday; the year only when it is
  /// not this one.
  public static func relative(
    _ date: Date, now: Date, zone: TimeZone, language: UserLanguage, withTime: Bool = true
  ) -> String {
    let calendar = calendar(zone)
    let days =
      calendar.dateComponents(
        [.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)
      ).day ?? 0
    let time = withTime ? clock(date, calendar) : nil
    let weekday = weekdayName(date, calendar, language)
    let word: String? =
      switch (language, days) {
      case (_, 0): language == .chinese ? "今天" : "today"
      case (_, 1): language == .chinese ? "明天" : "tomorrow"
      case (_, -1): language == .chinese ? "昨天" : "yesterday"
      case (.chinese, 2): "后天"
      case (.chinese, -2): "前天"
      default: nil
      }
    guard let word else {
      return absolute(date, zone: zone, language: language, withTime: withTime, now: now)
    }
    if language == .chinese {
      return word + (time.map { " \($0)" } ?? "") + (days == 0 ? "" : "（\(weekday)）")
    }
    return word + (time.map { " \($0)" } ?? "") + (days == 0 ? "" : " (\(weekday))")
  }

  /// `date` with its weekday, in `zone` and `language` (`Fri, Dec 4 09:00`, `12月4日（周五）
  /// 09:00`), the year shown when it is not `now`'s (or always, without `now`): what a stored
  /// text says, since a relative word would be wrong by the time it is read again.
  public static func absolute(
    _ date: Date, zone: TimeZone, language: UserLanguage, withTime: Bool = true,
    now: Date? = nil
  ) -> String {
    let calendar = calendar(zone)
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    let showYear = now.map { calendar.component(.year, from: $0) != year } ?? true
    let weekday = weekdayName(date, calendar, language)
    let time = withTime ? (language == .chinese ? "" : " ") + clock(date, calendar) : ""
    if language == .chinese {
      return (showYear ? "\(year)年" : "") + "\(month)月\(day)日（\(weekday)）" + time
    }
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let monthName = months[max(0, min(11, month - 1))]
    return "\(weekday), \(monthName) \(day)" + (showYear ? ", \(year)" : "") + time
  }

  /// A value of a `date-time` field as a person reads it relative to `now`; the text itself
  /// when it is not a date-time with an offset (a person's own words, a placeholder).
  public static func value(
    _ text: String, now: Date, zone: TimeZone, language: UserLanguage
  ) -> String {
    guard let date = ISODateTime.date(from: text) else { return text }
    return relative(date, now: now, zone: zone, language: language)
  }

  private static func calendar(_ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }

  private static func clock(_ date: Date, _ calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  /// The weekday of `date` in `zone`, short, in `language` (`Fri`, `周五`).
  public static func weekday(_ date: Date, zone: TimeZone, language: UserLanguage) -> String {
    weekdayName(date, calendar(zone), language)
  }

  private static func weekdayName(_ date: Date, _ calendar: Calendar, _ language: UserLanguage)
    -> String
  {
    let index = max(0, min(6, calendar.component(.weekday, from: date) - 1))
    return language == .chinese
      ? ["周日", "周一", "周二", "周三", "周四", "周五", "周六"][index]
      : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][index]
  }
}
