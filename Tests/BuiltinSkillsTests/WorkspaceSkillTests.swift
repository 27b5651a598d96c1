import AgentTestSupport
import BuiltinSkills
import Foundation
import LocalFileSystem
import SkillKit
import Synchronization
import Testing

/// The workspace skills in process, on real files in a temporary folder.
@Suite(.serialized)
struct WorkspaceSkillTests {
  /// A folder removed when the test is done.
  final class Folder: Sendable {
    let path: String

    init() throws {
      path =
        try WorkspacePath.realRoot(NSTemporaryDirectory(), in: SystemFileSystem()) + "/ask-skills-"
        + UUID().uuidString
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  let folder: Folder
  var root: String { folder.path }

  init() throws {
    folder = try Folder()
  }

  func write(_ text: String, _ relative: String) throws {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// What a call reported while it ran.
  final class Events: Sendable {
    let list = Mutex<[SkillContext.Event]>([])
    var output: [(String, String)] {
      list.withLock { events in
        events.compactMap { event in
          if case .output(let stream, let text) = event { return (stream, text) }
          return nil
        }
      }
    }
  }

  func context(_ events: Events = Events(), preview: SkillPreview? = nil) -> SkillContext {
    let clock = ContinuousClock()
    let start = clock.now
    var context = SkillContext(
      toolUseID: "t", startedAt: Date(), timeZone: .gmt, uptime: { clock.now - start },
      sink: { event in events.list.withLock { $0.append(event) } })
    context.workspace = WorkspaceAccess(root: root, fileSystem: SystemFileSystem())
    context.approvedPreview = preview
    return context
  }

  func run(_ skill: any Skill, _ input: [String: JSONValue], events: Events = Events())
    async throws -> SkillResult
  {
    try await skill.execute(SkillInput(input), context: context(events))
  }

  func failure(_ skill: any Skill, _ input: [String: JSONValue]) async -> String {
    do {
      _ = try await run(skill, input)
      return "no error"
    } catch {
      return String(describing: error)
    }
  }

  @Test func pathsResolveWithLinksFollowedBeforeTheCheck() throws {
    try write("x", "inside.txt")
    try FileManager.default.createSymbolicLink(atPath: root + "/up", withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/here", withDestinationPath: root + "/inside.txt")
    let table: [(String, Bool, String)] = [
      ("inside.txt", true, root + "/inside.txt"),
      ("./a/../inside.txt", true, root + "/inside.txt"),
      ("here", true, root + "/inside.txt"),
      ("missing/deeper/file", true, root + "/missing/deeper/file"),
      ("up/x", false, (root as NSString).deletingLastPathComponent + "/x"),
      ("up/" + (root as NSString).lastPathComponent + "/inside.txt", true, root + "/inside.txt"),
      ("..", false, (root as NSString).deletingLastPathComponent),
      ("/", false, "/"),
      (root, true, root),
    ]
    for (path, inside, resolved) in table {
      let result = try WorkspacePath.resolve(path, root: root, in: SystemFileSystem())
      #expect(result.isInside == inside, "\(path)")
      #expect(result.resolved == resolved, "\(path)")
    }
    #expect(throws: WorkspacePath.Failure.self) {
      try WorkspacePath.resolve("a\u{0}b", root: root, in: SystemFileSystem())
    }
    #expect(throws: WorkspacePath.Failure.self) {
      try WorkspacePath.resolve("", root: root, in: SystemFileSystem())
    }
    #expect(
      try WorkspacePath.resolve("sub/.git/hooks/pre-commit", root: root, in: SystemFileSystem())
        .isGitInternal)
    #expect(!(try WorkspacePath.resolve("git/x", root: root, in: SystemFileSystem()).isGitInternal))
  }

