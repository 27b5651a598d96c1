import Foundation
import ProcessRunner
import SkillKit

/// Every configured MCP server, as a skill source: a server starts when its tools are first
/// needed (all in parallel, each within its timeout), its tools become `mcp.<server>.<tool>`
/// skills, and a server that fails is reported once and its tools are unavailable while every
/// other skill works. A server that ended is started again at the next call (at most every
/// few seconds). Dropping the hub stops every server.
public actor MCPHub: SkillSource {
  /// One server's state, for `ask mcp list`.
  public struct Status: Sendable, Hashable {
    /// The server's name in mcp.json.
    public var name: String
    /// False for a server mcp.json disables.
    public var enabled: Bool
    /// `stopped`, `running`, `failed`, `untrusted`…
    public var state: String
    /// The revision spoken, once connected.
    public var protocolVersion: String?
    /// Its tools, once listed.
    public var tools: [String]
    /// Why it last failed.
    public var lastError: String?
    /// `stdio` or `http`.
    public var transport: String
    /// What it declares beyond tools: `resources`, `prompts`.
    public var offers: [String] = []
    /// The mcp.json that declares it.
    public var file: String = ""
    /// Whether a sign-in (`ask mcp login`) is kept for it; nil when the token file cannot be
    /// read (said in `lastError` when that stops it).
    public var signedIn: Bool? = false
  }

  struct Server {
    var config: MCPServerConfig
    var connection: MCPConnection?
    var tools: [MCPConnection.Tool] = []
    /// What the server offers to read, listed when it started (nil: it declares no resources).
    var resources: Started.Readable?
    /// The skills it serves (Skills extension), listed when it started.
    var skills: [MCPSkillEntry] = []
    var lastError: String?
    var lastStart: ContinuousClock.Instant?
  }

  var servers: [String: Server] = [:]
  let environment: [String: String]
  /// The sandbox every stdio server starts in, before its own widening and program are added.
  private let sandbox: SandboxPolicy
  private let logDirectory: String
  var generation = 0
  var registry = SkillRegistry()
  var pending: [String] = []
  private var started = false
  /// The least time between two starts of one server.
  private let restartBackoff: Duration
  /// The skills servers serve that the person approved; nil offers none of them.
  let approvals: MCPSkillApprovals?
  /// The sign-ins to HTTP servers (`ask mcp login`); nil sends none.
  let tokens: OAuthTokenStore?
  /// What `report` has said.
  var reported: Set<String> = []
  /// The id of each server's `read_resource` skill, as the last rebuild registered it.
  var readerIDs: [String: String] = [:]

  /// A hub for `configs`; no server starts until its tools are needed, and one that ended is
  /// not started again within `restartBackoff`.
  public init(
    configs: [MCPServerConfig], environment: [String: String], logDirectory: String,
    sandbox: SandboxPolicy, restartBackoff: Duration = .seconds(2),
    approvals: MCPSkillApprovals? = nil, tokens: OAuthTokenStore? = nil
  ) {
    self.approvals = approvals
    self.tokens = tokens
    for config in configs { servers[config.name] = Server(config: config) }
    self.environment = environment
    self.sandbox = sandbox
    self.logDirectory = logDirectory
    self.restartBackoff = restartBackoff
  }

  /// The skills as they are now, with the generation that changes whenever they do.
  public func snapshot() async -> SkillSnapshot {
    if !started {
      await startOnce()
    } else {
      var changed = false
      for (name, server) in servers {
        if let connection = server.connection, await connection.takeToolsChanged() {
          await relist(name)
          changed = true
        }
      }
      if changed { rebuild() }
    }
    defer { pending = [] }
    return SkillSnapshot(registry: registry, generation: generation, problems: pending)
  }

  /// Each server's state (starting those not started yet).
  public func status() async -> [Status] {
    await startOnce()
    var out: [Status] = []
    for name in servers.keys.sorted() {
      guard let server = servers[name] else { continue }
      let info = await server.connection?.info
      let failure = await server.connection?.failure
      out.append(
        Status(
          name: name, enabled: server.config.enabled,
          state: !server.config.enabled
            ? "disabled"
            : !server.config.trusted
              ? "untrusted"
              : failure != nil || server.connection == nil ? "unavailable" : "ready",
          protocolVersion: info?.protocolVersion, tools: server.tools.map(\.name),
          lastError: server.lastError ?? failure.map(\.description),
          transport: server.config.url == nil ? "stdio" : "http",
          offers: (info?.offersResources == true ? ["resources"] : [])
            + (info?.offersPrompts == true ? ["prompts"] : [])
            + (info?.offersSkills == true ? ["skills"] : []), file: server.config.file,
          signedIn: signedIn(server.config)))
    }
    return out
  }

  private func signedIn(_ config: MCPServerConfig) -> Bool? {
    guard config.url != nil, let tokens else { return false }
    do {
      return try tokens.credential(for: config) != nil
    } catch {
      return nil
    }
  }

  /// The server's tools as given (for `ask mcp tools`).
  public func tools(of name: String) -> [MCPConnection.Tool] { servers[name]?.tools ?? [] }

  /// Stops every server.
  public func stopAll() async {
    for server in servers.values { await server.connection?.stop() }
  }

  /// Every enabled, trusted server started (once), without taking the problems a snapshot
  /// reports.
  func started() async { await startOnce() }

  /// Starts every enabled, trusted server the first time anything needs them.
  private func startOnce() async {
    guard !started else { return }
    started = true
    await startAll()
    rebuild()
  }

  private func startAll() async {
    for server in servers.values where server.config.enabled && !server.config.trusted {
      let message =
        "MCP server \(server.config.name) comes from \(server.config.file), which you have not"
        + " approved as it is: it is not started. Read the file, then run `ask mcp trust`."
      servers[server.config.name]?.lastError = message
      pending.append(message)
    }
    let names = servers.values.filter { $0.config.enabled && $0.config.trusted }.map(\.config.name)
    await withTaskGroup(of: (String, Result<Started, any Error>).self) { group in
      for name in names {
        guard let config = servers[name]?.config else { continue }
        let environment = self.environment
        let sandbox = self.sandbox
        let log = logDirectory + "/mcp-\(name).log"
        let tokens = self.tokens
        group.addTask {
          (
            name,
            await Self.connect(
              config, environment: environment, sandbox: sandbox, logFile: log, tokens: tokens)
          )
        }
      }
      for await (name, outcome) in group { record(name, outcome) }
    }
  }

  private func record(
    _ name: String, _ outcome: Result<Started, any Error>
  ) {
    servers[name]?.lastStart = .now
    switch outcome {
    case .success(let started):
      servers[name]?.connection = started.connection
      servers[name]?.tools = started.tools
      servers[name]?.resources = started.readable
      servers[name]?.skills = started.skills
      servers[name]?.lastError = nil
      if let problem = started.problem, servers[name]?.lastError != problem {
        pending.append(problem)
      }
    case .failure(let error):
      let config = servers[name]?.config
      let message =
        "MCP server \(name) could not start: \(error)"
        + " — check \(config?.command.map { ([$0] + (config?.arguments ?? [])).joined(separator: " ") } ?? config?.url ?? "its entry")"
        + " in \(config?.file ?? "mcp.json"); its log is \(logDirectory)/mcp-\(name).log"
      if servers[name]?.lastError != message { pending.append(message) }
      servers[name]?.lastError = message
      servers[name]?.tools = []
      servers[name]?.resources = nil
      servers[name]?.skills = []
    }
  }

  private static func connect(
    _ config: MCPServerConfig, environment: [String: String], sandbox: SandboxPolicy,
    logFile: String, tokens: OAuthTokenStore?
  ) async -> Result<Started, any Error> {
    do {
      let timeout = Duration.milliseconds(Int(config.timeoutSeconds * 1000))
      guard let command = config.command else {
        let (url, headers) = try config.httpEndpoint(environment)
        // A server given its own Authorization header is not signed in to by ask.
        let signsIn = !headers.keys.contains { $0.lowercased() == "authorization" }
        let credentials = signsIn ? tokens.map { MCPCredentials(config: config, store: $0) } : nil
        let connection = MCPConnection(
          .http(
            url: url, headers: headers, timeout: config.timeoutSeconds, credentials: credentials),
          sampling: config.sampling)
        return .success(try await Started.start(connection, config, timeout: timeout))
      }
      var childEnvironment = ChildProcess.withoutModelKeys(environment)
      for (key, value) in config.environment {
        childEnvironment[key] = try MCPServerConfig.expand(value, environment)
      }
      let arguments = try ([command] + config.arguments).map {
        try MCPServerConfig.expand($0, environment)
      }
      let connection = MCPConnection(
        arguments: arguments, environment: childEnvironment, directory: config.directory,
        logFile: logFile,
        sandbox: sandbox.widened(by: config.sandbox).reading(
          ExecutableFootprint.readable(arguments, directory: config.directory)
            + (config.directory.map { [$0] } ?? [])), sampling: config.sampling)
      return .success(try await Started.start(connection, config, timeout: timeout))
    } catch {
      return .failure(error)
    }
  }

  static func filtered(_ tools: [MCPConnection.Tool], _ config: MCPServerConfig)
    -> [MCPConnection.Tool]
  {
    tools.filter {
      (config.include?.contains($0.name) ?? true) && !config.exclude.contains($0.name)
    }
  }

  private func relist(_ name: String) async {
    guard let server = servers[name], let connection = server.connection else { return }
    do {
      servers[name]?.tools = Self.filtered(
        try await connection.listTools(
          timeout: .milliseconds(Int(server.config.timeoutSeconds * 1000))), server.config)
    } catch {
      pending.append("MCP server \(name): listing its tools again failed: \(error)")
    }
  }

  /// Calls `tool` of `server`, starting the server again first when it ended.
  func call(
    server name: String, tool: String, arguments: JSONValue,
    progress: @escaping MCPConnection.Progress, elicit: MCPConnection.Elicit? = nil
  ) async throws -> JSONValue {
    try await using(name) { connection, timeout in
      try await connection.callTool(
        tool, arguments: arguments, timeout: timeout, progress: progress, elicit: elicit)
    }
  }

  /// `work` on the connection to `name` with the server's timeout, starting the server (again)
  /// first when it is not running; a protocol error is said with the server's name and log.
  func using<T: Sendable>(
    _ name: String, _ work: (MCPConnection, Duration) async throws -> T
  ) async throws -> T {
    await startOnce()
    guard let server = servers[name] else {
      throw SkillError(
        "no MCP server \"\(name)\"",
        fix:
          "Configured: \(servers.keys.sorted().joined(separator: ", ")); `ask mcp list` shows them")
    }
    guard server.config.trusted, server.config.enabled else {
      throw SkillError(
        server.lastError ?? "MCP server \(name) is disabled in \(server.config.file)")
    }
    var connection = server.connection
    let failure = await connection?.failure
    if connection == nil || failure != nil {
      if let last = server.lastStart, ContinuousClock.now - last < restartBackoff {
        if connection == nil, let error = server.lastError {
          // It failed to start moments ago: that failure, which names the fix, is the answer.
          throw SkillError(error)
        }
        throw SkillError(
          "MCP server \(name) is not running: \(failure?.description ?? "it ended")",
          fix: "It is started again at the next call; its log is \(logDirectory)/mcp-\(name).log")
      }
      record(
        name,
        await Self.connect(
          server.config, environment: environment, sandbox: sandbox,
          logFile: logDirectory + "/mcp-\(name).log", tokens: tokens))
      connection = servers[name]?.connection
    }
    guard let connection else {
      throw SkillError(servers[name]?.lastError ?? "MCP server \(name) could not start")
    }
    do {
      return try await work(connection, .milliseconds(Int(server.config.timeoutSeconds * 1000)))
    } catch let error as MCPError {
      throw SkillError(
        "MCP server \(name): \(error)", fix: "Its log is \(logDirectory)/mcp-\(name).log")
    }
  }
}
