import AgentCore
import Foundation

/// Search and tags in SQLite: an FTS5 table with the trigram tokenizer over `search_docs`
/// (Chinese needs no word breaks; a substring of three characters or more is found through the
/// index); a term of one or two characters is found as the start of the trigrams that begin
/// with it (`search_terms`), or — when it starts too many — checked on what the other terms
/// found, or by reading the newest texts when it is the only term.
///
/// An append writes its texts to `search_docs` in its transaction; the index takes in the texts
/// past `indexed_through` before a search, in one transaction (tokenizing is most of an
/// append's cost otherwise: see BENCHMARKS.md). A process killed at any point leaves texts and
/// index consistent: the next search takes in what is missing.
extension SQLiteEventStore {
  /// The most trigrams a short term is spelled out as in one search.
  static let maxExpansion = 300

  static let insertDocument = """
    INSERT INTO search_docs (session_id, seq, field, skill, body, created_at)
    VALUES (?, ?, ?, ?, ?, ?)
    """

  static func documentRow(_ document: SearchDocument, session: String, at date: Date)
    -> [SQLiteValue]
  {
    [
      .text(session), .integer(document.sequence), .text(document.field.rawValue),
      document.skill.map(SQLiteValue.text) ?? .null, .text(document.body),
      .real(date.timeIntervalSince1970),
    ]
  }

  /// Adds and removes tags of session `id`.
  public func retag(_ id: String, adding: [String], removing: [String]) async throws -> [String] {
    guard let info = try await session(id) else { throw SessionError("no session \(id)") }
    _ = try SessionTag.retagged(info.tags, adding: adding, removing: removing, session: id)
    try await database.transaction([
      (
        "INSERT OR IGNORE INTO session_tags (session_id, tag) VALUES (?, ?)",
        adding.map { [.text(id), .text($0)] }
      ),
      (
        "DELETE FROM session_tags WHERE session_id = ? AND tag = ?",
        removing.map { [.text(id), .text($0)] }
      ),
    ])
    return try await session(id)?.tags ?? []
  }

  /// The newest indexed events holding every term of `query` that `filter` admits.
  public func searchCandidates(_ query: SearchQuery, filter: SearchFilter, limit: Int)
    async throws -> SearchCandidates
  {
    let complete = try await database.query("SELECT complete FROM search_state WHERE id = 1")
    if complete.first?.first?.integer != 1 { _ = try await rebuildSearchIndex() }
    try await catchUp()
    var match: [String] = []
    for term in query.terms {
      if term.unicodeScalars.count >= 3 {
        match.append(Self.quoted(term))
        continue
      }
      let start = term.lowercased()
      let grams = try await database.query(
        "SELECT term FROM search_terms WHERE term >= ? AND term < ? LIMIT ?",
        [.text(start), .text(start + "\u{10FFFF}"), .integer(Int64(Self.maxExpansion + 1))])
      if grams.isEmpty { return SearchCandidates([], capped: false) }
      if grams.count <= Self.maxExpansion {
        match.append(
          "(" + grams.compactMap { $0.first?.text.map(Self.quoted) }.joined(separator: " OR ")
            + ")")
      }
      // Else it begins too many trigrams to spell out: the ranking checks it on what was found.
    }
    var (conditions, bindings) = Self.bound(FilterSQL.search(filter))
    let columns = "d.session_id, d.seq, d.field, d.skill, d.body, d.created_at"
    let sql: String
    if match.isEmpty {
      // Only very common short terms: read the newest texts that hold the first.
      conditions.insert("d.body LIKE ? ESCAPE '\\'", at: 0)
      bindings.insert(.text("%" + SessionFilter.likeEscaped(query.terms[0]) + "%"), at: 0)
      sql = """
        SELECT \(columns) FROM search_docs d JOIN sessions s ON s.id = d.session_id
        WHERE \(conditions.joined(separator: " AND ")) ORDER BY d.id DESC LIMIT ?
        """
    } else {
      conditions.insert("search_index MATCH ?", at: 0)
      bindings.insert(.text(match.joined(separator: " AND ")), at: 0)
      sql = """
        SELECT \(columns) FROM search_index
        JOIN search_docs d ON d.id = search_index.rowid JOIN sessions s ON s.id = d.session_id
        WHERE \(conditions.joined(separator: " AND ")) ORDER BY search_index.rowid DESC LIMIT ?
        """
    }
    let limit = max(1, limit)
    let rows = try await database.query(sql, bindings + [.integer(Int64(limit + 1))])
    let candidates = rows.prefix(limit).compactMap { row -> SearchCandidate? in
      guard let session = row[0].text, let sequence = row[1].integer,
        let field = row[2].text.flatMap(SearchDocument.Field.init(rawValue:))
      else { return nil }
      return SearchCandidate(
        session: session,
        document: SearchDocument(
          sequence: sequence, field: field, skill: row[3].text, body: row[4].text ?? ""),
        timestamp: Date(timeIntervalSince1970: row[5].double ?? 0))
    }
    return SearchCandidates(Array(candidates), capped: rows.count > limit)
  }

