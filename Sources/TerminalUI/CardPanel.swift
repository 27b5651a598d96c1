import AgentBridge
import AgentCore
import Foundation
import Markdown

/// The skill execution panel: a card per tool call; running ones in full (parameters, step,
/// elapsed time, progress bar, logs), finished ones as one summary line; parallel running
/// calls side by side.
enum CardPanel {
  /// The lines of a finished call's output its expanded card shows; the rest is folded.
  static let shownOutputLines = 12

  /// A finished call's output as the card and the output viewer show it: its controls made
  /// visible, a last newline dropped (it ends the last line); nil when there is none.
  static func outputText(_ card: ToolCard) -> String? {
    guard let output = card.output, !output.isEmpty else { return nil }
    var text = VisibleText.escaped(output)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// How many lines `outputText` has.
  static func outputLineCount(_ card: ToolCard) -> Int {
    outputText(card).map { $0.split(separator: "\n", omittingEmptySubsequences: false).count }
      ?? 0
  }

  static func lines(
    _ cards: [ToolCard], state: TUIState, width: Int, maxLines: Int, labels: Labels
  ) -> [StyledLine] {
    guard !cards.isEmpty, maxLines > 0 else { return [] }
    let running = cards.filter { !$0.isFinished }
    var lines: [StyledLine] = []
    let finished = cards.filter(\.isFinished)
    for card in finished.suffix(max(1, maxLines / 3)) {
      if state.expanded[card.id] == true {
        lines += detail(card, width: width, focused: state.focusedCard == card.id, labels: labels)
      } else {
        lines.append(
          summary(card, width: width, focused: state.focusedCard == card.id, labels: labels))
      }
    }
    // A running card keeps its header and progress; finished summaries give way first.
    var live: [StyledLine] = []
    if running.count > 1 {
      live = sideBySide(running, width: width, state: state, labels: labels)
    } else if let card = running.first {
      live =
        state.expanded[card.id] == false
        ? [summary(card, width: width, focused: state.focusedCard == card.id, labels: labels)]
        : detail(card, width: width, focused: state.focusedCard == card.id, labels: labels)
    }
    live = Array(live.prefix(maxLines))
    return Array(lines.suffix(maxLines - live.count)) + live
  }

  static func summary(_ card: ToolCard, width: Int, focused: Bool, labels: Labels) -> StyledLine {
    let (mark, style) = symbol(card.status)
    let text = DisplayWidth.truncate(labels.summaryLine(card), to: max(1, width - 4))
    return StyledLine([
      StyledRun(focused ? "▸ " : "  ", .accent), StyledRun(mark + " ", style),
      StyledRun(text, focused ? .bold : .plain),
    ])
  }

  static func detail(_ card: ToolCard, width: Int, focused: Bool, labels: Labels) -> [StyledLine] {
    let (mark, style) = symbol(card.status)
    var lines = [
      StyledLine([
        StyledRun(focused ? "▸ " : "  ", .accent), StyledRun(mark + " ", style),
        StyledRun(card.displayName, .bold), StyledRun(" (\(card.skillID))", .dim),
      ])
    ]
    let inner = max(4, width - 4)
    if !card.isFinished {
      let step =
        card.step.map { labels(.stepNow, ["step": $0]) }
        ?? (card.status == .pending ? labels(.waiting) : "")
      var runs = [
        StyledRun("    "), StyledRun("\(step) ", .plain),
        StyledRun(ToolCard.seconds(card.elapsedSeconds), .dim),
      ]
      if let fraction = card.fraction {
        let used = DisplayWidth.of(runs.map(\.text).joined())
        let barWidth = max(4, min(30, inner - used - 4))
        let filled = Int((fraction * Double(barWidth)).rounded())
        runs += [
          StyledRun("  "), StyledRun(String(repeating: "█", count: filled), .accent),
          StyledRun(String(repeating: "░", count: barWidth - filled), .dim),
          StyledRun(" \(Int(fraction * 100))%"),
        ]
      }
      lines.append(StyledLine(runs))
    }
    if let input = card.input.objectValue, !input.isEmpty {
      let text = input.keys.sorted().map { "\($0): \(input[$0].map(labels.shown) ?? "")" }.joined(
        separator: "  ")
      lines += StyledLine.wrap(
        [StyledRun(text, .dim)], width: width, firstPrefix: [StyledRun("    ")],
        prefix: [StyledRun("    ")])
    }
    if card.isFinished, let text = outputText(card) {
      // Output as output: its lines kept, monospaced, the long end folded with a count.
      let (block, hidden) = PreformattedLines.lines(
        text, width: width, first: [StyledRun("    ")],
        prefix: [StyledRun("    ")], maxLines: Self.shownOutputLines)
      lines += block
      if hidden > 0 {
        lines.append(StyledLine("    " + labels(.outputFolded, ["count": "\(hidden)"]), .dim))
      }
    }
    if !card.isFinished, !card.outputLines.isEmpty {
      // A running command: its last lines; the whole output is in the finished card.
      for line in card.outputLines.suffix(5) {
        lines.append(
          StyledLine([
            StyledRun("    │ ", .dim),
            StyledRun(
              DisplayWidth.truncate(VisibleText.escaped(line), to: inner - 2),
              line.hasPrefix("! ") ? .error : .plain),
          ]))
      }
    }
    if card.skillID == "shell.run", card.isFinished {
      lines.append(
        StyledLine(
          labels(.commandNotUndoable), .dim))
    }
    for log in card.logs.suffix(3) {
      lines.append(
        StyledLine([
          StyledRun("    · ", .dim), StyledRun(DisplayWidth.truncate(log, to: inner - 2), .dim),
        ]))
    }
    return lines
  }

  /// Running cards in columns, as a batch.
  static func sideBySide(_ cards: [ToolCard], width: Int, state: TUIState, labels: Labels)
    -> [StyledLine]
  {
    let shown = Array(cards.prefix(max(1, width / 20)))
    let columnWidth = max(10, width / shown.count)
    let columns = shown.map {
      detail($0, width: columnWidth - 1, focused: state.focusedCard == $0.id, labels: labels)
    }
    let height = columns.map(\.count).max() ?? 0
    var lines: [StyledLine] = [
      StyledLine(
        labels(.parallel, ["count": "\(cards.count)"]), .dim)
    ]
    for row in 0..<height {
      var runs: [StyledRun] = []
      for column in columns {
        let line = row < column.count ? column[row] : StyledLine()
        let text = line.text
        let padded =
          DisplayWidth.of(text) > columnWidth - 1
          ? DisplayWidth.truncate(text, to: columnWidth - 1) : text
        runs += padded == text ? line.runs : [StyledRun(padded)]
        runs.append(
          StyledRun(String(repeating: " ", count: max(1, columnWidth - DisplayWidth.of(padded)))))
      }
      lines.append(StyledLine(runs))
    }
    return lines
  }

  static func symbol(_ status: ToolCard.Status) -> (String, CellStyle) {
    switch status {
    case .pending: return ("○", .dim)
    case .running: return ("◐", .accent)
    case .completed: return ("✓", .success)
    case .failed: return ("✗", .error)
    case .denied: return ("⊘", .warning)
    case .cancelled: return ("⊘", .dim)
    }
  }
}
