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

  @Test func aSkillInTheDataDirectoryRunsWhenItIsInsideTheWorkspace() async throws {
    // ASK_HOME inside the workspace is hidden; its skills folder is read inside the cover, so
    // the cover may turn read-only only after that mount point is made (`bwrap: Can't mkdir
    // …/skills: Read-only file system` before).
    let inner = workspace + "/.state"
    try FileManager.default.createDirectory(
      atPath: inner + "/skills", withIntermediateDirectories: true)
    try #"import json; print(json.dumps({"summary": "ok", "content": "from the skill"}))"#.write(
      toFile: inner + "/skills/hello.py", atomically: true, encoding: .utf8)
    try #"{"id":"hello.say","description":"Says hello.","run":{"command":["python3","hello.py"]}}"#
      .write(toFile: inner + "/skills/hello.json", atomically: true, encoding: .utf8)
    let run = try await AskProcess.run(
      ["call", "hello.say", "--json", "--permission-mode", "bypass", "--input", "{}"],
      home: inner, environment: ["HOME": userHome], directory: workspace)
    #expect(output(run) == "from the skill", "\(output(run))")
    // The rest of the data directory stays hidden from the skill.
    try #"import os; print(",".join(sorted(os.listdir(".."))))"#.write(
      toFile: inner + "/skills/hello.py", atomically: true, encoding: .utf8)
    let listed = try await AskProcess.run(
      ["call", "hello.say", "--json", "--permission-mode", "bypass", "--input", "{}"],
      home: inner, environment: ["HOME": userHome], directory: workspace)
    #expect(output(listed) == "skills", "\(output(listed))")
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
      !ProcessTable.commandLines().contains { $0.contains("sleep\u{0}\(marker)") }
    }
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

}
