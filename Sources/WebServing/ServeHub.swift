import AgentBridge
import AgentCore
import Foundation
import HTTPServer
import SkillKit

/// The sessions `ask serve` has open, each with its bridge, and every operation of the API on
/// them. Runs on the main actor, as the bridges do; the router only parses and answers.
@MainActor
public final class ServeHub {
  /// Builds the agent of a session (its model from `SessionInfo.model`).
  public typealias AgentFactory = @MainActor (SessionInfo) -> any AgentSession

  /// Bounds on what clients may hold open.
  public struct Limits: Sendable, Hashable {
    /// Event streams open at once, over all sessions.
    public var streams = 64
    /// Event streams open at once on one session.
    public var streamsPerSession = 16
    /// Bytes queued for one stream before it is closed (the client resumes from its
    /// `Last-Event-ID`).
    public var streamBufferBytes = 4 << 20
    /// Sessions kept open in memory; idle ones without clients are closed first.
    public var liveSessions = 32
    /// Characters in one message.
    public var messageCharacters = 100_000

    /// The documented defaults.
    public init() {}
  }

  /// What the hub asks of the program that hosts it.
  public struct Host: Sendable {
    /// The model of a new session when the request names none.
    public var defaultModel: String
    /// A new session's workspace: the given folder (validated) or the default one; throws
    /// a message naming what is wrong.
    public var workspace: @Sendable (String?) throws -> String
    /// Nil when `model` can be used, else why not.
    public var modelProblem: @Sendable (String) -> String?
    /// The skill registry as JSON.
    public var skills: @Sendable () async -> JSONValue
    /// `ask doctor`'s checks as JSON.
    public var doctor: @Sendable () async -> JSONValue
    /// The language the page speaks.
    public var language: UserLanguage = .english
    /// The abilities panel every face opens on (`AbilityPanel.jsonValue`).
    public var abilities: @Sendable () async -> JSONValue = { .null }
    /// Every grant (`ask grants`).
    public var grants: @Sendable () async throws -> GrantList = {
      throw APIError(501, "not_available", "this server lists no grants")
    }
    /// Revokes a grant (`ask grants revoke`).
    public var revokeGrant: @Sendable (String) async throws -> RevokeOutcome = { _ in
      throw APIError(501, "not_available", "this server revokes no grants")
    }
    /// A page of the audit log.
    public var audit: @Sendable (AuditQuery) async throws -> AuditPage = { _ in
      throw APIError(501, "not_available", "this server has no audit log")
    }
    /// What can be attached to a message (`GET /api/attachments`): each resource the MCP
    /// servers list, and the servers that could not list theirs.
    public var attachments: @Sendable () async -> (items: [Attachable], problems: [String]) = {
      ([], [])
    }

    /// What the hub asks of its host.
    public init(
      defaultModel: String, workspace: @escaping @Sendable (String?) throws -> String,
      modelProblem: @escaping @Sendable (String) -> String?,
      skills: @escaping @Sendable () async -> JSONValue,
      doctor: @escaping @Sendable () async -> JSONValue
    ) {
      self.defaultModel = defaultModel
      self.workspace = workspace
      self.modelProblem = modelProblem
      self.skills = skills
      self.doctor = doctor
    }
  }

  let store: any EventStore
  let host: Host
  let limits: Limits
  private let clock: any AgentClock
  private let makeAgent: AgentFactory
  private var live: [String: LiveSession] = [:]
  private var openStreams = 0
  private var isShuttingDown = false

  /// A hub over `store`, building each session's agent with `makeAgent`.
  public init(
    store: any EventStore, clock: any AgentClock, host: Host, limits: Limits = Limits(),
    makeAgent: @escaping AgentFactory
  ) {
    self.store = store
    self.clock = clock
    self.host = host
    self.limits = limits
    self.makeAgent = makeAgent
  }

  // MARK: Sessions

  func sessions(matching filter: SessionFilter, after before: String?, limit: Int) async throws
    -> [SessionInfo]
  {
    do {
      return try await store.sessions(matching: filter, after: before, limit: limit)
    } catch is SessionError {
      // The only refusal of a listing: the cursor's session is gone.
      throw APIError(
        404, "cursor_not_found",
        "\"before\" names no session (it may have been deleted); list again from the first page")
    }
  }

  /// A ranked page of every session's events holding the query's words; what live runs
  /// recorded and not yet wrote is written first.
  func search(_ query: SearchQuery, filter: SearchFilter, after cursor: SearchCursor?, limit: Int)
    async throws -> SearchPage
  {
    for open in live.values { await open.bridge.flush() }
    return try await store.search(query, filter: filter, after: cursor, limit: limit)
  }

