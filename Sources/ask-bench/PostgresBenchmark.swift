import AgentCore
import CPostgres
import Foundation
import PostgresStore
import PostgresTestSupport
import SQLiteStore

/// The PostgreSQL store against plain libpq loops on the same schema (`COPY`, a prepared
/// insert a row, a prepared insert of 64 rows) and against the SQLite store, in one run: the
/// append of `count` events in batches of 256, then a 50-event keyset page at the tail.
enum PostgresBenchmark {
  struct Append {
    /// What the summary calls it (`copy`, `store`…).
    var key: String
    var name: String
    var seconds: Double
    var cpu: Double
  }

  struct Page {
    var key: String
    var name: String
    var microseconds: Double
  }

  struct Result {
    var events: Int
    var server: String
    var appends: [Append]
    var pages: [Page]
  }

  static let batch = 256
  static let session = StoreBenchmark.sessionID

  /// Everything, on fresh databases made with `admin` (a URL whose user may create them).
  static func run(admin: String, count: Int, directory: String) async throws -> Result {
    let server = try PostgresDatabase(url: PostgresURL(admin), migrations: [])
    let version = await server.serverVersion()
    let payload = StoreBenchmark.event(1).encodedPayload
    let payloadText = String(decoding: payload.json, as: UTF8.self)
    var appends: [Append] = []

    // Each contender gets a fresh, migrated database; the plain loops first, then the store.
    let copyURL = try await fresh(admin)
    appends.append(
      Append(
        key: "copy", name: "libpq COPY … FROM STDIN, a transaction per batch",
        measured: try await StoreBenchmark.measured {
          try RawLoop(url: copyURL).copy(count: count, batch: batch, payload: payloadText)
        }))
    let rowURL = try await fresh(admin)
    appends.append(
      Append(
        key: "row", name: "libpq prepared INSERT, one row a statement",
        measured: try await StoreBenchmark.measured {
          try RawLoop(url: rowURL).inserts(
            count: count, batch: batch, rowsPerStatement: 1, payload: payloadText)
        }))
    let rowsURL = try await fresh(admin)
    appends.append(
      Append(
        key: "rows", name: "libpq prepared INSERT, 64 rows a statement",
        measured: try await StoreBenchmark.measured {
          try RawLoop(url: rowsURL).inserts(
            count: count, batch: batch, rowsPerStatement: 64, payload: payloadText)
        }))
    let storeURL = try await fresh(admin)
    let database = try PostgresDatabase(url: PostgresURL(storeURL))
    let store = PostgresEventStore(database: database)
    appends.append(
      Append(
        key: "store",
        name: "PostgresEventStore.append (each event encoded; counters, claim check, NOTIFY)",
        measured: try await StoreBenchmark.measured {
          try await fill(store, count: count)
        }))
    let sqlitePath = directory + "/pg-bench-sqlite.sqlite"
    let sqlite = SQLiteEventStore(database: try SQLiteDatabase(path: sqlitePath))
    appends.append(
      Append(
        key: "sqlite",
        name: "SQLiteEventStore.append (same events; WAL, synchronous FULL, its default)",
        measured: try await StoreBenchmark.measured {
          try await fill(sqlite, count: count)
        }))

    // The tail page: the plain libpq keyset query, the PostgreSQL store, the SQLite store,
    // interleaved so all three see the same machine.
    let raw = try RawLoop(url: storeURL)
    let tail = Int64(count - 50)
    var times: [[Double]] = [[], [], []]
    for _ in 0..<300 {
      times[0].append(try await StoreBenchmark.time { try raw.tailPage(after: tail) })
      times[1].append(
        try await StoreBenchmark.time {
          let page = try await store.page(session, .after(tail, limit: 50))
          guard page.count == 50 else { throw BenchError("a page of \(page.count) events") }
        })
      times[2].append(
        try await StoreBenchmark.time {
          let page = try await sqlite.page(session, .after(tail, limit: 50))
          guard page.count == 50 else { throw BenchError("a page of \(page.count) events") }
        })
    }
    let pages = zip(
      [
        ("query", "libpq keyset query (rows as text, not decoded)"),
        ("store", "PostgresEventStore.page (decoded into timeline events)"),
        ("sqlite", "SQLiteEventStore.page (decoded into timeline events)"),
      ], times
    ).map { Page(key: $0.0, name: $0.1, microseconds: StoreBenchmark.median($1) * 1e6) }
    return Result(events: count, server: version, appends: appends, pages: pages)
  }

