import AgentCore
import SkillKit

extension MCPServeHandler {
  /// A started run of one call: its messages, how to cancel it and how to answer its prompts.
  public struct Run: Sendable {
    /// The run's messages.
    public var messages: AsyncStream<AgentMessage>
    /// Cancels the run.
    public var cancel: @Sendable () -> Void
    /// Answers one of its prompts (`AgentSession.answer`).
    public var answer: @Sendable (String, PromptAnswer) throws(AnswerRefusal) -> Void

    /// A run in progress: its messages, how to cancel it and how to answer its prompts (by
    /// default it has none to answer).
    public init(
      messages: AsyncStream<AgentMessage>, cancel: @escaping @Sendable () -> Void,
      answer: @escaping @Sendable (String, PromptAnswer) throws(AnswerRefusal) -> Void = {
        id, _ throws(AnswerRefusal) in
        throw AnswerRefusal(requestID: id, reason: .notOpen)
      }
    ) {
      self.messages = messages
      self.cancel = cancel
      self.answer = answer
    }
  }

  enum Era {
    case handshake(version: String, elicits: Bool)
    case modern(elicits: Bool)

    var isModern: Bool {
      if case .modern = self { return true }
      return false
    }
  }

  struct Failure: Error {
    var code: Int
    var message: String
    var data: JSONValue?
  }
}
