import AgentTestSupport
import Foundation
import LocalFileSystem
import SkillKit
import Testing

/// One suite for both file systems paths are resolved in: the machine's (a real folder with
/// real links) and the in-memory fake. Every case resolves alike in both.
struct PathFileSystemConformanceTests {
  /// The same tree in a file system, below `base`: a workspace with a file, a folder with a
  /// repository's internals, links inside, outside, dangling and in a loop, and a folder
  /// outside the workspace.
  struct Tree {
    let fileSystem: any PathFileSystem
    let base: String
    var workspace: String { base + "/ws" }
  }

  static func system() throws -> Tree {
    let fileSystem = SystemFileSystem()
    let manager = FileManager.default
    let made = NSTemporaryDirectory() + "ask-paths-" + UUID().uuidString
    try manager.createDirectory(
      atPath: made + "/ws/sub/.git/hooks", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: made + "/elsewhere", withIntermediateDirectories: true)
    let base = try WorkspacePath.realRoot(made, in: fileSystem)
    try Data("a".utf8).write(to: URL(fileURLWithPath: base + "/ws/a.txt"))
    try manager.createSymbolicLink(
      atPath: base + "/ws/out", withDestinationPath: base + "/elsewhere")
    try manager.createSymbolicLink(atPath: base + "/ws/rel", withDestinationPath: "sub")
    try manager.createSymbolicLink(atPath: base + "/ws/loop1", withDestinationPath: "loop2")
    try manager.createSymbolicLink(atPath: base + "/ws/loop2", withDestinationPath: "loop1")
    try manager.createSymbolicLink(atPath: base + "/ws/dangling", withDestinationPath: "missing/x")
    return Tree(fileSystem: fileSystem, base: base)
  }

  static func memory() -> Tree {
    let fileSystem = InMemoryFileSystem()
    let base = "/t"
    fileSystem.folder(base + "/ws/sub/.git/hooks")
    fileSystem.folder(base + "/elsewhere")
    fileSystem.file(base + "/ws/a.txt")
    fileSystem.link(base + "/ws/out", to: base + "/elsewhere")
    fileSystem.link(base + "/ws/rel", to: "sub")
    fileSystem.link(base + "/ws/loop1", to: "loop2")
    fileSystem.link(base + "/ws/loop2", to: "loop1")
    fileSystem.link(base + "/ws/dangling", to: "missing/x")
    return Tree(fileSystem: fileSystem, base: base)
  }

  static func trees() throws -> [(String, Tree)] {
    [("system", try system()), ("memory", memory())]
  }

  @Test func pathsResolveAlikeInBothFileSystems() throws {
    for (name, tree) in try Self.trees() {
      func resolve(_ path: String) throws -> WorkspacePath {
        try WorkspacePath.resolve(path, root: tree.workspace, in: tree.fileSystem)
      }
      #expect(try resolve("a.txt").relative == "a.txt", "\(name)")
      #expect(try resolve("sub/../a.txt").relative == "a.txt", "\(name)")
      #expect(try resolve(".").relative == ".", "\(name)")
      let outside = try resolve("out/secret")
      #expect(!outside.isInside && outside.resolved == tree.base + "/elsewhere/secret", "\(name)")
      #expect(try resolve("rel/f").relative == "sub/f", "\(name): a relative link inside")
      #expect(try resolve("dangling").relative == "missing/x", "\(name): a dangling link")
      #expect(try resolve("a.txt/x").relative == "a.txt/x", "\(name): below a file")
      #expect(try resolve("sub/.git/hooks/pre-commit").isGitInternal, "\(name)")
      #expect(!(try resolve(tree.base + "/elsewhere")).isInside, "\(name): an absolute path")
      #expect(throws: WorkspacePath.Failure.self, "\(name): a loop of links") {
        try resolve("loop1")
      }
    }
  }

  @Test func theWorkspaceMustBeAnExistingFolder() throws {
    for (name, tree) in try Self.trees() {
      #expect(try WorkspacePath.realRoot(tree.workspace, in: tree.fileSystem) == tree.workspace)
      #expect(
        try WorkspacePath.realRoot(tree.workspace + "/rel", in: tree.fileSystem)
          == tree.workspace + "/sub", "\(name): links followed")
      for (path, reason) in [("/a.txt", "not a folder"), ("/nothing", "does not exist")] {
        do {
          _ = try WorkspacePath.realRoot(tree.workspace + path, in: tree.fileSystem)
          Issue.record("\(name): \(path) was taken as a workspace")
        } catch let failure as WorkspacePath.Failure {
          #expect(failure.reason.contains(reason), "\(name): \(failure.reason)")
        }
      }
    }
  }
}
