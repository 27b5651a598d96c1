import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// Sampling: a server asks ask's model for a completion during a call. Off unless the
/// server's entry enables it; then each request is put to the person — the server, the model
/// and every message shown — counted in the run's usage and audited, allowed or not. Against
/// the official SDK's `create_message` (handshake era), the fault server (2026-07-28) and a
/// replayed OpenAI-compatible model.
@Suite(.serialized)
struct AskMCPSamplingTests {
  let home: TemporaryHome
  let model: ReplayServer
  static let allow =
    #"{"type":"permission_response","request_id":"perm-1","kind":"sampling","decision":"allow_once"}"#
  static let refuse =
    #"{"type":"permission_response","request_id":"perm-1","kind":"sampling","decision":"deny"}"#

  init() throws {
    home = try TemporaryHome()
    model = try ReplayServer(script: ReplayServer.script(from: #filePath))
  }

  var withModel: [String] {
    ["--model", "openai/text", "--base-url", "http://127.0.0.1:\(model.port)/v1"]
  }
  let environment = ["OPENAI_API_KEY": "sk-test-sampling"]

  func configure(sampling: Bool) throws -> Bool {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return false
    }
    let script = ReplayServer.script(from: #filePath, named: "mcp_sampling_server.py")
    let fault = ReplayServer.script(from: #filePath, named: "mcp_fault_server.py")
    try #"""
    {"mcpServers": {
      "s": {"command": "\#(python)", "args": ["\#(script)"], "protocol_version": "2025-11-25", "timeout_s": 30, "sampling": \#(sampling)},
      "fault": {"command": "python3", "args": ["\#(fault)"], "env": {"MCP_FAULT_MODERN": "1"}, "timeout_s": 30, "sampling": \#(sampling)}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    return true
  }

  func call(_ skill: String, _ input: String, stdin: [String], model: Bool = true) async throws
    -> AskProcess.Finished
  {
    try await AskProcess.run(
      ["call", skill, "--json", "--input", input] + (model ? withModel : []), home: home.path,
      stdin: stdin, environment: environment)
  }

  func samplingAudit() async throws -> [JSONValue] {
    let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
    return audit.events.filter { $0["tool_use_id"]?.stringValue?.contains("#sampling-") == true }
  }

  @Test func anAllowedRequestIsAnsweredCountedAndAudited() async throws {
    guard try configure(sampling: true) else { return }
    let run = try await call(
      "mcp.s.summarize", #"{"text":"a long meeting"}"#, stdin: [Self.allow])
    #expect(run.status == 0, "\(run.stdout.suffix(800))")
    // A permission request of its own kind: the server, the model, the limit and every
    // message; allowed once or denied, never remembered.
    let question = try #require(run.events(ofType: "permission_request").first)
    #expect(question["kind"] == "sampling", "\(question)")
    let summary = question["summary"]?.stringValue ?? ""
    #expect(
      summary.contains("MCP server s asks openai/text to write up to 60 tokens"), "\(summary)")
    #expect(question["input"]?["model"] == "openai/text")
    #expect(question["input"]?["system"] == "You write one-line summaries.")
    #expect(
      question["input"]?["messages"]?.jsonString.contains("Summarize: a long meeting") == true)
    #expect(question["options"] == ["allow_once", "deny"], "\(question)")
    let decided = run.events(ofType: "permission_decision").first {
      $0["request_id"] == question["request_id"]
    }
    #expect(decided?["decision"] == "allow_once" && decided?["decided_by"] == "user")
    #expect(run.events(ofType: "input_request").isEmpty)
    #expect(
      run.events(ofType: "tool_result").first?["content"]
        == "summary by openai/text: Hello from an OpenAI-compatible server.")
    let usage = try #require(run.events(ofType: "result").first?["usage"])
    #expect((usage["output_tokens"]?.intValue ?? 0) > 0, "counted in the run: \(usage)")

    let sent = try #require(try model.requests().last?["body"], "the model was asked")
    #expect(sent["max_tokens"] == 60, "the server's limit")
    #expect(sent["tools"] == nil, "a completion, offered no tools")
    #expect(sent.jsonString.contains("Summarize: a long meeting"))
    let audited = try await samplingAudit()
    #expect(audited.count == 1)
    #expect(audited.first?["decision"] == "allow_once" && audited.first?["decided_by"] == "user")
    #expect(audited.first?["input"]?["model"] == "openai/text")
  }

  @Test func declinedOffAndModelessRequestsNeverReachTheModel() async throws {
    guard try configure(sampling: true) else { return }
    let declined = try await call("mcp.s.summarize", #"{"text":"x"}"#, stdin: [Self.refuse])
    #expect(
      declined.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "you did not let openai/text answer MCP server s") == true,
      "\(declined.stdout.suffix(600))")
    let nobody = try await call("mcp.s.summarize", #"{"text":"x"}"#, stdin: [])
    #expect(
      nobody.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "no one could be asked") == true)
    // "Always" is not an answer to a sampling request: refused, and the request stays open.
    let always = try await call(
      "mcp.s.summarize", #"{"text":"x"}"#,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","kind":"sampling","decision":"allow_always"}"#
      ])
    #expect(
      always.stdout.contains("allow_always is not an option of perm-1"),
      "\(always.stdout.suffix(800))")
    #expect(
      always.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "no one could be asked") == true)
    let modeless = try await call(
      "mcp.s.summarize", #"{"text":"x"}"#, stdin: [Self.allow], model: false)
    #expect(modeless.events(ofType: "permission_request").isEmpty, "nothing to allow")
    #expect(
      modeless.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "no model is set to write here") == true)
    #expect(try model.requests().isEmpty, "the model was never asked")
    let audited = try await samplingAudit()
    #expect(audited.map { $0["decision"] } == ["deny", "deny", "deny", "deny"], "\(audited)")

    guard try configure(sampling: false) else { return }
    let off = try await call("mcp.s.summarize", #"{"text":"x"}"#, stdin: [Self.allow])
    #expect(off.events(ofType: "permission_request").isEmpty)
    #expect(
      off.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "sampling is off for this server") == true, "\(off.stdout.suffix(600))")
  }

  @Test func aStatelessServersSamplingRequestIsAnsweredInItsRetry() async throws {
    guard try configure(sampling: true) else { return }
    let run = try await call("mcp.fault.sample", "{}", stdin: [Self.allow])
    #expect(
      run.events(ofType: "tool_result").first?["content"]
        == "sampled: Hello from an OpenAI-compatible server.", "\(run.stdout.suffix(800))")
    #expect(try await samplingAudit().count == 1)
  }
}
