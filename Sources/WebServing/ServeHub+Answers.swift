import AgentBridge
import AgentCore
import Foundation
import SkillKit

/// Answers to a session's prompts and forms over HTTP: checked against the request they
/// answer (an answer that does not fit changes nothing), then handed to the bridge.
extension ServeHub {
  /// Answers the open prompt or form `requestID` with a body in the `ask --json` answer form.
  /// The session has it open from the moment its event exists, so an answer from a client
  /// that saw the event first needs no waiting.
  func answer(_ id: String, requestID: String, body: [String: JSONValue]) async throws {
    let session = try await open(id)
    let bridge = session.bridge
    var line = body
    line["request_id"] = .string(requestID)
    switch bridge.openPrompt(requestID) {
    case .permission(let request)?:
      line["type"] = "permission_response"
      guard case .success(.permission(_, let answer, let message, let scope)) = parse(line)
      else { throw problem(line) }
      if let mismatch = AnswerBinding.problem(
        answer, for: request, cwd: bridge.session?.workingDirectory)
      {
        throw APIError(422, "answer_mismatch", mismatch)
      }
      try give(
        .permission(.answered(answer, message: message, scope: scope)), to: requestID, in: session)
    case .input?:
      line["type"] = "input_response"
      guard case .success(.input(_, let response, _, _)) = parse(line) else {
        throw problem(line)
      }
      try give(.input(response), to: requestID, in: session)
    case nil:
      throw closedOrUnknown(requestID, in: session)
    }
  }

  /// Hands the answer to the session; one it refuses (closed in between) changes nothing.
  private func give(_ answer: PromptAnswer, to requestID: String, in session: LiveSession) throws {
    do {
      try session.bridge.answer(requestID, with: answer)
    } catch {
      throw closedOrUnknown(requestID, in: session)
    }
  }

  private func closedOrUnknown(_ requestID: String, in session: LiveSession) -> APIError {
    if isAsked(requestID, in: session) {
      return APIError(
        409, "prompt_closed",
        "request \(requestID.prefix(40)) was already answered or withdrawn; nothing changed")
    }
    return APIError(
      404, "prompt_not_found", "this session has no request \(requestID.prefix(40))")
  }

  private func parse(_ line: [String: JSONValue]) -> Result<ControlLine, ControlLine.Problem> {
    ControlLine.parse(JSONValue.object(line).jsonString)
  }

  private func problem(_ line: [String: JSONValue]) -> APIError {
    if case .failure(let problem) = parse(line) {
      return APIError.badRequest(problem.description)
    }
    return APIError.badRequest("the answer does not fit its request")
  }

  /// The session asked `requestID` (shown, or among the events in memory).
  private func isAsked(_ requestID: String, in session: LiveSession) -> Bool {
    session.asked.contains(requestID)
      || session.bridge.events.contains { event in
        switch event.kind {
        case .permissionRequest(let request): request.requestID == requestID
        case .inputRequest(let request): request.requestID == requestID
        default: false
        }
      }
  }
}
