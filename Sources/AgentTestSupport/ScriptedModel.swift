import AgentCore
import Foundation
import Synchronization

/// A model that plays back scripted turns, one per request, and records what it was sent.
public final class ScriptedModel: LanguageModel {
  /// The name the model reports (`scripted` unless given).
  public let identifier: String
  private let turns: Mutex<[[ModelEvent]]>
  private let received = Mutex<[ModelRequest]>([])
  private let price: Double?
  /// Delay before each event, so tests can cancel mid-stream.
  private let eventDelay: Duration?

  /// `turns[i]` is what the `i`-th request streams; past the script the model ends the turn.
  public init(
    _ turns: [[ModelEvent]], identifier: String = "scripted", pricePerToken: Double? = nil,
    eventDelay: Duration? = nil
  ) {
    self.turns = Mutex(turns)
    self.identifier = identifier
    self.price = pricePerToken
    self.eventDelay = eventDelay
  }

  /// Every request the model has been sent, in order.
  public var requests: [ModelRequest] { received.withLock { $0 } }

  /// What `usage` would cost at the script's prices; nil without prices.
  public func costUSD(for usage: TokenUsage) -> Double? {
    price.map { Double(usage.inputTokens + usage.outputTokens) * $0 }
  }

  /// Streams one turn for `request`.
  public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
    received.withLock { $0.append(request) }
    let events = turns.withLock { turns in
      turns.isEmpty
        ? [ModelEvent.textDelta("(end of script)"), .stop(.endTurn)] : turns.removeFirst()
    }
    let delay = eventDelay
    return AsyncThrowingStream { continuation in
      let task = Task {
        for event in events {
          if let delay { try? await Task.sleep(for: delay) }
          if Task.isCancelled { break }
          continuation.yield(event)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// The events of a turn that calls one skill with JSON `arguments`, split in pieces.
  public static func call(_ id: String, _ skill: String, _ arguments: String) -> [ModelEvent] {
    var events: [ModelEvent] = [.toolCallStart(id: id, name: skill)]
    var rest = Substring(arguments)
    while !rest.isEmpty {
      events.append(.toolCallArgumentsDelta(id: id, fragment: String(rest.prefix(5))))
      rest = rest.dropFirst(5)
    }
    events.append(.toolCallEnd(id: id))
    return events
  }

  /// A turn that only says `text`.
  public static func say(_ text: String) -> [ModelEvent] {
    [.textDelta(text), .stop(.endTurn)]
  }
}

/// A model whose stream fails with `error` after `text`.
public struct FailingModel: LanguageModel {
  /// The error a scripted turn throws, to test how the agent reports a failing model.
  public struct Failure: Error, CustomStringConvertible {
    /// The message the model fails with.
    public var description: String
  }

  /// `failing`.
  public let identifier = "failing"
  let message: String

  /// A model whose every turn fails with `message`.
  public init(message: String) {
    self.message = message
  }

  /// Streams one turn for `request`.
  public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
    AsyncThrowingStream { continuation in
      continuation.yield(.textDelta("partial "))
      continuation.finish(throwing: Failure(description: message))
    }
  }
}
