import AgentCore
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

  /// A result of many lines is a fenced block of its first 40 lines and a count of the rest;
  /// one line stays in the sentence.
  @Test func outputIsABlockFoldedAfterFortyLines() {
    let text = PlannerText(language: .english)
    let long = (1...45).map { "line \($0)" }.joined(separator: "\n")
    let said = text.outcome(
      name: "Run command", skillID: "shell.run",
      result: ToolResultBlock(toolUseID: "t", status: .success, content: long))
    #expect(said.hasPrefix("✓ Run command:\n\n```\nline 1\nline 2\n"), "\(said)")
    #expect(said.contains("line 40\n```\n\n… 5 more lines"), "\(said)")
    #expect(!said.contains("line 41"))
    let short = text.outcome(
      name: "Run command", skillID: "shell.run",
      result: ToolResultBlock(toolUseID: "t", status: .success, content: "ok"))
    #expect(short == "✓ Run command: ok")
    // A fence inside the output cannot close the block.
    let fenced = text.outcome(
      name: "Read file", skillID: "files.read",
      result: ToolResultBlock(toolUseID: "t", status: .success, content: "a\n```\nb"))
    #expect(fenced.contains("````\na\n```\nb\n````"), "\(fenced)")
  }
}
