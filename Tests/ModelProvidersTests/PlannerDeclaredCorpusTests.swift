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

    /// Measured (both rankers); they may only rise. The held-out sets are measured, never tuned
    /// on: the first was read once its score was taken (its misses showed the kinds of failure
    /// the second round of value filling mends), the second was written before that round.
    static let floors: [String: (top1: Double, values: Double, asked: Double)] = [
      "declared, words": (87.0, 94.7, 90.9), "declared, meaning": (90.6, 96.0, 95.4),
      "held out, words": (80.7, 90.8, 90.0), "held out, meaning": (86.2, 93.8, 100.0),
      "held out 2, words": (87.6, 92.2, 90.9), "held out 2, meaning": (93.1, 96.1, 100.0),
      "held out 3, words": (92.0, 96.1, 92.3), "held out 3, meaning": (92.0, 96.1, 92.3),
      "held out 4, words": (88.2, 89.5, 76.8), "held out 4, meaning": (89.5, 92.4, 76.9),
      "held out 5, words": (92.1, 87.8, 94.7), "held out 5, meaning": (92.0, 87.8, 84.2),
      "held out 6, words": (89.3, 90.1, 100.0), "held out 6, meaning": (85.3, 85.2, 100.0),
      "held out 7, words": (92.7, 93.7, 100.0), "held out 7, meaning": (94.1, 93.7, 100.0),
      "held out 8, words": (95.4, 96.2, 87.5), "held out 8, meaning": (95.4, 96.2, 87.5),
      "held out 9, words": (96.9, 95.3, 100.0), "held out 9, meaning": (93.8, 93.7, 91.6),
      "held out 10, words": (90.8, 84.0, 72.7), "held out 10, meaning": (90.8, 84.0, 72.7),
      "held out 11, words": (90.8, 85.4, 100.0), "held out 11, meaning": (89.3, 85.4, 100.0),
      "held out 12, words": (90.8, 79.0, 90.0), "held out 12, meaning": (92.3, 82.0, 90.0),
      "held out 13, words": (92.3, 79.9, 100.0), "held out 13, meaning": (92.3, 79.9, 100.0),
      "held out 14, words": (95.4, 95.4, 83.3), "held out 14, meaning": (95.4, 95.4, 83.3),
      "held out 15, words": (90.8, 81.7, 92.3), "held out 15, meaning": (90.8, 83.0, 92.3),
      "held out 16, words": (93.8, 84.8, 99.9), "held out 16, meaning": (93.8, 84.8, 99.9),
      "held out 17, words": (89.3, 88.0, 84.6), "held out 17, meaning": (89.3, 86.5, 99.9),
      "held out 18, words": (89.3, 69.8, 78.5), "held out 18, meaning": (89.3, 69.8, 78.5),
      "held out 19, words": (96.9, 86.6, 91.6), "held out 19, meaning": (98.4, 86.6, 99.9),
      "held out 20, words": (99.9, 92.3, 93.7), "held out 20, meaning": (99.9, 92.3, 93.7),
      "held out 21, words": (98.4, 98.8, 99.9), "held out 21, meaning": (97.0, 94.2, 99.9),
      "held out 22, words": (96.9, 94.4, 99.9), "held out 22, meaning": (96.9, 94.4, 99.9),
      "held out 23, words": (93.8, 81.7, 99.9), "held out 23, meaning": (93.8, 81.7, 99.9),
      "held out 24, words": (96.9, 92.4, 99.9), "held out 24, meaning": (96.9, 92.4, 99.9),
      "held out 25, words": (96.9, 96.0, 99.9), "held out 25, meaning": (96.9, 96.0, 99.9),
      "held out 26, words": (92.3, 90.4, 99.9), "held out 26, meaning": (93.8, 90.4, 99.9),
      "held out 27, words": (93.8, 92.0, 99.9), "held out 27, meaning": (95.4, 92.0, 99.9),
      "held out 28, words": (99.9, 96.9, 99.9), "held out 28, meaning": (99.9, 96.9, 99.9),
      "held out 29, words": (96.9, 97.0, 99.9), "held out 29, meaning": (99.9, 97.0, 99.9),
      "held out 30, words": (98.4, 95.1, 99.9), "held out 30, meaning": (98.4, 95.1, 99.9),
      "held out 31, words": (96.9, 98.3, 99.9), "held out 31, meaning": (98.4, 99.9, 99.9),
      "held out 32, words": (98.4, 99.9, 99.9), "held out 32, meaning": (96.9, 98.3, 99.9),
      "held out 33, words": (98.4, 96.8, 89.9), "held out 33, meaning": (98.4, 96.8, 89.9),
      "held out 34, words": (96.9, 96.6, 99.9), "held out 34, meaning": (96.9, 93.3, 99.9),
      "held out 35, words": (98.4, 99.9, 99.9), "held out 35, meaning": (98.4, 99.9, 99.9),
      "held out 36, words": (96.9, 98.3, 91.6), "held out 36, meaning": (98.4, 98.3, 99.9),
      "held out 37, words": (98.4, 98.3, 99.9), "held out 37, meaning": (98.4, 98.3, 99.9),
      "held out 38, words": (98.4, 96.7, 99.9), "held out 38, meaning": (96.9, 96.7, 99.9),
      "held out 39, words": (99.9, 99.9, 99.9), "held out 39, meaning": (99.9, 99.9, 99.9),
      "held out 40, words": (99.9, 99.9, 99.9), "held out 40, meaning": (98.4, 96.8, 99.9),
      "held out 41, words": (96.9, 95.5, 99.9), "held out 41, meaning": (99.9, 98.4, 99.9),
      "held out 42, words": (96.9, 99.9, 99.9), "held out 42, meaning": (96.9, 99.9, 99.9),
      "held out 43, words": (99.9, 99.9, 99.9), "held out 43, meaning": (99.9, 99.9, 99.9),
      "held out 44, words": (99.9, 99.9, 99.9), "held out 44, meaning": (99.9, 99.9, 99.9),
      "held out 45, words": (99.9, 99.9, 99.9), "held out 45, meaning": (99.9, 99.9, 99.9),
      "held out 46, words": (99.9, 98.3, 99.9), "held out 46, meaning": (99.9, 98.3, 99.9),
      "held out 47, words": (98.4, 98.1, 99.9), "held out 47, meaning": (98.4, 98.1, 99.9),
      "held out 48, words": (96.9, 94.6, 99.9), "held out 48, meaning": (96.9, 94.6, 99.9),
      "held out 49, words": (98.4, 96.0, 99.9), "held out 49, meaning": (98.4, 96.0, 99.9),
      "dev, words": (94.7, 95.5, 94.1), "dev, meaning": (96.0, 94.0, 100.0),
      "first, meaning": (98.3, 99.9, 0),
    ]

    static func check(_ name: String, _ total: PlannerEvaluation.Score) {
      guard let floor = floors[name] else { return }
      #expect(total.percent(total.top1, of: total.requests) >= floor.top1, "\(name) skill")
      #expect(
        total.percent(total.paramsRight, of: total.paramsChecked) >= floor.values, "\(name) values")
      #expect(
        total.percent(total.asksRight, of: total.asksChecked) >= floor.asked, "\(name) asked")
    }

    /// By the words, with the glossary (as `ask` plans with the README's install).
    static func words() throws -> OfflinePlanner {
      var planner = OfflinePlanner()
      planner.glossary = try GlossaryFixture.glossary()
      return planner
    }

    /// The calls the planner by words makes for `text` over the built-ins and `skills`.
    static func planned(_ text: String, besides skills: [SkillDescriptor]) throws
      -> [(String, JSONValue)]
    {
      let request = ModelRequest(
        system: "", messages: [.user(text)], tools: builtins() + skills,
        now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone)
      return try PlannerCorpusTests.calls(in: try words().respond(to: request))
    }

    /// By the words and the meaning, with the glossary.
    static func meaning() throws -> OfflinePlanner {
      var planner = try words()
      planner.semantic = try EmbeddingFixture.index()
      return planner
    }

    @Test func declaredSkills() throws {
      for (name, planner) in [("words", try Self.words()), ("meaning", try Self.meaning())] {
        let total = try Self.evaluate(
          "planner_corpus_declared.jsonl", skills: "planner_declared_skills.json", planner: planner)
        #expect(total.requests >= 220)
        Self.check("declared, \(name)", total)
      }
    }

    /// The held-out sets: `planner_holdout_skills.json`, and the second one
    /// (`planner_holdout2_skills.json`), written before the second round of value filling. Both
    /// are measured, never tuned on.
    @Test(arguments: [
      ("held out", "planner_corpus_holdout.jsonl", "planner_holdout_skills.json"),
      ("held out 2", "planner_corpus_holdout2.jsonl", "planner_holdout2_skills.json"),
      ("held out 3", "planner_corpus_holdout3.jsonl", "planner_holdout3_skills.json"),
      ("held out 4", "planner_corpus_holdout4.jsonl", "planner_holdout4_skills.json"),
      ("held out 5", "planner_corpus_holdout5.jsonl", "planner_holdout5_skills.json"),
      ("held out 6", "planner_corpus_holdout6.jsonl", "planner_holdout6_skills.json"),
      ("held out 7", "planner_corpus_holdout7.jsonl", "planner_holdout7_skills.json"),
      ("held out 8", "planner_corpus_holdout8.jsonl", "planner_holdout8_skills.json"),
      ("held out 9", "planner_corpus_holdout9.jsonl", "planner_holdout9_skills.json"),
      ("held out 10", "planner_corpus_holdout10.jsonl", "planner_holdout10_skills.json"),
      ("held out 11", "planner_corpus_holdout11.jsonl", "planner_holdout11_skills.json"),
      ("held out 12", "planner_corpus_holdout12.jsonl", "planner_holdout12_skills.json"),
      ("held out 13", "planner_corpus_holdout13.jsonl", "planner_holdout13_skills.json"),
      ("held out 14", "planner_corpus_holdout14.jsonl", "planner_holdout14_skills.json"),
      ("held out 15", "planner_corpus_holdout15.jsonl", "planner_holdout15_skills.json"),
      ("held out 16", "planner_corpus_holdout16.jsonl", "planner_holdout16_skills.json"),
      ("held out 17", "planner_corpus_holdout17.jsonl", "planner_holdout17_skills.json"),
      ("held out 18", "planner_corpus_holdout18.jsonl", "planner_holdout18_skills.json"),
      ("held out 19", "planner_corpus_holdout19.jsonl", "planner_holdout19_skills.json"),
      ("held out 20", "planner_corpus_holdout20.jsonl", "planner_holdout20_skills.json"),
      ("held out 21", "planner_corpus_holdout21.jsonl", "planner_holdout21_skills.json"),
      ("held out 22", "planner_corpus_holdout22.jsonl", "planner_holdout22_skills.json"),
      ("held out 23", "planner_corpus_holdout23.jsonl", "planner_holdout23_skills.json"),
      ("held out 24", "planner_corpus_holdout24.jsonl", "planner_holdout24_skills.json"),
      ("held out 25", "planner_corpus_holdout25.jsonl", "planner_holdout25_skills.json"),
      ("held out 26", "planner_corpus_holdout26.jsonl", "planner_holdout26_skills.json"),
      ("held out 27", "planner_corpus_holdout27.jsonl", "planner_holdout27_skills.json"),
      ("held out 28", "planner_corpus_holdout28.jsonl", "planner_holdout28_skills.json"),
      ("held out 29", "planner_corpus_holdout29.jsonl", "planner_holdout29_skills.json"),
      ("held out 30", "planner_corpus_holdout30.jsonl", "planner_holdout30_skills.json"),
      ("held out 31", "planner_corpus_holdout31.jsonl", "planner_holdout31_skills.json"),
      ("held out 32", "planner_corpus_holdout32.jsonl", "planner_holdout32_skills.json"),
      ("held out 33", "planner_corpus_holdout33.jsonl", "planner_holdout33_skills.json"),
      ("held out 34", "planner_corpus_holdout34.jsonl", "planner_holdout34_skills.json"),
      ("held out 35", "planner_corpus_holdout35.jsonl", "planner_holdout35_skills.json"),
      ("held out 36", "planner_corpus_holdout36.jsonl", "planner_holdout36_skills.json"),
      ("held out 37", "planner_corpus_holdout37.jsonl", "planner_holdout37_skills.json"),
      ("held out 38", "planner_corpus_holdout38.jsonl", "planner_holdout38_skills.json"),
      ("held out 39", "planner_corpus_holdout39.jsonl", "planner_holdout39_skills.json"),
      ("held out 40", "planner_corpus_holdout40.jsonl", "planner_holdout40_skills.json"),
      ("held out 41", "planner_corpus_holdout41.jsonl", "planner_holdout41_skills.json"),
      ("held out 42", "planner_corpus_holdout42.jsonl", "planner_holdout42_skills.json"),
      ("held out 43", "planner_corpus_holdout43.jsonl", "planner_holdout43_skills.json"),
      ("held out 44", "planner_corpus_holdout44.jsonl", "planner_holdout44_skills.json"),
      ("held out 45", "planner_corpus_holdout45.jsonl", "planner_holdout45_skills.json"),
      ("held out 46", "planner_corpus_holdout46.jsonl", "planner_holdout46_skills.json"),
      ("held out 47", "planner_corpus_holdout47.jsonl", "planner_holdout47_skills.json"),
      ("held out 48", "planner_corpus_holdout48.jsonl", "planner_holdout48_skills.json"),
      ("held out 49", "planner_corpus_holdout49.jsonl", "planner_holdout49_skills.json"),
      // Not held out: written to develop the third round, and the confidence is fitted on it.
      ("dev", "planner_corpus_dev.jsonl", "planner_dev_skills.json"),
    ])
    func heldOut(_ set: String, _ corpus: String, _ skills: String) throws {
      for (name, planner) in [("words", try Self.words()), ("meaning", try Self.meaning())] {
        let total = try Self.evaluate(corpus, skills: skills, planner: planner)
        #expect(total.requests >= 50)
        Self.check("\(set), \(name)", total)
      }
    }

    /// The first corpus (built-ins and the reference MCP servers' tools) with meaning too.
    @Test func firstCorpusWithMeaning() throws {
      let rows = try PlannerEvaluation.rows(
        try PlannerCorpusAccuracyTests.fixture("planner_corpus.jsonl"))
      let total = PlannerEvaluation.total(
        PlannerEvaluation.score(
          rows, tools: try PlannerCorpusAccuracyTests.tools(), planner: try Self.meaning(),
          now: PlannerCorpusTests.now, zone: PlannerCorpusTests.zone))
      print(PlannerEvaluation.table([total]))
      for miss in total.misses { print("miss: \(miss)") }
      Self.check("first, meaning", total)
    }
  }
}
