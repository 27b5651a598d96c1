import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// What a skill's name and a request's names say, on skills written for this test: a name
  /// that is a doer (`Reader`) is also what it does (`read`), and a name said as one in the
  /// middle of a request (`any Coldplay concerts`) is the value of the one field left for it.
  struct PlannerNameWordsTests {
    static func declared(_ id: String, _ name: String, _ description: String, _ schema: String)
      -> SkillDescriptor
    {
      SkillDescriptor(
        id: id, displayName: name, description: description,
        schema: (try? JSONSchema.parse(JSONValue.parse(schema)).schema)
          ?? JSONSchema(type: .object))
    }

    static let reader = declared(
      "ebook.open", "Reader", "Opens an e-book, optionally at a page.",
      #"{"type":"object","properties":{"title":{"type":"string","description":"Book title"},"page":{"type":"integer","minimum":1,"description":"Page number"}},"required":["title"]}"#
    )
    static let tickets = declared(
      "gig.tickets", "Gig tickets", "Finds tickets for a band's gigs.",
      #"{"type":"object","properties":{"band":{"type":"string","description":"Band"},"max_price":{"type":"number","description":"Highest price"}},"required":["band"]}"#
    )

    @Test func aDoersNameIsWhatItDoes() throws {
      #expect(IntentIndex.agentNounVerbs("Reader") == ["read"])
      #expect(IntentIndex.agentNounVerbs("Meal planner") == ["plan"])
      #expect(IntentIndex.agentNounVerbs("Water heater") == ["heat"])
      #expect(IntentIndex.agentNounVerbs("Timer").isEmpty)
      #expect(IntentIndex.agentNounVerbs("热水器").isEmpty)
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools = PlannerDeclaredCorpusTests.builtins() + [Self.reader, Self.tickets]
      let choice = planner.choice(
        for: PlannerConfidenceTests.request(#"I want to read "The Hobbit""#, tools))
      #expect(choice.skillID == "ebook.open", "\(String(describing: choice))")
    }

    @Test(arguments: [
      ("any Coldplay tickets going?", "Coldplay"),
      ("tickets for Arctic Monkeys under 80", "Arctic Monkeys"),
      ("are there Foo Fighters tickets left", "Foo Fighters"),
    ])
    func aNameSaidAsOneIsTheValue(_ text: String, _ band: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.tickets)
      #expect(values["band"] == .string(band), "\(text): \(values)")
    }

    /// Two names apart, the first word of the request, `I`: no name is taken — the form asks.
    @Test(arguments: [
      "are Blur tickets dearer than Oasis tickets", "Tickets please, cheaper than 50",
      "I want tickets",
    ])
    func noNameOrTwoIsAsked(_ text: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.tickets)
      #expect(values["band"] == nil, "\(text): \(values)")
    }
  }
}
