import Foundation
import HTTPServer
import SkillKit

/// `ask mcp serve --http`: the serve handler over Streamable HTTP, at one path (`/mcp`).
///
/// Every message is a POST of one JSON-RPC object. A request is answered with its JSON, or —
/// a `tools/call` from a client that accepts `text/event-stream` — with an event stream that
/// carries its progress (and, in the handshake era, the server's questions) and ends with the
/// answer. Notifications and answers get 202.
/// - 2026-07-28 requests (the version in `_meta`) are stateless and share one handler; an
///   `Mcp-Session-Id` on them is ignored. `Mcp-Method` and `MCP-Protocol-Version` headers, when
///   sent, must say what the body says (else 400, -32001).
/// - The handshake era has sessions: `initialize` makes one (the answer's `Mcp-Session-Id`),
///   every later request names it (an unknown one gets 404), `DELETE` ends it. At most
///   `maxSessions`; past that the one idle longest is ended.
/// - Who may call is the caller's `check` (the access token, `Host`, `Origin`), before anything
///   else is read.
public actor MCPHTTPEndpoint {
  /// Builds a serve handler that sends through the given function.
  public typealias MakeHandler =
    @Sendable (_ send: @escaping @Sendable (String) -> Void) -> MCPServeHandler
  /// A refusal for a request that may not be served, or nil to serve it.
  public typealias Check = @Sendable (HTTPRequest) -> HTTPResponse?

  /// The path of the MCP endpoint.
  public static let path = "/mcp"
  /// Handshake-era sessions at once.
  public static let maxSessions = 64

  private let make: MakeHandler
  private let check: Check
  private var stateless: MCPHTTPChannel?
  private var sessions: [String: MCPHTTPChannel] = [:]

  /// An endpoint whose handlers `make` builds, letting in what `check` lets in.
  public init(make: @escaping MakeHandler, check: @escaping Check) {
    self.make = make
    self.check = check
  }

  /// Answers one HTTP request.
  public func handle(_ request: HTTPRequest) async -> HTTPResponse {
    if let refusal = check(request) { return refusal }
    guard request.path == Self.path else {
      return Self.plain(404, "no MCP endpoint at \(request.path.prefix(100)); it is \(Self.path)")
    }
    switch request.method {
    case "POST": return await post(request)
    case "DELETE":
      guard let id = request.header("mcp-session-id"),
        let channel = sessions.removeValue(forKey: id)
      else { return Self.plain(404, "no such MCP session") }
      channel.abandonAll("the session ended")
      await channel.handler.finish()
      return HTTPResponse(status: 200)
    default:
      // No stream the server starts: 2026-07-28 has none, and this server never needs one.
      return HTTPResponse(
        status: 405, headers: [("Allow", "POST, DELETE"), ("Content-Type", "text/plain")],
        body: .bytes(Array("POST JSON-RPC messages to \(Self.path)\n".utf8)))
    }
  }

  /// Ends every session's calls (each waited for as `finish` waits).
  public func finish() async {
    for channel in sessions.values {
      channel.abandonAll("the server is stopping")
      await channel.handler.finish()
    }
    sessions = [:]
    stateless?.abandonAll("the server is stopping")
    await stateless?.handler.finish()
  }

  private func post(_ request: HTTPRequest) async -> HTTPResponse {
    guard case .object(let message)? = try? JSONValue.parse(Data(request.body)) else {
      return Self.rpcError(400, .null, -32700, "Parse error: the body must be one JSON-RPC object")
    }
    let id = message["id"]
    let method = message["method"]?.stringValue
    let modern =
      method == "server/discover"
      || message["params"]?["_meta"]?["io.modelcontextprotocol/protocolVersion"] != nil
    if modern, let problem = Self.mismatch(request, message) {
      return Self.rpcError(400, id ?? .null, -32001, problem)
    }
    var headers: [(name: String, value: String)] = []
    let channel: MCPHTTPChannel
    if modern {
      channel = stateless ?? MCPHTTPChannel(make: make)
      stateless = channel
    } else if method == "initialize" {
      channel = MCPHTTPChannel(make: make)
      let session = UUID().uuidString.lowercased()
      await admit(session, channel)
      headers.append(("Mcp-Session-Id", session))
    } else if let session = request.header("mcp-session-id") {
      guard let found = sessions[session] else {
        return Self.rpcError(
          404, id ?? .null, -32600,
          "Invalid Request: no MCP session \(session.prefix(40)); initialize again")
      }
      channel = found
    } else {
      return Self.rpcError(
        400, id ?? .null, -32600,
        "Invalid Request: no Mcp-Session-Id; send initialize first, or put"
          + " io.modelcontextprotocol/protocolVersion (2026-07-28) in the request's _meta")
    }
    guard method != nil, let id, id != .null else {
      // A notification, or an answer to one of the server's questions.
      await channel.send(other: message)
      return HTTPResponse(status: 202, headers: headers)
    }
    let accepts = request.header("accept")?.contains("text/event-stream") ?? false
    if accepts, method == "tools/call" {
      let stream = HTTPByteStream(
        limit: 4 << 20, idle: .seconds(15), keepAlive: Array(": \n\n".utf8))
      await channel.send(request: message, to: .stream(stream))
      return HTTPResponse(
        status: 200,
        headers: headers + [
          ("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"),
          ("X-Accel-Buffering", "no"),
        ], body: .stream(stream))
    }
    let answer = await withCheckedContinuation { continuation in
      Task { await channel.send(request: message, to: .json(continuation)) }
    }
    return HTTPResponse(
      status: 200, headers: headers + [("Content-Type", "application/json")],
      body: .bytes(Array(answer.jsonString.utf8)))
  }

  /// Keeps `channel` as session `id`, ending the one idle longest when there are too many.
  private func admit(_ id: String, _ channel: MCPHTTPChannel) async {
    if sessions.count >= Self.maxSessions,
      let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed })
    {
      sessions[oldest.key] = nil
      oldest.value.abandonAll("the session was ended: more than \(Self.maxSessions) were open")
      await oldest.value.handler.finish(grace: .seconds(1))
    }
    sessions[id] = channel
  }

  /// What a 2026-07-28 request's headers say that its body does not, or nil.
  static func mismatch(_ request: HTTPRequest, _ message: [String: JSONValue]) -> String? {
    let method = message["method"]?.stringValue
    if let said = request.header("mcp-method"), method != nil, said != method {
      return "Header mismatch: Mcp-Method says \(said.prefix(60)), the body \(method ?? "")"
    }
    let version =
      message["params"]?["_meta"]?["io.modelcontextprotocol/protocolVersion"]?.stringValue
    if let said = request.header("mcp-protocol-version"), let version, said != version {
      return
        "Header mismatch: MCP-Protocol-Version says \(said.prefix(40)), the body's _meta \(version.prefix(40))"
    }
    return nil
  }

  static func rpcError(_ status: Int, _ id: JSONValue, _ code: Int, _ message: String)
    -> HTTPResponse
  {
    let body: JSONValue = [
      "jsonrpc": "2.0", "id": id, "error": ["code": .integer(code), "message": .string(message)],
    ]
    return HTTPResponse(
      status: status, contentType: "application/json", body: Array(body.jsonString.utf8))
  }

  static func plain(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain", body: Array((text + "\n").utf8))
  }
}
