import AgentCore
import Foundation
import SkillKit

/// One `tools/call` served in rounds (2026-07-28): the run goes on in the background; each
/// question it asks ends the current round with an input-required result, and the client's
/// retry (with `requestState`) brings the answer and waits for the next question or the end.
actor ServeCall {
  /// What ends a round.
  enum Outcome: Sendable {
    /// The run asks: `key` names the question in `inputRequests`.
    case input(key: String, message: String, schema: JSONValue)
    /// The call's result (the `tools/call` result object).
    case done(JSONValue)
  }

  let tool: String
  let arguments: JSONValue
  private var outcomes: [Outcome] = []
  private var reader: CheckedContinuation<Outcome, Never>?
  private var answer: CheckedContinuation<ServeAnswer, Never>?
  private var asked = 0
  private var expiry: Task<Void, Never>?
  /// The progress token of the request now waiting (each retry brings its own).
  private(set) var progressToken: JSONValue?
  /// Cancels the call's run: a cancel of whichever request now waits for it (the first
  /// `tools/call`, or a retry) ends it.
  private(set) var cancelRun: (@Sendable () -> Void)?
  /// How long a question waits for the client's retry before it counts as cancelled.
  private let patience: Duration

  init(tool: String, arguments: JSONValue, patience: Duration) {
    self.tool = tool
    self.arguments = arguments
    self.patience = patience
  }

  /// The interaction's way to ask: ends the round, waits for the retry's answer.
  func ask(_ message: String, _ schema: JSONValue) async -> ServeAnswer {
    asked += 1
    let key = "q\(asked)"
    return await withCheckedContinuation { continuation in
      answer = continuation
      push(.input(key: key, message: message, schema: schema))
      let patience = patience
      expiry = Task { [weak self] in
        try? await Task.sleep(for: patience)
        if !Task.isCancelled { await self?.respond(nil) }
      }
    }
  }

  /// The retry's `inputResponses` (nil: the question expired): the answer to the open
  /// question, in the protocol's words.
  func respond(_ responses: JSONValue?) {
    expiry?.cancel()
    guard let answer else { return }
    self.answer = nil
    let key = "q\(asked)"
    guard let response = responses?[key] else {
      answer.resume(returning: .cancel)
      return
    }
    switch response["action"]?.stringValue {
    case "accept": answer.resume(returning: .accept(response["content"]?.objectValue ?? [:]))
    case "decline": answer.resume(returning: .decline)
    default: answer.resume(returning: .cancel)
    }
  }

  /// Whether a retry names this call: the same tool and arguments.
  func matches(tool: String, arguments: JSONValue) -> Bool {
    self.tool == tool && self.arguments == arguments
  }

  /// The run started: how to cancel it.
  func attach(cancel: @escaping @Sendable () -> Void) {
    cancelRun = cancel
  }

  func finish(_ result: JSONValue) {
    push(.done(result))
  }

  /// The next outcome (the round's end); progress until then goes to `token`.
  func next(progressToken token: JSONValue?) async -> Outcome {
    progressToken = token
    if !outcomes.isEmpty { return outcomes.removeFirst() }
    return await withCheckedContinuation { reader = $0 }
  }

  private func push(_ outcome: Outcome) {
    if let reader {
      self.reader = nil
      reader.resume(returning: outcome)
    } else {
      outcomes.append(outcome)
    }
  }
}
