import AgentCore

/// A command line's mistakes as a person reads them. `UsageError` messages are written in
/// English (scripts match them); the screen shows them through this catalogue, which
/// recognizes the common forms and says them in the user's language — a message it does not
/// know is shown as it is.
enum UsageWord: String, CaseIterable, Sendable {
  case needsValue, unknownOption, unknownOptionFor, usage, noSession, noSessionToContinue
  case noRule, takesEnOrZh, takesEnOrZhGot, notTogether, emptyRequest, seeHelp

  // swift-format-ignore
  static let wording = Wording<UsageWord>([
    .needsValue: ("{option} needs a value", "{option} 需要一个值"),
    .unknownOption: ("unknown option {option}", "未知选项 {option}"),
    .unknownOptionFor: ("unknown option {option} for {command}", "{command} 没有选项 {option}"),
    .usage: ("usage: {usage}", "用法：{usage}"),
    .noSession: ("no session {id}; see ask sessions", "没有会话 {id}；运行 ask sessions 查看"),
    .noSessionToContinue: ("there is no session to continue yet; run ask without --continue", "还没有可以继续的会话；请不带 --continue 运行 ask"),
    .noRule: ("no rule #{id}; see ask permissions list", "没有规则 #{id}；运行 ask permissions list 查看"),
    .takesEnOrZh: ("{option} takes en or zh", "{option} 只接受 en 或 zh"),
    .takesEnOrZhGot: ("{option} takes en or zh, got {value}", "{option} 只接受 en 或 zh，收到的是 {value}"),
    .notTogether: ("{first} and {second} cannot be used together", "{first} 和 {second} 不能同时使用"),
    .emptyRequest: ("the request is empty; say what you want done, e.g. {example}", "请求是空的；请说明要做什么，例如 {example}"),
    .seeHelp: ("see ask --help", "见 ask --help"),
  ])

  /// `message` in `language`; `; see ask --help` at its end is left to the fix.
  static func shown(_ message: String, in language: UserLanguage) -> String {
    let trimmed =
      message.hasSuffix("; see ask --help")
      ? String(message.dropLast("; see ask --help".count)) : message
    guard language != .english, let (key, values) = wording.recognize(trimmed), key != .seeHelp
    else { return trimmed }
    return wording(key, language, values)
  }
}
