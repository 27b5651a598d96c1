import AgentCore
import SkillKit

extension MCPServeHandler {
  /// A started run of one call: its messages, and how to cancel it.
  public struct Run: Sendable {
    /// The run's messages.
    public var messages: AsyncStream<AgentMessage>
    /// Cancels the run.
    public var cancel: @Sendable () -> Void

    /// A run in progress: its messages and how to cancel it.
    public init(messages: AsyncStream<AgentMessage>, cancel: @escaping @Sendable () -> Void) {
      self.messages = messages
      self.cancel = cancel
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
