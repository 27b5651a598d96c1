import AgentTestSupport
import Foundation
import SkillKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Skill scripts, hooks and MCP servers in the sandbox, and leaving it: a declaration's
/// widening and a command's network are questions of their own, said in the prompt and kept in
/// the audit.
extension AskSandboxTests {
  @Test func aDeclaredSkillsScriptRunsSandboxedAndReadsItsOwnFolder() async throws {
    let skills = home.path + "/skills"
    try FileManager.default.createDirectory(atPath: skills, withIntermediateDirectories: true)
    try """
    #!/bin/sh
    cat > /dev/null
    echo "own folder: $(ls "$(dirname "$0")" | tr '\\n' ' ')" >&2
    echo leak > \(outside)/from-skill.txt 2>/dev/null
    cat \(home.path)/config.json 2>/dev/null
    printf '{"content": "done"}'
    """.write(toFile: skills + "/probe.sh", atomically: true, encoding: .utf8)
    chmod(skills + "/probe.sh", 0o755)
    try #"{"id":"sbx.probe","description":"Probes the sandbox.","run":{"command":["./probe.sh"]}}"#
      .write(toFile: skills + "/probe.json", atomically: true, encoding: .utf8)
    let run = try await AskProcess.run(
      ["call", "sbx.probe", "--json", "--permission-mode", "bypass", "--workspace", workspace],
      home: home.path, environment: ["HOME": userHome], directory: workspace)
    let result = try #require(run.events(ofType: "tool_result").first, "\(run.stdout + run.stderr)")
    #expect(result["status"] == "success", "\(result)")
    #expect(result["content"] == "done", "config.json stayed hidden: \(result)")
    #expect(!exists(outside + "/from-skill.txt"))
  }

