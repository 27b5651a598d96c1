import AgentBridge
import AgentCore
import HTTPServer
import Markdown
import SkillKit

/// One session open in `ask serve`: its bridge (which runs the agent, records every event,
/// pairs the cards and throttles the text) and the clients streaming it.
///
/// What the bridge says is fanned out as it happens, so that every client sees the same
/// events in the same order, and a prompt answered in one client closes in the others
/// (a `prompts` frame).
@MainActor
final class LiveSession: BridgeObserver {
  let bridge: AgentBridge
  let id: String
  private let store: any EventStore
  private var subscribers: [ObjectIdentifier: EventSubscriber] = [:]
  private let markdown = MarkdownRenderer()
  /// When the session was last used (for closing idle sessions first).
  private(set) var lastUsed: ContinuousClock.Instant = .now

  init(bridge: AgentBridge, id: String, store: any EventStore) {
    self.bridge = bridge
    self.id = id
    self.store = store
    bridge.observer = self
  }

  var subscriberCount: Int { subscribers.count }

  func touch() { lastUsed = .now }

  /// Streams the session to `stream`: after `after` (a `Last-Event-ID`), the events the
  /// client missed, from the store and then from memory; then a `state` frame; then live.
  func subscribe(_ stream: HTTPByteStream, after: Int64?, wantsPartial: Bool) async {
    touch()
    let subscriber = EventSubscriber(
      stream: stream, after: after ?? bridge.lastSequence, wantsPartial: wantsPartial)
    let key = ObjectIdentifier(subscriber)
    subscribers[key] = subscriber
    stream.onEnd { _ in Task { @MainActor [weak self] in self?.subscribers[key] = nil } }
    if let after, after < bridge.lastSequence {
      // Written first, so that the store holds every event up to the recorder's last one.
      await bridge.flush()
      var cursor = after
      do {
        while !stream.isEnded {
          let page = try await store.page(id, .after(cursor, limit: 500))
          for event in page { await send(event, to: subscriber) }
          guard let last = page.last, page.count == 500 else { break }
          cursor = last.sequence
        }
      } catch {
        let problem = MessageWire.error(
          ErrorExplanation(
            code: "storage", message: "could not read the missed events: \(error)",
            fix: "Reconnect; check the data directory (ask doctor)."))
        _ = stream.write(EventSubscriber.frame(id: nil, json: Array(problem.jsonString.utf8)))
        stream.finish()
        return
      }
      // Events recorded but not yet written are in the window (it holds the newest).
      for event in bridge.events { await send(event, to: subscriber) }
    }
    subscriber.goLive()
    subscriber.sendLive(Array(state().jsonString.utf8))
  }

  /// Sends a caught-up event at the client's pace: a catch-up of a million events waits for
  /// the client to read instead of overflowing its stream (a page alone can be bigger).
  private func send(_ event: TimelineEvent, to subscriber: EventSubscriber) async {
    await subscriber.stream.waitForRoom(queuedAtMost: subscriber.stream.limit / 2)
    subscriber.send(event)
  }

  /// Ends every client's stream (the session is deleted, or the server stops).
  func closeStreams() {
    for subscriber in subscribers.values { subscriber.stream.finish() }
    subscribers = [:]
  }

  /// Everything a client that connects now needs to draw the session.
  func state(running: Bool? = nil) -> JSONValue {
    var object: [String: JSONValue] = [
      "type": "state", "session_id": .string(id), "running": .bool(running ?? bridge.isRunning),
      "stage": MessageWire.encode(.stage(bridge.stage)),
      "last_sequence": .integer(Int(bridge.lastSequence)),
      "streaming_html": .string(
        bridge.streamingText.isEmpty ? "" : markdown.html(bridge.streamingText)),
      "cards": WebJSON.cards(bridge.toolCards),
      "usage": [
        "input_tokens": .integer(bridge.usage.inputTokens),
        "output_tokens": .integer(bridge.usage.outputTokens),
      ],
    ]
    object["cost_usd"] = bridge.costUSD.map(JSONValue.number) ?? .null
    object["last_error"] = bridge.lastError.map(MessageWire.error) ?? .null
    object.merge(prompts()) { $1 }
    return .object(object)
  }

