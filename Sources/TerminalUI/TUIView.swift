import AgentBridge
import AgentCore
import Foundation
import Markdown

/// Draws the whole screen from a snapshot and the UI state: the conversation pane, the skill
/// execution panel, a permission card or form, the input line and the status bar.
public final class TUIView {
  private let conversation = ConversationLines()

  /// A view (it keeps no state: each frame is drawn from the snapshot and the state).
  public init() {}

  /// The screen, and where the cursor goes (the input line).
  public func render(_ snapshot: UISnapshot, state: TUIState, width: Int, height: Int)
    -> (grid: CellGrid, cursor: (row: Int, column: Int)?)
  {
    var grid = CellGrid(width: width, height: height)
    var labels = Labels(snapshot.language)
    labels.now = snapshot.now
    labels.timeZone = snapshot.timeZone
    let statusRow = height - 1
    var bottom: [StyledLine] = []

    if case .form(let form) = state.mode {
      bottom = PromptViews.form(form, width: width, labels: labels)
    } else if let request = snapshot.pendingPermission {
      bottom = PromptViews.permission(
        request, width: width, labels: labels, diffScroll: state.diffScroll,
        diffHeight: max(3, height / 3))
    }
    let inputLines = inputArea(snapshot, state: state, width: width, labels: labels)
    let cardBudget = max(0, (height - 1 - inputLines.count - bottom.count) / 3)
    var cards = CardPanel.lines(
      snapshot.cards, state: state, width: width, maxLines: cardBudget, labels: labels)
    if !cards.isEmpty {
      cards.insert(StyledLine(String(repeating: "─", count: width), .dim), at: 0)
    }
    let lower = cards + bottom + inputLines
    let paneHeight = max(0, statusRow - lower.count)

    if let panel = snapshot.abilities, state.abilitiesShown, case .chat = state.mode,
      snapshot.pendingPermission == nil
    {
      // The first screen: what the agent can do, in the conversation's place.
      let lines = AbilityPanelView.lines(
        panel, selected: state.abilitySelection, width: width, height: paneHeight,
        labels: labels)
      for (offset, line) in lines.prefix(paneHeight).enumerated() {
        line.draw(into: &grid, row: offset)
      }
    } else {
      let all = conversation.lines(for: snapshot, width: width)
      let end = max(0, all.count - state.scrollBack)
      let visible = all[max(0, end - paneHeight)..<end]
      for (offset, line) in visible.enumerated() {
        line.draw(into: &grid, row: offset)
      }
    }
    for (offset, line) in lower.suffix(statusRow).enumerated() {
      line.draw(into: &grid, row: paneHeight + offset)
    }
    statusBar(snapshot, state: state, width: width, labels: labels).draw(
      into: &grid, row: statusRow)
    grid.fill(row: statusRow, style: .statusBar)

    switch state.mode {
    case .help: overlay(labels.help, into: &grid, width: width, height: height)
    case .output(let id, let scroll):
      if let card = snapshot.cards.first(where: { $0.id == id }) {
        outputViewer(card, scroll: scroll, into: &grid, labels: labels)
      }
    case .picker(let sessions, let selected):
      picker(sessions, selected: selected, into: &grid, labels: labels)
    default: break
    }
    var cursor: (Int, Int)?
    if case .chat = state.mode, snapshot.pendingPermission == nil {
      let inputRow = paneHeight + cards.count + bottom.count
      let beforeCursor = String(state.input.prefix(state.cursor))
      cursor = (inputRow + 1, min(width - 1, 2 + DisplayWidth.of(beforeCursor)))
    }
    return (grid, cursor)
  }

  private func inputArea(_ snapshot: UISnapshot, state: TUIState, width: Int, labels: Labels)
    -> [StyledLine]
  {
    var lines = [StyledLine(String(repeating: "─", count: width), .dim)]
    if state.input.isEmpty {
      let hint = snapshot.isRunning ? labels.running : labels.inputHint
      lines.append(StyledLine([StyledRun("› ", .accent), StyledRun(hint, .dim)]))
    } else {
      let shown =
        DisplayWidth.of(state.input) > width - 3
        ? "…" + String(state.input.suffix(max(1, width - 4))) : state.input
      lines.append(StyledLine([StyledRun("› ", .accent), StyledRun(shown, .plain)]))
    }
    var note: [StyledRun] = []
    if !state.queued.isEmpty {
      note.append(
        StyledRun(
          labels(.queuedCount, ["count": "\(state.queued.count)"]), .dim))
    }
    if let notice = state.notice { note.append(StyledRun(notice, .warning)) }
    if !note.isEmpty { lines.append(StyledLine([StyledRun("  ")] + note)) }
    return lines
  }

  /// A workspace path for the status bar: the home folder as `~`, long paths by their end.
  static func shortPath(_ path: String) -> String {
    var shown = path
    if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty, home != "/",
      shown == home || shown.hasPrefix(home + "/")
    {
      shown = "~" + shown.dropFirst(home.count)
    }
    return shown.count > 28 ? "…" + shown.suffix(27) : shown
  }

