import AgentCore
import Foundation
import SkillKit

/// Reads and writes iCalendar (RFC 5545) files: VEVENTs with UID, DTSTAMP, DTSTART/DTEND (or
/// DURATION) as UTC, with TZID, floating or all-day DATE values; SUMMARY, LOCATION and
/// DESCRIPTION as escaped TEXT. What it does not understand (RRULE, ATTENDEE, X- properties,
/// VALARM blocks) is kept with the event and written back.
public enum ICalendar {
  /// What reading a file found.
  public struct Reading: Sendable {
    /// The events read.
    public var events: [CalendarEvent]
    /// One line per component left out, saying why (`line 40: VTODO is not an event`).
    public var skipped: [String]
  }

  /// The largest file read: 16 MiB; the most events: 100,000.
  public static let maxFileBytes = 16 << 20
  /// The most events one file may hold.
  public static let maxEvents = 100_000

  /// Why a calendar file cannot be read: the line and what is wrong with it.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What is wrong with the file, with its line.
    public var description: String
  }

  /// The events of `text`; `zone` is used for floating times.
  public static func read(_ text: String, zone: TimeZone, now: Date) throws -> Reading {
    let lines: [ICalendarLines.Line]
    do {
      let unfolded = try ICalendarLines.unfold(text)
      // A byte-order mark is tolerated; anything else first is not iCalendar.
      let first = unfolded.first?.text.trimmingCharacters(
        in: CharacterSet(charactersIn: "\u{FEFF}"))
      guard first?.uppercased() == "BEGIN:VCALENDAR" else {
        throw Failure(
          description: "not an iCalendar file: it does not start with BEGIN:VCALENDAR")
      }
      lines = try unfolded.dropFirst().map { try ICalendarLines.parse($0.text, number: $0.number) }
    } catch let failure as ICalendarLines.Failure {
      throw Failure(description: "not a valid iCalendar file: \(failure)")
    }
    var reader = ICalendarReader(zone: zone, now: now)
    try reader.read(lines)
    return Reading(events: reader.events, skipped: reader.skipped)
  }

  /// A whole VCALENDAR with `events`, CRLF line ends, folded at 75 octets.
  public static func write(_ events: [CalendarEvent], stamp: Date) -> String {
    var out = ""
    func emit(_ line: String) { out += ICalendarLines.fold(line) }
    emit("BEGIN:VCALENDAR")
    emit("VERSION:2.0")
    emit("PRODID:-//AgentSkillKit//ask//EN")
    emit("CALSCALE:GREGORIAN")
    let zones = Set(events.compactMap { $0.isAllDay ? nil : $0.timeZone }).sorted()
    let starts = events.map(\.start)
    let ends = events.map(\.end)
    for zone in zones {
      for line in TimeZoneBlock.lines(
        zone, from: starts.min() ?? stamp, to: ends.max() ?? stamp)
      {
        emit(line)
      }
    }
    for event in events {
      emit("BEGIN:VEVENT")
      emit("UID:" + event.uid)
      emit("DTSTAMP:" + DateValue.utc(stamp))
      if event.isAllDay {
        let zone = event.timeZone.flatMap(TimeZone.init(identifier:)) ?? .gmt
        emit("DTSTART;VALUE=DATE:" + DateValue.day(event.start, zone))
        emit("DTEND;VALUE=DATE:" + DateValue.day(event.end, zone))
      } else if let id = event.timeZone, let zone = TimeZone(identifier: id) {
        // The second pass through a repeated hour cannot be said in local time: UTC then.
        for (name, date) in [("DTSTART", event.start), ("DTEND", event.end)] {
          emit(
            DateValue.survivesLocal(date, zone)
              ? "\(name);TZID=\(id):" + DateValue.local(date, zone)
              : "\(name):" + DateValue.utc(date))
        }
      } else {
        emit("DTSTART:" + DateValue.utc(event.start))
        emit("DTEND:" + DateValue.utc(event.end))
      }
      emit("SUMMARY:" + ICalendarLines.escape(event.title))
      if let location = event.location { emit("LOCATION:" + ICalendarLines.escape(location)) }
      if let notes = event.notes { emit("DESCRIPTION:" + ICalendarLines.escape(notes)) }
      for line in event.extra { emit(line) }
      emit("END:VEVENT")
    }
    emit("END:VCALENDAR")
    return out
  }
}
