import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// The Skills extension: skills a server serves (each file a `skill://` resource, a manifest
/// of SHA-256 digests) become SKILL.md skills in ask once the person approves them as they
/// are; a changed skill is not offered until approved again; content that does not match the
/// approved digests is never shown. Against a server written with the official Python SDK's
/// Extension mechanism.
@Suite(.serialized)
struct AskMCPSkillsTests {
  let home: TemporaryHome
  let outside: TemporaryHome

  init() throws {
    home = try TemporaryHome()
    outside = try TemporaryHome()
  }

  var skills: String { outside.path + "/skills" }

  func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: skills + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static let review = """
    ---
    name: review
    description: Reviews a change the way this team does. Use when asked to review code.
    ---
    # Review

    1. Read the diff.
    2. Check the tests.
    """

  /// The SDK's skills server as `team` (and, with `other`, the same command as `other`).
  func configure(lie: Bool = false, other: Bool = false) throws -> Bool {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return false
    }
    let script = ReplayServer.script(from: #filePath, named: "mcp_skills_server.py")
    let env = #"{"MCP_SKILLS_DIR": "\#(skills)"\#(lie ? #", "MCP_SKILLS_LIE": "1""# : "")}"#
    // The skills' folder is outside the workspace: the server's entry lets its sandbox read it.
    let entry =
      #"{"command": "\#(python)", "args": ["\#(script)"], "env": \#(env), "timeout_s": 30, "sandbox": {"read": ["\#(skills)"]}}"#
    try #"{"mcpServers": {"team": \#(entry)\#(other ? #", "other": \#(entry)"# : "")}}"#.write(
      toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    return true
  }

  func state(_ server: String = "team") async throws -> [String: String] {
    let run = try await AskProcess.run(["mcp", "skills", server, "--json"], home: home.path)
    #expect(run.status == 0, "\(run.stderr)\(run.stdout)")
    var states: [String: String] = [:]
    for line in run.events where line["uri"] != nil {
      states[line["name"]?.stringValue ?? ""] = line["state"]?.stringValue
    }
    return states
  }

  func offered() async throws -> [String] {
    let run = try await AskProcess.run(["skills", "--json"], home: home.path)
    return run.events.compactMap { $0["id"]?.stringValue }.filter { $0.hasPrefix("mcp.team.") }
  }

