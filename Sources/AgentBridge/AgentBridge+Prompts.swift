import AgentCore

/// The open permission prompt and form: shown by the UI, answered through the bridge.
extension AgentBridge {
  func present(_ request: PermissionRequest, _ answer: CheckedContinuation<ResolvedDecision, Never>)
  {
    flushStreaming()
    pendingPermission = request
    prompts.setPermission(answer)
    observer?.bridgePromptsChanged(self)
  }

  func present(_ request: InputRequest, _ answer: CheckedContinuation<InputResponse, Never>) {
    flushStreaming()
    pendingInput = request
    prompts.setInput(answer)
    observer?.bridgePromptsChanged(self)
  }

  func withdraw(_ requestID: String) {
    if pendingPermission?.requestID == requestID {
      pendingPermission = nil
      prompts.answerPermission(ResolvedDecision.noAnswer("withdrawn"))
    }
    if pendingInput?.requestID == requestID {
      pendingInput = nil
      prompts.answerInput(.cancel(reason: "withdrawn"))
    }
    observer?.bridgePromptsChanged(self)
  }

  /// Answers the open permission prompt.
  public func answerPermission(_ decision: ResolvedDecision) {
    guard prompts.answerPermission(decision) else { return }
    pendingPermission = nil
    observer?.bridgePromptsChanged(self)
  }

  /// Answers the open form.
  public func answerInput(_ response: InputResponse) {
    guard prompts.answerInput(response) else { return }
    pendingInput = nil
    observer?.bridgePromptsChanged(self)
  }
}
