import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// An enum value that is a phrase with a word of asking and doing in it (`take in`, `let
  /// out`): its words alone are any request's and say nothing about the skill, the whole phrase
  /// said — in any form of its verb (`taken in`) — points at the skill and fills the value.
  struct PlannerPhrasalValuesTests {
    static let seamstress = PlannerValueWordsTests.skill(
      "seamstress.book", "Books a seamstress.",
      #"{"type":"object","properties":{"garment":{"type":"string","description":"Garment"},"change":{"type":"string","enum":["take in","let out","shorten"],"description":"Change"}},"required":["change"]}"#
    )

    static func planned(_ text: String) throws -> [(String, JSONValue)] {
      try PlannerDeclaredCorpusTests.planned(text, besides: [Self.seamstress])
    }

    /// `take out the trash` shares `take` and `out` with the values `take in` and `let out`, and
    /// is a reminder still.
    @Test func aPhrasalValuesWordsAloneSayNothing() throws {
      let calls = try Self.planned("remind me to take out the trash tomorrow at 8am")
      #expect(calls.first?.0 == "reminder.create", "\(calls)")
      #expect(calls.first?.1["title"] == "take out the trash", "\(calls)")
    }

    /// `taken in` is the value `take in` said in the past: it fills the field and points at the
    /// skill, though no other word of the request is the skill's.
    @Test func aPhrasalValueSaidInAnotherFormPointsAtItsSkill() throws {
      let calls = try Self.planned("my dress needs to be taken in")
      #expect(calls.first?.0 == "seamstress.book", "\(calls)")
      #expect(calls.first?.1["change"] == "take in", "\(calls)")
    }
  }
}
