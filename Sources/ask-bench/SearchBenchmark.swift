import AgentCore
import CSQLite
import Foundation
import PostgresStore
import SQLiteStore
import SkillKit

/// Search over every session, on SQLite and PostgreSQL: the append with the search's texts
/// against the same append with them refused (a `BEFORE INSERT` trigger that drops the row:
/// today's append, in the same run, alternating which goes first), how long the SQLite index
/// takes to take in what was appended, the index's size beside the store's, and search
/// latency (median and p99) for a common word, a rare word and a Chinese two-character query.
///
/// The texts are sentences this project did not write for the benchmark — the lines of its
/// documentation and the requests of the planner's corpora — mixed into users' messages,
/// answers, call inputs and tool results across sessions of 1,000 events.
enum SearchBenchmark {
  struct Query {
    var name: String
    var text: String
    var medianMs: Double
    var p99Ms: Double
    var matched: Int
    var capped: Bool
  }

  struct Result {
    var store: String
    var events: Int
    var texts: Int
    var withSeconds: Double
    var withoutSeconds: Double
    /// Taking in every appended text before the first search.
    var catchUpSeconds: Double
    var indexBytes: Int64
    var storeBytes: Int64
    var queries: [Query]
  }

  static let perSession = 1_000
  static let rare = "zanzibar"

  /// The sentences: documentation lines and corpus requests, English and Chinese.
  static func sentences(root: String) throws -> [String] {
    var lines: [String] = []
    let docs = root + "/docs"
    for name in try FileManager.default.contentsOfDirectory(atPath: docs).sorted()
    where name.hasSuffix(".md") {
      let text = try String(contentsOfFile: docs + "/" + name, encoding: .utf8)
      lines += text.split(separator: "\n").map(String.init).filter { $0.count >= 20 }
    }
    for name in ["planner_corpus.jsonl", "planner_corpus_holdout.jsonl"] {
      let text = try String(contentsOfFile: root + "/Tests/Fixtures/" + name, encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let request = try JSONValue.parse(String(line))["request"]?.stringValue {
          lines.append(request)
        }
      }
    }
    guard lines.count > 1_000 else { throw BenchError("only \(lines.count) sentences found") }
    return lines
  }

  /// Event `sequence` of session `session`: four in five carry text; one in 100,000 the rare
  /// word.
  static func event(_ sequence: Int64, global: Int, sentences: [String]) -> TimelineEvent {
    var text = sentences[global % sentences.count]
    if global % 100_000 == 50_000 { text += " " + rare }
    let when = Date(timeIntervalSince1970: 1_764_468_000 + Double(global))
    let kind: TimelineEvent.Kind
    switch global % 5 {
    case 0: kind = .user(text)
    case 1:
      kind = .assistant(
        AssistantTurn(text: text, toolCalls: [], model: "bench", stopReason: .endTurn))
    case 2:
      kind = .toolCall(
        ToolUse(
          id: "c\(global)", skillID: "todo.add", displayName: nil, input: ["title": .string(text)]))
    case 3:
      kind = .toolResult(
        ToolResultEvent(
          toolUseID: "c\(global - 1)", skillID: "todo.add", status: .success,
          content: text + "\n" + sentences[(global * 7) % sentences.count], summary: "ok",
          durationMs: 3))
    default:
      kind = .permissionDecision(
        PermissionDecisionEvent(
          toolUseID: "c\(global)", skillID: "todo.add", requestID: nil, decision: .allowOnce,
          decidedBy: .level, reason: "level normal", rule: nil))
    }
    return TimelineEvent(sequence: sequence, timestamp: when, kind: kind)
  }

  /// Appends `count` events to `store` in batches of 256, sessions of 1,000.
  static func fill(_ store: any EventStore, count: Int, sentences: [String]) async throws {
    var global = 0
    var session = 0
    while global < count {
      let id = "s\(session)"
      _ = try await store.createSession(
        id: id, title: "bench \(session)", workingDirectory: "/w", model: "bench", at: Date())
      var sequence: Int64 = 1
      while sequence <= perSession, global < count {
        let size = min(256, perSession - Int(sequence) + 1, count - global)
        let batch = (0..<size).map {
          event(sequence + Int64($0), global: global + $0, sentences: sentences)
        }
        try await store.append(batch, to: id)
        sequence += Int64(size)
        global += size
      }
      session += 1
    }
  }

  static let queries = [
    ("common word", "the"), ("rare word", rare), ("Chinese, two characters", "提醒"),
  ]

  static func latencies(_ store: any EventStore, rounds: Int) async throws -> [Query] {
    var results: [Query] = []
    for (name, text) in queries {
      let query = try SearchQuery(text)
      var times: [Double] = []
      var page = SearchPage(hits: [], matched: 0, capped: false, nextCursor: nil)
      for _ in 0..<rounds {
        times.append(
          try await StoreBenchmark.time { page = try await store.search(query, limit: 20) } * 1000)
      }
      times.sort()
      results.append(
        Query(
          name: name, text: text, medianMs: times[times.count / 2],
          p99Ms: times[min(times.count - 1, Int(Double(times.count) * 0.99))],
          matched: page.matched, capped: page.capped))
    }
    return results
  }

