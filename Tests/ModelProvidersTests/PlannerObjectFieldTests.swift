import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// An optional field described as what the skill's own verb acts on (`What to lend` of
  /// "Lends something to a friend") takes the request's thing once every required value is
  /// given, on a skill written for this test; another optional field takes nothing.
  struct PlannerObjectFieldTests {
    static let lend = PlannerValueWordsTests.skill(
      "item.lend", "Lends something to a friend.",
      #"{"type":"object","properties":{"friend":{"type":"string","description":"Who borrows it"},"thing":{"type":"string","description":"What to lend"},"remark":{"type":"string","description":"What it is for"}},"required":["friend"]}"#
    )

    @Test func theObjectOfTheSkillsVerbFillsItsField() throws {
      let tent = try PlannerValueWordsTests.values("lend the tent to Sam", for: Self.lend)
      #expect(tent["friend"] == "Sam", "\(tent)")
      #expect(tent["thing"] == "tent", "\(tent)")
      #expect(tent["remark"] == nil, "\(tent)")
      let drill = try PlannerValueWordsTests.values("lend my drill to Priya", for: Self.lend)
      #expect(drill["thing"] == "drill", "\(drill)")
    }

    /// A field that says `what` but not the skill's verb is none (`What it is for`).
    @Test func otherFieldsTakeNothing() throws {
      let field = try #require(Self.lend.inputFields.first { $0.name == "remark" })
      #expect(!ParameterFiller.namesTheObject(field, of: Self.lend))
      let thing = try #require(Self.lend.inputFields.first { $0.name == "thing" })
      #expect(ParameterFiller.namesTheObject(thing, of: Self.lend))
    }
  }
}
