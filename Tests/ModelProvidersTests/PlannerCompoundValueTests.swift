import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// An enum value named by the first part of a Chinese compound the glossary reads whole
  /// (`流感疫苗`: influenza vaccine — `流感` is flu), on a skill written for this test.
  struct PlannerCompoundValueTests {
    static let shot = PlannerValueWordsTests.skill(
      "shot.book", "Books a vaccination.",
      #"{"type":"object","properties":{"vaccine":{"type":"string","enum":["flu","measles","rabies"]},"when":{"type":"string","format":"date-time"}},"required":["vaccine"]}"#
    )

    @Test func theCompoundsFirstPartNamesTheValue() throws {
      let values = try PlannerValueWordsTests.values("明天上午十点打流感疫苗", for: Self.shot)
      #expect(values["vaccine"] == "flu", "\(values)")
      let glossary = try GlossaryFixture.glossary()
      #expect(SpanFiller.headWord(of: "流感疫苗", glossary)?.contains("flu") == true)
    }
  }
}
