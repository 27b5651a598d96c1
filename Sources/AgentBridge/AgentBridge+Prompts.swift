import AgentCore

/// The open permission prompt and form: learned from their events, shown by the UI, answered
/// through the session.
extension AgentBridge {
  /// A prompt's event arrived: it is the one the UI shows (a newer one replaces it).
  func show(_ prompt: OpenPrompt) {
    flushStreaming()
    // Answered already (through `answer`, before its event got here): nothing to show.
    guard agent?.prompt(prompt.requestID) != nil else { return }
    switch prompt {
    case .permission(let request): pendingPermission = request
    case .input(let request): pendingInput = request
    }
    observer?.bridgePromptsChanged(self)
  }

  /// The prompt `requestID` is no longer open (answered or withdrawn).
  func closePrompt(_ requestID: String) {
    var changed = false
    if pendingPermission?.requestID == requestID {
      pendingPermission = nil
      changed = true
    }
    if pendingInput?.requestID == requestID {
      pendingInput = nil
      changed = true
    }
    if changed { observer?.bridgePromptsChanged(self) }
  }

  /// Answers the open prompt `requestID` through the session — the prompt shown here or one
  /// whose event has not reached the bridge yet. Refused, changing nothing, when no such
  /// prompt is open or the answer is of the other kind.
  public func answer(_ requestID: String, with answer: PromptAnswer) throws(AnswerRefusal) {
    guard let agent else { throw AnswerRefusal(requestID: requestID, reason: .notOpen) }
    do {
      try agent.answer(requestID, with: answer)
    } catch {
      // Closed meanwhile (withdrawn, or answered elsewhere): the UI stops showing it.
      if case .closed = error.reason { closePrompt(requestID) }
      throw error
    }
    closePrompt(requestID)
  }

  /// The prompt `requestID` while the session waits for its answer.
  public func openPrompt(_ requestID: String) -> OpenPrompt? {
    agent?.prompt(requestID)
  }

  /// Answers the permission prompt shown.
  public func answerPermission(_ decision: ResolvedDecision) {
    guard let id = pendingPermission?.requestID else { return }
    answerShown(id, .permission(decision))
  }

  /// Answers the form shown.
  public func answerInput(_ response: InputResponse) {
    guard let id = pendingInput?.requestID else { return }
    answerShown(id, .input(response))
  }

  /// The prompt shown was closed before the person's answer reached it (the run was
  /// cancelled meanwhile): nothing waits for the answer, and the prompt is no longer shown.
  private func answerShown(_ id: String, _ answer: PromptAnswer) {
    do {
      try self.answer(id, with: answer)
    } catch {
      closePrompt(id)
    }
  }
}
