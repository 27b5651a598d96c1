import AgentTestSupport
import Foundation
import LocalFileSystem
import SkillKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The sandbox through the real binary and the real `bwrap`: what an allowed command, a skill
/// script, a hook and an MCP server can reach, and — with `--sandbox off` as the control — that
/// each check can fail.
@Suite(.serialized)
struct AskSandboxTests {
  let home: TemporaryHome
  /// A fake home folder with a secret key, the workspace, and a folder outside both.
  let userHome: String
  let workspace: String
  let outside: String

  init() throws {
    home = try TemporaryHome()
    let base = try WorkspacePath.realRoot(NSTemporaryDirectory(), in: SystemFileSystem())
    let id = UUID().uuidString
    userHome = base + "/ask-sbx-home-" + id
    workspace = base + "/ask-sbx-ws-" + id
    outside = base + "/ask-sbx-out-" + id
    for folder in [userHome + "/.ssh", workspace, outside] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try "SECRET-KEY-\(id)".write(
      toFile: userHome + "/.ssh/id_ed25519", atomically: true, encoding: .utf8)
    try #"{"model": "offline"}"#.write(
      toFile: home.path + "/config.json", atomically: true, encoding: .utf8)
  }

  /// `ask call shell.run` in the workspace with every call allowed (bypass: the gate is not
  /// what these tests check), `extra` flags after it.
  func shell(
    _ command: String, _ extra: [String] = [], environment: [String: String] = [:]
  ) async throws -> AskProcess.Finished {
    try await AskProcess.run(
      [
        "call", "shell.run", "--json", "--permission-mode", "bypass", "--workspace", workspace,
        "--input", JSONValue.object(["command": .string(command)]).jsonString,
      ] + extra,
      home: home.path, environment: ["HOME": userHome].merging(environment) { $1 },
      directory: workspace)
  }

  func output(_ run: AskProcess.Finished) -> String {
    run.events(ofType: "tool_result").first?["content"]?.stringValue ?? run.stdout + run.stderr
  }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  @Test func aWriteOutsideTheWorkspaceFailsAndNothingAppearsThere() async throws {
    let command =
      "echo in > inside.txt; echo out > \(outside)/leak.txt; echo tmp > /tmp/x-\(UUID())"
    let sandboxed = try await shell(command)
    #expect(exists(workspace + "/inside.txt"), "\(output(sandboxed))")
    #expect(!exists(outside + "/leak.txt"), "a sandboxed command wrote outside the workspace")
    #expect(
      output(sandboxed).contains("leak.txt"), "the refused write is said: \(output(sandboxed))")
    // The control: without the sandbox the same write lands.
    let unsandboxed = try await shell(command, ["--sandbox", "off"])
    #expect(exists(outside + "/leak.txt"), "\(output(unsandboxed))")
  }

  @Test func theHomeFolderAndTheDataDirectoryCannotBeRead() async throws {
    let command = "cat ~/.ssh/id_ed25519; cat \(home.path)/config.json; ls \(home.path)"
    let sandboxed = try await shell(command)
    #expect(!output(sandboxed).contains("SECRET-KEY"), "\(output(sandboxed))")
    #expect(!output(sandboxed).contains("offline"), "config.json was read: \(output(sandboxed))")
    #expect(!output(sandboxed).contains("ask.sqlite"), "the store was listed: \(output(sandboxed))")
    let unsandboxed = try await shell(command, ["--sandbox", "off"])
    #expect(output(unsandboxed).contains("SECRET-KEY"), "\(output(unsandboxed))")
    #expect(output(unsandboxed).contains("ask.sqlite"), "\(output(unsandboxed))")
  }

  @Test func theDataDirectoryStaysHiddenInsideTheWorkspace() async throws {
    // ASK_HOME inside the workspace: the workspace is writable, the store still is not there.
    let inner = workspace + "/.state"
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
    let run = try await AskProcess.run(
      [
        "call", "shell.run", "--json", "--permission-mode", "bypass", "--input",
        #"{"command":"ls -a .state; echo gone > .state/ask.sqlite"}"#,
      ],
      home: inner, environment: ["HOME": userHome], directory: workspace)
    #expect(!output(run).contains("ask.sqlite\n"), "\(output(run))")
    #expect(output(run).contains("Read-only file system"), "\(output(run))")
    let store = try #require(FileManager.default.contents(atPath: inner + "/ask.sqlite"))
    #expect(!store.starts(with: Data("gone".utf8)), "the store was overwritten")
  }

  @Test func aLocalServerSeesNoRequestUntilTheNetworkIsOff() async throws {
    let listener = try LoopbackListener()
    let command = "curl -s -m 2 http://127.0.0.1:\(listener.port)/ping; echo curl=$?"
    let sandboxed = try await shell(command)
    #expect(
      output(sandboxed).contains("curl=7"), "no route to the host's loopback: \(output(sandboxed))")
    #expect(listener.pendingConnection() == false, "the server saw a connection")
    let unsandboxed = try await shell(command, ["--sandbox", "off"])
    #expect(listener.pendingConnection() == true, "control: \(output(unsandboxed))")
  }

  @Test func aDaemonDoesNotOutliveItsCall() async throws {
    let marker = "77\(Int.random(in: 100_000...999_999)).5"
    let run = try await shell("setsid sleep \(marker) > /dev/null 2>&1 & nohup sleep \(marker) &")
    #expect(run.status == 0, "\(output(run))")
    try await waitUntil("no sleep \(marker) is left", timeout: .seconds(20)) {
      !Self.processes().contains { $0.contains("sleep\u{0}\(marker)") }
    }
  }

  @Test func undoRestoresWhatACommandRemovedMovedAndOverwrote() async throws {
    try FileManager.default.createDirectory(
      atPath: workspace + "/sub", withIntermediateDirectories: true)
    for (name, text) in [("a.txt", "one\n"), ("sub/b.txt", "two\n"), ("c.txt", "three\n")] {
      try text.write(toFile: workspace + "/" + name, atomically: true, encoding: .utf8)
    }
    let run = try await shell(
      "rm a.txt; mv sub/b.txt moved.txt; echo changed > c.txt; echo new > d.txt")
    let result = try #require(run.events(ofType: "tool_result").first, "\(run.stdout)")
    #expect(
      result["data"]?["files_changed"]?.arrayValue?.compactMap { $0["path"]?.stringValue }
        == ["a.txt", "c.txt", "d.txt", "moved.txt", "sub/b.txt"], "\(result)")
    let diff = result["data"]?["diff"]?.stringValue ?? ""
    #expect(
      diff.contains("--- a/c.txt\n+++ b/c.txt\n@@ -1,1 +1,1 @@\n-three\n+changed\n"), "\(diff)")
    #expect(diff.contains("--- /dev/null\n+++ b/d.txt"), "a created file is a diff from nothing")
    let persisted = run.events(ofType: "files_persisted").flatMap {
      $0["paths"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
    #expect(persisted.count == 5, "each changed file is announced: \(persisted)")
    let undo = try await AskProcess.run(
      ["undo"], home: home.path, environment: ["HOME": userHome], directory: workspace)
    #expect(undo.status == 0, "\(undo.stdout)\(undo.stderr)")
    func read(_ name: String) -> String? {
      FileManager.default.contents(atPath: workspace + "/" + name).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    #expect(read("a.txt") == "one\n")
    #expect(read("sub/b.txt") == "two\n")
    #expect(read("c.txt") == "three\n")
    #expect(!exists(workspace + "/d.txt") && !exists(workspace + "/moved.txt"), "\(undo.stdout)")

    // A file changed again after the command is not overwritten by undo.
    _ = try await shell("echo second > c.txt")
    try "by hand\n".write(toFile: workspace + "/c.txt", atomically: true, encoding: .utf8)
    let conflict = try await AskProcess.run(
      ["undo"], home: home.path, environment: ["HOME": userHome], directory: workspace)
    #expect(conflict.stdout.contains("changed since"), "\(conflict.stdout)")
    #expect(read("c.txt") == "by hand\n")
  }

  @Test func undoSaysWhatItCannotRestore() async throws {
    // Over 10 MiB: its bytes are not kept before the command, so its change cannot be undone.
    #expect(
      FileManager.default.createFile(
        atPath: workspace + "/big.bin", contents: Data(count: 11 << 20)))
    try "small\n".write(toFile: workspace + "/small.txt", atomically: true, encoding: .utf8)
    let run = try await shell("echo more >> big.bin; echo more >> small.txt")
    #expect(output(run).contains("undo cannot restore 1: big.bin"), "\(output(run))")
    let undo = try await AskProcess.run(
      ["undo"], home: home.path, environment: ["HOME": userHome], directory: workspace)
    #expect(undo.status == 1, "not everything was restored: \(undo.stdout)")
    #expect(undo.stdout.contains("cannot restore big.bin"), "\(undo.stdout)")
    #expect(try String(contentsOfFile: workspace + "/small.txt", encoding: .utf8) == "small\n")
    // Said once: the next undo has nothing left of that command.
    let again = try await AskProcess.run(
      ["undo"], home: home.path, environment: ["HOME": userHome], directory: workspace)
    #expect(!again.stdout.contains("big.bin"), "\(again.stdout)")
  }

  @Test func aLinkInsideTheWorkspaceDoesNotLeadOut() async throws {
    try FileManager.default.createSymbolicLink(
      atPath: workspace + "/out", withDestinationPath: outside)
    let run = try await shell(
      "echo x > out/through-link.txt; cat out/../../etc/hostname >/dev/null")
    #expect(!exists(outside + "/through-link.txt"), "\(output(run))")
  }

  @Test func aHardLinkToAFileOutsideIsReadOnlyInside() async throws {
    try "original\n".write(toFile: outside + "/target.txt", atomically: true, encoding: .utf8)
    try FileManager.default.linkItem(
      atPath: outside + "/target.txt", toPath: workspace + "/linked.txt")
    let command = "echo appended >> linked.txt; echo rc=$?"
    let sandboxed = try await shell(command)
    #expect(output(sandboxed).contains("Read-only file system"), "\(output(sandboxed))")
    #expect(
      try String(contentsOfFile: outside + "/target.txt", encoding: .utf8) == "original\n",
      "a write through the hard link reached the file outside")
    _ = try await shell(command, ["--sandbox", "off"])
    #expect(
      try String(contentsOfFile: outside + "/target.txt", encoding: .utf8) == "original\nappended\n"
    )
  }

  @Test func aCommandThatFillsTmpRunsOutOfItsOwnSpace() async throws {
    let run = try await shell(
      "dd if=/dev/zero of=/tmp/fill bs=1M count=1100 2>&1 | head -3")
    #expect(output(run).contains("No space left on device"), "\(output(run))")
  }

  @Test func theProjectsAskFolderIsReadOnlyInside() async throws {
    let run = try await shell(
      #"mkdir -p .ask/skills && echo '{"mcpServers":{}}' > .ask/mcp.json; echo rc=$?"#)
    #expect(!exists(workspace + "/.ask/mcp.json"), "\(output(run))")
    #expect(output(run).contains("Read-only file system"), "\(output(run))")
  }

  @Test func aWorkspaceThatIsTheHomeFolderIsRefusedWithTheReason() async throws {
    let run = try await AskProcess.run(
      [
        "call", "shell.run", "--json", "--permission-mode", "bypass", "--workspace", userHome,
        "--input", #"{"command":"touch made-it"}"#,
      ], home: home.path, environment: ["HOME": userHome], directory: userHome)
    #expect(!exists(userHome + "/made-it"))
    #expect(output(run).contains("holds your home folder"), "\(output(run))")
  }

  @Test func withoutBubblewrapNothingRunsAndTheErrorSaysWhy() async throws {
    let run = try await shell("touch ran.txt", environment: ["ASK_BWRAP": "/nonexistent/bwrap"])
    #expect(!exists(workspace + "/ran.txt"), "a command ran unsandboxed")
    #expect(output(run).contains("bubblewrap (bwrap) is not installed"), "\(output(run))")
    #expect(output(run).contains("--sandbox off"), "the way out is named: \(output(run))")
    let doctor = try await AskProcess.run(
      ["doctor", "--json"], home: home.path, environment: ["ASK_BWRAP": "/nonexistent/bwrap"])
    let check = try #require(
      doctor.events.first?["checks"]?.arrayValue?.first { $0["name"] == "sandbox" },
      "\(doctor.stdout)")
    #expect(check["problem"]?["code"] == "sandbox_unavailable", "\(check)")
    // A tool that cannot set up a sandbox is refused the same way.
    let notATool = outside + "/bwrap"
    try "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n".write(
      toFile: notATool, atomically: true, encoding: .utf8)
    chmod(notATool, 0o755)
    let broken = try await shell("touch ran.txt", environment: ["ASK_BWRAP": notATool])
    #expect(!exists(workspace + "/ran.txt"))
    #expect(output(broken).contains("No permissions to create new namespace"), "\(output(broken))")
  }

  @Test func theModeIsChosenByFlagVariableOrConfigAndABadOneIsAUsageError() async throws {
    let readOnly = try await shell("touch ro.txt", environment: ["ASK_SANDBOX": "read-only"])
    #expect(!exists(workspace + "/ro.txt"), "\(output(readOnly))")
    try #"{"sandbox": "read-only"}"#.write(
      toFile: home.path + "/config.json", atomically: true, encoding: .utf8)
    _ = try await shell("touch ro2.txt")
    #expect(!exists(workspace + "/ro2.txt"))
    _ = try await shell("touch ro3.txt", ["--sandbox", "workspace"])
    #expect(exists(workspace + "/ro3.txt"), "the flag wins over the file")
    let bad = try await shell("true", ["--sandbox", "none"])
    #expect(bad.status == 2, "\(bad.stdout + bad.stderr)")
    #expect((bad.stdout + bad.stderr).contains("use workspace (default), read-only or off"))
    let doctor = try await AskProcess.run(["doctor"], home: home.path)
    #expect(doctor.stdout.contains("read-only (config.json)"), "\(doctor.stdout)")
  }

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

  /// The command lines of every process on the machine (NUL between arguments).
  static func processes() -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
        String(decoding: $0, as: UTF8.self)
      }
    }
  }
}

/// A TCP socket listening on 127.0.0.1 that is never accepted from: whether a connection
/// reached it is whether one waits in its queue.
final class LoopbackListener: Sendable {
  let descriptor: Int32
  let port: UInt16

  init() throws {
    let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard socketDescriptor >= 0, bound == 0, listen(socketDescriptor, 16) == 0 else {
      if socketDescriptor >= 0 { close(socketDescriptor) }
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socketDescriptor, $0, &length)
      }
    }
    descriptor = socketDescriptor
    port = UInt16(bigEndian: address.sin_port)
  }

  /// Whether a connection waits to be accepted (taken, so the next look starts afresh).
  func pendingConnection() -> Bool {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 0) == 1 else { return false }
    let connection = accept(descriptor, nil, nil)
    if connection >= 0 { close(connection) }
    return connection >= 0
  }

  deinit { close(descriptor) }
}
