import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// What an MCP server offers beyond tools — resources (text, bytes, paged, templates) and
/// prompts — through the real binary, against a server written with the official Python SDK
/// (both protocol eras) and hostile servers of ours.
@Suite(.serialized)
struct AskMCPResourceTests {
  let home: TemporaryHome
  /// Where the servers log: outside the data directory, which no server may see.
  let outside: TemporaryHome

  init() throws {
    home = try TemporaryHome()
    outside = try TemporaryHome()
  }

  var log: String { outside.path + "/methods.jsonl" }

  /// The SDK's resource server as `notes`, pinned to `version` when given.
  func configureNotes(version: String? = nil) throws -> Bool {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return false
    }
    let script = ReplayServer.script(from: #filePath, named: "mcp_resource_server.py")
    let pinned = version.map { #", "protocol_version": "\#($0)""# } ?? ""
    try #"""
    {"mcpServers": {"notes": {"command": "\#(python)", "args": ["\#(script)"], "env": {"MCP_RESOURCE_LOG": "\#(log)"}, "timeout_s": 30, "sandbox": {"write": ["\#(outside.path)"]}\#(pinned)}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    return true
  }

  /// How many times the server was asked `method`.
  func asked(_ method: String) -> Int {
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.contains(#""method": "\#(method)""#) }.count
  }

  @Test(arguments: [nil, "2025-11-25"])
  func resourcesAndPromptsOfTheSDKServer(_ version: String?) async throws {
    guard try configureNotes(version: version) else { return }
    let list = try await AskProcess.run(["mcp", "list", "--json"], home: home.path)
    let notes = try #require(list.events.first, "\(list.stdout)\(list.stderr)")
    #expect(notes["state"] == "ready", "\(list.stdout)")
    #expect(notes["protocol_version"]?.stringValue == (version ?? "2026-07-28"))
    #expect(
      notes["offers"] == ["resources", "prompts"], "a server of no tools starts all the same")

    // Three to a page: every resource, in the server's order, and the template.
    let before = asked("resources/list")
    let resources = try await AskProcess.run(
      ["mcp", "resources", "notes", "--json"], home: home.path)
    #expect(resources.status == 0, "\(resources.stderr)")
    let uris = resources.events.filter { $0["kind"] == "resource" }.compactMap {
      $0["uri"]?.stringValue
    }
    #expect(
      uris == (1...7).map { "note://\($0)" } + ["image://logo", "folder://both"], "\(uris)")
    #expect(asked("resources/list") - before == 1 + 3, "the start's first page, then all three")
    let logo = try #require(resources.events.first { $0["uri"] == "image://logo" })
    #expect(logo["mime_type"] == "image/png")
    #expect(logo["size"] == 256)
    #expect(
      resources.events.filter { $0["kind"] == "template" }.map { $0["uri_template"] }
        == ["note://{id}", "size://{bytes}"])

    let chinese = try await AskProcess.run(["mcp", "read", "notes", "note://3"], home: home.path)
    #expect(chinese.status == 0)
    #expect(chinese.stdout == "第三条笔记：交房租\n")

    // A resource full of terminal escapes is shown with them made visible.
    let escapes = try await AskProcess.run(["mcp", "read", "notes", "note://4"], home: home.path)
    #expect(!escapes.stdout.contains("\u{1B}"), "\(escapes.stdout.debugDescription)")
    #expect(escapes.stdout.contains("␛]52;c;aGFja2Vk␇"), "\(escapes.stdout)")

    // Bytes never go to the terminal: described, written exactly, or base64 in JSON.
    let shown = try await AskProcess.run(["mcp", "read", "notes", "image://logo"], home: home.path)
    #expect(shown.stdout.contains("image/png, 256 bytes: not shown"), "\(shown.stdout)")
    let file = outside.path + "/logo.png"
    let written = try await AskProcess.run(
      ["mcp", "read", "notes", "image://logo", "--output", file], home: home.path)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(FileManager.default.contents(atPath: file) == Data(0...255))
    let json = try await AskProcess.run(
      ["mcp", "read", "notes", "image://logo", "--json"], home: home.path)
    let blob = try #require(json.events.first?["blob"]?.stringValue)
    #expect(Data(base64Encoded: blob) == Data(0...255))
    #expect(json.events.first?["bytes"] == 256)

    let both = try await AskProcess.run(
      ["mcp", "read", "notes", "folder://both", "--json"], home: home.path)
    #expect(both.events.map { $0["uri"] } == ["note://1", "note://2"])

    let missing = try await AskProcess.run(["mcp", "read", "notes", "nope://x"], home: home.path)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("Resource not found: nope://x"), "\(missing.stderr)")
    let nobody = try await AskProcess.run(["mcp", "read", "nobody", "x://y"], home: home.path)
    #expect(nobody.status == 2)
    #expect(nobody.stderr.contains(#"no MCP server "nobody""#), "\(nobody.stderr)")

    // Prompts, one to a page, and one filled in.
    let prompts = try await AskProcess.run(["mcp", "prompts", "notes", "--json"], home: home.path)
    #expect(prompts.events.map { $0["name"] } == ["review", "greeting"], "\(prompts.stdout)")
    let review = try #require(prompts.events.first)
    #expect(review["arguments"]?.arrayValue?.first?["name"] == "file")
    #expect(review["arguments"]?.arrayValue?.first?["required"] == true)
    let filled = try await AskProcess.run(
      ["mcp", "prompt", "notes", "review", "file=a.swift", "focus=命名"], home: home.path)
    #expect(filled.status == 0, "\(filled.stderr)")
    #expect(filled.stdout.contains("user:\nReview a.swift focusing on 命名."), "\(filled.stdout)")
    let greeting = try await AskProcess.run(
      ["mcp", "prompt", "notes", "greeting", "--json"], home: home.path)
    #expect(greeting.events.map { $0["role"] } == ["user", "assistant"])

    // Arguments the prompt does not take, or without one it needs: said, nothing sent.
    let gets = asked("prompts/get")
    let lacking = try await AskProcess.run(["mcp", "prompt", "notes", "review"], home: home.path)
    #expect(lacking.status == 2)
    #expect(lacking.stderr.contains("prompt review needs file=VALUE"), "\(lacking.stderr)")
    let extra = try await AskProcess.run(
      ["mcp", "prompt", "notes", "review", "file=x", "colour=red"], home: home.path)
    #expect(extra.status == 2)
    #expect(extra.stderr.contains("takes file, focus, not colour"), "\(extra.stderr)")
    let unknown = try await AskProcess.run(["mcp", "prompt", "notes", "nope"], home: home.path)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("it offers review, greeting"), "\(unknown.stderr)")
    #expect(asked("prompts/get") == gets, "no bad request reached the server")
    let malformed = try await AskProcess.run(
      ["mcp", "prompt", "notes", "review", "=x"], home: home.path)
    #expect(malformed.status == 2)
  }

