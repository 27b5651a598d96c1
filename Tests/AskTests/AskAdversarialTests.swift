import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// Defects found by adversarial testing, each driven through the real binary: what ran and
/// what was stored.
@Suite(.serialized)
struct AskAdversarialTests {
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

  @Test func aDenyWithAStarStopsValuesWithSlashesEvenInBypassMode() async throws {
    let added = try await AskProcess.run(
      ["permissions", "add", "deny", "todo.add(title: rm *)"], home: home.path)
    #expect(added.status == 0)
    let run = try await AskProcess.run(
      ["--json", "--permission-mode", "bypass", "添加待办 rm -rf /"], home: home.path)
    #expect(run.events(ofType: "permission_decision").first?["decided_by"] == "deny_rule")
    #expect(try await todos().isEmpty)
  }

  @Test(arguments: [
    #"todo.add(title: "a (b) c")"#, "todo.add(title: \"tab\there\")",
    #"todo.add(title: "x\"y\\z")"#,
    #"todo.add(title: " padded ")"#, "todo.add(title: \"e\u{301}\")",
  ])
  func storedRulesParseBackToWhatWasAdded(_ pattern: String) async throws {
    let added = try await AskProcess.run(
      ["permissions", "add", "allow", pattern], home: home.path)
    #expect(added.status == 0, "\(added.stderr)")
    let list = try await AskProcess.run(["permissions", "list", "--json"], home: home.path)
    let stored = try #require(list.events.first?["rule"]?.stringValue)
    #expect(Array(stored.unicodeScalars) == Array(pattern.unicodeScalars))
  }

  /// A request with more digits than an integer holds crashed the offline planner (a Double
  /// converted to Int with a trap), and a negative number lost its sign; now the value said
  /// reaches validation, which names the field.
  @Test(arguments: [
    "count down 99999999999999999999999 seconds", "倒计时 -99999999999999999999999999 秒",
    "count down -5 seconds",
  ])
  func aNumberPastAnyIntegerIsAnErrorNamingTheField(_ request: String) async throws {
    let run = try await AskProcess.run(
      ["--json", request], home: home.path, environment: ["ASK_DEMO_SKILLS": "1"])
    #expect(run.status == 0, "\(run.stderr.suffix(600))")
    let result = run.events(ofType: "tool_result").first
    #expect(result?["status"] == "error", "\(run.stdout.suffix(600))")
    #expect(result?["content"]?.stringValue?.contains("seconds") == true)
    #expect(run.events(ofType: "result").count == 1)
  }

  @Test func aMisspelledFieldIsAnErrorNamingTheFields() async throws {
    let added = try await AskProcess.run(
      ["permissions", "add", "deny", "todo.add(titel: x)"], home: home.path)
    #expect(added.status == 2)
    #expect(added.stderr.contains("titel"))
    #expect(added.stderr.contains("title"))
    let list = try await AskProcess.run(["permissions", "list", "--json"], home: home.path)
    #expect(list.events.isEmpty)
  }

  func writeHooks(_ json: String) throws {
    try Data(json.utf8).write(to: URL(fileURLWithPath: home.path + "/hooks.json"))
  }

