/// Where `/SERVER:PROMPT ARG=VALUE…` requests are filled in: the prompts MCP servers offer,
/// offered to the person like slash commands. The filled-in text is what the model is sent.
public protocol PromptSource: Sendable {
  /// The prompt `prompt` of `server` filled in with `arguments`, as the text of one request;
  /// the key `""` carries the words that were not `KEY=VALUE` (for a prompt of one argument).
  /// Throws, in words that name the fix, when there is no such server or prompt or the
  /// arguments do not fit it.
  func expand(server: String, prompt: String, arguments: [String: String]) async throws -> String
}

/// A `/SERVER:PROMPT` request that does not fit what the server offers (no such prompt, an
/// argument missing or unknown): the person's to fix, not the server's failure.
public struct PromptUsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What does not fit and how to fix it.
  public var description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}

/// Where `@mcp://SERVER/URI` mentions in a request are read: the skill that reads a server's
/// resources, so an attachment is read by a call like any other — through the gate, shown as
/// a card, audited — before the request is sent.
public protocol AttachmentSource: Sendable {
  /// The id of the skill that reads `server`'s resources (input `{"uri": …}`); nil when the
  /// server offers none (or is not configured).
  func readerSkill(server: String) async -> String?
}
