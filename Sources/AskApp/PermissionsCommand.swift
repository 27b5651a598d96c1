import AgentCore
import Foundation
import SQLiteStore
import SkillKit

/// `ask permissions list|add|rm`: the persisted permission rules.
enum PermissionsCommand {
  static func run(
    _ action: PermissionsAction, json: Bool, container: AppContainer, output: OutputWriter
  ) async throws -> Int32 {
    let store = container.stores.rules
    switch action {
    case .list:
      let stored = try await store.allRules()
      for (id, rule) in stored.rules {
        if json {
          let line: JSONValue = [
            "id": .integer(id), "decision": .string(rule.decision.rawValue),
            "rule": .string(rule.pattern), "scope": .string(rule.scope.name),
            "project": {
              if case .project(let path) = rule.scope { return .string(path) } else { return .null }
            }(),
          ]
          output.line(line.jsonString)
        } else {
          var place = rule.scope.name
          if case .project(let path) = rule.scope { place += " \(path)" }
          output.line("#\(id) \(rule.decision.rawValue) \(rule.pattern) [\(place)]")
        }
      }
      for line in stored.ignored {
        OutputWriter.error("ask: \(line)\n")
      }
      if stored.rules.isEmpty && !json { output.line("no rules") }
      return 0
    case .add(let decisionText, let pattern, let scopeText):
      let parsed: (skill: String, fields: [(name: String, pattern: String)])
      do {
        parsed = try RulePatternParser.parse(pattern)
      } catch {
        throw UsageError(message: String(describing: error))
      }
      let decision = RuleDecision(rawValue: decisionText) ?? .ask
      let scope: RuleScope =
        scopeText == "project" ? .project(FileManager.default.currentDirectoryPath) : .user
      let rule = PermissionRule(
        skill: parsed.skill, fields: parsed.fields, decision: decision, scope: scope)
      let descriptors = container.registry.allDescriptors.map(\.descriptor)
      let fieldCheck = rule.unknownFields(among: descriptors)
      if let unknown = fieldCheck.unknown.first {
        throw UsageError(
          message:
            "\(rule.skill) has no field \"\(unknown)\" (its fields: "
            + "\(fieldCheck.known.joined(separator: ", "))); the rule would match nothing")
      }
      // `sandbox(…)` rules are about leaving the sandbox, not about a skill.
      if rule.skill != SandboxQuestion.ruleSkill,
        !descriptors.contains(where: { RuleMatcher.skillMatches(rule.skill, $0.id) })
      {
        OutputWriter.error("ask: note: no registered skill matches \(rule.skill) yet\n")
      }
      let id = try await store.add(rule)
      output.line("#\(id) \(rule.decision.rawValue) \(rule.pattern) [\(rule.scope.name)]")
      return 0
    case .remove(let id):
      guard try await store.remove(id: id) else {
        throw UsageError(message: "no rule #\(id); see ask permissions list")
      }
      output.line("removed #\(id)")
      return 0
    }
  }
}
