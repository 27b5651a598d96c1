import AgentBridge
import Foundation
import Markdown
import TerminalUI

/// The terminal's screen: renders a snapshot and writes only the cells that changed since the
/// frame before.
@MainActor
final class TerminalScreen {
  private let backend: TerminalBackend
  private let view = TUIView()
  private let writer: ScreenWriter
  private var previous: CellGrid?
  private var size = TerminalBackend.size()

  init(backend: TerminalBackend, colorMode: ColorMode) {
    self.backend = backend
    writer = ScreenWriter(colorMode: colorMode)
  }

  /// The terminal was resized: the next frame is drawn whole at the new size.
  func resize() {
    size = TerminalBackend.size()
    previous = nil
  }

  func draw(_ snapshot: UISnapshot, state: TUIState) {
    let (grid, cursor) = view.render(
      snapshot, state: state, width: size.width, height: size.height)
    var frame = writer.diff(from: previous, to: grid)
    if let cursor {
      frame += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    } else {
      frame += "\u{1B}[?25l"
    }
    if !frame.isEmpty { backend.emit(frame) }
    previous = grid
  }
}
