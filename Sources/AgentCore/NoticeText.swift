/// The run's system notices as a person reads them.
///
/// A notice's `subtype` is what programs read, and its `message` is kept in English in the
/// stream and the store, like a decision's reason. The front ends show the message through
/// this catalogue, which recognizes the English words the agent writes and says them in the
/// user's language; a message it does not know is shown as it is.
public enum NoticeText: String, CaseIterable, Sendable {
  case bypassMode, planMode, denyMode, paused, resumed, inputCancelled, cancelledWaitingInput
  case userCancelledForm, couldNotSaveRule, allowedOnceInstead, skillsChanged, added, removed
  case updated, toolSelection, auditEndFailed, couldNotRecordAuthorization, ruleProblem

  // swift-format-ignore
  public static let wording = Wording<NoticeText>([
    .bypassMode: ("⚠ bypass mode: every call is allowed without asking (still audited)", "⚠ 放行模式：所有调用无需询问即可运行（仍会记录审计）"),
    .planMode: ("plan mode: nothing will run", "计划模式：不会运行任何操作"),
    .denyMode: ("deny mode: whatever would ask is denied", "拒绝模式：需要询问的操作一律拒绝"),
    .paused: ("paused at a tool-call boundary", "已在两次调用之间暂停"),
    .resumed: ("resumed", "已继续"),
    .inputCancelled: ("input request {id} for {skill} cancelled: {reason}", "{skill} 的参数请求 {id} 已取消：{reason}"),
    .cancelledWaitingInput: ("run cancelled while waiting for input", "等待输入时运行被取消"),
    .userCancelledForm: ("user cancelled the form", "你取消了表单"),
    .couldNotSaveRule: ("could not save \"always allow {rule}\": {error}; allowed for this session", "无法保存「总是允许 {rule}」：{error}；仅在本次会话允许"),
    .allowedOnceInstead: ("{error}; allowed once instead", "{error}；改为只允许一次"),
    .skillsChanged: ("skills changed: {parts}", "技能有变化：{parts}"),
    .added: ("added {skills}", "新增 {skills}"),
    .removed: ("removed {skills}", "移除 {skills}"),
    .updated: ("updated {skills}", "更新 {skills}"),
    .toolSelection: ("sent {chosen} of {all} skills that fit the request, and skills.search for the others", "向模型提供了 {all} 个技能中最符合请求的 {chosen} 个，其余可通过 skills.search 查找"),
    .auditEndFailed: ("the audit log could not record the end of {count} call(s) ({ids}): {error}", "审计日志无法记录 {count} 个调用（{ids}）的结束：{error}"),
    .couldNotRecordAuthorization: ("could not record authorization {capability}: {error}", "无法记录「{capability}」权限：{error}"),
    .ruleProblem: ("permission rules: {problem}", "权限规则：{problem}"),
  ])

  /// `message` as a person reading `language` sees it; unknown words are kept as they are.
  public static func shown(_ message: String, in language: UserLanguage) -> String {
    guard language != .english, let (key, values) = wording.recognize(message) else {
      return message
    }
    var translated = values
    if let parts = values["parts"] {
      translated["parts"] = parts.components(separatedBy: "; ").map { shown($0, in: language) }
        .joined(separator: "；")
    }
    if let reason = values["reason"] {
      translated["reason"] = shown(DecisionReason.shown(reason, in: language), in: language)
    }
    return wording(key, language, translated)
  }
}