  private func statusBar(_ snapshot: UISnapshot, state: TUIState, width: Int, labels: Labels)
    -> StyledLine
  {
    let (dot, dotStyle): (String, CellStyle) =
      switch snapshot.stage.kind {
      case .failed:
        ("●", CellStyle(foreground: .indexed(196), background: .indexed(236), bold: true))
      case .completed: ("●", CellStyle(foreground: .indexed(34), background: .indexed(236)))
      case .idle, .cancelled: ("○", .statusBar)
      default: ("◐", CellStyle(foreground: .indexed(214), background: .indexed(236), bold: true))
      }
    let stage = state.isPaused ? labels.stage(.paused) : labels.stage(snapshot.stage)
    let tokens = snapshot.usage.inputTokens + snapshot.usage.outputTokens
    let cost =
      snapshot.costUSD.map { String(format: "$%.4f", $0) } ?? labels(.costUnknown)
    let folder = snapshot.workspace.isEmpty ? "" : " \(Self.shortPath(snapshot.workspace)) ·"
    let sandbox =
      snapshot.sandbox.map { " \(SandboxWords.status($0, in: labels.language)) ·" } ?? ""
    let right =
      " \(snapshot.model) ·\(folder)\(sandbox) \(DisplayWidth.truncate(snapshot.sessionTitle, to: 24)) · \(labels(.tokens, ["count": "\(tokens)"])) · \(cost) "
    let wanted = DisplayWidth.of(" \(dot) \(stage)") + 2
    // The stage comes first: the right side gives way on narrow terminals.
    let leftWidth = max(min(wanted, width), width - DisplayWidth.of(right))
    let left = DisplayWidth.truncate(" \(dot) \(stage)", to: leftWidth)
    let pad = String(repeating: " ", count: max(0, leftWidth - DisplayWidth.of(left)))
    return StyledLine([
      StyledRun(String(left.prefix(3)), dotStyle),
      StyledRun(String(left.dropFirst(3)) + pad, .statusBar),
      StyledRun(
        DisplayWidth.truncate(right, to: width - DisplayWidth.of(left) - pad.count),
        CellStyle(foreground: .indexed(250), background: .indexed(236))),
    ])
  }

  private func overlay(_ text: [String], into grid: inout CellGrid, width: Int, height: Int) {
    // A box needs its borders and a cell inside them; a smaller terminal shows no overlay.
    guard width >= 6, height >= 3 else { return }
    let boxWidth = min(width - 2, max(24, (text.map(DisplayWidth.of).max() ?? 20) + 4))
    let top = max(0, (height - text.count - 2) / 2)
    let left = max(0, (width - boxWidth) / 2)
    let border = CellStyle(foreground: .indexed(39))
    grid.put(
      "┌" + String(repeating: "─", count: boxWidth - 2) + "┐", row: top, column: left, style: border
    )
    for (index, line) in text.enumerated() {
      let row = top + 1 + index
      guard row < height - 1 else { break }
      let shown = DisplayWidth.truncate(line, to: boxWidth - 4)
      let pad = String(repeating: " ", count: max(0, boxWidth - 4 - DisplayWidth.of(shown)))
      grid.put("│ ", row: row, column: left, style: border)
      grid.put(shown + pad, row: row, column: left + 2, style: index == 0 ? .bold : .plain)
      grid.put(" │", row: row, column: left + boxWidth - 2, style: border)
    }
    grid.put(
      "└" + String(repeating: "─", count: boxWidth - 2) + "┘",
      row: min(height - 2, top + text.count + 1),
      column: left, style: border)
  }

  /// A finished call's whole output over the whole screen: a heading with the lines shown
  /// and the keys, then the lines from `scroll` on, monospaced and kept.
  private func outputViewer(
    _ card: ToolCard, scroll: Int, into grid: inout CellGrid, labels: Labels
  ) {
    let text = CardPanel.outputText(card) ?? ""
    let room = max(1, grid.height - 1)
    let all = PreformattedLines.lines(text, width: grid.width).lines
    let top = max(0, min(scroll, max(0, all.count - room)))
    let shown = all[top..<min(all.count, top + room)]
    let heading = labels(
      .outputViewer,
      [
        "name": card.displayName, "first": "\(top + 1)", "last": "\(top + shown.count)",
        "count": "\(all.count)",
      ])
    for row in 0..<grid.height {
      grid.put(String(repeating: " ", count: grid.width), row: row, column: 0, style: .plain)
    }
    StyledLine(DisplayWidth.truncate(heading, to: grid.width), .bold).draw(into: &grid, row: 0)
    for (offset, line) in shown.enumerated() { line.draw(into: &grid, row: 1 + offset) }
  }

  private func picker(
    _ sessions: [PickerEntry], selected: Int, into grid: inout CellGrid, labels: Labels
  ) {
    var lines = [labels(.sessionsTitle)]
    if sessions.isEmpty { lines.append(labels(.noSessions)) }
    for (index, entry) in sessions.enumerated() {
      lines.append(
        "\(index == selected ? "▸" : " ") \(entry.title) · \(entry.date) · \(entry.events)")
    }
    overlay(lines, into: &grid, width: grid.width, height: grid.height)
  }
}
