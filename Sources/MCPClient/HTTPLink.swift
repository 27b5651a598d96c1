import Foundation
import HTTPClient
import SkillKit
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Streamable HTTP: every message is a POST; the answer is `application/json` (one message or
/// a batch), an SSE stream of messages (parsed with our SSE parser), or 202 for notifications.
/// `Mcp-Session-Id` from the server is sent back on every later request, with
/// `MCP-Protocol-Version`. A request's failure (an HTTP error, a dropped connection) comes back
/// as a JSON-RPC error for its id, so the waiting call ends with one clear error. Cancelling a
/// request also drops its response stream.
///
/// A server that asks for a sign-in (OAuth 2.1) gets the access token kept for it as
/// `Authorization: Bearer`; a 401 refreshes it once and sends the request again; a refusal
/// that stays says `ask mcp login NAME`. A server's words are never shown with a token in them.
final class HTTPLink: MCPLink {
  private struct State {
    var session: String?
    var version: String?
    var tasks: [String: Task<Void, Never>] = [:]
    var stopped = false
  }

  private let url: URL
  private let headers: [String: String]
  private let client: HTTPStreamingClient
  private let credentials: MCPCredentials?
  /// The server's name, for the words that say how to sign in.
  private let name: String
  private let deliver: @Sendable (String) -> Void
  private let state = Mutex(State())
  static let maxBody = 8 * 1024 * 1024

  init(
    url: URL, headers: [String: String], timeout: Double, credentials: MCPCredentials? = nil,
    name: String = "NAME", deliver: @escaping @Sendable (String) -> Void
  ) {
    self.url = url
    self.headers = headers
    self.credentials = credentials
    self.name = name
    self.client = HTTPStreamingClient(connectTimeout: timeout, idleTimeout: max(timeout, 300))
    self.deliver = deliver
  }

  func negotiated(_ version: String) {
    state.withLock { $0.version = version }
  }

  func send(_ line: String) throws {
    let message = try JSONValue.parse(line)
    let id = message["id"].map { $0.jsonString }
    let method = message["method"]?.stringValue
    if method == "notifications/cancelled",
      let target = message["params"]?["requestId"]?.jsonString
    {
      state.withLock { $0.tasks.removeValue(forKey: target) }?.cancel()
    }
    // 2026-07-28 over HTTP: a request names its version, method and target in headers, and
    // there are no client notifications (closing a response stream is the cancel).
    let modern = message["params"]?["_meta"]?["io.modelcontextprotocol/protocolVersion"]?
      .stringValue
    if id == nil, state.withLock({ $0.version }) == MCPConnection.modernVersion { return }
    var routing: [String: String] = [:]
    if let modern, let method {
      routing["MCP-Protocol-Version"] = modern
      routing["Mcp-Method"] = method
      let key = ["tools/call": "name", "prompts/get": "name", "resources/read": "uri"][method]
      if let key, let name = message["params"]?[key]?.stringValue {
        routing["Mcp-Name"] = Self.headerValue(name)
      }
    }
    let key = id ?? "n-\(UUID().uuidString)"
    let task = Task { [self] in
      await post(line, id: message["id"], routing: routing)
      _ = state.withLock { $0.tasks.removeValue(forKey: key) }
    }
    let stopped = state.withLock { state -> Bool in
      if !state.stopped { state.tasks[key] = task }
      return state.stopped
    }
    if stopped { task.cancel() }
  }

  func stop() {
    let (tasks, session) = state.withLock { state -> ([Task<Void, Never>], String?) in
      state.stopped = true
      defer { state.tasks = [:] }
      return (Array(state.tasks.values), state.session)
    }
    for task in tasks { task.cancel() }
    // Ends the session on the server, as the protocol asks (best effort, bounded).
    if let session {
      var request = makeRequest(method: "DELETE")
      request.setValue(session, forHTTPHeaderField: "Mcp-Session-Id")
      let client = HTTPStreamingClient(connectTimeout: 2, idleTimeout: 2)
      let credentials = self.credentials
      Task {
        if let token = await credentials?.bearer() {
          request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let response = try? await client.send(request) { for try await _ in response.body {} }
      }
    }
  }

  private func makeRequest(method: String) -> URLRequest {
    var request = URLRequest(url: url)
    request.httpMethod = method
    for (key, value) in headers { request.setValue(value, forHTTPHeaderField: key) }
    let (session, version) = state.withLock { ($0.session, $0.version) }
    if let session { request.setValue(session, forHTTPHeaderField: "Mcp-Session-Id") }
    if let version { request.setValue(version, forHTTPHeaderField: "MCP-Protocol-Version") }
    return request
  }

  /// A header value that survives HTTP as it is (printable ASCII, no edge spaces), or its
  /// UTF-8 in the protocol's `=?base64?…?=` form.
  static func headerValue(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }
    if plain, text == text.trimmingCharacters(in: .whitespaces), !text.hasPrefix("=?base64?") {
      return text
    }
    return "=?base64?\(Data(text.utf8).base64EncodedString())?="
  }

  private func post(_ line: String, id: JSONValue?, routing: [String: String]) async {
    var request = makeRequest(method: "POST")
    for (key, value) in routing { request.setValue(value, forHTTPHeaderField: key) }
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json, text/event-stream", forHTTPHeaderField: "Accept")
    request.httpBody = Data(line.utf8)
    do {
      let token = await credentials?.bearer()
      if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
      var response = try await client.send(request)
      if [401, 403].contains(response.status) {
        let challenge = OAuthChallenge(header: response.headers["www-authenticate"])
        // A refused token is refreshed once and the request sent again with the new one.
        if response.status == 401, let credentials, let fresh = await credentials.rejected(token) {
          request.setValue("Bearer \(fresh)", forHTTPHeaderField: "Authorization")
          // The refusal's body is not waited for past 64 KiB (a server may stream forever).
          var drained = 0
          for try await chunk in response.body {
            drained += chunk.count
            if drained > 64 * 1024 { break }
          }
          response = try await client.send(request)
        }
        if [401, 403].contains(response.status) {
          let said = OAuthChallenge(header: response.headers["www-authenticate"]) ?? challenge
          let refusal =
            await credentials?.refusal(status: response.status, challenge: said)
            ?? "the server \(name) asks for a sign-in: run ask mcp login \(name)"
          fail(id, "HTTP \(response.status): \(refusal)")
          return
        }
      }
      if let session = response.headers["mcp-session-id"], !session.isEmpty,
        session.utf8.count <= 1024
      {
        state.withLock { $0.session = session }
      }
      if response.status == 202 { return }
      guard (200..<300).contains(response.status) else {
        var body = Data()
        for try await chunk in response.body where body.count < 4096 { body.append(chunk) }
        let raw = String(decoding: body.prefix(300), as: UTF8.self)
        let text = await credentials?.redacting(raw) ?? raw
        fail(id, "HTTP \(response.status)\(text.isEmpty ? "" : ": \(text)")")
        return
      }
      let type = response.headers["content-type"]?.lowercased() ?? ""
      if type.hasPrefix("text/event-stream") {
        var parser = SSEParser(maxEventBytes: Self.maxBody)
        for try await chunk in response.body {
          for event in try parser.feed(chunk) where !event.data.isEmpty {
            deliverMessages(event.data)
          }
        }
      } else {
        var body = Data()
        for try await chunk in response.body {
          body.append(chunk)
          if body.count > Self.maxBody {
            throw MCPError.protocolViolation("an answer larger than \(Self.maxBody >> 20) MiB")
          }
        }
        if !body.isEmpty { deliverMessages(String(decoding: body, as: UTF8.self)) }
      }
    } catch is CancellationError {
      return
    } catch {
      let text = "\(error)"
      fail(id, await credentials?.redacting(text) ?? text)
    }
  }

  /// One message, or each of a batch, as one line each.
  private func deliverMessages(_ text: String) {
    if case .array(let batch)? = try? JSONValue.parse(text) {
      for message in batch { deliver(message.jsonString) }
    } else {
      // One message (or something that is not JSON: the connection names it).
      deliver(text.replacingOccurrences(of: "\n", with: " "))
    }
  }

  private func fail(_ id: JSONValue?, _ message: String) {
    guard let id else { return }
    let error: JSONValue = [
      "jsonrpc": "2.0", "id": id,
      "error": ["code": -32000, "message": .string("the HTTP request failed: \(message)")],
    ]
    deliver(error.jsonString)
  }
}
