import SkillKit
import Testing

@testable import ModelProviders

/// The planner's explanation of its choice reads as a sentence: one matched word matches, two
/// match.
struct PlannerTextTests {
  let skill = SkillDescriptor(id: "shell.run", displayName: "Run command", description: "Runs.")

  func why(_ terms: [String]) -> String {
    PlannerText(language: .english).why(
      skill,
      ranked: [
        SkillCandidate(
          skillID: "shell.run", displayName: "Run command", score: 2.5, matchedTerms: terms)
      ])
  }

  @Test func oneWordMatchesAndSeveralMatch() {
    #expect(why(["run"]).contains(#"because "run" matches its description and examples"#))
    let two = why(["run", "command"])
    #expect(
      two.contains(" match its description and examples") && !two.contains("matches"), "\(two)")
    #expect(!why([]).contains("because"))
  }
}
