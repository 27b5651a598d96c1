import AgentCore
import Foundation
import SkillKit

/// What the calendar skills share: the authorization, dates as shown, the JSON of an event.
enum CalendarText {
  static let authorization = "calendar"

  /// When `event` happens, as a person reads it in `language` (`en` or `zh`).
  static func when(_ event: CalendarEvent, in zone: TimeZone, language: String) -> String {
    if event.isAllDay {
      let last = event.end.addingTimeInterval(-1)
      let first = String(DateText.short(event.start, in: zone).prefix(10))
      let final = String(DateText.short(last, in: zone).prefix(10))
      let allDay = BuiltinAnswer.allDay.text(language)
      return first == final ? "\(first) \(allDay)" : "\(first) – \(final) \(allDay)"
    }
    let start = DateText.short(event.start, in: zone)
    let end = DateText.short(event.end, in: zone)
    let weekday = DateText.weekdaySuffix(event.start, in: zone, language: language)
    return start.prefix(10) == end.prefix(10)
      ? "\(start)–\(end.suffix(5))\(weekday)" : "\(start)\(weekday) – \(end)"
  }

  static func json(_ event: CalendarEvent, zone: TimeZone) -> JSONValue {
    [
      "id": .integer(event.id), "uid": .string(event.uid), "title": .string(event.title),
      "start": .string(ISODateTime.string(from: event.start, in: zone)),
      "end": .string(ISODateTime.string(from: event.end, in: zone)),
      "all_day": .bool(event.isAllDay), "location": event.location.map(JSONValue.string) ?? .null,
      "notes": event.notes.map(JSONValue.string) ?? .null,
    ]
  }

  static func day(_ date: Date, _ zone: TimeZone) -> Date {
    calendar(zone).startOfDay(for: date)
  }

  static func nextDay(_ date: Date, _ zone: TimeZone) -> Date {
    let calendar = calendar(zone)
    return calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date))
      ?? date.addingTimeInterval(86_400)
  }

  private static func calendar(_ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }
}
