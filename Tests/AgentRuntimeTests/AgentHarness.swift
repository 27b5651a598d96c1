import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit

/// Builds agents over scripted parts and reads their message streams.
enum AgentHarness {
  static let now = ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!
  static let zone = TimeZone(identifier: "Asia/Shanghai")!

  /// An agent over scripted parts; with `interaction` it can ask, and the test runs it with
  /// `run(_:answering:)` so that the script answers its prompts.
  static func agent(
    _ model: any LanguageModel, skills: [any Skill], interaction: ScriptedInteraction? = nil,
    authorization: (any AuthorizationProvider)? = InMemoryAuthorization(),
    rules: (any PermissionRuleStore)? = InMemoryRules(), hooks: [any AgentHook] = [],
    maxTurns: Int = 10
  ) throws -> Agent {
    Agent(
      model: model, registry: try SkillRegistry(skills), clock: ManualClock(now),
      interactive: interaction != nil, authorization: authorization, rules: rules, hooks: hooks,
      configuration: Agent.Configuration(maxTurns: maxTurns, timeZone: zone, language: .english))
  }

  static func toolResults(_ messages: [AgentMessage]) -> [ToolResultEvent] {
    messages.compactMap {
      if case .toolResult(let result) = $0 { return result } else { return nil }
    }
  }

  static func toolUses(_ messages: [AgentMessage]) -> [ToolUse] {
    messages.compactMap { if case .toolUse(let use) = $0 { return use } else { return nil } }
  }

  static func stages(_ messages: [AgentMessage]) -> [AgentStage.Kind] {
    messages.compactMap { if case .stage(let stage) = $0 { return stage.kind } else { return nil } }
  }

  /// Stage kinds with consecutive repeats folded.
  static func stagePath(_ messages: [AgentMessage]) -> [AgentStage.Kind] {
    stages(messages).reduce(into: []) { path, kind in
      if path.last != kind { path.append(kind) }
    }
  }

  /// Every stage change is legal, starting from idle.
  static func stagesAreLegal(_ messages: [AgentMessage]) -> Bool {
    var current = AgentStage.idle
    for case .stage(let next) in messages {
      if next.kind == .idle {
        current = .idle
        continue
      }
      guard case .success = StageMachine.transition(from: current, to: next) else { return false }
      current = next
    }
    return true
  }

  static func result(_ messages: [AgentMessage]) -> RunResult? {
    messages.compactMap { if case .result(let result) = $0 { return result } else { return nil } }
      .last
  }
}
