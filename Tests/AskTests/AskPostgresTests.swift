import AgentTestSupport
import Foundation
import PostgresStore
import PostgresTestSupport
import SkillKit
import Testing

/// `ask` on PostgreSQL (`ASK_DATABASE_URL`, a fresh database on the test cluster) through the
/// real binary: runs, sessions, the audit log and doctor; one writer per session across
/// processes; kill -9; and a password that never reaches any output or row.
@Suite(.serialized)
struct AskPostgresTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  /// A fresh database: its URL (with the cluster's password) and a connection to inspect it.
  func database() async throws -> (url: String, database: PostgresDatabase) {
    let (url, _) = try await TestPostgres.freshDatabase()
    return (url, try PostgresDatabase(url: PostgresURL(url)))
  }

  /// The password in a URL (`postgresql://user:password@…`).
  static func password(in url: String) -> String? {
    guard let scheme = url.range(of: "://"), let at = url.range(of: "@"),
      let colon = url[scheme.upperBound..<at.lowerBound].firstIndex(of: ":")
    else { return nil }
    return String(url[url.index(after: colon)..<at.lowerBound])
  }

  @Test func theAgentRunsOnPostgreSQLAndThePasswordIsNowhere() async throws {
    let (url, database) = try await database()
    let password = try #require(Self.password(in: url), "the test cluster uses a password")
    let environment = ["ASK_DATABASE_URL": url]
    let answer = [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#]
    var outputs: [AskProcess.Finished] = []
    let added = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: home.path, stdin: answer, environment: environment)
    #expect(added.status == 0, "\(added.stderr)")
    outputs.append(added)
    let listed = try await AskProcess.run(
      ["--json", "list my todos"], home: home.path, environment: environment)
    #expect(
      listed.events(ofType: "tool_result").first?["content"]?.stringValue?.contains("buy milk")
        == true)
    outputs.append(listed)
    let sessions = try await AskProcess.run(
      ["sessions", "--json"], home: home.path, environment: environment)
    #expect(sessions.events.count == 2, "\(sessions.stdout)")
    outputs.append(sessions)
    let audit = try await AskProcess.run(
      ["audit", "--json"], home: home.path, environment: environment)
    #expect(
      audit.stdout.contains("todo.add") && audit.stdout.contains("todo.list"), "\(audit.stdout)")
    outputs.append(audit)
    let doctor = try await AskProcess.run(
      ["doctor", "--json"], home: home.path, environment: environment)
    let check = doctor.events.first?["checks"]?.arrayValue?.first { $0["name"] == "database" }
    let line = check?["value"]?.stringValue ?? doctor.stdout
    #expect(
      line.contains("PostgreSQL") && line.contains("schema 3 of 3") && line.contains("reachable"),
      "\(line)")
    outputs.append(doctor)
    for output in outputs {
      #expect(!output.stdout.contains(password) && !output.stderr.contains(password))
    }
    // Nothing in the database holds it either, and SQLite was never opened.
    let rows = try await database.query(
      """
      SELECT string_agg(payload, ' ') FROM events UNION ALL
      SELECT string_agg(coalesce(input, '') || reason || coalesce(error, ''), ' ') FROM audit UNION ALL
      SELECT string_agg(title || working_directory || coalesce(owner, ''), ' ') FROM sessions
      """)
    for row in 0..<rows.count { #expect(rows.text(row, 0)?.contains(password) != true) }
    #expect(try await database.query("SELECT count(*) FROM todos").integer(0, 0) == 1)
    #expect(!FileManager.default.fileExists(atPath: home.database))
  }

  @Test func concurrentWritersOfOneSessionAreRefusedNotInterleaved() async throws {
    let (url, database) = try await database()
    let environment = ["ASK_DATABASE_URL": url]
    let first = try await AskProcess.run(
      ["--json", "现在几点"], home: home.path, environment: environment)
    let id = try #require(first.events(ofType: "session").first?["session_id"]?.stringValue)
    let perRun = try #require(
      try await database.query("SELECT event_count FROM sessions WHERE id = $1", [.text(id)])
        .integer(0, 0))
    let runs = try await withThrowingTaskGroup(of: AskProcess.Finished.self) { group in
      for _ in 0..<6 {
        group.addTask {
          try await AskProcess.run(
            ["--json", "--resume", id, "现在几点"], home: self.home.path, environment: environment)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    let succeeded = runs.filter { $0.status == 0 }
    #expect(!succeeded.isEmpty)
    for run in runs where run.status != 0 {
      #expect(run.status == 1)
      #expect(run.stdout.contains("being written by another run"), "\(run.stdout)\(run.stderr)")
    }
    let stored = try await database.query(
      "SELECT last_sequence, event_count FROM sessions WHERE id = $1", [.text(id)])
    #expect(stored.integer(0, 1) == perRun * Int64(1 + succeeded.count))
    #expect(stored.integer(0, 0) == stored.integer(0, 1), "sequence numbers have no gaps")
    let sequences = try await database.query(
      "SELECT count(DISTINCT seq), max(seq) FROM events WHERE session_id = $1", [.text(id)])
    #expect(sequences.integer(0, 0) == sequences.integer(0, 1))
  }

  @Test func killNineGivesTheSessionBackAsInterruptedAndItRunsAgain() async throws {
    let (url, database) = try await database()
    let environment = ["ASK_DATABASE_URL": url, "ASK_DEMO_SKILLS": "1"]
    let ask = try AskProcess(
      ["--json", "count down 30 seconds"], home: home.path, environment: environment)
    let line = try await ask.waitForLine(containing: #""type":"session""#)
    let id = try #require(try JSONValue.parse(line)["session_id"]?.stringValue)
    _ = try await ask.waitForLine(containing: #""type":"tool_progress""#)
    let running = try await AskProcess.run(
      ["sessions", "--json"], home: home.path, environment: environment)
    #expect(running.events.first { $0["id"] == .string(id) }?["state"] == "running")
    kill(ask.pid, SIGKILL)
    _ = try await ask.finish()
    // The server ends the dead connection's backend, and its lock with it.
    try await waitFor("the killed run's lock is given back", timeout: .seconds(30)) {
      let listed = try await AskProcess.run(
        ["sessions", "--json"], home: home.path, environment: environment)
      return listed.events.first { $0["id"] == .string(id) }?["state"] == "interrupted"
    }
    let resumed = try await AskProcess.run(
      ["--json", "--resume", id, "现在几点"], home: home.path, environment: environment)
    #expect(resumed.status == 0, "\(resumed.stdout)\(resumed.stderr)")
    let state = try await database.query("SELECT state FROM sessions WHERE id = $1", [.text(id)])
    #expect(state.text(0, 0) == "idle")
  }

  @Test func aBadOrUnreachableDatabaseIsAClearErrorWithoutThePassword() async throws {
    for (url, says) in [
      ("postgresql://someone:Sekr1t-Pw@127.0.0.1:1/ask", "127.0.0.1"),
      ("mysql://someone:Sekr1t-Pw@localhost/ask", "postgresql://"),
      ("postgresql://someone:Sekr1t-Pw@127.0.0.1:99999/ask", "port"),
    ] {
      let run = try await AskProcess.run(
        ["--json", "现在几点"], home: home.path, environment: ["ASK_DATABASE_URL": url])
      #expect(run.status == 1, "\(url): \(run.stdout)\(run.stderr)")
      let said = run.stdout + run.stderr
      #expect(said.contains(says), "\(said)")
      #expect(!said.contains("Sekr1t-Pw"), "\(said)")
      let doctor = try await AskProcess.run(
        ["doctor"], home: home.path, environment: ["ASK_DATABASE_URL": url])
      #expect(doctor.status == 1)
      #expect(!(doctor.stdout + doctor.stderr).contains("Sekr1t-Pw"), "\(doctor.stdout)")
    }
  }

  /// Two `ask serve` instances on one database: a browser connected to B sees, live and with
  /// the same sequence numbers, the run that A executes; then B runs the session on, after
  /// A's events.
  @Test func aClientOfOneServeInstanceSeesTheRunAnotherExecutes() async throws {
    let (url, _) = try await database()
    let environment = ["ASK_DATABASE_URL": url]
    let other = try TemporaryHome()
    let a = try await ServeClient.start(home: home.path, environment: environment)
    let b = try await ServeClient.start(home: other.path, environment: environment)
    let created = try await a.json("POST", "/api/sessions", ["title": "shared"], expect: 201)
    let id = try #require(created["session"]?["id"]?.stringValue)
    let watching = try b.stream(id)
    try await watching.read { $0.contains { $0.type == "state" } }
    try await a.json("POST", "/api/sessions/\(id)/messages", ["text": "现在几点"], expect: 202)
    let seen = try await watching.read { $0.contains { $0.type == "result" } }
    let ids = seen.compactMap(\.id)
    #expect(ids == Array(1...Int64(ids.count)), "every event of A's run, in order, once: \(ids)")
    #expect(seen.contains { $0.type == "tool_result" && $0.data["name"] == "time.now" })
    #expect(seen.contains { $0.type == "card" }, "B draws the call's card too")
    // B runs the session next: its events continue after A's.
    try await b.json("POST", "/api/sessions/\(id)/messages", ["text": "现在几点"], expect: 202)
    let more = try await watching.read { events in events.filter { $0.type == "result" }.count == 2
    }
    watching.close()
    let all = more.compactMap(\.id)
    #expect(all == Array(1...Int64(all.count)), "\(all)")
    let stored = try await b.json("GET", "/api/sessions/\(id)")
    #expect(stored["session"]?["last_sequence"]?.intValue == all.count)
    _ = try await a.stop()
    _ = try await b.stop()
  }
}

/// `ask serve` on PostgreSQL when the server restarts under it: both instances keep serving,
/// a message after the restart runs (at worst the first try is a clear error), and the
/// instance that did not run it still sees the run live, its listener connected again.
@Suite(.serialized)
struct AskPostgresRestartTests {
  @Test func twoServeInstancesCarryOnAfterTheServerRestarts() async throws {
    let cluster = try TestCluster()
    let environment = ["ASK_DATABASE_URL": cluster.url]
    let homeA = try TemporaryHome()
    let homeB = try TemporaryHome()
    let a = try await ServeClient.start(home: homeA.path, environment: environment)
    let b = try await ServeClient.start(home: homeB.path, environment: environment)
    let created = try await a.json("POST", "/api/sessions", ["title": "restart"], expect: 201)
    let id = try #require(created["session"]?["id"]?.stringValue)
    let watching = try b.stream(id)
    try await watching.read { $0.contains { $0.type == "state" } }
    try cluster.restart()
    // The first statement on a connection the restart broke may fail; it says so, and the
    // next one connects again.
    var accepted = false
    var answers: [String] = []
    for _ in 0..<3 where !accepted {
      let response = try await a.request(
        "POST", "/api/sessions/\(id)/messages", body: #"{"text":"现在几点"}"#)
      accepted = response.status == 202
      answers.append("\(response.status) \(response.body.prefix(300))")
    }
    #expect(accepted, "\(answers)")
    #expect(!answers.joined().contains(cluster.url), "no password in an answer: \(answers)")
    // A failed first try is the store's clear error, not anything else.
    #expect(answers.dropLast().allSatisfy { $0.hasPrefix("500") && $0.contains("storage") })
    let seen = try await watching.read { $0.contains { $0.type == "result" } }
    watching.close()
    #expect(seen.contains { $0.type == "tool_result" && $0.data["name"] == "time.now" })
    let ids = seen.compactMap(\.id)
    #expect(ids == Array(1...Int64(max(ids.count, 1))), "every event once, in order: \(ids)")
    let stored = try await b.json("GET", "/api/sessions/\(id)")
    #expect(stored["session"]?["last_sequence"]?.intValue == ids.count)
    _ = try await a.stop()
    _ = try await b.stop()
  }
}
