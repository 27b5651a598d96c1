import AgentCore
import Foundation
import SkillKit

/// Sessions and their events in SQLite: one row per event keyed by (session, sequence), so
/// a page is an index range scan — the same cost at the head, middle or tail of a million.
public struct SQLiteEventStore: EventStore {
  let database: SQLiteDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// Creates a session row, idle, with no events.
  public func createSession(
    id: String, title: String, workingDirectory: String, model: String, at date: Date
  ) async throws -> SessionInfo {
    let now = StoredDate.text(date)
    try await database.execute(
      """
      INSERT INTO sessions (id, title, created_at, updated_at, working_directory, model, state, touched)
      VALUES (?, ?, ?, ?, ?, ?, 'idle', (SELECT coalesce(max(touched), 0) + 1 FROM sessions))
      """, [.text(id), .text(title), .text(now), .text(now), .text(workingDirectory), .text(model)])
    return try await require(id)
  }

  /// Every session, the most recently updated first.
  public func sessions() async throws -> [SessionInfo] {
    // `touched` is the order of writes across processes; `updated_at` comes from each
    // process's clock (which `ASK_NOW` pins), so it cannot order sessions.
    try await database.query("\(Self.sessionColumns) ORDER BY s.touched DESC").map(
      Self.session)
  }

  /// A page of the sessions `filter` admits: the index on `touched` reads only the rows it
  /// returns when nothing is filtered.
  public func sessions(matching filter: SessionFilter, after before: String?, limit: Int)
    async throws -> [SessionInfo]
  {
    var (conditions, bindings) = Self.bound(FilterSQL.sessions(filter))
    if let before {
      let cursor = try await database.query(
        "SELECT touched FROM sessions WHERE id = ?", [.text(before)])
      guard let touched = cursor.first?.first?.integer else {
        throw SessionError("no session \(before.prefix(80)) to list after")
      }
      conditions.append("s.touched < ?")
      bindings.append(.integer(touched))
    }
    let clause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    return try await database.query(
      "\(Self.sessionColumns)\(clause) ORDER BY s.touched DESC LIMIT ?",
      bindings + [.integer(Int64(max(limit, 0)))]
    ).map(Self.session)
  }

  /// The SQL conditions of a filter, and their values as SQLite binds them.
  static func bound(_ sql: FilterSQL) -> ([String], [SQLiteValue]) {
    (
      sql.conditions,
      sql.values.map { value in
        switch value {
        case .text(let text): return .text(text)
        case .real(let number): return .real(number)
        }
      }
    )
  }

  /// Session `id`; nil when there is none.
  public func session(_ id: String) async throws -> SessionInfo? {
    try await database.query("\(Self.sessionColumns) WHERE s.id = ?", [.text(id)]).first.map(
      Self.session)
  }

  /// Renames session `id`.
  public func rename(_ id: String, to title: String) async throws {
    try await database.execute(
      "UPDATE sessions SET title = ? WHERE id = ?", [.text(title), .text(id)])
    guard await database.changes() > 0 else { throw SessionError("no session \(id)") }
  }

  /// Records the state; `running` also records this process, so a session whose process
  /// died is reported `interrupted`.
  public func setState(_ id: String, _ state: SessionState) async throws {
    try await database.execute(
      "UPDATE sessions SET state = ?, owner_pid = ? WHERE id = ?",
      [.text(state.rawValue), state == .running ? .integer(Int64(getpid())) : .null, .text(id)])
  }

  /// Marks session `id` as written by this process, or throws `SessionError.busy`.
  public func claim(_ id: String) async throws -> SessionInfo {
    let me = Int64(getpid())
    // Compare and swap on (state, owner): a claim that raced with another one is read again.
    for _ in 0..<5 {
      guard
        let row = try await database.query(
          "SELECT state, owner_pid FROM sessions WHERE id = ?", [.text(id)]
        ).first
      else { throw SessionError("no session \(id)") }
      if Self.state(row[0], pid: row[1]) == .running, let owner = row[1].integer, owner != me {
        throw SessionError.busy(id, pid: owner)
      }
      let changed = try await database.update(
        """
        UPDATE sessions SET state = 'running', owner_pid = ?
        WHERE id = ? AND state IS ? AND owner_pid IS ?
        """, [.integer(me), .text(id), row[0], row[1]])
      if changed == 1 { return try await require(id) }
    }
    throw SessionError.busy(id, pid: nil)
  }

