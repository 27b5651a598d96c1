import SkillKit

/// The words for where a run is — one catalogue for every face: the terminal UI's status
/// line, line mode's transcript and the web page (served to it with its script), so the three
/// never drift apart. `{skill}` is the skill's id; `{names}` the candidates.
public enum StageWords: String, CaseIterable, Sendable {
  case idle, parsing, matching, matchingNamed, awaitingPermission, executing, awaitingInput
  case completed, failed, cancelled, paused

  // swift-format-ignore
  /// English and Chinese.
  public static let wording = Wording<StageWords>([
    .idle: ("ready", "就绪"),
    .parsing: ("understanding the request", "正在理解意图"),
    .matching: ("matching skills", "匹配技能"),
    .matchingNamed: ("matching skills: {names}", "匹配技能：{names}"),
    .awaitingPermission: ("waiting for your approval: {skill}", "等待你的授权：{skill}"),
    .executing: ("running {skill}", "正在执行 {skill}"),
    .awaitingInput: ("waiting for your input: {skill}", "等待补充参数：{skill}"),
    .completed: ("done", "完成"),
    .failed: ("failed", "失败"),
    .cancelled: ("cancelled", "已取消"),
    .paused: ("paused", "已暂停"),
  ])

  /// The key for a stage of that kind (`matching` with no names; `matchingNamed` takes them).
  public static func key(for kind: AgentStage.Kind) -> StageWords {
    switch kind {
    case .idle: .idle
    case .parsingIntent: .parsing
    case .matchingSkill: .matching
    case .awaitingPermission: .awaitingPermission
    case .executing: .executing
    case .awaitingUserInput: .awaitingInput
    case .paused: .paused
    case .completed: .completed
    case .failed: .failed
    case .cancelled: .cancelled
    }
  }

  /// `stage` in words, in `language`: the skill it is at, the candidates it weighs.
  public static func phrase(_ stage: AgentStage, in language: UserLanguage) -> String {
    switch stage {
    case .matchingSkill(let candidates):
      let names = candidates.prefix(3).map(\.skillID).joined(separator: ", ")
      return names.isEmpty
        ? wording(.matching, language) : wording(.matchingNamed, language, ["names": names])
    case .awaitingPermission(let skill), .executing(let skill, _),
      .awaitingUserInput(let skill, _):
      return wording(key(for: stage.kind), language, ["skill": skill.id])
    default:
      return wording(key(for: stage.kind), language)
    }
  }

  /// Every stage kind's words in both languages as a JSON object (`{"en": {"parsing_intent":
  /// "…"}, "zh": {…}}`), for a face that fills in `{skill}` itself (the web page).
  public static var byWireName: JSONValue {
    var languages: [String: JSONValue] = [:]
    for language in [UserLanguage.english, .chinese] {
      var words: [String: JSONValue] = [:]
      for kind in AgentStage.Kind.allCases {
        words[kind.rawValue] = .string(wording(key(for: kind), language))
      }
      languages[language == .chinese ? "zh" : "en"] = .object(words)
    }
    return .object(languages)
  }
}