  @Test func aSkillFileWidensItsSandboxAndThePromptSaysSo() async throws {
    let skills = home.path + "/skills"
    try FileManager.default.createDirectory(atPath: skills, withIntermediateDirectories: true)
    try
      "#!/bin/sh\ncat > /dev/null\necho kept > \(outside)/widened.txt && printf '{\"content\": \"wrote\"}'\n"
      .write(toFile: skills + "/writer.sh", atomically: true, encoding: .utf8)
    chmod(skills + "/writer.sh", 0o755)
    try
      #"{"id":"sbx.writer","description":"Writes outside.","run":{"command":["./writer.sh"]},"sandbox":{"write":["\#(outside)"]}}"#
      .write(toFile: skills + "/writer.json", atomically: true, encoding: .utf8)
    let asked = try await AskProcess.run(
      ["call", "sbx.writer", "--json", "--workspace", workspace], home: home.path,
      environment: ["HOME": userHome], directory: workspace)
    let request = try #require(asked.events(ofType: "permission_request").first, "\(asked.stdout)")
    #expect(request["sandbox"]?["write"] == [.string(workspace), .string(outside)], "\(request)")
    #expect(
      request["sandbox"]?["summary"]?.stringValue?.contains("also writes \(outside)") == true)
    #expect(!exists(outside + "/widened.txt"), "denied: nothing ran")
    // The call is allowed; leaving the sandbox is a question of its own, denied by silence.
    let callOnly = try await AskProcess.run(
      ["call", "sbx.writer", "--json", "--workspace", workspace], home: home.path,
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#],
      environment: ["HOME": userHome], directory: workspace)
    let question = try #require(
      callOnly.events(ofType: "permission_request").last, "\(callOnly.stdout)")
    #expect(question["kind"] == "sandbox" && question["capability"] == .string("write \(outside)"))
    #expect(!exists(outside + "/widened.txt"), "\(callOnly.stdout)")
    let allowed = try await AskProcess.run(
      ["call", "sbx.writer", "--json", "--workspace", workspace], home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#,
        #"{"type":"permission_response","request_id":"perm-2","decision":"allow_once","kind":"sandbox"}"#,
      ],
      environment: ["HOME": userHome], directory: workspace)
    #expect(allowed.events(ofType: "tool_result").first?["content"] == "wrote", "\(allowed.stdout)")
    // Each question has its decision: the call's (the user), then the sandbox's.
    let decisions = allowed.events(ofType: "permission_decision")
    #expect(decisions.map { $0["request_id"] } == ["perm-1", "perm-2"], "\(decisions)")
    #expect(decisions.map { $0["decided_by"] } == ["user", "sandbox"])
    #expect(exists(outside + "/widened.txt"))
    let listed = try await AskProcess.run(
      ["skills", "show", "sbx.writer", "--json"], home: home.path)
    #expect(
      listed.events.first?["sandbox"]?["write"] == [.string(outside)], "\(listed.stdout)")
    // A widening that escapes is refused when the file is read, naming the key.
    try
      #"{"id":"sbx.bad","description":"Bad.","run":{"command":["./writer.sh"]},"sandbox":{"write":["/a/../etc"]}}"#
      .write(toFile: skills + "/bad.json", atomically: true, encoding: .utf8)
    let skillsList = try await AskProcess.run(["skills"], home: home.path)
    #expect(
      skillsList.stderr.contains("bad.json: sandbox.write: /a/../etc has . or .. in it"),
      "\(skillsList.stderr)")
  }

  /// `"network": true` in a command's input is its own question: no mode answers it, silence
  /// denies it, a person's answer or a `sandbox(network)` rule grants it — and only then does a
  /// local server see the command's request.
  @Test func theNetworkIsAQuestionOfItsOwnThatNoModeAnswers() async throws {
    let listener = try LoopbackListener()
    let input = JSONValue.object([
      "command": .string("curl -s -m 2 http://127.0.0.1:\(listener.port)/; echo curl=$?"),
      "network": true,
    ]).jsonString
    func call(_ stdin: [String]) async throws -> AskProcess.Finished {
      try await AskProcess.run(
        [
          "call", "shell.run", "--json", "--permission-mode", "bypass", "--workspace", workspace,
          "--input", input,
        ], home: home.path, stdin: stdin, environment: ["HOME": userHome], directory: workspace)
    }
    let silent = try await call([])
    let request = try #require(
      silent.events(ofType: "permission_request").first, "\(silent.stdout)")
    #expect(request["kind"] == "sandbox" && request["capability"] == "network", "\(request)")
    #expect(request["sandbox"]?["network"] == true)
    #expect(silent.events(ofType: "permission_decision").first?["decided_by"] == "sandbox")
    #expect(silent.events(ofType: "tool_result").first?["status"] == "denied")
    #expect(listener.pendingConnection() == false, "bypass does not open the network")

    // An answer sent ahead that does not say it is about the sandbox grants nothing.
    let vague = try await call([
      #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once","skill":"shell.run"}"#
    ])
    #expect(vague.events(ofType: "tool_result").first?["status"] == "denied", "\(vague.stdout)")
    #expect(listener.pendingConnection() == false)

    let allowed = try await call([
      #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once","kind":"sandbox"}"#
    ])
    #expect(
      allowed.events(ofType: "tool_result").first?["status"] == "success", "\(allowed.stdout)")
    #expect(listener.pendingConnection() == true, "the granted network reached the local server")

    let add = try await AskProcess.run(
      ["permissions", "add", "allow", "sandbox(network)"], home: home.path)
    #expect(add.status == 0 && add.stderr.isEmpty, "\(add.stdout)\(add.stderr)")
    let ruled = try await call([])
    #expect(ruled.events(ofType: "permission_request").isEmpty, "\(ruled.stdout)")
    #expect(ruled.events(ofType: "permission_decision").first?["decided_by"] == "sandbox")
    #expect(listener.pendingConnection() == true)
    let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
    #expect(
      audit.events.last?["sandbox"] == "workspace: workspace writable, network allowed",
      "\(audit.stdout)")
  }

  @Test func aHookRunsSandboxed() async throws {
    try """
    {"hooks": [{"event": "pre_tool_use", "skill": "time.now",
      "command": "echo hooked > \(outside)/from-hook.txt; echo ok > \(workspace)/hook-in.txt"}]}
    """.write(toFile: home.path + "/hooks.json", atomically: true, encoding: .utf8)
    let run = try await AskProcess.run(
      ["call", "time.now", "--json", "--workspace", workspace], home: home.path,
      environment: ["HOME": userHome], directory: workspace)
    #expect(run.status == 0, "\(run.stdout + run.stderr)")
    #expect(exists(workspace + "/hook-in.txt"), "\(run.stdout)")
    #expect(!exists(outside + "/from-hook.txt"))
  }

  /// The reference `mcp-server-git` from PyPI, sandboxed: a repository in the workspace is
  /// read, one outside is not there; `sandbox.read` in its entry (the person's own file) opens it.
  @Test func anMCPServerRunsSandboxedAndItsDeclarationWidensIt() async throws {
    guard
      let python = testVenvProgram("python", variable: "ASK_TEST_VENV", defaultName: "test-venv")
    else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    for repo in [workspace, outside] {
      let git = try await AskProcess.run(
        ["-c", "git init -q && echo hi > a.txt && git add a.txt"], home: home.path,
        directory: repo, executable: "/bin/sh")
      #expect(git.status == 0, "\(git.stderr)")
    }
    func configure(_ extra: String) throws {
      try
        #"{"mcpServers": {"git": {"command": "\#(python)", "args": ["-m", "mcp_server_git"]\#(extra)}}}"#
        .write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    }
    func status(_ repo: String) async throws -> JSONValue? {
      let run = try await AskProcess.run(
        [
          "call", "mcp.git.git_status", "--json", "--input",
          JSONValue.object(["repo_path": .string(repo)]).jsonString,
        ], home: home.path, environment: ["HOME": userHome], directory: workspace)
      return run.events(ofType: "tool_result").first
    }
    try configure("")
    let inside = try await status(workspace)
    #expect(inside?["status"] == "success", "\(String(describing: inside))")
    #expect(inside?["content"]?.stringValue?.contains("a.txt") == true)
    let away = try await status(outside)
    #expect(
      away?["status"] == "error",
      "a repository outside the sandbox was read: \(String(describing: away))")
    try configure(#", "sandbox": {"read": ["\#(outside)"]}"#)
    let widened = try await status(outside)
    #expect(widened?["status"] == "success", "\(String(describing: widened))")
  }

  @Test func thePromptSaysTheSandboxAndTheAuditKeepsIt() async throws {
    // Asked (no bypass) and denied by the closed stdin: the request names the sandbox.
    let asked = try await AskProcess.run(
      [
        "call", "shell.run", "--json", "--workspace", workspace, "--input",
        #"{"command":"echo hi"}"#,
      ], home: home.path, environment: ["HOME": userHome], directory: workspace)
    let request = try #require(asked.events(ofType: "permission_request").first, "\(asked.stdout)")
    #expect(request["sandbox"]?["mode"] == "workspace", "\(request)")
    #expect(request["sandbox"]?["network"] == false)
    #expect(request["sandbox"]?["write"] == [.string(workspace)])
    #expect(request["sandbox"]?["summary"] == "workspace writable, no network")
    // Line mode's prompt says it in words, in the request's language.
    let line = try await AskProcess.run(
      [
        "call", "shell.run", "--workspace", workspace, "--lang", "zh", "--input",
        #"{"command":"echo hi"}"#,
      ],
      home: home.path, stdin: ["n"], environment: ["HOME": userHome], directory: workspace)
    #expect(line.stdout.contains("在沙箱中运行：工作区可写，不能联网"), "\(line.stdout)")
    // A skill that starts no process has no sandbox in its request.
    let plain = try await AskProcess.run(
      ["call", "todo.add", "--json", "--input", #"{"title":"x"}"#], home: home.path,
      environment: ["HOME": userHome], directory: workspace)
    #expect(plain.events(ofType: "permission_request").first?["sandbox"] == nil, "\(plain.stdout)")

    _ = try await shell("true")
    _ = try await shell("true", ["--sandbox", "off"])
    let audit = try await AskProcess.run(
      ["audit", "--json", "--skill", "shell.run"], home: home.path,
      environment: ["HOME": userHome])
    let policies = audit.events.compactMap { $0["sandbox"]?.stringValue }
    #expect(
      policies.suffix(2) == ["workspace: workspace writable, no network", "off"], "\(audit.stdout)")
  }

  /// Started from the home folder (which no sandbox opens), MCP servers still start — writing
  /// nowhere but what their entry widens — instead of failing.
  @Test func anMCPServerStartedFromTheHomeFolderStillStarts() async throws {
    let fault = ReplayServer.script(from: #filePath, named: "mcp_fault_server.py")
    let log = outside + "/fault.jsonl"
    try
      #"{"mcpServers": {"fault": {"command": "python3", "args": ["\#(fault)"], "env": {"MCP_FAULT_LOG": "\#(log)"}, "sandbox": {"write": ["\#(outside)"]}}}}"#
      .write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let list = try await AskProcess.run(
      ["mcp", "list", "--json"], home: home.path, environment: ["HOME": userHome],
      directory: userHome)
    #expect(list.events.first?["state"] == "ready", "\(list.stdout)\(list.stderr)")
    #expect(exists(log), "the widened folder is written")
  }
}
