import BuiltinSkills
import Foundation
import Testing

/// The snapshot a command's changes are found by: what counts as a change, what is kept to
/// restore from, and its bounds.
struct WorkspaceSnapshotTests {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "ask-snapshot-" + UUID().uuidString
    try FileManager.default.createDirectory(
      atPath: root + "/.git/objects", withIntermediateDirectories: true)
  }

  func write(_ text: String, _ name: String) throws {
    let path = root + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func writesDeletionsRenamesAndCreationsAreFoundWithTheBytesBefore() throws {
    try write("one", "a.txt")
    try write("two", "dir/b.txt")
    try write("same", "kept.txt")
    try write("git", ".git/objects/x")
    let before = WorkspaceSnapshot(root: root)
    #expect(before.entries.count == 3, ".git is left out")
    try FileManager.default.removeItem(atPath: root + "/a.txt")
    try FileManager.default.moveItem(atPath: root + "/dir/b.txt", toPath: root + "/b2.txt")
    try write("new", "c.txt")
    try write("git changed", ".git/objects/x")
    let changes = before.changes(to: WorkspaceSnapshot(root: root, keepBytes: false))
    #expect(
      changes.map(\.path) == ["a.txt", "b2.txt", "c.txt", "dir/b.txt"].map { root + "/" + $0 })
    #expect(changes.map(\.kind) == [.deleted, .created, .created, .deleted])
    #expect(changes[0].previous == Array("one".utf8) && changes[0].restorable)
    #expect(changes[1].previous == nil && changes[1].restorable, "undo removes what was made")
  }

  @Test func aRewriteInPlaceOfTheSameSizeIsAChange() throws {
    try write("aaaa", "f.txt")
    let before = WorkspaceSnapshot(root: root)
    // The same size, a later time: only the times tell.
    let handle = try #require(FileHandle(forWritingAtPath: root + "/f.txt"))
    try handle.write(contentsOf: Data("bbbb".utf8))
    try handle.close()
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 4_000_000_000)], ofItemAtPath: root + "/f.txt"
    )
    let changes = before.changes(to: WorkspaceSnapshot(root: root, keepBytes: false))
    #expect(changes.map(\.kind) == [.modified])
    #expect(changes.first?.previous == Array("aaaa".utf8))
  }

  @Test func linksAndFoldersAreNotFilesAndNothingChangedIsNoChange() throws {
    try write("x", "real.txt")
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "/etc")
    let before = WorkspaceSnapshot(root: root)
    #expect(before.entries.keys.sorted() == [root + "/real.txt"], "a link to /etc is not walked")
    #expect(before.changes(to: WorkspaceSnapshot(root: root)).isEmpty)
  }

  @Test func whatGitIgnoresIsLeftOut() throws {
    try write("build/\n*.log\n", ".gitignore")
    try write("out", "build/app.o")
    try write("log", "run.log")
    try write("code", "main.swift")
    let snapshot = WorkspaceSnapshot(root: root)
    #expect(snapshot.entries.keys.sorted() == [root + "/.gitignore", root + "/main.swift"])
  }

  @Test func aFileWithAnotherNameIsListedAsLinked() throws {
    try write("x", "a.txt")
    try FileManager.default.linkItem(atPath: root + "/a.txt", toPath: root + "/b.txt")
    try write("y", "single.txt")
    #expect(WorkspaceSnapshot(root: root).linked.sorted() == [root + "/a.txt", root + "/b.txt"])
  }

  @Test func theNextSnapshotTakesTheBytesOfUnchangedFilesAndReadsTheChangedOnes() throws {
    try write("kept", "kept.txt")
    try write("old", "changed.txt")
    let before = WorkspaceSnapshot(root: root)
    try write("newer", "changed.txt")
    let carried = before.carried(to: WorkspaceSnapshot(root: root, keepBytes: false))
    #expect(carried.entries[root + "/kept.txt"]?.bytes == Array("kept".utf8))
    #expect(
      carried.entries[root + "/changed.txt"]?.bytes == nil, "a changed file's bytes are not carried"
    )
    // The next snapshot starts from the carried one: the same bytes for the unchanged file,
    // the changed file read again.
    let next = WorkspaceSnapshot(root: root, known: carried)
    #expect(next.entries[root + "/kept.txt"]?.bytes == Array("kept".utf8))
    #expect(next.entries[root + "/changed.txt"]?.bytes == Array("newer".utf8), "read again")
    // Another root's snapshot is never used.
    let elsewhere = WorkspaceSnapshot(root: root + "/none", known: carried)
    #expect(elsewhere.entries.isEmpty)
  }

  @Test func theFileBoundStopsTheWalkAndSaysSo() throws {
    for index in 0...WorkspaceSnapshot.maxFiles {
      #expect(FileManager.default.createFile(atPath: root + "/f\(index)", contents: nil))
    }
    let snapshot = WorkspaceSnapshot(root: root, keepBytes: false)
    #expect(snapshot.entries.count == WorkspaceSnapshot.maxFiles)
    #expect(!snapshot.complete)
  }
}
