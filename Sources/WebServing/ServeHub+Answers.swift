import AgentBridge
import AgentCore
import Foundation
import SkillKit

/// Answers to a session's prompts and forms over HTTP: checked against the request they
/// answer (an answer that does not fit changes nothing), then handed to the bridge.
extension ServeHub {
  /// Answers the open prompt or form `requestID` with a body in the `ask --json` answer form.
  func answer(_ id: String, requestID: String, body: [String: JSONValue]) async throws {
    let session = try await open(id)
    let bridge = session.bridge
    // The request's event can reach a client a moment before the bridge shows it.
    if !isOpen(requestID, in: bridge), isAwaited(requestID, in: session) {
      await session.promptsChange(within: .seconds(2))
    }
    var line = body
    line["request_id"] = .string(requestID)
    if bridge.pendingPermission?.requestID == requestID, let request = bridge.pendingPermission {
      line["type"] = "permission_response"
      guard case .success(.permission(_, let answer, let message, let scope)) = parse(line)
      else { throw problem(line) }
      if let mismatch = AnswerBinding.problem(
        answer, for: request, cwd: bridge.session?.workingDirectory)
      {
        throw APIError(422, "answer_mismatch", mismatch)
      }
      bridge.answerPermission(.answered(answer, message: message, scope: scope))
    } else if bridge.pendingInput?.requestID == requestID {
      line["type"] = "input_response"
      guard case .success(.input(_, let response, _, _)) = parse(line) else {
        throw problem(line)
      }
      bridge.answerInput(response)
    } else if isAsked(requestID, in: session) {
      throw APIError(
        409, "prompt_closed",
        "request \(requestID.prefix(40)) was already answered or withdrawn; nothing changed")
    } else {
      throw APIError(
        404, "prompt_not_found", "this session has no request \(requestID.prefix(40))")
    }
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

  private func isOpen(_ requestID: String, in bridge: AgentBridge) -> Bool {
    bridge.pendingPermission?.requestID == requestID || bridge.pendingInput?.requestID == requestID
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

  /// Asked in the run in progress and not yet decided.
  private func isAwaited(_ requestID: String, in session: LiveSession) -> Bool {
    let bridge = session.bridge
    guard bridge.isRunning, isAsked(requestID, in: session) else { return false }
    return !bridge.events.contains { event in
      if case .permissionDecision(let decision) = event.kind {
        return decision.requestID == requestID
      }
      return false
    }
  }
}
