import AgentCore
import Foundation
import SkillKit

/// Prints agent messages as a readable transcript with stage lines.
///
/// Prompts and forms are printed by `TerminalPrompter`, which also reads the answers.
struct TranscriptPrinter {
  let output: OutputWriter
  let language: UserLanguage
  private var streaming = false
  private var thinking = false
  private var lastStage: AgentStage.Kind?

  init(output: OutputWriter, language: UserLanguage) {
    self.output = output
    self.language = language
  }

  private var words: CLIText { CLIText(language) }

  mutating func print(_ message: AgentMessage) {
    if case .thinking(let text) = message {
      if !thinking { output.write(words(.thinking)) }
      thinking = true
      output.write(text)
      return
    }
    if thinking {
      output.line("")
      thinking = false
    }
    switch message {
    case .partialMessage(let text):
      streaming = true
      output.write(text)
      return
    case .assistant:
      if streaming { output.line("") }
      streaming = false
      return
    default:
      if streaming {
        output.line("")
        streaming = false
      }
    }
    if let line = line(for: message) { output.line(line) }
  }

  // swift-format-ignore: FunctionBodyLength
  private mutating func line(for message: AgentMessage) -> String? {
    switch message {
    case .userMessage(let text): return "› \(text)"
    case .stage(let stage): return stageLine(stage)
    case .toolUse(let use): return "→ \(use.skillID) \(use.input.jsonString)"
    case .toolProgress(let progress):
      if let log = progress.log { return "  · \(log)" }
      guard let step = progress.step else { return nil }
      let percent = progress.fraction.map { " \(Int($0 * 100))%" } ?? ""
      let elapsed = String(format: "%.1fs", progress.elapsedSeconds)
      return words(.stepNow, ["step": step, "percent": percent, "elapsed": elapsed])
    case .toolResult(let result):
      let mark = result.status == .success ? "✓" : (result.status == .error ? "✗" : "⊘")
      var text = words(
        .resultLine,
        [
          "mark": mark, "skill": result.skillID, "summary": result.summary,
          "ms": "\(result.durationMs)",
        ])
      if let fix = result.error?.fix, result.status != .success { text += "\n  ↳ \(fix)" }
      return text
    case .permissionDecision(let decision) where decision.requestID == nil:
      return words(
        .decisionLine,
        [
          "mark": decision.decision.isAllowed ? "✓" : "⊘", "skill": decision.skillID,
          "reason": DecisionReason.shown(decision.reason, in: language),
        ])
    case .authStatus(let change):
      return words(
        .authChange,
        [
          "capability": change.capability, "previous": words.status(change.previous),
          "status": words.status(change.status),
        ])
    case .filesPersisted(let files): return "  ⤓ " + files.paths.joined(separator: ", ")
    case .taskStarted(let task): return "⇉ \(task.description)"
    case .hookStarted(let hook): return "  ⚙ hook \(hook.hookName) (\(hook.event.rawValue))"
    case .hookProgress(let hook): return "    \(hook.output)"
    case .hookResponse(let hook):
      return "  ⚙ hook \(hook.hookName): exit \(hook.outcome.exitCode.map(String.init) ?? "?")"
        + (hook.outcome.blocked ? " — blocked" : "")
    case .localCommandOutput(let output):
      // A command's live output, under its card: `│` for stdout, `!` for stderr.
      guard output.toolUseID != nil else { return output.output }
      let mark = output.stream == "stderr" ? "!" : output.stream == "notice" ? "…" : "│"
      return "    \(mark) \(output.output)"
    case .promptSuggestion(let suggestions):
      return words(.trySuggestions)
        + suggestions.map { "\"\($0)\"" }.joined(separator: " · ")
    case .result(let result): return resultLine(result)
    case .system(let notice) where notice.subtype != "init":
      return "! " + NoticeText.shown(notice.message, in: language)
    default: return nil
    }
  }

  /// A stage change as a transcript line, in the words every face uses (`StageWords`).
  private mutating func stageLine(_ stage: AgentStage) -> String? {
    defer { lastStage = stage.kind }
    let phrase = StageWords.phrase(stage, in: language)
    switch stage {
    case .parsingIntent: return "· \(phrase)…"
    case .matchingSkill(let candidates):
      let list = candidates.map {
        words(
          .candidate,
          ["name": $0.displayName, "id": $0.skillID, "score": String(format: "%.2f", $0.score)])
      }
      let names = list.isEmpty ? words(.none) : list.joined(separator: " · ")
      return "· " + StageWords.wording(.matchingNamed, language, ["names": names])
    case .awaitingPermission:
      return lastStage == .awaitingPermission ? nil : "· \(phrase)"
    case .awaitingUserInput:
      return "· \(phrase)"
    case .executing:
      return lastStage == .executing ? nil : "· \(phrase)"
    case .failed(let error):
      let explanation = ErrorCatalogue.explain(error, in: language)
      return "✗ \(explanation.message)\n  ↳ \(explanation.fix)"
    case .paused: return "‖ \(phrase)"
    case .cancelled: return words(.cancelled)
    case .idle, .completed: return nil
    }
  }

  private func resultLine(_ result: RunResult) -> String {
    let cost =
      result.totalCostUSD.map { String(format: "$%.4f", $0) } ?? words(.costUnknown)
    let status: String
    switch result.subtype {
    case .success: status = words(.statusDone)
    case .cancelled: status = words(.statusCancelled)
    case .errorMaxTurns, .errorDuringExecution: status = words(.statusFailed)
    }
    let turns =
      result.numTurns == 1 && language == .english
      ? "1 turn" : words(.turns, ["count": "\(result.numTurns)"])
    let tokens = result.usage.inputTokens + result.usage.outputTokens
    let tokenCount = words(.tokens, ["count": "\(tokens)"])
    let took = words(.milliseconds, ["count": "\(result.durationMs)"])
    return "— \(status) · \(turns) · \(took) · \(tokenCount) · \(cost)"
  }
}
