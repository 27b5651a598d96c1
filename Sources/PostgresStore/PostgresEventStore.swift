import AgentCore
import Foundation

/// Sessions and their events in PostgreSQL, for several processes and machines at once.
///
/// A run claims its session with a PostgreSQL advisory lock held by this process's
/// connection: another writer gets `SessionError.busy` (a clear error, never a queue that
/// waits without a bound), and a process that dies gives its lock back with its connection,
/// so its session then reads `interrupted`. Sequence numbers come from the claim (`lastSequence`
/// + 1 …) and the primary key (session, seq) refuses any collision. Every append notifies
/// `ask_events` in its own transaction (`session<TAB>last sequence`), so that `ask serve`
/// instances on the same database see each other's runs.
public struct PostgresEventStore: EventStore {
  let database: PostgresDatabase
  private let claims: Claims

  /// The channel every append notifies.
  public static let channel = "ask_events"

  /// The store over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
    self.claims = Claims()
  }

  /// The sessions this process holds the lock of, and those whose last append broke off
  /// with the connection (its commit may have reached the server).
  final class Claims: @unchecked Sendable {
    // @unchecked: every use is under `lock`.
    private let lock = NSLock()
    /// Each held session with the connection generation its lock was taken on.
    private var held: [String: Int] = [:]
    private var uncertain: Set<String> = []

    func contains(_ id: String) -> Bool { lock.withLock { held[id] != nil } }
    func generation(of id: String) -> Int? { lock.withLock { held[id] } }
    func insert(_ id: String, generation: Int) { lock.withLock { held[id] = generation } }
    func remove(_ id: String) -> Bool { lock.withLock { held.removeValue(forKey: id) != nil } }
    func markUncertain(_ id: String) { lock.withLock { _ = uncertain.insert(id) } }
    func takeUncertain(_ id: String) -> Bool { lock.withLock { uncertain.remove(id) != nil } }
  }

  /// The advisory lock of a session: ask's namespace and the id's hash.
  private static let lockSpace: Int64 = 7262

  private static let sessionColumns = """
    SELECT s.id, s.title, s.created_at, s.updated_at, s.working_directory, s.model, s.state,
      s.event_count, s.last_sequence, s.forked_from, s.forked_at, s.owner,
      EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.classid = 7262
        AND l.objsubid = 2 AND l.objid::bigint = (hashtext(s.id)::bigint & 4294967295)) AS held,
      (SELECT string_agg(t.tag, E'\\n' ORDER BY t.tag) FROM session_tags t
        WHERE t.session_id = s.id) AS tags
    FROM sessions s
    """

  private static func session(_ rows: PostgresRows, _ row: Int) -> SessionInfo {
    let stored = rows.text(row, 6).flatMap(SessionState.init(rawValue:)) ?? .idle
    // A run whose connection is gone left `running` behind: it was cut off.
    let state: SessionState =
      stored == .running && rows.boolean(row, 12) != true ? .interrupted : stored
    return SessionInfo(
      id: rows.text(row, 0) ?? "", title: rows.text(row, 1) ?? "",
      createdAt: PostgresDate.date(rows.text(row, 2)),
      updatedAt: PostgresDate.date(rows.text(row, 3)), workingDirectory: rows.text(row, 4) ?? "",
      model: rows.text(row, 5) ?? "", state: state,
      eventCount: Int(rows.integer(row, 7) ?? 0), lastSequence: rows.integer(row, 8) ?? 0,
      forkedFrom: rows.text(row, 9), forkedAt: rows.integer(row, 10),
      tags: (rows.text(row, 13) ?? "").split(separator: "\n").map(String.init).sorted())
  }

  private static func sessions(_ rows: PostgresRows) -> [SessionInfo] {
    (0..<rows.count).map { session(rows, $0) }
  }

  /// Creates an idle session with no events.
  public func createSession(
    id: String, title: String, workingDirectory: String, model: String, at date: Date
  ) async throws -> SessionInfo {
    let now = PostgresDate.text(date)
    do {
      try await database.query(
        """
        INSERT INTO sessions (id, title, created_at, updated_at, working_directory, model, state)
        VALUES ($1, $2, $3, $4, $5, $6, 'idle')
        """,
        [.text(id), .text(title), .text(now), .text(now), .text(workingDirectory), .text(model)])
    } catch let error as PostgresError where error.kind == .uniqueViolation {
      throw SessionError("session \(id) exists")
    }
    return try await require(id)
  }

  /// Every session, the most recently written first.
  public func sessions() async throws -> [SessionInfo] {
    Self.sessions(try await database.query("\(Self.sessionColumns) ORDER BY s.touched DESC"))
  }

  /// A keyset page of the sessions `filter` admits, after the session `before`.
  public func sessions(matching filter: SessionFilter, after before: String?, limit: Int)
    async throws -> [SessionInfo]
  {
    var (conditions, values) = Self.bound(FilterSQL.sessions(filter))
    if let before {
      let cursor = try await database.query(
        "SELECT touched FROM sessions WHERE id = $1", [.text(before)])
      guard let touched = cursor.isEmpty ? nil : cursor.integer(0, 0) else {
        throw SessionError("no session \(before.prefix(80)) to list after")
      }
      conditions.append("s.touched < ?")
      values.append(.integer(touched))
    }
    let clause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    return Self.sessions(
      try await database.query(
        Self.numbered("\(Self.sessionColumns)\(clause) ORDER BY s.touched DESC LIMIT ?"),
        values + [.integer(Int64(max(limit, 0)))]))
  }

  /// Session `id`; nil when there is none.
  public func session(_ id: String) async throws -> SessionInfo? {
    let rows = try await database.query("\(Self.sessionColumns) WHERE s.id = $1", [.text(id)])
    return rows.isEmpty ? nil : Self.session(rows, 0)
  }

  /// Renames session `id`.
  public func rename(_ id: String, to title: String) async throws {
    let rows = try await database.query(
      "UPDATE sessions SET title = $1 WHERE id = $2 RETURNING id", [.text(title), .text(id)])
    guard !rows.isEmpty else { throw SessionError("no session \(id)") }
  }

  /// Records the state; leaving `running` gives the session's lock back.
  public func setState(_ id: String, _ state: SessionState) async throws {
    try await database.query(
      "UPDATE sessions SET state = $1, owner = $2 WHERE id = $3",
      [.text(state.rawValue), state == .running ? .text(Self.owner) : .null, .text(id)])
    if state != .running, claims.remove(id) {
      try await database.query(
        "SELECT pg_advisory_unlock($1, hashtext($2))", [.integer(Self.lockSpace), .text(id)])
    }
  }

  /// This process, as the owner column shows it.
  static let owner = "\(ProcessInfo.processInfo.hostName) pid \(getpid())"

  /// Marks session `id` as written by this process, holding its lock, or throws
  /// `SessionError` naming who writes it.
  public func claim(_ id: String) async throws -> SessionInfo {
    guard try await session(id) != nil else { throw SessionError("no session \(id)") }
    if !claims.contains(id) {
      let got = try await database.query(
        "SELECT pg_try_advisory_lock($1, hashtext($2))", [.integer(Self.lockSpace), .text(id)])
      guard got.boolean(0, 0) == true else {
        let owner = try await database.query(
          "SELECT owner FROM sessions WHERE id = $1", [.text(id)])
        let who = owner.isEmpty ? nil : owner.text(0, 0)
        throw SessionError(
          "session \(id) is being written by another run"
            + (who.map { " (\($0))" } ?? "")
            + "; wait for it to finish, or continue in a copy: ask sessions fork \(id)")
      }
      claims.insert(id, generation: await database.generation())
    }
    try await database.query(
      "UPDATE sessions SET state = 'running', owner = $1 WHERE id = $2",
      [.text(Self.owner), .text(id)])
    return try await require(id)
  }

  /// Deletes session `id` and its events; a session another run writes is refused.
  public func delete(_ id: String) async throws {
    guard let info = try await session(id) else { throw SessionError("no session \(id)") }
    if info.state == .running {
      throw SessionError(
        "session \(id) is running; stop that run first (its events would be orphaned)")
    }
    try await database.transaction { transaction in
      try transaction.query("DELETE FROM events WHERE session_id = $1", [.text(id)])
      try transaction.query("DELETE FROM sessions WHERE id = $1", [.text(id)])
    }
    if claims.remove(id) {
      try await database.query(
        "SELECT pg_advisory_unlock($1, hashtext($2))", [.integer(Self.lockSpace), .text(id)])
    }
  }

  /// Rows per INSERT: one prepared statement of 64 rows, and one per size of the rest.
  static let chunk = 64

  /// Appends `events` in one transaction (all or nothing) and notifies `ask_events`.
  ///
  /// An append whose connection broke may have been committed all the same (the answer was
  /// lost on the way back): the next append to that session that finds its events already
  /// there, exactly so, is a success (the recorder's retry). Any other duplicate is refused.
  public func append(_ events: [TimelineEvent], to session: String) async throws {
    guard let last = events.map(\.sequence).max() else { return }
    let rows = events.map { event -> [PostgresValue] in
      let payload = event.encodedPayload
      return [
        .text(session), .integer(event.sequence), .text(payload.type),
        .text(String(decoding: payload.json, as: UTF8.self)),
        .real(event.timestamp.timeIntervalSince1970),
      ]
    }
    let updated = PostgresDate.text(events.map(\.timestamp).max() ?? Date())
    // The searchable text goes in with its events, in the same transaction (to the pending
    // texts: the index takes them in before the next search).
    let documents = events.compactMap { event in
      SearchDocument(event).map { Self.documentRow($0, session: session, at: event.timestamp) }
    }
    do {
      try await database.transaction { transaction in
        try relock(session, transaction)
        var start = 0
        while start < rows.count {
          let part = rows[start..<min(start + Self.chunk, rows.count)]
          try transaction.query(Self.insert(rows: part.count), part.flatMap { $0 })
          start += part.count
        }
        start = 0
        while start < documents.count {
          let part = documents[start..<min(start + Self.chunk, documents.count)]
          try transaction.query(Self.insertDocuments(part.count), part.flatMap { $0 })
          start += part.count
        }
        let changed = try transaction.query(
          """
          UPDATE sessions SET event_count = event_count + $1,
            last_sequence = greatest(last_sequence, $2), updated_at = greatest(updated_at, $3),
            touched = nextval('sessions_touch') WHERE id = $4 RETURNING id
          """, [.integer(Int64(events.count)), .integer(last), .text(updated), .text(session)])
        guard !changed.isEmpty else { throw SessionError("no session \(session)") }
        try transaction.query(
          "SELECT pg_notify($1, $2)", [.text(Self.channel), .text("\(session)\t\(last)")])
      }
    } catch let error as PostgresError where error.kind == .connection {
      claims.markUncertain(session)
      throw error
    } catch let error as PostgresError where error.kind == .uniqueViolation {
      guard claims.takeUncertain(session), try await alreadyStored(rows, session: session) else {
        throw SessionError(
          "\(session): event numbers \(events.first?.sequence ?? 0)…\(last) are taken by "
            + "another writer (\(error.message))")
      }
    }
  }

  /// A claimed session whose lock went with a broken connection (the server restarted, the
  /// network dropped) is claimed again before it is written; if another run took it
  /// meanwhile, this one stops with a clear error instead of writing beside it.
  private func relock(_ session: String, _ transaction: PostgresTransaction) throws {
    guard let taken = claims.generation(of: session), taken != transaction.generation else {
      return
    }
    let got = try transaction.query(
      "SELECT pg_try_advisory_lock($1, hashtext($2))", [.integer(Self.lockSpace), .text(session)])
    guard got.boolean(0, 0) == true else {
      _ = claims.remove(session)
      throw SessionError(
        "session \(session) was taken by another run while the database was unreachable; "
          + "its events from here on were not written: continue in a copy: ask sessions fork \(session)"
      )
    }
    claims.insert(session, generation: transaction.generation)
  }

  /// Whether every row of an append is stored exactly so (its retry after a lost commit).
  private func alreadyStored(_ rows: [[PostgresValue]], session: String) async throws -> Bool {
    for row in rows {
      guard case .integer(let sequence) = row[1], case .text(let payload) = row[3] else {
        return false
      }
      let stored = try await database.query(
        "SELECT payload FROM events WHERE session_id = $1 AND seq = $2",
        [.text(session), .integer(sequence)])
      guard !stored.isEmpty, stored.text(0, 0) == payload else { return false }
    }
    return true
  }

  private static func insert(rows: Int) -> String {
    let values = (0..<rows).map { row in
      let base = row * 5
      return "($\(base + 1), $\(base + 2), $\(base + 3), $\(base + 4), $\(base + 5))"
    }
    return "INSERT INTO events (session_id, seq, kind, payload, created_at) VALUES "
      + values.joined(separator: ", ")
  }

  /// A new session with the events of `session` up to and including `sequence`.
  public func fork(_ session: String, at sequence: Int64, id: String, title: String, at date: Date)
    async throws -> SessionInfo
  {
    guard let source = try await self.session(session) else {
      throw SessionError("no session \(session)")
    }
    let now = PostgresDate.text(date)
    try await database.transaction { transaction in
      try transaction.query(
        """
        INSERT INTO sessions (id, title, created_at, updated_at, working_directory, model, state,
          forked_from, forked_at)
        VALUES ($1, $2, $3, $4, $5, $6, 'idle', $7, $8)
        """,
        [
          .text(id), .text(title), .text(now), .text(now), .text(source.workingDirectory),
          .text(source.model), .text(session), .integer(sequence),
        ])
      try transaction.query(
        """
        INSERT INTO events (session_id, seq, kind, payload, created_at)
        SELECT $1, seq, kind, payload, created_at FROM events WHERE session_id = $2 AND seq <= $3
        """, [.text(id), .text(session), .integer(sequence)])
      for table in ["search_docs", "search_pending"] {
        try transaction.query(
          """
          INSERT INTO \(table) (session_id, seq, field, skill, body, created_at)
          SELECT $1, seq, field, skill, body, created_at FROM \(table)
          WHERE session_id = $2 AND seq <= $3
          """, [.text(id), .text(session), .integer(sequence)])
      }
      try transaction.query(
        "INSERT INTO session_tags (session_id, tag) SELECT $1, tag FROM session_tags WHERE session_id = $2",
        [.text(id), .text(session)])
      try transaction.query(
        """
        UPDATE sessions SET
          event_count = (SELECT count(*) FROM events WHERE session_id = $1),
          last_sequence = coalesce((SELECT max(seq) FROM events WHERE session_id = $1), 0)
        WHERE id = $1
        """, [.text(id)])
    }
    return try await require(id)
  }

  private func require(_ id: String) async throws -> SessionInfo {
    guard let info = try await session(id) else { throw SessionError("no session \(id)") }
    return info
  }
}
