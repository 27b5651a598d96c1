import AgentCore
import Foundation
import Synchronization

/// Sessions and events kept in memory; passes the same conformance suite as SQLite.
public final class InMemoryEventStore: EventStore {
  private struct State {
    var sessions: [String: SessionInfo] = [:]
    var events: [String: [TimelineEvent]] = [:]
    /// Sessions in the order they were last written (created, appended to, forked), as
    /// SQLite's `touched` orders them: each process's clock cannot.
    var order: [String] = []
    var failuresLeft = 0
  }

  private let state = Mutex(State())

  /// An empty store.
  public init() {}

  /// Makes the next `count` appends fail, to test what recorders do then.
  public func failNextAppends(_ count: Int) {
    state.withLock { $0.failuresLeft = count }
  }

  /// Appends that reached the store, in order (for tests).
  public func allEvents(_ session: String) -> [TimelineEvent] {
    state.withLock { $0.events[session] ?? [] }
  }

  /// Creates a session row, idle, with no events.
  public func createSession(
    id: String, title: String, workingDirectory: String, model: String, at date: Date
  ) async throws -> SessionInfo {
    try state.withLock { state in
      guard state.sessions[id] == nil else { throw SessionError("session \(id) exists") }
      let info = SessionInfo(
        id: id, title: title, createdAt: date, updatedAt: date, workingDirectory: workingDirectory,
        model: model, state: .idle, eventCount: 0, lastSequence: 0)
      state.sessions[id] = info
      state.events[id] = []
      state.order.append(id)
      return info
    }
  }

  /// Every session, the most recently written first.
  public func sessions() async throws -> [SessionInfo] {
    state.withLock { state in state.order.reversed().compactMap { state.sessions[$0] } }
  }

  /// A page of the sessions `filter` admits, after the session `before`.
  public func sessions(matching filter: SessionFilter, after before: String?, limit: Int)
    async throws -> [SessionInfo]
  {
    var all = try await sessions()
    if let before {
      guard let index = all.firstIndex(where: { $0.id == before }) else {
        throw SessionError("no session \(before.prefix(80)) to list after")
      }
      all.removeFirst(index + 1)
    }
    return Array(all.filter(filter.admits).prefix(max(limit, 0)))
  }

  /// Session `id`; nil when there is none.
  public func session(_ id: String) async throws -> SessionInfo? {
    state.withLock { $0.sessions[id] }
  }

  /// Renames session `id`.
  public func rename(_ id: String, to title: String) async throws {
    try state.withLock { state in
      guard state.sessions[id] != nil else { throw SessionError("no session \(id)") }
      state.sessions[id]?.title = title
    }
  }

  /// Sets the state of session `id`.
  public func setState(_ id: String, _ value: SessionState) async throws {
    state.withLock { $0.sessions[id]?.state = value }
  }

  /// One process holds every in-memory session: a claim marks it running and returns it.
  public func claim(_ id: String) async throws -> SessionInfo {
    try state.withLock { state in
      guard var info = state.sessions[id] else { throw SessionError("no session \(id)") }
      info.state = .running
      state.sessions[id] = info
      return info
    }
  }

  /// Deletes session `id` and its events.
  public func delete(_ id: String) async throws {
    try state.withLock { state in
      guard state.sessions.removeValue(forKey: id) != nil else {
        throw SessionError("no session \(id)")
      }
      state.events[id] = nil
      state.order.removeAll { $0 == id }
    }
  }

  /// Appends `events` to `session`, numbering them after its last.
  public func append(_ events: [TimelineEvent], to session: String) async throws {
    try state.withLock { state in
      if state.failuresLeft > 0 {
        state.failuresLeft -= 1
        throw SessionError("the disk is full (simulated)")
      }
      guard var info = state.sessions[session] else { throw SessionError("no session \(session)") }
      let existing = Set((state.events[session] ?? []).map(\.sequence))
      var seen = existing
      for event in events where !seen.insert(event.sequence).inserted {
        throw SessionError("event \(event.sequence) of \(session) exists")
      }
      state.events[session, default: []] += events
      state.events[session]?.sort { $0.sequence < $1.sequence }
      info.eventCount += events.count
      info.lastSequence = max(info.lastSequence, events.map(\.sequence).max() ?? 0)
      info.updatedAt = max(info.updatedAt, events.map(\.timestamp).max() ?? info.updatedAt)
      state.sessions[session] = info
      state.order.removeAll { $0 == session }
      state.order.append(session)
    }
  }

  /// One keyset page of `session`, oldest first.
  public func page(_ session: String, _ request: PageRequest) async throws -> [TimelineEvent] {
    let events = state.withLock { $0.events[session] ?? [] }
    switch request {
    case .newest(let limit): return Array(events.suffix(limit))
    case .before(let sequence, let limit):
      return Array(events.filter { $0.sequence < sequence }.suffix(limit))
    case .after(let sequence, let limit):
      return Array(events.filter { $0.sequence > sequence }.prefix(limit))
    }
  }

  /// A new session with the events of `session` up to `sequence`.
  public func fork(_ session: String, at sequence: Int64, id: String, title: String, at date: Date)
    async throws -> SessionInfo
  {
    try state.withLock { state in
      guard let source = state.sessions[session] else {
        throw SessionError("no session \(session)")
      }
      let copied = (state.events[session] ?? []).filter { $0.sequence <= sequence }
      let info = SessionInfo(
        id: id, title: title, createdAt: date, updatedAt: date,
        workingDirectory: source.workingDirectory, model: source.model, state: .idle,
        eventCount: copied.count, lastSequence: copied.last?.sequence ?? 0, forkedFrom: session,
        forkedAt: sequence, tags: source.tags)
      state.sessions[id] = info
      state.events[id] = copied
      state.order.append(id)
      return info
    }
  }

  /// Adds and removes tags of session `id`.
  public func retag(_ id: String, adding: [String], removing: [String]) async throws -> [String] {
    try state.withLock { state in
      guard let info = state.sessions[id] else { throw SessionError("no session \(id)") }
      let after = try SessionTag.retagged(
        info.tags, adding: adding, removing: removing, session: id)
      state.sessions[id]?.tags = after
      return after
    }
  }

  /// The newest events holding every term, read from memory.
  public func searchCandidates(_ query: SearchQuery, filter: SearchFilter, limit: Int)
    async throws -> SearchCandidates
  {
    let (sessions, events) = state.withLock { ($0.sessions, $0.events) }
    var found: [SearchCandidate] = []
    for (id, list) in events {
      guard let info = sessions[id] else { continue }
      for event in list {
        guard let document = SearchDocument(event) else { continue }
        let candidate = SearchCandidate(session: id, document: document, timestamp: event.timestamp)
        guard filter.admits(candidate, of: info),
          query.terms.allSatisfy({ document.body.range(of: $0, options: .caseInsensitive) != nil })
        else { continue }
        found.append(candidate)
      }
    }
    found.sort { ($0.timestamp, $0.document.sequence) > ($1.timestamp, $1.document.sequence) }
    return SearchCandidates(Array(found.prefix(max(1, limit))), capped: found.count > limit)
  }

  /// Nothing to build: memory is searched directly. Returns how many events are searchable.
  public func rebuildSearchIndex() async throws -> Int {
    state.withLock { state in
      state.events.values.reduce(0) { $0 + $1.compactMap(SearchDocument.init).count }
    }
  }
}
