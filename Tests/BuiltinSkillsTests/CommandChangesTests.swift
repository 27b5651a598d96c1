import BuiltinSkills
import Foundation
import LocalFileSystem
import SkillKit
import Synchronization
import Testing

/// The bounds of a command's changes, with the real shell.run in the real sandbox: past 1,000
/// changed files undo keeps one mark naming the rest; past 1,000 hard-linked files the command
/// does not run.
struct CommandChangesTests {
  let root: String

  init() throws {
    root =
      try WorkspacePath.realRoot(NSTemporaryDirectory(), in: SystemFileSystem())
      + "/ask-changes-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// The checkpoints a run filed.
  final class Kept: Sendable {
    let list = Mutex<[WorkspaceAccess.Checkpoint]>([])
  }

  func run(_ command: String, kept: Kept) async throws
    -> SkillResult
  {
    var context = SkillContext(
      toolUseID: "t", startedAt: Date(), timeZone: .gmt, uptime: { .zero }, sink: { _ in })
    context.workspace = WorkspaceAccess(
      root: root, fileSystem: SystemFileSystem(),
      checkpoint: { checkpoint in kept.list.withLock { $0.append(checkpoint) } })
    return try await ShellRunSkill().execute(
      SkillInput(["command": .string(command)]), context: context)
  }

  @Test func pastTheBoundOneMarkNamesTheChangesUndoDoesNotKeep() async throws {
    let kept = Kept()
    let result = try await run("for i in $(seq 0 1001); do echo x > f$i; done", kept: kept)
    let checkpoints = kept.list.withLock { $0 }
    #expect(checkpoints.count == 1_001, "1,000 restorable and one mark")
    let marks = checkpoints.filter { $0.after.hasPrefix(FileFingerprint.unrestorablePrefix) }
    #expect(marks.count == 1)
    #expect(marks.first?.after.contains("it and 1 more changes were over the 1000") == true)
    #expect(result.content.contains("undo cannot restore 2"), "\(result.content.suffix(300))")
    #expect(result.data?["files_changed"]?.arrayValue?.count == 1_002)
  }

  @Test func overAThousandHardLinkedFilesTheCommandDoesNotRun() async throws {
    let outside = root + "-target"
    #expect(FileManager.default.createFile(atPath: outside, contents: Data("t".utf8)))
    defer { try? FileManager.default.removeItem(atPath: outside) }
    for index in 0...1_000 {
      try FileManager.default.linkItem(atPath: outside, toPath: root + "/l\(index)")
    }
    let kept = Kept()
    do {
      _ = try await run("touch ran", kept: kept)
      Issue.record("a command ran with over 1,000 hard-linked files in its workspace")
    } catch let error as SkillError {
      #expect(error.message.contains("over 1000 hard-linked files"), "\(error)")
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/ran"))
  }
}