  /// SQLite: two fresh files, one refusing the texts.
  static func sqlite(count: Int, directory: String, root: String, rounds: Int) async throws
    -> Result
  {
    let sentences = try sentences(root: root)
    var withSeconds = 0.0
    var withoutSeconds = 0.0
    let withPath = directory + "/search-with.sqlite"
    let withoutPath = directory + "/search-without.sqlite"
    let without = try SQLiteDatabase(path: withoutPath)
    try await without.execute(
      "CREATE TRIGGER bench_no_texts BEFORE INSERT ON search_docs BEGIN SELECT RAISE(IGNORE); END")
    let withStore = SQLiteEventStore(database: try SQLiteDatabase(path: withPath))
    let withoutStore = SQLiteEventStore(database: without)
    // Alternating halves, so neither always runs on a warmer disk.
    withoutSeconds += try await StoreBenchmark.time {
      try await fill(withoutStore, count: count, sentences: sentences)
    }
    withSeconds += try await StoreBenchmark.time {
      try await fill(withStore, count: count, sentences: sentences)
    }
    let catchUp = try await StoreBenchmark.time { try await withStore.settleSearchIndex() }
    let texts = try await withStore.searchTextCount()
    let sizes = try await sqliteSizes(withPath)
    return Result(
      store: "SQLite \(sqliteVersion())", events: count, texts: texts, withSeconds: withSeconds,
      withoutSeconds: withoutSeconds, catchUpSeconds: catchUp, indexBytes: sizes.index,
      storeBytes: sizes.store, queries: try await latencies(withStore, rounds: rounds))
  }

  static func sqliteVersion() -> String { String(cString: sqlite3_libversion()) }

  /// The bytes of the search's tables and of everything, from the file's pages.
  static func sqliteSizes(_ path: String) async throws -> (index: Int64, store: Int64) {
    let database = try SQLiteDatabase(path: path)
    try await database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let pageSize = try await database.query("PRAGMA page_size").first?.first?.integer ?? 4096
    let pages = try await database.query("PRAGMA page_count").first?.first?.integer ?? 0
    let search =
      try await database.query(
        """
        SELECT coalesce(sum(pgsize), 0) FROM dbstat
        WHERE name LIKE 'search_%' OR name LIKE 'sqlite_autoindex_search_%'
        """
      ).first?.first?.integer ?? 0
    return (search, pageSize * pages)
  }

  /// PostgreSQL: two fresh databases, one refusing the texts.
  static func postgres(admin: String, count: Int, root: String, rounds: Int) async throws -> Result
  {
    let sentences = try sentences(root: root)
    let withURL = try await PostgresBenchmark.fresh(admin)
    let withoutURL = try await PostgresBenchmark.fresh(admin)
    let without = try PostgresDatabase(url: PostgresURL(withoutURL))
    try await without.execute(
      """
      CREATE FUNCTION bench_no_texts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$
      """)
    try await without.execute(
      "CREATE TRIGGER bench_no_texts BEFORE INSERT ON search_docs FOR EACH ROW EXECUTE FUNCTION bench_no_texts()"
    )
    let withDatabase = try PostgresDatabase(url: PostgresURL(withURL))
    let withStore = PostgresEventStore(database: withDatabase)
    let withoutStore = PostgresEventStore(database: without)
    let withoutSeconds = try await StoreBenchmark.time {
      try await fill(withoutStore, count: count, sentences: sentences)
    }
    let withSeconds = try await StoreBenchmark.time {
      try await fill(withStore, count: count, sentences: sentences)
    }
    let catchUp = try await StoreBenchmark.time { try await withStore.settleSearchIndex() }
    try await withDatabase.execute("VACUUM ANALYZE")
    let sizes = try await withDatabase.query(
      """
      SELECT pg_total_relation_size('search_docs'), pg_database_size(current_database()),
        (SELECT count(*) FROM search_docs)
      """)
    return Result(
      store: "PostgreSQL \(await withDatabase.serverVersion())", events: count,
      texts: Int(sizes.integer(0, 2) ?? 0), withSeconds: withSeconds,
      withoutSeconds: withoutSeconds, catchUpSeconds: catchUp,
      indexBytes: sizes.integer(0, 0) ?? 0,
      storeBytes: sizes.integer(0, 1) ?? 0, queries: try await latencies(withStore, rounds: rounds))
  }

  static func table(_ results: [Result]) -> String {
    let f2 = { (value: Double) in String(format: "%.2f", value) }
    let mb = { (bytes: Int64) in String(format: "%.0f MB", Double(bytes) / 1_048_576) }
    var lines = [
      "| search over every session | events (texts) | append, texts refused | append with texts | ratio | index takes in the appended texts | search's tables | whole store |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for result in results {
      lines.append(
        "| \(result.store) | \(result.events) (\(result.texts)) | \(f2(result.withoutSeconds)) s | \(f2(result.withSeconds)) s | \(f2(result.withSeconds / result.withoutSeconds))× | \(f2(result.catchUpSeconds)) s before the first search | \(mb(result.indexBytes)) | \(mb(result.storeBytes)) |"
      )
    }
    lines += [
      "", "| query | store | median | p99 | matching (ranked: the newest 1,000) |",
      "| --- | --- | --- | --- | --- |",
    ]
    for result in results {
      for query in result.queries {
        lines.append(
          "| \(query.name) “\(query.text)” | \(result.store) | \(f2(query.medianMs)) ms | \(f2(query.p99Ms)) ms | \(query.matched)\(query.capped ? "+" : "") |"
        )
      }
    }
    return lines.joined(separator: "\n")
  }

  static func summary(_ results: [Result]) -> [String: Double] {
    var summary: [String: Double] = [:]
    for result in results {
      let key = result.store.hasPrefix("SQLite") ? "sqlite" : "postgres"
      summary["search.\(key).append.with_over_without"] = result.withSeconds / result.withoutSeconds
    }
    return summary
  }
}
