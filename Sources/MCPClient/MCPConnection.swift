import Foundation
import ProcessRunner
import SkillKit

/// One MCP server over stdio or Streamable HTTP: JSON-RPC 2.0 in the stateless revision
/// 2026-07-28 (`server/discover`, `_meta` on every request, input-required results answered
/// by calling again) or after the `initialize` handshake of 2025-11-25, 2025-06-18 or
/// 2025-03-26 — the newest both sides speak. Requests have
/// timeouts and cancellation (`notifications/cancelled`), progress notifications routed to
/// the call that asked for them. Messages are handled in the order the server wrote them.
public actor MCPConnection {
  /// The stateless revision: no handshake, the version and capabilities in every request.
  public static let modernVersion = "2026-07-28"
  /// The revisions of the `initialize` handshake, newest first.
  public static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26"]
  /// Every revision spoken, newest first.
  public static let supportedVersions = [modernVersion] + handshakeVersions
  /// How many times one call may come back asking for input before it is given up.
  static let maxInputRounds = 8
  /// Elicitation in both modes: a form ask shows, or a page the person opens themselves.
  static let clientCapabilities: JSONValue = [
    "elicitation": ["form": .object([:]), "url": .object([:])]
  ]

  /// What this connection declares: elicitation, and sampling when the server's entry
  /// enables it.
  var capabilities: JSONValue {
    guard allowsSampling, case .object(var members) = Self.clientCapabilities else {
      return Self.clientCapabilities
    }
    members["sampling"] = .object([:])
    return .object(members)
  }
  static let clientInfo: JSONValue = [
    "name": "ask", "title": "AgentSkillKit ask", "version": "0.1.0",
  ]
  /// The longest line a stdio server may write; a longer one ends the connection.
  public static let maxLineBytes = 8 * 1024 * 1024

  /// What the server said about itself (in the handshake or `server/discover`).
  public struct ServerInfo: Sendable, Hashable {
    /// The revision agreed on.
    public var protocolVersion: String
    /// The server's name.
    public var name: String
    /// The server's version.
    public var version: String
    /// True when the server announces changes of its tool list.
    public var listsChangedTools: Bool
    /// True when the server declares tools.
    public var offersTools: Bool
    /// True when the server declares resources (`resources/list`, `resources/read`).
    public var offersResources: Bool
    /// True when the server declares prompts (`prompts/list`, `prompts/get`).
    public var offersPrompts: Bool
    /// True when the server declares the Skills extension (`skills/list`, `skills/get`).
    public var offersSkills: Bool

    init(protocolVersion: String, identity: JSONValue?, capabilities: JSONValue?) {
      self.protocolVersion = protocolVersion
      name = identity?["name"]?.stringValue ?? "?"
      version = identity?["version"]?.stringValue ?? "?"
      listsChangedTools = capabilities?["tools"]?["listChanged"]?.boolValue ?? false
      offersTools = capabilities?["tools"] != nil
      offersResources = capabilities?["resources"] != nil
      offersPrompts = capabilities?["prompts"] != nil
      offersSkills = capabilities?["extensions"]?[MCPSkillEntry.extensionID] != nil
    }
  }

  /// A tool as `tools/list` gave it.
  public struct Tool: Sendable, Hashable {
    /// The tool's name on the server.
    public var name: String
    /// Its human title, if it has one.
    public var title: String?
    /// What it does, as the server says.
    public var description: String
    /// The JSON Schema of its input.
    public var inputSchema: JSONValue
    /// The JSON Schema of its structured result, if it declares one.
    public var outputSchema: JSONValue?
    /// The server's hint that the tool changes nothing (a hint, never trusted to lower a level).
    public var readOnly: Bool
    /// The server's hint that the tool may destroy data.
    public var destructive: Bool
    /// The order the input schema's properties were written in (the JSON value forgets it).
    public var propertyOrder: [String]? = nil
  }

  /// A call's progress: `progress` of `total` (when known) with the server's message.
  public typealias Progress =
    @Sendable (_ progress: Double, _ total: Double?, _ message: String?) -> Void
  /// Answers what a server asks of the person (`elicitation/create`, form or URL mode) with
  /// its result (`{"action": "accept", "content": {…}}`, `decline` or `cancel`); also told
  /// when the server says a URL step is done (its answer is not used then).
  public typealias Elicit = @Sendable (_ request: MCPElicitation) async -> JSONValue

  /// Where the server is.
  public enum Endpoint: Sendable {
    /// A command speaking newline-delimited JSON-RPC on stdin/stdout; stderr to `logFile`.
    case stdio(
      arguments: [String], environment: [String: String], directory: String?, logFile: String?,
      sandbox: SandboxPolicy? = nil)
    /// A Streamable HTTP endpoint (POST; JSON or SSE answers), with the sign-in its requests
    /// carry when it asks for one.
    case http(
      url: URL, headers: [String: String], timeout: Double, credentials: MCPCredentials? = nil)
  }

  private let endpoint: Endpoint
  /// Whether the server may ask ask's model for completions (its entry's `"sampling": true`).
  let allowsSampling: Bool
  var process: (any MCPLink)?
  private(set) var nextID = 1
  var pending: [Int: CheckedContinuation<JSONValue, any Error>] = [:]
  var progress: [String: Progress] = [:]
  /// The calls in flight that can ask the user, by request id (stdio does not say which call
  /// a server's question belongs to: the latest one is asked).
  var elicitors: [Int: Elicit] = [:]
  private var ended: MCPError?
  /// When the tools were last listed, and for how long the server said that listing holds
  /// (2026-07-28 has no change notification outside a subscription: the listing is asked
  /// again once it is stale).
  var listed: (at: ContinuousClock.Instant, ttl: Duration)?
  /// The order each listed tool's input properties were written in, by tool name, read from
  /// the `tools/list` answers' text (a tool's last listing counts; at most `maxListed` names).
  var propertyOrders: [String: [String]] = [:]
  /// What the server said about itself; nil before it answered.
  public private(set) var info: ServerInfo?
  /// Set by `notifications/tools/list_changed`; cleared by `takeToolsChanged()`.
  var toolsChanged = false

  /// Whether the server speaks 2026-07-28: every request carries the `_meta` envelope.
  var isModern: Bool { info?.protocolVersion == Self.modernVersion }

  /// A connection to a stdio server started from `arguments`.
  public init(
    arguments: [String], environment: [String: String], directory: String?, logFile: String?,
    sandbox: SandboxPolicy? = nil, sampling: Bool = false
  ) {
    self.endpoint = .stdio(
      arguments: arguments, environment: environment, directory: directory, logFile: logFile,
      sandbox: sandbox)
    allowsSampling = sampling
  }

  /// A connection to `endpoint` (stdio or HTTP); with `sampling`, the server may ask ask's
  /// model for completions.
  public init(_ endpoint: Endpoint, sampling: Bool = false) {
    self.endpoint = endpoint
    allowsSampling = sampling
  }

  /// Starts the server and settles the protocol within `timeout`: `server/discover` first
  /// (2026-07-28, stateless), and the `initialize` handshake when the server does not speak
  /// it — unless `version` pins one.
  public func start(timeout: Duration, version pinned: String? = nil) async throws -> ServerInfo {
    let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    switch endpoint {
    case .stdio(let arguments, let environment, let directory, let logFile, let sandbox):
      var options = ServiceProcess.Options(
        arguments: arguments, environment: environment, directory: directory, logFile: logFile)
      options.sandbox = sandbox
      options.maxLineBytes = Self.maxLineBytes
      process = try ServiceProcess(
        options, onLine: { continuation.yield($0) },
        onEnd: { ending in
          let said: String
          switch ending {
          case .lineTooLong:
            said =
              "it wrote a message longer than \(Self.maxLineBytes >> 20) MiB, the most ask reads;"
              + " it was stopped"
          case .exited(let code): said = "it exited with status \(code)"
          case .signaled(let signal): said = "it was ended by signal \(signal)"
          }
          continuation.yield("\u{0}end:\(said)")
          continuation.finish()
        })
    case .http(let url, let headers, let timeout, let credentials):
      process = HTTPLink(
        url: url, headers: headers, timeout: timeout, credentials: credentials,
        name: credentials?.server ?? url.host ?? "NAME"
      ) { continuation.yield($0) }
    }
    Task { [weak self] in
      for await line in lines { await self?.handle(line) }
    }
    if pinned == nil || pinned == Self.modernVersion {
      if let server = try await discover(timeout: timeout, required: pinned != nil) {
        info = server
        process?.negotiated(server.protocolVersion)
        return server
      }
    }
    return try await initialize(offering: pinned ?? Self.handshakeVersions[0], timeout: timeout)
  }

  /// `server/discover`: the server's info when it speaks 2026-07-28; nil when it does not (an
  /// error answer, a listing of handshake versions only, or silence for a while: a server of
  /// an older revision), so the handshake follows. Throws when the server ended, or when
  /// `required` and the server does not speak it.
  private func discover(timeout: Duration, required: Bool) async throws -> ServerInfo? {
    let result: JSONValue
    do {
      // The whole start timeout, also for a server that might not know the method: JSON-RPC
      // has it answer "method not found" at once, and silence is far more often a server
      // still starting (a Python server importing its SDK on a loaded machine took over 10 s,
      // the former cap here, and was then offered a handshake it did not speak).
      result = try await request(
        "server/discover", params: nil, timeout: timeout, modern: true)
    } catch MCPError.server(let code, let message) {
      // Method not found, "not initialized", an unsupported version (-32022): the handshake
      // decides (a server that speaks only other stateless versions fails there, named).
      if required { throw MCPError.server(code: code, message: message) }
      return nil
    } catch MCPError.timeout(let method, let seconds) {
      if required { throw MCPError.timeout(method: method, seconds: seconds) }
      return nil
    }
    let versions = result["supportedVersions"]?.arrayValue?.compactMap(\.stringValue) ?? []
    guard versions.contains(Self.modernVersion) else {
      if required { throw MCPError.unsupportedVersion(versions.joined(separator: ", ")) }
      return nil
    }
    return ServerInfo(
      protocolVersion: Self.modernVersion,
      identity: result["_meta"]?["io.modelcontextprotocol/serverInfo"],
      capabilities: result["capabilities"])
  }

  private func initialize(offering version: String, timeout: Duration) async throws -> ServerInfo {
    let result = try await request(
      "initialize",
      params: [
        "protocolVersion": .string(version),
        // Elicitation in form mode: a server may ask the user for input during a call.
        "capabilities": capabilities,
        "clientInfo": Self.clientInfo,
      ], timeout: timeout)
    guard let version = result["protocolVersion"]?.stringValue else {
      throw MCPError.protocolViolation("the initialize result has no protocolVersion")
    }
    guard Self.handshakeVersions.contains(version) else {
      stop()
      throw MCPError.unsupportedVersion(version)
    }
    let server = ServerInfo(
      protocolVersion: version, identity: result["serverInfo"],
      capabilities: result["capabilities"])
    info = server
    process?.negotiated(version)
    try notify("notifications/initialized", params: nil)
    return server
  }

  /// Why the connection is over, or nil while it is up.
  public var failure: MCPError? { ended }

  /// Ends the server (SIGTERM to its group, SIGKILL after the grace).
  public func stop() {
    process?.stop()
    fail(MCPError.ended("stopped"))
  }

  // MARK: JSON-RPC

  func request(
    _ method: String, params: JSONValue?, timeout: Duration, modern: Bool = false
  ) async throws -> JSONValue {
    if let ended { throw ended }
    let id = nextID
    nextID += 1
    var message: [String: JSONValue] = [
      "jsonrpc": "2.0", "id": .integer(id), "method": .string(method),
    ]
    if modern || isModern {
      message["params"] = Self.envelope(params, capabilities: capabilities)
    } else if let params {
      message["params"] = params
    }
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

  /// `params` with the 2026-07-28 request `_meta`: version, capabilities, who asks.
  static func envelope(_ params: JSONValue?, capabilities: JSONValue = clientCapabilities)
    -> JSONValue
  {
    var members = params?.objectValue ?? [:]
    var meta = members["_meta"]?.objectValue ?? [:]
    meta["io.modelcontextprotocol/protocolVersion"] = .string(modernVersion)
    meta["io.modelcontextprotocol/clientCapabilities"] = capabilities
    meta["io.modelcontextprotocol/clientInfo"] = clientInfo
    members["_meta"] = .object(meta)
    return .object(members)
  }

  private func cancel(_ id: Int, method: String) {
    guard pending[id] != nil else { return }
    resolve(id, with: .failure(CancellationError()))
    if method != "initialize", method != "server/discover" {
      try? notify(
        "notifications/cancelled",
        params: ["requestId": .integer(id), "reason": "cancelled by the user"])
    }
  }

  func resolve(_ id: Int, with result: Result<JSONValue, any Error>) {
    guard let continuation = pending.removeValue(forKey: id) else { return }
    continuation.resume(with: result)
  }

  func notify(_ method: String, params: JSONValue?) throws {
    var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
    if let params { message["params"] = params }
    try process?.send(JSONValue.object(message).jsonString)
  }

  func reply(_ id: JSONValue, result: JSONValue? = nil, error: (Int, String)? = nil) {
    var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": id]
    if let error {
      message["error"] = ["code": .integer(error.0), "message": .string(error.1)]
    } else {
      message["result"] = result ?? .object([:])
    }
    try? process?.send(JSONValue.object(message).jsonString)
  }

  func fail(_ error: MCPError) {
    if ended == nil { ended = error }
    for id in Array(pending.keys) { resolve(id, with: .failure(error)) }
  }
}
