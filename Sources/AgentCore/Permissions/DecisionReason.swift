import SkillKit

/// The reasons the gate records for its decisions, as they are shown to a person.
///
/// A decision's `reason` is stored in English — the audit log, `--json` and the permission
/// rules' readers are programs, and the words stay the same whatever language a run speaks.
/// A screen in Chinese shows the same reason through this catalogue: `shown(_:in:)` recognizes
/// the English words the policy, the gate and the front ends write and says them in the
/// user's language; a reason it does not know (a hook's own output) is shown as it is.
public enum DecisionReason: String, CaseIterable, Sendable {
  case rule, planMode, bypassMode, autoMode, normalLevel, needsConfirmation
  case authorizationDenied, denyModeAuthorization, denyMode, authorizationUndetermined
  case leftUndetermined, notAsked, hook, blockedByHook, invalidEdits
  case outsideWorkspace, insideGit
  case userAllowOnce, userAllowOnceEdited, userAllowSession, userAllowAlways, userDeny
  case userDenyAndStop, endOfInput, stdinClosed, escape, uiWentAway, withdrawn, replaced
  case nobodyToAsk, cancelledWaiting
  case ruleWithOrigin, ruleInPlace, projectPlace, userPlace, sessionPlace
  case allowWord, denyWord, askWord, normal, userConfirmation, systemAccess

  // swift-format-ignore
  public static let wording = Wording<DecisionReason>([
    .rule: ("rule: {rule}", "规则：{rule}"),
    .planMode: ("plan mode: shown, not run", "计划模式：只展示，不运行"),
    .bypassMode: ("bypass mode: every call is allowed", "放行模式：所有调用都允许"),
    .autoMode: ("auto mode: {level} runs without asking", "自动模式：「{level}」级别无需询问"),
    .normalLevel: ("level normal: runs without asking", "级别「普通」：无需询问即可运行"),
    .needsConfirmation: ("level {level}: needs your confirmation", "级别「{level}」：运行前需要你确认"),
    .authorizationDenied: ("authorization {capability} denied", "「{capability}」权限已被拒绝"),
    .denyModeAuthorization: ("deny mode: would ask for authorization {capability}", "拒绝模式：本需询问「{capability}」权限"),
    .denyMode: ("deny mode: would ask", "拒绝模式：本需询问你"),
    .authorizationUndetermined: ("authorization {capability} not determined", "尚未决定「{capability}」权限"),
    .leftUndetermined: ("{answer}; authorization {capability} left undetermined", "{answer}；「{capability}」权限仍未决定"),
    .notAsked: ("not asked: {error}", "未询问：{error}"),
    .hook: ("hook: {output}", "钩子：{output}"),
    .blockedByHook: ("blocked by a hook", "被钩子阻止"),
    .invalidEdits: ("the edited input was invalid {count} times", "修改后的参数已 {count} 次无效"),
    .outsideWorkspace: ("{path} is outside the workspace {workspace}; to allow it: {command}", "{path} 在工作区 {workspace} 之外；如要允许：{command}"),
    .insideGit: ("{path} is inside a .git folder, read-only without a rule; to allow it: {command}", "{path} 在 .git 文件夹内，没有规则时只读；如要允许：{command}"),
    .userAllowOnce: ("user: allow once", "你：允许一次"),
    .userAllowOnceEdited: ("user: allow once (edited)", "你：修改参数后允许一次"),
    .userAllowSession: ("user: allow for this session", "你：本次会话允许"),
    .userAllowAlways: ("user: always allow", "你：总是允许"),
    .userDeny: ("user: deny", "你：拒绝"),
    .userDenyAndStop: ("user: deny and stop", "你：拒绝并停止"),
    .endOfInput: ("no answer: end of input", "没有回答：输入已结束"),
    .stdinClosed: ("no answer: stdin closed", "没有回答：标准输入已关闭"),
    .escape: ("no answer: Esc", "没有回答：按了 Esc"),
    .uiWentAway: ("no answer: the UI went away", "没有回答：界面已关闭"),
    .withdrawn: ("withdrawn", "已撤回"),
    .replaced: ("replaced by a newer prompt", "已被新的提示取代"),
    .nobodyToAsk: ("nobody to ask: no interactive front end", "无人可问：没有交互式界面"),
    .cancelledWaiting: ("run cancelled while waiting for an answer", "等待回答时运行被取消"),
    .ruleWithOrigin: ("{decision} {pattern} [{place}, rule #{id} of table rules in {file}]", "{decision} {pattern}［{place}，{file} 中 rules 表第 {id} 条］"),
    .ruleInPlace: ("{decision} {pattern} [{place}]", "{decision} {pattern}［{place}］"),
    .projectPlace: ("project {folder}", "项目 {folder}"),
    .userPlace: ("user", "用户"),
    .sessionPlace: ("session", "本次会话"),
    .allowWord: ("allow", "允许"),
    .denyWord: ("deny", "拒绝"),
    .askWord: ("ask", "询问"),
    .normal: ("normal", "普通"),
    .userConfirmation: ("userConfirmation", "需确认"),
    .systemAccess: ("systemAccess", "系统级"),
  ])

  /// Keys whose Chinese text needs no Chinese: formats.
  public static let untranslated: Set<DecisionReason> = [.ruleInPlace]

  /// `reason` as a person reading `language` sees it; unknown words are kept as they are.
  public static func shown(_ reason: String, in language: UserLanguage) -> String {
    guard language != .english, let (key, values) = wording.recognize(reason) else {
      return reason
    }
    var translated = values
    for (name, value) in values {
      switch name {
      // A level's name is its key (`userConfirmation`), said in words.
      case "level":
        translated[name] = DecisionReason(rawValue: value).map { wording($0, language) } ?? value
      case "rule", "answer", "place", "decision": translated[name] = shown(value, in: language)
      default: break
      }
    }
    return wording(key, language, translated)
  }
}
