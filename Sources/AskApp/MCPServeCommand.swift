import AgentBridge
import AgentCore
import AgentRuntime
import Foundation
import HTTPServer
import MCPServing
import ModelProviders
import SQLiteStore
import SkillKit
import Synchronization
import WebServing

/// `ask mcp serve`: ask's skills (built-in, declared, other MCP servers' tools) as an MCP
/// server on stdin/stdout. Each call is a run of the agent loop with the call as its only
/// step, recorded in one session for the life of the server and audited like any other.
enum MCPServeCommand {
  static func run(
    permissionMode: String?, workspace: String? = nil, http: MCPAction.HTTPAddress? = nil,
    container: AppContainer, environment: AskEnvironment, output: OutputWriter
  ) async -> Int32 {
    // Observed from the start: a signal sent as soon as the URL is printed stops the server.
    let termination = http.map { _ in TerminationSignal() }
    // stdout is the protocol; everything for people goes to stderr.
    let settings: ModelSettings
    let options = {
      var options = RunOptions()
      options.request = "ask mcp serve"
      options.workspace = workspace
      options.permissionMode = permissionMode
      options.maxTurns = 2
      // One language for everything the client's user reads (questions, summaries, titles):
      // ASK_LANG or the locale, else English — not each call's arguments'.
      options.language = (environment.language(option: nil) ?? .english).rawValue
      return options
    }()
    let store = container.stores.events
    let clock = environment.clock
    let runner: SessionRunner
    let workspace: String
    do {
      settings = try ModelSettings.resolve(
        options: options, environment: environment.variables,
        dataDirectory: environment.dataDirectory)
      let selection = try await SessionSelection.choose(
        options: options, store: store, audit: container.stores.audit,
        model: "direct", now: clock.now())
      // One runner records every call (each its own run of the agent) in the order they say.
      runner = SessionRunner(store: store, session: selection.session, clock: clock) { message in
        OutputWriter.error("ask mcp serve: \(message)\n")
      }
      try await runner.claim()
      workspace = selection.workspace
    } catch {
      OutputWriter.error("ask mcp serve: \(error)\n")
      return 1
    }
    let session = runner.session.id
    let mode = settings.permissionMode
    let calls = Counter()
    // Every call is an agent of its own; "allow for this session" is kept under one name for
    // all of them, in the store, where ask grants lists it and can revoke it.
    let owner = SessionAllowance.newOwner()
    let library = AskServeLibrary(
      store: store, audit: container.stores.audit, catalog: container.catalog,
      language: environment.language(option: nil) ?? .english,
      zone: container.environment.timeZone)
    // One handler on stdio; over HTTP one per handshake-era session and one for 2026-07-28's
    // stateless requests: all of them run their calls through this one runner and session.
    let makeHandler: MCPHTTPEndpoint.MakeHandler = { send in
      MCPServeHandler(
        version: "0.1.0", language: environment.language(option: nil) ?? .english,
        skills: { await container.catalog.snapshot().registry.descriptors },
        start: { skill, input in
          let model = DirectCallModel(
            skillID: skill, input: input, callPrefix: "call_mcp_\(calls.increment())")
          let agent = container.agent(
            options: options, model: model, mode: mode, sessionID: session, workspace: workspace,
            grantOwner: owner)
          let messages = runner.run("mcp: \(skill) \(input.jsonString)", on: agent)
          let (out, continuation) = AsyncStream.makeStream(of: AgentMessage.self)
          Task {
            for await (message, _) in messages { continuation.yield(message) }
            continuation.finish()
          }
          return MCPServeHandler.Run(
            messages: out, cancel: { agent.cancel() },
            answer: { id, answer throws(AnswerRefusal) in try agent.answer(id, with: answer) })
        },
        library: library, send: send)
    }
    if let http, let termination {
      let served = await serveHTTP(
        http, makeHandler: makeHandler, termination: termination, session: session,
        output: output)
      await container.mcp?.stopAll()
      let finished = await runner.finish()
      return served == 0 && finished ? 0 : served == 0 ? 1 : served
    }
    let handler = makeHandler { output.line($0) }
    OutputWriter.error(
      "ask mcp serve: speaking MCP on stdin/stdout (2026-07-28, 2025-11-25); session \(session)\n")
    let lines = LineQueue(LineReader())
    while let line = await lines.next() {
      switch line {
      case .text(let text): await handler.handle(text)
      case .tooLong(let bytes):
        let error: JSONValue = [
          "jsonrpc": "2.0", "id": .null,
          "error": [
            "code": -32700,
            "message": .string(
              "Parse error: a message of \(bytes) bytes is over ask's limit of \(LineReader.defaultMaxLineBytes)"
            ),
          ],
        ]
        output.line(error.jsonString)
      }
    }
    await handler.finish()
    let unfinished = await handler.unfinished
    if unfinished > 0 {
      OutputWriter.error(
        "ask mcp serve: \(unfinished) call(s) still running 5 s after stdin closed; leaving them\n")
    }
    await container.mcp?.stopAll()
    return await runner.finish() ? 0 : 1
  }

  /// Serves the handlers over Streamable HTTP at `address` until SIGINT or SIGTERM: prints the
  /// endpoint's URL with a fresh access token, lets in only requests that carry it with this
  /// server's own `Host` (and `Origin`, when sent), as `ask serve` does.
  private static func serveHTTP(
    _ address: MCPAction.HTTPAddress, makeHandler: @escaping MCPHTTPEndpoint.MakeHandler,
    termination: TerminationSignal, session: String, output: OutputWriter
  ) async -> Int32 {
    let token = ServeAccess.newToken()
    let slot = Mutex<MCPHTTPEndpoint?>(nil)
    let server: HTTPServer
    do {
      server = try HTTPServer(host: address.host, port: address.port) { request in
        guard let endpoint = slot.withLock({ $0 }) else {
          return APIError(503, "starting", "the server is starting; try again").response
        }
        return await endpoint.handle(request)
      }
    } catch {
      OutputWriter.error("ask mcp serve: \(error)\n")
      return 2
    }
    let access = ServeAccess(token: token, host: address.host, port: server.port)
    let endpoint = MCPHTTPEndpoint(make: makeHandler) { request in
      if case .refused(let error) = access.check(request) { return error.response }
      return nil
    }
    slot.withLock { $0 = endpoint }
    let shown = address.host.contains(":") ? "[\(address.host)]" : address.host
    output.line(
      "ask mcp serve: http://\(shown):\(server.port)\(MCPHTTPEndpoint.path)?token=\(token)")
    OutputWriter.error(
      "ask mcp serve: speaking MCP over Streamable HTTP (2026-07-28, 2025-11-25) on"
        + " \(shown):\(server.port); session \(session); Ctrl-C stops it\n")
    if !ServeAccess.isLoopbackHost(address.host) {
      OutputWriter.error(
        "ask mcp serve: \(address.host) is not a loopback address: anyone who can reach it and"
          + " has the token can call ask's skills\n")
    }
    let signal = await termination.wait()
    OutputWriter.error("ask mcp serve: stopping (signal \(signal)); cancelling calls in flight\n")
    await endpoint.finish()
    await server.stop()
    return 0
  }
}
