import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A day said without a time (`on Saturday`) is no moment to start something: a booking's
  /// date-time is left for the form, not filled with a 09:00 nobody said. A deadline takes the
  /// day, as does the start of a skill that takes whole days (`all_day`), and a range of
  /// date-times takes the whole day. On skills written for this test.
  struct PlannerDayWithoutTimeTests {
    static let lane = PlannerValueWordsTests.skill(
      "lane.book", "Books a lane at the pool.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time","description":"Start time"}},"required":["when"]}"#
    )
    static let essay = PlannerValueWordsTests.skill(
      "essay.track", "Tracks an essay.",
      #"{"type":"object","properties":{"due":{"type":"string","format":"date-time","description":"Deadline"}},"required":["due"]}"#
    )
    static let trip = PlannerValueWordsTests.skill(
      "trip.plan", "Plans a day trip.",
      #"{"type":"object","properties":{"start":{"type":"string","format":"date-time"},"whole":{"type":"boolean","description":"An all-day trip"}},"required":["start"]}"#
    )
    static let log = PlannerValueWordsTests.skill(
      "log.show", "Shows the door log.",
      #"{"type":"object","properties":{"from":{"type":"string","format":"date-time"},"to":{"type":"string","format":"date-time"}},"required":[]}"#
    )

    @Test func aBookingAsksForTheHour() throws {
      let day = try PlannerValueWordsTests.values("book a lane on Saturday", for: Self.lane)
      #expect(day["when"] == nil, "\(day)")
      let hour = try PlannerValueWordsTests.values("book a lane on Saturday at 7pm", for: Self.lane)
      #expect(hour["when"] == "2026-12-05T19:00:00+08:00", "\(hour)")
    }

    @Test func aDeadlineOrAWholeDayTakesTheDay() throws {
      let due = try PlannerValueWordsTests.values("essay due Friday", for: Self.essay)
      #expect(due["due"] != nil, "\(due)")
      let trip = try PlannerValueWordsTests.values("plan a day trip on Sunday", for: Self.trip)
      #expect(trip["start"] != nil, "\(trip)")
    }

    @Test func aRangeTakesTheWholeDay() throws {
      let values = try PlannerValueWordsTests.values(
        "show the door log on Wednesday", for: Self.log)
      #expect(values["from"] == "2026-12-02T00:00:00+08:00", "\(values)")
      #expect(values["to"] == "2026-12-03T00:00:00+08:00", "\(values)")
    }
  }
}
