import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A length said in years for a field of months, or in weeks for a field of days or nights,
  /// is converted (`half a year` → 6, `两个星期` → 14), on skills written for this test; a
  /// `month` field (a date's part) is not a count of months.
  struct PlannerCalendarLengthsTests {
    static let lease = PlannerValueWordsTests.skill(
      "flat.lease", "Leases a flat.",
      #"{"type":"object","properties":{"term":{"type":"integer","minimum":1,"maximum":60,"description":"Lease length in months"}},"required":["term"]}"#
    )
    static let sitter = PlannerValueWordsTests.skill(
      "plant.sitter", "Books someone to water the plants while away.",
      #"{"type":"object","properties":{"days":{"type":"integer","minimum":1,"maximum":90,"description":"How many days"}},"required":["days"]}"#
    )
    static let report = PlannerValueWordsTests.skill(
      "sales.report", "Shows a month's sales report.",
      #"{"type":"object","properties":{"month":{"type":"integer","minimum":1,"maximum":12,"description":"Month"}},"required":["month"]}"#
    )

    @Test func yearsFillAFieldOfMonths() throws {
      for (text, months) in [
        ("lease it for half a year", 6), ("a two year lease", 24),
        ("lease for a year and a half", 18), ("租一年半", 18), ("租两年", 24),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.lease)
        #expect(values["term"] == .integer(months), "\(text): \(values)")
      }
    }

    @Test func weeksFillAFieldOfDays() throws {
      for (text, days) in [
        ("water my plants for two weeks", 14), ("I'm away a week", 7), ("出差两个星期", 14),
        ("走三周", 21),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.sitter)
        #expect(values["days"] == .integer(days), "\(text): \(values)")
      }
      // `周三` is a day of the week, no length.
      let weekday = try PlannerValueWordsTests.values("周三走", for: Self.sitter)
      #expect(weekday["days"] == nil, "\(weekday)")
    }

    @Test func aMonthOfTheYearIsNoCountOfMonths() throws {
      let values = try PlannerValueWordsTests.values("sales for a year", for: Self.report)
      #expect(values["month"] != .integer(12), "\(values)")
    }
  }
}
