import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// No part of an e-mail address is a path: `bob@corp.io` is who signs, not the file
  /// `corp.io`; `bob.smith@example.org` is no file `bob.smith`. On a skill written for this test.
  struct PlannerMailNotPathTests {
    static let share = PlannerValueWordsTests.skill(
      "doc.share", "Shares a document with someone.",
      #"{"type":"object","properties":{"file":{"type":"string","format":"path","description":"Document"},"email":{"type":"string","format":"email","description":"Who gets it"}},"required":["file","email"]}"#
    )

    @Test func theAddressBeforeTheFileIsNoPath() throws {
      let values = try PlannerValueWordsTests.values(
        "get bob@corp.io to read plan.pdf", for: Self.share)
      #expect(values["file"] == "plan.pdf", "\(values)")
      #expect(values["email"] == "bob@corp.io", "\(values)")
    }

    static let invite = PlannerValueWordsTests.skill(
      "party.evite", "Sends an invitation.",
      #"{"type":"object","properties":{"recipient":{"type":"string","format":"email","description":"Recipient"},"phone":{"type":"string","pattern":"^[0-9+ -]{6,20}$","description":"Guest's phone"},"guest":{"type":"string","description":"Guest"}},"required":["recipient"]}"#
    )

    /// A field named for a person but typed as an address or a number takes no name.
    @Test func aNameIsNoAddress() throws {
      let values = try PlannerValueWordsTests.values("send Maria an invitation", for: Self.invite)
      #expect(values["recipient"] == nil, "\(values)")
      #expect(values["phone"] == nil, "\(values)")
      #expect(values["guest"] == "Maria", "\(values)")
    }

    @Test func aDottedNameBeforeTheAtIsNoPath() throws {
      let values = try PlannerValueWordsTests.values(
        "share with bob.smith@example.org", for: Self.share)
      #expect(values["file"] == nil, "\(values)")
      #expect(values["email"] == "bob.smith@example.org", "\(values)")
    }
  }
}
