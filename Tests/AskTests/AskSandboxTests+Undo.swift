import AgentTestSupport
import Foundation
import SkillKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A command's changes through the real binary: shown as a diff, undone by `ask undo`, and
/// what cannot be undone named.
extension AskSandboxTests {
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
}
