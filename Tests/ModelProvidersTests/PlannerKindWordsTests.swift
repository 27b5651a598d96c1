import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A field for a kind of the skill's own thing (its scent, flavor, color) takes the word said
  /// right before that thing, in English or Chinese, on a skill written for this test; sizes,
  /// occasions and verbs are no kind. (The scent is optional here: a required name-like field
  /// left open takes the request's content span — ParameterFiller.soleNamedField — which this
  /// rule does not govern.)
  struct PlannerKindWordsTests {
    static let candle = PlannerValueWordsTests.skill(
      "candle.shop", "Pours a candle by hand.",
      #"{"type":"object","properties":{"scent":{"type":"string","description":"Scent"},"count":{"type":"integer","minimum":1,"maximum":20,"description":"How many"}},"required":["count"]}"#
    )

    @Test func theWordBeforeTheThingIsItsKind() throws {
      for (text, scent) in [
        ("pour me a lavender candle", "lavender"), ("two vanilla candles please", "vanilla"),
        ("做一个薰衣草蜡烛", "薰衣草"),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.candle)
        #expect(values["scent"] == .string(scent), "\(text): \(values)")
      }
    }

    static let voucher = PlannerValueWordsTests.skill(
      "voucher.buy", "Buys a gift voucher.",
      #"{"type":"object","properties":{"brand":{"type":"string","description":"Brand"},"amount":{"type":"number","minimum":5,"maximum":500,"description":"Amount"}},"required":["amount"]}"#
    )

    /// A brand or store is said before the thing too (`a $40 Nike gift voucher`, `宜家礼品卡`).
    @Test func theBrandBeforeTheThing() throws {
      let values = try PlannerValueWordsTests.values(
        "buy a $40 Nike gift voucher", for: Self.voucher)
      #expect(values["brand"] == "Nike", "\(values)")
      #expect(values["amount"] == .number(40), "\(values)")
    }

    static let ticket = PlannerValueWordsTests.skill(
      "support.ticket", "Opens a support ticket.",
      #"{"type":"object","properties":{"app":{"type":"string","description":"App name"},"problem":{"type":"string","description":"What went wrong"}},"required":["problem"]}"#
    )

    /// A business's or a product's name is said after `for` too (`a voucher for IKEA`, `a
    /// ticket for Photoshop`) — capitalised, and not a day or a person.
    @Test func theNameAfterFor() throws {
      let brand = try PlannerValueWordsTests.values("a $30 voucher for IKEA", for: Self.voucher)
      #expect(brand["brand"] == "IKEA", "\(brand)")
      let app = try PlannerValueWordsTests.values(
        "open a ticket for Adobe Photoshop: exports fail", for: Self.ticket)
      #expect(app["app"] == "Adobe Photoshop", "\(app)")
      for text in ["open a ticket for Friday: exports fail", "open a ticket for me: it fails"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.ticket)
        #expect(values["app"] == nil, "\(text): \(values)")
      }
      for text in ["a $30 voucher for Christmas", "a voucher for Mom's Birthday"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.voucher)
        #expect(values["brand"] == nil, "\(text): \(values)")
      }
    }

    static let requiredScent = PlannerValueWordsTests.skill(
      "candle.shop", "Pours a candle by hand.",
      #"{"type":"object","properties":{"scent":{"type":"string","description":"Scent"}},"required":["scent"]}"#
    )

    /// A required kind left open does not take a size or an occasion as the request's one
    /// name-like word either: the form asks.
    @Test func aRequiredKindTakesNoSize() throws {
      for text in ["pour a big candle", "a birthday candle"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.requiredScent)
        #expect(values["scent"] == nil, "\(text): \(values)")
      }
      let said = try PlannerValueWordsTests.values("a lavender candle", for: Self.requiredScent)
      #expect(said["scent"] == "lavender", "\(said)")
    }

    @Test func sizesOccasionsAndVerbsAreNoKind() throws {
      for text in ["pour a big candle", "a birthday candle", "pour candles", "做一个生日蜡烛"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.candle)
        #expect(values["scent"] == nil, "\(text): \(values)")
      }
    }
  }
}
