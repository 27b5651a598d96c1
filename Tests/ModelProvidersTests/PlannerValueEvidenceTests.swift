import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A typed value of the request points at the skills that take it — a token their pattern
  /// takes, a value of their format, a number in a unit they measure — even when no word of
  /// theirs is said; a plain word or number points nowhere.
  struct PlannerValueEvidenceTests {
    static let train = PlannerValueSpansTests.skill(
      "rail.status", "Shows whether a train is running late.",
      #"{"type":"object","properties":{"train":{"type":"string","pattern":"^[GDKTZ][0-9]{1,4}$"}},"required":["train"]}"#
    )
    static let whois = PlannerValueSpansTests.skill(
      "net.whois", "Tells who owns a network address.",
      #"{"type":"object","properties":{"address":{"type":"string","format":"ipv4"}},"required":["address"]}"#
    )
    static let symbol = PlannerValueSpansTests.skill(
      "market.quote", "Gets a share price.",
      #"{"type":"object","properties":{"ticker":{"type":"string","pattern":"^[A-Z]{1,5}$"}},"required":["ticker"]}"#
    )
    static let tools = [train, whois, symbol] + PlannerDeclaredCorpusTests.builtins()

    static func first(_ text: String, semantic: Bool = false) throws -> (String, JSONValue)? {
      var planner = OfflinePlanner()
      if semantic { planner.semantic = try EmbeddingFixture.index() }
      let request = ModelRequest(
        system: "", messages: [.user(text)], tools: tools, now: PlannerCorpusTests.now,
        timeZone: PlannerCorpusTests.zone)
      return try PlannerCorpusTests.calls(in: planner.respond(to: request)).first
    }

    @Test(arguments: [false, true])
    func aTokenItsPatternTakesPointsAtTheSkill(_ semantic: Bool) throws {
      // No word of the skill is said, in either language.
      for (text, train) in [("G1234 晚点了吗", "G1234"), ("is D301 late", "D301")] {
        let call = try #require(try Self.first(text, semantic: semantic), "\(text)")
        #expect(call.0 == "rail.status", "\(text)")
        #expect(call.1["train"] == .string(train))
      }
      let call = try #require(try Self.first("who has 203.0.113.7", semantic: semantic))
      #expect(call.0 == "net.whois")
      #expect(call.1["address"] == .string("203.0.113.7"))
    }

    @Test func aPlainWordOrNumberPointsNowhere() {
      let evidence = ValueEvidence(Self.tools)
      // `TSLA` would match the ticker pattern, `1234` nothing, `K7` is too short to tell from
      // `A4` or `v2`: none says which skill.
      #expect(evidence.bonuses(for: "take the K7", strong: 1).isEmpty)
      #expect(evidence.bonuses(for: "what about TSLA", strong: 1).isEmpty)
      #expect(evidence.bonuses(for: "add 1234 to it", strong: 1).isEmpty)
      // A version is no address; a file name no host.
      #expect(evidence.bonuses(for: "update to 1.2.3 in README.md", strong: 1).isEmpty)
      let pointed = evidence.bonuses(for: "K789 and 10.0.0.1", strong: 1)
      #expect(pointed.keys.map { Self.tools[$0].id }.sorted() == ["net.whois", "rail.status"])
    }

    @Test func atMostTheBudgetOfPatternsIsTried() {
      // 300 skills, each with a pattern of its own; the last ones are past the budget.
      let many = (0..<300).map { number in
        PlannerValueSpansTests.skill(
          "code\(number).lookup", "Code \(number).",
          #"{"type":"object","properties":{"code":{"type":"string","pattern":"^Q"#
            + String(number) + #"X[0-9]{2}$"}}}"#)
      }
      let evidence = ValueEvidence(many)
      #expect(
        evidence.bonuses(for: "Q7X12", strong: 1).keys.map { many[$0].id } == ["code7.lookup"])
      #expect(ValueEvidence.patternBudget < 299)
      #expect(evidence.bonuses(for: "Q299X12", strong: 1).isEmpty)
    }

    @Test func aValueManySkillsTakeIsShared() {
      let twins = (1...4).map {
        PlannerValueSpansTests.skill(
          "train\($0).status", "Train \($0).",
          #"{"type":"object","properties":{"train":{"type":"string","pattern":"^[GDKTZ][0-9]{1,4}$"}}}"#
        )
      }
      let bonuses = ValueEvidence(twins).bonuses(for: "G1234", strong: 1)
      #expect(bonuses.count == 4 && bonuses.values.allSatisfy { abs($0 - 0.25) < 1e-9 })
    }
  }
}
