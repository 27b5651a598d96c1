import AgentCore
import Foundation
import SQLiteStore
import SkillKit

/// `ask audit`: every skill call with its decision and what decided it; `export` as JSONL.
enum AuditCommand {
  static func run(_ options: AuditOptions, container: AppContainer, output: OutputWriter)
    async throws
    -> Int32
  {
    let since = try options.since.map { try date($0, environment: container.environment) }
    let entries = try await container.stores.audit.entries(
      skill: options.skill, since: since, afterRow: nil)
    let zone = container.environment.timeZone
    if let target = options.export {
      let text = entries.map { $0.jsonValue(zone: zone).jsonString + "\n" }.joined()
      if target == "-" {
        output.write(text)
      } else {
        do {
          try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
          throw UsageError(message: "cannot write \(target): \(error.localizedDescription)")
        }
        output.line("exported \(entries.count) entries to \(target)")
      }
      return 0
    }
    for entry in entries {
      if options.json {
        output.line(entry.jsonValue(zone: zone).jsonString)
        continue
      }
      let when = ISODateTime.string(from: entry.startedAt, in: zone)
      let outcome = entry.finished ? entry.outcome.rawValue : "interrupted"
      var line = "\(when) \(entry.skillID) \(outcome) · \(entry.decision)"
      line += " by \(entry.decidedBy?.rawValue ?? "-") (\(entry.reason)) · \(entry.durationMs) ms"
      output.line(line)
      output.line("    input \(entry.input.jsonString)")
      if let edited = entry.editedInput { output.line("    edited \(edited.jsonString)") }
      if let sandbox = entry.sandbox { output.line("    sandbox \(sandbox)") }
      if let error = entry.error { output.line("    error \(error)") }
    }
    if entries.isEmpty && !options.json { output.line("no audited calls") }
    return 0
  }

  /// `--since`: ISO 8601, `YYYY-MM-DD` (midnight in the user's zone) or words like `今天`.
  static func date(_ text: String, environment: AskEnvironment) throws -> Date {
    if let date = ISODateTime.date(from: text) { return date }
    if text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = environment.timeZone
      let parts = text.split(separator: "-").compactMap { Int($0) }
      if let date = calendar.date(
        from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
      {
        return date
      }
    }
    let parser = DateExpressionParser(
      now: environment.clock.now(), timeZone: environment.timeZone, defaultHour: 0)
    if let date = parser.date(fromAnswer: text) { return date }
    throw UsageError(
      message: "--since takes a date like 2026-11-30 or 2026-11-30T09:00:00+08:00, got \"\(text)\"")
  }
}
