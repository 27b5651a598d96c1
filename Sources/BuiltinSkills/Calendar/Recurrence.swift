import Foundation

/// An RRULE (RFC 5545 §3.3.10) as far as listings need it: FREQ DAILY / WEEKLY / MONTHLY /
/// YEARLY with INTERVAL, COUNT, UNTIL, BYDAY (weekdays; with an ordinal for MONTHLY: `2TU`,
/// `-1FR`) and BYMONTHDAY; EXDATE lines remove occurrences. A rule with other parts
/// (BYSETPOS, BYHOUR, …) is not expanded: its first occurrence alone is listed, and says so.
struct Recurrence: Sendable {
  enum Frequency: String, Sendable {
    case daily = "DAILY"
    case weekly = "WEEKLY"
    case monthly = "MONTHLY"
    case yearly = "YEARLY"
  }

  var frequency: Frequency
  var interval: Int
  var count: Int?
  var until: Date?
  /// Weekdays (1 = Sunday … 7 = Saturday, as Calendar counts) with an optional ordinal.
  var byDay: [(ordinal: Int?, weekday: Int)]
  var byMonthDay: [Int]

  /// Why a rule is listed by its first occurrence only.
  struct Unexpanded: Error, Sendable {
    var reason: String
  }

  /// The most occurrences one event yields in one listing, and the most steps tried.
  static let maxOccurrences = 1_000
  static let maxSteps = 100_000

  private static let weekdays = ["SU": 1, "MO": 2, "TU": 3, "WE": 4, "TH": 5, "FR": 6, "SA": 7]

  /// The rule of `value` (`FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10`), or why it is not expanded.
  static func parse(_ value: String, zone: TimeZone) -> Result<Recurrence, Unexpanded> {
    var parts: [String: String] = [:]
    for part in value.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else {
        return .failure(Unexpanded(reason: "RRULE part \(part) is not NAME=VALUE"))
      }
      parts[pair[0].uppercased()] = pair[1]
    }
    guard let frequency = parts["FREQ"].flatMap({ Frequency(rawValue: $0.uppercased()) }) else {
      return .failure(Unexpanded(reason: "RRULE FREQ=\(parts["FREQ"] ?? "?") is not expanded"))
    }
    let known: Set<String> = ["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "BYMONTHDAY", "WKST"]
    if let other = parts.keys.sorted().first(where: { !known.contains($0) }) {
      return .failure(Unexpanded(reason: "RRULE \(other) is not expanded"))
    }
    let interval = parts["INTERVAL"].flatMap(Int.init) ?? 1
    guard (1...1000).contains(interval) else {
      return .failure(Unexpanded(reason: "RRULE INTERVAL out of range"))
    }
    var rule = Recurrence(
      frequency: frequency, interval: interval, count: parts["COUNT"].flatMap(Int.init),
      until: nil, byDay: [], byMonthDay: [])
    if let until = parts["UNTIL"] {
      guard let parsed = DateValue.parse(until, isDate: until.count == 8, zone: nil, floating: zone)
      else { return .failure(Unexpanded(reason: "RRULE UNTIL=\(until) is not a date")) }
      // A DATE UNTIL includes its whole day.
      rule.until = parsed.isDate ? parsed.date.addingTimeInterval(86_399) : parsed.date
    }
    for day in (parts["BYDAY"] ?? "").split(separator: ",") where !day.isEmpty {
      let text = String(day).uppercased()
      guard text.count >= 2, let weekday = weekdays[String(text.suffix(2))] else {
        return .failure(Unexpanded(reason: "RRULE BYDAY=\(day) is not a weekday"))
      }
      let prefix = String(text.dropLast(2))
      let ordinal = prefix.isEmpty ? nil : Int(prefix)
      if !prefix.isEmpty && (ordinal == nil || frequency != .monthly) {
        return .failure(Unexpanded(reason: "RRULE BYDAY=\(day) is not expanded"))
      }
      rule.byDay.append((ordinal, weekday))
    }
    for day in (parts["BYMONTHDAY"] ?? "").split(separator: ",") where !day.isEmpty {
      guard let number = Int(day), (1...31).contains(number) else {
        return .failure(Unexpanded(reason: "RRULE BYMONTHDAY=\(day) is not expanded"))
      }
      rule.byMonthDay.append(number)
    }
    return .success(rule)
  }

  /// The starts of the occurrences of an event that began at `start`, in `zone`, that begin
  /// before `end` (in order; the first is `start`), without those in `excluded`.
  func starts(from start: Date, before end: Date, zone: TimeZone, excluded: Set<Date>) -> [Date] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let time = calendar.dateComponents([.hour, .minute, .second], from: start)
    var found: [Date] = []
    var counted = 0
    func take(_ date: Date) -> Bool {
      // Counted whether excluded or not (COUNT counts the rule's dates, EXDATE removes some).
      if date < start { return true }
      if let until, date > until { return false }
      if let count, counted >= count { return false }
      counted += 1
      if date >= end { return false }
      if !excluded.contains(date) { found.append(date) }
      return found.count < Self.maxOccurrences
    }
    func at(_ day: Date) -> Date? {
      var parts = calendar.dateComponents([.year, .month, .day], from: day)
      parts.hour = time.hour
      parts.minute = time.minute
      parts.second = time.second
      return calendar.date(from: parts)
    }
    let firstDay = calendar.startOfDay(for: start)
    for step in 0..<Self.maxSteps {
      let offset = step * interval
      var candidates: [Date] = []
      switch frequency {
      case .daily:
        guard let day = calendar.date(byAdding: .day, value: offset, to: firstDay) else {
          return found
        }
        candidates = [day]
      case .weekly:
        guard let weekStart = calendar.dateInterval(of: .weekOfYear, for: firstDay)?.start,
          let week = calendar.date(byAdding: .weekOfYear, value: offset, to: weekStart)
        else { return found }
        let days =
          byDay.isEmpty ? [calendar.component(.weekday, from: start)] : byDay.map(\.weekday)
        candidates = (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: week) }
          .filter { days.contains(calendar.component(.weekday, from: $0)) }
      case .monthly:
        guard let monthStart = calendar.dateInterval(of: .month, for: firstDay)?.start,
          let month = calendar.date(byAdding: .month, value: offset, to: monthStart),
          let length = calendar.range(of: .day, in: .month, for: month)?.count
        else { return found }
        let all = (0..<length).compactMap { calendar.date(byAdding: .day, value: $0, to: month) }
        if !byDay.isEmpty {
          candidates = all.filter { day in
            let weekday = calendar.component(.weekday, from: day)
            let index = calendar.component(.day, from: day)
            return byDay.contains { rule in
              guard rule.weekday == weekday else { return false }
              guard let ordinal = rule.ordinal else { return true }
              return ordinal > 0
                ? (index - 1) / 7 + 1 == ordinal : (length - index) / 7 + 1 == -ordinal
            }
          }
        } else {
          let days = byMonthDay.isEmpty ? [calendar.component(.day, from: start)] : byMonthDay
          candidates = all.filter { days.contains(calendar.component(.day, from: $0)) }
        }
      case .yearly:
        guard let day = calendar.date(byAdding: .year, value: offset, to: firstDay) else {
          return found
        }
        // Feb 29 only in leap years: a shifted date on another day is no occurrence.
        candidates =
          calendar.component(.day, from: day) == calendar.component(.day, from: firstDay)
          ? [day] : []
      }
      for day in candidates.sorted() {
        guard let date = at(day) else { continue }
        if !take(date) { return found }
      }
      if let first = candidates.first, let date = at(first), date >= end { return found }
    }
    return found
  }
}