  /// Appends `count` benchmark events in batches of 256 to a new session of `store`.
  static func fill(_ store: some EventStore, count: Int) async throws {
    _ = try await store.createSession(
      id: session, title: "bench", workingDirectory: "/", model: "bench", at: Date())
    _ = try await store.claim(session)
    var sequence: Int64 = 1
    while sequence <= count {
      let upper = min(Int64(count), sequence + Int64(batch) - 1)
      try await store.append((sequence...upper).map(StoreBenchmark.event), to: session)
      sequence = upper + 1
    }
    try await store.setState(session, .idle)
  }

  /// A new database on the server, migrated to the store's schema; its URL.
  static func fresh(_ admin: String) async throws -> String {
    let (url, _) = try await TestPostgres.freshDatabase(admin: admin)
    _ = try PostgresDatabase(url: PostgresURL(url))  // migrates
    return url
  }

  static func summary(_ result: Result) -> [String: Double] {
    let append = { (key: String) in result.appends.first { $0.key == key }?.seconds }
    let page = { (key: String) in result.pages.first { $0.key == key }?.microseconds }
    guard let copy = append("copy"), let store = append("store"), let query = page("query"),
      let decoded = page("store")
    else { return [:] }
    return [
      "postgres.append.wall_over_copy": store / copy,
      "postgres.page.decoded_over_query": decoded / query,
    ]
  }

  static func table(_ result: Result) -> String {
    let f2 = { (value: Double) in String(format: "%.2f", value) }
    let baseline = result.appends.first?.seconds ?? .nan
    var lines = [
      "| append \(result.events) events to PostgreSQL \(result.server) (batches of 256, a fresh database each) | wall | throughput | client CPU | wall vs COPY |",
      "| --- | --- | --- | --- | --- |",
    ]
    for append in result.appends {
      lines.append(
        "| \(append.name) | \(f2(append.seconds)) s | \(String(format: "%.0f", Double(result.events) / append.seconds / 1000)) k events/s | \(f2(append.cpu)) s | \(f2(append.seconds / baseline))× |"
      )
    }
    let page = result.pages.first?.microseconds ?? .nan
    lines += [
      "",
      "| 50-event keyset page at the tail of \(result.events) (median of 300, interleaved) | time | vs libpq query |",
      "| --- | --- | --- |",
    ]
    for row in result.pages {
      lines.append(
        "| \(row.name) | \(String(format: "%.0f", row.microseconds)) µs | \(f2(row.microseconds / page))× |"
      )
    }
    return lines.joined(separator: "\n")
  }
}

extension PostgresBenchmark.Append {
  init(key: String, name: String, measured: (Double, Double)) {
    self.init(key: key, name: name, seconds: measured.0, cpu: measured.1)
  }
}

/// libpq called directly in a loop — the baselines: no adapter, no encoding, one payload.
final class RawLoop {
  private let connection: OpaquePointer

  init(url: String) throws {
    guard let connection = PQconnectdb(url), PQstatus(connection) == CONNECTION_OK else {
      throw BenchError("libpq could not connect to the benchmark database")
    }
    self.connection = connection
  }

  deinit { PQfinish(connection) }

  private func check(_ result: OpaquePointer?, _ what: String) throws {
    defer { PQclear(result) }
    let status = PQresultStatus(result)
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_COPY_IN
    else {
      throw BenchError("\(what): \(String(cString: PQerrorMessage(connection)))")
    }
  }

  private func exec(_ sql: String) throws { try check(PQexec(connection, sql), sql) }

  private func session() throws {
    try exec(
      """
      INSERT INTO sessions (id, title, working_directory, model, state, created_at, updated_at)
      VALUES ('\(StoreBenchmark.sessionID)', 'bench', '/', 'bench', 'idle', now()::text, now()::text)
      """)
  }

