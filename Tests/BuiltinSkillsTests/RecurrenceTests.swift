import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import SkillKit
import Synchronization
import Testing

/// Repeating events are listed at every occurrence in the range.
struct RecurrenceTests {
  static let zone = TimeZone(identifier: "Europe/Berlin")!
  static func date(_ text: String) -> Date { ISODateTime.date(from: text)! }

  func listed(_ extra: [String], start: String, from: String, to: String) async throws -> [String] {
    let calendar = InMemoryCalendar()
    _ = try await calendar.addEvent(
      CalendarEvent(
        uid: "r", title: "Team", start: Self.date(start),
        end: Self.date(start).addingTimeInterval(1800), timeZone: "Europe/Berlin", extra: extra,
        createdAt: Date()))
    var context = SkillContext(
      toolUseID: "t", startedAt: Date(), timeZone: Self.zone, uptime: { .zero }, sink: { _ in })
    context.workspace = nil
    let result = try await CalendarListSkill(repository: calendar).execute(
      SkillInput(["from": .string(from), "to": .string(to)]), context: context)
    return result.data?.arrayValue?.compactMap { $0["start"]?.stringValue } ?? []
  }

  @Test func weeklyOnTwoDaysAcrossTheClockChangeWithAnExceptionAndACount() async throws {
    let starts = try await listed(
      [
        "RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=6",
        "EXDATE;TZID=Europe/Berlin:20261029T090000",
      ], start: "2026-10-19T09:00:00+02:00", from: "2026-10-01T00:00:00+02:00",
      to: "2026-12-31T00:00:00+01:00")
    // Mon 19, Thu 22, Mon 26 (after the change: still 09:00 local), Thu 29 excluded, Mon 2 Nov,
    // Thu 5 Nov — six dates counted, five listed.
    #expect(
      starts == [
        "2026-10-19T09:00:00+02:00", "2026-10-22T09:00:00+02:00", "2026-10-26T09:00:00+01:00",
        "2026-11-02T09:00:00+01:00", "2026-11-05T09:00:00+01:00",
      ], "\(starts)")
  }

  @Test func monthlyOnTheLastFridayUntilADateAndRulesNotExpanded() async throws {
    let starts = try await listed(
      ["RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270301"], start: "2026-10-30T09:00:00+01:00",
      from: "2026-11-01T00:00:00+01:00", to: "2027-06-01T00:00:00+02:00")
    #expect(
      starts == [
        "2026-11-27T09:00:00+01:00", "2026-12-25T09:00:00+01:00", "2027-01-29T09:00:00+01:00",
        "2027-02-26T09:00:00+01:00",
      ], "\(starts)")
    let daily = try await listed(
      ["RRULE:FREQ=DAILY;INTERVAL=2"], start: "2026-12-01T09:00:00+01:00",
      from: "2026-12-04T00:00:00+01:00", to: "2026-12-08T00:00:00+01:00")
    #expect(daily == ["2026-12-05T09:00:00+01:00", "2026-12-07T09:00:00+01:00"])
    // BYSETPOS is not expanded: the first occurrence alone, when it is in the range.
    let partial = try await listed(
      ["RRULE:FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1"], start: "2026-12-01T09:00:00+01:00",
      from: "2026-11-30T00:00:00+01:00", to: "2027-03-01T00:00:00+01:00")
    #expect(partial == ["2026-12-01T09:00:00+01:00"])
  }
}
