import AgentCore

/// The open permission prompt and form: shown by the UI, answered through the bridge.
extension AgentBridge {
  func present(_ request: PermissionRequest, _ answer: CheckedContinuation<ResolvedDecision, Never>)
  {
    flushStreaming()
    permissionAnswer?.resume(
      returning: ResolvedDecision.noAnswer("replaced by a newer prompt"))
    pendingPermission = request
    permissionAnswer = answer
  }

  func present(_ request: InputRequest, _ answer: CheckedContinuation<InputResponse, Never>) {
    flushStreaming()
    inputAnswer?.resume(returning: .cancel(reason: "replaced by a newer form"))
    pendingInput = request
    inputAnswer = answer
  }

  func withdraw(_ requestID: String) {
    if pendingPermission?.requestID == requestID {
      pendingPermission = nil
      permissionAnswer?.resume(returning: ResolvedDecision.noAnswer("withdrawn"))
      permissionAnswer = nil
    }
    if pendingInput?.requestID == requestID {
      pendingInput = nil
      inputAnswer?.resume(returning: .cancel(reason: "withdrawn"))
      inputAnswer = nil
    }
  }

  /// Answers the open permission prompt.
  public func answerPermission(_ decision: ResolvedDecision) {
    guard let answer = permissionAnswer else { return }
    permissionAnswer = nil
    pendingPermission = nil
    answer.resume(returning: decision)
  }

  /// Answers the open form.
  public func answerInput(_ response: InputResponse) {
    guard let answer = inputAnswer else { return }
    inputAnswer = nil
    pendingInput = nil
    answer.resume(returning: response)
  }
}
