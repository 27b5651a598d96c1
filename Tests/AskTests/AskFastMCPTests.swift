import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// Resources and prompts against a second implementation ask did not write: a stdio server
/// made with FastMCP from PyPI (the `fastmcp` package, Tests/Fixtures/fastmcp_resource_server.py),
/// in both protocol eras.
@Suite(.serialized)
struct AskFastMCPTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  @Test(arguments: [nil, "2025-11-25"])
  func resourcesAndPromptsOfAFastMCPServer(_ pinned: String?) async throws {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    let script = ReplayServer.script(from: #filePath, named: "fastmcp_resource_server.py")
    let pin = pinned.map { #", "protocol_version": "\#($0)""# } ?? ""
    try #"""
    {"mcpServers": {"fm": {"command": "\#(python)", "args": ["\#(script)"], "timeout_s": 60\#(pin)}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    func ask(_ arguments: [String]) async throws -> AskProcess.Finished {
      try await AskProcess.run(arguments, home: home.path)
    }

    let list = try await ask(["mcp", "list", "--json"])
    let server = try #require(list.events.first, "\(list.stdout)\(list.stderr)")
    #expect(server["state"] == "ready", "\(server)")
    #expect(server["protocol_version"] == .string(pinned ?? "2026-07-28"))
    #expect(server["offers"]?.arrayValue?.contains("resources") == true)

    let resources = try await ask(["mcp", "resources", "fm", "--json"])
    #expect(resources.status == 0, "\(resources.stderr)")
    let uris = resources.events.compactMap { $0["uri"]?.stringValue }
    #expect(Set(uris) == ["note://greeting", "data://blob"], "\(resources.stdout)")
    #expect(resources.events.contains { $0["uri_template"] == "note://{name}" })

    let text = try await ask(["mcp", "read", "fm", "note://greeting"])
    #expect(
      text.status == 0 && text.stdout == "hello from FastMCP\n", "\(text.stdout)\(text.stderr)")
    let templated = try await ask(["mcp", "read", "fm", "note://alice"])
    #expect(templated.stdout == "note alice\n", "\(templated.stdout)\(templated.stderr)")
    let file = home.path + "/../blob-\(pinned ?? "modern").bin"
    let binary = try await ask(["mcp", "read", "fm", "data://blob", "--output", file])
    #expect(binary.status == 0, "\(binary.stderr)")
    #expect(FileManager.default.contents(atPath: file) == Data(0...255), "every byte as sent")

    let prompts = try await ask(["mcp", "prompts", "fm", "--json"])
    let review = try #require(prompts.events.first { $0["name"] == "review" }, "\(prompts.stdout)")
    #expect(
      review["arguments"]?.arrayValue?.map { [$0["name"], $0["required"]] } == [
        ["code", true], ["language", false],
      ])
    let filled = try await ask(["mcp", "prompt", "fm", "review", "code=let x = 1", "language=go"])
    #expect(filled.stdout.contains("Review this go code:\nlet x = 1"), "\(filled.stdout)")
    let missing = try await ask(["mcp", "prompt", "fm", "review"])
    #expect(missing.status == 2 && missing.stderr.contains("needs code=VALUE"), "\(missing.stderr)")
  }
}
