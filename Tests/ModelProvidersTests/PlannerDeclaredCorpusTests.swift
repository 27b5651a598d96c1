import AgentCore
import AgentTestSupport
import BuiltinSkills
import DeclaredSkills
import Foundation
import ModelProviders
import SkillKit
import Testing

extension PlannerSuites {
  /// The planner on skills from domains the built-ins do not cover (planner_declared_skills.json,
  /// read as ask reads a skill file) and on a held-out set written before the semantic ranker
  /// was tuned (planner_holdout_skills.json): skill choice, values, and fields left for the form
  /// instead of guessed, each scored on its own.
  struct PlannerDeclaredCorpusTests {
    /// The declarations of a fixture skill file, as `ask` loads them.
    static func declared(_ name: String) throws -> [SkillDescriptor] {
      let path = ReplayServer.script(from: #filePath, named: name)
      switch SkillFileLoader.read(path, lookPath: { $0 == "true" ? "/bin/true" : nil }) {
      case .success(let declarations): return declarations.map(\.descriptor)
      case .failure(let error): throw error
      }
    }

    static func builtins() -> [SkillDescriptor] {
      BuiltinSkills.all(
        reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
      ).map(\.descriptor)
    }

    static func evaluate(
      _ corpus: String, skills: String, planner: OfflinePlanner = OfflinePlanner()
    ) throws -> PlannerEvaluation.Score {
      let rows = try PlannerEvaluation.rows(try PlannerCorpusAccuracyTests.fixture(corpus))
      let scores = PlannerEvaluation.score(
        rows, tools: builtins() + (try declared(skills)), planner: planner,
        now: PlannerCorpusTests.now, zone: PlannerCorpusTests.zone)
      print(PlannerEvaluation.table(scores))
      let total = PlannerEvaluation.total(scores)
      for line in PlannerEvaluation.confusionLines(total) { print("confused: \(line)") }
      for miss in total.misses { print("miss: \(miss)") }
      return total
    }

    @Test func declaredSkillsLexically() throws {
      let total = try Self.evaluate(
        "planner_corpus_declared.jsonl", skills: "planner_declared_skills.json")
      #expect(total.requests >= 140)
    }

    @Test func heldOutLexically() throws {
      let total = try Self.evaluate(
        "planner_corpus_holdout.jsonl", skills: "planner_holdout_skills.json")
      #expect(total.requests >= 70)
    }

    @Test func declaredSkillsWithMeaning() throws {
      var planner = OfflinePlanner()
      planner.semantic = try EmbeddingFixture.index()
      let total = try Self.evaluate(
        "planner_corpus_declared.jsonl", skills: "planner_declared_skills.json", planner: planner)
      #expect(total.requests >= 140)
    }

    @Test func heldOutWithMeaning() throws {
      var planner = OfflinePlanner()
      planner.semantic = try EmbeddingFixture.index()
      let total = try Self.evaluate(
        "planner_corpus_holdout.jsonl", skills: "planner_holdout_skills.json", planner: planner)
      #expect(total.requests >= 70)
    }
  }
}
