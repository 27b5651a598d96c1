import AgentCore
import AgentRuntime
import Foundation
import Observation

/// Creating, opening, renaming, forking and deleting the sessions the bridge shows.
extension AgentBridge {
  /// Starts a new, empty session and makes it current.
  public func newSession(title: String = "New session", workingDirectory: String, model: String)
    async throws
  {
    let id = Self.newSessionID()
    let info = try await store.createSession(
      id: id, title: title, workingDirectory: workingDirectory, model: model, at: clock.now())
    await switchTo(info, history: [])
  }

  /// Opens a stored session at its newest page. Its history is rebuilt (and repaired) for
  /// the model when the first message is sent, so opening stays fast and small.
  public func open(_ id: String) async throws {
    guard let info = try await store.session(id) else { throw SessionError("no session \(id)") }
    await switchTo(info, history: nil)
    let page = try await store.page(id, .newest(limit: pageSize))
    window.reset(to: page, first: 1, last: info.lastSequence)
    rebuildCards()
  }

  func switchTo(_ info: SessionInfo, history: [Message]?) async {
    cancel()
    await currentTask?.value
    await runner?.close()
    session = info
    window.reset(to: [], first: 1, last: info.lastSequence)
    toolCards = [:]
    streamingText = ""
    thinkingText = ""
    reducer.reset()
    stage = .idle
    lastError = nil
    let agent = makeAgent(info)
    if let history { await agent.restore(history) }
    historyLoaded = history != nil
    self.agent = agent
    abandonment.attach(agent)
    runner = SessionRunner(store: store, session: info, clock: clock) { [weak self] message in
      Task { @MainActor in self?.storageProblem(message) }
    }
  }

  /// Renames the current session.
  public func rename(to title: String) async throws {
    guard let id = session?.id else { return }
    try await store.rename(id, to: title)
    session?.title = title
  }

  /// Deletes a session; deleting the current one leaves the bridge without a session.
  public func deleteSession(_ id: String) async throws {
    if session?.id == id {
      cancel()
      await currentTask?.value
      await runner?.close()
      runner = nil
      agent = nil
      session = nil
      window.reset(to: [], first: 1, last: 0)
      toolCards = [:]
    }
    try await store.delete(id)
  }

  /// Every stored session, most recently updated first (for a session picker).
  public func sessions() async throws -> [SessionInfo] {
    try await store.sessions()
  }

  /// A new session with the current one's events up to `sequence`, opened.
  public func fork(at sequence: Int64) async throws {
    guard let id = session?.id else { return }
    await flush()
    let forked = try await store.fork(
      id, at: sequence, id: Self.newSessionID(), title: "\(session?.title ?? "Session") (fork)",
      at: clock.now())
    try await open(forked.id)
  }

  /// Writes every recorded event now (the end of a turn).
  public func flush() async {
    await runner?.flush()
  }
}
