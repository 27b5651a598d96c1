import AgentCore
import Foundation
import Markdown
import ModelProviders
import SQLiteStore
import SkillKit
import TerminalUI

/// `ask doctor`: checks what can be checked — the configuration, the data directory, the
/// database, the authorizations, the skills and their files, the MCP servers, the model
/// endpoint — and prints each problem with its fix (keys only as present or absent).
/// `ask doctor --errors` prints the whole error catalogue.
enum DoctorCommand {
  /// One line of the report; `problem` is nil when the check passed.
  struct Check {
    var name: String
    var value: String
    var problem: ErrorExplanation?

    init(_ name: String, _ value: String, problem: ErrorExplanation? = nil) {
      self.name = name
      self.value = value
      self.problem = problem
    }
  }

  static func run(
    _ options: RunOptions, environment: AskEnvironment, output: OutputWriter
  ) async -> Int32 {
    let language = environment.language(option: options.language) ?? .english
    let checks = await DoctorChecks(environment: environment, language: language).all(options)
    if options.json {
      output.line(json(checks).jsonString)
    } else {
      let words = DoctorWords(language)
      let width = max(12, checks.map { DisplayWidth.of(words.name($0.name)) }.max() ?? 0)
      for check in checks {
        let name = DoctorWords.pad(words.name(check.name), to: width)
        output.line("\(check.problem == nil ? "✓" : "✗") \(name) \(check.value)")
        if let problem = check.problem {
          output.line("  \(String(repeating: " ", count: width)) \(problem.message)")
          output.line("  \(String(repeating: " ", count: width)) ↳ \(problem.fix)")
        }
      }
      let problems = checks.filter { $0.problem != nil }.count
      output.line(words.summary(problems: problems))
    }
    return checks.allSatisfy { $0.problem == nil } ? 0 : 1
  }

  /// The checks as `ask doctor --json` prints them (and `GET /api/doctor` answers): each
  /// check by its name (the last of a name), and all of them in order in `checks`.
  static func json(_ checks: [Check]) -> JSONValue {
    var object: [String: JSONValue] = ["ok": .bool(checks.allSatisfy { $0.problem == nil })]
    var all: [JSONValue] = []
    for check in checks {
      let entry: JSONValue = [
        "value": .string(check.value), "ok": .bool(check.problem == nil),
        "problem": check.problem.map(MessageWire.error) ?? .null,
      ]
      object[check.name.replacingOccurrences(of: " ", with: "_").lowercased()] = entry
      var named = entry.objectValue ?? [:]
      named["name"] = .string(check.name)
      all.append(.object(named))
    }
    object["checks"] = .array(all)
    return .object(object)
  }

  /// `ask doctor --errors [--markdown]`: every situation of the error catalogue.
  static func errors(
    language: UserLanguage, markdown: Bool, json: Bool, output: OutputWriter
  ) -> Int32 {
    if markdown {
      output.write(ErrorCatalogueTable.markdown())
      return 0
    }
    let entries = ErrorCatalogueTable.entries(in: language)
    if json {
      for entry in entries {
        let line: JSONValue = [
          "code": .string(entry.code), "situation": .string(entry.situation),
          "message": .string(entry.message), "fix": .string(entry.fix),
        ]
        output.line(line.jsonString)
      }
      return 0
    }
    let words = DoctorWords(language)
    for entry in entries {
      output.line("\(entry.code) — \(entry.situation)")
      output.line("    \(words.says) \(entry.message)")
      output.line("    ↳ \(entry.fix)")
    }
    return 0
  }
}
