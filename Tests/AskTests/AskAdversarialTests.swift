import Foundation
import SQLiteStore
import SkillKit
import Testing

/// Defects found by adversarial testing, each driven through the real binary: what ran and
/// what was stored.
@Suite(.serialized)
struct AskAdversarialTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func todos() async throws -> [String] {
    let database = try SQLiteDatabase(path: home.database)
    return try await database.query("SELECT title FROM todos ORDER BY id").compactMap {
      $0.first?.text
    }
  }

  @Test func aDenyWithAStarStopsValuesWithSlashesEvenInBypassMode() async throws {
    let added = try await AskProcess.run(
      ["permissions", "add", "deny", "todo.add(title: rm *)"], home: home.path)
    #expect(added.status == 0)
    let run = try await AskProcess.run(
      ["--json", "--permission-mode", "bypass", "添加待办 rm -rf /"], home: home.path)
    #expect(run.events(ofType: "permission_decision").first?["decided_by"] == "deny_rule")
    #expect(try await todos().isEmpty)
  }

  @Test(arguments: [
    #"todo.add(title: "a (b) c")"#, "todo.add(title: \"tab\there\")",
    #"todo.add(title: "x\"y\\z")"#,
    #"todo.add(title: " padded ")"#, "todo.add(title: \"e\u{301}\")",
  ])
  func storedRulesParseBackToWhatWasAdded(_ pattern: String) async throws {
    let added = try await AskProcess.run(
      ["permissions", "add", "allow", pattern], home: home.path)
    #expect(added.status == 0, "\(added.stderr)")
    let list = try await AskProcess.run(["permissions", "list", "--json"], home: home.path)
    let stored = try #require(list.events.first?["rule"]?.stringValue)
    #expect(Array(stored.unicodeScalars) == Array(pattern.unicodeScalars))
  }

  @Test func aMisspelledFieldIsAnErrorNamingTheFields() async throws {
    let added = try await AskProcess.run(
      ["permissions", "add", "deny", "todo.add(titel: x)"], home: home.path)
    #expect(added.status == 2)
    #expect(added.stderr.contains("titel"))
    #expect(added.stderr.contains("title"))
    let list = try await AskProcess.run(["permissions", "list", "--json"], home: home.path)
    #expect(list.events.isEmpty)
  }
}
