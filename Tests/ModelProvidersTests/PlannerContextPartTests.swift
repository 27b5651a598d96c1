import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A part of a request that says what the next part is about (`净水器滤芯快用完了，再买两个`)
  /// picks the same skill and gives it nothing: it is no request of its own, and the two are
  /// planned as one. Two parts that each give values, or that both give none, stay two calls.
  struct PlannerContextPartTests {
    static let filters = PlannerValueWordsTests.skill(
      "filter.order", "Orders water filter cartridges.",
      #"{"type":"object","properties":{"cartridges":{"type":"integer","minimum":1,"maximum":6,"description":"Number of cartridges"}},"required":["cartridges"]}"#
    )

    static func planned(_ text: String) throws -> [(String, JSONValue)] {
      try PlannerDeclaredCorpusTests.planned(text, besides: [Self.filters])
    }

    @Test func aPartThatSaysWhatTheNextIsAboutIsNoRequest() throws {
      let calls = try Self.planned("the water filter cartridges are almost gone; order 2 more")
      #expect(calls.map(\.0) == ["filter.order"], "\(calls)")
      #expect(calls.first?.1["cartridges"] == 2, "\(calls)")
    }

    @Test func twoPartsThatEachGiveValuesAreTwoCalls() throws {
      let calls = try Self.planned(
        "remind me to call Anna at 5pm, then remind me to call Ben at 6pm")
      #expect(calls.map(\.0) == ["reminder.create", "reminder.create"], "\(calls)")
      #expect(calls.last?.1["title"] == "call Ben", "\(calls)")
    }

    /// Nor is a part merged into a next one that gives nothing either: a request said twice is
    /// asked twice.
    @Test func twoPartsThatGiveNothingAreTwoCalls() throws {
      let calls = try Self.planned(
        "order water filter cartridges, then order water filter cartridges again")
      #expect(calls.map(\.0) == ["filter.order", "filter.order"], "\(calls)")
    }
  }
}
