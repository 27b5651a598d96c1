import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SkillKit
import Testing

extension PlannerSuites {
  /// The labelled corpus (Tests/Fixtures/planner_corpus.jsonl, written by
  /// make_planner_corpus.py) over the built-ins, the workspace and calendar skills and the tools
  /// the reference MCP servers really declare. The floors may only rise.
  struct PlannerCorpusAccuracyTests {
    /// Measured when the corpus was written; raise them when the planner gets better.
    /// Lowered once, by one request (all 98.0 → 97.7, reminders 100 → 98.3): a Chinese word
    /// counts once however many ways it is said (SkillIndex.Word), and `我还有什么提醒` lost the
    /// double credit 提醒 and "reminder" gave it over the function words todo.list shares; held
    /// out sets gained more (BENCHMARKS.md, issue 32, eighth part).
    static let floors: [String: (top1: Double, parameters: Double)] = [
      "all": (97.7, 100), "calendar": (97, 100), "files": (100, 100), "mcp": (94, 100),
      "nothing": (83, 100), "reminders": (98.3, 100), "shell": (100, 100), "steps": (100, 100),
      "time": (100, 100), "todos": (96.7, 100),
    ]

    static func fixture(_ name: String) throws -> String {
      let path = ReplayServer.script(from: #filePath, named: name)
      let data = try #require(FileManager.default.contents(atPath: path), "no fixture \(path)")
      return String(decoding: data, as: UTF8.self)
    }

    /// The reference servers' tools as `ask` declares MCP tools: id, description, schema.
    static func referenceTools() throws -> [SkillDescriptor] {
      let json = try JSONValue.parse(try fixture("mcp_reference_tools.json"))
      return try (json["tools"]?.arrayValue ?? []).map { tool in
        let schema = try JSONSchema.parse(tool["input_schema"] ?? [:]).schema
        let id = tool["id"]?.stringValue ?? ""
        return SkillDescriptor(
          id: id, displayName: String(id.split(separator: ".").last ?? ""),
          description: tool["description"]?.stringValue ?? "", schema: schema)
      }
    }

    static func tools() throws -> [SkillDescriptor] {
      BuiltinSkills.all(
        reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
      ).map(\.descriptor) + (try referenceTools())
    }

    /// With 1,000 generated skills that share the built-ins' words (list, create, calendar,
    /// files…) in the registry, the corpus still plans right this often.
    static let crowdedFloor = (top1: 94.1, parameters: 97.8)

    @Test func nearDuplicatesInABigRegistryDoNotDrownTheRightSkill() throws {
      let rows = try PlannerEvaluation.rows(try Self.fixture("planner_corpus.jsonl"))
      let scores = PlannerEvaluation.score(
        rows, tools: try Self.tools() + GeneratedRegistry.descriptors(count: 1000),
        now: PlannerCorpusTests.now, zone: PlannerCorpusTests.zone)
      let total = PlannerEvaluation.total(scores)
      print(PlannerEvaluation.table(scores))
      for miss in total.misses { print("crowded miss: \(miss)") }
      #expect(total.percent(total.top1, of: total.requests) >= Self.crowdedFloor.top1)
      #expect(
        total.percent(total.paramsRight, of: total.paramsChecked) >= Self.crowdedFloor.parameters)
    }

    @Test func theCorpusIsBigBilingualAndAboveItsFloors() throws {
      let rows = try PlannerEvaluation.rows(try Self.fixture("planner_corpus.jsonl"))
      #expect(rows.count >= 300, "\(rows.count) requests")
      let chinese = rows.filter { UserLanguage.of($0.request) == .chinese }.count
      #expect(Double(chinese) >= Double(rows.count) * 0.4, "\(chinese) in Chinese")
      let scores = PlannerEvaluation.score(
        rows, tools: try Self.tools(), now: PlannerCorpusTests.now, zone: PlannerCorpusTests.zone)
      let total = PlannerEvaluation.total(scores)
      print(PlannerEvaluation.table(scores))
      for miss in total.misses { print("miss: \(miss)") }
      for (category, floor) in Self.floors {
        let score = category == "all" ? total : scores.first { $0.category == category }
        guard let score else { continue }
        #expect(score.percent(score.top1, of: score.requests) >= floor.top1, "\(category) top-1")
        #expect(
          score.percent(score.paramsRight, of: score.paramsChecked) >= floor.parameters,
          "\(category) parameters")
      }
    }
  }
}
