import AgentCore
import SkillKit

/// Turns one provider's server-sent events into model events.
public protocol WireDecoder: Sendable {
  /// The model events `event` completes.
  mutating func decode(_ event: SSEEvent) throws -> [ModelEvent]
  /// True once the provider's final event has arrived: stop reading.
  var isComplete: Bool { get }
  /// True when the stream may end here without being cut short.
  var endedCleanly: Bool { get }
  /// The events of a whole, non-streamed response (a server that ignored `stream: true`).
  func decodeComplete(_ message: JSONValue) throws -> [ModelEvent]
}
