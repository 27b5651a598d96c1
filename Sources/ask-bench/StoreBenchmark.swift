import AgentCore
import CSQLite
import Foundation
import SQLiteStore
import SkillKit

/// The event store against a plain loop of prepared inserts, and keyset against OFFSET paging.
enum StoreBenchmark {
  struct Result {
    var events: Int
    var rawSeconds: Double
    var storeSeconds: Double
    /// (position, keyset ms, offset ms) for head, middle and tail.
    var pages: [(String, Double, Double)]
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
  static func run(count: Int, directory: String) async throws -> (Result, String) {
    let storePath = directory + "/store.sqlite"
    let rawPath = directory + "/raw.sqlite"
    let database = try SQLiteDatabase(path: storePath)
    let store = SQLiteEventStore(database: database)
    _ = try await store.createSession(
      id: sessionID, title: "bench", workingDirectory: "/", model: "bench", at: Date())
    let batch = 256
    let storeSeconds = try await time {
      var sequence: Int64 = 1
      while sequence <= count {
        let upper = min(Int64(count), sequence + Int64(batch) - 1)
        try await store.append((sequence...upper).map(event), to: sessionID)
        sequence = upper + 1
      }
    }
    _ = try SQLiteDatabase(path: rawPath)
    let payload = event(1).payload.jsonString
    let rawSeconds = try rawInserts(path: rawPath, count: count, batch: batch, payload: payload)

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
    let decoded = try await time(repeat: 20) {
      _ = try await store.page(sessionID, .after(Int64(count / 2), limit: 50))
    }
    pages.append(("middle, decoded into events (page())", decoded * 1000, .nan))
    return (
      Result(events: count, rawSeconds: rawSeconds, storeSeconds: storeSeconds, pages: pages),
      storePath
    )
  }

  /// The baseline: sqlite3's C API in a loop — one prepared insert, a transaction per batch.
  static func rawInserts(path: String, count: Int, batch: Int, payload: String) throws -> Double {
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
    let clock = ContinuousClock()
    let start = clock.now
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
    return seconds(clock.now - start)
  }

  static func table(_ result: Result) -> String {
    let rate = { (seconds: Double) in
      String(format: "%.0f k events/s", Double(result.events) / seconds / 1000)
    }
    var lines = [
      "| append \(result.events) events (batches of 256) | time | throughput | vs baseline |",
      "| --- | --- | --- | --- |",
      "| baseline: sqlite3 C API loop, prepared insert | \(String(format: "%.2f", result.rawSeconds)) s | \(rate(result.rawSeconds)) | 1.0× |",
      "| SQLiteEventStore.append (JSON payloads) | \(String(format: "%.2f", result.storeSeconds)) s | \(rate(result.storeSeconds)) | \(String(format: "%.1f", result.storeSeconds / result.rawSeconds))× |",
      "",
      "| 50-event page in \(result.events) events | keyset (seq > ?) | OFFSET | OFFSET / keyset |",
      "| --- | --- | --- | --- |",
    ]
    for (name, keyset, offset) in result.pages {
      if offset.isNaN {
        lines.append("| \(name) | \(String(format: "%.3f", keyset)) ms | – | – |")
        continue
      }
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
