import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A free-text field is labelled by the first word of its short description too: `message`
  /// described as "Note to the signer" takes `with the note x`, `text` described as "Card
  /// wording" takes `card says x`. A description that starts with a word of asking labels nothing.
  /// On skills written for this test.
  struct PlannerDescribedLabelTests {
    static let sign = PlannerValueWordsTests.skill(
      "contract.sign", "Sends a contract to be signed.",
      #"{"type":"object","properties":{"signer":{"type":"string","format":"email"},"message":{"type":"string","description":"Note to the signer"}},"required":["signer"]}"#
    )
    static let flowers = PlannerValueWordsTests.skill(
      "flowers.send", "Sends flowers to someone.",
      #"{"type":"object","properties":{"recipient":{"type":"string","description":"Who gets them"},"text":{"type":"string","description":"Card wording"}},"required":["recipient"]}"#
    )

    @Test func theDescriptionsFirstWordIsALabel() throws {
      let note = try PlannerValueWordsTests.values(
        "send it to ana@example.com with the note sign by Monday please", for: Self.sign)
      #expect(note["message"] == "sign by Monday please", "\(note)")
      let card = try PlannerValueWordsTests.values(
        "send flowers to Grandma, card says get well soon", for: Self.flowers)
      #expect(card["text"] == "get well soon", "\(card)")
    }

    @Test func onlyAShortDescriptionsNounLabels() throws {
      let wording = try #require(Self.flowers.inputFields.first { $0.name == "text" })
      #expect(SpanFiller.labels(of: wording).contains("card"))
      let recipient = try #require(Self.flowers.inputFields.first { $0.name == "recipient" })
      #expect(!SpanFiller.labels(of: recipient).contains("who"))
    }
  }
}
