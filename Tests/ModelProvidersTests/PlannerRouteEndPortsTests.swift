import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// The ends of a route named `from` / `to` and described as a port, a pier or a stop
  /// ("Departure port") take the places said in their direction, on a skill written for this
  /// test; a description word is a whole word (`to` described as "Report recipient" is no port).
  struct PlannerRouteEndPortsTests {
    static let boat = PlannerValueWordsTests.skill(
      "boat.ticket", "Buys a boat ticket.",
      #"{"type":"object","properties":{"from":{"type":"string","description":"Departure pier"},"to":{"type":"string","description":"Arrival port"}},"required":["from","to"]}"#
    )
    static let report = PlannerValueWordsTests.skill(
      "report.share", "Shares the weekly report.",
      #"{"type":"object","properties":{"to":{"type":"string","description":"Report recipient"}},"required":[]}"#
    )

    @Test func aPortIsAnEndOfTheRoute() throws {
      let english = try PlannerValueWordsTests.values(
        "a boat ticket from Piraeus to Hydra", for: Self.boat)
      #expect(english["from"] == "Piraeus", "\(english)")
      #expect(english["to"] == "Hydra", "\(english)")
      let chinese = try PlannerValueWordsTests.values("买一张从蓬莱到长岛的船票", for: Self.boat)
      #expect(chinese["from"] == "蓬莱", "\(chinese)")
      #expect(chinese["to"] == "长岛", "\(chinese)")
    }

    @Test func aWordInsideAnotherIsNoPort() throws {
      let field = try #require(Self.report.inputFields.first { $0.name == "to" })
      #expect(!LeftoverWords.isPlace(field))
      let port = try #require(Self.boat.inputFields.first { $0.name == "to" })
      #expect(LeftoverWords.isPlace(port))
    }
  }
}
