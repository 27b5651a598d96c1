import AgentCore
import Foundation
import SkillKit
import Testing

/// Date-times as people read them: in their zone and language, relative where a word says
/// the day, with the weekday; the year only when it is not this one.
struct PeopleTimeTests {
  static let shanghai = TimeZone(identifier: "Asia/Shanghai")!
  /// Thursday 2026-12-03 22:30 in Shanghai (14:30 UTC).
  static let now = ISODateTime.date(from: "2026-12-03T22:30:00+08:00")!

  @Test(arguments: [
    ("2026-12-03T09:00:00+08:00", "today 09:00", "今天 09:00"),
    ("2026-12-04T01:00:00Z", "tomorrow 09:00 (Fri)", "明天 09:00（周五）"),
    ("2026-12-02T23:59:00+08:00", "yesterday 23:59 (Wed)", "昨天 23:59（周三）"),
    ("2026-12-05T08:00:00+08:00", "Sat, Dec 5 08:00", "后天 08:00（周六）"),
    ("2026-12-01T10:00:00+08:00", "Tue, Dec 1 10:00", "前天 10:00（周二）"),
    ("2026-12-10T18:15:00+08:00", "Thu, Dec 10 18:15", "12月10日（周四）18:15"),
    ("2027-01-05T09:00:00+08:00", "Tue, Jan 5, 2027 09:00", "2027年1月5日（周二）09:00"),
  ])
  func aDateTimeIsSaidForPeople(_ wire: String, _ english: String, _ chinese: String) {
    #expect(
      PeopleTime.value(wire, now: Self.now, zone: Self.shanghai, language: .english) == english)
    #expect(
      PeopleTime.value(wire, now: Self.now, zone: Self.shanghai, language: .chinese) == chinese)
  }

  /// The day is the person's: 01:00 UTC on the 4th is still the 3rd in New York.
  @Test func theDayIsInThePersonsZone() {
    let newYork = TimeZone(identifier: "America/New_York")!
    let now = ISODateTime.date(from: "2026-12-03T12:00:00-05:00")!
    #expect(
      PeopleTime.value("2026-12-04T01:00:00Z", now: now, zone: newYork, language: .english)
        == "today 20:00")
  }

  /// What is not a date-time with an offset is shown as it is.
  @Test(arguments: ["tomorrow 9am", "2026-12-04T09:00:00", "", "2026-13-40T99:00:00Z"])
  func anythingElseIsShownAsItIs(_ text: String) {
    #expect(PeopleTime.value(text, now: Self.now, zone: Self.shanghai, language: .english) == text)
  }

  /// A stored text says the date, never a relative word that would be wrong tomorrow.
  @Test func theAbsoluteFormHasNoRelativeWord() {
    let tomorrow = ISODateTime.date(from: "2026-12-04T09:00:00+08:00")!
    #expect(
      PeopleTime.absolute(tomorrow, zone: Self.shanghai, language: .english)
        == "Fri, Dec 4, 2026 09:00")
    #expect(
      PeopleTime.absolute(tomorrow, zone: Self.shanghai, language: .chinese, now: Self.now)
        == "12月4日（周五）09:00")
  }
}
