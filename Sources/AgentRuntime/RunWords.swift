import AgentCore

/// The words the agent loop writes for people — a call's one-sentence description, a failed
/// or cancelled call's summary — in English and Chinese. What the model receives about a call
/// stays in English.
enum RunWord: String, CaseIterable, Sendable {
  case field, skill, withFields, fieldSeparator, touches, touchSeparator
  case failedSummary, cancelledSummary, samplingSummary

  // swift-format-ignore
  static let wording = Wording<RunWord>([
    .field: ("{name} \"{value}\"", "{name}「{value}」"),
    .skill: ("{name} ({id})", "{name}（{id}）"),
    .withFields: (" with {fields}", "：{fields}"),
    .fieldSeparator: (", ", "，"),
    .touches: ("; touches: {list}", "；涉及数据：{list}"),
    .touchSeparator: (", ", "、"),
    .failedSummary: ("failed: {message}", "失败：{message}"),
    .cancelledSummary: ("cancelled", "已取消"),
    .samplingSummary: (
      "MCP server {server} asks {model} to write up to {tokens} tokens, counted in this run's usage",
      "MCP 服务器 {server} 请 {model} 写最多 {tokens} 个 token，计入本次运行的用量"
    ),
  ])

  /// Keys whose Chinese text needs no Chinese: formats and punctuation.
  static let untranslated: Set<RunWord> = [.field, .skill, .fieldSeparator, .touchSeparator]

  /// The words of this key in `language`, with `values` filled in.
  func text(_ language: UserLanguage, _ values: [String: String] = [:]) -> String {
    Self.wording(self, language, values)
  }
}
