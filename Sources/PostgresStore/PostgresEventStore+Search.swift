import AgentCore
import Foundation

/// Search and tags in PostgreSQL: each term is an `ILIKE '%term%'` on the searchable text,
/// which pg_trgm's GIN index answers for terms of three characters or more (a term shorter
/// than a trigram, or a server without pg_trgm, reads the texts instead: the same hits,
/// slower).
///
/// An append writes its texts to `search_pending` (no index: keeping the GIN index in the
/// append made it 1.8× today's); they move into the indexed `search_docs` before a search and
/// at the end of each run, in one statement (`DELETE … RETURNING` into `INSERT`): two movers
/// never move a text twice, and a writer's texts not yet committed wait for the next move.
extension PostgresEventStore {
  static func documentRow(_ document: SearchDocument, session: String, at date: Date)
    -> [PostgresValue]
  {
    [
      .text(session), .integer(document.sequence), .text(document.field.rawValue),
      document.skill.map(PostgresValue.text) ?? .null, .text(document.body),
      .real(date.timeIntervalSince1970),
    ]
  }

  /// An insert of `count` texts into `table` (`search_pending`, or `search_docs`).
  static func insertDocuments(_ count: Int, into table: String = "search_pending") -> String {
    let values = (0..<count).map { row in
      "(" + (1...6).map { "$\(row * 6 + $0)" }.joined(separator: ", ") + ")"
    }
    return "INSERT INTO \(table) (session_id, seq, field, skill, body, created_at) VALUES "
      + values.joined(separator: ", ")
  }

  /// Moves the texts appended since into the indexed table.
  public func settleSearchIndex() async throws {
    try await database.query(
      """
      WITH moved AS (
        DELETE FROM search_pending RETURNING session_id, seq, field, skill, body, created_at)
      INSERT INTO search_docs (session_id, seq, field, skill, body, created_at)
      SELECT session_id, seq, field, skill, body, created_at FROM moved
      ORDER BY created_at, session_id, seq
      ON CONFLICT (session_id, seq) DO NOTHING
      """)
  }

  /// `sql` with each `?` numbered `$1`, `$2`… in order.
  static func numbered(_ sql: String) -> String {
    var result = ""
    var next = 1
    for character in sql {
      if character == "?" {
        result += "$\(next)"
        next += 1
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The SQL conditions of a filter (with `?` for values), and their values as PostgreSQL
  /// binds them.
  static func bound(_ sql: FilterSQL) -> ([String], [PostgresValue]) {
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

  /// Adds and removes tags of session `id`.
  public func retag(_ id: String, adding: [String], removing: [String]) async throws -> [String] {
    guard let info = try await session(id) else { throw SessionError("no session \(id)") }
    _ = try SessionTag.retagged(info.tags, adding: adding, removing: removing, session: id)
    do {
      try await database.transaction { transaction in
        for tag in adding {
          try transaction.query(
            "INSERT INTO session_tags (session_id, tag) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            [.text(id), .text(tag)])
        }
        for tag in removing {
          try transaction.query(
            "DELETE FROM session_tags WHERE session_id = $1 AND tag = $2", [.text(id), .text(tag)])
        }
      }
    } catch let error as PostgresError where error.sqlState == "23503" {
      throw SessionError("no session \(id) (it was removed meanwhile)")
    }
    return try await session(id)?.tags ?? []
  }

  /// The newest indexed events holding every term of `query` that `filter` admits.
  public func searchCandidates(_ query: SearchQuery, filter: SearchFilter, limit: Int)
    async throws -> SearchCandidates
  {
    let complete = try await database.query("SELECT complete FROM search_state WHERE id = 1")
    if complete.isEmpty || complete.integer(0, 0) != 1 { _ = try await rebuildSearchIndex() }
    try await settleSearchIndex()
    var conditions: [String] = []
    var values: [PostgresValue] = []
    for term in query.terms {
      conditions.append("d.body ILIKE ? ESCAPE '\\'")
      values.append(.text("%" + SessionFilter.likeEscaped(term) + "%"))
    }
    let (filterConditions, filterValues) = Self.bound(FilterSQL.search(filter))
    conditions += filterConditions
    values += filterValues
    let limit = max(1, limit)
    let rows = try await database.query(
      Self.numbered(
        """
        SELECT d.session_id, d.seq, d.field, d.skill, d.body, d.created_at
        FROM search_docs d JOIN sessions s ON s.id = d.session_id
        WHERE \(conditions.joined(separator: " AND ")) ORDER BY d.id DESC LIMIT ?
        """), values + [.integer(Int64(limit + 1))])
    var candidates: [SearchCandidate] = []
    for row in 0..<min(rows.count, limit) {
      guard let session = rows.text(row, 0), let sequence = rows.integer(row, 1),
        let field = rows.text(row, 2).flatMap(SearchDocument.Field.init(rawValue:))
      else { continue }
      candidates.append(
        SearchCandidate(
          session: session,
          document: SearchDocument(
            sequence: sequence, field: field, skill: rows.text(row, 3),
            body: rows.text(row, 4) ?? ""),
          timestamp: Date(timeIntervalSince1970: rows.real(row, 5) ?? 0)))
    }
    return SearchCandidates(candidates, capped: rows.count > limit)
  }

  /// Builds the searchable texts again from every stored event, a page at a time.
  public func rebuildSearchIndex() async throws -> Int {
    try await database.transaction { transaction in
      try transaction.query("UPDATE search_state SET complete = 0 WHERE id = 1")
      try transaction.query("DELETE FROM search_docs")
      try transaction.query("DELETE FROM search_pending")
    }
    var total = 0
    for info in try await sessions() {
      var cursor: Int64 = 0
      while true {
        let page = try await page(info.id, .after(cursor, limit: 1_000))
        let rows = page.compactMap { event in
          SearchDocument(event).map { Self.documentRow($0, session: info.id, at: event.timestamp) }
        }
        var start = 0
        while start < rows.count {
          let part = rows[start..<min(start + Self.chunk, rows.count)]
          // Appends of a run meanwhile add their own texts: those are kept.
          try await database.query(
            Self.insertDocuments(part.count, into: "search_docs") + " ON CONFLICT DO NOTHING",
            part.flatMap { $0 })
          start += part.count
        }
        total += rows.count
        guard let last = page.last, page.count == 1_000 else { break }
        cursor = last.sequence
      }
    }
    try await database.query("UPDATE search_state SET complete = 1 WHERE id = 1")
    try await settleSearchIndex()
    return total
  }
}
