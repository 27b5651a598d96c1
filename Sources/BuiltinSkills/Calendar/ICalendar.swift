import Foundation
import SkillKit

/// Reads and writes iCalendar (RFC 5545) files: VEVENTs with UID, DTSTAMP, DTSTART/DTEND (or
/// DURATION) as UTC, with TZID, floating or all-day DATE values; SUMMARY, LOCATION and
/// DESCRIPTION as escaped TEXT. What it does not understand (RRULE, ATTENDEE, X- properties,
/// VALARM blocks) is kept with the event and written back.
public enum ICalendar {
  /// What reading a file found.
  public struct Reading: Sendable {
    public var events: [CalendarEvent]
    /// One line per component left out, saying why (`line 40: VTODO is not an event`).
    public var skipped: [String]
  }

  /// The largest file read: 16 MiB; the most events: 100,000.
  public static let maxFileBytes = 16 << 20
  public static let maxEvents = 100_000

  public struct Failure: Error, Sendable, CustomStringConvertible {
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
    var reader = Reader(zone: zone, now: now)
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

  /// Walks the components of a file.
  private struct Reader {
    let zone: TimeZone
    let now: Date
    var events: [CalendarEvent] = []
    var skipped: [String] = []
    /// Offsets of VTIMEZONEs whose TZID is not an IANA name (Outlook's `W. Europe Standard
    /// Time`): their standard offset.
    var offsets: [String: Int] = [:]
    var wrZone: TimeZone?
    /// TZIDs already looked up (a lookup is costly; a file names a few zones many times).
    var zones: [String: TimeZone?] = [:]

    init(zone: TimeZone, now: Date) {
      self.zone = zone
      self.now = now
    }

    /// `lines` are the file's after its BEGIN:VCALENDAR.
    mutating func read(_ lines: [ICalendarLines.Line]) throws {
      var index = 0
      // Time zones first: events may name them before they are defined.
      offsets = Self.timeZoneOffsets(lines)
      while index < lines.count {
        let line = lines[index]
        if line.name == "END", line.value.uppercased() == "VCALENDAR" { return }
        if line.name == "X-WR-TIMEZONE" { wrZone = TimeZone(identifier: line.value) }
        if line.name == "BEGIN" {
          let end = try Self.end(of: index, in: lines)
          let kind = line.value.uppercased()
          if kind == "VEVENT" {
            guard events.count < ICalendar.maxEvents else {
              throw Failure(description: "more than \(ICalendar.maxEvents) events")
            }
            do {
              events.append(try event(Array(lines[(index + 1)..<end])))
            } catch let failure as Failure {
              skipped.append("line \(line.number): \(failure.description)")
            }
          } else if kind != "VTIMEZONE" {
            skipped.append("line \(line.number): \(kind) is not an event")
          }
          index = end + 1
          continue
        }
        index += 1
      }
      throw Failure(description: "the file ends without END:VCALENDAR")
    }

    /// The index of the END that closes the BEGIN at `start`.
    static func end(of start: Int, in lines: [ICalendarLines.Line]) throws -> Int {
      var depth = 0
      for index in start..<lines.count {
        if lines[index].name == "BEGIN" { depth += 1 }
        if lines[index].name == "END" {
          depth -= 1
          if depth == 0 {
            guard lines[index].value.uppercased() == lines[start].value.uppercased() else {
              throw Failure(
                description:
                  "line \(lines[index].number): END:\(lines[index].value) closes "
                  + "BEGIN:\(lines[start].value) of line \(lines[start].number)")
            }
            return index
          }
        }
        if depth > 20 { throw Failure(description: "components nested deeper than 20") }
      }
      throw Failure(
        description: "line \(lines[start].number): BEGIN:\(lines[start].value) is never closed")
    }

    static func timeZoneOffsets(_ lines: [ICalendarLines.Line]) -> [String: Int] {
      var offsets: [String: Int] = [:]
      var current: String?
      var inStandard = false
      for line in lines {
        switch (line.name, line.value.uppercased()) {
        case ("BEGIN", "VTIMEZONE"): current = nil
        case ("BEGIN", "STANDARD"): inStandard = true
        case ("END", "STANDARD"): inStandard = false
        case ("TZID", _): current = line.value
        case ("TZOFFSETTO", _) where inStandard:
          if let id = current, offsets[id] == nil, let seconds = DateValue.offset(line.value) {
            offsets[id] = seconds
          }
        default: break
        }
      }
      return offsets
    }

    mutating func event(_ lines: [ICalendarLines.Line]) throws -> CalendarEvent {
      var uid: String?
      var title = ""
      var start: DateValue.Parsed?
      var end: DateValue.Parsed?
      var duration: TimeInterval?
      var location: String?
      var notes: String?
      var extra: [String] = []
      var depth = 0
      for line in lines {
        if line.name == "BEGIN" { depth += 1 }
        defer { if line.name == "END" { depth -= 1 } }
        if depth > 0 || line.name == "END" {
          extra.append(line.raw)
          continue
        }
        switch line.name {
        case "UID": uid = line.value
        case "SUMMARY": title = ICalendarLines.unescape(line.value)
        case "LOCATION": location = ICalendarLines.unescape(line.value)
        case "DESCRIPTION": notes = ICalendarLines.unescape(line.value)
        case "DTSTAMP": break
        case "DTSTART": start = try parse(line)
        case "DTEND": end = try parse(line)
        case "DURATION":
          guard let seconds = DateValue.duration(line.value) else {
            throw Failure(description: "DURATION \(line.value) is not a duration")
          }
          duration = seconds
        default: extra.append(line.raw)
        }
      }
      guard let start else { throw Failure(description: "an event without DTSTART") }
      let finish: Date
      if let end {
        finish = end.date
      } else if let duration {
        finish = start.date.addingTimeInterval(duration)
      } else {
        finish = start.isDate ? start.date.addingTimeInterval(86_400) : start.date
      }
      guard finish >= start.date else {
        throw Failure(description: "the event \"\(title)\" ends before it starts")
      }
      let id =
        uid
        ?? "ask-"
        + FileFingerprint.of(Array("\(start.date.timeIntervalSince1970)|\(title)".utf8))
        .replacingOccurrences(of: ":", with: "-") + "@agentskillkit"
      return CalendarEvent(
        uid: id, title: title, start: start.date, end: finish, isAllDay: start.isDate,
        timeZone: start.zone, location: location, notes: notes, extra: extra, createdAt: now)
    }

    mutating func parse(_ line: ICalendarLines.Line) throws -> DateValue.Parsed {
      var zone: TimeZone?
      var zoneName: String?
      if let id = line.parameters["TZID"] {
        let cleaned = id.hasPrefix("/") ? String(id.dropFirst()) : id
        if zones[cleaned] == nil { zones[cleaned] = .some(TimeZone(identifier: cleaned)) }
        if let known = zones[cleaned] ?? nil {
          zone = known
          zoneName = known.identifier
        } else if let seconds = offsets[id], let fixed = TimeZone(secondsFromGMT: seconds) {
          zone = fixed
          zoneName = wrZone?.identifier
        } else if let wrZone {
          zone = wrZone
          zoneName = wrZone.identifier
        } else {
          throw Failure(description: "\(line.name) names the unknown time zone \(id)")
        }
      }
      guard
        let parsed = DateValue.parse(
          line.value, isDate: line.parameters["VALUE"]?.uppercased() == "DATE", zone: zone,
          floating: self.zone)
      else {
        throw Failure(description: "\(line.name) \(line.value) is not a date or date-time")
      }
      var result = parsed
      if result.zone == nil { result.zone = zoneName }
      return result
    }
  }
}
