import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// How sure the planner is of a choice, and what it does below the floor: a clear request is
  /// run; a request whose best candidate is a weak guess (`what's the weather like` with no
  /// weather skill: the clock's words are the closest) is not — the answer names the closest
  /// skills instead. The model's weights are fitted by scripts/fit-planner-confidence.py.
  struct PlannerConfidenceTests {
    static func request(_ text: String, _ tools: [SkillDescriptor]) -> ModelRequest {
      ModelRequest(
        system: "", messages: [.user(text)], tools: tools, now: PlannerCorpusTests.now,
        timeZone: PlannerCorpusTests.zone)
    }

    @Test func aClearRequestIsSureAndRuns() throws {
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools = PlannerDeclaredCorpusTests.builtins()
      let choice = planner.choice(for: Self.request("明天上午九点提醒我开会", tools))
      #expect(choice.skillID == "reminder.create")
      #expect(
        (choice.confidence?.probability ?? 0) > 0.9, "\(String(describing: choice.confidence))")
      #expect(choice.confidence?.features.count == PlannerConfidence.names.count)
    }

    @Test(arguments: ["what's the weather like", "what do I still have to do"])
    func aWeakGuessIsNotRunAndTheClosestAreNamed(_ text: String) throws {
      var planner = try PlannerDeclaredCorpusTests.words()
      let tools = PlannerDeclaredCorpusTests.builtins()
      let request = Self.request(text, tools)
      let choice = planner.choice(for: request)
      let probability = try #require(choice.confidence?.probability)
      #expect(probability < PlannerConfidence.floor, "\(text): \(probability)")
      let events = planner.respond(to: request)
      #expect(try PlannerCorpusTests.calls(in: events).isEmpty, "\(text)")
      let said = events.compactMap { event -> String? in
        if case .textDelta(let text) = event { return text }
        return nil
      }.joined()
      #expect(said.contains("(") && said.contains(")"), "the closest skills are named: \(said)")
      // The floor is what stops it: with none, the words' best guess runs.
      planner.confidenceFloor = 0
      #expect(try PlannerCorpusTests.calls(in: planner.respond(to: request)).count == 1)
    }

    /// One word of many that a skill shares is a weaker choice than the same word said with the
    /// skill's others: `book a flight to Tokyo` shares only `book` with the restaurant skill of
    /// held out 4's registry, and is not run; `book a table for 4 at Dishoom` is.
    @Test func aChoiceCoveringLittleOfTheRequestIsWeaker() throws {
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools =
        PlannerDeclaredCorpusTests.builtins()
        + (try PlannerDeclaredCorpusTests.declared("planner_holdout4_skills.json"))
      let flight = planner.choice(for: Self.request("book a flight to Tokyo", tools))
      let table = planner.choice(for: Self.request("book a table for 4 at Dishoom", tools))
      let covered = try #require(PlannerConfidence.names.firstIndex(of: "words covered"))
      let weak = try #require(flight.confidence)
      let sure = try #require(table.confidence)
      #expect(weak.features[covered] < sure.features[covered], "\(weak) \(sure)")
      #expect(weak.probability < PlannerConfidence.floor, "\(weak.probability)")
      #expect(table.skillID == "restaurant.book" && sure.probability >= PlannerConfidence.floor)
    }

    /// Hostile input gives a probability all the same: a megabyte of words, emoji, control
    /// characters.
    @Test func badInputGivesABoundedProbability() throws {
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools = PlannerDeclaredCorpusTests.builtins()
      for text in [
        String(repeating: "remind me to 提醒 todo 99 ", count: 40_000), "🙂🙂🙂",
        "\u{1B}[31m\u{7}\u{0}提醒", "",
      ] {
        let choice = planner.choice(for: Self.request(text, tools))
        if let probability = choice.confidence?.probability {
          #expect(probability >= 0 && probability <= 1 && probability.isFinite)
        }
      }
    }
  }
}
