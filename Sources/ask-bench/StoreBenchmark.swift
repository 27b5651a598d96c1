import AgentCore
import CSQLite
import Foundation
import SQLiteStore
import SkillKit

/// The event store against a plain loop of prepared inserts, and keyset against OFFSET paging.
enum StoreBenchmark {
  struct Result {
    var events: Int
    var rounds: Int
    /// Median wall time of the C loop and of the store, and their CPU time (user + system).
    var rawSeconds: Double
    var storeSeconds: Double
    var rawCPU: Double
    var storeCPU: Double
    /// (position, keyset ms, offset ms) for head, middle and tail.
    var pages: [(String, Double, Double)]
    /// The raw keyset query and page() on the same page, interleaved, in ms.
    var rawPage: Double
    var decodedPage: Double
    /// How many pages each of the two was timed on.
    var pageRounds = 200
    /// The same page's 50 payloads decoded from bytes in memory (no database), in ms.
    var decodeOnly = 0.0
    /// Events encoded, and the time to encode them as a tree then text, and directly.
    var encoded: Int
    var treeEncodeSeconds: Double
    var directEncodeSeconds: Double
  }

  static let sessionID = "bench"

  static func event(_ sequence: Int64) -> TimelineEvent {
    let text = sequence % 3 == 0 ? "明天上午九点提醒我开会 \(sequence)" : "the quick brown fox \(sequence)"
    return TimelineEvent(
      sequence: sequence, timestamp: Date(timeIntervalSince1970: 1_764_468_000 + Double(sequence)),
      kind: .assistant(
        AssistantTurn(text: text, toolCalls: [], model: "bench", stopReason: .endTurn)))
  }

  /// Fills a store with `count` events and measures; returns the database path for reuse.
  ///
  /// The store and the C loop each fill a fresh file `rounds` times, alternating which goes
  /// first (the disk's cache and write-back favour whoever runs second); the medians are kept.
  static func run(count: Int, directory: String, rounds: Int = 3) async throws -> (Result, String) {
    let (raw, stored, storePath) = try await fill(
      count: count, directory: directory, rounds: rounds)
    let (encoded, treeSeconds, directSeconds) = try await encodings(count: count)
    let database = try SQLiteDatabase(path: storePath)
    let store = SQLiteEventStore(database: database)
    let pages = try await keysetAndOffsetPages(database, count: count)
    let read = try await pageReads(database, store: store, count: count)
    return (
      Result(
        events: count, rounds: rounds, rawSeconds: median(raw.map(\.0)),
        storeSeconds: median(stored.map(\.0)), rawCPU: median(raw.map(\.1)),
        storeCPU: median(stored.map(\.1)), pages: pages, rawPage: median(read.raw) * 1000,
        decodedPage: median(read.decoded) * 1000, pageRounds: read.rounds,
        decodeOnly: median(read.decodeOnly) * 1000,
        encoded: encoded, treeEncodeSeconds: treeSeconds,
        directEncodeSeconds: directSeconds),
      storePath
    )
  }

  /// Fills a fresh store and a fresh file by the C loop `rounds` times each, alternating which
  /// goes first; returns both times (wall, CPU) of every round and the last store's path.
  private static func fill(count: Int, directory: String, rounds: Int) async throws
    -> (raw: [(Double, Double)], stored: [(Double, Double)], storePath: String)
  {
    let batch = 256
    let payload = event(1).payload.jsonString
    var raw: [(Double, Double)] = []
    var stored: [(Double, Double)] = []
    var storePath = ""
    for round in 0..<rounds {
      let rawPath = directory + "/raw-\(round).sqlite"
      storePath = directory + "/store-\(round).sqlite"
      _ = try SQLiteDatabase(path: rawPath)
      if round % 2 == 1 {
        raw.append(
          try await measured {
            try rawInserts(path: rawPath, count: count, batch: batch, payload: payload)
          })
      }
      let store = SQLiteEventStore(database: try SQLiteDatabase(path: storePath))
      _ = try await store.createSession(
        id: sessionID, title: "bench", workingDirectory: "/", model: "bench", at: Date())
      stored.append(
        try await measured {
          var sequence: Int64 = 1
          while sequence <= count {
            let upper = min(Int64(count), sequence + Int64(batch) - 1)
            try await store.append((sequence...upper).map(event), to: sessionID)
            sequence = upper + 1
          }
        })
      if round % 2 == 0 {
        raw.append(
          try await measured {
            try rawInserts(path: rawPath, count: count, batch: batch, payload: payload)
          })
      }
      if round < rounds - 1 {
        for path in [rawPath, storePath] { try removeDatabase(path) }
      }
    }
    return (raw, stored, storePath)
  }

