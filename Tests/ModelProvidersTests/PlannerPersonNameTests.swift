import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A field for a person's name, on a skill written for this test: described as someone's
  /// name (`Kid's name`), it takes the name alone — not its possessive, not the verb after it,
  /// not what the person owns.
  struct PlannerPersonNameTests {
    static let allowance = PlannerValueWordsTests.skill(
      "allowance.set", "Sets a weekly pocket money allowance.",
      #"{"type":"object","properties":{"kid":{"type":"string","description":"Kid's name"},"amount":{"type":"number","description":"Amount per week"}},"required":["kid","amount"]}"#
    )

    @Test func aPersonsNameIsTheNameAlone() throws {
      let owner = try PlannerValueWordsTests.values(
        "set Noah's allowance to 10 dollars", for: Self.allowance)
      #expect(owner["kid"] == "Noah", "\(owner)")
      let subject = try PlannerValueWordsTests.values(
        "Ava gets 5 dollars a week", for: Self.allowance)
      #expect(subject["kid"] == "Ava", "\(subject)")
      #expect(subject["amount"] == 5.0, "\(subject)")
      let chinese = try PlannerValueWordsTests.values(
        "给小红的零花钱每周 20 元", for: Self.allowance)
      #expect(chinese["kid"] == "小红", "\(chinese)")
      // A sentence's first word is still no name when no verb of its own follows it.
      let verb = try PlannerValueWordsTests.values("Give 5 dollars", for: Self.allowance)
      #expect(verb["kid"] == nil, "\(verb)")
      let fields = Dictionary(
        uniqueKeysWithValues: Self.allowance.inputFields.map { ($0.name, $0) })
      #expect(SpanFiller.isPerson(try #require(fields["kid"])))
      #expect(!SpanFiller.isPerson(try #require(fields["amount"])))
    }
  }
}
