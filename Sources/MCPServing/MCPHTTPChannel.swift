import Foundation
import HTTPServer
import SkillKit
import Synchronization

/// One serve handler behind the HTTP endpoint and the routing of what it sends: each
/// request the endpoint hands it carries an id and a progress token of the channel's own
/// (clients' ids may collide on the shared stateless channel), and each message the handler
/// sends goes back to the HTTP request it belongs to with the client's id and token restored —
/// the answer ends the request; progress goes on its event stream; a question of the server's
/// (`elicitation/create`, handshake era) goes on the newest open stream, or is answered "could
/// not ask" at once when there is none.
final class MCPHTTPChannel: Sendable {
  /// Where an answer goes.
  enum Waiter: Sendable {
    /// A request answered with one JSON body.
    case json(CheckedContinuation<JSONValue, Never>)
    /// A request answered with an event stream that the answer ends.
    case stream(HTTPByteStream)
  }

  private struct Pending {
    var waiter: Waiter
    var clientID: JSONValue
    var clientToken: JSONValue?
    var token: String?
  }

  private struct State {
    var next = 1
    var pending: [String: Pending] = [:]
    /// Progress tokens of ours → the request's own id.
    var tokens: [String: String] = [:]
    /// The client's ids (by their JSON) → ours, for `notifications/cancelled` in a session.
    var clientIDs: [String: String] = [:]
    /// Streams open, oldest first, by our ids.
    var streams: [String] = []
    /// When it last carried a request.
    var used = ContinuousClock.now
  }

  private let state = Mutex(State())
  private let handlerSlot = Mutex<MCPServeHandler?>(nil)

  /// A channel whose handler `make` builds around the channel's own delivery.
  init(make: (@escaping @Sendable (String) -> Void) -> MCPServeHandler) {
    let handler = make { [weak self] line in self?.deliver(line) }
    handlerSlot.withLock { $0 = handler }
  }

  var handler: MCPServeHandler { handlerSlot.withLock { $0! } }

  /// When the channel last carried a request.
  var lastUsed: ContinuousClock.Instant { state.withLock { $0.used } }

  /// Hands the request `message` (an object with an id) to the handler, its answer to
  /// `waiter`; with `id` and `_meta.progressToken` replaced by the channel's own.
  func send(request message: [String: JSONValue], to waiter: Waiter) async {
    var message = message
    let clientID = message["id"] ?? .null
    let clientToken = message["params"]?["_meta"]?["progressToken"]
    let ours: (id: String, token: String?) = state.withLock { state in
      state.used = .now
      let id = "h\(state.next)"
      state.next += 1
      let token = clientToken.map { _ in "t" + id }
      state.pending[id] = Pending(
        waiter: waiter, clientID: clientID, clientToken: clientToken, token: token)
      if let token { state.tokens[token] = id }
      state.clientIDs[clientID.jsonString] = id
      if case .stream = waiter { state.streams.append(id) }
      return (id, token)
    }
    message["id"] = .string(ours.id)
    if let token = ours.token, case .object(var params)? = message["params"],
      case .object(var meta)? = params["_meta"]
    {
      meta["progressToken"] = .string(token)
      params["_meta"] = .object(meta)
      message["params"] = .object(params)
    }
    if case .stream(let stream) = waiter {
      // The client went away: the call is cancelled, as a cancel notification would.
      stream.onEnd { [weak self] end in
        guard end != .finished, let self else { return }
        Task { await self.cancel(ours: ours.id) }
      }
    }
    await handler.handle(JSONValue.object(message).jsonString)
  }

