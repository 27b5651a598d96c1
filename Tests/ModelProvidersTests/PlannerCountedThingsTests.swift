import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A Chinese count and its measure word (`一套`, `两双`, `这件`) say how many or which, never
  /// what: a free-text value is the thing counted; and a request matched by nothing but a
  /// pronoun and a question word (`我的…为什么`) names no skill's thing — on skills written for
  /// these tests.
  struct PlannerCountedThingsTests {
    static let costume = PlannerValueWordsTests.skill(
      "costume.rent", "Rents a costume for a party.",
      #"{"type":"object","properties":{"costume":{"type":"string","description":"Costume"},"size":{"type":"string","enum":["small","medium","large"],"description":"Size"}},"required":["costume"]}"#
    )

    @Test(arguments: [
      ("租一套小号的恐龙服装", "恐龙", "small"),
      ("租两套大号的海盗服装", "海盗", "large"),
    ])
    func theThingCountedIsTheValue(_ text: String, _ costume: String, _ size: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.costume)
      #expect(values["costume"] == .string(costume), "\(text): \(values)")
      #expect(values["size"] == .string(size), "\(text): \(values)")
    }

    @Test(arguments: ["我的猫为什么总是打喷嚏", "我的狗为什么不吃饭"])
    func aPronounAndAQuestionNameNoSkill(_ text: String) throws {
      let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [Self.costume])
      #expect(calls.isEmpty, "\(text): \(calls.map(\.0))")
    }
  }
}
