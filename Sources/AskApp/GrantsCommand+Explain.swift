import AgentCore
import AgentRuntime
import Foundation
import LocalFileSystem
import SkillKit

extension GrantsCommand {
  /// `ask grants explain SKILL --input JSON [--session ID]`: what the gate would decide and
  /// why, over the rules of this folder (and the live allowances of `session`), the mode and
  /// the authorizations — without running the call or its hooks.
  static func explain(
    _ skillID: String, inputText: String, session: String?, json: Bool,
    container: AppContainer, output: OutputWriter
  ) async throws -> Int32 {
    guard let skill = container.registry.skill(skillID)?.descriptor else {
      throw UsageError(
        message:
          "no skill \"\(VisibleText.escaped(String(skillID.prefix(80)), keepingNewlines: false))\"; "
          + "ask skills lists them")
    }
    guard inputText.utf8.count <= 1 << 20 else {
      throw UsageError(message: "--input is over 1 MB; give the call's input as a JSON object")
    }
    let input: [String: JSONValue]
    do {
      guard case .object(let object) = try JSONValue.parse(inputText) else {
        throw UsageError(message: "--input must be a JSON object, e.g. '{\"title\": \"milk\"}'")
      }
      input = object
    } catch let usage as UsageError {
      throw usage
    } catch {
      throw UsageError(
        message: "--input is not JSON (\(error)); give an object like '{\"title\": \"milk\"}'")
    }
    let cwd = FileManager.default.currentDirectoryPath
    let workspace = try AppContainer.workspace(nil)
    let stores = container.stores
    let stored = try await stores.rules.rules(for: cwd)
    var rules = stored.rules.map(\.rule)
    if let session {
      rules += try await stores.rules.sessionAllowances(owner: nil)
        .filter { $0.session == session && isLive($0) }.map(\.rule)
    }
    var authorizations: [String: AuthorizationStatus] = [:]
    for capability in skill.requiredAuthorizations {
      authorizations[capability] = try await stores.authorization.status(of: capability)
    }
    let mode = try modeSetting(container.environment).mode
    let now = container.environment.clock.now()
    let answer = GrantExplainer.explain(
      skill: skill, input: input, rules: rules, mode: mode, authorizations: authorizations,
      cwd: cwd, workspace: workspace, fileSystem: SystemFileSystem(), now: now)
    let (verdict, step, reason) = words(answer.verdict)
    if json {
      let line: JSONValue = [
        "skill": .string(skill.id), "input": .object(input), "verdict": .string(verdict),
        "decided_by": step.map(JSONValue.string) ?? .null, "reason": .string(reason),
        "mode": .string(mode.rawValue),
        "invalid_input": .array(answer.violations.map(JSONValue.string)),
        "matching_rules": .array(
          answer.matching.map { match in
            [
              "rule": .string(match.rule.described),
              "decision": .string(match.rule.decision.rawValue),
              "expired": .bool(match.expired),
            ]
          }),
        "outside_workspace": .array(
          answer.crossings.map { .string("\($0.field): \($0.resolved)") }),
        "hooks_run": false,
      ]
      output.line(line.jsonString)
      return 0
    }
    output.line("\(skill.id) \(JSONValue.object(input).jsonString)")
    if !answer.violations.isEmpty {
      output.line("  the input does not fit the skill's schema; the call would not reach the gate:")
      for violation in answer.violations { output.line("    \(violation)") }
    }
    output.line("  would \(verdict)" + (step.map { " — decided by \($0)" } ?? ""))
    output.line("  because \(VisibleText.escaped(reason, keepingNewlines: false))")
    output.line("  mode: \(mode.rawValue)")
    for match in answer.matching {
      output.line(
        "  matching rule: \(VisibleText.escaped(match.rule.described, keepingNewlines: false))"
          + (match.expired ? " (expired: matches nothing)" : ""))
    }
    for crossing in answer.crossings {
      output.line("  \(crossing.field) leaves the workspace: \(crossing.resolved)")
    }
    output.line("  (pre_tool_use hooks are not run here; one may still block the call)")
    return 0
  }

  /// The verdict in words: what would happen, the step that decides, and why.
  static func words(_ verdict: PolicyVerdict) -> (String, String?, String) {
    switch verdict {
    case .allow(let step, let reason): return ("run without asking", step.rawValue, reason)
    case .deny(let step, let reason): return ("be denied", step.rawValue, reason)
    case .askUser(let step, let reason): return ("ask you", step.rawValue, reason)
    case .askAuthorization(let capability):
      return (
        "ask for the system authorization \(capability) first", "authorization",
        "\(capability) is not determined yet"
      )
    }
  }
}
