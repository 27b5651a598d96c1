import SkillKit

/// A tool call the model made: which skill, with what input.
public struct ToolCall: Sendable, Hashable, Codable {
  /// The tool-use id.
  public var id: String
  /// The skill id (provider tool names are mapped back before they get here).
  public var name: String
  /// The input the model sent.
  public var input: JSONValue

  /// A call in the conversation.
  public init(id: String, name: String, input: JSONValue) {
    self.id = id
    self.name = name
    self.input = input
  }
}

/// How a tool call ended.
public enum ToolResultStatus: String, Sendable, Hashable, Codable {
  case success, error, denied, cancelled
}

/// The answer to one tool call, as the model reads it.
public struct ToolResultBlock: Sendable, Hashable, Codable {
  /// The call it answers.
  public var toolUseID: String
  /// How the call ended.
  public var status: ToolResultStatus
  /// What the model reads about it.
  public var content: String
  /// What the user is shown about a call that did not succeed (the error catalogue, in the
  /// user's language). Never sent to a model; the offline planner answers with it, so the
  /// words written for a model ("do not retry unless the user asks") never reach the user.
  public var explanation: ErrorExplanation?

  /// A result in the conversation.
  public init(
    toolUseID: String, status: ToolResultStatus, content: String,
    explanation: ErrorExplanation? = nil
  ) {
    self.toolUseID = toolUseID
    self.status = status
    self.content = content
    self.explanation = explanation
  }

  /// Everything but success is an error to the model.
  public var isError: Bool { status != .success }
}

/// One block of a conversation message.
public enum ContentBlock: Sendable, Hashable, Codable {
  case text(String)
  case toolUse(ToolCall)
  case toolResult(ToolResultBlock)
}

/// One message of the conversation the model sees.
public struct Message: Sendable, Hashable, Codable {
  /// Who said it.
  public enum Role: String, Sendable, Hashable, Codable {
    case user, assistant
  }

  /// Who said it.
  public var role: Role
  /// Its text, calls and results, in order.
  public var content: [ContentBlock]

  /// A message of `role` made of `content`.
  public init(role: Role, content: [ContentBlock]) {
    self.role = role
    self.content = content
  }

  /// A user message of plain text.
  public static func user(_ text: String) -> Message {
    Message(role: .user, content: [.text(text)])
  }

  /// The text blocks joined.
  public var text: String {
    content.compactMap { block in
      if case .text(let text) = block { return text }
      return nil
    }.joined()
  }

  /// The tool calls in this message, in order.
  public var toolCalls: [ToolCall] {
    content.compactMap { block in
      if case .toolUse(let call) = block { return call }
      return nil
    }
  }

  /// The tool results in this message, in order.
  public var toolResults: [ToolResultBlock] {
    content.compactMap { block in
      if case .toolResult(let result) = block { return result }
      return nil
    }
  }
}
