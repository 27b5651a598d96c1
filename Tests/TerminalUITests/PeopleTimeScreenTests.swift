import AgentBridge
import AgentCore
import Foundation
import SkillKit
import Testing

@testable import TerminalUI

/// The terminal UI shows a date-time as people read it — in a card's parameters and in a form —
/// with the exact value beside it.
struct PeopleTimeScreenTests {
  static let now = ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!

  static func screen(_ language: UserLanguage) -> String {
    var card = ToolCard(
      use: ToolUse(
        id: "c1", skillID: "todo.add", displayName: "Add todo",
        input: ["title": "pay rent", "due": "2026-12-01T09:00:00Z"]))
    card.status = .completed
    card.summary = "Todo #1"
    var snapshot = UISnapshot(cards: [card], stage: .completed(summary: ""), language: language)
    snapshot.now = now
    snapshot.timeZone = TimeZone(identifier: "Asia/Shanghai")!
    var state = TUIState()
    state.expanded["c1"] = true
    return TUIView().render(snapshot, state: state, width: 100, height: 16).grid.text
  }

  @Test func aCardsDateTimeIsSaidForPeopleWithItsExactValue() {
    #expect(
      Self.screen(.english).contains("due: tomorrow 17:00 (Tue) · 2026-12-01T09:00:00Z"),
      "\(Self.screen(.english))")
    #expect(Self.screen(.chinese).contains("due: 明天 17:00（周二） · 2026-12-01T09:00:00Z"))
  }

  @Test func withoutTheTimeNowTheValueIsShownAsItIs() {
    var card = ToolCard(
      use: ToolUse(
        id: "c1", skillID: "todo.add", displayName: "Add todo",
        input: ["due": "2026-12-01T09:00:00Z"]))
    card.status = .completed
    var state = TUIState()
    state.expanded["c1"] = true
    let text = TUIView().render(
      UISnapshot(cards: [card]), state: state, width: 60, height: 10
    ).grid.text
    #expect(text.contains("due: 2026-12-01T09:00:00Z"), "\(text)")
    #expect(!text.contains("tomorrow"))
  }
}
