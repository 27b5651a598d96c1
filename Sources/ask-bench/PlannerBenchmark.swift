import AgentCore
import AgentRuntime
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SkillKit

/// Issue 14's latency figures: the offline planner against a generated registry of 10,000
/// skills — building the index once, ranking one request, a whole planning turn.
enum PlannerBenchmark {
  static func registry(count: Int) -> [SkillDescriptor] {
    GeneratedRegistry.descriptors(count: count)
  }

  static func table(skills: Int) -> String {
    let tools = registry(count: skills)
    let now = Date()
    let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    let requests = [
      "list the open issues in jira", "create a calendar event tomorrow at 3pm",
      "search my mail for invoices", "delete note 42", "明天下午三点提醒我开会",
      "show the git branches", "export the crm records", "sync my notes",
    ]
    let planner = OfflinePlanner()
    func request(_ text: String) -> ModelRequest {
      ModelRequest(system: "", messages: [.user(text)], tools: tools, now: now, timeZone: zone)
    }
    let clock = ContinuousClock()
    let first = clock.now
    _ = planner.respond(to: request(requests[0]))
    let cold = BenchProcess.milliseconds(clock.now - first)
    var turns: [Double] = []
    for round in 0..<3 {
      for text in requests {
        let start = clock.now
        _ = planner.respond(to: request(text))
        if round > 0 { turns.append(BenchProcess.milliseconds(clock.now - start)) }
      }
    }
    // One skill changes (a skill file edited): the next turn rebuilds the index from the
    // other skills' documents.
    var changed = tools
    func turn(_ round: Int, tools: [SkillDescriptor]) -> Double {
      let start = clock.now
      _ = planner.respond(
        to: ModelRequest(
          system: "", messages: [.user(requests[round % requests.count])], tools: tools,
          now: now, timeZone: zone))
      return BenchProcess.milliseconds(clock.now - start)
    }
    let rebuilds = (0..<5).map { round in
      changed[(round * 997) % changed.count].description += " (edited \(round))"
      return turn(round, tools: changed)
    }
    // The same skills in an array built again (as an agent may each turn): found by hashing.
    let copies = (0..<5).map { round in turn(round, tools: changed.map { $0 }) }
    let index = SkillIndex(tools)
    var ranks: [Double] = []
    for _ in 0..<5 {
      for text in requests {
        let start = clock.now
        _ = index.rank(text)
        ranks.append(BenchProcess.milliseconds(clock.now - start))
      }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func worst(_ values: [Double]) -> Double { values.max() ?? 0 }
    return """
      offline planner, \(skills) generated skills (\(requests.count) requests, Chinese and English)
      | step | median | max |
      |---|---|---|
      | first turn (builds the index) | \(String(format: "%.1f ms", cold)) | |
      | one planning turn, index cached | \(String(format: "%.2f ms", median(turns))) | \(String(format: "%.2f ms", worst(turns))) |
      | a turn after one skill changed (index rebuilt) | \(String(format: "%.1f ms", median(rebuilds))) | \(String(format: "%.1f ms", worst(rebuilds))) |
      | a turn with the registry in a new array | \(String(format: "%.2f ms", median(copies))) | \(String(format: "%.2f ms", worst(copies))) |
      | ranking one request (SkillIndex.rank) | \(String(format: "%.2f ms", median(ranks))) | \(String(format: "%.2f ms", worst(ranks))) |
      """
  }
}

/// A skill that only has a descriptor, for measuring what a model is sent.
private struct DescribedSkill: Skill {
  let descriptor: SkillDescriptor

  func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    SkillResult(content: "ok")
  }
}

extension PlannerBenchmark {
  /// What a remote model is sent per turn with `skills` skills: every tool's JSON (as the
  /// Anthropic adapter sends it) before and after top-k, through the real agent loop.
  static func toolsTable(skills: Int) async throws -> String {
    let descriptors = registry(count: skills)
    let requests = ["list the open issues in jira", "search my mail for invoices", "sync my notes"]
    func bytes(_ tools: [SkillDescriptor]) -> Int {
      JSONValue.array(tools.map { $0.anthropicTool() }).jsonString.utf8.count
    }
    var rows: [String] = []
    for (label, limit) in [("every skill", Int.max), ("top-k (12) + skills.search", 40)] {
      var sizes: [Int] = []
      var counts: [Int] = []
      for text in requests {
        let model = ScriptedModel([ScriptedModel.say("ok")])
        var configuration = Agent.Configuration(language: .english)
        configuration.toolLimit = limit
        let agent = Agent(
          model: model, registry: try SkillRegistry(descriptors.map(DescribedSkill.init)),
          configuration: configuration)
        _ = await agent.run(text)
        let sent = model.requests.first?.tools ?? []
        sizes.append(bytes(sent))
        counts.append(sent.count)
      }
      let average = sizes.reduce(0, +) / max(1, sizes.count)
      rows.append(
        "| \(label) | \(counts.max() ?? 0) | \(FileIO.sizeText(average)) | ~\(average / 4) |")
    }
    return """
      tools sent to a remote model per turn, \(skills) skills (average of \(requests.count) requests)
      | offered | tools | tools JSON | tokens (≈ bytes / 4) |
      |---|---|---|---|
      \(rows.joined(separator: "\n"))
      """
  }
}

extension PlannerBenchmark {
  /// Top-1 / top-3 / parameter accuracy on the labelled corpus, per category.
  /// The reference MCP servers' tools (`mcp_reference_tools.json`) as the planner sees them.
  static func referenceTools(_ data: Data) throws -> [SkillDescriptor] {
    try (JSONValue.parse(String(decoding: data, as: UTF8.self))["tools"]?.arrayValue ?? []).map {
      tool -> SkillDescriptor in
      let id = tool["id"]?.stringValue ?? ""
      return SkillDescriptor(
        id: id, displayName: String(id.split(separator: ".").last ?? ""),
        description: tool["description"]?.stringValue ?? "",
        schema: try JSONSchema.parse(tool["input_schema"] ?? [:]).schema)
    }
  }

  static func accuracyTable(fixtures: String) throws -> String {
    guard let corpus = FileManager.default.contents(atPath: fixtures + "/planner_corpus.jsonl"),
      let reference = FileManager.default.contents(atPath: fixtures + "/mcp_reference_tools.json")
    else { throw BenchProcess.Failure(description: "no planner corpus in \(fixtures)") }
    let rows = try PlannerEvaluation.rows(String(decoding: corpus, as: UTF8.self))
    let tools = try referenceTools(reference)
    let builtins = BuiltinSkills.all(
      reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
    ).map(\.descriptor)
    let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    let now = ISODateTime.date(from: "2026-11-30T10:00:00+08:00") ?? Date()
    let scores = PlannerEvaluation.score(rows, tools: builtins + tools, now: now, zone: zone)
    let crowded = PlannerEvaluation.score(
      rows, tools: builtins + tools + GeneratedRegistry.descriptors(count: 1000), now: now,
      zone: zone)
    return "offline planner on the labelled corpus (\(rows.count) requests; built-ins, workspace, "
      + "calendar and the reference MCP servers' \(tools.count) tools)\n"
      + PlannerEvaluation.table(scores)
      + "\n\nthe same corpus with 1,000 generated near-duplicate skills added to the registry\n"
      + PlannerEvaluation.table(crowded)
  }
}
