import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// The real `ask` binary, driven through stdin and read from stdout, with a real database.
@Suite(.serialized)
struct AskEndToEndTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func reminders() async throws -> [[SQLiteValue]] {
    let database = try SQLiteDatabase(path: home.database)
    return try await database.query("SELECT title, due_date, completed FROM reminders ORDER BY id")
  }

  @Test func jsonRunWithScriptedAnswersCreatesTheReminder() async throws {
    let finished = try await AskProcess.run(
      ["--json", "提醒我开会"], home: home.path,
      stdin: [
        #"{"type":"input_response","request_id":"input-1","values":{"dueDate":"明天上午九点"}}"#,
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once","kind":"authorization"}"#,
        #"{"type":"permission_response","request_id":"perm-2","decision":"allow_once"}"#,
      ])
    #expect(finished.status == 0, "\(finished.stdout)\(finished.stderr)")
    let types = finished.events.compactMap { $0["type"]?.stringValue }
    for expected in [
      "stage", "user_message", "system", "partial_message", "assistant", "tool_use",
      "input_request", "permission_request", "auth_status", "permission_decision",
      "tool_progress", "files_persisted", "tool_result", "tool_use_summary", "result",
      "prompt_suggestion",
    ] {
      #expect(types.contains(expected), "missing \(expected)")
    }
    let stages = finished.events(ofType: "stage").compactMap { $0["stage"]?.stringValue }
    #expect(stages.first == "idle")
    #expect(stages.contains("matching_skill"))
    #expect(stages.contains("awaiting_user_input"))
    #expect(stages.contains("awaiting_permission"))
    #expect(stages.contains("executing"))
    #expect(stages.last == "completed")
    let use = try #require(finished.events(ofType: "tool_use").first)
    #expect(use["name"] == "reminder.create")
    #expect(use["input"] == ["title": "开会"])
    let input = try #require(finished.events(ofType: "input_request").first)
    #expect(input["fields"]?.arrayValue?.first?["name"] == "dueDate")
    #expect(input["fields"]?.arrayValue?.first?["type"] == "date-time")
    #expect(input["fields"]?.arrayValue?.first?["required"] == true)
    let requests = finished.events(ofType: "permission_request")
    #expect(requests.map { $0["kind"] } == ["authorization", "confirmation"])
    #expect(requests.first?["level"] == "systemAccess")
    #expect(requests.first?["skill"] == "reminder.create")
    let result = try #require(finished.events(ofType: "tool_result").first)
    #expect(result["status"] == "success")
    #expect(result["tool_use_id"] == use["id"])
    let end = try #require(finished.events(ofType: "result").first)
    #expect(end["subtype"] == "success")
    #expect(end["num_turns"] == 2)
    #expect(end["duration_ms"]?.intValue != nil)
    #expect(end["usage"]?["input_tokens"] != nil)
    #expect(end["total_cost_usd"] == 0)

    let rows = try await reminders()
    #expect(rows.count == 1)
    #expect(rows.first?[0].text == "开会")
    #expect(rows.first?[1].text == "2026-12-01T01:00:00Z")
  }

  @Test func oneShotTranscriptWithTerminalAnswers() async throws {
    let finished = try await AskProcess.run(
      ["明天上午九点提醒我开会"], home: home.path, stdin: ["y", "y"])
    #expect(finished.status == 0, "\(finished.stdout)\(finished.stderr)")
    #expect(finished.stdout.contains("· 匹配技能：创建提醒（reminder.create）"), "\(finished.stdout)")
    #expect(finished.stdout.contains("? 授权请求"))
    #expect(finished.stdout.contains("? 确认执行：创建提醒（reminder.create）"))
    #expect(finished.stdout.contains("✓ reminder.create · 提醒 #1 开会 · 2026-12-01 09:00"))
    #expect(try await reminders().count == 1)
  }

  @Test func englishRequestWithAlwaysAllowIsNotAskedTwice() async throws {
    let first = try await AskProcess.run(
      ["remind me to call mom at 6pm"], home: home.path, stdin: ["y", "a"])
    #expect(first.status == 0, "\(first.stdout)")
    let second = try await AskProcess.run(
      ["--json", "remind me to buy bread tomorrow at 9am"], home: home.path)
    #expect(second.status == 0)
    #expect(second.events(ofType: "permission_request").isEmpty)
    // The decision names the rule: its decision, pattern, scope and the row it came from.
    #expect(
      second.events(ofType: "permission_decision").first?["reason"]
        == .string(
          "rule: allow reminder.create [user, rule #1 of table rules in \(home.database)]"))
    let rows = try await reminders()
    #expect(rows.map { $0[0].text } == ["call mom", "buy bread"])
  }

  @Test func endOfInputDeniesAnOpenPromptAndSaysSo() async throws {
    let finished = try await AskProcess.run(["--json", "添加待办 买牛奶"], home: home.path)
    #expect(finished.status == 0)
    let decision = try #require(finished.events(ofType: "permission_decision").first)
    #expect(decision["decision"] == "deny")
    #expect(decision["reason"] == "no answer: stdin closed")
    #expect(finished.events(ofType: "tool_result").first?["status"] == "denied")
  }

  @Test func endOfInputDuringAFormCancelsTheRun() async throws {
    let finished = try await AskProcess.run(["--json", "提醒我开会"], home: home.path)
    #expect(finished.status == 130)
    #expect(finished.events(ofType: "result").first?["subtype"] == "cancelled")
    let notice = finished.events(ofType: "system").first { $0["subtype"] == "input_cancelled" }
    #expect(notice?["message"]?.stringValue?.contains("stdin closed") == true)
    #expect(try await reminders().isEmpty)
  }

  @Test func cancelLineWhileAPromptIsOpenExitsWith130() async throws {
    let ask = try AskProcess(["--json", "添加待办 买牛奶"], home: home.path)
    _ = try await ask.waitForLine(containing: #""type":"permission_request""#)
    ask.send(#"{"type":"cancel"}"#)
    let finished = try await ask.finish()
    #expect(finished.status == 130)
    #expect(finished.events(ofType: "stage").last?["stage"] == "cancelled")
    #expect(finished.events(ofType: "tool_result").first?["status"] == "cancelled")
  }

  @Test func interruptCancelsTheRun() async throws {
    let ask = try AskProcess(["添加待办 买牛奶"], home: home.path)
    _ = try await ask.waitForLine(containing: "? 确认执行")
    kill(ask.process.processIdentifier, SIGINT)
    let finished = try await ask.finish()
    #expect(finished.status == 130)
    #expect(finished.stdout.contains("⊘ 本次操作已取消。"))
  }

  @Test func badInputLinesGetAnErrorAndTheRunGoesOn() async throws {
    let finished = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: home.path,
      stdin: [
        "not json", #"{"type":"permission_response","request_id":"perm-1","decision":"maybe"}"#,
        #"{"type":"dance"}"#,
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#,
      ])
    #expect(finished.status == 0)
    let errors = finished.events(ofType: "error")
    #expect(errors.compactMap { $0["line"]?.intValue } == [1, 2, 3])
    #expect(
      errors[1]["message"]?.stringValue?.contains(
        "allow_once, allow_session, allow_always, deny, deny_and_stop") == true)
    #expect(finished.events(ofType: "tool_result").first?["status"] == "success")
  }

  @Test func requestsThatMatchNothingSaySo() async throws {
    let finished = try await AskProcess.run(["今天天气怎么样"], home: home.path)
    #expect(finished.status == 0)
    #expect(finished.stdout.contains("没有技能能处理「今天天气怎么样」"))
    // The closest skills are named, each by its id, with the way to see them all.
    #expect(finished.stdout.contains("最接近的："), "\(finished.stdout)")
    #expect(finished.stdout.contains("(reminder.") || finished.stdout.contains("(calendar."))
    #expect(finished.stdout.contains("ask skills"))
  }

  @Test(arguments: [
    ["   "], ["--frobnicate", "x"], ["--max-turns", "zero", "x"], ["--lang", "fr", "x"],
    ["--model", "gpt-99", "x"], ["auth", "grant"], ["skills", "--yaml"],
  ])
  func usageErrorsExitWith2(_ arguments: [String]) async throws {
    let finished = try await AskProcess.run(arguments, home: home.path)
    #expect(finished.status == 2, "\(arguments)")
    #expect(finished.stderr.hasPrefix("ask: "))
  }

  @Test func badClockIsAUsageError() async throws {
    let finished = try await AskProcess.run(
      ["x"], home: home.path, environment: ["ASK_NOW": "tomorrow"])
    #expect(finished.status == 2)
    #expect(finished.stderr.contains("ASK_NOW"))
  }

  @Test func helpAndVersion() async throws {
    let help = try await AskProcess.run(["--help"], home: home.path)
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE"))
    #expect(help.stdout.contains("EXIT CODES"))
    let version = try await AskProcess.run(["--version"], home: home.path)
    #expect(version.stdout.hasPrefix("ask "))
  }

  @Test func skillsListsTheRegistryWithSchemas() async throws {
    let finished = try await AskProcess.run(["skills", "--json"], home: home.path)
    #expect(finished.status == 0)
    let skills = finished.events
    #expect(
      skills.compactMap { $0["id"]?.stringValue } == [
        "time.now", "reminder.create", "reminder.list", "reminder.complete", "todo.add",
        "todo.list", "todo.complete", "files.read", "files.write", "files.edit", "files.glob",
        "files.grep", "shell.run", "calendar.create_event", "calendar.list_events",
        "calendar.delete_event", "calendar.import", "calendar.export",
      ])
    let create = try #require(skills.first { $0["id"] == "reminder.create" })
    #expect(create["permission_level"] == "systemAccess")
    #expect(create["input_schema"]?["required"] == ["title", "dueDate"])
    let text = try await AskProcess.run(["skills"], home: home.path)
    #expect(text.stdout.contains("todo.add — Add todo [userConfirmation]"), "\(text.stdout)")
  }

  @Test func authGrantAndRevoke() async throws {
    #expect(try await AskProcess.run(["auth", "grant", "reminders"], home: home.path).status == 0)
    let status = try await AskProcess.run(["auth", "status", "--json"], home: home.path)
    #expect(status.events.first { $0["capability"] == "reminders" }?["status"] == "authorized")
    let run = try await AskProcess.run(
      ["--json", "明天上午九点提醒我开会"], home: home.path,
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#])
    #expect(run.events(ofType: "permission_request").map { $0["kind"] } == ["confirmation"])
    #expect(try await AskProcess.run(["auth", "revoke", "reminders"], home: home.path).status == 0)
    let denied = try await AskProcess.run(["--json", "明天上午九点提醒我开会"], home: home.path)
    let result = try #require(denied.events(ofType: "tool_result").first)
    #expect(result["status"] == "denied")
    #expect(result["error"]?["fix"]?.stringValue?.contains("ask auth grant reminders") == true)
    let unknown = try await AskProcess.run(["auth", "grant", "camera"], home: home.path)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("known: calendar, reminders"))
  }

  @Test func corruptDatabaseIsAClearErrorAndUntouched() async throws {
    let garbage = Data("definitely not sqlite".utf8)
    #expect(FileManager.default.createFile(atPath: home.database, contents: garbage))
    let finished = try await AskProcess.run(["现在几点"], home: home.path)
    #expect(finished.status == 1)
    #expect(finished.stderr.contains(home.database))
    #expect(finished.stderr.contains("not a database"))
    #expect(FileManager.default.contents(atPath: home.database) == garbage)
  }

  @Test func manifestDisablesSkillsAndMalformedOnesNameTheEntry() async throws {
    let manifest = home.path + "/skills.json"
    try Data(#"{"skills":[{"id":"todo.add","enabled":false}]}"#.utf8).write(
      to: URL(fileURLWithPath: manifest))
    let skills = try await AskProcess.run(["skills", "--json"], home: home.path)
    #expect(skills.events.first { $0["id"] == "todo.add" }?["enabled"] == false)
    let run = try await AskProcess.run(["--json", "添加待办 买牛奶"], home: home.path)
    #expect(run.events(ofType: "tool_use").allSatisfy { $0["name"] != "todo.add" })

    try Data(#"{"skills":[{"id":"todo.add"},{"id":"nope.x","enabled":false}]}"#.utf8)
      .write(to: URL(fileURLWithPath: manifest))
    let broken = try await AskProcess.run(["现在几点"], home: home.path)
    #expect(broken.status == 1)
    #expect(broken.stderr.contains("skills.json: skills[1] (nope.x)"))
  }

  @Test func commandHooksRunAndCanBlock() async throws {
    let hooks = #"""
      {"hooks":[{"name":"no-todos","event":"pre_tool_use","skill":"todo.*",
        "command":"read line; echo \"checked $line\" | cut -c1-20; echo 'todos are frozen'; exit 2"}]}
      """#
    try Data(hooks.utf8).write(to: URL(fileURLWithPath: home.path + "/hooks.json"))
    let finished = try await AskProcess.run(["--json", "add a todo buy milk"], home: home.path)
    #expect(finished.status == 0)
    #expect(finished.events(ofType: "hook_started").first?["hook"] == "no-todos")
    #expect(finished.events(ofType: "hook_progress").count == 2)
    let response = try #require(finished.events(ofType: "hook_response").first)
    #expect(response["blocked"] == true)
    #expect(response["exit_code"] == 2)
    let result = try #require(finished.events(ofType: "tool_result").first)
    #expect(result["status"] == "denied")
    #expect(result["content"]?.stringValue?.contains("todos are frozen") == true)
    #expect(finished.events(ofType: "permission_request").isEmpty)
  }

  @Test func parallelRequestsBecomeATask() async throws {
    let finished = try await AskProcess.run(["--json", "现在几点并且列出待办"], home: home.path)
    #expect(finished.status == 0)
    let task = try #require(finished.events(ofType: "task_started").first)
    #expect(task["tool_use_ids"]?.arrayValue?.count == 2)
    #expect(finished.events(ofType: "task_progress").count == 2)
    #expect(finished.events(ofType: "tool_result").map { $0["name"] } == ["time.now", "todo.list"])
  }

  @Test func localCommandsAnswerWithoutTheModel() async throws {
    let finished = try await AskProcess.run(["--json", "/skills"], home: home.path)
    #expect(finished.status == 0)
    let output = try #require(finished.events(ofType: "local_command_output").first)
    #expect(output["output"]?.stringValue?.contains("reminder.create") == true)
  }
}
