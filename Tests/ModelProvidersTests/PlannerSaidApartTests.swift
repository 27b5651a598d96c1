import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A value of two English words said apart, in either order, close together (`the roof is
  /// leaking` → `leaking roof`), on a skill written for this test; words far apart name no value.
  struct PlannerSaidApartTests {
    static let repair = PlannerValueWordsTests.skill(
      "home.repair", "Sends someone to repair the house.",
      #"{"type":"object","properties":{"problem":{"type":"string","enum":["broken window","leaking roof","clogged drain"],"description":"Problem"}},"required":["problem"]}"#
    )

    @Test func twoWordsSaidApartNameTheirValue() throws {
      for (text, problem) in [
        ("the roof is leaking again", "leaking roof"),
        ("a window that is broken in the attic", "broken window"),
        ("both drains are clogged", "clogged drain"),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.repair)
        #expect(values["problem"] == .string(problem), "\(text): \(values)")
      }
    }

    @Test func wordsFarApartNameNothing() throws {
      let values = try PlannerValueWordsTests.values(
        "the window is fine but the door is broken", for: Self.repair)
      #expect(values["problem"] == nil, "\(values)")
    }
  }
}
