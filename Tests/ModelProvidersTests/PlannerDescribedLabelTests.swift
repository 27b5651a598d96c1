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

    static let pay = PlannerValueWordsTests.skill(
      "money.send", "Sends money to a friend.",
      #"{"type":"object","properties":{"friend":{"type":"string","description":"Who gets it"},"amount":{"type":"number"},"memo":{"type":"string","description":"Payment reference"}},"required":["friend","amount"]}"#
    )

    /// The second of two words is the noun (`Payment reference`: `with reference x`), and a
    /// Chinese label that starts a clause takes the text right after it (`，备注x`).
    @Test func theNounOfTwoWordsAndAChineseLabelWithNoMark() throws {
      let english = try PlannerValueWordsTests.values(
        "send 20 to Ana with reference lunch money", for: Self.pay)
      #expect(english["memo"] == "lunch money", "\(english)")
      let chinese = try PlannerValueWordsTests.values("给小李转200元，备注水电费", for: Self.pay)
      #expect(chinese["memo"] == "水电费", "\(chinese)")
    }

    /// The Chinese of a description's noun labels too (`reference`: 附言).
    @Test func theDescriptionsNounInChinese() throws {
      let skill = PlannerValueWordsTests.skill(
        "gift.pay", "Sends money as a gift.",
        #"{"type":"object","properties":{"to":{"type":"string","description":"Who gets it"},"details":{"type":"string","description":"Payment reference"}},"required":["to"]}"#
      )
      let values = try PlannerValueWordsTests.values("给小李转200元，附言生日快乐", for: skill)
      #expect(values["details"] == "生日快乐", "\(values)")
    }

    /// A description that asks (`Whose birthday`) labels nothing with either word.
    @Test func anAskingDescriptionIsNoLabel() throws {
      let skill = PlannerValueWordsTests.skill(
        "bday.save", "Saves a birthday.",
        #"{"type":"object","properties":{"name":{"type":"string","description":"Whose birthday"}},"required":["name"]}"#
      )
      let field = try #require(skill.inputFields.first)
      #expect(
        SpanFiller.labels(of: field)
          == SpanFiller.labels(of: field).filter { $0 != "birthday" && $0 != "whose" })
    }

    @Test func onlyAShortDescriptionsNounLabels() throws {
      let wording = try #require(Self.flowers.inputFields.first { $0.name == "text" })
      #expect(SpanFiller.labels(of: wording).contains("card"))
      let recipient = try #require(Self.flowers.inputFields.first { $0.name == "recipient" })
      #expect(!SpanFiller.labels(of: recipient).contains("who"))
    }
  }
}
