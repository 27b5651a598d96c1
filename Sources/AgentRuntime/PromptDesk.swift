import AgentCore
import Synchronization

/// The prompts of one agent that wait for a person. A prompt is put on the desk before its
/// event is emitted, so whoever sees the event can answer at once; the answer comes through
/// `Agent.answer`, the one way every front end answers. A prompt the run stops waiting for
/// (cancelled) is closed, and an answer to a closed prompt, to no prompt, or of the wrong kind
/// is refused without changing anything.
final class PromptDesk: Sendable {
  private struct Entry {
    var prompt: OpenPrompt
    var waiter: CheckedContinuation<PromptAnswer, Never>?
    /// An answer that came before the run started waiting.
    var answer: PromptAnswer?
  }

  private struct State {
    var open: [String: Entry] = [:]
    /// How each recently closed prompt ended (`answered`, `cancelled`), oldest first.
    var closed: [String: String] = [:]
    var closedOrder: [String] = []

    mutating func close(_ id: String, as how: String) {
      open[id] = nil
      if closed.updateValue(how, forKey: id) == nil { closedOrder.append(id) }
      if closedOrder.count > PromptDesk.closedKept {
        closed[closedOrder.removeFirst()] = nil
      }
    }
  }

  /// How many closed prompts are remembered, to say "already answered" rather than "no
  /// such request".
  static let closedKept = 4096

  private let state = Mutex(State())

  /// Puts `prompt` on the desk; from now on it can be answered.
  func open(_ prompt: OpenPrompt) {
    state.withLock { $0.open[prompt.requestID] = Entry(prompt: prompt) }
  }

  /// The prompt `requestID` while it is open.
  func prompt(_ requestID: String) -> OpenPrompt? {
    state.withLock { $0.open[requestID]?.prompt }
  }

  /// Waits for the answer to the open prompt `requestID`; a cancelled task closes it and gets
  /// `fallback` (the answer nobody gave).
  func wait(for requestID: String, fallback: PromptAnswer) async -> PromptAnswer {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state -> PromptAnswer? in
          guard var entry = state.open[requestID] else { return fallback }
          if let answer = entry.answer {
            state.close(requestID, as: "answered")
            return answer
          }
          entry.waiter = continuation
          state.open[requestID] = entry
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> CheckedContinuation<PromptAnswer, Never>? in
        guard let entry = state.open[requestID], entry.answer == nil else { return nil }
        state.close(requestID, as: "cancelled")
        return entry.waiter
      }
      waiter?.resume(returning: fallback)
    }
  }

  /// Answers the open prompt `requestID`.
  func answer(_ requestID: String, with answer: PromptAnswer) throws(AnswerRefusal) {
    let result = state.withLock {
      state -> Result<CheckedContinuation<PromptAnswer, Never>?, AnswerRefusal> in
      guard var entry = state.open[requestID], entry.answer == nil else {
        let how = state.closed[requestID] ?? (state.open[requestID] != nil ? "answered" : nil)
        return .failure(
          AnswerRefusal(requestID: requestID, reason: how.map { .closed($0) } ?? .notOpen))
      }
      guard entry.prompt.kind == answer.kind else {
        return .failure(
          AnswerRefusal(requestID: requestID, reason: .wrongKind(entry.prompt.kind)))
      }
      guard let waiter = entry.waiter else {
        entry.answer = answer
        state.open[requestID] = entry
        return .success(nil)
      }
      state.close(requestID, as: "answered")
      return .success(waiter)
    }
    switch result {
    case .failure(let refusal): throw refusal
    case .success(let waiter): waiter?.resume(returning: answer)
    }
  }
}
