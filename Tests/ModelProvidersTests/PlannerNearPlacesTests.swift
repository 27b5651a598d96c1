import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A place field named for nearness (`near`, `around`, `area`) or labelled as a place in a
  /// few words that start with one (`Town or lake`), on skills written for this test: it takes
  /// the name after `near` / `around` (though it is optional, and takes no other leftover
  /// name) and a place the glossary knows (`苏州附近`); a request that names none leaves it.
  struct PlannerNearPlacesTests {
    static let picnic = PlannerValueWordsTests.skill(
      "picnic.spots", "Finds picnic spots.",
      #"{"type":"object","properties":{"near":{"type":"string","description":"Somewhere"},"shade":{"type":"boolean","description":"In the shade"}},"required":[]}"#
    )
    static let fishing = PlannerValueWordsTests.skill(
      "fishing.report", "Gets the latest fishing report.",
      #"{"type":"object","properties":{"water":{"type":"string","description":"Town or lake"}},"required":["water"]}"#
    )

    @Test func aNearFieldTakesTheNameAfterNearOrAround() throws {
      let near = try PlannerValueWordsTests.values(
        "shady picnic spots near Golden Gate Park", for: Self.picnic)
      #expect(near["near"] == "Golden Gate Park", "\(near)")
      let around = try PlannerValueWordsTests.values(
        "good picnic places around Lake Geneva", for: Self.picnic)
      #expect(around["near"] == "Lake Geneva", "\(around)")
      let chinese = try PlannerValueWordsTests.values("苏州附近有什么野餐的地方", for: Self.picnic)
      #expect(chinese["near"] == "苏州", "\(chinese)")
      let none = try PlannerValueWordsTests.values("where can I have a picnic", for: Self.picnic)
      #expect(none["near"] == nil, "\(none)")
    }

    @Test func aFieldLabelledAsAPlaceIsOne() throws {
      let lake = try PlannerValueWordsTests.values(
        "how are the fish biting around Lake Tahoe", for: Self.fishing)
      #expect(lake["water"] == "Lake Tahoe", "\(lake)")
      let field = try #require(Self.fishing.inputFields.first)
      #expect(LeftoverWords.isPlace(field))
    }

    /// A label that only mentions a place is none (`The text to put in its place`).
    @Test func aLabelThatOnlyMentionsAPlaceIsNone() throws {
      let swap = PlannerValueWordsTests.skill(
        "text.swap", "Swaps text.",
        #"{"type":"object","properties":{"with":{"type":"string","description":"The text to put in its place"}},"required":["with"]}"#
      )
      let field = try #require(swap.inputFields.first)
      #expect(!LeftoverWords.isPlace(field))
    }
  }
}