  /// Adds and removes tags of session `id`.
  func retag(_ id: String, adding: [String], removing: [String]) async throws -> SessionInfo {
    _ = try await session(id)
    do {
      _ = try await store.retag(id, adding: adding, removing: removing)
    } catch let refusal as SessionError {
      // A conflict with what the session carries now, not a malformed request.
      throw APIError(409, "too_many_tags", refusal.message)
    }
    return try await session(id)
  }

  func session(_ id: String) async throws -> SessionInfo {
    // What the bridge recorded and not yet wrote counts (event count, last sequence).
    if let open = live[id] { await open.bridge.flush() }
    guard let info = try await store.session(id) else { throw APIError.notFound(session: id) }
    return info
  }

  func createSession(title: String?, workspace: String?, model: String?) async throws
    -> SessionInfo
  {
    let folder: String
    do {
      folder = try host.workspace(workspace)
    } catch {
      throw APIError(400, "bad_workspace", "\(error)")
    }
    let chosen = model ?? host.defaultModel
    if let problem = host.modelProblem(chosen) { throw APIError(400, "bad_model", problem) }
    let bridge = newBridge()
    try await bridge.newSession(
      title: title ?? FaceWords.wording(.untitledSession, host.language), workingDirectory: folder,
      model: chosen)
    guard let info = bridge.session else { throw APIError(500, "internal", "no session made") }
    await keep(LiveSession(bridge: bridge, id: info.id, store: store))
    return info
  }

  func rename(_ id: String, to title: String) async throws -> SessionInfo {
    _ = try await session(id)
    if let open = live[id] {
      try await open.bridge.rename(to: title)
    } else {
      try await store.rename(id, to: title)
    }
    return try await session(id)
  }

  func delete(_ id: String) async throws {
    _ = try await session(id)
    if let open = live.removeValue(forKey: id) {
      open.closeStreams()
      try await open.bridge.deleteSession(id)
    } else {
      try await store.delete(id)
    }
  }

  func fork(_ id: String, at sequence: Int64?, title: String?) async throws -> SessionInfo {
    let info = try await session(id)
    if let open = live[id] { await open.bridge.flush() }
    let last = live[id]?.bridge.lastSequence ?? info.lastSequence
    let at = sequence ?? last
    guard at >= 0, at <= last else {
      throw APIError(
        404, "sequence_not_found",
        "this session has no event \(at); \"at\" must be from 0 to \(last)")
    }
    return try await store.fork(
      id, at: at, id: AgentBridgeIDs.newSessionID(), title: title ?? "\(info.title) (fork)",
      at: clock.now())
  }

  // MARK: Events

  /// One keyset page, oldest first, and the cards of its calls.
  func events(_ id: String, _ request: PageRequest) async throws -> (
    events: [TimelineEvent], cards: [String: ToolCard]
  ) {
    _ = try await session(id)
    // What the bridge recorded and not yet wrote is part of the session.
    if let open = live[id] { await open.bridge.flush() }
    let page = try await store.page(id, request)
    return (page, ToolCard.pair(page, known: live[id]?.bridge.toolCards ?? [:]))
  }

  // MARK: Other writers

  /// Sessions with events another process appended and not yet taken in, to the newest
  /// sequence heard of; one absorbing task per session at a time.
  private var remote: [String: Int64] = [:]
  private var absorbing: Set<String> = []

  /// Another process appended to `id` up to `last` (a PostgreSQL notification): an open
  /// session takes the events in and its clients get them as their own; a session not open
  /// here has nothing to do (it is read from the store when it opens).
  public func notified(session id: String, last: Int64) {
    guard let open = live[id], !isShuttingDown else { return }
    remote[id] = max(remote[id] ?? 0, last)
    guard !absorbing.contains(id) else { return }
    absorbing.insert(id)
    Task { @MainActor [weak self] in
      while let self, let target = self.remote.removeValue(forKey: id) {
        do {
          try await open.bridge.absorbStored(upTo: target)
        } catch {
          open.bridge.reportReadProblem("could not read the events another run wrote: \(error)")
        }
      }
      self?.absorbing.remove(id)
    }
  }

  /// After the notifications may have been missed (the listener reconnected): every open
  /// session reads what the store holds beyond what it knows.
  public func resynchronize() async {
    for (id, open) in live {
      do {
        guard let stored = try await store.session(id) else { continue }
        notified(session: id, last: stored.lastSequence)
      } catch {
        open.bridge.reportReadProblem("could not read what other runs wrote: \(error)")
      }
    }
  }

