import AgentCore
import Markdown
import Testing

@testable import TerminalUI

/// A terminal can be any size (a split pane, a resize in progress): every screen renders at
/// every small size without a crash, and no line is wider than the terminal.
struct TinyTerminalTests {
  static let sizes: [(Int, Int)] =
    (1...16).flatMap { width in (1...10).map { (width, $0) } } + [(200, 2), (3, 60), (40, 3)]

  @Test(arguments: GoldenScreenTests.screens.map(\.0))
  func everyScreenRendersAtEverySmallSize(_ name: String) throws {
    let (_, _, _, snapshot, state) = try #require(GoldenScreenTests.screens.first { $0.0 == name })
    var helped = state
    helped.mode = .help
    var picking = state
    picking.mode = .picker(
      sessions: (1...30).map {
        PickerEntry(
          id: "s\($0)", title: "a session with a long title \($0)", date: "12-03", events: $0)
      }, selected: 7)
    var noticed = state
    noticed.notice = "a notice longer than any small terminal is wide"
    noticed.input = "typed text that does not fit"
    noticed.cursor = 5
    for candidate in [state, helped, picking, noticed] {
      for (width, height) in Self.sizes {
        let grid = TUIView().render(snapshot, state: candidate, width: width, height: height).grid
        for line in grid.text.split(separator: "\n") {
          #expect(DisplayWidth.of(String(line)) <= width, "\(name) at \(width)×\(height): \(line)")
        }
      }
    }
  }
}
