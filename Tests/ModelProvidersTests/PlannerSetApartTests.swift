import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// What a request sets apart after its command and a colon is the text itself, word for
  /// word — its `the`, `to` and `for` included — on a skill written for this test.
  struct PlannerSetApartTests {
    static let issue = PlannerValueWordsTests.skill(
      "issue.file", "Files an issue in the tracker.",
      #"{"type":"object","properties":{"summary":{"type":"string","description":"What went wrong"}},"required":["summary"]}"#
    )

    @Test(arguments: [
      ("file an issue: the build fails on Linux", "the build fails on Linux"),
      ("file an issue: to reproduce, open the app twice", "to reproduce, open the app twice"),
    ])
    func theTextAfterTheColonIsKeptWhole(_ text: String, _ summary: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.issue)
      #expect(values["summary"] == .string(summary), "\(text): \(values)")
    }
  }
}
