/// A prompt waiting for a person: a permission request or a form.
public enum OpenPrompt: Sendable, Hashable {
  case permission(PermissionRequest)
  case input(InputRequest)

  /// What kind of answer a prompt takes.
  public enum Kind: String, Sendable, Hashable {
    case permission, input
  }

  /// The id an answer names.
  public var requestID: String {
    switch self {
    case .permission(let request): request.requestID
    case .input(let request): request.requestID
    }
  }

  /// A permission request or a form.
  public var kind: Kind {
    switch self {
    case .permission: .permission
    case .input: .input
    }
  }
}

/// A person's answer to an open prompt, handed to `AgentSession.answer`.
public enum PromptAnswer: Sendable, Hashable {
  /// The answer to a permission request.
  case permission(ResolvedDecision)
  /// The answer to a form.
  case input(InputResponse)

  /// The kind of prompt it answers.
  public var kind: OpenPrompt.Kind {
    switch self {
    case .permission: .permission
    case .input: .input
    }
  }
}

/// Why an answer was not taken: nothing changed, and the prompt (if open) stays open.
public struct AnswerRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong with the answer.
  public enum Reason: Sendable, Hashable {
    /// No prompt of that id is open, nor was one closed lately.
    case notOpen
    /// The prompt was `answered` or `cancelled` (its run no longer waits for it).
    case closed(String)
    /// The prompt is of the other kind (a form answered with a decision, or the reverse).
    case wrongKind(OpenPrompt.Kind)
  }

  /// The id the answer named.
  public var requestID: String
  /// What was wrong.
  public var reason: Reason

  /// A refusal of the answer to `requestID`.
  public init(requestID: String, reason: Reason) {
    self.requestID = requestID
    self.reason = reason
  }

  /// What was wrong, in the protocol's words (`ask --json`'s `protocol_error` messages).
  public var description: String {
    switch reason {
    case .notOpen: return "no open request \(requestID)"
    case .closed(let how): return "request \(requestID) was already \(how); this answer is ignored"
    case .wrongKind(.input):
      return "\(requestID) is a form: answer it with an input_response"
    case .wrongKind(.permission):
      return "\(requestID) is a permission request: answer it with a permission_response"
    }
  }
}
