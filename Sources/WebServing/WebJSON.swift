import AgentBridge
import AgentCore
import Foundation
import Markdown
import SkillKit

/// The JSON shapes of the API that are not `ask --json` messages: sessions, cards, events
/// with their sequence numbers.
enum WebJSON {
  static func session(_ info: SessionInfo) -> JSONValue {
    var object: [String: JSONValue] = [
      "id": .string(info.id), "title": .string(info.title),
      "created_at": .string(timestamp(info.createdAt)),
      "updated_at": .string(timestamp(info.updatedAt)),
      "workspace": .string(info.workingDirectory), "model": .string(info.model),
      "state": .string(info.state.rawValue), "event_count": .integer(info.eventCount),
      "last_sequence": .integer(Int(info.lastSequence)),
    ]
    if let from = info.forkedFrom { object["forked_from"] = .string(from) }
    if let at = info.forkedAt { object["forked_at"] = .integer(Int(at)) }
    object["tags"] = .array(info.tags.map(JSONValue.string))
    return .object(object)
  }

  /// One stored event: its sequence, time and the payload `ask --json` prints for it; an
  /// assistant turn also has its text as safe HTML (`html`).
  static func event(_ event: TimelineEvent) -> JSONValue {
    var object: [String: JSONValue] = [
      "sequence": .integer(Int(event.sequence)), "timestamp": .string(timestamp(event.timestamp)),
      "payload": event.payload,
    ]
    if let rendered = html(of: event) { object["html"] = .string(rendered) }
    return .object(object)
  }

  /// An assistant turn's text rendered by cmark-gfm in safe mode; nil for other events.
  static func html(of event: TimelineEvent) -> String? {
    guard case .assistant(let turn) = event.kind, !turn.text.isEmpty else { return nil }
    return MarkdownRenderer().html(turn.text)
  }

  static func card(_ card: ToolCard) -> JSONValue {
    var object: [String: JSONValue] = [
      "id": .string(card.id), "skill": .string(card.skillID),
      "display_name": .string(card.displayName), "input": card.input,
      "status": .string(card.status.rawValue), "elapsed_seconds": .number(card.elapsedSeconds),
      "logs": .array(card.logs.suffix(50).map(JSONValue.string)),
      "output_lines": .array(card.outputLines.map(JSONValue.string)),
      "output_line_count": .integer(card.outputLineCount), "expanded": .bool(card.isExpanded),
    ]
    if let step = card.step { object["step"] = .string(step) }
    if let fraction = card.fraction { object["fraction"] = .number(fraction) }
    if let output = card.output { object["output"] = .string(String(output.prefix(20_000))) }
    if let summary = card.summary { object["summary"] = .string(summary) }
    if let duration = card.durationMs { object["duration_ms"] = .integer(duration) }
    if let error = card.error { object["error"] = MessageWire.error(error) }
    if let preview = card.preview {
      object["preview"] = [
        "path": .string(preview.path), "diff": .string(preview.diff),
        "added": .integer(preview.added), "removed": .integer(preview.removed),
        "truncated": .bool(preview.truncated),
      ]
    }
    return .object(object)
  }

  static func cards(_ cards: [String: ToolCard]) -> JSONValue {
    .object(cards.mapValues(card))
  }

  static func timestamp(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
