/// A question a running skill asks the user (an MCP server's elicitation): a message and the
/// schema of the answer. It is shown as a form, like a skill's missing fields.
public struct SkillQuestion: Sendable, Hashable {
  /// The question, as the user reads it.
  public var message: String
  /// The schema of the answer (the form's fields).
  public var schema: JSONSchema

  /// A question.
  public init(message: String, schema: JSONSchema) {
    self.message = message
    self.schema = schema
  }
}

/// What became of a question.
public enum SkillAnswer: Sendable, Hashable {
  case accept([String: JSONValue])
  /// The user said no.
  case decline
  /// The user (or the run) cancelled the form.
  case cancel
  /// No one could be asked (no interactive front end): not the user's "no".
  case unavailable
}
