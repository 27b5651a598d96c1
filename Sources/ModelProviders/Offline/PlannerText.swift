import AgentCore
import Foundation
import SkillKit

/// What the offline planner says, in the user's language.
struct PlannerText: Sendable {
  let language: UserLanguage

  /// Which skill was picked and why: the matched words and the runner-up.
  func why(_ skill: SkillDescriptor, ranked: [SkillCandidate]) -> String {
    let best = ranked.first
    let terms = (best?.matchedTerms ?? []).prefix(4)
    let runnerUp = ranked.dropFirst().first
    let score = String(format: "%.2f", best?.score ?? 0)
    switch language {
    case .chinese:
      var text = "我选择了「\(skill.displayName(in: language.rawValue))」（\(skill.id)）"
      if !terms.isEmpty { text += "，因为请求中的「" + terms.joined(separator: "」「") + "」与它的描述和示例最吻合" }
      text += "（得分 \(score)"
      if let runnerUp {
        text += "，次选 \(runnerUp.skillID) \(String(format: "%.2f", runnerUp.score))"
      }
      return text + "）。"
    case .english:
      var text = "I picked \(skill.displayName(in: language.rawValue)) (\(skill.id))"
      if !terms.isEmpty {
        text +=
          " because \"" + terms.joined(separator: "\", \"")
          + "\" match its description and examples"
      }
      text += " (score \(score)"
      if let runnerUp {
        text += "; runner-up \(runnerUp.skillID) \(String(format: "%.2f", runnerUp.score))"
      }
      return text + ")."
    }
  }

  /// A part of the request no skill matched.
  func skipped(_ segment: String) -> String {
    language == .chinese
      ? "「\(segment)」没有匹配的技能，已跳过。"
      : "Nothing matches \"\(segment)\"; skipped."
  }

  /// No skill matches: say so and list what can be done.
  /// The answer when no skill fits: the closest skills (or a few of what it can do) with an
  /// example request each, and how to add a skill.
  func nothingMatches(
    _ request: String, closest: [SkillDescriptor], skills: [SkillDescriptor]
  ) -> String {
    let shown = closest.isEmpty ? Array(skills.prefix(6)) : Array(closest.prefix(3))
    let list = shown.map { skill -> String in
      "- \(skill.displayName(in: language.rawValue)) (\(skill.id)): \"\(example(for: skill))\""
    }.joined(separator: "\n")
    let more = skills.count > shown.count
    switch language {
    case .chinese:
      return "没有技能能处理「\(request)」。我是离线规划器，只能调用已注册的技能。"
        + (closest.isEmpty ? "我能做的（共 \(skills.count) 个技能）：" : "最接近的：") + "\n\(list)"
        + (more ? "\n（ask skills 列出全部）" : "")
        + "\n我能做的全部：不带请求运行 ask，或在终端界面里按 ?。"
        + "\n要添加技能：在 $ASK_HOME/skills 写一个技能文件或 SKILL.md 文件夹（ask skills check 检查），"
        + "或接入 MCP 服务器：ask mcp add 名称 -- 命令"
    case .english:
      return
        "No skill matches \"\(request)\". I am the offline planner and can only call the registered skills. "
        + (closest.isEmpty ? "Some of what I can do (\(skills.count) skills):" : "The closest:")
        + "\n\(list)" + (more ? "\n(ask skills lists them all)" : "")
        + "\nEverything I can do: ask with no request, or ? in the terminal UI."
        + "\nTo add a skill: a skill file or a SKILL.md folder in $ASK_HOME/skills (ask skills check"
        + " validates it), or an MCP server: ask mcp add NAME -- COMMAND"
    }
  }

  /// Why the log's answers decided between close candidates.
  func usuallyChosen(_ skill: SkillDescriptor) -> String {
    language == .chinese
      ? "（你通常选择「\(skill.displayName(in: language.rawValue))」；ask planner forget 可清除）"
      : "(you usually choose \(skill.displayName(in: language.rawValue)); ask planner forget clears this)"
  }

  /// Why a value the request did not give was filled in.
  func usually(_ values: [String]) -> String {
    language == .chinese
      ? "（按你以往的修改：\(values.joined(separator: "，"))；ask planner forget 可清除）"
      : "(you usually choose \(values.joined(separator: ", ")); ask planner forget clears this)"
  }

  /// A request that would pick `skill`: one of its examples in this language, or its id's words.
  func example(for skill: SkillDescriptor) -> String {
    skill.example(in: language.rawValue)
  }

  /// One line about how a call ended. A call that did not succeed is told in the words of
  /// its explanation — what happened and what to do — never in the words written for a model.
  func outcome(name: String, skillID: String, result: ToolResultBlock) -> String {
    let why = result.explanation.map { "\($0.message) \($0.fix)" } ?? result.content
    switch (language, result.status) {
    case (.chinese, .success): return "✓ \(name)：\(result.content)"
    case (.chinese, .error): return "✗ \(name) 失败：\(why)"
    case (.chinese, .denied): return "⊘ 没有执行 \(name)：\(why)"
    case (.chinese, .cancelled): return "⊘ \(name) 已取消。"
    case (.english, .success): return "✓ \(name): \(result.content)"
    case (.english, .error): return "✗ \(name) failed: \(why)"
    case (.english, .denied): return "⊘ Did not run \(name): \(why)"
    case (.english, .cancelled): return "⊘ \(name) was cancelled."
    }
  }
}
