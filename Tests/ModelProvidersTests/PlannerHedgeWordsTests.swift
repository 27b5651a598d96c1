import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A Chinese hedge (`一点`, `有点`: a bit) says neither which skill is meant nor a value, and
  /// a measure word after a demonstrative or a count is no part of the thing (`这条裤子`,
  /// `两双袜子`), on skills written for this test.
  struct PlannerHedgeWordsTests {
    static let volume = PlannerValueWordsTests.skill(
      "speaker.volume", "Turns the speaker's volume up or down.",
      #"{"type":"object","properties":{"direction":{"type":"string","enum":["up","down"],"description":"Up or down"}}}"#
    )
    static let hem = PlannerValueWordsTests.skill(
      "clothes.alter", "Alters clothes at the tailor's.",
      #"{"type":"object","properties":{"garment":{"type":"string","description":"Item of clothing"}},"required":["garment"]}"#
    )
    static let bought = PlannerValueWordsTests.skill(
      "purchase.log", "Logs something you bought.",
      #"{"type":"object","properties":{"thing":{"type":"string","description":"What you bought"}},"required":["thing"]}"#
    )

    /// `调小一点`'s `一点` is no `十一点` of the calendar's examples.
    @Test(arguments: ["音量调小一点", "声音有点大，调小一点"])
    func aHedgeMatchesNoSkill(_ text: String) throws {
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools = PlannerDeclaredCorpusTests.builtins() + [Self.volume]
      let request = PlannerConfidenceTests.request(text, tools)
      let filler = planner.filler(for: request)
      let index = planner.indexes.index(for: tools, filler: filler)
      let chosen = planner.choose(text, index: index, filler: filler, tools: tools)
      let matched = chosen.ranked.flatMap(\.matchedTerms)
      #expect(!matched.contains { $0.contains("点") }, "\(text): \(chosen.ranked)")
      #expect(chosen.skill?.id != "calendar.create_event", "\(text)")
    }

    @Test func aHedgeAndAMeasureWordAreNoPartOfTheThing() throws {
      let trousers = try PlannerValueWordsTests.values("这条裤子改短一点", for: Self.hem)
      #expect(trousers["garment"] == "裤子", "\(trousers)")
      let coat = try PlannerValueWordsTests.values("那件大衣有点大，改小一点", for: Self.hem)
      #expect(coat["garment"] == "大衣", "\(coat)")
      let socks = try PlannerValueWordsTests.values("今天买了两双袜子", for: Self.bought)
      #expect(socks["thing"] == "袜子", "\(socks)")
    }
  }
}
