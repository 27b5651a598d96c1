import AgentCore
import Foundation

/// Ranges of time in a request: `明天下午三点到四点`, `from 2pm to 3pm`, `next week`, `下周`,
/// `today`. The end of `三点到四点` takes the start's day (and its afternoon when it would
/// otherwise come before the start).
struct DateRangeFinder: Sendable {
  let dates: DateExpressionParser

  struct Found: Sendable {
    var start: Date
    var end: Date?
    /// The text the range came from.
    var range: Range<String.Index>
  }

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = dates.timeZone
    calendar.firstWeekday = 2
    return calendar
  }

  /// A date expression with its range in the whole text.
  private struct Located {
    var date: Date
    var text: String
    var range: Range<String.Index>
  }

  /// The date expressions of `text` in order (at most eight).
  private func expressions(in text: String) -> [Located] {
    var found: [Located] = []
    var cursor = text.startIndex
    while cursor < text.endIndex, found.count < 8 {
      let rest = String(text[cursor...])
      guard let next = dates.firstExpression(in: rest) else { break }
      let lower = text.index(
        cursor, offsetBy: rest.distance(from: rest.startIndex, to: next.range.lowerBound))
      let upper = text.index(
        cursor, offsetBy: rest.distance(from: rest.startIndex, to: next.range.upperBound))
      found.append(Located(date: next.date, text: next.text, range: lower..<upper))
      cursor = upper
    }
    return found
  }

  /// `date` at the time of day of `time`.
  private func combine(day: Date, time: Date) -> Date {
    let clock = calendar.dateComponents([.hour, .minute], from: time)
    var parts = calendar.dateComponents([.year, .month, .day], from: day)
    parts.hour = clock.hour
    parts.minute = clock.minute
    return calendar.date(from: parts) ?? time
  }

  /// `A 到 B`, `from A to B`, `A - B`: both ends. An end without a day takes the start's (and
  /// its afternoon when it would otherwise come first); a start without a day takes the day
  /// said before it (`tomorrow from 2pm to 3pm`).
  func explicitRange(in text: String) -> Found? {
    let all = expressions(in: text)
    let connector = #"^\s*(到|至|~|～|-|–|—|until|till|to|and)\s*$"#
    for (index, first) in all.enumerated() where index + 1 < all.count {
      let second = all[index + 1]
      let between = text[first.range.upperBound..<second.range.lowerBound]
      guard between.range(of: connector, options: [.regularExpression, .caseInsensitive]) != nil
      else { continue }
      var start = first.date
      var lower = first.range.lowerBound
      if !Self.namesADay(first.text), index > 0, Self.namesADay(all[index - 1].text) {
        start = combine(day: all[index - 1].date, time: first.date)
        lower = all[index - 1].range.lowerBound
      }
      var end = second.date
      if !Self.namesADay(second.text) {
        end = combine(day: start, time: second.date)
        // An end that names no half of the day (`十一点`, `11`) is the first such hour after
        // the start — never the one the parser picked because it comes next after *now*.
        if !Self.namesAPeriod(second.text) {
          let hour = calendar.component(.hour, from: end)
          if hour >= 12 { end = end.addingTimeInterval(-12 * 3600) }
          if end <= start { end = end.addingTimeInterval(12 * 3600) }
        }
        let hour = calendar.component(.hour, from: end)
        if end <= start, hour < 12 { end = end.addingTimeInterval(12 * 3600) }
        if end <= start { end = end.addingTimeInterval(86_400) }
      }
      // `from 2pm to 3pm`: the `from` goes with the range.
      if let from = text[..<first.range.lowerBound].range(
        of: #"(from|between|从)\s*$"#, options: [.regularExpression, .caseInsensitive]),
        lower == first.range.lowerBound
      {
        lower = from.lowerBound
      }
      return Found(start: start, end: end, range: lower..<second.range.upperBound)
    }
    return nil
  }

  /// True when `text` says which half of the day it means (`下午`, `pm`, `晚上`, `14:00`).
  static func namesAPeriod(_ text: String) -> Bool {
    let lowered = text.lowercased()
    let marks = [
      "上午", "下午", "早上", "早晨", "中午", "晚上", "傍晚", "凌晨", "夜里", "今晚", "明晚",
      "am", "pm", "a.m.", "p.m.", "morning", "afternoon", "evening", "night", "noon", "midnight",
    ]
    if marks.contains(where: lowered.contains) { return true }
    // A 24-hour time past noon (`14:00`, `18点`) names its half by itself.
    guard let range = lowered.range(of: #"\d{1,2}"#, options: .regularExpression),
      let hour = Int(lowered[range])
    else { return false }
    return hour >= 13 && hour <= 24
  }

  /// A named period: today, tomorrow, this or next week, this or next month, the weekend.
  func period(in text: String) -> Found? {
    let now = dates.now
    let today = calendar.startOfDay(for: now)
    func days(_ count: Int, from start: Date) -> Date {
      calendar.date(byAdding: .day, value: count, to: start) ?? start
    }
    let weekStart =
      calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? today
    let monthStart = calendar.dateInterval(of: .month, for: now)?.start ?? today
    let nextMonth = calendar.date(byAdding: .month, value: 1, to: monthStart) ?? monthStart
    let saturday = days(5, from: weekStart)
    let periods: [([String], Date, Date)] = [
      (
        ["next week", "下个星期", "下星期", "下个礼拜", "下礼拜", "下周"], days(7, from: weekStart),
        days(14, from: weekStart)
      ),
      (["this week", "这个星期", "这星期", "这周", "本周"], weekStart, days(7, from: weekStart)),
      (
        ["next month", "下个月", "下月"], nextMonth,
        calendar.date(byAdding: .month, value: 1, to: nextMonth) ?? nextMonth
      ),
      (["this month", "这个月", "本月"], monthStart, nextMonth),
      (["this weekend", "weekend", "这个周末", "周末"], saturday, days(2, from: saturday)),
      (["the day after tomorrow", "后天"], days(2, from: today), days(3, from: today)),
      (["tomorrow", "明天"], days(1, from: today), days(2, from: today)),
      (["today", "今天", "今日"], today, days(1, from: today)),
    ]
    for (words, start, end) in periods {
      for word in words {
        if let range = ParameterFiller.wordRange(of: word, in: text) {
          return Found(start: start, end: end, range: range)
        }
      }
    }
    return nil
  }

  /// Whether a date expression names its day (`明天`, `Friday`, `12月3日`), not only a time.
  static func namesADay(_ text: String) -> Bool {
    text.range(
      of:
        #"今|明|后天|昨|周|星期|礼拜|月|日|号|today|tomorrow|tonight|yesterday|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|this|\d+/\d+|\d{4}-\d{2}"#,
      options: [.regularExpression, .caseInsensitive]) != nil
  }
}
