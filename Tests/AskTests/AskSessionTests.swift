import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// Sessions through the real binary: resume, continue, the sessions commands, crashes.
@Suite(.serialized)
struct AskSessionTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func sessions() async throws -> [JSONValue] {
    try await AskProcess.run(["sessions", "--json"], home: home.path).events
  }

  @Test func everyRunIsASessionThatCanBeShownRenamedForkedExportedAndRemoved() async throws {
    _ = try await AskProcess.run(["现在几点"], home: home.path)
    let list = try await sessions()
    let session = try #require(list.first)
    let id = try #require(session["id"]?.stringValue)
    #expect(session["title"] == "现在几点")
    #expect(session["state"] == "idle")
    #expect(session["model"] == "offline")
    let events = session["events"]?.intValue ?? 0
    #expect(events > 5)

    let page = try await AskProcess.run(
      ["sessions", "show", id, "--limit", "3", "--json"], home: home.path)
    #expect(page.events.compactMap { $0["seq"]?.intValue } == Array((events - 2)...events))
    let older = try await AskProcess.run(
      ["sessions", "show", id, "--before", "3", "--json"], home: home.path)
    #expect(older.events.compactMap { $0["seq"]?.intValue } == [1, 2])
    #expect(older.events.map { $0["type"] } == ["system", "user_message"])
    let text = try await AskProcess.run(
      ["sessions", "show", id, "--after", "1", "--limit", "1"], home: home.path)
    #expect(text.stdout == "#2 › 现在几点\n")

    #expect(
      try await AskProcess.run(["sessions", "rename", id, "What", "time"], home: home.path).status
        == 0)
    #expect(try await sessions().first?["title"] == "What time")

    let fork = try await AskProcess.run(
      ["sessions", "fork", id, "--at", "2", "--json"], home: home.path)
    #expect(fork.events.first?["events"] == 2)
    #expect(fork.events.first?["forked_from"] == .string(id))

    let markdown = try await AskProcess.run(
      ["sessions", "export", id, "--format", "md"], home: home.path)
    #expect(markdown.stdout.hasPrefix("# What time"))
    #expect(markdown.stdout.contains("**You:** 现在几点"))
    let file = home.path + "/export.jsonl"
    _ = try await AskProcess.run(
      ["sessions", "export", id, "--format", "jsonl", "--output", file], home: home.path)
    let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == events)
    #expect(try JSONValue.parse(String(lines[1]))["type"] == "user_message")

    #expect(try await AskProcess.run(["sessions", "rm", id], home: home.path).status == 0)
    #expect(try await sessions().count == 1, "the fork stays")
    let missing = try await AskProcess.run(["sessions", "show", id], home: home.path)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no session \(id)"))
  }

  @Test func resumeAndContinueGiveTheModelTheHistory() async throws {
    let server = try ReplayServer(script: ReplayServer.script(from: #filePath))
    let base = server.baseURL.absoluteString
    let first = try await AskProcess.run(
      ["--json", "--model", "anthropic/text", "--base-url", base, "first"], home: home.path)
    let id = try #require(first.events(ofType: "session").first?["session_id"]?.stringValue)
    _ = try await AskProcess.run(["--json", "--model", "offline", "现在几点"], home: home.path)
    let resumed = try await AskProcess.run(
      ["--json", "--model", "anthropic/text", "--base-url", base, "--resume", id, "second"],
      home: home.path)
    #expect(resumed.events(ofType: "session").first?["resumed"] == true)
    let request = try #require(
      try server.requests().last { $0["path"] == "/v1/messages" && $0["body"]?["system"] != nil }?[
        "body"])
    let texts = (request["messages"]?.arrayValue ?? []).compactMap {
      $0["content"]?.arrayValue?.first?["text"]?.stringValue
    }
    #expect(texts.prefix(3) == ["first", "Hello from the replay server.", "second"])
    let continued = try await AskProcess.run(
      ["--json", "--base-url", base, "--continue", "列出待办"], home: home.path)
    #expect(
      continued.events(ofType: "system").first?["model"] == "anthropic/text",
      "a resumed session keeps its model unless one is asked for")
    #expect(
      continued.events(ofType: "session").first?["session_id"] == .string(id), "the latest session")
    let bad = try await AskProcess.run(["--resume", "nope", "x"], home: home.path)
    #expect(bad.status == 2)
  }

  @Test func killNineMidRunLosesNothingFlushedAndResumeRepairsTheCall() async throws {
    let server = try ReplayServer(script: ReplayServer.script(from: #filePath))
    let base = server.baseURL.absoluteString
    let ask = try AskProcess(
      ["--json", "--model", "anthropic/tool", "--base-url", base, "提醒我明天九点开会"], home: home.path)
    _ = try await ask.waitForLine(containing: #""type":"permission_request""#)
    // Kill once the prompt is flushed to the store (the recorder batches every ~50 ms).
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(60)
    while clock.now < deadline {
      let database = try SQLiteDatabase(path: home.database)
      let flushed = try await database.query(
        "SELECT count(*) FROM events WHERE kind = 'permission_request'"
      ).first?.first?.integer
      if (flushed ?? 0) > 0 { break }
      try await Task.sleep(for: .milliseconds(10))
    }
    kill(ask.process.processIdentifier, SIGKILL)
    let killed = try await ask.finish()
    #expect(killed.status == SIGKILL)
    let id = try #require(killed.events(ofType: "session").first?["session_id"]?.stringValue)

    let database = try SQLiteDatabase(path: home.database)
    #expect(try await database.query("PRAGMA integrity_check").first?.first?.text == "ok")
    let kinds = try await database.query(
      "SELECT kind FROM events WHERE session_id = ? ORDER BY seq", [.text(id)]
    )
    .compactMap { $0.first?.text }
    #expect(kinds.contains("tool_use"))
    #expect(kinds.contains("permission_request"))
    #expect(!kinds.contains("tool_result"))
    #expect(try await sessions().first { $0["id"] == .string(id) }?["state"] == "interrupted")

    let resumed = try await AskProcess.run(
      ["--json", "--model", "anthropic/text", "--base-url", base, "--resume", id, "did it work?"],
      home: home.path)
    #expect(resumed.status == 0, "\(resumed.stdout)\(resumed.stderr)")
    #expect(resumed.events(ofType: "session").first?["repaired_tool_use_ids"] == ["toolu_01A"])
    let request = try #require(try server.requests().last { $0["body"]?["system"] != nil }?["body"])
    let repaired = (request["messages"]?.arrayValue ?? []).flatMap {
      $0["content"]?.arrayValue ?? []
    }
    .first { $0["type"] == "tool_result" }
    #expect(repaired?["tool_use_id"] == "toolu_01A")
    #expect(repaired?["is_error"] == true)
    #expect(try await sessions().first { $0["id"] == .string(id) }?["state"] == "idle")
  }

  @Test func twoProcessesOnTheSameDataDirectoryDoNotCorruptIt() async throws {
    let answer = [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#]
    async let first = AskProcess.run(["--json", "添加待办 买牛奶"], home: home.path, stdin: answer)
    async let second = AskProcess.run(["--json", "添加待办 买面包"], home: home.path, stdin: answer)
    let results = try await [first, second]
    #expect(results.map(\.status) == [0, 0], "\(results.map(\.stderr))")
    let database = try SQLiteDatabase(path: home.database)
    #expect(try await database.query("PRAGMA integrity_check").first?.first?.text == "ok")
    #expect(try await database.query("SELECT count(*) FROM todos").first?.first?.integer == 2)
    #expect(try await sessions().count == 2)
  }

  @Test func aLockedDatabaseIsAClearErrorAndUntouched() async throws {
    _ = try await AskProcess.run(["现在几点"], home: home.path)
    let locker = Process()
    locker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    locker.arguments = [
      "python3", "-c",
      "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); "
        + "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); time.sleep(5)",
      home.database,
    ]
    let pipe = Pipe()
    locker.standardOutput = pipe
    try locker.run()
    defer { locker.terminate() }
    _ = pipe.fileHandleForReading.readData(ofLength: 6)
    let clock = ContinuousClock()
    let started = clock.now
    let finished = try await AskProcess.run(
      ["现在几点"], home: home.path, environment: ["ASK_BUSY_TIMEOUT_MS": "400"])
    // The configured wait, not its square (400 ms once took ~9 s): a generous bound.
    #expect(clock.now - started < .seconds(30))
    #expect(finished.status == 1)
    #expect(finished.stderr.contains("locked"))
    #expect(
      finished.stderr.contains("pid \(locker.processIdentifier) (python3)"), "\(finished.stderr)")
    #expect(finished.stderr.contains("ASK_BUSY_TIMEOUT_MS"))
    locker.terminate()
    locker.waitUntilExit()
    let database = try SQLiteDatabase(path: home.database)
    #expect(try await database.query("PRAGMA integrity_check").first?.first?.text == "ok")
  }
}
