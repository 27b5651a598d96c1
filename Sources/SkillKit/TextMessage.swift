/// One message of a conversation as plain text: who said it and what — a prompt's message
/// `ask mcp serve` offers, a message of a server's sampling request.
public struct TextMessage: Sendable, Hashable {
  /// `user` or `assistant`.
  public var role: String
  /// Its text.
  public var text: String

  /// A message.
  public init(role: String, text: String) {
    self.role = role
    self.text = text
  }
}