  @Test func readNumbersLinesAndPagesThroughThem() async throws {
    try write((1...12).map { "line \($0)" }.joined(separator: "\n") + "\n", "long.txt")
    let window = try await run(FileReadSkill(), ["path": "long.txt", "offset": 9, "limit": 2])
    #expect(
      window.content == " 9\tline 9\n10\tline 10\n… lines 11–12 not shown: read on with offset 11")
    #expect(
      await failure(FileReadSkill(), ["path": "long.txt", "offset": 40]).contains("past its end"))
    #expect(await failure(FileReadSkill(), ["path": "nope.txt"]).contains("does not exist"))
  }

  @Test func editReplacesBytesExactlyWithoutUnicodeEquivalence() async throws {
    // "é" composed and decomposed look alike; only the exact bytes are replaced.
    try write("caf\u{E9} cafe\u{301}\n", "menu.txt")
    _ = try await run(
      FileEditSkill(), ["path": "menu.txt", "old_string": "cafe\u{301}", "new_string": "tea"])
    let bytes = FileManager.default.contents(atPath: root + "/menu.txt")
    #expect(bytes == Data("caf\u{E9} tea\n".utf8))
  }

  @Test func theApprovedBasisIsCheckedBeforeWriting() async throws {
    try write("a\n", "f.txt")
    let preview = try await FileWriteSkill().preview(
      SkillInput(["path": "f.txt", "content": "b\n"]),
      workspace: WorkspaceAccess(root: root, fileSystem: SystemFileSystem()))
    #expect(preview.added == 1 && preview.removed == 1)
    try write("changed\n", "f.txt")
    do {
      _ = try await FileWriteSkill().execute(
        SkillInput(["path": "f.txt", "content": "b\n"]), context: context(preview: preview))
      Issue.record("wrote over a changed file")
    } catch let error as SkillError {
      #expect(error.message.hasPrefix("the file changed since you approved this edit"))
    }
    #expect(FileManager.default.contents(atPath: root + "/f.txt") == Data("changed\n".utf8))
  }

  @Test func writeKeepsPermissionsAndCheckpointsFirst() async throws {
    try write("#!/bin/sh\n", "run.sh")
    chmod(root + "/run.sh", 0o750)
    let saved = Mutex<[WorkspaceAccess.Checkpoint]>([])
    var context = context()
    context.workspace = WorkspaceAccess(root: root, fileSystem: SystemFileSystem()) { checkpoint in
      saved.withLock { $0.append(checkpoint) }
    }
    _ = try await FileWriteSkill().execute(
      SkillInput(["path": "run.sh", "content": "#!/bin/sh\necho hi\n"]), context: context)
    let mode = try FileManager.default.attributesOfItem(atPath: root + "/run.sh")[.posixPermissions]
    #expect(mode as? Int == 0o750)
    let checkpoint = try #require(saved.withLock { $0.first })
    #expect(checkpoint.previous == Array("#!/bin/sh\n".utf8))
    #expect(checkpoint.after == FileFingerprint.of(Array("#!/bin/sh\necho hi\n".utf8)))
    // A checkpoint that cannot be saved stops the write.
    context.workspace = WorkspaceAccess(root: root, fileSystem: SystemFileSystem()) { _ in
      throw SkillError("disk full")
    }
    do {
      _ = try await FileWriteSkill().execute(
        SkillInput(["path": "run.sh", "content": "gone\n"]), context: context)
      Issue.record("wrote without a checkpoint")
    } catch {
      #expect("\(error)".contains("checkpoint"))
    }
    #expect(
      FileManager.default.contents(atPath: root + "/run.sh") == Data("#!/bin/sh\necho hi\n".utf8))
  }

  /// A folder swapped for a link between the check and the write is not followed: the write
  /// fails and the link's target is untouched.
  @Test func aFolderSwappedForALinkAfterTheCheckIsNotWrittenThrough() throws {
    let outside = try Folder()
    try write("old\n", "sub/file.txt")
    let resolved = try WorkspaceAccess(root: root, fileSystem: SystemFileSystem()).resolve(
      "sub/file.txt", writing: true)
    try FileManager.default.moveItem(atPath: root + "/sub", toPath: root + "/sub-moved")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/sub", withDestinationPath: outside.path)
    do {
      try FileIO.writeAtomically(Array("new\n".utf8), to: resolved.resolved, shown: "sub/file.txt")
      Issue.record("wrote through a link")
    } catch let error as SkillError {
      #expect(error.message.contains("changed into a link"), "\(error)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    // Nor is a file read through it.
    try Data("secret\n".utf8).write(to: URL(fileURLWithPath: outside.path + "/file.txt"))
    #expect(throws: SkillError.self) {
      _ = try FileIO.readBytes(resolved.resolved, shown: "sub/file.txt")
    }
  }

  @Test func globSortsByModificationTimeAndStaysInside() async throws {
    try write("", "old.md")
    try write("", "docs/new.md")
    try write("", "docs/skip.txt")
    let past = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root + "/old.md")
    let found = try await run(FileGlobSkill(), ["pattern": "**/*.md"])
    #expect(found.content == "docs/new.md\nold.md")
    let inFolder = try await run(FileGlobSkill(), ["pattern": "*.md", "path": "docs"])
    #expect(inFolder.content == "docs/new.md")
    #expect(await failure(FileGlobSkill(), ["pattern": "../*"]).contains("climbs out"))
    #expect(await failure(FileGlobSkill(), ["pattern": "/etc/*"]).contains("absolute"))
  }

  @Test func grepFollowsGitIgnoreAndBoundsItsAnswer() async throws {
    try write("build/\n*.log\n!keep.log\n", ".gitignore")
    try write("match 1\n", "build/out.txt")
    try write("match 2\n", "debug.log")
    try write("match 3\n", "keep.log")
    try write("match 4\nno\nmatch 5\n", "src/a.txt")
    try write("match in git\n", ".git/HEAD")
    try Data([0x6D, 0x61, 0x74, 0x63, 0x68, 0, 1]).write(
      to: URL(fileURLWithPath: root + "/bin.dat"))
    let all = try await run(FileGrepSkill(), ["pattern": "match \\d"])
    #expect(all.content.hasPrefix("keep.log:1:match 3\nsrc/a.txt:1:match 4\nsrc/a.txt:3:match 5"))
    #expect(all.content.contains("1 binary files skipped"))
    let limited = try await run(FileGrepSkill(), ["pattern": "match", "max_matches": 2])
    #expect(limited.content.contains("stopped at 2 matching lines"))
    let filtered = try await run(FileGrepSkill(), ["pattern": "match", "glob": "*.txt"])
    #expect(filtered.content == "src/a.txt:1:match 4\nsrc/a.txt:3:match 5")
    let context = try await run(FileGrepSkill(), ["pattern": "^no$", "context": 1])
    #expect(
      context.content.hasPrefix("src/a.txt-1-match 4\nsrc/a.txt:2:no\nsrc/a.txt-3-match 5\n…"))
    let folded = try await run(FileGrepSkill(), ["pattern": "MATCH 5", "ignore_case": true])
    #expect(folded.content.hasPrefix("src/a.txt:3:match 5\n… 1 binary files skipped"))
  }

  @Test func diffsCountAndNumberLikeDiff() {
    // The same hunks as GNU diff -u: apart past twice the context, merged within it.
    let apart = UnifiedDiff(
      old: "a\nb\nc\nd\ne\nf\ng\nh\nj\nk\n", new: "a\nB\nc\nd\ne\nf\ng\nh\nj\nk\ni\n",
      path: "x")
    #expect(apart.added == 2 && apart.removed == 1)
    #expect(
      apart.text
        == "--- a/x\n+++ b/x\n@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n e\n@@ -8,3 +8,4 @@\n h\n j\n k\n+i\n"
    )
    let merged = UnifiedDiff(
      old: "a\nb\nc\nd\ne\nf\ng\nh\n", new: "a\nB\nc\nd\ne\nf\ng\nh\ni\n", path: "x")
    #expect(merged.text.contains("@@ -1,8 +1,9 @@\n a\n-b\n+B\n"))
    let created = UnifiedDiff(old: "", new: "one\n", path: "n", oldExists: false)
    #expect(created.text == "--- /dev/null\n+++ b/n\n@@ -0,0 +1,1 @@\n+one\n")
    #expect(UnifiedDiff(old: "same\n", new: "same\n", path: "s").text.isEmpty)
  }

  @Test func shellStreamsLinesAsTheyComeAndReturnsTheExitCode() async throws {
    let events = Events()
    let result = try await run(
      ShellRunSkill(), ["command": "echo one; echo two >&2; printf 'no newline'; exit 7"],
      events: events)
    #expect(result.data?["exit_code"] == 7)
    let lines = events.output.map { "\($0.0):\($0.1)" }
    #expect(Set(lines) == ["stdout:one", "stderr:two", "stdout:no newline"], "\(lines)")
    #expect(result.content.hasPrefix("exit code 7"))
  }

  @Test func shellOutputPastTheLimitIsCutWithANotice() async throws {
    let events = Events()
    let result = try await run(
      ShellRunSkill(), ["command": "seq 1 200000"], events: events)
    let streamed = events.output
    #expect(streamed.last?.0 == "notice")
    #expect(streamed.count < 100_000, "live output stops at the documented size")
    #expect(result.content.contains("of output cut"))
    #expect(result.content.hasSuffix("200000"), "the end is kept")
    #expect(result.data?["truncated"] == true)
  }

  /// Count the processes a command left: none, after a timeout and after a cancel, even one
  /// that left the process group.
  @Test func timeoutsAndCancellationEndEverythingTheCommandStarted() async throws {
    let marker = "ask-shell-test-\(UInt32.random(in: 0...UInt32.max))"
    let command =
      "sleep 300 & (setsid bash -c 'exec -a \(marker) sleep 300' >/dev/null 2>&1 </dev/null &); "
      + "exec -a \(marker) sleep 300"
    let failed = await failure(ShellRunSkill(), ["command": .string(command), "timeout": 1])
    #expect(failed.contains("timed out after 1 s"), "\(failed)")
    #expect(Self.processes(named: marker) == 0)

    let events = Events()
    let running = context(events)
    let task = Task {
      try await ShellRunSkill().execute(
        SkillInput(["command": .string("echo started; " + command)]), context: running)
    }
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(20)
    while events.output.isEmpty && clock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    while Self.processes(named: marker) < 2 && clock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(Self.processes(named: marker) == 2)
    task.cancel()
    do {
      _ = try await task.value
      Issue.record("a cancelled command returned a result")
    } catch {
      #expect(error is CancellationError)
    }
    #expect(Self.processes(named: marker) == 0)
  }

  /// Processes whose command line starts with `name` (from /proc).
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