  /// Prepared inserts of `rowsPerStatement` rows, executed with text parameters.
  func inserts(count: Int, batch: Int, rowsPerStatement: Int, payload: String) throws {
    try session()
    let values = (0..<rowsPerStatement).map { row in
      "($\(row * 5 + 1), $\(row * 5 + 2), $\(row * 5 + 3), $\(row * 5 + 4), $\(row * 5 + 5))"
    }
    let sql =
      "INSERT INTO events (session_id, seq, kind, payload, created_at) VALUES "
      + values.joined(separator: ", ")
    try check(PQprepare(connection, "ins", sql, Int32(rowsPerStatement * 5), nil), "prepare")
    var sequence = 1
    while sequence <= count {
      try exec("BEGIN")
      let upper = min(count + 1, sequence + batch)
      var row = sequence
      while row < upper {
        let rows = min(rowsPerStatement, upper - row)
        var parameters: [String] = []
        for current in row..<(row + rows) {
          parameters += [
            StoreBenchmark.sessionID, String(current), "assistant", payload,
            String(1_764_468_000 + Double(current)),
          ]
        }
        if rows == rowsPerStatement {
          try execPrepared("ins", parameters)
        } else {
          // The batch's short tail: one row at a time.
          for start in stride(from: 0, to: parameters.count, by: 5) {
            try execSQL(
              "INSERT INTO events (session_id, seq, kind, payload, created_at) VALUES ($1, $2, $3, $4, $5)",
              Array(parameters[start..<(start + 5)]))
          }
        }
        row += rows
      }
      try exec("COMMIT")
      sequence = upper
    }
  }

  /// `COPY events FROM STDIN` in text format, a transaction per batch.
  func copy(count: Int, batch: Int, payload: String) throws {
    try session()
    // COPY's text format: a backslash is written twice (JSON has no raw tab or newline).
    let escaped = payload.replacingOccurrences(of: "\\", with: "\\\\")
    var sequence = 1
    while sequence <= count {
      try exec("BEGIN")
      try exec("COPY events (session_id, seq, kind, payload, created_at) FROM STDIN")
      var lines = ""
      for current in sequence..<min(count + 1, sequence + batch) {
        lines +=
          "\(StoreBenchmark.sessionID)\t\(current)\tassistant\t\(escaped)\t\(1_764_468_000 + Double(current))\n"
      }
      let sent = lines.utf8CString.withUnsafeBufferPointer {
        PQputCopyData(connection, $0.baseAddress, Int32($0.count - 1))
      }
      guard sent == 1, PQputCopyEnd(connection, nil) == 1 else {
        throw BenchError("COPY: \(String(cString: PQerrorMessage(connection)))")
      }
      try check(PQgetResult(connection), "COPY")
      while let extra = PQgetResult(connection) { PQclear(extra) }
      try exec("COMMIT")
      sequence += batch
    }
  }

  private var pagePrepared = false

  /// The keyset query for 50 events after `after` (prepared once), every value read as text.
  func tailPage(after: Int64) throws {
    if !pagePrepared {
      try check(
        PQprepare(
          connection, "page",
          "SELECT seq, kind, payload, created_at FROM events WHERE session_id = $1 AND seq > $2 ORDER BY seq LIMIT 50",
          2, nil), "prepare")
      pagePrepared = true
    }
    let result = try withParameters([StoreBenchmark.sessionID, String(after)]) { values in
      PQexecPrepared(connection, "page", 2, values, nil, nil, 0)
    }
    defer { PQclear(result) }
    guard PQresultStatus(result) == PGRES_TUPLES_OK, PQntuples(result) == 50 else {
      throw BenchError("the raw page: \(String(cString: PQerrorMessage(connection)))")
    }
    var bytes = 0
    for row in 0..<PQntuples(result) {
      for column in 0..<4 { bytes &+= Int(PQgetlength(result, row, Int32(column))) }
    }
    guard bytes > 0 else { throw BenchError("an empty page") }
  }

  private func execPrepared(_ name: String, _ parameters: [String]) throws {
    let result = try withParameters(parameters) { values in
      PQexecPrepared(connection, name, Int32(parameters.count), values, nil, nil, 0)
    }
    try check(result, "insert")
  }

  private func execSQL(_ sql: String, _ parameters: [String]) throws {
    let result = try withParameters(parameters) { values in
      PQexecParams(connection, sql, Int32(parameters.count), nil, values, nil, nil, 0)
    }
    try check(result, "insert")
  }

  private func withParameters(
    _ parameters: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> OpaquePointer?
  ) throws -> OpaquePointer? {
    let copies = parameters.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      return body(base)
    }
  }
}