  /// A notification or an answer from the client: a cancel names the client's id, which is
  /// turned into ours.
  func send(other message: [String: JSONValue]) async {
    var message = message
    state.withLock { $0.used = .now }
    if message["method"]?.stringValue == "notifications/cancelled",
      case .object(var params)? = message["params"], let requested = params["requestId"]
    {
      guard let ours = state.withLock({ $0.clientIDs[requested.jsonString] }) else { return }
      params["requestId"] = .string(ours)
      message["params"] = .object(params)
      // The handler answers a cancelled request with nothing, as the protocol says: its HTTP
      // request is ended here, or it would wait forever.
      end(ours, saying: "Request cancelled")
    }
    await handler.handle(JSONValue.object(message).jsonString)
  }

  /// Ends every request still waiting (the session ended or was evicted): each gets an error
  /// answer, each stream ends.
  func abandonAll(_ reason: String) {
    let ids = state.withLock { Array($0.pending.keys) }
    for id in ids { end(id, saying: reason) }
  }

  /// Ends the HTTP request of our id `id` with a JSON-RPC error (-32800) saying `reason`.
  private func end(_ id: String, saying reason: String) {
    guard let pending = finish(id) else { return }
    let answer: JSONValue = [
      "jsonrpc": "2.0", "id": pending.clientID,
      "error": ["code": -32800, "message": .string(reason)],
    ]
    switch pending.waiter {
    case .json(let continuation): continuation.resume(returning: answer)
    case .stream(let stream):
      stream.write(Self.event(answer))
      stream.finish()
    }
  }

  private func cancel(ours id: String) async {
    // The stream is gone: nothing is left to answer.
    guard finish(id) != nil else { return }
    await handler.handle(
      JSONValue.object([
        "jsonrpc": "2.0", "method": "notifications/cancelled",
        "params": ["requestId": .string(id), "reason": "the client closed the stream"],
      ]).jsonString)
  }

  /// What the handler sent, routed.
  private func deliver(_ line: String) {
    guard case .object(var message)? = try? JSONValue.parse(line) else { return }
    if message["method"] == nil, let id = message["id"]?.stringValue {
      // An answer: the request it ends gets it with the client's id.
      guard let pending = finish(id) else { return }
      message["id"] = pending.clientID
      let answer = JSONValue.object(message)
      switch pending.waiter {
      case .json(let continuation): continuation.resume(returning: answer)
      case .stream(let stream):
        stream.write(Self.event(answer))
        stream.finish()
      }
      return
    }
    if message["method"]?.stringValue == "notifications/progress",
      case .object(var params)? = message["params"],
      let token = params["progressToken"]?.stringValue
    {
      let found: Pending? = state.withLock { state in
        state.tokens[token].flatMap { state.pending[$0] }
      }
      guard let found, case .stream(let stream) = found.waiter else { return }
      params["progressToken"] = found.clientToken ?? .string(token)
      message["params"] = .object(params)
      stream.write(Self.event(.object(message)))
      return
    }
    if message["method"] != nil, let question = message["id"] {
      // A question of the server's: on the newest open stream, or "could not ask" at once.
      let stream: HTTPByteStream? = state.withLock { state in
        for id in state.streams.reversed() {
          if case .stream(let stream)? = state.pending[id]?.waiter, !stream.isEnded {
            return stream
          }
        }
        return nil
      }
      if let stream, stream.write(Self.event(.object(message))) { return }
      let refusal = JSONValue.object([
        "jsonrpc": "2.0", "id": question,
        "error": ["code": -32603, "message": "no open stream to ask the client on"],
      ]).jsonString
      let handler = self.handler
      Task { await handler.handle(refusal) }
    }
  }

  private func finish(_ id: String) -> Pending? {
    state.withLock { state in
      guard let pending = state.pending.removeValue(forKey: id) else { return nil }
      if let token = pending.token { state.tokens[token] = nil }
      if state.clientIDs[pending.clientID.jsonString] == id {
        state.clientIDs[pending.clientID.jsonString] = nil
      }
      state.streams.removeAll { $0 == id }
      return pending
    }
  }

  /// One server-sent event carrying `message`.
  static func event(_ message: JSONValue) -> [UInt8] {
    Array("event: message\ndata: \(message.jsonString)\n\n".utf8)
  }
}
