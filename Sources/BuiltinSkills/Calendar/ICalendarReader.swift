import AgentCore
import Foundation
import SkillKit

/// Walks the components of a file.
struct ICalendarReader {
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
            throw ICalendar.Failure(description: "more than \(ICalendar.maxEvents) events")
          }
          do {
            events.append(try event(Array(lines[(index + 1)..<end])))
          } catch let failure as ICalendar.Failure {
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
    throw ICalendar.Failure(description: "the file ends without END:VCALENDAR")
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
            throw ICalendar.Failure(
              description:
                "line \(lines[index].number): END:\(lines[index].value) closes "
                + "BEGIN:\(lines[start].value) of line \(lines[start].number)")
          }
          return index
        }
      }
      if depth > 20 { throw ICalendar.Failure(description: "components nested deeper than 20") }
    }
    throw ICalendar.Failure(
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
          throw ICalendar.Failure(description: "DURATION \(line.value) is not a duration")
        }
        duration = seconds
      default: extra.append(line.raw)
      }
    }
    guard let start else { throw ICalendar.Failure(description: "an event without DTSTART") }
    let finish: Date
    if let end {
      finish = end.date
    } else if let duration {
      finish = start.date.addingTimeInterval(duration)
    } else {
      finish = start.isDate ? start.date.addingTimeInterval(86_400) : start.date
    }
    guard finish >= start.date else {
      throw ICalendar.Failure(description: "the event \"\(title)\" ends before it starts")
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
        throw ICalendar.Failure(description: "\(line.name) names the unknown time zone \(id)")
      }
    }
    guard
      let parsed = DateValue.parse(
        line.value, isDate: line.parameters["VALUE"]?.uppercased() == "DATE", zone: zone,
        floating: self.zone)
    else {
      throw ICalendar.Failure(description: "\(line.name) \(line.value) is not a date or date-time")
    }
    var result = parsed
    if result.zone == nil { result.zone = zoneName }
    return result
  }
}
