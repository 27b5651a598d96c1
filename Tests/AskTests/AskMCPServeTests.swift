import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// `ask mcp serve` driven by the official MCP Python SDK as a client (both eras), and by raw
/// JSON-RPC lines for what a well-behaved client never sends.
@Suite(.serialized)
struct AskMCPServeTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  var client: String { ReplayServer.script(from: #filePath, named: "mcp_serve_client.py") }

  /// Runs the SDK client against `ask mcp serve`; its JSON lines.
  func drive(
    _ mode: String, _ tool: String, _ arguments: String = "{}", answers: String,
    environment: [String: String] = [:], serve: [String] = []
  ) async throws -> [JSONValue] {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return []
    }
    let run = try await AskProcess.run(
      [client, mode, tool, arguments, answers, "--", AskProcess.binary, "mcp", "serve"] + serve,
      home: home.path, environment: environment, executable: python, timeout: .seconds(60))
    #expect(run.status == 0, "\(run.stdout)\(run.stderr.suffix(1500))")
    return run.stdout.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
  }

  func event(_ lines: [JSONValue], _ name: String) -> JSONValue? {
    lines.first { $0["event"]?.stringValue == name }
  }

  @Test(arguments: [("auto", "2026-07-28"), ("legacy", "2025-11-25")])
  func theSDKClientListsAndCallsThroughTheGate(_ mode: String, version: String) async throws {
    let allow = #"[{"action":"accept","content":{"decision":"allow_once"}}]"#
    let lines = try await drive(mode, "todo.add", #"{"title":"buy milk"}"#, answers: allow)
    #expect(event(lines, "protocol")?["version"] == .string(version))
    let names = event(lines, "tools")?["names"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(names.contains("todo.add") && names.contains("reminder.create"), "\(names)")
    #expect(
      event(lines, "tools")?["schemas"]?["todo.add"]?["required"] == ["title"],
      "the whole input schema")
    let question = try #require(event(lines, "elicit"), "the gate asked: \(lines)")
    #expect(question["message"]?.stringValue?.contains("todo.add") == true)
    #expect(question["schema"]?["properties"]?["decision"]?["enum"]?.arrayValue?.count == 3)
    let result = try #require(event(lines, "result"), "\(lines)")
    #expect(result["is_error"] == false)
    #expect(result["structured"]?["title"] == "buy milk")
    #expect(event(lines, "progress") != nil, "progress reaches the client: \(lines)")

    // The call is a run of ask's loop: audited and recorded in the serve session.
    let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
    #expect(audit.stdout.contains("todo.add"), "\(audit.stdout.suffix(600))")
    let sessions = try await AskProcess.run(["sessions", "--json"], home: home.path)
    #expect(sessions.stdout.contains("ask mcp serve"), "\(sessions.stdout.suffix(600))")
  }

  /// `ask mcp serve --workspace DIR`: the file skills an MCP client calls work in that folder
  /// (not in the server's working directory), and a path outside it is refused.
  @Test func theServedWorkspaceIsTheOneGiven() async throws {
    let workspace =
      URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
      + "/ask-serve-ws-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: workspace) }
    try "served\n".write(toFile: workspace + "/notes.txt", atomically: true, encoding: .utf8)
    let read = try await drive(
      "auto", "files.read", #"{"path":"notes.txt"}"#, answers: "[]",
      serve: ["--workspace", workspace])
    let result = try #require(event(read, "result"), "\(read)")
    #expect(result["is_error"] == false, "\(result)")
    #expect(result.jsonString.contains("served"), "\(result)")
    let outside = try await drive(
      "auto", "files.read", #"{"path":"/etc/hostname"}"#, answers: "[]",
      serve: ["--workspace", workspace])
    let refused = try #require(event(outside, "result"), "\(outside)")
    #expect(refused["is_error"] == true, "\(refused)")
    #expect(refused.jsonString.contains("outside"), "\(refused)")
  }

  @Test(arguments: ["auto", "legacy"])
  func missingFieldsAreAFormAndADeclineIsADeny(_ mode: String) async throws {
    let answers =
      #"[{"action":"accept","content":{"title":"from the form"}},{"action":"decline"}]"#
    let lines = try await drive(mode, "todo.add", "{}", answers: answers)
    let questions = lines.filter { $0["event"] == "elicit" }
    #expect(questions.count == 2, "the form, then the gate: \(lines)")
    #expect(questions.first?["schema"]?["required"] == ["title"])
    let result = try #require(event(lines, "result"))
    #expect(result["is_error"] == true)
    #expect(result["text"]?.stringValue?.contains("denied") == true, "\(result)")
    let list = try await AskProcess.run(["call", "todo.list", "--json"], home: home.path)
    #expect(!list.stdout.contains("from the form"), "a declined call wrote nothing")
  }

  /// With no one to ask, "ask" is a deny that names the rule to add; the rule then decides.
  @Test func withoutElicitationARuleDecides() async throws {
    let denied = try await drive("auto", "todo.add", #"{"title":"x"}"#, answers: "none")
    let text = try #require(event(denied, "result")?["text"]?.stringValue, "\(denied)")
    #expect(event(denied, "result")?["is_error"] == true)
    #expect(text.contains("ask permissions add allow todo.add"), "\(text)")
    let rule = try await AskProcess.run(
      ["permissions", "add", "allow", "todo.add"], home: home.path)
    #expect(rule.status == 0, "\(rule.stderr)")
    let allowed = try await drive("legacy", "todo.add", #"{"title":"x"}"#, answers: "none")
    #expect(event(allowed, "result")?["is_error"] == false, "\(allowed)")
  }

  /// A session allowance holds for later calls of the same serve process only.
  @Test func protocolErrorsCancellationAndSessionAllowances() async throws {
    let ask = try AskProcess(
      ["mcp", "serve"], home: home.path, environment: ["ASK_DEMO_SKILLS": "1"])
    let modern =
      #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"elicitation":{}}}"#
    ask.send("this is not JSON")
    _ = try await ask.waitForLine(containing: #""code":-32700"#)
    ask.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
    let noVersion = try await ask.waitForLine(containing: #""id":1"#)
    #expect(noVersion.contains("-32600") && noVersion.contains("initialize first"), "\(noVersion)")
    ask.send(
      #"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"1999-01-01"}}}"#
    )
    let unsupported = try await ask.waitForLine(containing: #""id":2"#)
    #expect(unsupported.contains("-32022") && unsupported.contains(#""supported""#))
    ask.send(#"{"jsonrpc":"2.0","id":3,"method":"server/discover","params":{\#(modern)}}"#)
    let discover = try JSONValue.parse(try await ask.waitForLine(containing: #""id":3"#))
    #expect(discover["result"]?["supportedVersions"]?.arrayValue?.first == "2026-07-28")
    ask.send(
      #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"no.such","arguments":{},\#(modern)}}"#
    )
    let unknown = try await ask.waitForLine(containing: #""id":4"#)
    #expect(unknown.contains("-32602") && unknown.contains("Unknown tool"))
    ask.send(
      #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"todo.add","arguments":{"title":"t"},"requestState":"forged",\#(modern)}}"#
    )
    let forged = try await ask.waitForLine(containing: #""id":5"#)
    #expect(forged.contains("requestState is unknown"), "\(forged)")

    // A question ends the round; the retry answers "for this session".
    ask.send(
      #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"todo.add","arguments":{"title":"t"},\#(modern)}}"#
    )
    let asked = try JSONValue.parse(try await ask.waitForLine(containing: #""id":6"#))
    #expect(asked["result"]?["resultType"] == "input_required", "\(asked)")
    let state = try #require(asked["result"]?["requestState"]?.stringValue)
    let key = try #require(asked["result"]?["inputRequests"]?.objectValue?.keys.first)
    ask.send(
      #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"todo.add","arguments":{"title":"t"},"requestState":"\#(state)","inputResponses":{"\#(key)":{"action":"accept","content":{"decision":"allow_session"}}},\#(modern)}}"#
    )
    let done = try JSONValue.parse(try await ask.waitForLine(containing: #""id":7"#))
    #expect(done["result"]?["isError"] == false, "\(done)")
    #expect(done["result"]?["resultType"] == "complete")
    ask.send(
      #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"todo.add","arguments":{"title":"again"},\#(modern)}}"#
    )
    let again = try JSONValue.parse(try await ask.waitForLine(containing: #""id":8"#))
    #expect(again["result"]?["isError"] == false, "allowed for the session: \(again)")

    // The allowance is the store's: ask grants lists it, and revoking it asks again.
    let listed = try await AskProcess.run(["grants", "--json"], home: home.path)
    let allowance = try #require(
      listed.events.first { $0["kind"] == "session_allowance" }, "\(listed.stdout)")
    #expect(allowance["pattern"] == "todo.add" && allowance["lets_calls_run"] == true)
    let grant = try #require(allowance["id"]?.stringValue)
    #expect(try await AskProcess.run(["grants", "revoke", grant], home: home.path).status == 0)
    ask.send(
      #"{"jsonrpc":"2.0","id":20,"method":"tools/call","params":{"name":"todo.add","arguments":{"title":"revoked"},\#(modern)}}"#
    )
    let askedAgain = try JSONValue.parse(try await ask.waitForLine(containing: #""id":20"#))
    #expect(askedAgain["result"]?["resultType"] == "input_required", "\(askedAgain)")

    // Cancelling a call in flight ends it; no answer follows for that request.
    ask.send(
      #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"demo.countdown","arguments":{"seconds":30},"_meta":{"progressToken":"p9","io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#
    )
    let progress = try await ask.waitForLine(containing: #""progressToken":"p9""#)
    #expect(progress.contains("notifications/progress"), "\(progress)")
    ask.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9}}"#)
    ask.send(#"{"jsonrpc":"2.0","id":10,"method":"server/discover","params":{\#(modern)}}"#)
    _ = try await ask.waitForLine(containing: #""id":10"#)
    ask.closeInput()
    // A bound against a hang, not a timing: a loaded machine is slow to start and end ask.
    let finished = try await ask.finish(timeout: .seconds(90))
    #expect(finished.status == 0, "\(finished.stderr)")
    #expect(!finished.stdout.contains(#""id":9"#), "a cancelled request gets no answer")
    #expect(
      !finished.stderr.contains("still running"), "the cancel ended the run: \(finished.stderr)")
    let audit = try await AskProcess.run(
      ["audit", "--json", "--skill", "demo.countdown"], home: home.path)
    #expect(audit.events.first?["outcome"] == "cancelled", "\(audit.stdout)")
    let ids = try await AskProcess.run(["audit", "--json"], home: home.path).events.compactMap {
      $0["tool_use_id"]?.stringValue
    }
    #expect(Set(ids).count == ids.count, "each call of the session has its own id: \(ids)")
  }
}