  /// Encoding alone, both ways, on the same events: the tree (`payload.jsonString`) and the
  /// bytes written directly (`encodedPayload`, what append stores).
  private static func encodings(count: Int) async throws -> (Int, Double, Double) {
    let sample = (1...Int64(min(count, 100_000))).map(event)
    var treeBytes = 0
    var directBytes = 0
    let treeSeconds = try await time {
      for event in sample { treeBytes &+= event.payload.jsonString.utf8.count }
    }
    let directSeconds = try await time {
      for event in sample { directBytes &+= event.encodedPayload.json.count }
    }
    guard treeBytes == directBytes else {
      throw BenchError("the two encodings differ: \(treeBytes) and \(directBytes) bytes")
    }
    return (sample.count, treeSeconds, directSeconds)
  }

  /// A page of 50 at the head, middle and tail by keyset and by OFFSET (milliseconds).
  private static func keysetAndOffsetPages(_ database: SQLiteDatabase, count: Int) async throws
    -> [(String, Double, Double)]
  {
    var pages: [(String, Double, Double)] = []
    for (name, position) in [("head", 1), ("middle", count / 2), ("tail", count - 50)] {
      let keyset = try await time(repeat: 20) {
        _ = try await database.query(
          "SELECT seq, created_at, payload FROM events WHERE session_id = ? AND seq > ? ORDER BY seq LIMIT 50",
          [.text(sessionID), .integer(Int64(position))])
      }
      let offset = try await time(repeat: 20) {
        _ = try await database.query(
          "SELECT seq, created_at, payload FROM events WHERE session_id = ? ORDER BY seq LIMIT 50 OFFSET ?",
          [.text(sessionID), .integer(Int64(position))])
      }
      pages.append((name, keyset * 1000, offset * 1000))
    }
    return pages
  }

  /// The same page as raw rows and through the API, interleaved so both see the same machine,
  /// and the decoding alone; each a list of seconds per round.
  private static func pageReads(
    _ database: SQLiteDatabase, store: SQLiteEventStore, count: Int
  ) async throws -> (raw: [Double], decoded: [Double], decodeOnly: [Double], rounds: Int) {
    var rawPages: [Double] = []
    var decodedPages: [Double] = []
    // BENCH_PAGE_ROUNDS: more rounds for a profiler to sample (200 by default).
    let pageRounds =
      ProcessInfo.processInfo.environment["BENCH_PAGE_ROUNDS"].flatMap { Int($0) }.map {
        min(max($0, 1), 10_000_000)
      } ?? 200
    for _ in 0..<pageRounds {
      rawPages.append(
        try await time {
          _ = try await database.query(
            "SELECT seq, created_at, payload FROM events WHERE session_id = ? AND seq > ? ORDER BY seq ASC LIMIT 50",
            [.text(sessionID), .integer(Int64(count / 2))])
        })
      decodedPages.append(
        try await time {
          _ = try await store.page(sessionID, .after(Int64(count / 2), limit: 50))
        })
    }
    // The decoding alone: the page's stored payloads, decoded from memory as page() decodes
    // each row's bytes (what page() adds to the query).
    let pageRows = try await database.query(
      "SELECT seq, created_at, payload FROM events WHERE session_id = ? AND seq > ? ORDER BY seq ASC LIMIT 50",
      [.text(sessionID), .integer(Int64(count / 2))])
    let payloads = pageRows.map { Array(($0[2].text ?? "").utf8) }
    var decodeTimes: [Double] = []
    for _ in 0..<pageRounds {
      decodeTimes.append(
        try await time {
          var decoded = 0
          for (position, payload) in payloads.enumerated() {
            let event = try payload.withUnsafeBufferPointer {
              try TimelineEvent.decode(sequence: Int64(position), timestamp: Date(), payload: $0)
            }
            if event != nil { decoded += 1 }
          }
          guard decoded == payloads.count else {
            throw BenchError("decoded \(decoded) of \(payloads.count) stored payloads")
          }
        })
    }
    return (rawPages, decodedPages, decodeTimes, pageRounds)
  }

  /// Wall and CPU seconds (user + system, the whole process: nothing else runs meanwhile).
  static func measured(_ body: () async throws -> Void) async throws -> (Double, Double) {
    let cpuStart = BenchProcess.cpu(RUSAGE_SELF)
    let wall = try await time(body)
    return (wall, BenchProcess.cpu(RUSAGE_SELF) - cpuStart)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[sorted.count / 2]
  }

