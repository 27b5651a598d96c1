import AgentTestSupport
import BuiltinSkills
import Foundation
import LocalFileSystem
import SkillKit
import Synchronization
import Testing

/// files.grep finds the same lines as GNU grep -rnE on the same files, for patterns where a
/// wrong prefilter (the piece every match must contain) would lose lines.
struct GrepAgainstGNUGrepTests {
  static let patterns: [(String, Bool)] = [
    ("colou?r", false), ("(ab)+c", false), ("^x[0-9]+$", false), ("foo|bar", false),
    ("a.c", false), ("\\bword\\b", false), ("TODO:?", false), ("x{2,3}y", false),
    ("[[:digit:]]+z", false), ("colou?r", true), ("^Hello, World$", true), ("q\\(x\\)", false),
    ("é+", false), ("MiXeD", true),
  ]

  @Test(arguments: patterns)
  func sameLinesAsGrep(_ pattern: String, _ ignoreCase: Bool) async throws {
    let folder = try WorkspaceSkillTests.Folder()
    let text =
      [
        "color", "colour", "colr", "abc", "ababc", "ac", "x12", "x12y", "foo", "bar", "baz", "abc",
        "aXc", "a word here", "swordfish", "TODO", "TODO: x", "xxy", "xxxxy", "xy", "12z", "z",
        "HELLO, WORLD", "Hello, World!", "q(x)", "qx", "café", "cafe", "mixed", "MIXED", "",
      ].joined(separator: "\n") + "\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path + "/a.txt"))
    try Data(("other\n" + text).utf8).write(to: URL(fileURLWithPath: folder.path + "/b.txt"))
    var context = SkillContext(
      toolUseID: "t", startedAt: Date(), timeZone: .gmt, uptime: { .zero }, sink: { _ in })
    context.workspace = WorkspaceAccess(root: folder.path, fileSystem: SystemFileSystem())
    let result = try await FileGrepSkill().execute(
      SkillInput(["pattern": .string(pattern), "ignore_case": .bool(ignoreCase)]), context: context)
    let ours = Set(
      result.content.split(separator: "\n").filter {
        !$0.hasPrefix("…") && !$0.hasPrefix("No matches")
      }
      .map(String.init))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/grep")
    process.arguments = ["-rnE"] + (ignoreCase ? ["-i"] : []) + [pattern, "."]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.environment = ["LC_ALL": "C.UTF-8"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    let theirs = Set(
      String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        String($0.hasPrefix("./") ? $0.dropFirst(2) : $0)
      })
    #expect(ours == theirs, "\(pattern): ours \(ours.sorted()) grep \(theirs.sorted())")
  }
}