  /// A hook that never reads its stdin (a big input fills the pipe) must not kill ask with
  /// SIGPIPE: the run goes on and ends normally.
  @Test func aHookThatDoesNotReadItsInputDoesNotKillAsk() async throws {
    try writeHooks(
      #"{"hooks":[{"event":"pre_tool_use","skill":"todo.*","command":"exit 0"}]}"#)
    let title = String(repeating: "x", count: 190)
    for _ in 0..<5 {
      let run = try await AskProcess.run(
        ["--json", "--permission-mode", "auto", "add a todo \(title)"], home: home.path)
      #expect(run.status == 0, "exit \(run.status): \(run.stderr)")
      #expect(run.events(ofType: "result").count == 1)
    }
  }

  @Test func aHookThatHangsTimesOutAndBlocksTheCall() async throws {
    try writeHooks(
      #"{"hooks":[{"name":"slow","event":"pre_tool_use","command":"sleep 60","timeout_s":0.3}]}"#)
    let run = try await AskProcess.run(
      ["--json", "--permission-mode", "auto", "add a todo buy milk"], home: home.path)
    #expect(run.status == 0)
    let response = try #require(run.events(ofType: "hook_response").first)
    #expect(response["blocked"] == true)
    #expect(response["output"]?.stringValue?.contains("timed out") == true)
    #expect(run.events(ofType: "tool_result").first?["status"] == "denied")
    #expect(try await todos().isEmpty)
  }

  @Test func aHookThatLeavesABackgroundChildDoesNotStallTheRun() async throws {
    try writeHooks(
      #"{"hooks":[{"event":"post_tool_use","command":"sleep 120 >/dev/null 2>&1 & sleep 120 & echo bg"}]}"#
    )
    let run = try await AskProcess.run(["--json", "现在几点"], home: home.path)
    #expect(run.status == 0)
    #expect(run.events(ofType: "hook_progress").first?["output"] == "bg")
  }

  @Test func cancelDuringAHookEndsTheRunPromptly() async throws {
    try writeHooks(
      #"{"hooks":[{"event":"pre_tool_use","command":"echo started; sleep 60","timeout_s":120}]}"#)
    let ask = try AskProcess(["--json", "现在几点"], home: home.path)
    _ = try await ask.waitForLine(containing: "hook_progress")
    ask.send(#"{"type":"cancel"}"#)
    let run = try await ask.finish(timeout: .seconds(10))
    #expect(run.status == 130)
    #expect(run.events(ofType: "tool_result").count == run.events(ofType: "tool_use").count)
  }

  @Test(arguments: [
    #"{"hooks":[{"event":"pre_tool_use","skill":5,"command":"exit 2"}]}"#,
    #"{"hooks":[{"event":"pre_tool_use","skill":"todo add","command":"exit 2"}]}"#,
    #"{"hooks":[{"event":"pre_tool_use","command":"exit 2","timeout_s":-1}]}"#,
    #"{"hooks":[{"event":"pre_tool_use","command":"exit 2","timeout_s":1e308}]}"#,
  ])
  func malformedHookEntriesAreErrorsNotWildcards(_ json: String) async throws {
    try writeHooks(json)
    let run = try await AskProcess.run(["现在几点"], home: home.path)
    #expect(run.status == 1)
    #expect(run.stderr.contains("hooks.json: hooks[0]"))
  }

  func authorizationStatus() async throws -> String? {
    let status = try await AskProcess.run(["auth", "status", "--json"], home: home.path)
    return status.events.first { $0["capability"] == "reminders" }?["status"]?.stringValue
  }

  /// No answer — closed stdin or a cancel while the prompt is open — denies this call and
  /// leaves the stored authorization undetermined, in every mode that asks.
  @Test(arguments: ["default", "auto"])
  func anUnansweredAuthorizationPromptChangesNothingStored(_ mode: String) async throws {
    let closed = try await AskProcess.run(
      ["--json", "--permission-mode", mode, "明天上午九点提醒我开会"], home: home.path)
    #expect(closed.events(ofType: "permission_request").count == 1)
    #expect(closed.events(ofType: "tool_result").first?["status"] == "denied")
    #expect(try await authorizationStatus() == "notDetermined")

    let ask = try AskProcess(
      ["--json", "--permission-mode", mode, "明天上午九点提醒我开会"], home: home.path)
    _ = try await ask.waitForLine(containing: "permission_request")
    ask.send(#"{"type":"cancel"}"#)
    let cancelled = try await ask.finish()
    #expect(cancelled.status == 130)
    #expect(try await authorizationStatus() == "notDetermined")

    let interrupted = try AskProcess(
      ["--json", "--permission-mode", mode, "明天上午九点提醒我开会"], home: home.path)
    _ = try await interrupted.waitForLine(containing: "permission_request")
    interrupted.process.interrupt()
    #expect(try await interrupted.finish().status == 130)
    #expect(try await authorizationStatus() == "notDetermined")

    // A person's explicit answer is what stores it.
    let denied = try await AskProcess.run(
      ["--json", "--permission-mode", mode, "明天上午九点提醒我开会"], home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","decision":"deny","kind":"authorization"}"#
      ])
    #expect(denied.events(ofType: "tool_result").first?["status"] == "denied")
    #expect(try await authorizationStatus() == "denied")
  }

  /// A reader that goes away mid-run (`ask --json … | head -n 3`) is a cancel, not a crash.
  /// The pipe is made by bash, so no other process of the test run can hold its read end.
  @Test func aClosedStdoutEndsTheRunWithoutACrash() async throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/bash")
    shell.arguments = [
      "-c",
      #""$ASK" --json "明天上午九点提醒我开会" </dev/null 2>"$ASK_HOME/stderr" | head -n 3 >/dev/null; "#
        + #"echo "status ${PIPESTATUS[0]}""#,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["ASK"] = AskProcess.binary
    environment["ASK_HOME"] = home.path
    shell.environment = environment
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    let text = try await offThePool {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      shell.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    #expect(text.contains("status 130"), "\(text)")
    let stderr = (try? String(contentsOfFile: home.path + "/stderr", encoding: .utf8)) ?? ""
    #expect(!stderr.contains("crashed"), "\(stderr)")
    #expect(try await authorizationStatus() == "notDetermined")
  }

  /// A script that predicts perm-1 is the confirmation, while it is in fact the authorization
  /// prompt: the answer does not fit and grants nothing.
  @Test func anAnswerSentAheadCannotGrantAnAuthorizationItDidNotName() async throws {
    let run = try await AskProcess.run(
      ["--json", "明天上午九点提醒我开会"], home: home.path,
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#])
    let error = try #require(run.events(ofType: "error").first)
    #expect(error["code"] == "protocol_error")
    #expect(error["message"]?.stringValue?.contains("authorization") == true)
    #expect(try await authorizationStatus() == "notDetermined")
    let database = try SQLiteDatabase(path: home.database)
    #expect(try await database.query("SELECT id FROM reminders").isEmpty)
  }

  @Test(arguments: [
    (#"{"type":"permission_response","request_id":"perm-1","decision":"allow_always"}"#, "skill"),
    (
      #"{"type":"permission_response","request_id":"perm-1","decision":"allow_always","skill":"todo.add","rule":"*"}"#,
      "wider"
    ),
    (
      #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once","skill":"reminder.create"}"#,
      "not reminder.create"
    ),
  ])
  func answersThatDoNotFitTheirRequestChangeNothing(_ line: String, _ reason: String)
    async throws
  {
    let run = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: home.path, stdin: [line])
    let error = try #require(run.events(ofType: "error").first)
    #expect(error["code"] == "protocol_error")
    #expect(error["message"]?.stringValue?.contains(reason) == true, "\(error)")
    #expect(try await todos().isEmpty)
    let rules = try await AskProcess.run(["permissions", "list", "--json"], home: home.path)
    #expect(rules.events.isEmpty)
  }

  @Test func anAnswerForAnOpenRequestThatIsNotAnOptionIsRefused() async throws {
    let ask = try AskProcess(["--json", "明天上午九点提醒我开会"], home: home.path)
    _ = try await ask.waitForLine(containing: "permission_request")
    ask.send(#"{"type":"permission_response","request_id":"perm-1","decision":"allow_always"}"#)
    _ = try await ask.waitForLine(containing: "protocol_error")
    ask.send(
      #"{"type":"permission_response","request_id":"perm-1","decision":"rule","rule":"*"}"#)
    ask.closeInput()
    let run = try await ask.finish()
    #expect(run.events(ofType: "tool_result").first?["status"] == "denied")
    #expect(try await authorizationStatus() == "notDetermined")
  }

  /// A cancel written before the run starts applies to it, every time.
  @Test func aCancelSentBeforeTheRunStartsIsApplied() async throws {
    for _ in 0..<10 {
      let run = try await AskProcess.run(
        ["--json", "现在几点"], home: home.path, stdin: [#"{"type":"cancel"}"#])
      #expect(run.status == 130)
      #expect(run.events(ofType: "result").first?["subtype"] == "cancelled")
    }
  }

  /// A line past the limit is read to its end and dropped: a protocol error, bounded memory,
  /// and the next line still works.
  @Test func anOversizedLineIsRefusedAndTheNextOneStillWorks() async throws {
    let huge =
      #"{"type":"permission_response","request_id":"perm-1","decision":"deny","message":""#
      + String(repeating: "x", count: 3 << 20) + #""}"#
    let run = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: home.path,
      stdin: [
        huge, #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#,
      ])
    #expect(run.status == 0)
    let error = try #require(run.events(ofType: "error").first)
    #expect(error["code"] == "protocol_error")
    #expect(error["message"]?.stringValue?.contains("longer than a line may be") == true)
    #expect(run.stdout.utf8.count < 1 << 20, "the huge line is not echoed")
    #expect(try await todos() == ["buy milk"])
  }

  /// A title full of terminal escapes reaches the transcript and the permission card as
  /// visible characters: stdout holds no ESC, BEL or CR from it.
  @Test func terminalEscapesInModelTextAreShownNotObeyed() async throws {
    let hostile = "买牛奶\r\u{1B}[2K\u{1B}]52;c;ZXZpbA==\u{07}"
    let run = try await AskProcess.run(
      ["添加待办 \(hostile)"], home: home.path,
      stdin: ["n"])
    let bytes = Array(run.stdout.utf8)
    #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x0D))
    #expect(run.stdout.contains("␛[2K"), "\(run.stdout)")
    #expect(!Array(run.stderr.utf8).contains(0x1B))
    let json = try await AskProcess.run(["--json", "添加待办 \(hostile)"], home: home.path)
    #expect(!Array(json.stdout.utf8).contains(0x1B))
    #expect(json.stdout.contains("\\u001b"))
  }

  @Test func doctorNeverPrintsCredentialsFromTheBaseURL() async throws {
    let run = try await AskProcess.run(
      [
        "doctor", "--model", "openai/x", "--base-url", "http://alice:pa55word@127.0.0.1:9/v1",
      ], home: home.path)
    #expect(!run.stdout.contains("pa55word") && !run.stderr.contains("pa55word"), "\(run.stdout)")
    #expect(!run.stdout.contains("alice"))
    #expect(run.stdout.contains("***@127.0.0.1"))
  }

  @Test func aHugeDenyMessageIsRefusedNotRepeated() async throws {
    let message = String(repeating: "m", count: 100_000)
    let run = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","decision":"deny","message":""#
          + message + #""}"#
      ])
    #expect(run.events(ofType: "error").first?["code"] == "protocol_error")
    #expect(run.stdout.utf8.count < 50_000)
    #expect(try await todos().isEmpty)
  }
}
