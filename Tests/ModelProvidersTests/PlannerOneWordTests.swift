import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// The eighth round, on skills written for these tests: a Chinese word counts once in the
  /// ranking however many English words it has.
  struct PlannerOneWordTests {
    static let heater = PlannerValueWordsTests.skill(
      "heater.set", "Sets the fan heater's temperature and mode.",
      #"{"type":"object","properties":{"temperature":{"type":"integer","minimum":5,"maximum":35,"description":"Degrees"}},"required":["temperature"]}"#
    )

    /// `打开` is read, open, show, turn and switch in the glossary and the table: a file reader
    /// matched by three of them is no better for it than the skill the request names.
    @Test func aVerbsManySensesDoNotOutweighTheObject() throws {
      var skill = Self.heater
      skill.displayName = "暖风机"
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools =
        PlannerDeclaredCorpusTests.builtins()
        + (try PlannerDeclaredCorpusTests.declared("planner_declared_skills.json")) + [skill]
      let choice = planner.choice(for: PlannerConfidenceTests.request("打开暖风机", tools))
      #expect(choice.skillID == "heater.set")
      let file = planner.choice(for: PlannerConfidenceTests.request("打开 notes.txt", tools))
      #expect(file.skillID == "files.read")
    }
  }
}
