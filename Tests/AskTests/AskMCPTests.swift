import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// MCP servers' tools as skills, through the real binary: the reference `mcp-server-time`
/// from PyPI (installed by scripts/test-peers.sh) and a hostile server of ours.
@Suite(.serialized)
struct AskMCPTests {
  let home: TemporaryHome
  /// Where the fault server logs and the repositories and checkouts live: outside the data
  /// directory, which no server may see (the sandbox hides it).
  let outside: TemporaryHome

  init() throws {
    home = try TemporaryHome()
    outside = try TemporaryHome()
  }

  static var python: String? {
    testVenvProgram("python", variable: "ASK_TEST_VENV", defaultName: "test-venv")
  }

  func configure(_ servers: String) throws {
    try #"{"mcpServers": {\#(servers)}}"#.write(
      toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
  }

  var fault: String { ReplayServer.script(from: #filePath, named: "mcp_fault_server.py") }
  var faultLog: String { outside.path + "/fault.jsonl" }
  /// The fault server writes its log: its entry widens its sandbox by that folder.
  var logSandbox: String { #""sandbox": {"write": ["\#(outside.path)"]}"# }

  func faultServer(version: String? = nil, modern: Bool = false, timeout: Int = 3) -> String {
    let env =
      (version.map { #", "MCP_FAULT_VERSION": "\#($0)""# } ?? "")
      + (modern ? #", "MCP_FAULT_MODERN": "1""# : "")
    return
      #""fault": {"command": "python3", "args": ["\#(fault)"], "env": {"MCP_FAULT_LOG": "\#(faultLog)"\#(env)}, "timeout_s": \#(timeout), \#(logSandbox)}"#
  }

  @Test func theReferenceTimeServersToolsAreSkills() async throws {
    guard let python = Self.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    try configure(
      #""time": {"command": "\#(python)", "args": ["-m", "mcp_server_time", "--local-timezone", "${ASK_TEST_ZONE}"]}"#
    )
    let environment = ["ASK_TEST_ZONE": "Asia/Shanghai"]
    let list = try await AskProcess.run(
      ["mcp", "list", "--json"], home: home.path, environment: environment)
    let time = try #require(
      list.events.first { $0["name"] == "time" }, "\(list.stdout)\(list.stderr)")
    #expect(time["state"] == "ready")
    #expect(time["protocol_version"] == "2026-07-28", "the SDK's server speaks the stateless one")
    #expect(time["tools"] == 2)
    let call = try await AskProcess.run(
      ["call", "mcp.time.get_current_time", "--json", "--input", #"{"timezone":"Europe/London"}"#],
      home: home.path, environment: environment)
    #expect(call.status == 0, "\(call.stdout.suffix(800))")
    let result = try #require(call.events(ofType: "tool_result").first)
    #expect(result["data"]?["timezone"] == "Europe/London", "structured content kept")
    #expect(call.events(ofType: "permission_request").isEmpty, "readOnlyHint: runs without asking")
    let bad = try await AskProcess.run(
      ["call", "mcp.time.get_current_time", "--json", "--input", #"{"timezone":"Nowhere/City"}"#],
      home: home.path, environment: environment)
    #expect(bad.status == 1)
    #expect(
      bad.events(ofType: "tool_result").first?["content"]?.stringValue?.contains("Invalid timezone")
        == true)
    let missing = try await AskProcess.run(["mcp", "list"], home: home.path)
    #expect(
      missing.stdout.contains("${ASK_TEST_ZONE} is not set in the environment"), "\(missing.stdout)"
    )
    // Pinned to the handshake: the same server, the same call, the other way.
    try configure(
      #""time": {"command": "\#(python)", "args": ["-m", "mcp_server_time"], "protocol_version": "2025-11-25"}"#
    )
    let pinned = try await AskProcess.run(["mcp", "list", "--json"], home: home.path)
    #expect(pinned.events.first?["protocol_version"] == "2025-11-25", "\(pinned.stdout)")
    let old = try await AskProcess.run(
      ["call", "mcp.time.get_current_time", "--json", "--input", #"{"timezone":"Asia/Tokyo"}"#],
      home: home.path)
    #expect(old.events(ofType: "tool_result").first?["data"]?["timezone"] == "Asia/Tokyo")
  }

  /// The reference `mcp-server-git` from PyPI on a real repository: reads run, a write asks.
  @Test func theReferenceGitServerOnARealRepository() async throws {
    guard let python = Self.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    let repo = outside.path + "/repo"
    try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
    let git = try await AskProcess.run(
      [
        "-c",
        "git init -q && echo hi > a.txt && git add a.txt && git -c user.email=t@t -c user.name=t"
          + " commit -qm first && echo more >> a.txt",
      ], home: home.path, directory: repo, executable: "/bin/sh")
    #expect(git.status == 0, "\(git.stderr)")
    try configure(
      #""git": {"command": "\#(python)", "args": ["-m", "mcp_server_git", "--repository", "\#(repo)"]}"#
    )
    let input = #"{"repo_path":"\#(repo)"}"#
    let status = try await AskProcess.run(
      ["call", "mcp.git.git_status", "--json", "--input", input], home: home.path, directory: repo)
    #expect(status.status == 0, "\(status.stdout.suffix(600))")
    #expect(
      status.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "modified:   a.txt") == true)
    let diff = try await AskProcess.run(
      ["call", "mcp.git.git_diff_unstaged", "--json", "--input", input], home: home.path,
      directory: repo)
    #expect(
      diff.events(ofType: "tool_result").first?["content"]?.stringValue?.contains("+more") == true)
    let add = try await AskProcess.run(
      [
        "call", "mcp.git.git_add", "--json", "--input",
        #"{"repo_path":"\#(repo)","files":["a.txt"]}"#,
      ],
      home: home.path, directory: repo)
    #expect(add.events(ofType: "permission_request").first?["skill"] == "mcp.git.git_add")
    #expect(add.status == 1, "not read-only: asked, and closed stdin denied it")
    let staged = try await AskProcess.run(
      ["call", "mcp.git.git_diff_staged", "--json", "--input", input], home: home.path,
      directory: repo)
    #expect(
      staged.events(ofType: "tool_result").first?["content"]?.stringValue?.contains("+more")
        == false, "the denied add staged nothing")
  }

  @Test func progressCancelAndHostileServers() async throws {
    try configure(faultServer())
    let slow = try await AskProcess.run(["call", "mcp.fault.slow", "--json"], home: home.path)
    #expect(slow.status == 0, "\(slow.stdout.suffix(600))")
    let steps = slow.events(ofType: "tool_progress").compactMap { $0["step"]?.stringValue }
    #expect(steps.contains("step 2 of 3"), "\(steps)")
    #expect(slow.events(ofType: "tool_progress").contains { $0["fraction"]?.doubleValue == 1 })

    // The cancel is the test here, not the 3 s timeout: a busy machine may take longer than
    // that between the server's log line and the cancel.
    try configure(faultServer(timeout: 120))
    let ask = try AskProcess(["call", "mcp.fault.wait", "--json"], home: home.path)
    _ = try await ask.waitForLine(containing: "calling fault")
    // Cancel once the server has the call (a cancel before the request is sent sends nothing).
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline,
      !((try? String(contentsOfFile: faultLog, encoding: .utf8)) ?? "").contains(#""name": "wait""#)
    {
      try await Task.sleep(for: .milliseconds(10))
    }
    ask.send(#"{"type":"cancel"}"#)
    let cancelled = try await ask.finish()
    #expect(cancelled.status == 130)
    #expect(cancelled.events(ofType: "tool_result").first?["status"] == "cancelled")
    let logged = try String(contentsOfFile: faultLog, encoding: .utf8)
    #expect(logged.contains("notifications/cancelled"), "the server was told")

    try configure(faultServer())
    for tool in ["crash", "garbage", "wrongid"] {
      let run = try await AskProcess.run(["call", "mcp.fault.\(tool)", "--json"], home: home.path)
      #expect(run.status == 1, "\(tool): \(run.stdout.suffix(400))")
      let results = run.events(ofType: "tool_result")
      #expect(results.count == 1, "\(tool): exactly one result")
      #expect(results.first?["status"] == "error", "\(tool)")
    }
    let hang = try await AskProcess.run(
      ["call", "mcp.fault.wait", "--json"], home: home.path)
    #expect(hang.status == 1)
    #expect(
      hang.stdout.contains("no answer to tools/call within 3 s"), "\(hang.stdout.suffix(400))")
  }

  /// A server that ignores the end of its input and SIGTERM still ends when ask is killed
  /// with SIGKILL (no handler of ask's runs): its guard sees ask's end and kills it.
  @Test func serversNeverOutliveAskEvenOnSIGKILL() async throws {
    try configure(
      #""fault": {"command": "python3", "args": ["\#(fault)"], "env": {"MCP_FAULT_LOG": "\#(faultLog)", "MCP_FAULT_STUBBORN": "1"}, "timeout_s": 30, \#(logSandbox)}"#
    )
    // The cancel is the test here, not the 3 s timeout: a busy machine may take longer than
    // that between the server's log line and the cancel.
    try configure(faultServer(timeout: 120))
    let ask = try AskProcess(["call", "mcp.fault.wait", "--json"], home: home.path)
    _ = try await ask.waitForLine(containing: "calling fault")
    // The server runs in a sandbox of its own PID namespace: the pid it logs is not the
    // machine's. Its processes (bwrap and the server) are the ones with its log in their
    // environment.
    let servers = ProcessTable.withVariable("MCP_FAULT_LOG=" + faultLog)
    #expect(!servers.isEmpty, "the server runs")
    kill(ask.process.processIdentifier, SIGKILL)
    _ = try await ask.finish()
    try await waitUntil(
      "the server's processes ended", timeout: .seconds(15), poll: .milliseconds(50)
    ) {
      ProcessTable.withVariable("MCP_FAULT_LOG=" + faultLog).isEmpty
    }
  }

  @Test func levelsVersionsAndStructuredContent() async throws {
    try configure(faultServer())
    let denied = try await AskProcess.run(
      ["call", "mcp.fault.write", "--json", "--input", #"{"text":"abc"}"#], home: home.path)
    #expect(denied.status == 1, "not read-only: it asks, and closed stdin denies")
    #expect(denied.events(ofType: "permission_request").first?["level"] == "userConfirmation")
    let allowed = try await AskProcess.run(
      ["call", "mcp.fault.write", "--json", "--input", #"{"text":"abc"}"#], home: home.path,
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#])
    #expect(allowed.status == 0, "\(allowed.stdout.suffix(400))")
    #expect(allowed.events(ofType: "tool_result").first?["data"]?["written"] == 3)

    try configure(faultServer(version: "2024-11-05"))
    let old = try await AskProcess.run(["mcp", "list"], home: home.path)
    #expect(old.stdout.contains("speaks protocol 2024-11-05"), "\(old.stdout)")
    try configure(faultServer(version: "2025-06-18"))
    let older = try await AskProcess.run(["mcp", "list", "--json"], home: home.path)
    #expect(older.events.first?["protocol_version"] == "2025-06-18")
  }

  @Test func addAndRemoveKeepVariablesUnexpanded() async throws {
    let add = try await AskProcess.run(
      [
        "mcp", "add", "time", "--", "python3", "-m", "mcp_server_time", "--local-timezone",
        "${ZONE}",
      ],
      home: home.path, environment: ["ZONE": "Asia/Tokyo"])
    #expect(add.status == 0, "\(add.stderr)")
    let written = try String(contentsOfFile: home.path + "/mcp.json", encoding: .utf8)
    #expect(written.contains("${ZONE}") && !written.contains("Asia/Tokyo"), "\(written)")
    let url = try await AskProcess.run(
      ["mcp", "add", "tracker", "--url", "https://example.org/mcp"], home: home.path)
    #expect(url.status == 0)
    let bad = try await AskProcess.run(["mcp", "add", "no spaces", "--", "x"], home: home.path)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("was not changed"))
    let removed = try await AskProcess.run(["mcp", "rm", "tracker"], home: home.path)
    #expect(removed.status == 0)
    let again = try await AskProcess.run(["mcp", "rm", "tracker"], home: home.path)
    #expect(again.status == 2)
    let left = try JSONValue.parse(
      try String(contentsOfFile: home.path + "/mcp.json", encoding: .utf8))
    #expect(left["mcpServers"]?.objectValue?.keys.sorted() == ["time"])
  }

  /// `notifications/tools/list_changed` reaches the registry at the next turn of the run; a
  /// stateless server has no notification, and its stale listing (ttlMs 0) is asked again.
  @Test(arguments: [false, true])
  func aChangedToolListIsSeenAtTheNextTurn(_ modern: Bool) async throws {
    try configure(faultServer(modern: modern))
    let run = try await AskProcess.run(["call", "mcp.fault.grow", "--json"], home: home.path)
    #expect(run.status == 0, "\(run.stdout.suffix(600))")
    let changed = run.events(ofType: "system").first { $0["subtype"] == "skills_changed" }
    #expect(changed?["added"] == ["mcp.fault.grown"], "\(run.stdout.suffix(900))")
  }

  /// Streamable HTTP against a server written with the official Python SDK, answering with
  /// SSE streams and with plain JSON.
  @Test(arguments: [("sse", nil), ("json", nil), ("sse", "2025-11-25"), ("json", "2025-06-18")])
  func aStreamableHTTPServerOfTheOfficialSDK(_ mode: String, pinned: String?) async throws {
    guard let python = Self.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    let server = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "mcp_http_server.py"), python: python,
      arguments: [mode])
    let pin = pinned.map { #", "protocol_version": "\#($0)""# } ?? ""
    try configure(
      #""web": {"url": "http://127.0.0.1:${WEB_PORT}/mcp", "headers": {"X-Trace": "${TRACE}"}\#(pin)}"#
    )
    let environment = ["WEB_PORT": String(server.port), "TRACE": "t-1"]
    let list = try await AskProcess.run(
      ["mcp", "list", "--json"], home: home.path, environment: environment)
    let web = try #require(list.events.first, "\(list.stdout)\(list.stderr)")
    #expect(web["state"] == "ready", "\(web)")
    #expect(web["transport"] == "http")
    #expect(web["protocol_version"] == .string(pinned ?? "2026-07-28"))
    let allow = [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#]
    let add = try await AskProcess.run(
      ["call", "mcp.web.add", "--json", "--input", #"{"a":2,"b":40}"#], home: home.path,
      stdin: allow, environment: environment)
    #expect(add.status == 0, "\(add.stdout.suffix(600))")
    #expect(add.events(ofType: "tool_result").first?["content"] == "42")
    let count = try await AskProcess.run(
      ["call", "mcp.web.count", "--json", "--input", #"{"steps":3}"#], home: home.path,
      stdin: allow, environment: environment)
    #expect(count.events(ofType: "tool_result").first?["content"] == "counted 3")
    if mode == "sse" {
      #expect(
        count.events(ofType: "tool_progress").contains { $0["step"] == "step 2" },
        "progress arrives on the SSE stream")
    }
    // Cancelling a call in flight: the response stream is dropped (2026-07-28 has no client
    // notifications over HTTP; before it, notifications/cancelled is posted as well).
    if mode == "sse" {
      let long = try AskProcess(
        ["call", "mcp.web.count", "--json", "--input", #"{"steps":200}"#], home: home.path,
        environment: environment)
      long.send(allow[0])
      _ = try await long.waitForLine(containing: #""step 2""#)
      long.send(#"{"type":"cancel"}"#)
      let cancelled = try await long.finish()
      #expect(cancelled.status == 130, "\(cancelled.stdout.suffix(500))")
      #expect(cancelled.events(ofType: "tool_result").first?["status"] == "cancelled")
    }
    // The SDK's elicitation: a request on the response stream before 2026-07-28, an
    // input-required result answered by calling again from then on. Both are our form. (A
    // JSON answer has no stream to carry the older request: the SDK refuses to ask there.)
    guard mode == "sse" || pinned == nil else { return }
    let greet = try await AskProcess.run(
      ["call", "mcp.web.greet", "--json"], home: home.path,
      stdin: allow + [
        #"{"type":"input_response","request_id":"input-1","values":{"name":"Ann","age":"41"}}"#
      ], environment: environment)
    #expect(greet.events(ofType: "input_request").first?["message"] == "Who is asking?")
    #expect(
      greet.events(ofType: "tool_result").first?["content"] == "hello Ann (41)",
      "\(greet.stdout.suffix(900))")
  }

  /// A server's question (elicitation) is an input_request with its schema and message; the
  /// answer, a decline, and "no one could be asked" each go back as the protocol says.
  @Test func elicitationIsAFormLikeMissingFields() async throws {
    try configure(faultServer())
    let accepted = try await AskProcess.run(
      ["call", "mcp.fault.ask", "--json"], home: home.path,
      stdin: [
        #"{"type":"input_response","request_id":"input-1","values":{"name":"Ann","age":"41"}}"#
      ])
    #expect(accepted.status == 0, "\(accepted.stdout.suffix(800))")
    let request = try #require(accepted.events(ofType: "input_request").first)
    #expect(request["message"] == "Who is asking?")
    #expect(request["fields"]?.arrayValue?.first?["name"] == "name")
    #expect(accepted.events(ofType: "tool_result").first?["content"] == "hello Ann")
    let logged = try String(contentsOfFile: faultLog, encoding: .utf8)
    #expect(logged.contains(#""content": {"age": 41, "name": "Ann"}"#), "typed values: \(logged)")

    let declined = try await AskProcess.run(
      ["call", "mcp.fault.ask", "--json"], home: home.path,
      stdin: [#"{"type":"input_response","request_id":"input-1","action":"decline"}"#])
    #expect(declined.events(ofType: "tool_result").first?["content"] == "decline")
    let nobody = try await AskProcess.run(["call", "mcp.fault.ask", "--json"], home: home.path)
    #expect(nobody.events(ofType: "tool_result").first?["content"] == "cancel")
    #expect(
      nobody.events(ofType: "tool_progress").contains {
        $0["log"]?.stringValue?.contains("no one could be asked") == true
      }, "told apart from a decline")
  }

  /// 2026-07-28: a question is an input-required result, answered by calling again with the
  /// answer and the server's requestState; a server that keeps asking, or asks for something
  /// ask did not offer, fails the call with one named error.
  @Test func inputRequiredRoundsOfAStatelessServer() async throws {
    try configure(faultServer(modern: true))
    let list = try await AskProcess.run(["mcp", "list", "--json"], home: home.path)
    #expect(list.events.first?["protocol_version"] == "2026-07-28", "\(list.stdout)")
    let accepted = try await AskProcess.run(
      ["call", "mcp.fault.ask", "--json"], home: home.path,
      stdin: [#"{"type":"input_response","request_id":"input-1","values":{"name":"Ann"}}"#])
    #expect(accepted.events(ofType: "input_request").first?["message"] == "Who is asking?")
    #expect(accepted.events(ofType: "tool_result").first?["content"] == "hello Ann")
    let logged = try String(contentsOfFile: faultLog, encoding: .utf8)
    #expect(logged.contains(#""state": "round-1""#), "the requestState came back: \(logged)")
    let nobody = try await AskProcess.run(["call", "mcp.fault.ask", "--json"], home: home.path)
    #expect(nobody.events(ofType: "tool_result").first?["content"] == "cancel")

    let loop = try await AskProcess.run(
      ["call", "mcp.fault.askloop", "--json"], home: home.path,
      stdin: (1...9).map {
        #"{"type":"input_response","request_id":"input-\#($0)","values":{"name":"x"}}"#
      })
    #expect(loop.status == 1)
    #expect(loop.events(ofType: "input_request").count == 8, "\(loop.stdout.suffix(600))")
    #expect(
      loop.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "asked for input 8 times") == true)
    let sample = try await AskProcess.run(["call", "mcp.fault.sample", "--json"], home: home.path)
    #expect(sample.status == 1)
    #expect(
      sample.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "sampling/createMessage") == true, "\(sample.stdout.suffix(600))")
  }
}
