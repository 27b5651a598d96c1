import AgentBridge
import AgentCore
import Foundation
import Markdown

/// The conversation pane's lines, built once per event and width and kept: a frame of a long
/// conversation only renders what is new.
final class ConversationLines {
  /// The lines of a command's diff shown under its result; the rest is folded.
  static let shownDiffLines = 12
  /// The lines of a local command's output shown (a filled-in prompt, an attachment).
  static let localOutputLines = 12
  private var cache: [Int64: [StyledLine]] = [:]
  private var cachedWidth = 0
  private var streaming = IncrementalMarkdown()
  private let markdown = MarkdownRenderer()

  /// Lines for the events and the streaming text at `width`.
  func lines(for snapshot: UISnapshot, width: Int) -> [StyledLine] {
    if width != cachedWidth {
      cache = [:]
      cachedWidth = width
    }
    var lines: [StyledLine] = []
    let labels = Labels(snapshot.language)
    if snapshot.hasOlder { lines.append(StyledLine(labels.older, .dim)) }
    var seen = Set<Int64>()
    for event in snapshot.events {
      seen.insert(event.sequence)
      if let cached = cache[event.sequence] {
        lines += cached
        continue
      }
      let rendered = render(event, width: width, labels: labels)
      cache[event.sequence] = rendered
      lines += rendered
    }
    if cache.count > seen.count * 2 + 100 { cache = cache.filter { seen.contains($0.key) } }
    if !snapshot.streamingText.isEmpty {
      lines.append(StyledLine())
      lines += streaming.update(snapshot.streamingText, width: width - 2).lines.map {
        StyledLine([StyledRun("  ")] + $0.runs)
      }
    } else {
      streaming = IncrementalMarkdown()
    }
    return lines
  }

  private func render(_ event: TimelineEvent, width: Int, labels: Labels) -> [StyledLine] {
    switch event.kind {
    case .user(let text):
      return [StyledLine()]
        + StyledLine.wrap(
          [StyledRun(text, .bold)], width: width, firstPrefix: [StyledRun("› ", .accent)],
          prefix: [StyledRun("  ")])
    case .assistant(let turn):
      guard !turn.text.isEmpty else { return [] }
      return [StyledLine()]
        + markdown.render(turn.text, width: width - 2).map {
          StyledLine([StyledRun("  ")] + $0.runs)
        }
    case .toolCall(let use):
      return [
        StyledLine([
          StyledRun("  → ", .dim), StyledRun(use.displayName ?? use.skillID, .accent),
          StyledRun(" \(use.skillID)", .dim),
        ])
      ]
    case .toolResult(let result):
      let (mark, style) = Self.mark(result.status)
      var lines = StyledLine.wrap(
        [StyledRun(result.summary, style)], width: width,
        firstPrefix: [StyledRun("  \(mark) ", style)], prefix: [StyledRun("    ")])
      if let error = result.error, result.status != .success {
        lines += StyledLine.wrap(
          [StyledRun("↳ " + error.fix, .dim)], width: width, firstPrefix: [StyledRun("    ")],
          prefix: [StyledRun("      ")])
      }
      // What a command changed in the workspace: the first lines of its diff.
      if let diff = result.data?["diff"]?.stringValue, !diff.isEmpty {
        let all = diff.split(separator: "\n")
        lines += all.prefix(Self.shownDiffLines).map { PromptViews.diffLine($0, width: width) }
        if all.count > Self.shownDiffLines {
          lines.append(
            StyledLine(labels(.diffFolded, ["count": "\(all.count - Self.shownDiffLines)"]), .dim))
        }
      }
      return lines
    case .system(let notice):
      guard notice.subtype != "init" else { return [] }
      return StyledLine.wrap(
        [StyledRun(NoticeText.shown(notice.message, in: labels.language), .dim)], width: width,
        firstPrefix: [StyledRun("  ! ", .warning)],
        prefix: [StyledRun("    ")])
    case .error(let error):
      return [StyledLine()] + errorLines(error, width: width)
    case .result(let result):
      if let error = result.error, result.subtype != .success {
        return errorLines(error, width: width)
      }
      return []
    case .permissionDecision(let decision)
    where decision.decision == .deny || decision.decision == .denyAndStop:
      return StyledLine.wrap(
        [StyledRun(DecisionReason.shown(decision.reason, in: labels.language), .dim)],
        width: width,
        firstPrefix: [StyledRun("  ⊘ ", .warning)], prefix: [StyledRun("    ")])
    case .other(.localCommandOutput(let output)) where output.toolUseID == nil:
      // A local command's answer (/skills), a filled-in prompt, an attachment's text: what the
      // agent says or sends without the model, its first lines.
      let lines = output.output.split(separator: "\n", omittingEmptySubsequences: false)
      let shown =
        lines.prefix(Self.localOutputLines).joined(separator: "\n")
        + (lines.count > Self.localOutputLines
          ? "\n… (\(lines.count - Self.localOutputLines) more lines)" : "")
      return [StyledLine([StyledRun("  ⌁ ", .dim), StyledRun(output.command, .dim)])]
        + shown.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
          StyledLine.wrap(
            [StyledRun(String(line), .plain)], width: width, firstPrefix: [StyledRun("    ")],
            prefix: [StyledRun("    ")])
        }
    case .other(.promptSuggestion(let suggestions)):
      let text =
        labels(.trySuggestions) + suggestions.map { "“\($0)”" }.joined(separator: " · ")
      return StyledLine.wrap(
        [StyledRun(text, .dim)], width: width, firstPrefix: [StyledRun("  ")],
        prefix: [StyledRun("  ")])
    default:
      return []
    }
  }

  private func errorLines(_ error: ErrorExplanation, width: Int) -> [StyledLine] {
    StyledLine.wrap(
      [StyledRun(error.message, .error)], width: width, firstPrefix: [StyledRun("  ✗ ", .error)],
      prefix: [StyledRun("    ")])
      + StyledLine.wrap(
        [StyledRun(error.fix, .plain)], width: width, firstPrefix: [StyledRun("    ↳ ", .dim)],
        prefix: [StyledRun("      ")])
  }

  static func mark(_ status: ToolResultStatus) -> (String, CellStyle) {
    switch status {
    case .success: return ("✓", .success)
    case .error: return ("✗", .error)
    case .denied: return ("⊘", .warning)
    case .cancelled: return ("⊘", .dim)
    }
  }
}
