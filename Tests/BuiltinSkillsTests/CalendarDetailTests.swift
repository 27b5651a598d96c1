import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import SkillKit
import Synchronization
import Testing

/// The calendar's date arithmetic and the grep prefilter, where a mistake would be silent.
struct CalendarAndSearchDetailTests {
  @Test func aRepeatedHourIsItsFirstPassAndTheSecondIsWrittenInUTC() throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    // 2026-10-25 02:30 happens twice in Berlin: 00:30 UTC (CEST) and 01:30 UTC (CET).
    let first = Date(timeIntervalSince1970: 1_792_888_200)  // 2026-10-25T00:30:00Z
    let second = first.addingTimeInterval(3600)
    let event = CalendarEvent(
      uid: "dst", title: "t", start: second, end: second.addingTimeInterval(1800),
      timeZone: "Europe/Berlin", createdAt: first)
    let text = ICalendar.write([event], stamp: first)
    #expect(text.contains("DTSTART:20261025T013000Z"), "\(text)")
    let back = try ICalendar.read(text, zone: berlin, now: first).events
    #expect(back.first?.start == second)
    #expect(back.first?.end == second.addingTimeInterval(1800))
    // Written by another program as local time, the repeated hour is read as its first pass.
    let local = """
      BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;TZID=Europe/Berlin:20261025T023000\r
      DURATION:PT30M\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
      """
    #expect(try ICalendar.read(local, zone: berlin, now: first).events.first?.start == first)
    // A time the clocks skip (02:30 on 2026-03-29) takes the offset before the gap.
    let gap = """
      BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:y\r\nDTSTART;TZID=Europe/Berlin:20260329T023000\r
      END:VEVENT\r\nEND:VCALENDAR\r\n
      """
    #expect(
      try ICalendar.read(gap, zone: berlin, now: first).events.first?.start
        == Date(timeIntervalSince1970: 1_774_747_800))  // 2026-03-29T01:30:00Z
  }

  @Test func longLinesFoldAt75OctetsWithoutSplittingCharacters() throws {
    let title = String(repeating: "日程", count: 40) + ", a; b\\c\nd"
    let event = CalendarEvent(
      uid: "u", title: title, start: Date(timeIntervalSince1970: 0),
      end: Date(timeIntervalSince1970: 3600), createdAt: Date(timeIntervalSince1970: 0))
    let text = ICalendar.write([event], stamp: Date(timeIntervalSince1970: 0))
    for line in text.split(separator: "\r\n") { #expect(line.utf8.count <= 75) }
    #expect(
      text.contains(#", a\; b\\c\nd"#)
        || text.replacingOccurrences(of: "\r\n ", with: "").contains(#"\, a\; b\\c\nd"#))
    let back = try ICalendar.read(text, zone: .gmt, now: Date()).events
    #expect(back.first?.title == title)
  }
}
