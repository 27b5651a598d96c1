import AgentCore
import HTTPClient
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
  /// `decode`, read where the event lies and added to `batch`: what a stream reads. A decoder
  /// with a fast path reads its commonest event here without making a string or an array;
  /// the result must be what `decode(event.owned)` would add.
  mutating func decode(_ event: SSEEventBytes, into batch: inout DeltaCoalescer) throws
}

extension WireDecoder {
  /// Through `decode(_:)`, on a copy of the event.
  public mutating func decode(_ event: SSEEventBytes, into batch: inout DeltaCoalescer) throws {
    for modelEvent in try decode(event.owned) { batch.add(modelEvent) }
  }
}