  // MARK: Running

  func state(_ id: String) async throws -> JSONValue {
    try await open(id).state()
  }

  /// Sends a message; the sequence number of its `user` event.
  func send(_ id: String, text: String) async throws -> Int64 {
    let session = try await open(id)
    guard !session.bridge.isRunning else {
      throw APIError(
        409, "session_busy",
        "a run is in progress in this session; wait for its result or cancel it first")
    }
    // What another process wrote since (a shared database) comes first: the new events
    // continue after it.
    if let stored = try await store.session(id) {
      try await session.bridge.absorbStored(upTo: stored.lastSequence)
    }
    guard !session.bridge.isRunning else {
      throw APIError(409, "session_busy", "a run started in this session meanwhile")
    }
    session.bridge.sendMessage(text)
    return session.bridge.lastSequence
  }

  /// Cancels the run, or one call of it.
  func cancel(_ id: String, toolUseID: String?) async throws {
    let session = try await open(id)
    guard session.bridge.isRunning else {
      throw APIError(409, "not_running", "no run is in progress in this session")
    }
    if let toolUseID {
      guard session.bridge.toolCards[toolUseID]?.isFinished == false else {
        throw APIError(
          409, "call_not_running", "call \(toolUseID.prefix(40)) is not pending or running")
      }
      session.bridge.cancelCall(toolUseID)
    } else {
      session.bridge.cancel()
    }
  }

  func setPaused(_ id: String, _ paused: Bool) async throws {
    let session = try await open(id)
    guard session.bridge.isRunning else {
      throw APIError(409, "not_running", "no run is in progress in this session")
    }
    session.bridge.setPaused(paused)
  }

  // MARK: Streams

  /// A new event stream of the session, or 429 past the limits.
  func stream(_ id: String, after: Int64?, wantsPartial: Bool) async throws -> HTTPByteStream {
    let session = try await open(id)
    guard !isShuttingDown else {
      throw APIError(503, "shutting_down", "the server is stopping; reconnect once it runs again")
    }
    guard openStreams < limits.streams else {
      throw APIError(
        429, "too_many_streams",
        "\(limits.streams) event streams are open on this server; close one first")
    }
    guard session.subscriberCount < limits.streamsPerSession else {
      throw APIError(
        429, "too_many_streams",
        "\(limits.streamsPerSession) event streams are open on this session; close one first")
    }
    let stream = HTTPByteStream(
      limit: limits.streamBufferBytes, idle: .seconds(15), keepAlive: Array(": keep-alive\n\n".utf8)
    )
    openStreams += 1
    stream.onEnd { _ in Task { @MainActor [weak self] in self?.openStreams -= 1 } }
    Task { await session.subscribe(stream, after: after, wantsPartial: wantsPartial) }
    return stream
  }

  // MARK: Lifetime

  /// The open session `id`, opened from the store when it is not.
  func open(_ id: String) async throws -> LiveSession {
    if let session = live[id] {
      session.touch()
      return session
    }
    guard try await store.session(id) != nil else { throw APIError.notFound(session: id) }
    let bridge = newBridge()
    try await bridge.open(id)
    // Another request may have opened it while this one read the store.
    if let session = live[id] { return session }
    let session = LiveSession(bridge: bridge, id: id, store: store)
    await keep(session)
    return session
  }

  private func newBridge() -> AgentBridge {
    AgentBridge(store: store, clock: clock, makeAgent: makeAgent)
  }

  private func keep(_ session: LiveSession) async {
    live[session.id] = session
    guard live.count > limits.liveSessions else { return }
    let idle = live.values.filter {
      $0.id != session.id && $0.subscriberCount == 0 && !$0.bridge.isRunning
    }
    for old in idle.sorted(by: { $0.lastUsed < $1.lastUsed }).prefix(
      live.count - limits.liveSessions)
    {
      live[old.id] = nil
      await old.bridge.flush()
    }
  }

  /// Number of sessions open in memory.
  public var liveSessionCount: Int { live.count }

  /// Stops: every run is cancelled (open prompts resolve as deny), its events are written,
  /// every stream ends.
  public func shutdown() async {
    isShuttingDown = true
    for session in live.values { session.bridge.cancel() }
    for session in live.values {
      await session.bridge.waitUntilIdle()
      await session.bridge.flush()
      session.closeStreams()
    }
  }
}
