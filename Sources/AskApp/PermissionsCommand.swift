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
      let zone = container.environment.timeZone
      let now = container.environment.clock.now()
      for (id, rule) in stored.rules {
        let expired = rule.isExpired(at: now)
        if json {
          let line: JSONValue = [
            "id": .integer(id), "decision": .string(rule.decision.rawValue),
            "rule": .string(rule.pattern), "scope": .string(rule.scope.name),
            "project": {
              if case .project(let path) = rule.scope { return .string(path) } else { return .null }
            }(),
            "expires_at": rule.expiresAt.map { .string(ISODateTime.string(from: $0, in: zone)) }
              ?? .null,
            "expired": .bool(expired),
          ]
          output.line(line.jsonString)
        } else {
          var place = rule.scope.name
          if case .project(let path) = rule.scope { place += " \(path)" }
          var expiry = ""
          if let date = rule.expiresAt {
            expiry =
              (expired ? " (expired " : " (until ") + ISODateTime.string(from: date, in: zone) + ")"
          }
          output.line("#\(id) \(rule.decision.rawValue) \(rule.pattern) [\(place)]\(expiry)")
        }
      }
      for line in stored.ignored {
        OutputWriter.error("ask: \(line)\n")
      }
      if stored.rules.isEmpty && !json { output.line("no rules") }
      return 0
    case .add(let decisionText, let pattern, let scopeText, let expiry):
      let parsed: (skill: String, fields: [(name: String, pattern: String)])
      do {
        parsed = try RulePatternParser.parse(pattern)
      } catch {
        throw UsageError(message: String(describing: error))
      }
      let decision = RuleDecision(rawValue: decisionText) ?? .ask
      let scope: RuleScope =
        scopeText == "project" ? .project(FileManager.default.currentDirectoryPath) : .user
      var rule = PermissionRule(
        skill: parsed.skill, fields: parsed.fields, decision: decision, scope: scope)
      let now = container.environment.clock.now()
      rule.expiresAt = try expiry.map {
        try expiryDate($0, now: now, environment: container.environment)
      }
      rule.madeBy = "ask permissions add"
      rule.createdAt = now
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
      let until = rule.expiresAt.map {
        " until " + ISODateTime.string(from: $0, in: container.environment.timeZone)
      }
      output.line(
        "#\(id) \(rule.decision.rawValue) \(rule.pattern) [\(rule.scope.name)]\(until ?? "")")
      return 0
    case .remove(let id):
      guard try await store.remove(id: id) else {
        throw UsageError(message: "no rule #\(id); see ask permissions list")
      }
      output.line("removed #\(id)")
      return 0
    }
  }

  /// The longest expiry: a year.
  static let maxLasting: TimeInterval = 366 * 86_400

  /// When a rule added now with `expiry` stops matching: `--for` a duration (`90s`, `30m`,
  /// `8h`, `2d`, `1w`, or several: `1h30m`), `--until` a date (ISO 8601, `YYYY-MM-DD` at
  /// midnight in the person's zone, or words like `明天`); from now to a year ahead.
  static func expiryDate(_ expiry: RuleExpiry, now: Date, environment: AskEnvironment) throws
    -> Date
  {
    let date: Date
    switch expiry {
    case .lasting(let text):
      guard let seconds = duration(text) else {
        throw UsageError(
          message: "--for takes a duration like 30m, 8h, 2d or 1h30m, got \"\(text.prefix(40))\"")
      }
      date = now.addingTimeInterval(seconds)
    case .until(let text):
      do {
        date = try AuditCommand.date(text, environment: environment)
      } catch {
        throw UsageError(
          message: "--until takes a date like 2026-12-31 or 2026-12-31T18:00:00+08:00, "
            + "got \"\(text.prefix(40))\"")
      }
    }
    guard date > now else {
      throw UsageError(message: "the rule would have expired already; give a time ahead")
    }
    guard date.timeIntervalSince(now) <= maxLasting else {
      throw UsageError(message: "a rule expires within a year; for longer, add it without one")
    }
    return date
  }

  /// `1h30m` in seconds; nil when it is not a duration.
  static func duration(_ text: String) -> TimeInterval? {
    let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800]
    guard !text.isEmpty, text.count <= 24 else { return nil }
    var total: TimeInterval = 0
    var number = ""
    for character in text.lowercased() {
      if character.isASCII && character.isNumber {
        number.append(character)
      } else if let unit = units[character], let value = Double(number) {
        total += value * unit
        number = ""
      } else {
        return nil
      }
    }
    return number.isEmpty && total > 0 ? total : nil
  }
}
