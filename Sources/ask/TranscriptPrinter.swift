import AgentCore
import Foundation
import SkillKit

/// Prints agent messages as a readable transcript with stage lines.
///
/// Prompts and forms are printed by `TerminalInteraction`, which also reads the answers.
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

  private var zh: Bool { language == .chinese }

  mutating func print(_ message: AgentMessage) {
    if case .thinking(let text) = message {
      if !thinking { output.write(zh ? "（思考）" : "(thinking) ") }
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
      return zh ? "  … 正在\(step)\(percent) \(elapsed)" : "  … \(step)\(percent) \(elapsed)"
    case .toolResult(let result):
      let mark = result.status == .success ? "✓" : (result.status == .error ? "✗" : "⊘")
      var text = "\(mark) \(result.skillID) · \(result.summary) (\(result.durationMs) ms)"
      if let fix = result.error?.fix, result.status != .success { text += "\n  ↳ \(fix)" }
      return text
    case .permissionDecision(let decision) where decision.requestID == nil:
      return "  \(decision.decision.isAllowed ? "✓" : "⊘") \(decision.skillID): \(decision.reason)"
    case .authStatus(let change):
      return zh
        ? "  权限「\(change.capability)」：\(change.previous.rawValue) → \(change.status.rawValue)"
        : "  authorization \(change.capability): \(change.previous.rawValue) → \(change.status.rawValue)"
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
      return (zh ? "接下来可以试试：" : "Try next: ")
        + suggestions.map { "\"\($0)\"" }.joined(separator: " · ")
    case .result(let result): return resultLine(result)
    case .system(let notice) where notice.subtype != "init": return "! \(notice.message)"
    default: return nil
    }
  }

  private mutating func stageLine(_ stage: AgentStage) -> String? {
    defer { lastStage = stage.kind }
    switch stage {
    case .parsingIntent: return zh ? "· 正在理解意图…" : "· understanding the request…"
    case .matchingSkill(let candidates):
      let list = candidates.map {
        "\($0.displayName) (\($0.skillID)) \(String(format: "%.2f", $0.score))"
      }
      if list.isEmpty { return zh ? "· 匹配技能：无" : "· matching skills: none" }
      return (zh ? "· 匹配技能：" : "· matching skills: ") + list.joined(separator: " · ")
    case .awaitingPermission(let skill):
      return lastStage == .awaitingPermission
        ? nil : (zh ? "· 等待你的授权：\(skill.id)" : "· waiting for your approval: \(skill.id)")
    case .awaitingUserInput(let skill, _):
      return zh ? "· 等待补充参数：\(skill.id)" : "· waiting for input: \(skill.id)"
    case .executing(let skill, _):
      return lastStage == .executing ? nil : (zh ? "· 正在执行 \(skill.id)" : "· running \(skill.id)")
    case .failed(let error):
      let explanation = ErrorCatalogue.explain(error, in: language)
      return "✗ \(explanation.message)\n  ↳ \(explanation.fix)"
    case .paused: return zh ? "‖ 已暂停" : "‖ paused"
    case .cancelled: return zh ? "⊘ 本次操作已取消。" : "⊘ cancelled."
    case .idle, .completed: return nil
    }
  }

  private func resultLine(_ result: RunResult) -> String {
    let cost =
      result.totalCostUSD.map { String(format: "$%.4f", $0) } ?? (zh ? "费用未知" : "cost unknown")
    let status: String
    switch result.subtype {
    case .success: status = zh ? "完成" : "done"
    case .cancelled: status = zh ? "已取消" : "cancelled"
    case .errorMaxTurns, .errorDuringExecution: status = zh ? "失败" : "failed"
    }
    let turns =
      zh ? "\(result.numTurns) 轮" : "\(result.numTurns) turn\(result.numTurns == 1 ? "" : "s")"
    let tokens = result.usage.inputTokens + result.usage.outputTokens
    return "— \(status) · \(turns) · \(result.durationMs) ms · \(tokens) tokens · \(cost)"
  }
}
