import AgentCore
import Foundation

/// Short, locale-independent date renderings for results and summaries.
public enum DateText {
  /// `2026-12-01 09:00`.
  public static func short(_ date: Date, in timeZone: TimeZone) -> String {
    let parts = components(date, timeZone)
    return String(
      format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0)
  }

  /// `2026-12-01 09:00 (Tue)` / `2026-12-01 09:00（周二）`: the exact time in the person's
  /// zone with its weekday in their language (`en`, `zh`) — what a stored result says (a
  /// relative word would be wrong when it is read again tomorrow).
  public static func shortWithWeekday(_ date: Date, in timeZone: TimeZone, language: String)
    -> String
  {
    short(date, in: timeZone) + weekdaySuffix(date, in: timeZone, language: language)
  }

  /// ` (Tue)` / `（周二）`: `date`'s weekday in `language`, as it follows a time.
  public static func weekdaySuffix(_ date: Date, in timeZone: TimeZone, language: String)
    -> String
  {
    let weekday = PeopleTime.weekday(
      date, zone: timeZone, language: UserLanguage.named(language) ?? .english)
    return language == "zh" ? "（\(weekday)）" : " (\(weekday))"
  }

  /// `Monday` … `Sunday`.
  public static func weekday(_ date: Date, in timeZone: TimeZone) -> String {
    let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    return names[(components(date, timeZone).weekday ?? 1) - 1]
  }

  /// The weekday in Chinese (`星期二`).
  public static func chineseWeekday(_ date: Date, in timeZone: TimeZone) -> String {
    let names = ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"]
    return names[(components(date, timeZone).weekday ?? 1) - 1]
  }

  private static func components(_ date: Date, _ timeZone: TimeZone) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
  }
}