  /// A server's prompt is offered like a slash command: `/SERVER:PROMPT ARG=VALUE…` is filled
  /// in by the server, shown, and sent to the model in place of the command's words.
  @Test func aPromptIsOfferedLikeASlashCommand() async throws {
    guard try configureNotes() else { return }
    let run = try await AskProcess.run(
      ["--json", #"/notes:review file=a.swift focus="naming rules""#], home: home.path)
    let shown = try #require(run.events(ofType: "local_command_output").first, "\(run.stdout)")
    #expect(shown["command"] == "/notes:review")
    #expect(shown["output"] == "Review a.swift focusing on naming rules.")
    let result = try #require(run.events(ofType: "result").first)
    #expect(result["num_turns"]?.intValue ?? 0 >= 1, "the model got it: \(result)")
    #expect(asked("prompts/get") >= 1)

    let lacking = try await AskProcess.run(["--json", "/notes:review"], home: home.path)
    let error = try #require(lacking.events(ofType: "result").first?["error"])
    #expect(error["code"] == "invalid_input")
    #expect(error["message"]?.stringValue?.contains("prompt review needs file=VALUE") == true)
    let mixed = try await AskProcess.run(["--json", "/notes:greeting"], home: home.path)
    #expect(
      mixed.events(ofType: "local_command_output").first?["output"]
        == "user: Hello!\n\nassistant: Hello, how can I help?")
  }

  /// `--attach mcp://SERVER/URI` (or `@mcp://…` in the request): the resource is read by a
  /// gated, audited call, shown, and sent to the model with the request; a deny rule stops
  /// the run before anything is sent.
  @Test func anAttachedResourceIsReadThroughTheGateShownAndSent() async throws {
    guard try configureNotes() else { return }
    let model = try ReplayServer(script: ReplayServer.script(from: #filePath))
    let withModel = [
      "--model", "openai/text", "--base-url", "http://127.0.0.1:\(model.port)/v1",
    ]
    let environment = ["OPENAI_API_KEY": "sk-test-attach"]
    let run = try await AskProcess.run(
      ["--json", "--attach", "mcp://notes/note://3", "what does it say"] + withModel,
      home: home.path, environment: environment)
    #expect(run.status == 0, "\(run.stdout.suffix(800))")
    let read = try #require(run.events(ofType: "tool_use").first)
    #expect(read["name"] == "mcp.notes.read_resource" && read["input"]?["uri"] == "note://3")
    #expect(run.events(ofType: "permission_decision").first?["decided_by"] == "level")
    let shown = try #require(run.events(ofType: "local_command_output").first)
    #expect(shown["command"] == "@mcp://notes/note://3" && shown["output"] == "第三条笔记：交房租")
    let sent = try #require(try model.requests().first?["body"]).jsonString
    #expect(
      sent.contains(#"<attachment uri=\"mcp://notes/note://3\">\n第三条笔记：交房租\n</attachment>"#),
      "the model got it: \(sent.prefix(800))")

    let rule = try await AskProcess.run(
      ["permissions", "add", "deny", "mcp.notes.read_resource"], home: home.path)
    #expect(rule.status == 0)
    let before = try model.requests().count
    let denied = try await AskProcess.run(
      ["--json", "summarize @mcp://notes/note://1"] + withModel, home: home.path,
      environment: environment)
    #expect(denied.status != 0)
    #expect(
      denied.events(ofType: "result").first?["error"]?["message"]?.stringValue?.contains(
        "@mcp://notes/note://1 was not attached") == true, "\(denied.stdout.suffix(600))")
    #expect(try model.requests().count == before, "nothing was sent without its attachment")
    let usage = try await AskProcess.run(
      ["--attach", "notes/note://1", "x"], home: home.path)
    #expect(usage.status == 2 && usage.stderr.contains("--attach takes mcp://SERVER/URI"))
  }

  /// The model's read is a call like any other: offered as a skill that names what there is,
  /// decided by the gate (a deny rule holds), shown and audited.
  @Test func readingAResourceIsACallThroughTheGate() async throws {
    guard try configureNotes() else { return }
    let skills = try await AskProcess.run(["skills", "--json"], home: home.path)
    let skill = try #require(
      skills.events.first { $0["id"] == "mcp.notes.read_resource" }, "\(skills.stdout)")
    #expect(skill["description"]?.stringValue?.contains("note://3 (Note 3)") == true)
    #expect(skill["description"]?.stringValue?.contains("note://{id} (template)") == true)

    let read = try await AskProcess.run(
      ["call", "mcp.notes.read_resource", "--json", "--input", #"{"uri":"note://3"}"#],
      home: home.path)
    #expect(read.status == 0, "\(read.stdout.suffix(600))")
    let decision = try #require(read.events(ofType: "permission_decision").first)
    #expect(decision["decided_by"] == "level")
    let result = try #require(read.events(ofType: "tool_result").first)
    #expect(result["content"] == "第三条笔记：交房租")
    #expect(result["data"]?["parts"]?.arrayValue?.first?["bytes"] == 27)
    let bytes = try await AskProcess.run(
      ["call", "mcp.notes.read_resource", "--json", "--input", #"{"uri":"image://logo"}"#],
      home: home.path)
    #expect(
      bytes.events(ofType: "tool_result").first?["content"] == "[image/png 256 bytes]",
      "bytes are described to the model, never handed over as text")

    let rule = try await AskProcess.run(
      ["permissions", "add", "deny", "mcp.notes.read_resource"], home: home.path)
    #expect(rule.status == 0, "\(rule.stderr)")
    let reads = asked("resources/read")
    let denied = try await AskProcess.run(
      ["call", "mcp.notes.read_resource", "--json", "--input", #"{"uri":"note://1"}"#],
      home: home.path)
    #expect(denied.status != 0)
    #expect(denied.events(ofType: "permission_decision").first?["decided_by"] == "deny_rule")
    #expect(asked("resources/read") == reads, "a denied read never reaches the server")
    let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
    let audited = audit.events.filter { $0["skill"] == "mcp.notes.read_resource" }
    #expect(audited.count == 3, "\(audit.stdout.suffix(800))")
  }

  /// Servers that send a gigabyte, a blob that is not base64, a listing that never ends.
  @Test func hostileResourceServers() async throws {
    let fault = ReplayServer.script(from: #filePath, named: "mcp_fault_server.py")
    try #"""
    {"mcpServers": {
      "fault": {"command": "python3", "args": ["\#(fault)"], "env": {"MCP_FAULT_RESOURCES": "1", "MCP_FAULT_LOG": "\#(log)"}, "timeout_s": 60, "sandbox": {"write": ["\#(outside.path)"]}},
      "loop": {"command": "python3", "args": ["\#(fault)"], "env": {"MCP_FAULT_RESOURCES": "loop"}, "timeout_s": 60}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let huge = try await AskProcess.run(
      ["mcp", "read", "fault", "huge://gigabyte"], home: home.path)
    #expect(huge.status == 1)
    #expect(
      huge.stderr.contains("it wrote a message longer than 8 MiB, the most ask reads"),
      "\(huge.stderr)")
    #expect(huge.stdout.isEmpty, "nothing of it is shown")
    let blob = try await AskProcess.run(["mcp", "read", "fault", "bad://blob"], home: home.path)
    #expect(blob.status == 1)
    #expect(blob.stderr.contains("a blob for bad://blob that is not base64"), "\(blob.stderr)")
    let endless = try await AskProcess.run(["mcp", "resources", "fault"], home: home.path)
    #expect(endless.status == 1)
    #expect(endless.stderr.contains("went on past 100 pages"), "\(endless.stderr)")
    let loop = try await AskProcess.run(["mcp", "resources", "loop"], home: home.path)
    #expect(loop.status == 1)
    #expect(loop.stderr.contains("gave the cursor loop twice"), "\(loop.stderr)")
    // The model's read of the gigabyte fails as a result, and the run goes on to its end.
    let call = try await AskProcess.run(
      ["call", "mcp.fault.read_resource", "--json", "--input", #"{"uri":"huge://gigabyte"}"#],
      home: home.path)
    #expect(call.events(ofType: "tool_result").first?["status"] == "error")
    #expect(call.events(ofType: "result").count == 1)
  }
}
