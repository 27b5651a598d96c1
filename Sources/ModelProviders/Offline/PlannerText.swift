import AgentCore
import Foundation
import SkillKit

/// Every sentence the offline planner writes, by key, in English and Chinese.
enum PlannerWord: String, CaseIterable, Sendable {
  case picked, because, becauseOne, termSeparator, score, runnerUp, skipped
  case nothingMatches, someOfWhatICanDo, closest, listsAll, everything, toAdd
  case usuallyChosen, usually, valueSeparator
  case succeeded, succeededBlock, moreLines, failed, denied, cancelled

  // swift-format-ignore
  static let wording = Wording<PlannerWord>([
    .picked: ("I picked {name} ({id}){because} (score {score}{runnerUp}).", "我选择了「{name}」（{id}）{because}（得分 {score}{runnerUp}）。"),
    .because: (" because \"{terms}\" match its description and examples", "，因为请求中的「{terms}」与它的描述和示例最吻合"),
    .becauseOne: (" because \"{terms}\" matches its description and examples", "，因为请求中的「{terms}」与它的描述和示例最吻合"),
    .termSeparator: ("\", \"", "」「"),
    .score: ("{score}", "{score}"),
    .runnerUp: ("; runner-up {id} {score}", "，次选 {id} {score}"),
    .skipped: ("Nothing matches \"{segment}\"; skipped.", "「{segment}」没有匹配的技能，已跳过。"),
    .nothingMatches: ("No skill matches \"{request}\". I am the offline planner and can only call the registered skills. ", "没有技能能处理「{request}」。我是离线规划器，只能调用已注册的技能。"),
    .someOfWhatICanDo: ("Some of what I can do ({count} skills):", "我能做的（共 {count} 个技能）："),
    .closest: ("The closest:", "最接近的："),
    .listsAll: ("(ask skills lists them all)", "（ask skills 列出全部）"),
    .everything: ("Everything I can do: ask with no request, or ? in the terminal UI.", "我能做的全部：不带请求运行 ask，或在终端界面里按 ?。"),
    .toAdd: ("To add a skill: a skill file or a SKILL.md folder in $ASK_HOME/skills (ask skills check validates it), or an MCP server: ask mcp add NAME -- COMMAND", "要添加技能：在 $ASK_HOME/skills 写一个技能文件或 SKILL.md 文件夹（ask skills check 检查），或接入 MCP 服务器：ask mcp add 名称 -- 命令"),
    .usuallyChosen: ("(you usually choose {name}; ask planner forget clears this)", "（你通常选择「{name}」；ask planner forget 可清除）"),
    .usually: ("(you usually choose {values}; ask planner forget clears this)", "（按你以往的修改：{values}；ask planner forget 可清除）"),
    .valueSeparator: (", ", "，"),
    .succeeded: ("✓ {name}: {content}", "✓ {name}：{content}"),
    .succeededBlock: ("✓ {name}:", "✓ {name}："),
    .moreLines: ("… {count} more lines (the call's card has them all)", "……还有 {count} 行（调用卡片中有全部内容）"),
    .failed: ("✗ {name} failed: {why}", "✗ {name} 失败：{why}"),
    .denied: ("⊘ Did not run {name}: {why}", "⊘ 没有执行 {name}：{why}"),
    .cancelled: ("⊘ {name} was cancelled.", "⊘ {name} 已取消。"),
  ])

  /// Keys whose Chinese text needs no Chinese: formats and punctuation.
  static let untranslated: Set<PlannerWord> = [.termSeparator, .score, .valueSeparator]
}

/// What the offline planner says, in the user's language.
struct PlannerText: Sendable {
  let language: UserLanguage
  /// The lines of a result's output an answer shows; the rest is in the call's card.
  static let shownLines = 40

  private func say(_ key: PlannerWord, _ values: [String: String] = [:]) -> String {
    PlannerWord.wording(key, language, values)
  }

  private func name(_ skill: SkillDescriptor) -> String {
    skill.displayName(in: language.rawValue)
  }

  /// Which skill was picked and why: the matched words and the runner-up.
  func why(_ skill: SkillDescriptor, ranked: [SkillCandidate]) -> String {
    let best = ranked.first
    let terms = (best?.matchedTerms ?? []).prefix(4)
    let because =
      terms.isEmpty
      ? ""
      : say(
        terms.count == 1 ? .becauseOne : .because,
        ["terms": terms.joined(separator: say(.termSeparator))])
    let runnerUp =
      ranked.dropFirst().first.map { candidate in
        say(.runnerUp, ["id": candidate.skillID, "score": String(format: "%.2f", candidate.score)])
      } ?? ""
    return say(
      .picked,
      [
        "name": name(skill), "id": skill.id, "because": because,
        "score": String(format: "%.2f", best?.score ?? 0), "runnerUp": runnerUp,
      ])
  }

  /// A part of the request no skill matched.
  func skipped(_ segment: String) -> String {
    say(.skipped, ["segment": segment])
  }

  /// The answer when no skill fits: the closest skills (or a few of what it can do) with an
  /// example request each, and how to add a skill.
  func nothingMatches(
    _ request: String, closest: [SkillDescriptor], skills: [SkillDescriptor]
  ) -> String {
    let shown = closest.isEmpty ? Array(skills.prefix(6)) : Array(closest.prefix(3))
    let list = shown.map { skill -> String in
      "- \(name(skill)) (\(skill.id)): \"\(example(for: skill))\""
    }.joined(separator: "\n")
    let lead =
      closest.isEmpty ? say(.someOfWhatICanDo, ["count": "\(skills.count)"]) : say(.closest)
    return say(.nothingMatches, ["request": request]) + lead + "\n\(list)"
      + (skills.count > shown.count ? "\n" + say(.listsAll) : "")
      + "\n" + say(.everything) + "\n" + say(.toAdd)
  }

  /// Why the log's answers decided between close candidates.
  func usuallyChosen(_ skill: SkillDescriptor) -> String {
    say(.usuallyChosen, ["name": name(skill)])
  }

  /// Why a value the request did not give was filled in.
  func usually(_ values: [String]) -> String {
    say(.usually, ["values": values.joined(separator: say(.valueSeparator))])
  }

  /// A request that would pick `skill`: one of its examples in this language, or its id's words.
  func example(for skill: SkillDescriptor) -> String {
    skill.example(in: language.rawValue)
  }

  /// One line about how a call ended. A call that did not succeed is told in the words of
  /// its explanation — what happened and what to do — never in the words written for a model.
  func outcome(name: String, skillID: String, result: ToolResultBlock) -> String {
    let why = result.explanation.map { "\($0.message) \($0.fix)" } ?? result.content
    switch result.status {
    case .success where result.content.contains("\n"):
      // Output keeps its lines: a block every face shows monospaced, the long end folded.
      let (block, hidden) = FencedBlock.markdown(result.content, maxLines: Self.shownLines)
      return say(.succeededBlock, ["name": name]) + "\n\n" + block
        + (hidden > 0 ? "\n\n" + say(.moreLines, ["count": "\(hidden)"]) : "")
    case .success: return say(.succeeded, ["name": name, "content": result.content])
    case .error: return say(.failed, ["name": name, "why": why])
    case .denied: return say(.denied, ["name": name, "why": why])
    case .cancelled: return say(.cancelled, ["name": name])
    }
  }
}
