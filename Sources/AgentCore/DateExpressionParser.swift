import Foundation
import SkillKit

/// A date found in text, and the stretch of text it came from.
public struct DateExpression: Sendable, Hashable {
  /// The moment the text names.
  public var date: Date
  /// The matched text, e.g. `明天上午九点` or `tomorrow at 9am`.
  public var text: String
  /// Where it stands in the source string.
  public var range: Range<String.Index>
  /// False when only a day was said and the time is the default hour.
  public var hasTime: Bool
}

/// Reads Chinese and English date and time expressions relative to an injected `now`.
///
/// `明天上午九点`, `下周五下午三点`, `今晚8点`, `后天`, `半小时后`, `tomorrow at 9am`, `6pm`,
/// `in 10 minutes`, `next Monday`, `Dec 5`. A day without a time means 09:00; a time without
/// a day means its next occurrence; an hour from 1 to 6 with no am/pm or part of day is
/// read as afternoon.
public struct DateExpressionParser: Sendable {
  /// The moment relative words (`tomorrow`, `下周一`) count from.
  public var now: Date
  /// The zone the words are read in.
  public var timeZone: TimeZone
  /// The hour used when only a day is given.
  public var defaultHour: Int

  /// A parser that reads dates relative to `now` in `timeZone`; a day without a time means
  /// `defaultHour`.
  public init(now: Date, timeZone: TimeZone, defaultHour: Int = 9) {
    self.now = now
    self.timeZone = timeZone
    self.defaultHour = defaultHour
  }

  /// Whether `word` names a day of the week in full (`Friday`) or a month in full or short
  /// (`December`, `dec`), in English: the one list of them the planner's other readers ask.
  public static func isCalendarName(_ word: String) -> Bool {
    DatePatterns.isCalendarName(word)
  }

  /// The first date expression in `text`, if any.
  public func firstExpression(in text: String) -> DateExpression? {
    let parts = DatePatterns.sharedParts(in: text)
    guard let cluster = Self.firstCluster(parts, in: text) else { return nil }
    let first = cluster[0].range
    let last = cluster[cluster.count - 1].range
    let span = NSRange(location: first.location, length: NSMaxRange(last) - first.location)
    guard let range = Range(span, in: text),
      let (date, hasTime) = resolve(cluster.map(\.part))
    else { return nil }
    return DateExpression(date: date, text: String(text[range]), range: range, hasTime: hasTime)
  }

  /// A date for a whole answer: ISO 8601, or an expression that is all of `text`.
  public func date(fromAnswer text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if let date = ISODateTime.date(from: trimmed) { return date }
    guard let expression = firstExpression(in: trimmed) else { return nil }
    let rest = trimmed.replacingCharacters(in: expression.range, with: "")
    let leftover = rest.trimmingCharacters(
      in: .whitespacesAndNewlines.union(.punctuationCharacters))
    return leftover.isEmpty ? expression.date : nil
  }

  /// Parts that stand together, separated only by spaces, commas, `at`, `on` or `的`.
  private static func firstCluster(_ parts: [LocatedPart], in text: String) -> [LocatedPart]? {
    guard let first = parts.first else { return nil }
    let nsText = text as NSString
    var cluster = [first]
    for part in parts.dropFirst() {
      let previousEnd = cluster.map { NSMaxRange($0.range) }.max() ?? 0
      if part.range.location < previousEnd {
        cluster.append(part)
        continue
      }
      let gap = nsText.substring(
        with: NSRange(location: previousEnd, length: part.range.location - previousEnd))
      let connector = gap.lowercased().trimmingCharacters(
        in: .whitespaces.union(.punctuationCharacters))
      guard ["", "at", "on", "的", "in the", "by"].contains(connector) else { break }
      cluster.append(part)
    }
    return cluster
  }

