import AgentCore
import Foundation
import SkillKit

/// `ask mcp serve`: ask's skills as an MCP server, one JSON-RPC message per line. Speaks the
/// stateless 2026-07-28 (`server/discover`, `_meta` on every request, questions as
/// input-required results) and the `initialize` handshake of 2025-11-25, 2025-06-18 and
/// 2025-03-26 (questions as `elicitation/create` requests). Every call is a run of ask's own
/// loop: validation, the permission gate, forms, progress, audit.
public actor MCPServeHandler {
  /// Starts a run that calls `skill` with `input`; its prompts are answered through the
  /// run's `answer` as their events pass.
  public typealias StartRun =
    @Sendable (_ skill: String, _ input: JSONValue) async throws -> Run

  /// Questions waiting for a retry, at most; the oldest is cancelled beyond it.
  static let maxOpenRounds = 64
  static let pageSize = 100

  let send: @Sendable (String) -> Void
  private let skills: @Sendable () async -> [SkillDescriptor]
  private let start: StartRun
  /// What it offers to read and its prompts; nil for a server of tools only.
  let library: (any ServeLibrary)?
  private let version: String
  let patience: Duration
  /// The one language its questions and tool titles are in.
  let language: UserLanguage
  private var handshake: (version: String, elicits: Bool)?
  /// Calls in flight by request id (its JSON), to cancel them.
  private var running: [String: @Sendable () -> Void] = [:]
  /// Calls received whose run has not started yet: a cancel for one is kept until it does.
  private var starting: Set<String> = []
  private var cancelled: Set<String> = []
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextTask = 0
  /// `finish` waiting for the last task to end.
  private var drained: CheckedContinuation<Void, Never>?
  private var rounds: [String: ServeCall] = [:]
  private var roundOrder: [String] = []
  /// Our questions to the client (`elicitation/create`), by their id.
  var waiting: [String: CheckedContinuation<JSONValue?, Never>] = [:]
  var nextID = 1
  var closing = false

  /// A handler answering MCP requests: `skills` lists what it serves, `start` runs a call
  /// through the gate, `send` writes a message to the client; a question waits `patience`.
  public init(
    version: String, patience: Duration = .seconds(600), language: UserLanguage = .english,
    skills: @escaping @Sendable () async -> [SkillDescriptor], start: @escaping StartRun,
    library: (any ServeLibrary)? = nil, send: @escaping @Sendable (String) -> Void
  ) {
    self.library = library
    self.version = version
    self.patience = patience
    self.language = language
    self.skills = skills
    self.start = start
    self.send = send
  }

  /// One line from the client.
  public func handle(_ line: String) {
    guard !line.isBlankLine else { return }
    guard let message = try? JSONValue.parse(line), case .object(let members) = message else {
      reply(.null, failure: Failure(code: -32700, message: "Parse error: not a JSON object"))
      return
    }
    guard let method = members["method"]?.stringValue else {
      // An answer to one of our questions.
      if let id = members["id"]?.stringValue, let waiter = waiting.removeValue(forKey: id) {
        waiter.resume(returning: members["error"] == nil ? (members["result"] ?? .null) : nil)
      }
      return
    }
    guard let id = members["id"], id != .null else {
      notification(method, members["params"])
      return
    }
    let params = members["params"]
    do {
      switch method {
      case "initialize": reply(id, try initialize(params))
      case "ping": reply(id, .object([:]))
      case "server/discover":
        _ = try era(params)
        reply(
          id,
          ServeWire.discovery(
            serverVersion: version, library: library != nil,
            skills: library?.publishesSkills ?? false))
      case "tools/list":
        let era = try era(params)
        spawn { [self] in
          do {
            await reply(id, try await list(params, modern: era.isModern))
          } catch let failure as Failure {
            await reply(id, failure: failure)
          } catch {
            await reply(id, failure: Failure(code: -32603, message: "\(error)"))
          }
        }
      case "tools/call":
        let era = try era(params)
        try call(id: id, params: params, era: era)
      case "resources/list", "resources/templates/list", "resources/read", "prompts/list",
        "prompts/get", "skills/list", "skills/get":
        guard let library, !method.hasPrefix("skills/") || library.publishesSkills else {
          throw Failure(code: -32601, message: "Method not found: \(method)")
        }
        let era = try era(params)
        spawn { [self] in
          do {
            var result = try await Self.answer(method, params, from: library)
            if era.isModern, method != "prompts/get", method != "skills/get",
              case .object(var members) = result
            {
              // 2026-07-28 makes listings and reads cacheable: private (this user's store), and
              // stale at once (sessions and the audit log grow while ask serves).
              members["cacheScope"] = "private"
              members["ttlMs"] = 0
              result = .object(members)
            }
            await reply(id, ServeWire.stamp(result, modern: era.isModern))
          } catch let failure as Failure {
            await reply(id, failure: failure)
          } catch {
            await reply(id, failure: Failure(code: -32603, message: "\(error)"))
          }
        }
      default:
        throw Failure(code: -32601, message: "Method not found: \(method)")
      }
    } catch let failure as Failure {
      reply(id, failure: failure)
    } catch {
      reply(id, failure: Failure(code: -32603, message: "\(error)"))
    }
  }

  /// The client went away (stdin closed): every run is cancelled (its questions count as
  /// unanswered) and waited for, at most `grace`.
  public func finish(grace: Duration = .seconds(5)) async {
    closing = true
    for cancel in running.values { cancel() }
    for waiter in waiting.values { waiter.resume(returning: nil) }
    waiting = [:]
    for call in rounds.values { await call.respond(nil) }
    rounds = [:]
    guard !tasks.isEmpty else { return }
    let timer = Task { [weak self] in
      try? await Task.sleep(for: grace)
      await self?.stopWaiting()
    }
    await withCheckedContinuation { drained = $0 }
    timer.cancel()
  }

  /// Calls still running: after `finish`, those that did not end within its grace.
  public var unfinished: Int { tasks.count }

  private func stopWaiting() {
    drained?.resume()
    drained = nil
  }

  // MARK: methods

  private func initialize(_ params: JSONValue?) throws -> JSONValue {
    let asked = params?["protocolVersion"]?.stringValue ?? ""
    let chosen =
      ServeWire.handshakeVersions.contains(asked) ? asked : ServeWire.handshakeVersions[0]
    handshake = (chosen, ServeWire.formElicitation(params?["capabilities"]))
    return ServeWire.initialized(
      version: chosen, serverVersion: version, library: library != nil,
      skills: library?.publishesSkills ?? false)
  }

  private func list(_ params: JSONValue?, modern: Bool) async throws -> JSONValue {
    let descriptors = await skills().sorted { $0.id < $1.id }
    var offset = 0
    if let cursor = params?["cursor"]?.stringValue {
      guard let value = Int(cursor), value >= 0, value <= descriptors.count else {
        throw Failure(code: -32602, message: "Invalid params: unknown cursor \(cursor.prefix(40))")
      }
      offset = value
    }
    let end = min(offset + Self.pageSize, descriptors.count)
    return ServeWire.listing(
      descriptors[offset..<end], nextCursor: end < descriptors.count ? String(end) : nil,
      modern: modern, language: language)
  }

  private func call(id: JSONValue, params: JSONValue?, era: Era) throws {
    guard let tool = params?["name"]?.stringValue else {
      throw Failure(code: -32602, message: "Invalid params: tools/call needs a name")
    }
    let arguments = params?["arguments"] ?? .object([:])
    guard case .object = arguments else {
      throw Failure(code: -32602, message: "Invalid params: arguments must be an object")
    }
    let token = params?["_meta"]?["progressToken"]
    let key = id.jsonString
    if case .modern = era, let state = params?["requestState"]?.stringValue {
      guard let pending = rounds.removeValue(forKey: state) else {
        throw Failure(
          code: -32602,
          message:
            "Invalid params: requestState is unknown or expired; call the tool again without it")
      }
      roundOrder.removeAll { $0 == state }
      // The retry is the request the run now answers: a cancel naming it ends the run.
      starting.insert(key)
      spawn { [self] in
        guard await pending.matches(tool: tool, arguments: arguments) else {
          if await self.abandon(key) {
            await reply(
              id,
              failure: Failure(
                code: -32602, message: "Invalid params: the retry names another tool or arguments"
              ))
          }
          return
        }
        if let cancel = await pending.cancelRun {
          await self.track(key, cancel: cancel)
        } else {
          _ = await self.abandon(key)
        }
        await pending.respond(params?["inputResponses"])
        await self.round(id: id, key: key, call: pending, era: era, progressToken: token)
      }
      return
    }
    var ask: (@Sendable (String, JSONValue) async -> ServeAnswer)?
    let call = ServeCall(tool: tool, arguments: arguments, patience: patience)
    switch era {
    case .modern(let elicits):
      if elicits { ask = { message, schema in await call.ask(message, schema) } }
    case .handshake(let version, let elicits):
      if elicits {
        ask = { [weak self] message, schema in
          guard let self else { return .unavailable }
          return await self.elicit(message, schema, version: version)
        }
      }
    }
    let prompter = ServePrompter(ask: ask, language: language)
    starting.insert(key)
    spawn { [self] in
      guard await skills().contains(where: { $0.id == tool }) else {
        if await self.abandon(key) {
          await reply(id, failure: Failure(code: -32602, message: "Unknown tool: \(tool)"))
        }
        return
      }
      let run: Run
      do {
        run = try await start(tool, arguments)
      } catch {
        if await self.abandon(key) {
          await reply(id, ServeWire.stamp(ServeWire.errorResult("\(error)"), modern: era.isModern))
        }
        return
      }
      await call.attach(cancel: run.cancel)
      await self.track(key, cancel: run.cancel)
      Task {
        var last: ToolResultEvent?
        var count = 0
        for await message in run.messages {
          switch message {
          case .toolProgress(let progress):
            guard let token = await call.progressToken,
              progress.step != nil || progress.fraction != nil
            else { continue }
            count += 1
            await self.progress(token, count: count, progress)
          case .toolResult(let result): last = result
          case .permissionRequest(let request):
            Task {
              Self.answer(run, request.requestID, .permission(await prompter.decide(request)))
            }
          case .inputRequest(let request):
            Task { Self.answer(run, request.requestID, .input(await prompter.complete(request))) }
          default: break
          }
        }
        await call.finish(ServeWire.result(last))
      }
      await self.round(id: id, key: key, call: call, era: era, progressToken: token)
    }
  }

  /// Hands the client's answer to the run. A refusal means the prompt closed meanwhile (the
  /// call was cancelled): nothing waits for the answer any more.
  private nonisolated static func answer(_ run: Run, _ requestID: String, _ answer: PromptAnswer) {
    do {
      try run.answer(requestID, answer)
    } catch {
      return
    }
  }

  /// Waits for the end of the call's current round and answers the request with it.
  private func round(
    id: JSONValue, key: String, call: ServeCall, era: Era, progressToken: JSONValue?
  ) async {
    defer {
      // Answered (the result, or a question the retry brings the answer to): no longer a
      // request in flight; a retry is tracked under its own id.
      untrack(key)
    }
    switch await call.next(progressToken: progressToken) {
    case .done(let result):
      if cancelled.remove(key) == nil { reply(id, ServeWire.stamp(result, modern: era.isModern)) }
    case .input(let question, let message, let schema):
      let state = UUID().uuidString
      rounds[state] = call
      roundOrder.append(state)
      if roundOrder.count > Self.maxOpenRounds {
        let oldest = roundOrder.removeFirst()
        if let dropped = rounds.removeValue(forKey: oldest) { await dropped.respond(nil) }
      }
      reply(
        id,
        [
          "resultType": "input_required", "requestState": .string(state),
          "inputRequests": [
            question: [
              "method": "elicitation/create",
              "params": [
                "mode": "form", "message": .string(message), "requestedSchema": schema,
              ],
            ]
          ],
        ])
    }
  }

  private func notification(_ method: String, _ params: JSONValue?) {
    guard method == "notifications/cancelled",
      let request = params?["requestId"], request != .null
    else { return }
    let key = request.jsonString
    if let cancel = running[key] {
      cancelled.insert(key)
      cancel()
    } else if starting.contains(key) {
      // Received but not started: the run is cancelled the moment it is tracked.
      cancelled.insert(key)
    }
  }

  // MARK: bookkeeping

  private func era(_ params: JSONValue?) throws -> Era {
    let meta = params?["_meta"]
    if let requested = meta?["io.modelcontextprotocol/protocolVersion"]?.stringValue {
      guard requested == ServeWire.modernVersion else {
        throw Failure(
          code: -32022, message: "Unsupported protocol version: \(requested.prefix(40))",
          data: [
            "requested": .string(String(requested.prefix(40))),
            "supported": .array(
              ServeWire.supportedVersions.map(JSONValue.string)),
          ])
      }
      return .modern(
        elicits: ServeWire.formElicitation(meta?["io.modelcontextprotocol/clientCapabilities"]))
    }
    guard let handshake else {
      throw Failure(
        code: -32600,
        message:
          "Invalid Request: no protocol version; send initialize first, or put"
          + " io.modelcontextprotocol/protocolVersion (2026-07-28) in the request's _meta")
    }
    return .handshake(version: handshake.version, elicits: handshake.elicits)
  }

  private func progress(_ token: JSONValue, count: Int, _ progress: ToolProgress) {
    send(ServeWire.progress(token, count: count, progress).jsonString)
  }

  private func track(_ key: String, cancel: @escaping @Sendable () -> Void) {
    starting.remove(key)
    running[key] = cancel
    if closing || cancelled.contains(key) { cancel() }
  }

  /// A call that ended before its run started (unknown tool, a start that failed): true
  /// when it is to be answered, false when the client cancelled it meanwhile.
  private func abandon(_ key: String) -> Bool {
    starting.remove(key)
    return cancelled.remove(key) == nil
  }

  private func untrack(_ key: String) { running[key] = nil }

  func spawn(_ work: @escaping @Sendable () async -> Void) {
    let number = nextTask
    nextTask += 1
    tasks[number] = Task { [weak self] in
      await work()
      await self?.done(number)
    }
  }

  private func done(_ number: Int) {
    tasks[number] = nil
    if tasks.isEmpty { stopWaiting() }
  }

  func reply(_ id: JSONValue, _ result: JSONValue) {
    send(JSONValue.object(["jsonrpc": "2.0", "id": id, "result": result]).jsonString)
  }

  func reply(_ id: JSONValue, failure: Failure) {
    var error: [String: JSONValue] = [
      "code": .integer(failure.code), "message": .string(failure.message),
    ]
    if let data = failure.data { error["data"] = data }
    send(JSONValue.object(["jsonrpc": "2.0", "id": id, "error": .object(error)]).jsonString)
  }
}
