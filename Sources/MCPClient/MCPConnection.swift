import Foundation
import ProcessRunner
import SkillKit

/// One MCP server over stdio: newline-delimited JSON-RPC 2.0, the `initialize` handshake
/// (2025-11-25, 2025-06-18, 2025-03-26 — the newest both sides speak), requests with
/// timeouts and cancellation (`notifications/cancelled`), progress notifications routed to
/// the call that asked for them. Messages are handled in the order the server wrote them.
public actor MCPConnection {
  public static let supportedVersions = ["2025-11-25", "2025-06-18", "2025-03-26"]
  /// Answers a request whose id we never sent, or JSON that does not parse: reported, the
  /// connection ends (a server that says wrong things is not trusted with calls).
  public static let maxLineBytes = 8 * 1024 * 1024

  /// What the server said about itself in the handshake.
  public struct ServerInfo: Sendable, Hashable {
    public var protocolVersion: String
    public var name: String
    public var version: String
    public var listsChangedTools: Bool
  }

  /// A tool as `tools/list` gave it.
  public struct Tool: Sendable, Hashable {
    public var name: String
    public var title: String?
    public var description: String
    public var inputSchema: JSONValue
    public var outputSchema: JSONValue?
    public var readOnly: Bool
    public var destructive: Bool
  }

  /// A call's progress: `progress` of `total` (when known) with the server's message.
  public typealias Progress =
    @Sendable (_ progress: Double, _ total: Double?, _ message: String?) -> Void
  /// Answers a server's `elicitation/create` (message, requested schema) with its result
  /// (`{"action": "accept", "content": {…}}`, `decline` or `cancel`).
  public typealias Elicit = @Sendable (_ message: String, _ schema: JSONValue) async -> JSONValue

  /// Where the server is.
  public enum Endpoint: Sendable {
    /// A command speaking newline-delimited JSON-RPC on stdin/stdout; stderr to `logFile`.
    case stdio(
      arguments: [String], environment: [String: String], directory: String?, logFile: String?)
    /// A Streamable HTTP endpoint (POST; JSON or SSE answers).
    case http(url: URL, headers: [String: String], timeout: Double)
  }

  private let endpoint: Endpoint
  private var process: (any MCPLink)?
  private var nextID = 1
  private var pending: [Int: CheckedContinuation<JSONValue, any Error>] = [:]
  private var progress: [String: Progress] = [:]
  /// The calls in flight that can ask the user, by request id (stdio does not say which call
  /// a server's question belongs to: the latest one is asked).
  private var elicitors: [Int: Elicit] = [:]
  private var ended: MCPError?
  public private(set) var info: ServerInfo?
  /// Set by `notifications/tools/list_changed`; cleared by `takeToolsChanged()`.
  private var toolsChanged = false

  public init(
    arguments: [String], environment: [String: String], directory: String?, logFile: String?
  ) {
    self.endpoint = .stdio(
      arguments: arguments, environment: environment, directory: directory, logFile: logFile)
  }

  public init(_ endpoint: Endpoint) {
    self.endpoint = endpoint
  }

  /// Starts the server and shakes hands; throws within `timeout`.
  public func start(timeout: Duration) async throws -> ServerInfo {
    let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    switch endpoint {
    case .stdio(let arguments, let environment, let directory, let logFile):
      var options = ServiceProcess.Options(
        arguments: arguments, environment: environment, directory: directory, logFile: logFile)
      options.maxLineBytes = Self.maxLineBytes
      process = try ServiceProcess(
        options, onLine: { continuation.yield($0) },
        onEnd: { ending in
          continuation.yield("\u{0}end:\(ending)")
          continuation.finish()
        })
    case .http(let url, let headers, let timeout):
      process = HTTPLink(url: url, headers: headers, timeout: timeout) { continuation.yield($0) }
    }
    Task { [weak self] in
      for await line in lines { await self?.handle(line) }
    }
    let result = try await request(
      "initialize",
      params: [
        "protocolVersion": .string(Self.supportedVersions[0]),
        // Elicitation in form mode: a server may ask the user for input during a call.
        "capabilities": ["elicitation": ["form": .object([:])]],
        "clientInfo": ["name": "ask", "title": "AgentSkillKit ask", "version": "0.1.0"],
      ], timeout: timeout)
    guard let version = result["protocolVersion"]?.stringValue else {
      throw MCPError.protocolViolation("the initialize result has no protocolVersion")
    }
    guard Self.supportedVersions.contains(version) else {
      stop()
      throw MCPError.unsupportedVersion(version)
    }
    let server = ServerInfo(
      protocolVersion: version, name: result["serverInfo"]?["name"]?.stringValue ?? "?",
      version: result["serverInfo"]?["version"]?.stringValue ?? "?",
      listsChangedTools: result["capabilities"]?["tools"]?["listChanged"]?.boolValue ?? false)
    info = server
    process?.negotiated(version)
    try notify("notifications/initialized", params: nil)
    return server
  }

  /// Every tool, page by page (at most 100 pages, 10,000 tools).
  public func listTools(timeout: Duration) async throws -> [Tool] {
    var tools: [Tool] = []
    var cursor: String?
    for _ in 0..<100 {
      let params: JSONValue? = cursor.map { ["cursor": .string($0)] }
      let page = try await request("tools/list", params: params, timeout: timeout)
      guard case .array(let items)? = page["tools"] else {
        throw MCPError.protocolViolation("tools/list returned no tools array")
      }
      for item in items where tools.count < 10_000 {
        guard let name = item["name"]?.stringValue, !name.isEmpty else { continue }
        tools.append(
          Tool(
            name: name,
            title: item["title"]?.stringValue ?? item["annotations"]?["title"]?.stringValue,
            description: item["description"]?.stringValue ?? "",
            inputSchema: item["inputSchema"] ?? ["type": "object"],
            outputSchema: item["outputSchema"],
            readOnly: item["annotations"]?["readOnlyHint"]?.boolValue ?? false,
            destructive: item["annotations"]?["destructiveHint"]?.boolValue ?? true))
      }
      guard let next = page["nextCursor"]?.stringValue, !next.isEmpty else { return tools }
      cursor = next
    }
    return tools
  }

  /// `tools/call` with a progress token; cancelling the caller sends `notifications/cancelled`.
  public func callTool(
    _ name: String, arguments: JSONValue, timeout: Duration, progress report: @escaping Progress,
    elicit: Elicit? = nil
  ) async throws -> JSONValue {
    let id = nextID
    let token = "ask-\(id)"
    progress[token] = report
    elicitors[id] = elicit
    defer {
      progress[token] = nil
      elicitors[id] = nil
    }
    return try await request(
      "tools/call",
      params: [
        "name": .string(name), "arguments": arguments, "_meta": ["progressToken": .string(token)],
      ],
      timeout: timeout)
  }

  /// Whether the server said its tools changed since the last call of this.
  public func takeToolsChanged() -> Bool {
    defer { toolsChanged = false }
    return toolsChanged
  }

  /// Why the connection is over, or nil while it is up.
  public var failure: MCPError? { ended }

  /// Ends the server (SIGTERM to its group, SIGKILL after the grace).
  public func stop() {
    process?.stop()
    fail(MCPError.ended("stopped"))
  }

  // MARK: JSON-RPC

  func request(_ method: String, params: JSONValue?, timeout: Duration) async throws -> JSONValue {
    if let ended { throw ended }
    let id = nextID
    nextID += 1
    var message: [String: JSONValue] = [
      "jsonrpc": "2.0", "id": .integer(id), "method": .string(method),
    ]
    if let params { message["params"] = params }
    let line = JSONValue.object(message).jsonString
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    let timer = Task { [weak self] in
      try await Task.sleep(for: timeout)
      await self?.resolve(id, with: .failure(MCPError.timeout(method: method, seconds: seconds)))
    }
    defer { timer.cancel() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
          return
        }
        pending[id] = continuation
        do {
          try process?.send(line)
        } catch {
          resolve(id, with: .failure(MCPError.ended("\(error)")))
        }
      }
    } onCancel: {
      Task { await self.cancel(id, method: method) }
    }
  }

  private func cancel(_ id: Int, method: String) {
    guard pending[id] != nil else { return }
    resolve(id, with: .failure(CancellationError()))
    if method != "initialize" {
      try? notify(
        "notifications/cancelled",
        params: ["requestId": .integer(id), "reason": "cancelled by the user"])
    }
  }

  private func resolve(_ id: Int, with result: Result<JSONValue, any Error>) {
    guard let continuation = pending.removeValue(forKey: id) else { return }
    continuation.resume(with: result)
  }

  func notify(_ method: String, params: JSONValue?) throws {
    var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
    if let params { message["params"] = params }
    try process?.send(JSONValue.object(message).jsonString)
  }

  private func reply(_ id: JSONValue, result: JSONValue? = nil, error: (Int, String)? = nil) {
    var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": id]
    if let error {
      message["error"] = ["code": .integer(error.0), "message": .string(error.1)]
    } else {
      message["result"] = result ?? .object([:])
    }
    try? process?.send(JSONValue.object(message).jsonString)
  }

  private func answer(_ id: JSONValue, _ result: JSONValue) {
    reply(id, result: result)
  }

  private func fail(_ error: MCPError) {
    if ended == nil { ended = error }
    for id in Array(pending.keys) { resolve(id, with: .failure(error)) }
  }

  private func handle(_ line: String) {
    if line.hasPrefix("\u{0}end:") {
      fail(MCPError.ended("it exited (\(line.dropFirst(5)))"))
      return
    }
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    guard let message = try? JSONValue.parse(line), case .object(let members) = message else {
      fail(MCPError.protocolViolation("a line that is not a JSON object: \(line.prefix(120))"))
      process?.stop()
      return
    }
    if let method = members["method"]?.stringValue {
      if let id = members["id"] {
        // A request from the server.
        switch method {
        case "ping": reply(id)
        case "elicitation/create":
          let params = members["params"]
          guard let asker = elicitors.max(by: { $0.key < $1.key })?.value else {
            reply(id, result: ["action": "cancel"])
            return
          }
          let message = params?["message"]?.stringValue ?? ""
          let schema = params?["requestedSchema"] ?? ["type": "object"]
          Task { [weak self] in
            let result = await asker(message, schema)
            await self?.answer(id, result)
          }
        default: reply(id, error: (-32601, "ask does not handle \(method)"))
        }
        return
      }
      switch method {
      case "notifications/progress":
        let params = members["params"]
        if let token = params?["progressToken"].map({ $0.stringValue ?? $0.jsonString }),
          let report = progress[token], let value = params?["progress"]?.doubleValue
        {
          report(value, params?["total"]?.doubleValue, params?["message"]?.stringValue)
        }
      case "notifications/tools/list_changed": toolsChanged = true
      default: break
      }
      return
    }
    guard let id = members["id"]?.intValue else {
      fail(MCPError.protocolViolation("an answer without a numeric id"))
      process?.stop()
      return
    }
    guard pending[id] != nil else {
      // A late answer to a cancelled or timed-out request is fine; an id never sent is not.
      if id >= nextID {
        fail(MCPError.protocolViolation("an answer to request \(id), which was never sent"))
        process?.stop()
      }
      return
    }
    if let error = members["error"] {
      resolve(
        id,
        with: .failure(
          MCPError.server(
            code: error["code"]?.intValue ?? 0, message: error["message"]?.stringValue ?? "?")))
    } else {
      resolve(id, with: .success(members["result"] ?? .null))
    }
  }
}
