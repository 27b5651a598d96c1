import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// Storage under attack, through the real binary: hostile numbers, damaged schemas, two
/// writers on one session, removing a running session, ordering with a pinned clock.
@Suite(.serialized)
struct AskStorageAdversarialTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  @Test(arguments: ["2147483648", "99999999999999999999", "-1", "1e3", "inf"])
  func hostileBusyTimeoutsAreUsageErrors(_ value: String) async throws {
    let run = try await AskProcess.run(
      ["现在几点"], home: home.path, environment: ["ASK_BUSY_TIMEOUT_MS": value])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("ASK_BUSY_TIMEOUT_MS"))
  }

  @Test func aNegativeSchemaVersionIsNamedAndTheFileLeftAlone() async throws {
    _ = try await AskProcess.run(["现在几点"], home: home.path)
    let database = try SQLiteDatabase(path: home.database)
    try await database.execute("PRAGMA user_version = -1")
    let run = try await AskProcess.run(["现在几点"], home: home.path)
    #expect(run.status == 1)
    #expect(run.stderr.contains("schema version is -1"), "\(run.stderr)")
    #expect(try await database.query("PRAGMA user_version").first?.first?.integer == -1)
    #expect(try await database.query("SELECT count(*) FROM sessions").first?.first?.integer == 1)
  }

  func eventCount(_ session: String) async throws -> Int64 {
    let database = try SQLiteDatabase(path: home.database)
    return try await database.query(
      "SELECT count(*) FROM events WHERE session_id = ?", [.text(session)]
    ).first?.first?.integer ?? -1
  }

  /// Concurrent runs on one session: each is either written whole or refused before it
  /// starts; none prints events that are then lost with exit 0.
  @Test func concurrentWritersOfOneSessionNeverLoseEventsSilently() async throws {
    let first = try await AskProcess.run(["--json", "现在几点"], home: home.path)
    let id = try #require(first.events(ofType: "session").first?["session_id"]?.stringValue)
    let afterOne = try await eventCount(id)
    _ = try await AskProcess.run(["--json", "--resume", id, "现在几点"], home: home.path)
    let perRun = try await eventCount(id) - afterOne
    #expect(perRun > 0)
    let before = try await eventCount(id)
    let runs = try await withThrowingTaskGroup(of: AskProcess.Finished.self) { group in
      for _ in 0..<8 {
        group.addTask {
          try await AskProcess.run(["--json", "--resume", id, "现在几点"], home: self.home.path)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    let succeeded = runs.filter { $0.status == 0 }
    #expect(!succeeded.isEmpty)
    for run in runs where run.status != 0 {
      #expect(run.status == 1)
      #expect(run.stdout.contains("being written by another run"), "\(run.stdout)")
    }
    #expect(try await eventCount(id) == before + Int64(succeeded.count) * perRun)
    let database = try SQLiteDatabase(path: home.database)
    let stored = try await database.query(
      "SELECT last_sequence, event_count FROM sessions WHERE id = ?", [.text(id)]
    ).first
    #expect(stored?[1].integer == before + Int64(succeeded.count) * perRun)
    #expect(stored?[0].integer == stored?[1].integer, "sequence numbers have no gaps")
  }

  @Test func removingARunningSessionIsRefused() async throws {
    let ask = try AskProcess(["--json", "add a todo buy milk"], home: home.path)
    let line = try await ask.waitForLine(containing: "\"type\":\"session\"")
    let id = try #require(try JSONValue.parse(line)["session_id"]?.stringValue)
    _ = try await ask.waitForLine(containing: "permission_request")
    let removed = try await AskProcess.run(["sessions", "rm", id], home: home.path)
    #expect(removed.status != 0)
    #expect(removed.stderr.contains("is running"), "\(removed.stderr)")
    ask.send(#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#)
    ask.closeInput()
    #expect(try await ask.finish().status == 0)
    #expect(try await eventCount(id) > 0)
  }

  /// With the clock pinned, every run starts at the same instant: --continue still takes the
  /// session written last.
  @Test func continueTakesTheLastWrittenSessionWithAPinnedClock() async throws {
    let first = try await AskProcess.run(["--json", "现在几点"], home: home.path)
    let second = try await AskProcess.run(["--json", "列出待办"], home: home.path)
    let secondID = try #require(second.events(ofType: "session").first?["session_id"])
    _ = try await AskProcess.run(
      [
        "--json", "--resume",
        #require(first.events(ofType: "session").first?["session_id"]?.stringValue), "现在几点",
      ],
      home: home.path)
    let continued = try await AskProcess.run(["--json", "--continue", "现在几点"], home: home.path)
    #expect(continued.events(ofType: "session").first?["session_id"] != secondID)
    #expect(
      continued.events(ofType: "session").first?["session_id"]
        == first.events(ofType: "session").first?["session_id"])
  }

  @Test(arguments: [
    ["--max-tokens", "0"], ["--max-tokens", "1e9"], ["--tool-choice", "no.such.skill"],
    ["--tool-choice", "bad choice"], ["--request-timeout", "inf"], ["--run-timeout", "-1"],
  ])
  func hostileModelSettingsAreUsageErrors(_ flags: [String]) async throws {
    let run = try await AskProcess.run(
      ["--model", "openai/x", "--base-url", "http://127.0.0.1:9/v1"] + flags + ["hi"],
      home: home.path)
    #expect(run.status == 2, "\(flags): \(run.stderr)")
    #expect(run.stderr.contains(flags[0]) || run.stderr.contains("skill"), "\(run.stderr)")
  }
}
