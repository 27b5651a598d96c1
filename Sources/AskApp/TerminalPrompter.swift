import AgentCore
import Foundation
import SkillKit
import TerminalUI

/// Asks permission and missing values on the terminal, one line per answer: line mode calls
/// it when the transcript has printed a prompt's event, and hands the answer to the session.
///
/// End of input is a deny (or a cancelled form), and says so.
struct TerminalPrompter: Sendable {
  let lines: LineQueue
  let output: OutputWriter
  let language: UserLanguage?
  let timeZone: TimeZone
  let now: @Sendable () -> Date
  /// Whether typed answers are echoed by the terminal; when not, they are echoed here.
  let echoesInput: Bool

  /// The next answer, echoed when stdin is not a terminal so the transcript reads well.
  private func answer() async -> String? {
    let line = await lines.nextText()
    if let line, !echoesInput { output.line(line) }
    return line
  }

  /// Asks whether the call may run (or the capability be used).
  func decide(_ request: PermissionRequest) async -> ResolvedDecision {
    let words = CLIText(language ?? UserLanguage.of(request.summary))
    let keys: String
    switch request.kind {
    case .authorization:
      let capability = request.capability ?? "?"
      output.line(
        words(
          .authorizationQuestion,
          ["name": request.skill.displayName, "skill": request.skill.id, "capability": capability]))
      keys = words(.authorizationKeys)
    case .sandbox:
      output.line(
        words(
          .sandboxQuestion,
          [
            "name": request.skill.displayName, "skill": request.skill.id,
            "capability": request.capability ?? "?",
          ]))
      if let sandbox = request.sandbox {
        output.line("  " + SandboxWords.describe(sandbox, in: words.language))
      }
      keys = words(.sandboxKeys)
    case .sampling:
      output.line(words(.samplingQuestion, ["summary": request.summary]))
      for line in request.samplingLines() { output.line("  │ " + line) }
      keys = words(.samplingKeys)
    case .confirmation:
      output.line(words(.confirmQuestion, ["summary": request.summary]))
      if !request.reason.isEmpty { output.line(words(.why, ["reason": request.reason])) }
      if let sandbox = request.sandbox {
        output.line("  " + SandboxWords.describe(sandbox, in: words.language))
      }
      if let preview = request.preview { printDiff(preview, words: words) }
      for (field, error) in request.errors.sorted(by: { $0.key < $1.key }) {
        output.line("  ! \(field): \(error)")
      }
      keys = words(.confirmKeys)
    }
    while true {
      output.write(keys)
      guard let answer = await answer() else {
        output.line("")
        output.line(words(.endOfInputDeny))
        return ResolvedDecision.noAnswer("no answer: end of input")
      }
      let trimmed = answer.trimmingCharacters(in: .whitespaces)
      let key = trimmed.prefix(1).lowercased()
      let note = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
      let message = note.isEmpty ? nil : note
      let isConfirmation = request.kind == .confirmation
      let remembers = request.options.contains(.allowSession)
      switch key {
      case "y": return ResolvedDecision(.allowOnce, reason: "user: allow once")
      case "s" where remembers:
        return ResolvedDecision(.allowSession, reason: "user: allow for this session")
      case "a" where remembers:
        return ResolvedDecision(.allowAlways, reason: "user: always allow")
      case "n": return ResolvedDecision(.deny, reason: "user: deny", message: message)
      case "x" where request.options.contains(.denyAndStop):
        return ResolvedDecision(.denyAndStop, reason: "user: deny and stop", message: message)
      case "e" where isConfirmation:
        guard let edited = await edit(request) else {
          return ResolvedDecision.noAnswer("no answer: end of input")
        }
        return ResolvedDecision(
          .allowOnce, reason: "user: allow once (edited)", editedInput: edited)
      default:
        output.line(words(.answerWithALetter))
      }
    }
  }