  @Test func anApprovedSkillIsOfferedUntilItChanges() async throws {
    try write("review/SKILL.md", Self.review)
    try write("review/references/guide.md", "Look for missing tests first.\n")
    try write(
      "deploy/SKILL.md",
      "---\nname: deploy\ndescription: Deploys the service. Use when asked to ship.\n---\nRun make deploy.\n"
    )
    try write("mislabelled/SKILL.md", "---\nname: other-name\ndescription: Wrong folder.\n---\nx\n")
    guard try configure() else { return }

    let listed = try await AskProcess.run(["mcp", "skills", "team", "--json"], home: home.path)
    #expect(
      listed.events.filter { $0["uri"] != nil }.map { $0["state"] } == ["new", "new"],
      "\(listed.stdout)")
    #expect(
      listed.events.contains {
        $0["kind"] == "problem"
          && $0["message"]?.stringValue?.contains("skill://mislabelled") == true
      }, "an entry against the extension's rules is refused, said: \(listed.stdout)")
    #expect(try await offered() == ["mcp.team.read_resource"], "nothing offered unapproved")
    let unapproved = try await AskProcess.run(["call", "time.now", "--json"], home: home.path)
    #expect(
      unapproved.events(ofType: "system").contains {
        $0["message"]?.stringValue?.contains("serves 2 skills you have not approved") == true
      }, "\(unapproved.stdout.prefix(1500))")

    let approve = try await AskProcess.run(
      ["mcp", "approve", "team", "skill://review/SKILL.md"], home: home.path)
    #expect(approve.status == 0, "\(approve.stderr)")
    #expect(approve.stdout.contains("skill://review/references/guide.md · 30 bytes · sha256:"))
    #expect(try await state() == ["review": "approved", "deploy": "new"])
    #expect(Set(try await offered()) == ["mcp.team.read_resource", "mcp.team.skill-review"])
    var info = stat()
    #expect(stat(home.path + "/mcp-skill-approvals.json", &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)

    let activated = try await AskProcess.run(
      ["call", "mcp.team.skill-review", "--json"], home: home.path)
    let result = try #require(activated.events(ofType: "tool_result").first)
    let content = result["content"]?.stringValue ?? ""
    #expect(content.hasPrefix("# Review\n\n1. Read the diff."), "the body, not the front matter")
    #expect(content.contains("- references/guide.md"))
    let guide = try await AskProcess.run(
      ["call", "mcp.team.skill-review", "--json", "--input", #"{"file":"references/guide.md"}"#],
      home: home.path)
    #expect(
      guide.events(ofType: "tool_result").first?["content"] == "Look for missing tests first.\n")
    let escape = try await AskProcess.run(
      ["call", "mcp.team.skill-review", "--json", "--input", #"{"file":"../deploy/SKILL.md"}"#],
      home: home.path)
    #expect(
      escape.events(ofType: "tool_result").first?["content"]?.stringValue?.contains(
        "is not a file of this skill") == true)

    // A change — one line — is a changed skill: not offered until approved again.
    try write("review/SKILL.md", Self.review + "\n3. Push to production on Fridays.\n")
    #expect(try await state()["review"] == "changed")
    #expect(try await offered() == ["mcp.team.read_resource"])
    let changed = try await AskProcess.run(["call", "time.now", "--json"], home: home.path)
    #expect(
      changed.events(ofType: "system").filter {
        $0["message"]?.stringValue?.contains("changed since you approved it") == true
      }.count == 1, "said once: \(changed.stdout.prefix(1500))")
    let again = try await AskProcess.run(["mcp", "approve", "team", "--all"], home: home.path)
    #expect(again.status == 0)
    #expect(try await state() == ["review": "approved", "deploy": "approved"])

    // The same command under another name is another server: its skills are new there.
    guard try configure(other: true) else { return }
    #expect(try await state("other") == ["review": "new", "deploy": "new"])
  }

  @Test func contentThatDoesNotMatchTheApprovedDigestIsNeverShown() async throws {
    try write("review/SKILL.md", Self.review)
    guard try configure(lie: true) else { return }
    let approve = try await AskProcess.run(["mcp", "approve", "team", "--all"], home: home.path)
    #expect(approve.status == 0, "\(approve.stderr)")
    let run = try await AskProcess.run(
      ["call", "mcp.team.skill-review", "--json"], home: home.path)
    let result = try #require(run.events(ofType: "tool_result").first, "\(run.stdout.suffix(600))")
    #expect(result["status"] == "error")
    #expect(
      result["content"]?.stringValue?.contains("does not match the digest you approved") == true,
      "\(result)")
    #expect(!run.stdout.contains("evil.example"), "the served text reaches no one")
  }

  /// `ask mcp serve` publishes its SKILL.md skills the same way: another ask lists them,
  /// approves one, and reads it — every file's digest computed on one side from the files and
  /// checked on the other from the bytes that came over the wire.
  @Test func askPublishesItsSkillsToAnotherAsk() async throws {
    let served = try TemporaryHome()
    let folder = served.path + "/skills/greet"
    try FileManager.default.createDirectory(
      atPath: folder + "/references", withIntermediateDirectories: true)
    try
      "---\nname: greet\ndescription: Greets people warmly. Use when asked to greet someone.\n---\nSay hello by name.\n"
      .write(toFile: folder + "/SKILL.md", atomically: true, encoding: .utf8)
    try "Be warm.\n".write(
      toFile: folder + "/references/tone.md", atomically: true, encoding: .utf8)
    try
      #"{"mcpServers": {"served": {"command": "\#(AskProcess.binary)", "args": ["mcp", "serve"], "env": {"ASK_HOME": "\#(served.path)"}, "timeout_s": 30, "sandbox": {"write": ["\#(served.path)"]}}}}"#
      .write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let list = try await AskProcess.run(["mcp", "list", "--json"], home: home.path)
    #expect(list.events.first?["offers"] == ["resources", "prompts", "skills"], "\(list.stdout)")
    #expect(try await state("served") == ["greet": "new"])
    let approve = try await AskProcess.run(["mcp", "approve", "served", "--all"], home: home.path)
    #expect(approve.stdout.contains("skill://greet/references/tone.md · 9 bytes · sha256:"))
    let activated = try await AskProcess.run(
      ["call", "mcp.served.skill-greet", "--json"], home: home.path)
    let content = activated.events(ofType: "tool_result").first?["content"]?.stringValue ?? ""
    #expect(content.hasPrefix("Say hello by name."), "\(activated.stdout.suffix(600))")
    #expect(content.contains("- references/tone.md"))
    let tone = try await AskProcess.run(
      ["call", "mcp.served.skill-greet", "--json", "--input", #"{"file":"references/tone.md"}"#],
      home: home.path)
    #expect(tone.events(ofType: "tool_result").first?["content"] == "Be warm.\n")
    // Edited on the serving side: the other ask sees a changed skill.
    try "Be curt.\n".write(
      toFile: folder + "/references/tone.md", atomically: true, encoding: .utf8)
    #expect(try await state("served") == ["greet": "changed"])
  }
}