  /// Deletes session `id` and its events.
  public func delete(_ id: String) async throws {
    guard let info = try await session(id) else { throw SessionError("no session \(id)") }
    if info.state == .running {
      throw SessionError(
        "session \(id) is running; stop that run first (its events would be orphaned)")
    }
    try await database.transaction([
      ("DELETE FROM events WHERE session_id = ?", [[.text(id)]]),
      // The texts the index holds leave it with the values it took (FTS5's external content).
      (
        """
        INSERT INTO search_index (search_index, rowid, body)
        SELECT 'delete', id, body || char(10) FROM search_docs
        WHERE session_id = ? AND id <= (SELECT indexed_through FROM search_state WHERE id = 1)
        """, [[.text(id)]]
      ),
      ("DELETE FROM search_docs WHERE session_id = ?", [[.text(id)]]),
      ("DELETE FROM session_tags WHERE session_id = ?", [[.text(id)]]),
      ("DELETE FROM sessions WHERE id = ?", [[.text(id)]]),
    ])
  }

  /// Appends `events` in one transaction, numbering them after the session's last.
  public func append(_ events: [TimelineEvent], to session: String) async throws {
    guard let last = events.map(\.sequence).max() else { return }
    let rows = events.map { event -> [SQLiteValue] in
      // Written once, with no JSON tree: the kind column is the payload's `type`.
      let payload = event.encodedPayload
      return [
        .text(session), .integer(event.sequence), .text(payload.type),
        .text(String(decoding: payload.json, as: UTF8.self)),
        .real(event.timestamp.timeIntervalSince1970),
      ]
    }
    let updated = StoredDate.text(events.map(\.timestamp).max() ?? Date())
    // The searchable text goes in with its events, in the same transaction: whatever kills
    // the process, the texts are never behind the events (the index takes them in before the
    // next search, off the append's path).
    let documents = events.compactMap { event -> [SQLiteValue]? in
      guard let document = SearchDocument(event) else { return nil }
      return Self.documentRow(document, session: session, at: event.timestamp)
    }
    try await database.transaction([
      (
        "INSERT INTO events (session_id, seq, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
        rows
      ),
      (Self.insertDocument, documents),
      (
        """
        UPDATE sessions SET event_count = event_count + ?, last_sequence = max(last_sequence, ?),
          updated_at = max(updated_at, ?),
          touched = (SELECT coalesce(max(touched), 0) + 1 FROM sessions) WHERE id = ?
        """, [[.integer(Int64(events.count)), .integer(last), .text(updated), .text(session)]]
      ),
    ])
  }

  /// How many tool calls with each id were recorded in `session` after sequence number
  /// `sequence` (ids repeat across runs: `call_1_1`).
  public func toolUseCounts(_ session: String, after sequence: Int64) async throws -> [String:
    Int]
  {
    let rows = try await database.query(
      """
      SELECT json_extract(payload, '$.id'), count(*) FROM events
      WHERE session_id = ? AND seq > ? AND kind = 'tool_use' GROUP BY 1
      """, [.text(session), .integer(sequence)])
    var counts: [String: Int] = [:]
    for row in rows {
      if let id = row[0].text { counts[id] = Int(row[1].integer ?? 0) }
    }
    return counts
  }

  /// One keyset page of `session`, oldest first.
  public func page(_ session: String, _ request: PageRequest) async throws -> [TimelineEvent] {
    let base = "SELECT seq, created_at, payload FROM events WHERE session_id = ?"
    // Each payload is parsed from the column's bytes while its row is current.
    switch request {
    case .newest(let limit):
      return try await database.query(
        "\(base) ORDER BY seq DESC LIMIT ?", [.text(session), .integer(Int64(limit))],
        expected: limit, row: Self.event
      ).reversed()
    case .before(let sequence, let limit):
      return try await database.query(
        "\(base) AND seq < ? ORDER BY seq DESC LIMIT ?",
        [.text(session), .integer(sequence), .integer(Int64(limit))], expected: limit,
        row: Self.event
      ).reversed()
    case .after(let sequence, let limit):
      return try await database.query(
        "\(base) AND seq > ? ORDER BY seq ASC LIMIT ?",
        [.text(session), .integer(sequence), .integer(Int64(limit))], expected: limit,
        row: Self.event)
    }
  }

