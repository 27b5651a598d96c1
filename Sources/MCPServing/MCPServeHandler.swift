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
  let skills: @Sendable () async -> [SkillDescriptor]
  let start: StartRun
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
  var starting: Set<String> = []
  var cancelled: Set<String> = []
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextTask = 0
  /// `finish` waiting for the last task to end.
  private var drained: CheckedContinuation<Void, Never>?
  var rounds: [String: ServeCall] = [:]
  var roundOrder: [String] = []
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

  func progress(_ token: JSONValue, count: Int, _ progress: ToolProgress) {
    send(ServeWire.progress(token, count: count, progress).jsonString)
  }

  func track(_ key: String, cancel: @escaping @Sendable () -> Void) {
    starting.remove(key)
    running[key] = cancel
    if closing || cancelled.contains(key) { cancel() }
  }

  /// A call that ended before its run started (unknown tool, a start that failed): true
  /// when it is to be answered, false when the client cancelled it meanwhile.
  func abandon(_ key: String) -> Bool {
    starting.remove(key)
    return cancelled.remove(key) == nil
  }

  func untrack(_ key: String) { running[key] = nil }

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
