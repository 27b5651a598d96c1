import AgentTestSupport
import Foundation
import PostgresStore
import PostgresTestSupport
import SQLiteStore
import SkillKit
import Testing

/// `ask store export` / `import` through the real binary: a SQLite data directory into
/// PostgreSQL and back, record for record; and archives that are cut short, damaged, newer or
/// aimed at a store that is not empty, each refused with nothing imported.
@Suite(.serialized)
struct AskStoreTransferTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  /// A SQLite data directory holding some of everything: runs (sessions, events, audit, a
  /// todo), a rule, and rows the offline planner does not make here — a reminder, a calendar
  /// event, a checkpoint of a binary file, an audited call that started and never ended.
  func populated() async throws -> TemporaryHome {
    let source = try TemporaryHome()
    let allow = [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#]
    _ = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: source.path, stdin: allow)
    _ = try await AskProcess.run(["--json", "现在几点"], home: source.path)
    _ = try await AskProcess.run(["permissions", "add", "allow", "todo.add"], home: source.path)
    let database = try SQLiteDatabase(path: source.database)
    try await database.execute(
      "INSERT INTO reminders (title, due_date, notes, created_at) VALUES ('开会', '2026-12-01T01:00:00Z', NULL, '2026-11-30T02:00:00Z')"
    )
    try await database.execute(
      """
      INSERT INTO calendar_events (uid, title, start, end, all_day, time_zone, location, notes,
        extra, created_at) VALUES ('u1@x', 'Standup', '2026-12-01T01:00:00Z',
        '2026-12-01T01:15:00Z', 0, 'Asia/Shanghai', 'Room "3"', 'line1\nline2',
        '["RRULE:FREQ=DAILY"]', '2026-11-30T02:00:00Z')
      """)
    try await database.execute(
      """
      INSERT INTO checkpoints (session_id, run_id, tool_use_id, skill_id, path, existed, previous,
        after, created_at) VALUES ('s', 'r', 'call_1_1', 'files.write', '/w/a.bin', 1, ?, '3:x',
        '2026-11-30T02:00:00Z')
      """, [.blob(Data([0, 255, 10, 13, 92, 34, 0]))])
    try await database.execute(
      """
      INSERT INTO audit (session_id, tool_use_id, skill_id, input, decision, reason, started_at,
        ended_at, duration_ms, outcome) VALUES ('s', 'call_9_1', 'shell.run', '{"command":"ls"}',
        'allow_once', 'asked', '2026-11-30T02:00:00Z', '2026-11-30T02:00:00Z', 0, 'started')
      """)
    return source
  }

  /// The archive's records without its header (which names the source and the time).
  func records(_ path: String) throws -> [String] {
    Array(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst())
      .map(String.init)
  }

  @Test func aDataDirectoryMovesIntoPostgreSQLAndBackRecordForRecord() async throws {
    let source = try await populated()
    let milk = try await AskProcess.run(
      ["sessions", "search", "milk", "--json"], home: source.path)
    let tagged = try #require(milk.events.first?["session"]?.stringValue)
    #expect(
      try await AskProcess.run(["sessions", "tag", tagged, "moved"], home: source.path).status == 0)
    let first = home.path + "/first.jsonl"
    let exported = try await AskProcess.run(["store", "export", "--to", first], home: source.path)
    #expect(exported.status == 0, "\(exported.stderr)")
    #expect(exported.stdout.contains("checkpoints 1") && exported.stdout.contains("audit 3"))

    let (url, _) = try await TestPostgres.freshDatabase()
    let postgres = ["ASK_DATABASE_URL": url]
    let imported = try await AskProcess.run(
      ["store", "import", first], home: home.path, environment: postgres)
    #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
    #expect(imported.stdout.contains("events") && !imported.stdout.contains("✗"))
    // The agent works on what was imported: the interrupted call, the todo, the sessions.
    let audit = try await AskProcess.run(["audit"], home: home.path, environment: postgres)
    #expect(audit.stdout.contains("shell.run interrupted"), "\(audit.stdout)")
    let todos = try await AskProcess.run(
      ["--json", "list my todos"], home: home.path, environment: postgres)
    #expect(todos.stdout.contains("buy milk"))
    #expect(
      try await AskProcess.run(["sessions", "--json"], home: home.path, environment: postgres)
        .events.count == 3, "two imported sessions and the one just run")
    // The search's texts and the tags came along.
    let found = try await AskProcess.run(
      ["sessions", "search", "milk", "--tag", "moved", "--json"], home: home.path,
      environment: postgres)
    #expect(
      found.events.filter { $0["type"] == "hit" }.allSatisfy {
        $0["session"]?.stringValue == tagged
      })
    #expect(found.events.contains { $0["type"] == "hit" }, "\(found.stdout)\(found.stderr)")

    let second = home.path + "/second.jsonl"
    let back = try TemporaryHome()
    let reexported = try await AskProcess.run(
      ["store", "export", "--to", second], home: home.path, environment: postgres)
    #expect(reexported.status == 0)
    let restored = try await AskProcess.run(["store", "import", second], home: back.path)
    #expect(restored.status == 0, "\(restored.stdout)\(restored.stderr)")
    let third = home.path + "/third.jsonl"
    _ = try await AskProcess.run(["store", "export", "--to", third], home: back.path)
    #expect(try records(third) == records(second), "PostgreSQL → SQLite loses nothing")
    // What the first archive held is all still there (the third adds the run made since).
    let kept = Set(try records(third))
    let missing = try records(first).dropLast().filter { !kept.contains($0) }
    #expect(missing.isEmpty, "\(missing.prefix(3))")
  }

  @Test func anArchiveWithoutTheSearchTextsHasTheIndexRebuilt() async throws {
    let source = try await populated()
    let archive = home.path + "/archive.jsonl"
    _ = try await AskProcess.run(["store", "export", "--to", archive], home: source.path)
    // As an ask from before search wrote it: no texts, no such count on the end line.
    let lines = try String(contentsOfFile: archive, encoding: .utf8).split(separator: "\n")
      .filter { !$0.contains(#""table":"search_docs""#) }
      .map { line in
        line.contains(#""end""#)
          ? line.replacingOccurrences(
            of: #""search_docs":[0-9]+,?"#, with: "", options: .regularExpression)
          : String(line)
      }
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: archive, atomically: true, encoding: .utf8)
    let target = try TemporaryHome()
    let imported = try await AskProcess.run(["store", "import", archive], home: target.path)
    #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
    #expect(imported.stdout.contains("search index rebuilt from the events"), "\(imported.stdout)")
    let found = try await AskProcess.run(
      ["sessions", "search", "milk", "--json"], home: target.path)
    #expect(found.events.contains { $0["type"] == "hit" }, "\(found.stdout)")
  }

  @Test func aDamagedCutShortOrNewerArchiveImportsNothing() async throws {
    let source = try await populated()
    let archive = home.path + "/archive.jsonl"
    _ = try await AskProcess.run(["store", "export", "--to", archive], home: source.path)
    let lines = try String(contentsOfFile: archive, encoding: .utf8).split(separator: "\n")
      .map(String.init)
    let cases: [(String, [String], String)] = [
      ("cut short", Array(lines.dropLast()), "no end line"),
      (
        "a bad row",
        lines.enumerated().map { $0 == 3 ? #"{"table":"events","row":{"seq":"x"}}"# : $1 }, ":4:"
      ),
      (
        "an unknown table", [lines[0], #"{"table":"secrets","row":{}}"#] + lines.dropFirst(),
        "no known table"
      ),
      (
        "a newer version",
        [lines[0].replacingOccurrences(of: #""version":1"#, with: #""version":2"#)]
          + lines.dropFirst(), "upgrade ask"
      ),
      (
        "wrong counts",
        lines.dropLast() + [
          lines.last!.replacingOccurrences(of: #""events":"#, with: #""events":1"#)
        ], "end line counts"
      ),
    ]
    for (name, content, says) in cases {
      let file = home.path + "/\(name).jsonl"
      try (content.joined(separator: "\n") + "\n").write(
        toFile: file, atomically: true, encoding: .utf8)
      let target = try TemporaryHome()
      let run = try await AskProcess.run(["store", "import", file], home: target.path)
      #expect(run.status != 0, "\(name)")
      #expect(run.stderr.contains(says), "\(name): \(run.stderr)")
      let after = try await AskProcess.run(["sessions", "--json"], home: target.path)
      #expect(after.events.isEmpty, "\(name): nothing was imported")
    }
    // A store that already holds something is not imported into.
    let busy = try await AskProcess.run(["store", "import", archive], home: source.path)
    #expect(
      busy.status == 2 && busy.stderr.contains("import into an empty store"), "\(busy.stderr)")
  }
}
