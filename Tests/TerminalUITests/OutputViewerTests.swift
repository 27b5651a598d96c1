import AgentBridge
import AgentCore
import Foundation
import SkillKit
import Testing

@testable import TerminalUI

/// Long output is folded with a count and expandable: an open card shows 12 lines and how many
/// more; Enter on it shows the whole output full screen, scrolled by the keys, Esc closes it.
struct OutputViewerTests {
  static let values = FieldValueParser(
    dates: DateExpressionParser(now: Date(timeIntervalSince1970: 0), timeZone: .gmt))

  static func snapshot() -> UISnapshot {
    var card = ToolCard(
      use: ToolUse(
        id: "c1", skillID: "shell.run", displayName: "Run command", input: ["command": "seq 100"]))
    card.status = .completed
    card.output = (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n"
    card.summary = "exit code 0 · 100 lines"
    return UISnapshot(cards: [card], stage: .completed(summary: ""))
  }

  static func screen(_ state: TUIState) -> String {
    TUIView().render(snapshot(), state: state, width: 60, height: 30).grid.text
  }

  @Test func aFoldedOutputOpensWholeAndScrolls() {
    let snapshot = Self.snapshot()
    var state = TUIState()
    _ = TUIUpdate.handle(.tab, state: &state, snapshot: snapshot, values: Self.values)
    #expect(state.focusedCard == "c1")
    let toggle = TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: Self.values)
    #expect(toggle == [.toggleCard("c1")])
    state.expanded["c1"] = true  // what the app does for the effect
    let open = Self.screen(state)
    #expect(open.contains("│ line 12") && !open.contains("│ line 13"), "\(open)")
    #expect(open.contains("… 88 more lines (Enter shows them all)"))

    _ = TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: Self.values)
    #expect(state.mode == .output(cardID: "c1", scroll: 0))
    let whole = Self.screen(state)
    #expect(whole.hasPrefix("Run command — showing lines 1–29 of 100"), "\(whole)")
    #expect(whole.contains("│ line 29") && !whole.contains("│ line 30"))
    _ = TUIUpdate.handle(.pageDown, state: &state, snapshot: snapshot, values: Self.values)
    _ = TUIUpdate.handle(.down, state: &state, snapshot: snapshot, values: Self.values)
    #expect(state.mode == .output(cardID: "c1", scroll: 11))
    #expect(Self.screen(state).contains("showing lines 12–40 of 100"))
    _ = TUIUpdate.handle(.control("e"), state: &state, snapshot: snapshot, values: Self.values)
    let end = Self.screen(state)
    #expect(end.contains("showing lines 72–100 of 100") && end.contains("│ line 100"), "\(end)")
    _ = TUIUpdate.handle(.escape, state: &state, snapshot: snapshot, values: Self.values)
    #expect(state.mode == .chat)
  }
}
