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

    static let phone = PlannerValueWordsTests.skill(
      "phone.fix", "Books a phone repair.",
      #"{"type":"object","properties":{"problem":{"type":"string","enum":["broken screen","dead battery","water damage"],"description":"Problem"}},"required":["problem"]}"#
    )

    /// A two-word value each of whose words a Chinese word of its own says (屏幕: screen,
    /// 碎: broken), in either order.
    @Test func aValueSaidByTwoChineseWords() throws {
      for text in ["屏幕碎了，修一下手机", "修手机，碎了屏幕"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.phone)
        #expect(values["problem"] == "broken screen", "\(text): \(values)")
      }
    }

    static let sofa = PlannerValueWordsTests.skill(
      "sofa.deliver", "Delivers a sofa.",
      #"{"type":"object","properties":{"address":{"type":"string","description":"Delivery address"},"when":{"type":"string","format":"date-time","description":"Delivery time"}},"required":["address"]}"#
    )

    /// A street address is a number and the capitalised street after it, read before the
    /// dates (the 7 of `at 7 Rue Bonaparte` is no time); a time or a day is no street.
    @Test func aStreetAddressIsSetApartFromTheTime() throws {
      let baker = try PlannerValueWordsTests.values(
        "deliver the sofa to 221B Baker Street tomorrow at 3pm", for: Self.sofa)
      #expect(baker["address"] == "221B Baker Street", "\(baker)")
      #expect(baker["when"] == "2026-12-01T15:00:00+08:00", "\(baker)")
      let paris = try PlannerValueWordsTests.values(
        "the sofa goes at 7 Rue Bonaparte on Friday at 10am", for: Self.sofa)
      #expect(paris["address"] == "7 Rue Bonaparte", "\(paris)")
      #expect(paris["when"] == "2026-12-04T10:00:00+08:00", "\(paris)")
      for text in ["deliver the sofa at 9 PM", "deliver the sofa at 10 Sunday morning"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.sofa)
        #expect(values["address"] == nil, "\(text): \(values)")
      }
    }
  }
}
