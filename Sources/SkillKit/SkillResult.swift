/// What a skill returns: text for the model, structured data for UIs, a one-line summary.
public struct SkillResult: Sendable, Hashable, Codable {
  /// The result as the model reads it.
  public var content: String
  /// Structured output for front ends (the created reminder, the list of todos).
  public var data: JSONValue?
  /// One line for a collapsed card: `Created reminder 开会 for 12-01 09:00`.
  public var summary: String

  /// A result: what the model reads, structured data, and the card's line.
  public init(content: String, data: JSONValue? = nil, summary: String? = nil) {
    self.content = content
    self.data = data
    self.summary = summary ?? content.split(separator: "\n").first.map(String.init) ?? ""
  }
}
