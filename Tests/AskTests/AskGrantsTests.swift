import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// `ask grants` through the real binary: every grant in one list, expiry, a rule file edited
/// into nonsense, revoking whatever the kind (twice: the second names it gone), explain — and
/// a live `ask serve` session whose allowance another process revokes.
@Suite(.serialized)
struct AskGrantsTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func ask(_ arguments: String...) async throws -> AskProcess.Finished {
    try await AskProcess.run(arguments, home: home.path, directory: home.path)
  }

  func grants() async throws -> [JSONValue] {
    let listed = try await ask("grants", "--json")
    #expect(listed.status == 0, "\(listed.stderr)")
    return listed.events
  }

  @Test func rulesExpireAreRevokedAndExplainedAndNonsenseIsShownWithoutLosingTheRest()
    async throws
  {
    let added = try await ask("permissions", "add", "allow", "todo.*", "--for", "8h")
    #expect(
      added.status == 0 && added.stdout.contains("until 2026-11-30T18:00:00+08:00"),
      "\(added.stdout)")
    #expect(try await ask("permissions", "add", "deny", "shell.run").status == 0)
    let past = try await ask("permissions", "add", "allow", "files.read", "--until", "2026-11-01")
    #expect(past.status == 2 && past.stderr.contains("expired already"), "\(past.stderr)")
    let nonsense = try await ask("permissions", "add", "allow", "todo.add", "--for", "soon")
    #expect(nonsense.status == 2 && nonsense.stderr.contains("--for takes a duration"))
    // Rows edited by hand: an expired allow, nonsense, an expiry that is not a date.
    let database = home.path + "/ask.sqlite"
    let sqlite = try SQLiteDatabase(path: database)
    try await sqlite.execute(
      """
      INSERT INTO rules (decision, pattern, scope, created_at, expires_at) VALUES
        ('allow', 'files.read', 'user', '2026-11-01T00:00:00Z', '2026-11-29T00:00:00Z'),
        ('allow', 'weird(((', 'user', 'x', NULL),
        ('allow', 'files.write', 'user', 'x', 'tomorrow-ish')
      """)
    // A row written to move the terminal: its folder and maker carry escape sequences.
    try await sqlite.execute(
      "INSERT INTO rules (decision, pattern, scope, project, created_at, made_by) VALUES "
        + "('deny', 'todo.done', 'project', ?, 'x', ?)",
      [.text("/evil\u{1B}[2J"), .text("me\u{1B}]52;c;aGk=\u{07}")])
    try await sqlite.execute(
      """
      INSERT INTO authorizations (capability, status, updated_at)
        VALUES ('reminders', 'authorized', '2026-11-30T00:00:00Z')
      """)
    let listed = try await grants()
    let byID = Dictionary(
      listed.compactMap { line in line["id"]?.stringValue.map { ($0, line) } },
      uniquingKeysWith: { first, _ in first })
    #expect(byID["rule:1"]?["lets_calls_run"] == true)
    #expect(byID["rule:1"]?["expires_at"] == "2026-11-30T18:00:00+08:00")
    #expect(byID["rule:1"]?["made_by"] == "ask permissions add")
    #expect(byID["rule:2"]?["decision"] == "deny" && byID["rule:2"]?["lets_calls_run"] == false)
    #expect(byID["rule:3"]?["expired"] == true && byID["rule:3"]?["lets_calls_run"] == false)
    #expect(byID["auth:reminders"]?["decision"] == "authorized")
    #expect(byID["mode"]?["decision"] == "default" && byID["mode"]?["revocable"] == false)
    #expect(byID["sandbox"] != nil)
    let problems = listed.filter { $0["type"] == "grant_problem" }.compactMap {
      $0["message"]?.stringValue
    }
    #expect(problems.count == 2 && problems.contains { $0.contains("rule #4 ignored") })
    #expect(problems.contains { $0.contains("rule #5 ignored: its expiry") })
    let rules = try await ask("permissions", "list")
    #expect(rules.stdout.contains("#1 allow todo.* [user] (until 2026-11-30T18:00:00+08:00)"))
    #expect(rules.stdout.contains("#3 allow files.read [user] (expired "), "\(rules.stdout)")
    let text = try await ask("grants")
    #expect(
      !text.stdout.contains("\u{1B}") && !text.stdout.contains("\u{07}"),
      "controls shown, not obeyed")
    #expect(text.stdout.contains("/evil␛[2J") && text.stdout.contains("me␛]52;c;aGk=␇"))
    #expect(text.stdout.contains("Lets calls run without asking:"))
    #expect(text.stdout.contains("Expired (match nothing"))
    #expect(text.stdout.contains("problem: rule #4 ignored"))

    let allowed = try await ask(
      "grants", "explain", "todo.add", "--input", #"{"title":"milk"}"#, "--json")
    #expect(allowed.events.first?["verdict"] == "run without asking", "\(allowed.stdout)")
    #expect(allowed.events.first?["decided_by"] == "allow_rule")
    let expired = try await ask(
      "grants", "explain", "files.read", "--input", #"{"path":"a.txt"}"#, "--json")
    #expect(expired.events.first?["decided_by"] == "level", "\(expired.stdout)")
    #expect(expired.events.first?["matching_rules"]?.arrayValue?.first?["expired"] == true)
    let denied = try await ask("grants", "explain", "shell.run", "--input", #"{"command":"ls"}"#)
    #expect(denied.stdout.contains("would be denied — decided by deny_rule"), "\(denied.stdout)")
    let missing = try await ask("grants", "explain", "todo.add", "--input", "{}", "--json")
    #expect(missing.events.first?["invalid_input"]?.arrayValue?.isEmpty == false)
    #expect(try await ask("grants", "explain", "no.such", "--input", "{}").status == 2)
    #expect(try await ask("grants", "explain", "todo.add", "--input", "[1]").status == 2)

    #expect(try await ask("grants", "revoke", "rule:1").status == 0)
    let twice = try await ask("grants", "revoke", "rule:1")
    #expect(twice.status == 1 && twice.stderr.contains("no grant rule:1"), "\(twice.stderr)")
    let auth = try await ask("grants", "revoke", "auth:reminders")
    #expect(auth.status == 0 && auth.stdout.contains("the next call that needs it asks"))
    #expect(try await ask("grants", "revoke", "mode").status == 1)
    #expect(try await ask("grants", "revoke", "nonsense").status == 2)
    let after = try await grants().compactMap { $0["id"]?.stringValue }
    #expect(!after.contains("rule:1") && !after.contains("auth:reminders"))
    #expect(after.contains("rule:2"), "nothing else was lost")
  }

  @Test func aLiveSessionsAllowanceIsListedAndRevokedBeforeItsNextCall() async throws {
    let server = try await ServeClient.start(home: home.path)
    let created = try await server.json(
      "POST", "/api/sessions", ["title": "grants"], expect: 201)
    let id = try #require(created["session"]?["id"]?.stringValue)
    // Tags over the API: a 33rd is a conflict with what the session carries (409), not a bad
    // request; a tag with a control character is a bad request (400).
    let full = (1...32).map { JSONValue.string("t\($0)") }
    try await server.json("POST", "/api/sessions/\(id)/tags", ["add": .array(full)])
    let over = try await server.request(
      "POST", "/api/sessions/\(id)/tags", body: #"{"add":["t33"]}"#)
    #expect(over.status == 409 && over.code == "too_many_tags", "\(over.body)")
    let control = try await server.request(
      "POST", "/api/sessions/\(id)/tags", body: #"{"add":["a\u001b[2J"]}"#)
    #expect(control.status == 400 && control.code == "bad_tag", "\(control.body)")
    let stream = try server.stream(id)
    func results(_ count: Int) async throws -> [EventStreamReader.Event] {
      try await stream.read { $0.filter { $0.type == "result" }.count >= count }
    }
    // Events accumulate: the n-th prompt to open, the n-th result.
    func prompt(_ count: Int) async throws -> String {
      let asked = try await stream.read { events in
        events.filter { $0.type == "prompts" && $0.data["permission"] != .null }
          .compactMap { $0.data["permission"]?["request_id"]?.stringValue }.uniqued().count
          >= count
      }
      return try #require(
        asked.last { $0.type == "prompts" && $0.data["permission"] != .null }?
          .data["permission"]?["request_id"]?.stringValue)
    }
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "add a todo buy milk"], expect: 202)
    try await server.json(
      "POST", "/api/sessions/\(id)/prompts/\(try await prompt(1))", ["decision": "allow_session"])
    _ = try await results(1)

    let held = try await grants().filter { $0["kind"] == "session_allowance" }
    #expect(held.count == 1, "\(held)")
    #expect(held.first?["session"]?.stringValue == id && held.first?["pattern"] == "todo.add")
    #expect(held.first?["lets_calls_run"] == true)
    #expect(
      held.first?["held_by"]?["pid"]?.intValue == Int(server.process.pid), "the serving process")
    let grant = try #require(held.first?["id"]?.stringValue)

    // Still held: the next call runs unasked.
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "add a todo buy bread"], expect: 202)
    let second = try await results(2)
    #expect(
      second.filter { $0.type == "permission_decision" }.map { $0.data["decided_by"] }
        == ["user", "allow_rule"])

    // Revoked by another process: the live session asks at its next call.
    #expect(try await ask("grants", "revoke", grant).status == 0)
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "add a todo buy eggs"], expect: 202)
    try await server.json(
      "POST", "/api/sessions/\(id)/prompts/\(try await prompt(2))", ["decision": "deny"])
    let third = try await results(3)
    #expect(
      third.filter { $0.type == "permission_decision" }.map { $0.data["decided_by"] }
        == ["user", "allow_rule", "user"], "asked again")
    stream.close()
    _ = try await server.stop()
    #expect(try await grants().filter { $0["kind"] == "session_allowance" }.isEmpty)
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
