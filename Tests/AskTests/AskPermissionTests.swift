import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// Rules, modes, edits and the audit log through the real binary and database.
@Suite(.serialized)
struct AskPermissionTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func todos() async throws -> [String] {
    let database = try SQLiteDatabase(path: home.database)
    return try await database.query("SELECT title FROM todos ORDER BY id").compactMap {
      $0.first?.text
    }
  }

  @Test func permissionsCommandAddsListsAndRemovesRules() async throws {
    let added = try await AskProcess.run(
      ["permissions", "add", "allow", "todo.add(priority: high)"], home: home.path)
    #expect(added.status == 0)
    #expect(added.stdout.contains("#1 allow todo.add(priority: high) [user]"))
    let invalid = try await AskProcess.run(
      ["permissions", "add", "allow", "todo.add(priority"], home: home.path)
    #expect(invalid.status == 2)
    #expect(invalid.stderr.contains("invalid rule"))
    let list = try await AskProcess.run(["permissions", "list", "--json"], home: home.path)
    #expect(list.events.map { $0["rule"] } == ["todo.add(priority: high)"])
    let run = try await AskProcess.run(["--json", "添加待办 买牛奶 高优先级"], home: home.path)
    #expect(run.events(ofType: "permission_request").isEmpty)
    #expect(run.events(ofType: "permission_decision").first?["decided_by"] == "allow_rule")
    #expect(try await AskProcess.run(["permissions", "rm", "1"], home: home.path).status == 0)
    #expect(try await AskProcess.run(["permissions", "rm", "1"], home: home.path).status == 2)
  }

  @Test func allowAlwaysOverNDJSONWritesTheRuleItShowsAndARestartAsksNothing() async throws {
    let first = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_always","skill":"todo.add"}"#
      ])
    let shown = try #require(first.events(ofType: "permission_request").first?["suggested_rule"])
    #expect(first.events(ofType: "permission_decision").first?["rule"] == shown)
    let list = try await AskProcess.run(["permissions", "list", "--json"], home: home.path)
    #expect(list.events.first?["rule"] == shown)
    let second = try await AskProcess.run(["--json", "add a todo buy bread"], home: home.path)
    #expect(second.events(ofType: "permission_request").isEmpty)
    #expect(try await todos() == ["buy milk", "buy bread"])
  }

  @Test func allowOnceAsksAgainNextTime() async throws {
    for item in ["milk", "bread"] {
      let run = try await AskProcess.run(
        ["--json", "add a todo buy \(item)"], home: home.path,
        stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#])
      #expect(run.events(ofType: "permission_request").count == 1)
    }
    #expect(try await todos() == ["buy milk", "buy bread"])
  }

  @Test func unknownRequestIDsAreErrorsAndTheRequestStaysOpen() async throws {
    let run = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"bogus","decision":"allow_once"}"#,
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#,
        #"{"type":"permission_response","request_id":"perm-1","decision":"deny"}"#,
      ])
    let errors = run.events(ofType: "error").compactMap { $0["message"]?.stringValue }
    #expect(errors.count == 2)
    #expect(errors.first?.contains("no open request bogus") == true)
    #expect(errors.last?.contains("perm-1") == true)
    #expect(run.events(ofType: "tool_result").first?["status"] == "success")
  }

  @Test func editedParametersAreValidatedAndAudited() async throws {
    let run = try await AskProcess.run(
      ["--json", "添加待办 买牛奶"], home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once","input":{"priority":"紧急!"}}"#,
        #"{"type":"permission_response","request_id":"perm-2","decision":"allow_once","input":{"title":"买牛奶和面包","priority":"high"}}"#,
      ])
    #expect(run.status == 0)
    let requests = run.events(ofType: "permission_request")
    #expect(requests.count == 2)
    #expect(
      requests.last?["errors"]?["priority"]?.stringValue?.hasPrefix(
        "expected one of low, normal, high") == true)
    #expect(try await todos() == ["买牛奶和面包"])
    let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
    let entry = try #require(audit.events.first)
    #expect(entry["input"]?["title"] == "买牛奶")
    #expect(entry["edited_input"]?["title"] == "买牛奶和面包")
    #expect(entry["decided_by"] == "user")
    // The row keeps the request it answered: the planner learns per kind of request.
    #expect(entry["request"] == "添加待办 买牛奶")
    let planner = try await AskProcess.run(["planner", "--json"], home: home.path)
    #expect(planner.events.first?["requests_remembered"] == 1, "\(planner.stdout)")
  }

  @Test func denyWithAMessageAndDenyAndStopOnTheTerminal() async throws {
    let denied = try await AskProcess.run(["添加待办 买牛奶"], home: home.path, stdin: ["n 先别加"])
    #expect(denied.status == 0)
    // The user reads what happened and what to do; the words for the model stay with it.
    #expect(denied.stdout.contains("没有执行 添加待办：你没有允许运行 todo.add（先别加）。"), "\(denied.stdout)")
    #expect(denied.stdout.contains("如需执行，请重新提问并选择允许。"))
    #expect(!denied.stdout.contains("do not retry"), "\(denied.stdout)")
    let model = try await AskProcess.run(
      ["--json", "添加待办 买牛奶"], home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","decision":"deny","message":"先别加"}"#
      ])
    let content = try #require(model.events(ofType: "tool_result").first?["content"]?.stringValue)
    #expect(content.contains("the user says: 先别加"), "the model is told: \(content)")
    #expect(
      model.events(ofType: "result").first?["text"]?.stringValue?.contains("do not retry") == false)
    let stopped = try await AskProcess.run(["添加待办 买牛奶，然后添加待办 买面包"], home: home.path, stdin: ["x"])
    #expect(stopped.status == 130)
    #expect(try await todos().isEmpty)
  }

  @Test func permissionModesFromFlagAndConfig() async throws {
    let plan = try await AskProcess.run(
      ["--json", "--permission-mode", "plan", "添加待办 买牛奶"], home: home.path)
    #expect(plan.events(ofType: "permission_decision").first?["decided_by"] == "mode")
    #expect(try await todos().isEmpty)
    let bypass = try await AskProcess.run(
      ["--permission-mode", "bypass", "添加待办 买牛奶"], home: home.path)
    #expect(bypass.stdout.contains("⚠ 放行模式"), "\(bypass.stdout)")
    #expect(try await todos() == ["买牛奶"])
    try Data(#"{"permission_mode":"deny"}"#.utf8).write(
      to: URL(fileURLWithPath: home.path + "/config.json"))
    let scripted = try await AskProcess.run(["--json", "添加待办 买面包"], home: home.path)
    #expect(scripted.events(ofType: "permission_request").isEmpty)
    #expect(scripted.events(ofType: "tool_result").first?["status"] == "denied")
    let invalid = try await AskProcess.run(["--permission-mode", "yolo", "x"], home: home.path)
    #expect(invalid.status == 2)
  }

  @Test func auditCommandFiltersAndExports() async throws {
    _ = try await AskProcess.run(["--json", "现在几点并且列出待办"], home: home.path)
    _ = try await AskProcess.run(["--json", "添加待办 买牛奶"], home: home.path)
    let all = try await AskProcess.run(["audit", "--json"], home: home.path)
    #expect(all.events.map { $0["skill"] } == ["time.now", "todo.list", "todo.add"])
    #expect(all.events.map { $0["decided_by"] } == ["level", "level", "user"])
    #expect(all.events.last?["outcome"] == "denied")
    let one = try await AskProcess.run(["audit", "--skill", "todo.add", "--json"], home: home.path)
    #expect(one.events.count == 1)
    let future = try await AskProcess.run(
      ["audit", "--since", "2099-01-01", "--json"], home: home.path)
    #expect(future.events.isEmpty)
    let file = home.path + "/audit.jsonl"
    #expect(try await AskProcess.run(["audit", "export", file], home: home.path).status == 0)
    let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(try lines.allSatisfy { try JSONValue.parse(String($0))["tool_use_id"] != nil })
    let text = try await AskProcess.run(["audit"], home: home.path)
    #expect(text.stdout.contains("todo.add denied · deny by user"))
  }

  @Test func aTamperedRulesTableIsReportedAndNeverWidened() async throws {
    _ = try await AskProcess.run(["permissions", "list"], home: home.path)
    let database = try SQLiteDatabase(path: home.database)
    try await database.execute(
      "INSERT INTO rules (decision, pattern, scope, created_at) VALUES ('deny', 'todo.add(title: \"', 'user', 'x')"
    )
    try await database.execute(
      "INSERT INTO rules (decision, pattern, scope, created_at) VALUES ('allow', 'todo.add', 'universe', 'x')"
    )
    let list = try await AskProcess.run(["permissions", "list"], home: home.path)
    #expect(list.stderr.contains("applied to all of todo.add"))
    #expect(list.stderr.contains("unknown scope"))
    let run = try await AskProcess.run(["--json", "添加待办 买牛奶"], home: home.path)
    #expect(run.events(ofType: "permission_decision").first?["decided_by"] == "deny_rule")
    #expect(run.events(ofType: "system").contains { $0["subtype"] == "warning" })
  }
}
