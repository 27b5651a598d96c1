import AgentBridge
import AgentCore
import Foundation
import Testing

@testable import TerminalUI

/// `@` in the input: the first one asks for what there is to attach; Tab completes the `@`
/// word before the cursor from the servers' resources (one match whole, many to what they
/// share, named under the input); Tab elsewhere still moves between cards.
@Suite struct AttachmentCompletionTests {
  static let values = FieldValueParser(
    dates: DateExpressionParser(now: Date(timeIntervalSince1970: 0), timeZone: .gmt))
  static let choices = ["mcp://notes/note://1", "mcp://notes/note://2", "mcp://files/a.txt"]

  func type(_ text: String, _ state: inout TUIState) -> [TUIEffect] {
    var effects: [TUIEffect] = []
    for character in text {
      effects += TUIUpdate.handle(
        .character(character), state: &state, snapshot: UISnapshot(), values: Self.values)
    }
    return effects
  }

  func tab(_ state: inout TUIState) -> [TUIEffect] {
    TUIUpdate.handle(.tab, state: &state, snapshot: UISnapshot(), values: Self.values)
  }

  @Test func theFirstAtAsksAndTabCompletes() {
    var state = TUIState()
    #expect(type("see @", &state) == [.listAttachables(complete: false)])
    #expect(tab(&state) == [.listAttachables(complete: true)], "not listed yet: Tab asks")
    state.attachables = Self.choices
    #expect(type("mcp://n", &state).isEmpty, "asked once")
    #expect(tab(&state).isEmpty)
    #expect(state.input == "see @mcp://notes/note://")
    #expect(state.cursor == state.input.count)
    #expect(state.notice == "@ mcp://notes/note://1 · mcp://notes/note://2")
    _ = type("2", &state)
    _ = tab(&state)
    #expect(state.input == "see @mcp://notes/note://2 ", "one match: whole, then a space")
    #expect(state.notice == nil)
    _ = type("and @mcp://x", &state)
    _ = tab(&state)
    #expect(state.notice == "@: no resource starts with mcp://x")
    #expect(state.input.hasSuffix("@mcp://x"), "nothing changed")
  }

  @Test func onlyTheWordBeforeTheCursorIsCompleted() {
    var state = TUIState()
    state.attachables = Self.choices
    state.input = "@mcp://f tail"
    state.cursor = 8
    _ = tab(&state)
    #expect(state.input == "@mcp://files/a.txt  tail")
    #expect(state.cursor == 19)
    var plain = TUIState()
    plain.input = "no at word"
    plain.cursor = plain.input.count
    #expect(tab(&plain).isEmpty)
    #expect(plain.input == "no at word", "Tab without an @ word is the cards' Tab")
  }
}
