import Foundation
import SkillKit
import Testing

/// `ask undo` on the files the workspace skills changed.
extension AskWorkspaceTests {
  /// Checkpoints outlive the process: a later `ask undo` restores a write, an edit and a
  /// creation, newest first; a file changed since is named and kept without --force.
  @Test func undoRestoresWritesEditsAndCreationsAcrossARestart() async throws {
    try write("v1\n", to: "kept.txt")
    try write("line\n", to: "edited.txt")
    _ = try await call(
      "files.write", ["path": "kept.txt", "content": "v2\n"], stdin: [Self.allowOnce])
    _ = try await call(
      "files.edit", ["path": "edited.txt", "old_string": "line", "new_string": "LINE"],
      stdin: [Self.allowOnce])
    _ = try await call(
      "files.write", ["path": "new/made.txt", "content": "new\n"], stdin: [Self.allowOnce])
    #expect(read(file("kept.txt")) == "v2\n")
    // Each call was its own session; undo works on one session at a time, newest first.
    for expected in ["removed new/made.txt", "restored edited.txt", "restored kept.txt"] {
      let undo = try await AskProcess.run(["undo", "--json"], home: home.path)
      #expect(undo.status == 0, "\(undo.stdout)\(undo.stderr)")
      #expect(
        undo.events.first?["message"]?.stringValue?.hasPrefix(expected) == true, "\(undo.stdout)")
    }
    #expect(read(file("kept.txt")) == "v1\n")
    #expect(read(file("edited.txt")) == "line\n")
    #expect(!FileManager.default.fileExists(atPath: file("new/made.txt")))
    let nothing = try await AskProcess.run(["undo"], home: home.path)
    #expect(nothing.stdout.contains("nothing to undo"))

    // Changed by someone else since: named, not overwritten, unless --force.
    _ = try await call(
      "files.write", ["path": "kept.txt", "content": "v3\n"], stdin: [Self.allowOnce])
    try write("hand edit\n", to: "kept.txt")
    let refused = try await AskProcess.run(["undo"], home: home.path)
    #expect(refused.status == 1)
    #expect(
      refused.stdout.contains("kept.txt changed since files.write wrote it"), "\(refused.stdout)")
    #expect(read(file("kept.txt")) == "hand edit\n")
    let forced = try await AskProcess.run(["undo", "--force"], home: home.path)
    #expect(forced.status == 0)
    #expect(read(file("kept.txt")) == "v1\n")

    // In the person's language, as every face speaks.
    _ = try await call(
      "files.write", ["path": "kept.txt", "content": "v4\n"], stdin: [Self.allowOnce])
    let chinese = try await AskProcess.run(
      ["undo"], home: home.path, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(
      chinese.stdout.contains("↶ 已把 kept.txt 恢复到 files.write 之前的样子"), "\(chinese.stdout)")
    let none = try await AskProcess.run(
      ["undo"], home: home.path, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(none.stdout.contains("没有可撤销的"), "\(none.stdout)")
  }

  /// A session whose run is still going (here: waiting at its prompt) is not undone under it.
  @Test func undoRefusesASessionWhileItRuns() async throws {
    try write("before\n", to: "r.txt")
    let running = try AskProcess(
      [
        "call", "files.write", "--json", "--workspace", workspace, "--input",
        #"{"path":"r.txt","content":"after\n"}"#,
      ], home: home.path, directory: outside)
    let line = try await running.waitForLine(containing: #""type":"permission_request""#)
    #expect(line.contains("files.write"))
    let session = try #require(
      running.stdout.split(separator: "\n").lazy.compactMap { try? JSONValue.parse(String($0)) }
        .first { $0["type"] == "session" }?["session_id"]?.stringValue)
    let refused = try await AskProcess.run(["undo", "--session", session], home: home.path)
    #expect(refused.status == 1, "\(refused.stdout) \(refused.stderr)")
    #expect(
      (refused.stdout + refused.stderr).contains("is running"), "\(refused.stdout)\(refused.stderr)"
    )
    running.send(Self.allowOnce)
    running.closeInput()
    let finished = try await running.finish()
    #expect(finished.status == 0, "\(finished.stdout.suffix(400))")
    #expect(read(file("r.txt")) == "after\n")
    // Once the run ended, the same undo restores the file.
    let undone = try await AskProcess.run(["undo", "--session", session], home: home.path)
    #expect(undone.status == 0, "\(undone.stdout) \(undone.stderr)")
    #expect(read(file("r.txt")) == "before\n")
  }

  @Test func undoTakesStepsOrASequenceNumberWithinOneSession() async throws {
    try write("0\n", to: "n.txt")
    // One session, three changes: the offline planner is not needed, the session is resumed.
    var session: String?
    for value in ["1", "2", "3"] {
      var arguments = [
        "call", "files.write", "--json", "--workspace", workspace, "--input",
        #"{"path":"n.txt","content":"\#(value)\n"}"#,
      ]
      if let session { arguments += ["--resume", session] }
      let run = try await AskProcess.run(
        arguments, home: home.path, stdin: [Self.allowOnce], directory: outside)
      session = session ?? run.events(ofType: "session").first?["session_id"]?.stringValue
    }
    let id = try #require(session)
    #expect(read(file("n.txt")) == "3\n")
    let two = try await AskProcess.run(["undo", "--session", id, "--steps", "2"], home: home.path)
    #expect(two.status == 0, "\(two.stdout)")
    #expect(read(file("n.txt")) == "1\n")
    let shown = try await AskProcess.run(["sessions", "show", id, "--json"], home: home.path)
    let firstUse = try #require(
      shown.events.first { $0["type"] == "tool_use" }?["seq"]?.intValue)
    let all = try await AskProcess.run(
      ["undo", "--session", id, "--to", String(firstUse - 1)], home: home.path)
    #expect(all.status == 0, "\(all.stdout)")
    #expect(read(file("n.txt")) == "0\n")
    let usage = try await AskProcess.run(["undo", "--steps", "1", "--to", "3"], home: home.path)
    #expect(usage.status == 2)
  }
}
