import Foundation
import SkillKit

/// One entry of a session's timeline: what a front end lists, and what the store keeps.
public struct TimelineEvent: Sendable, Hashable, Identifiable {
  /// The sequence number within the session, from 1; the store's key.
  public var sequence: Int64
  /// When the event happened.
  public var timestamp: Date
  /// What happened.
  public var kind: Kind

  /// The sequence number, as `Identifiable` wants it.
  public var id: Int64 { sequence }

  /// An event at `sequence` of its session, recorded at `timestamp`.
  public init(sequence: Int64, timestamp: Date, kind: Kind) {
    self.sequence = sequence
    self.timestamp = timestamp
    self.kind = kind
  }

  /// What happened, with typed data; never a string-keyed dictionary.
  public enum Kind: Sendable, Hashable {
    case user(String)
    case assistant(AssistantTurn)
    /// A tool call: the anchor of a tool card.
    case toolCall(ToolUse)
    case toolResult(ToolResultEvent)
    // Boxed: a request holds a skill's whole descriptor, and every event would be as big (a
    // page of 50 copied ~700 bytes an event at each step).
    indirect case permissionRequest(PermissionRequest)
    case permissionDecision(PermissionDecisionEvent)
    indirect case inputRequest(InputRequest)
    case system(SystemNotice)
    /// A visible error: a failed run, a stream that ended without a result, a failed write.
    case error(ErrorExplanation)
    case result(RunResult)
    /// The remaining kinds (hooks, tasks, authorization, files, local commands, suggestions,
    /// summaries), kept as the agent said them.
    indirect case other(AgentMessage)
  }

  /// The JSON kept for this event: the message's wire form, or an `error` object.
  public var payload: JSONValue {
    var writer = JSONTreeWriter()
    guard writePayload(into: &writer) else { return .null }
    return writer.value
  }

  /// The payload's compact JSON (exactly `payload.jsonString`) and its `type`, written with
  /// no JSON tree in between: what the store keeps for every event.
  public var encodedPayload: (type: String, json: [UInt8]) {
    var writer = JSONByteWriter()
    guard writePayload(into: &writer) else { return ("unknown", Array("null".utf8)) }
    return (writer.typeName ?? "unknown", writer.finish())
  }

  /// Writes the payload's members; false when the event has no wire form (payload `null`).
  private func writePayload<Writer: JSONObjectWriter>(into writer: inout Writer) -> Bool {
    switch kind {
    case .error(let explanation):
      MessageWire.writeError(explanation, into: &writer)
      writer.write("type", "error")
      return true
    default:
      guard let message = EventMapper.message(for: kind) else { return false }
      MessageWire.write(message, into: &writer)
      return true
    }
  }

  /// The event stored payload bytes stand for; nil when they are JSON but not an event ask
  /// knows. Throws what `JSONValue.parse` throws for bytes that are not JSON. Reads the
  /// members where they lie: the same event as `decode(…payload:)` on the parsed tree.
  public static func decode(sequence: Int64, timestamp: Date, payload: UnsafeBufferPointer<UInt8>)
    throws -> TimelineEvent?
  {
    guard let object = try JSONObjectBytes(validating: payload) else { return nil }
    if let message = try MessageWire.decode(object) {
      return EventMapper.kind(for: message).map {
        TimelineEvent(sequence: sequence, timestamp: timestamp, kind: $0)
      }
    }
    // Not a message: an `error` event (rare) or one ask does not know, read through the tree
    // as `decode(…payload:)` reads it.
    return decode(
      sequence: sequence, timestamp: timestamp, payload: try JSONValue.parse(bytes: payload))
  }

  /// The event a stored payload stands for, or nil when it cannot be read.
  public static func decode(sequence: Int64, timestamp: Date, payload: JSONValue) -> TimelineEvent?
  {
    if payload["type"]?.stringValue == "error", let explanation = MessageWire.explanation(payload) {
      return TimelineEvent(sequence: sequence, timestamp: timestamp, kind: .error(explanation))
    }
    guard let message = MessageWire.decode(payload), let kind = EventMapper.kind(for: message)
    else {
      return nil
    }
    return TimelineEvent(sequence: sequence, timestamp: timestamp, kind: kind)
  }
}
