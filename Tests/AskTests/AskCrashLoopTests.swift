import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// kill -9 at random points of runs whose skill has a side effect (a todo is written): after
/// every kill the database is intact, every side effect has its audit row, and the session
/// resumes with every call answered.
@Suite(.serialized)
struct AskCrashLoopTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  /// `ASK_CRASH_LOOPS` sets the count (scripts/crash-loop.sh runs more).
  static var iterations: Int {
    Int(ProcessInfo.processInfo.environment["ASK_CRASH_LOOPS"] ?? "") ?? 50
  }

  @Test func killNineAtRandomPointsLosesNoAuditRowAndEverySessionResumes() async throws {
    var random = SeededRandom(seed: UInt64(ProcessInfo.processInfo.processIdentifier))
    var killedMidRun = 0
    for iteration in 0..<Self.iterations {
      let ask = try AskProcess(
        ["--json", "--permission-mode", "auto", "添加待办 任务\(iteration)"], home: home.path)
      // Kill after a random number of output lines: any point from start-up to the end.
      let lines = Int.random(in: 1...40, using: &random)
      try await waitUntil("\(lines) lines or the end", poll: .milliseconds(1)) {
        ask.linesWithArrival.count >= lines || !ask.process.isRunning
      }
      if ask.process.isRunning {
        kill(ask.process.processIdentifier, SIGKILL)
        killedMidRun += 1
      }
      let finished = try await ask.finish()
      #expect(finished.status == 0 || ask.process.terminationReason == .uncaughtSignal)

      let database = try SQLiteDatabase(path: home.database)
      #expect(try await database.query("PRAGMA integrity_check").first?.first?.text == "ok")
      let todos = try await database.query("SELECT count(*) FROM todos").first?.first?.integer
      let audited = try await database.query(
        "SELECT count(*) FROM audit WHERE skill_id = 'todo.add'"
      ).first?.first?.integer
      #expect((todos ?? 0) <= (audited ?? 0), "a todo was written without its audit row")

      if let id = finished.events(ofType: "session").first?["session_id"]?.stringValue {
        let resumed = try await AskProcess.run(
          ["--json", "--resume", id, "现在几点"], home: home.path)
        #expect(resumed.status == 0, "\(resumed.stdout)")
        let session = try #require(resumed.events(ofType: "session").first)
        for repaired in session["repaired_tool_use_ids"]?.arrayValue ?? [] {
          #expect(repaired.stringValue != nil)
        }
      }
    }
    #expect(killedMidRun > 0, "no run was killed before its end")
  }
}