  /// Asks for each field's new value; Enter keeps the current one.
  /// The change a call will make, before the question: its counts and the first lines.
  private func printDiff(_ preview: SkillPreview, words: CLIText) {
    let counts = "+\(preview.added) −\(preview.removed)"
    guard !preview.diff.isEmpty else {
      output.line(words(.noChange, ["path": preview.path]))
      return
    }
    output.line("  \(preview.path) \(counts)")
    let lines = preview.diff.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    let shown = 80
    for line in lines.prefix(shown) { output.line("  │ " + line) }
    if lines.count > shown || preview.truncated {
      output.line(words(.moreDiff, ["count": "\(max(0, lines.count - shown))"]))
    }
  }

  private func edit(_ request: PermissionRequest) async -> [String: JSONValue]? {
    let parser = FieldValueParser(dates: DateExpressionParser(now: now(), timeZone: timeZone))
    var values: [String: JSONValue] = [:]
    for field in request.skill.inputFields {
      let current = request.input[field.name].map { $0.displayText } ?? ""
      output.write("  \(field.name) [\(current)] › ")
      guard let answer = await answer() else { return nil }
      let text = answer.trimmingCharacters(in: .whitespaces)
      if !text.isEmpty { values[field.name] = parser.parse(.string(text), for: field) }
    }
    return values
  }

  /// Asks for the form's fields, one row at a time.
  func complete(_ request: InputRequest) async -> InputResponse {
    let chosen = language ?? .english
    let words = CLIText(chosen)
    output.line(
      words(
        .formNeeds,
        [
          "name": request.skill.displayName,
          "fields": request.fields.map(\.name).joined(separator: ", "),
        ]))
    if let message = request.message {
      output.line(words(.formAsks, ["message": message]))
    }
    let parser = FieldValueParser(dates: DateExpressionParser(now: now(), timeZone: timeZone))
    // Nested objects, array items and variants are asked row by row (FormTree).
    let tree = FormTree(fields: request.skill.localized(request.fields, in: chosen.rawValue))
    var answers: [String: String] = [:]
    var index = 0
    while true {
      let rows = tree.rows(answers: answers)
      guard index < rows.count else { break }
      let row = rows[index]
      let field = row.field
      let indent = "  " + String(repeating: "  ", count: row.depth)
      if let error = request.errors[field.name] {
        output.line("\(indent)! \(field.name): \(error)")
      }
      let (name, kind) = FormTree.label(
        name: field.name, field: field, role: row.role, chinese: chosen == .chinese)
      let detail =
        field.description.isEmpty || row.role != .value ? "" : " — \(field.description)"
      let optional = field.required ? "" : words(.optional)
      let removable = FormTree.item(of: field.name) == nil ? "" : words(.removable)
      output.write("\(indent)\(name) (\(kind)\(optional)\(removable))\(detail) › ")
      guard let answer = await answer() else {
        output.line("")
        output.line(words(.endOfInputCancel))
        return .cancel(reason: "no answer: end of input")
      }
      let text = answer.trimmingCharacters(in: .whitespaces)
      if text == "/cancel" { return .cancel(reason: "user cancelled the form") }
      if text == "/remove", let (array, item) = FormTree.item(of: field.name) {
        answers = FormTree.removeItem(item, of: array, from: answers)
        index = max(0, min(index, tree.rows(answers: answers).count - 1))
        continue
      }
      if text.isEmpty {
        if field.required && row.depth == 0 && row.role == .value { return .decline }
        index += 1
        continue
      }
      let parsed = parser.parse(.string(text), for: field)
      if let problem = SchemaValidator.validate(parsed, against: field.schema).first {
        output.line("\(indent)! \(problem.message)")
        continue
      }
      if field.type == .dateTime, let iso = parsed.stringValue,
        let date = ISODateTime.date(from: iso)
      {
        output.line("\(indent)  \(text) → \(DatePreview.text(date, in: timeZone))")
      }
      answers[field.name] = FormTree.answer(text, parsed: parsed, role: row.role)
      // A new item's rows come where the "add another?" row was: ask them next.
      if !(row.role == .addItem && parsed == .bool(true)) { index += 1 }
    }
    return .accept(tree.value(answers: answers, parser: parser))
  }
}
