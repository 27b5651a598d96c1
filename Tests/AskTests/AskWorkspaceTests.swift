import AgentTestSupport
import Foundation
import LocalFileSystem
import SkillKit
import Testing

/// The workspace skills through the real binary, in a temporary workspace: every file skill,
/// the path-escape table, the diff in the NDJSON permission request, approve-then-changed, and
/// undo across a restart.
@Suite(.serialized)
struct AskWorkspaceTests {
  let home: TemporaryHome
  let workspace: String
  let outside: String

  static let allowOnce =
    #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#

  init() throws {
    home = try TemporaryHome()
    // Real paths: the workspace check compares resolved paths.
    let base = try WorkspacePath.realRoot(NSTemporaryDirectory(), in: SystemFileSystem())
    workspace = base + "/ask-ws-" + UUID().uuidString
    outside = base + "/ask-outside-" + UUID().uuidString
    for folder in [workspace, outside] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
  }

  func file(_ relative: String) -> String { workspace + "/" + relative }

  func write(_ text: String, to relative: String) throws {
    let path = file(relative)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `ask call SKILL --json --input JSON --workspace W`, answering prompts with `stdin`.
  func call(
    _ skill: String, _ input: JSONValue, stdin: [String] = [], directory: String? = nil
  ) async throws -> AskProcess.Finished {
    try await AskProcess.run(
      ["call", skill, "--json", "--workspace", workspace, "--input", input.jsonString],
      home: home.path, stdin: stdin, directory: directory ?? outside)
  }

  func result(_ run: AskProcess.Finished) throws -> JSONValue {
    try #require(run.events(ofType: "tool_result").first, "\(run.stdout)\n\(run.stderr)")
  }

  @Test func everyFileSkillWorksInTheWorkspaceGivenByFlag() async throws {
    // ask runs from another folder: --workspace decides where paths go.
    let created = try await call(
      "files.write", ["path": "notes/a.txt", "content": "hello\nworld\n"],
      stdin: [Self.allowOnce])
    #expect(try result(created)["status"] == "success")
    #expect(read(file("notes/a.txt")) == "hello\nworld\n")
    let request = try #require(created.events(ofType: "permission_request").first)
    #expect(request["preview"]?["added"] == 2)
    // The one sentence shows the content on one line; the whole of it is in the diff.
    #expect(request["summary"]?.stringValue?.contains(#"content "hello↵world↵""#) == true)
    let long = try await call(
      "files.write", ["path": "long.txt", "content": .string(String(repeating: "x", count: 500))],
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"deny"}"#])
    let summary = long.events(ofType: "permission_request").first?["summary"]?.stringValue ?? ""
    #expect(summary.contains("…(+380)") && summary.count < 300, "\(summary)")
    #expect(request["preview"]?["diff"]?.stringValue?.contains("--- /dev/null") == true)
    let sessions = try await AskProcess.run(["sessions", "--json"], home: home.path)
    #expect(sessions.events.first?["working_directory"]?.stringValue == workspace)

    let read = try await call("files.read", ["path": "notes/a.txt", "offset": 2])
    #expect(try result(read)["content"]?.stringValue?.hasPrefix("2\tworld") == true)
    #expect(read.events(ofType: "permission_request").isEmpty, "normal: runs without asking")

    let edit = try await call(
      "files.edit", ["path": "notes/a.txt", "old_string": "world", "new_string": "there"],
      stdin: [Self.allowOnce])
    let diff = try #require(
      edit.events(ofType: "permission_request").first?["preview"]?["diff"]?.stringValue)
    #expect(diff.contains("-world\n+there\n"), "\(diff)")
    #expect(diff.contains("@@ -1,2 +1,2 @@"))
    #expect(self.read(file("notes/a.txt")) == "hello\nthere\n")

    try write("x\n", to: "b.swift")
    try write("y\n", to: "src/c.swift")
    try write("ignored.swift\n", to: ".gitignore")
    try write("z\n", to: "ignored.swift")
    let glob = try await call("files.glob", ["pattern": "**/*.swift"])
    let paths = try result(glob)["data"]?["paths"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(Set(paths) == ["b.swift", "src/c.swift"], "\(paths)")

    let grep = try await call("files.grep", ["pattern": "^th[a-z]+$", "context": 1])
    let content = try result(grep)["content"]?.stringValue ?? ""
    #expect(content.contains("notes/a.txt:2:there"), "\(content)")
    #expect(content.contains("notes/a.txt-1-hello"), "\(content)")
    let bad = try await call("files.grep", ["pattern": "a(b"])
    #expect(try result(bad)["content"]?.stringValue?.contains("does not compile") == true)
  }

  /// Each path that leaves the workspace is refused before anything runs; nothing outside
  /// is written; an allow rule that names the resolved path lets a read through.
  @Test func pathsThatEscapeAreRefusedAndAnAllowRuleNamingOneLetsItThrough() async throws {
    try Data("secret\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: file("out"), withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(
      atPath: file("secret-link"), withDestinationPath: outside + "/secret.txt")
    try FileManager.default.createSymbolicLink(
      atPath: file("loop-a"), withDestinationPath: "loop-b")
    try FileManager.default.createSymbolicLink(
      atPath: file("loop-b"), withDestinationPath: "loop-a")
    try write("[core]\n", to: ".git/config")
    let escapes: [(String, String)] = [
      ("../" + (outside as NSString).lastPathComponent + "/secret.txt", "outside the workspace"),
      (outside + "/secret.txt", "outside the workspace"),
      ("out/secret.txt", "outside the workspace"),
      ("out/new.txt", "outside the workspace"),
      ("secret-link", "outside the workspace"),
      ("sub/../../x.txt", "outside the workspace"),
      ("loop-a", "symbolic links"),
      (".git/config", ".git"),
    ]
    for (path, reason) in escapes {
      let run = try await call(
        "files.write", ["path": .string(path), "content": "pwned\n"], stdin: [Self.allowOnce])
      let decision = try #require(run.events(ofType: "permission_decision").first, "\(path)")
      #expect(decision["decided_by"] == "workspace", "\(path): \(decision)")
      #expect(decision["reason"]?.stringValue?.contains(reason) == true, "\(path): \(decision)")
      #expect(try result(run)["status"] == "denied", "\(path)")
      #expect(run.events(ofType: "permission_request").isEmpty, "\(path): refused, not asked")
    }
    #expect(read(outside + "/secret.txt") == "secret\n")
    #expect(!FileManager.default.fileExists(atPath: outside + "/new.txt"))
    #expect(read(file(".git/config")) == "[core]\n")
    // Reading .git internals is fine; reading through the link needs a rule naming the target.
    #expect(
      try result(try await call("files.read", ["path": ".git/config"]))["status"] == "success")
    let refused = try await call("files.read", ["path": "secret-link"])
    #expect(try result(refused)["status"] == "denied")
    let rule = "files.read(path: \(outside)/secret.txt)"
    #expect(
      try await AskProcess.run(["permissions", "add", "allow", rule], home: home.path).status == 0)
    let allowed = try await call("files.read", ["path": "secret-link"])
    #expect(try result(allowed)["content"]?.stringValue?.contains("secret") == true)
    // The rule names that file only: its neighbour is still outside.
    try Data("other\n".utf8).write(to: URL(fileURLWithPath: outside + "/other.txt"))
    let neighbour = try await call("files.read", ["path": "out/other.txt"])
    #expect(try result(neighbour)["status"] == "denied")
  }

  @Test func badFilesGetClearErrorsAndNothingIsHalfWritten() async throws {
    try write("one two one three one\n", to: "words.txt")
    let three = try await call(
      "files.edit", ["path": "words.txt", "old_string": "one", "new_string": "1"])
    #expect(try result(three)["content"]?.stringValue?.contains("occurs 3 times") == true)
    #expect(
      three.events(ofType: "permission_request").isEmpty,
      "an edit that cannot apply is not asked about")
    let none = try await call(
      "files.edit", ["path": "words.txt", "old_string": "four", "new_string": "4"])
    #expect(try result(none)["content"]?.stringValue?.contains("does not occur") == true)
    let all = try await call(
      "files.edit",
      ["path": "words.txt", "old_string": "one", "new_string": "1", "replace_all": true],
      stdin: [Self.allowOnce])
    #expect(try result(all)["status"] == "success")
    #expect(read(file("words.txt")) == "1 two 1 three 1\n")

    try FileManager.default.createDirectory(
      atPath: file("folder"), withIntermediateDirectories: true)
    let folder = try await call("files.read", ["path": "folder"])
    #expect(try result(folder)["content"]?.stringValue?.contains("is a folder") == true)
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(
      to: URL(fileURLWithPath: file("image.png")))
    let binary = try await call("files.read", ["path": "image.png"])
    #expect(try result(binary)["content"]?.stringValue?.contains("a PNG image (10 bytes)") == true)
    try Data([0x61, 0x62, 0xC3, 0x28, 0x0A]).write(to: URL(fileURLWithPath: file("latin.txt")))
    let invalid = try await call("files.read", ["path": "latin.txt"])
    #expect(
      try result(invalid)["content"]?.stringValue?.contains(
        "not valid UTF-8 (first bad byte at offset 2")
        == true)
    // A 2 GB file (sparse: nothing is really written) is refused with its size.
    #expect(FileManager.default.createFile(atPath: file("huge.bin"), contents: nil))
    let huge = try #require(FileHandle(forWritingAtPath: file("huge.bin")))
    try huge.truncate(atOffset: 2 << 30)
    try huge.close()
    let big = try result(try await call("files.read", ["path": "huge.bin"]))
    #expect(big["content"]?.stringValue?.contains("2 GB") == true, "\(big)")
    let over = try await call(
      "files.write", ["path": "huge.bin", "content": "small\n"], stdin: [Self.allowOnce])
    #expect(try result(over)["status"] == "error")
    #expect(
      (try FileManager.default.attributesOfItem(atPath: file("huge.bin"))[.size] as? Int) == 2 << 30
    )
    // No temporary file is left behind by any write.
    let left = try FileManager.default.subpathsOfDirectory(atPath: workspace)
    #expect(!left.contains { $0.contains(".ask-write-") }, "\(left)")
  }

  /// The user approved a diff; the file changed (or went away) before the write: the call
  /// fails with the documented words and the other change is kept.
  @Test func anApprovedEditFailsWhenTheFileChangedSinceTheDiff() async throws {
    for change in ["modified", "deleted"] {
      try write("alpha\nbeta\n", to: "doc.txt")
      let ask = try AskProcess(
        [
          "call", "files.edit", "--json", "--workspace", workspace, "--input",
          #"{"path":"doc.txt","old_string":"beta","new_string":"gamma"}"#,
        ], home: home.path, directory: outside)
      _ = try await ask.waitForLine(containing: #""type":"permission_request""#)
      if change == "modified" {
        try write("alpha\nbeta\nsomeone else\n", to: "doc.txt")
      } else {
        try FileManager.default.removeItem(atPath: file("doc.txt"))
      }
      ask.send(Self.allowOnce)
      ask.closeInput()
      let run = try await ask.finish()
      let content = try result(run)["content"]?.stringValue ?? ""
      #expect(
        content.contains("the file changed since you approved this edit"), "\(change): \(content)")
      #expect(read(file("doc.txt")) == (change == "modified" ? "alpha\nbeta\nsomeone else\n" : nil))
    }
  }

  /// Live output through the binary: each line a local_command_output event of the call,
  /// before its result; cancel_tool ends the command and all it started (counted in /proc).
  @Test func shellOutputStreamsAsEventsAndCancelLeavesNoProcess() async throws {
    let run = try await call(
      "shell.run", ["command": "echo first; echo oops >&2; echo last; exit 3"],
      stdin: [Self.allowOnce])
    let lines = run.events(ofType: "local_command_output")
    #expect(lines.compactMap { $0["output"]?.stringValue }.sorted() == ["first", "last", "oops"])
    #expect(lines.allSatisfy { $0["tool_use_id"] == "call_direct_1_1" })
    #expect(lines.first { $0["output"] == "oops" }?["stream"] == "stderr")
    let events = run.events
    let firstOutput = try #require(events.firstIndex { $0["type"] == "local_command_output" })
    let resultIndex = try #require(events.firstIndex { $0["type"] == "tool_result" })
    #expect(firstOutput < resultIndex)
    #expect(try result(run)["data"]?["exit_code"] == 3)

    let marker = "ask-e2e-\(UInt32.random(in: 0...UInt32.max))"
    let command =
      "echo started; (setsid bash -c 'exec -a \(marker) sleep 300' >/dev/null 2>&1 </dev/null &); "
      + "exec -a \(marker) sleep 300"
    let ask = try AskProcess(
      [
        "call", "shell.run", "--json", "--workspace", workspace, "--input",
        JSONValue.object(["command": .string(command)]).jsonString,
      ], home: home.path, directory: outside)
    _ = try await ask.waitForLine(containing: #""type":"permission_request""#)
    ask.send(Self.allowOnce)
    _ = try await ask.waitForLine(containing: #""output":"started""#)
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(20)
    while Self.processes(named: marker) < 2 && clock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(Self.processes(named: marker) == 2, "the command and its setsid daemon run")
    ask.send(#"{"type":"cancel_tool","tool_use_id":"call_direct_1_1"}"#)
    ask.closeInput()
    let finished = try await ask.finish()
    #expect(finished.events(ofType: "tool_result").first?["status"] == "cancelled")
    #expect(Self.processes(named: marker) == 0, "nothing the command started is left")
  }

  /// A stored prefix rule runs the commands it names without a prompt; a command that chains
  /// anything on is asked about whole, and a denial runs none of it.
  @Test func aPrefixRuleNeverCoversAChainedCommand() async throws {
    let rule = #"shell(command: "echo hi *")"#
    #expect(
      try await AskProcess.run(["permissions", "add", "allow", rule], home: home.path).status == 0)
    let plain = try await call("shell.run", ["command": "echo hi there"])
    #expect(plain.events(ofType: "permission_request").isEmpty)
    #expect(plain.events(ofType: "permission_decision").first?["decided_by"] == "allow_rule")
    for chained in [
      "echo hi; touch made", "echo hi && touch made", "echo hi $(touch made)", "echo hi > made",
    ] {
      let run = try await call(
        "shell.run", ["command": .string(chained)],
        stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"deny"}"#])
      #expect(run.events(ofType: "permission_request").count == 1, "\(chained): asked")
      #expect(try result(run)["status"] == "denied")
      #expect(!FileManager.default.fileExists(atPath: file("made")), "\(chained) did not run")
    }
  }

  /// Processes whose first argument is `name` (from /proc).
  static func processes(named name: String) -> Int {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
      guard entry.allSatisfy(\.isNumber),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return false }
      return String(decoding: data.prefix { $0 != 0 }, as: UTF8.self) == name
    }.count
  }
}
