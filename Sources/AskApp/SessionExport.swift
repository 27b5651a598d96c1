import AgentCore
import Foundation
import SQLiteStore
import SkillKit

/// A whole session as Markdown or as JSONL (the stored wire events, one per line).
enum SessionExport {
  static func render(
    _ session: SessionInfo, format: String, store: any EventStore, zone: TimeZone
  )
    async throws -> String
  {
    var text = format == "md" ? markdownHeader(session, zone: zone) : ""
    var after: Int64 = 0
    while true {
      let page = try await store.page(session.id, .after(after, limit: 1000))
      for event in page {
        if format == "jsonl" {
          guard case .object(var object) = event.payload else { continue }
          object["seq"] = .integer(Int(event.sequence))
          object["timestamp"] = .string(ISODateTime.string(from: event.timestamp, in: zone))
          text += JSONValue.object(object).jsonString + "\n"
        } else if let block = markdown(event) {
          text += block + "\n\n"
        }
      }
      guard let last = page.last?.sequence, page.count == 1000 else { break }
      after = last
    }
    return text
  }

  private static func markdownHeader(_ session: SessionInfo, zone: TimeZone) -> String {
    """
    # \(session.title)

    - session `\(session.id)` · model \(session.model) · \(session.eventCount) events
    - created \(ISODateTime.string(from: session.createdAt, in: zone)) in `\(session.workingDirectory)`


    """
  }

  private static func markdown(_ event: TimelineEvent) -> String? {
    switch event.kind {
    case .user(let text): return "**You:** \(text)"
    case .assistant(let turn): return turn.text.isEmpty ? nil : "**Assistant:** \(turn.text)"
    case .toolCall(let use): return "- 🔧 `\(use.skillID)` `\(use.input.jsonString)`"
    case .toolResult(let result):
      let line = "  - \(result.status.rawValue): \(result.summary)"
      guard result.content.contains("\n") else { return line }
      return line + "\n\n" + outputBlock(result.content)
    case .permissionDecision(let decision):
      return "  - permission: \(decision.decision.rawValue) (\(decision.reason))"
    case .error(let error): return "> ⚠ \(error.message) \(error.fix)"
    case .result(let result):
      return "_\(result.subtype.rawValue) · \(result.numTurns) turns · \(result.durationMs) ms_"
    default: return nil
    }
  }

  /// A call's output as a block of its own under the result, lines kept; a long one folded in a
  /// `<details>` that says how many lines it holds.
  static func outputBlock(_ content: String) -> String {
    let (block, _) = FencedBlock.markdown(content, maxLines: .max)
    let lineCount = content.split(separator: "\n", omittingEmptySubsequences: false).count
    var text = block
    if lineCount > foldedOver {
      text = "<details><summary>\(lineCount) lines</summary>\n\n" + block + "\n\n</details>"
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }

  /// Output longer than this is folded in an export.
  static let foldedOver = 40
}
