import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// URL-mode elicitation: a server asks the person to open a page (a sign-in, a payment). The
/// person sees the whole address and the host it leads to and says whether they open it; ask
/// never opens or fetches it; "could not ask" stays apart from "declined"; the server's word
/// that the step is done is shown; addresses that are not https (or http on this machine) are
/// declined without asking. Against the official SDK's `ctx.elicit_url` (handshake era) and
/// the fault server (both eras, hostile addresses).
@Suite(.serialized)
struct AskMCPURLElicitationTests {
  let home: TemporaryHome
  let outside: TemporaryHome

  init() throws {
    home = try TemporaryHome()
    outside = try TemporaryHome()
  }

  var faultLog: String { outside.path + "/fault.jsonl" }
  static let open = #"{"type":"input_response","request_id":"input-1","values":{"open":true}}"#
  static let stay = #"{"type":"input_response","request_id":"input-1","values":{"open":false}}"#

  func configure(_ servers: String) throws {
    try #"{"mcpServers": {\#(servers)}}"#.write(
      toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
  }

  func fault(url: String? = nil, modern: Bool = false) -> String {
    let script = ReplayServer.script(from: #filePath, named: "mcp_fault_server.py")
    let extra =
      (url.map { #", "MCP_FAULT_URL": "\#($0)""# } ?? "")
      + (modern ? #", "MCP_FAULT_MODERN": "1""# : "")
    return
      #""fault": {"command": "python3", "args": ["\#(script)"], "env": {"MCP_FAULT_LOG": "\#(faultLog)"\#(extra)}, "timeout_s": 30, "sandbox": {"write": ["\#(outside.path)"]}}"#
  }

  func logs(_ run: AskProcess.Finished) -> [String] {
    run.events(ofType: "tool_progress").compactMap {
      $0["log"]?.stringValue ?? $0["step"]?.stringValue
    }
  }

  @Test func theSDKsURLElicitationIsShownAndAnswered() async throws {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    let script = ReplayServer.script(from: #filePath, named: "mcp_url_server.py")
    // ctx.elicit_url is a server-sent request: the handshake era (the SDK has no way to send
    // it in 2026-07-28's stateless calls).
    try configure(
      #""url": {"command": "\#(python)", "args": ["\#(script)"], "protocol_version": "2025-11-25", "timeout_s": 30}"#
    )
    let call = ["call", "mcp.url.connect", "--json", "--input", #"{"service":"github"}"#]
    let opened = try await AskProcess.run(call, home: home.path, stdin: [Self.open])
    #expect(opened.status == 0, "\(opened.stdout.suffix(800))")
    let question = try #require(opened.events(ofType: "input_request").first)
    let message = question["message"]?.stringValue ?? ""
    #expect(message.contains("Sign in to github to connect it."))
    #expect(message.contains("https://auth.example.com/github/connect?state=abc"), "\(message)")
    #expect(message.contains("It leads to auth.example.com"))
    #expect(message.contains("ask does not open it"))
    #expect(question["fields"]?.arrayValue?.map { $0["name"] } == ["open"])
    #expect(opened.events(ofType: "tool_result").first?["content"] == "connected github")
    let steps = logs(opened)
    #expect(steps.contains("waiting for you at auth.example.com"), "\(steps)")
    #expect(steps.contains { $0.contains("the page's step is done (el-github)") }, "\(steps)")

    let stayed = try await AskProcess.run(call, home: home.path, stdin: [Self.stay])
    #expect(stayed.events(ofType: "tool_result").first?["content"] == "decline")
    #expect(logs(stayed).contains("you chose not to open auth.example.com"), "\(logs(stayed))")
    let nobody = try await AskProcess.run(call, home: home.path)
    #expect(nobody.events(ofType: "tool_result").first?["content"] == "cancel")
    #expect(logs(nobody).contains { $0.contains("no one could be asked") }, "told apart from a no")
  }

  @Test(arguments: [false, true])
  func bothErasAskAndHearTheAnswer(_ modern: Bool) async throws {
    try configure(fault(modern: modern))
    let run = try await AskProcess.run(
      ["call", "mcp.fault.openurl", "--json"], home: home.path, stdin: [Self.open])
    #expect(run.events(ofType: "input_request").count == 1, "\(run.stdout.suffix(600))")
    #expect(run.events(ofType: "tool_result").first?["content"] == "accept")
    let logged = try String(contentsOfFile: faultLog, encoding: .utf8)
    #expect(logged.contains(#""result": {"action": "accept"}"#), "\(logged)")
  }

  @Test(arguments: [
    ("javascript:alert(1)", "never javascript:"),
    ("file:///etc/passwd", "never file:"),
    ("data:text/html,hi", "never data:"),
    ("http://example.com/login", "never http:"),
    ("https://bank.example@evil.example/", "hides a user name"),
    ("not a url at all", "is not a web address"),
  ])
  func addressesThatAreNotWebPagesAreDeclinedUnasked(_ url: String, _ said: String) async throws {
    try configure(fault(url: url))
    let run = try await AskProcess.run(
      ["call", "mcp.fault.openurl", "--json"], home: home.path, stdin: [Self.open])
    #expect(run.events(ofType: "input_request").isEmpty, "never put to the person: \(url)")
    #expect(run.events(ofType: "tool_result").first?["content"] == "decline", "\(url)")
    #expect(logs(run).contains { $0.contains(said) && $0.hasSuffix("; declined") }, "\(logs(run))")
  }

  /// A tool that answers URLElicitationRequiredError (-32042, the official SDK's): the page is
  /// put to the person, who says when they have finished there; then the call is made again —
  /// in both eras (an error answer needs no back channel).
  @Test(arguments: [nil, "2025-11-25"])
  func aPageToOpenFirstIsAskedAndTheCallMadeAgain(_ version: String?) async throws {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    let script = ReplayServer.script(from: #filePath, named: "mcp_url_server.py")
    let pinned = version.map { #", "protocol_version": "\#($0)""# } ?? ""
    try configure(
      #""url": {"command": "\#(python)", "args": ["\#(script)"], "timeout_s": 30\#(pinned)}"#)
    let opened = try await AskProcess.run(
      ["call", "mcp.url.files", "--json"], home: home.path, stdin: [Self.open])
    let question = try #require(opened.events(ofType: "input_request").first, "\(opened.stdout)")
    let message = question["message"]?.stringValue ?? ""
    #expect(message.contains("Connect your storage account first."))
    #expect(message.contains("https://storage.example.com/oauth/authorize?client=ask"))
    // The person says when they have finished there: then the call is made again.
    #expect(message.contains("The call goes on once you have finished there."), "\(message)")
    #expect(
      question["fields"]?.arrayValue?.first?["title"] == "I have finished on the page"
        || question.jsonString.contains("I have finished on the page"), "\(question)")
    #expect(opened.events(ofType: "tool_result").first?["content"] == "a.txt b.txt")

    let nobody = try await AskProcess.run(["call", "mcp.url.files", "--json"], home: home.path)
    let failed = nobody.events(ofType: "tool_result").first
    #expect(failed?["status"] == "error")
    #expect(
      failed?["content"]?.stringValue?.contains("not opened (no one could be asked)") == true,
      "\(nobody.stdout.suffix(600))")
  }
}
