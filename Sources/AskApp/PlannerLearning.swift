import AgentCore
import Foundation
import ModelProviders
import SQLiteStore
import SkillKit

/// What the offline planner learns from this user's audit log, and `ask planner`.
enum PlannerLearning {
  /// Where `ask planner forget` records when the planner forgot: `$ASK_HOME/planner.json`.
  static func file(_ environment: AskEnvironment) -> String {
    environment.dataDirectory + "/planner.json"
  }

  /// The audit row after which the log is learned from (0: all of it).
  static func forgottenThrough(_ environment: AskEnvironment) throws -> Int64 {
    let path = file(environment)
    guard let data = FileManager.default.contents(atPath: path) else { return 0 }
    guard
      let row = try JSONValue.parse(String(decoding: data, as: UTF8.self))["forgot_through_row"]?
        .intValue
    else {
      throw UsageError(
        message: "\(path) has no forgot_through_row; remove it or run ask planner forget")
    }
    return Int64(row)
  }

  /// The preferences learned from the calls since the planner last forgot.
  static func load(_ container: AppContainer) async throws -> PlannerPreferences {
    let after = try forgottenThrough(container.environment)
    let entries = try await container.stores.audit.entries(
      skill: nil, since: nil, afterRow: after)
    return PlannerPreferences.learn(from: entries)
  }

  /// The offline planner with what it learned; any other model as it is.
  static func apply(to model: any LanguageModel, _ container: AppContainer) async throws
    -> any LanguageModel
  {
    guard var planner = model as? OfflinePlanner else { return model }
    planner.preferences = try await load(container)
    PlannerSemantics.attach(to: &planner, container.environment)
    return planner
  }

  /// `ask planner status` and `ask planner forget`.
  static func run(_ action: String, container: AppContainer, output: OutputWriter, json: Bool)
    async throws -> Int32
  {
    switch action {
    case "forget":
      let row = try await container.stores.audit.lastRow()
      let record: JSONValue = ["forgot_through_row": .integer(Int(row))]
      try Data((record.jsonString + "\n").utf8).write(
        to: URL(fileURLWithPath: file(container.environment)), options: .atomic)
      output.line(
        json
          ? (["type": "planner", "forgot": true] as JSONValue).jsonString
          : "the offline planner forgot what it learned; the audit log itself is kept")
      return 0
    default:
      let learned = try await load(container)
      if json {
        let bias = JSONValue.object(learned.skillBias.mapValues { JSONValue.number($0) })
        let usual = JSONValue.object(learned.usualValues.mapValues { JSONValue.object($0) })
        output.line(
          ([
            "type": "planner", "calls": .integer(learned.calls), "skill_bias": bias,
            "usual_values": usual, "requests_remembered": .integer(learned.observations.count),
          ] as JSONValue).jsonString)
        return 0
      }
      output.line(
        "learned from \(learned.calls) answered calls"
          + " (\(learned.observations.count) with their request: a skill rises for requests like"
          + " the ones you accepted it for)")
      for (skill, bias) in learned.skillBias.sorted(by: { $0.key < $1.key }) {
        output.line("  \(skill): \(String(format: "%+.2f", bias))")
      }
      for (skill, fields) in learned.usualValues.sorted(by: { $0.key < $1.key }) {
        for (field, value) in fields.sorted(by: { $0.key < $1.key }) {
          output.line("  \(skill).\(field) usually \(value.displayText)")
        }
      }
      return 0
    }
  }
}
