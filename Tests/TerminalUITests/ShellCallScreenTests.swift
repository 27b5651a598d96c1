import AgentBridge
import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import Markdown
import SkillKit
import Testing

@testable import TerminalUI

/// A shell call as the terminal UI shows it, in each language at 80 and 120 columns: the
/// request, why the planner picked the skill, the call, its result and the answer with the
/// command's output as a block that keeps its lines, and the call's card opened on the same
/// output.
struct ShellCallScreenTests {
  struct Words {
    let request, why, summary, answer, ending: String
  }

  static let words: [UserLanguage: Words] = [
    .english: Words(
      request: "run seq 101 104",
      why:
        "I picked Run command (shell.run) because \"run\" matches its description and examples "
        + "(score 2.50; runner-up files.grep 1.11).",
      summary: "exit code 0 · 4 lines", answer: "✓ Run command:", ending: "exit code 0"),
    .chinese: Words(
      request: "运行命令 seq 101 104",
      why: "我选择了「运行命令」（shell.run），因为请求中的「运行」与它的描述和示例最吻合（得分 2.50，次选 files.grep 1.11）。",
      summary: "退出码 0 · 4 行", answer: "✓ 运行命令：", ending: "退出码 0"),
  ]

  static func snapshot(_ language: UserLanguage) -> (UISnapshot, TUIState) {
    let words = words[language]!
    let shell = ShellRunSkill().descriptor
    let name = shell.displayName(in: language.rawValue)
    let content = words.ending + "\n101\n102\n103\n104"
    let (block, _) = FencedBlock.markdown(content, maxLines: 40)
    let event = GoldenScreenTests.event
    let use = ToolUse(
      id: "c1", skillID: "shell.run", displayName: name, input: ["command": "seq 101 104"])
    var card = ToolCard(use: use)
    card.status = .completed
    card.output = content
    card.summary = words.summary
    card.durationMs = 12
    let snapshot = UISnapshot(
      events: [
        event(1, .user(words.request)),
        event(
          2,
          .assistant(
            AssistantTurn(text: words.why, toolCalls: [], model: "offline", stopReason: .toolUse))),
        event(3, .toolCall(use)),
        event(
          4,
          .toolResult(
            ToolResultEvent(
              toolUseID: "c1", skillID: "shell.run", status: .success, content: content,
              data: ["exit_code": 0], summary: words.summary, durationMs: 12))),
        event(
          5,
          .assistant(
            AssistantTurn(
              text: words.answer + "\n\n" + block, toolCalls: [], model: "offline",
              stopReason: .endTurn))),
      ], cards: [card], stage: .completed(summary: ""), sessionTitle: words.request,
      language: language)
    var state = TUIState()
    state.expanded["c1"] = true
    return (snapshot, state)
  }

  static let screens: [(name: String, width: Int, language: UserLanguage)] = [
    ("shell-call-80", 80, .english), ("shell-call-80-zh", 80, .chinese),
    ("shell-call-120", 120, .english), ("shell-call-120-zh", 120, .chinese),
  ]

  @Test(arguments: screens.map(\.name))
  func theShellCallMatchesItsGolden(_ name: String) throws {
    let screen = try #require(Self.screens.first { $0.name == name })
    let (snapshot, state) = Self.snapshot(screen.language)
    let text = TUIView().render(snapshot, state: state, width: screen.width, height: 36).grid.text
    guard let golden = try GoldenScreenTests.compare(text, toGolden: name) else { return }
    // The output keeps its lines in the answer and in the card: four rows each.
    for line in ["101", "102", "103", "104"] {
      let rows = golden.split(separator: "\n").filter { $0.hasSuffix("│ \(line)") }
      #expect(rows.count == 2, "\(name): \(line) is not a line of its own in both: \(rows)")
    }
    if screen.language == .chinese {
      for fragment in GoldenScreenTests.allEnglishFragments {
        #expect(!GoldenScreenTests.containsWord(golden, fragment), "\(name): \"\(fragment)\"")
      }
      #expect(!golden.contains("Run command"), "\(name) names the built-in in English")
    } else {
      #expect(!golden.contains(where: TextTokenizer.isCJK), "\(name) shows Chinese")
    }
  }
}
