import AgentCore
import AgentTestSupport
import Foundation
import PostgresStore
import PostgresTestSupport
import SQLiteStore
import SkillKit
import Testing

/// A session of 1,000,000 events paged through the real `ask serve` on both real stores:
/// the newest page, twenty pages back from it, a jump to the middle and to the start, the
/// end of the history, and the session's totals. The events are written by one SQL
/// statement (the store's own schema and payload encoding) so the test spends its time on
/// the reads it is about.
@Suite(.serialized)
struct AskPagingAtScaleTests {
  static let count = 1_000_000
  static let marker = "NNNNNNN"

  /// The stored payload of an assistant event whose text names `marker`.
  static var template: String {
    let event = TimelineEvent(
      sequence: 1, timestamp: Date(),
      kind: .assistant(
        AssistantTurn(
          text: "reply \(marker)", toolCalls: [], model: "m", stopReason: .endTurn)))
    return String(decoding: event.encodedPayload.json, as: UTF8.self)
  }

  @Test func aMillionEventSessionPagesOnSQLite() async throws {
    let home = try TemporaryHome()
    let database = try SQLiteDatabase(path: home.path + "/ask.sqlite")
    let store = SQLiteEventStore(database: database)
    _ = try await store.createSession(
      id: "big", title: "big", workingDirectory: "/", model: "m", at: Date())
    // Written by python's sqlite3 in a process of its own: a million rows on the database
    // actor would hold one of the few threads every test of this process shares for seconds.
    let script = """
      import sqlite3, sys
      db = sqlite3.connect(sys.argv[1], timeout=60)
      count, template, marker = int(sys.argv[2]), sys.argv[3], sys.argv[4]
      with db:
          db.executemany(
              "INSERT INTO events (session_id, seq, kind, payload, created_at) "
              "VALUES ('big', ?, 'assistant', ?, ?)",
              ((i, template.replace(marker, str(i)), 1764468000 + i) for i in range(1, count + 1)))
          db.execute("UPDATE sessions SET event_count = ?, last_sequence = ? WHERE id = 'big'",
                     (count, count))
      """
    let (status, output) = try await offThePool {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", "-c", script, home.path + "/ask.sqlite", "\(Self.count)", Self.template,
        Self.marker,
      ]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, text)
    }
    try #require(status == 0, "python3 could not write the events: \(output)")
    try await pages(home: home, environment: [:])
  }

  @Test func aMillionEventSessionPagesOnPostgreSQL() async throws {
    let home = try TemporaryHome()
    let (url, _) = try await TestPostgres.freshDatabase()
    let database = try PostgresDatabase(url: PostgresURL(url))
    let store = PostgresEventStore(database: database)
    _ = try await store.createSession(
      id: "big", title: "big", workingDirectory: "/", model: "m", at: Date())
    try await database.query(
      """
      INSERT INTO events (session_id, seq, kind, payload, created_at)
      SELECT 'big', g, 'assistant', replace($1, '\(Self.marker)', g::text), 1764468000 + g
      FROM generate_series(1, $2::bigint) g
      """, [.text(Self.template), .integer(Int64(Self.count))])
    try await database.query(
      "UPDATE sessions SET event_count = $1, last_sequence = $1 WHERE id = 'big'",
      [.integer(Int64(Self.count))])
    try await pages(home: home, environment: ["ASK_DATABASE_URL": url])
  }

  /// The sequences of a page of events, checking each event's text names its sequence.
  static func sequences(_ page: JSONValue) throws -> [Int] {
    let events = try #require(page["events"]?.arrayValue)
    return try events.map { event in
      let sequence = try #require(event["sequence"]?.intValue)
      let text = event["payload"]?["text"]?.stringValue
      #expect(text == "reply \(sequence)", "event \(sequence) reads \(String(describing: text))")
      return sequence
    }
  }

  func pages(home: TemporaryHome, environment: [String: String]) async throws {
    let count = Self.count
    let serve = try await ServeClient.start(home: home.path, environment: environment)
    let session = try await serve.json("GET", "/api/sessions/big")
    #expect(session["session"]?["event_count"]?.intValue == count)
    #expect(session["session"]?["last_sequence"]?.intValue == count)
    // The newest page, then twenty pages back from it, each right before the one before.
    var page = try await serve.json("GET", "/api/sessions/big/events?limit=500")
    var sequences = try Self.sequences(page)
    #expect(sequences == Array((count - 499)...count))
    #expect(page["has_more"]?.boolValue == true)
    for _ in 0..<20 {
      let first = try #require(sequences.first)
      page = try await serve.json("GET", "/api/sessions/big/events?limit=500&before=\(first)")
      sequences = try Self.sequences(page)
      #expect(sequences == Array((first - 500)..<first))
    }
    // The middle, forwards; the start; and nothing before it.
    page = try await serve.json("GET", "/api/sessions/big/events?limit=500&after=500000")
    #expect(try Self.sequences(page) == Array(500_001...500_500))
    page = try await serve.json("GET", "/api/sessions/big/events?limit=500&before=501")
    #expect(try Self.sequences(page) == Array(1...500))
    page = try await serve.json("GET", "/api/sessions/big/events?limit=500&before=1")
    #expect(try Self.sequences(page).isEmpty)
    #expect(page["has_more"]?.boolValue == false)
    // A stream opened on it starts from its end, not its beginning.
    let stream = try serve.stream("big")
    let first = try await stream.read { $0.contains { $0.type == "state" } }
    #expect(!first.contains { ($0.id ?? Int64(count)) < Int64(count - 1_000) }, "\(first.count)")
    stream.close()
    _ = try await serve.stop()
    // The command line sees the same totals.
    let listed = try await AskProcess.run(
      ["sessions", "--json"], home: home.path, environment: environment)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.events.first { $0["id"] == "big" }?["events"]?.intValue == count)
  }
}