  /// Takes the texts written since the last search into the index.
  public func settleSearchIndex() async throws {
    try await catchUp()
  }

  /// Takes the texts written since the last search into the index (none: one read).
  func catchUp() async throws {
    let pending = try await database.query(
      """
      SELECT (SELECT coalesce(max(id), 0) FROM search_docs) > indexed_through
      FROM search_state WHERE id = 1
      """)
    guard pending.first?.first?.integer == 1 else { return }
    // One write transaction: another process taking in the same texts waits, then finds
    // `indexed_through` moved past them.
    try await database.transaction([
      (
        """
        INSERT INTO search_index (rowid, body) SELECT id, body || char(10) FROM search_docs
        WHERE id > (SELECT indexed_through FROM search_state WHERE id = 1) ORDER BY id
        """, [[]]
      ),
      (
        """
        UPDATE search_state SET indexed_through = (SELECT coalesce(max(id), 0) FROM search_docs)
        WHERE id = 1
        """, [[]]
      ),
    ])
  }

  /// Builds the texts and the index again from every stored event, a page at a time; a run
  /// killed midway leaves it marked incomplete, and the next search builds it again.
  public func rebuildSearchIndex() async throws -> Int {
    try await database.transaction([
      ("UPDATE search_state SET complete = 0, indexed_through = 0 WHERE id = 1", [[]]),
      ("INSERT INTO search_index (search_index) VALUES ('delete-all')", [[]]),
      ("DELETE FROM search_docs", [[]]),
    ])
    var total = 0
    for info in try await sessions() {
      var cursor: Int64 = 0
      while true {
        let page = try await page(info.id, .after(cursor, limit: 1_000))
        let rows = page.compactMap { event in
          SearchDocument(event).map {
            Self.documentRow($0, session: info.id, at: event.timestamp)
          }
        }
        // Appends of a run meanwhile add their own texts: those are kept.
        try await database.transaction([
          (Self.insertDocument.replacingOccurrences(of: "INSERT", with: "INSERT OR IGNORE"), rows)
        ])
        total += rows.count
        guard let last = page.last, page.count == 1_000 else { break }
        cursor = last.sequence
      }
    }
    try await database.execute("UPDATE search_state SET complete = 1 WHERE id = 1")
    try await catchUp()
    return total
  }

  /// `term` as one FTS5 string: every character in it is a character to find.
  static func quoted(_ term: String) -> String {
    "\"" + term.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

extension SQLiteEventStore {
  /// How many texts the search holds (for the benchmark and `ask doctor`).
  public func searchTextCount() async throws -> Int {
    Int(try await database.query("SELECT count(*) FROM search_docs").first?.first?.integer ?? 0)
  }
}
