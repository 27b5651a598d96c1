/// A server's request that ask's model write a completion (MCP `sampling/createMessage`), as a
/// skill hands it to the agent: who asks, the messages, the most tokens it may write.
public struct SamplingRequest: Sendable, Hashable {
  /// One message of the conversation to complete (other content is described, never sent on).
  public typealias Message = TextMessage

  /// The MCP server that asks.
  public var server: String
  /// The conversation to complete.
  public var messages: [Message]
  /// The system prompt it asks for, if any.
  public var systemPrompt: String?
  /// The most tokens the completion may have.
  public var maxTokens: Int

  /// A request.
  public init(server: String, messages: [Message], systemPrompt: String?, maxTokens: Int) {
    self.server = server
    self.messages = messages
    self.systemPrompt = systemPrompt
    self.maxTokens = maxTokens
  }
}

/// What ask's model wrote for a sampling request.
public struct SamplingResult: Sendable, Hashable {
  /// The completion.
  public var text: String
  /// The model that wrote it.
  public var model: String
  /// Why it stopped (`endTurn`, `maxTokens`).
  public var stopReason: String

  /// A result.
  public init(text: String, model: String, stopReason: String) {
    self.text = text
    self.model = model
    self.stopReason = stopReason
  }
}