  /// A new session with the events of `session` up to `sequence`.
  public func fork(_ session: String, at sequence: Int64, id: String, title: String, at date: Date)
    async throws -> SessionInfo
  {
    guard let source = try await self.session(session) else {
      throw SessionError("no session \(session)")
    }
    let now = StoredDate.text(date)
    try await database.transaction([
      (
        """
        INSERT INTO sessions (id, title, created_at, updated_at, working_directory, model, state,
          forked_from, forked_at, touched)
        VALUES (?, ?, ?, ?, ?, ?, 'idle', ?, ?, (SELECT coalesce(max(touched), 0) + 1 FROM sessions))
        """,
        [
          [
            .text(id), .text(title), .text(now), .text(now), .text(source.workingDirectory),
            .text(source.model), .text(session), .integer(sequence),
          ]
        ]
      ),
      (
        """
        INSERT INTO events (session_id, seq, kind, payload, created_at)
        SELECT ?, seq, kind, payload, created_at FROM events WHERE session_id = ? AND seq <= ?
        """, [[.text(id), .text(session), .integer(sequence)]]
      ),
      (
        """
        INSERT INTO search_docs (session_id, seq, field, skill, body, created_at)
        SELECT ?, seq, field, skill, body, created_at FROM search_docs
        WHERE session_id = ? AND seq <= ?
        """, [[.text(id), .text(session), .integer(sequence)]]
      ),
      (
        "INSERT INTO session_tags (session_id, tag) SELECT ?, tag FROM session_tags WHERE session_id = ?",
        [[.text(id), .text(session)]]
      ),
      (
        """
        UPDATE sessions SET
          event_count = (SELECT count(*) FROM events WHERE session_id = ?),
          last_sequence = coalesce((SELECT max(seq) FROM events WHERE session_id = ?), 0)
        WHERE id = ?
        """, [[.text(id), .text(id), .text(id)]]
      ),
    ])
    return try await require(id)
  }

  private func require(_ id: String) async throws -> SessionInfo {
    guard let info = try await session(id) else { throw SessionError("no session \(id)") }
    return info
  }

  private static let sessionColumns = """
    SELECT s.id, s.title, s.created_at, s.updated_at, s.working_directory, s.model, s.state,
      s.event_count, s.last_sequence, s.forked_from, s.forked_at, s.owner_pid,
      (SELECT group_concat(t.tag, char(10)) FROM session_tags t WHERE t.session_id = s.id)
    FROM sessions s
    """

  private static func session(_ row: [SQLiteValue]) -> SessionInfo {
    SessionInfo(
      id: row[0].text ?? "", title: row[1].text ?? "", createdAt: StoredDate.date(row[2]),
      updatedAt: StoredDate.date(row[3]), workingDirectory: row[4].text ?? "",
      model: row[5].text ?? "",
      state: state(row[6], pid: row[11]),
      eventCount: Int(row[7].integer ?? 0), lastSequence: row[8].integer ?? 0,
      forkedFrom: row[9].text, forkedAt: row[10].integer,
      tags: (row[12].text ?? "").split(separator: "\n").map(String.init).sorted())
  }

  /// `running` whose process is gone is `interrupted`: it was killed mid-run.
  private static func state(_ value: SQLiteValue, pid: SQLiteValue) -> SessionState {
    let stored = value.text.flatMap(SessionState.init(rawValue:)) ?? .idle
    guard stored == .running else { return stored }
    guard let pid = pid.integer, pid > 0 else { return .interrupted }
    if pid32(pid) == getpid() { return .running }
    return kill(pid32(pid), 0) == 0 || errno == EPERM ? .running : .interrupted
  }

  private static func pid32(_ value: Int64) -> pid_t { pid_t(truncatingIfNeeded: value) }

  /// A stored row (seq, created_at, payload) as an event; an unreadable one becomes a visible
  /// error in its place.
  @Sendable private static func event(_ row: SQLiteRow) -> TimelineEvent {
    let sequence = row.integer(0) ?? 0
    let timestamp = Date(timeIntervalSince1970: row.real(1) ?? 0)
    let problem: String
    do {
      // Read where the column's bytes lie: no tree, no dictionary per event.
      let read = try row.withText(2) { bytes in
        try bytes.map {
          try TimelineEvent.decode(sequence: sequence, timestamp: timestamp, payload: $0)
        }
      }
      switch read {
      case .some(.some(let event)): return event
      case .some(.none): problem = "its payload is not an event ask knows"
      case .none: problem = "its payload is NULL"
      }
    } catch {
      problem = "its payload is not JSON (\(error))"
    }
    return TimelineEvent(
      sequence: sequence, timestamp: timestamp,
      kind: .error(
        ErrorExplanation(
          code: "unreadable_event", message: "event \(sequence) could not be read: \(problem)",
          fix: "the row is kept as it is; report it if it keeps happening")))
  }
}