  private func prompts() -> [String: JSONValue] {
    [
      "permission": bridge.pendingPermission.map { MessageWire.encode(.permissionRequest($0)) }
        ?? .null,
      "input": bridge.pendingInput.map { MessageWire.encode(.inputRequest($0)) } ?? .null,
    ]
  }

  private func broadcast(_ value: JSONValue) {
    let bytes = Array(value.jsonString.utf8)
    for subscriber in subscribers.values { subscriber.sendLive(bytes) }
  }

  private func sendCard(_ id: String) {
    if let frame = cardFrame(id) { broadcast(frame) }
  }

  /// The `card` frame of call `id` as the bridge holds it now.
  private func cardFrame(_ id: String) -> JSONValue? {
    bridge.toolCards[id].map { ["type": "card", "card": WebJSON.card($0)] }
  }

  // MARK: BridgeObserver

  func bridge(_ bridge: AgentBridge, appended event: TimelineEvent) {
    if !subscribers.isEmpty {
      // Made once for every subscriber: the frame and, for an assistant turn, its HTML.
      let frames = EventSubscriber.frames(of: event)
      for subscriber in subscribers.values { subscriber.deliver(event, frames: frames) }
    }
    if let frame = announcement(of: event) { broadcast(frame) }
  }

  /// What an event changes besides the history, as a frame without an id: its call's card,
  /// or the run's state once its result is recorded (the bridge marks it a moment later).
  private func announcement(of event: TimelineEvent) -> JSONValue? {
    let call: String?
    switch event.kind {
    case .toolCall(let use): call = use.id
    case .toolResult(let result): call = result.toolUseID
    case .permissionRequest(let request): call = request.toolUseID
    case .other(.localCommandOutput(let output)): call = output.toolUseID
    case .result: return state(running: false)
    default: return nil
    }
    return call.flatMap(cardFrame)
  }

  /// A page of events another process stored: one write to each subscriber for all of
  /// them, each event followed by what it changed (its card, the state) as when it is
  /// appended here — a client's connection wakes once a page, not once an event.
  func bridge(_ bridge: AgentBridge, absorbed events: [TimelineEvent]) {
    guard !subscribers.isEmpty else { return }
    let frames = events.map(EventSubscriber.frames(of:))
    let after = events.map { event in
      announcement(of: event).map {
        EventSubscriber.frame(id: nil, json: Array($0.jsonString.utf8))
      } ?? []
    }
    for subscriber in subscribers.values {
      subscriber.deliver(events, frames: frames, then: after)
    }
  }

  func bridge(_ bridge: AgentBridge, live message: AgentMessage) {
    let bytes = MessageWire.encodedBytes(message).json
    let isPartial = if case .partialMessage = message { true } else { false }
    for subscriber in subscribers.values where !isPartial || subscriber.wantsPartial {
      subscriber.sendLive(bytes)
    }
    if case .toolProgress(let progress) = message { sendCard(progress.toolUseID) }
  }

  func bridge(_ bridge: AgentBridge, streamingText: String) {
    guard !subscribers.isEmpty else { return }
    broadcast(["type": "text", "html": .string(markdown.html(streamingText))])
  }

  /// The prompts and forms this session has shown, newest last (at most 1,000): an answer
  /// to one of them that is no longer open is a 409, not a 404.
  private(set) var asked: [String] = []

  func bridgePromptsChanged(_ bridge: AgentBridge) {
    let shown = [bridge.pendingPermission?.requestID, bridge.pendingInput?.requestID]
    for id in shown.compactMap({ $0 }) where !asked.suffix(8).contains(id) { asked.append(id) }
    if asked.count > 1000 { asked.removeFirst(asked.count - 1000) }
    var frame = prompts()
    frame["type"] = "prompts"
    broadcast(.object(frame))
  }
}
