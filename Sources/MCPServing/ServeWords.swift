import AgentCore

/// The words `ask mcp serve` puts in the questions an MCP client shows its user: one catalogue,
/// in the server's one language.
enum ServeWord: String, CaseIterable, Sendable {
  case mayRun, reason, diffCut, needs, decisionTitle, decisionHelp, dateTimeHint
}

/// `ask mcp serve`'s catalogue, English and Chinese.
enum ServeWords {
  // swift-format-ignore
  static let wording = Wording<ServeWord>([
    .mayRun: ("ask: may {name} ({id}) run? {summary}.", "ask：允许{name}（{id}）运行吗？{summary}。"),
    .reason: (" ({reason})", "（{reason}）"),
    .diffCut: ("… (diff cut)", "……（改动太长，已截断）"),
    .needs: ("{name} needs: {fields}", "{name}需要：{fields}"),
    .decisionTitle: ("Decision", "决定"),
    .decisionHelp: ("allow_once: this call; allow_session: until ask mcp serve ends; deny", "allow_once：只这一次；allow_session：直到 ask mcp serve 结束；deny：拒绝"),
    .dateTimeHint: ("a date and time, e.g. 2026-12-01 09:00 or tomorrow 9am", "日期和时间，例如 2026-12-01 09:00 或 明天上午九点"),
  ])

  /// Keys whose Chinese text needs no Chinese: punctuation around a value.
  static let untranslated: Set<ServeWord> = [.reason]
}