  private func resolve(_ parts: [DatePart]) -> (Date, Bool)? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.firstWeekday = 2
    var dayOffset: Int?
    var explicitDay: Date?
    var yearGiven = false
    var isUpcomingWeekday = false
    var period: DatePart.Period?
    var clock: (hour: Int, minute: Int, isPM: Bool?)?
    for part in parts {
      switch part {
      case .offset(let seconds):
        return (now.addingTimeInterval(seconds), true)
      case .dayOffset(let offset): dayOffset = (dayOffset ?? 0) + offset
      case .weekday(let weekday, let week):
        explicitDay = day(of: weekday, week, calendar)
        isUpcomingWeekday = week == .upcoming
      case .monthDay(let month, let day):
        // Inside a whole date (`2027年3月1日`) the month and day say no more than it.
        if !yearGiven { explicitDay = self.day(month: month, day: day, calendar) }
      case .calendarDay(let year, let month, let day):
        guard let date = Self.day(year: year, month: month, day: day, calendar) else {
          return nil
        }
        yearGiven = true
        explicitDay = date
      case .period(let value): period = value
      case .time(let hour, let minute, let isPM): clock = (hour, minute, isPM)
      }
    }
    let today = calendar.startOfDay(for: now)
    let hasDay = dayOffset != nil || explicitDay != nil
    var base = explicitDay ?? today
    if let dayOffset, let shifted = calendar.date(byAdding: .day, value: dayOffset, to: base) {
      base = shifted
    }
    let hasTime = clock != nil || period != nil
    var hour = defaultHour
    var minute = 0
    var isAmbiguous = false
    if let clock {
      guard clock.hour <= 24, clock.minute < 60 else { return nil }
      (hour, minute) = (clock.hour, clock.minute)
      if let isPM = clock.isPM {
        guard hour <= 12 else { return nil }
        if isPM && hour < 12 { hour += 12 }
        if !isPM && hour == 12 { hour = 0 }
      } else if let period {
        hour = Self.adjust(hour, for: period)
      } else if hour >= 1 && hour <= 6 {
        hour += 12
      } else if hour < 12 {
        isAmbiguous = true
      }
    } else if let period {
      hour = period.defaultHour
    }
    if hour == 24 {
      hour = 0
      base = calendar.date(byAdding: .day, value: 1, to: base) ?? base
    }
    guard var date = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: base)
    else { return nil }
    if !hasDay && date <= now {
      let evening = date.addingTimeInterval(12 * 3600)
      if isAmbiguous && evening > now && calendar.isDate(evening, inSameDayAs: date) {
        date = evening
      } else {
        date = calendar.date(byAdding: .day, value: 1, to: date) ?? date
      }
    }
    if isUpcomingWeekday && date <= now {
      date = calendar.date(byAdding: .day, value: 7, to: date) ?? date
    }
    return (date, hasTime)
  }

  private static func adjust(_ hour: Int, for period: DatePart.Period) -> Int {
    switch period {
    case .earlyMorning, .morning: return hour == 12 ? 0 : hour
    case .noon: return hour < 5 ? hour + 12 : hour
    case .afternoon: return hour < 12 ? hour + 12 : hour
    case .evening: return hour == 12 ? 24 : (hour < 12 && hour > 3 ? hour + 12 : hour)
    }
  }

  private func day(of weekday: Int, _ week: DatePart.Week, _ calendar: Calendar) -> Date? {
    let today = calendar.startOfDay(for: now)
    // Calendar weekday: 1 = Sunday; ours: 1 = Monday.
    let current = (calendar.component(.weekday, from: today) + 5) % 7 + 1
    switch week {
    case .upcoming:
      let ahead = (weekday - current + 7) % 7
      return calendar.date(byAdding: .day, value: ahead, to: today)
    case .shift(let weeks):
      return calendar.date(byAdding: .day, value: weekday - current + 7 * weeks, to: today)
    }
  }

  /// The day `year-month-day`, when there is one (not `2026-02-30`).
  private static func day(year: Int, month: Int, day: Int, _ calendar: Calendar) -> Date? {
    let components = DateComponents(year: year, month: month, day: day)
    guard let date = calendar.date(from: components) else { return nil }
    let read = calendar.dateComponents([.year, .month, .day], from: date)
    guard read.year == year, read.month == month, read.day == day else { return nil }
    return date
  }

  private func day(month: Int, day: Int, _ calendar: Calendar) -> Date? {
    guard (1...12).contains(month), (1...31).contains(day) else { return nil }
    var components = calendar.dateComponents([.year], from: now)
    components.month = month
    components.day = day
    guard let date = calendar.date(from: components) else { return nil }
    if date < calendar.startOfDay(for: now) {
      return calendar.date(byAdding: .year, value: 1, to: date)
    }
    return date
  }
}