  /// Removes a database and its WAL files.
  static func removeDatabase(_ path: String) throws {
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
      try FileManager.default.removeItem(atPath: path + suffix)
    }
  }

  /// The ratios `benchmarks/thresholds.json` can hold.
  static func summary(_ result: Result) -> [String: Double] {
    [
      "store.append.cpu_over_c_loop": result.storeCPU / result.rawCPU,
      "store.append.wall_over_c_loop": result.storeSeconds / result.rawSeconds,
      "store.page.decoded_over_query": result.decodedPage / result.rawPage,
    ]
  }

  /// The baseline: sqlite3's C API in a loop — one prepared insert, a transaction per batch.
  static func rawInserts(path: String, count: Int, batch: Int, payload: String) throws {
    var db: OpaquePointer?
    guard sqlite3_open(path, &db) == SQLITE_OK, let db else { throw CocoaError(.fileReadUnknown) }
    defer { sqlite3_close(db) }
    sqlite3_exec(db, "PRAGMA journal_mode=WAL", nil, nil, nil)
    var statement: OpaquePointer?
    sqlite3_prepare_v2(
      db, "INSERT INTO events (session_id, seq, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
      -1,
      &statement, nil)
    defer { sqlite3_finalize(statement) }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    var sequence = 1
    while sequence <= count {
      sqlite3_exec(db, "BEGIN", nil, nil, nil)
      for current in sequence..<min(count + 1, sequence + batch) {
        sqlite3_reset(statement)
        sqlite3_bind_text(statement, 1, sessionID, -1, transient)
        sqlite3_bind_int64(statement, 2, Int64(current))
        sqlite3_bind_text(statement, 3, "assistant", -1, transient)
        sqlite3_bind_text(statement, 4, payload, -1, transient)
        sqlite3_bind_double(statement, 5, 1_764_468_000 + Double(current))
        sqlite3_step(statement)
      }
      sqlite3_exec(db, "COMMIT", nil, nil, nil)
      sequence += batch
    }
  }

  static func table(_ result: Result) -> String {
    let rate = { (seconds: Double) in
      String(format: "%.0f k events/s", Double(result.events) / seconds / 1000)
    }
    let f2 = { (value: Double) in String(format: "%.2f", value) }
    var lines = [
      "| append \(result.events) events (batches of 256; median of \(result.rounds) fresh files, alternating order) | wall | throughput | CPU (user + sys) | wall vs baseline | CPU vs baseline |",
      "| --- | --- | --- | --- | --- | --- |",
      "| baseline: sqlite3 C API loop, prepared insert, one payload | \(f2(result.rawSeconds)) s | \(rate(result.rawSeconds)) | \(f2(result.rawCPU)) s | 1.0× | 1.0× |",
      "| SQLiteEventStore.append (each event encoded) | \(f2(result.storeSeconds)) s | \(rate(result.storeSeconds)) | \(f2(result.storeCPU)) s | \(String(format: "%.1f", result.storeSeconds / result.rawSeconds))× | \(String(format: "%.1f", result.storeCPU / result.rawCPU))× |",
      "",
      "| encode \(result.encoded) payloads (no database) | time | per event | vs tree |",
      "| --- | --- | --- | --- |",
      "| baseline: JSONValue tree, then its compact text | \(f2(result.treeEncodeSeconds * 1000)) ms | \(String(format: "%.2f", result.treeEncodeSeconds / Double(result.encoded) * 1e6)) µs | 1.0× |",
      "| written directly (JSONByteWriter, what append stores) | \(f2(result.directEncodeSeconds * 1000)) ms | \(String(format: "%.2f", result.directEncodeSeconds / Double(result.encoded) * 1e6)) µs | \(String(format: "%.2f", result.directEncodeSeconds / result.treeEncodeSeconds))× |",
      "",
      "| 50-event page, middle of \(result.events) (median of \(result.pageRounds), interleaved) | time | vs raw query |",
      "| --- | --- | --- |",
      "| baseline: the keyset query, rows as SQLite values | \(String(format: "%.3f", result.rawPage)) ms | 1.0× |",
      "| page(): decoded into timeline events | \(String(format: "%.3f", result.decodedPage)) ms | \(String(format: "%.1f", result.decodedPage / result.rawPage))× |",
      "| its 50 payloads decoded alone, from memory (no database) | \(String(format: "%.3f", result.decodeOnly)) ms | \(String(format: "%.1f", result.decodeOnly / result.rawPage))× |",
      "",
      "| 50-event page in \(result.events) events | keyset (seq > ?) | OFFSET | OFFSET / keyset |",
      "| --- | --- | --- | --- |",
    ]
    for (name, keyset, offset) in result.pages {
      lines.append(
        "| \(name) | \(String(format: "%.3f", keyset)) ms | \(String(format: "%.3f", offset)) ms | \(String(format: "%.0f", offset / keyset))× |"
      )
    }
    return lines.joined(separator: "\n")
  }

  static func time(repeat count: Int = 1, _ body: () async throws -> Void) async throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count { try await body() }
    return seconds(clock.now - start) / Double(count)
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
