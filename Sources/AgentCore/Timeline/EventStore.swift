import Foundation

/// Whether a session's last run ended, is going on, or was cut off.
public enum SessionState: String, Sendable, Hashable, Codable {
  /// A run is recording now (or the process died: see `interrupted`).
  case running
  case idle
  /// A run was cut off (the process was killed); resuming repairs its history.
  case interrupted
}

/// A conversation kept in the store.
public struct SessionInfo: Sendable, Hashable {
  /// The session's id (a UUID).
  public var id: String
  /// Its title, from the first request or given by the user.
  public var title: String
  /// When it was created.
  public var createdAt: Date
  /// When an event was last added, or it was renamed.
  public var updatedAt: Date
  /// The folder the session works in.
  public var workingDirectory: String
  /// The model it runs with.
  public var model: String
  /// Whether a run is writing it, it ended cleanly, or it was repaired after a crash.
  public var state: SessionState
  /// Events stored (totals are kept per session, not counted on demand).
  public var eventCount: Int
  /// The sequence number of its newest event.
  public var lastSequence: Int64
  /// The session and event this one was forked from.
  public var forkedFrom: String?
  /// The sequence its events were copied up to, for a fork.
  public var forkedAt: Int64?
  /// The tags a person put on it, sorted.
  public var tags: [String]

  /// A session's row.
  public init(
    id: String, title: String, createdAt: Date, updatedAt: Date, workingDirectory: String,
    model: String, state: SessionState, eventCount: Int, lastSequence: Int64,
    forkedFrom: String? = nil, forkedAt: Int64? = nil, tags: [String] = []
  ) {
    self.tags = tags
    self.id = id
    self.title = title
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.workingDirectory = workingDirectory
    self.model = model
    self.state = state
    self.eventCount = eventCount
    self.lastSequence = lastSequence
    self.forkedFrom = forkedFrom
    self.forkedAt = forkedAt
  }
}

/// Which page of a session to read, by sequence number (keyset paging: no OFFSET).
public enum PageRequest: Sendable, Hashable {
  /// The newest `limit` events.
  case newest(limit: Int)
  /// Up to `limit` events just before `sequence`.
  case before(Int64, limit: Int)
  /// Up to `limit` events just after `sequence`.
  case after(Int64, limit: Int)
}

/// Sessions and their events (SQLite in the app, memory in tests; one conformance suite).
public protocol EventStore: Sendable {
  func createSession(
    id: String, title: String, workingDirectory: String, model: String, at date: Date
  )
    async throws -> SessionInfo
  /// Every session, most recently updated first.
  func sessions() async throws -> [SessionInfo]
  /// Up to `limit` sessions `filter` admits, in the order of `sessions()`, after the session
  /// `before` when it is given (a keyset page); `SessionError` when `before` names no session.
  func sessions(matching filter: SessionFilter, after before: String?, limit: Int) async throws
    -> [SessionInfo]
  func session(_ id: String) async throws -> SessionInfo?
  func rename(_ id: String, to title: String) async throws
  func setState(_ id: String, _ state: SessionState) async throws
  /// Marks the session as written by a run of this process and returns it as stored now (its
  /// `lastSequence` is where this run's events continue). A session another live run is
  /// writing is refused with `SessionError.busy`: two writers never share sequence numbers.
  func claim(_ id: String) async throws -> SessionInfo
  /// Deletes a session and its events.
  func delete(_ id: String) async throws
  /// Appends events in one transaction; sequence numbers must be new for the session.
  func append(_ events: [TimelineEvent], to session: String) async throws
  /// One page, oldest first, whatever the request's direction.
  func page(_ session: String, _ request: PageRequest) async throws -> [TimelineEvent]
  /// How many tool calls with each id `session` recorded after `sequence` (ids repeat
  /// across runs: `call_1_1`); `ask undo` tells its calls apart by it.
  func toolUseCounts(_ session: String, after sequence: Int64) async throws -> [String: Int]
  /// A new session holding the events of `session` up to and including `sequence` (and its
  /// tags).
  func fork(_ session: String, at sequence: Int64, id: String, title: String, at date: Date)
    async throws -> SessionInfo
  /// Adds and removes tags of session `id` (each already `SessionTag.validated`) in one step
  /// and returns its tags; `SessionError` when there is no such session or it would carry
  /// more than `SessionTag.maxPerSession`.
  func retag(_ id: String, adding: [String], removing: [String]) async throws -> [String]
  /// Up to `limit` indexed events (`SearchDocument`) holding every term of `query` whatever
  /// its case, that `filter` admits, newest first. The index is kept as events are appended,
  /// in the same transaction. A store may return more than match; `SearchRanking` checks.
  func searchCandidates(_ query: SearchQuery, filter: SearchFilter, limit: Int) async throws
    -> SearchCandidates
  /// Builds the search index again from the stored events; returns how many events it holds.
  func rebuildSearchIndex() async throws -> Int
  /// Takes into the search index the texts appended since the last search (a store that
  /// indexes as it appends does nothing): after an import, so that the first search is quick.
  func settleSearchIndex() async throws
}

/// Why the store refused an operation on a session.
public struct SessionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was refused and what to do.
  public var message: String

  /// A refusal saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// Another run (process `pid`, when known) is writing session `id`.
  public static func busy(_ id: String, pid: Int64?) -> SessionError {
    SessionError(
      "session \(id) is being written by another run"
        + (pid.map { " (pid \($0))" } ?? "")
        + "; wait for it to finish, or continue in a copy: ask sessions fork \(id)")
  }

  /// The message.
  public var description: String { message }
}

extension EventStore {
  /// Nothing to settle: the index is kept with each append.
  public func settleSearchIndex() async throws {}

  /// Up to `limit` sessions in the order of `sessions()`, after the session `before`.
  public func sessions(after before: String?, limit: Int) async throws -> [SessionInfo] {
    try await sessions(matching: SessionFilter(), after: before, limit: limit)
  }

  /// One ranked page of the events that hold every term of `query`, after `cursor`.
  public func search(
    _ query: SearchQuery, filter: SearchFilter = SearchFilter(), after cursor: SearchCursor? = nil,
    limit: Int = 20
  ) async throws -> SearchPage {
    let found = try await searchCandidates(
      query, filter: filter, limit: SearchRanking.candidateLimit)
    return SearchRanking.page(found, query: query, after: cursor, limit: limit)
  }

  /// `toolUseCounts` by reading the events a page at a time (the databases count in SQL).
  public func toolUseCounts(_ session: String, after sequence: Int64) async throws -> [String:
    Int]
  {
    var counts: [String: Int] = [:]
    var cursor = sequence
    while true {
      let page = try await page(session, .after(cursor, limit: 500))
      for event in page {
        if case .toolCall(let use) = event.kind { counts[use.id, default: 0] += 1 }
      }
      guard let last = page.last, page.count == 500 else { return counts }
      cursor = last.sequence
    }
  }
}
