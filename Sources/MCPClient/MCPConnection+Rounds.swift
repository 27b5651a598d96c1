import Foundation
import SkillKit

/// A request the server may answer by asking the person first: progress routed to the caller,
/// the server's questions (a server-sent `elicitation/create` before 2026-07-28, an
/// input-required result from then on, answered by asking again with the answers).
extension MCPConnection {
  /// `method` with `params`; an input-required result is answered through `elicit` and the
  /// request made again with the answers and the server's state, at most `maxInputRounds`
  /// times. `about` names what is asked for in errors.
  func requestAnsweringInput(
    _ method: String, params initial: [String: JSONValue], about: String, timeout: Duration,
    progress report: Progress?, elicit: Elicit?
  ) async throws -> JSONValue {
    var params = initial
    for _ in 0..<Self.maxInputRounds {
      let id = nextID
      let token = "ask-\(id)"
      if let report { progress[token] = report }
      elicitors[id] = elicit
      defer {
        progress[token] = nil
        elicitors[id] = nil
      }
      if report != nil { params["_meta"] = ["progressToken": .string(token)] }
      let result: JSONValue
      do {
        result = try await request(method, params: .object(params), timeout: timeout)
      } catch MCPError.urlElicitationRequired(let message, let elicitations) {
        // Pages to open first (-32042): each put to the person as a URL elicitation; once
        // they have opened every one, the request is made again (it counts as a round).
        for elicitation in elicitations {
          var asked = elicitation.objectValue ?? [:]
          asked["mode"] = "url"
          asked[MCPElicitation.beforeRetryKey] = true
          let answer = await Self.elicitation(.object(asked), elicit)
          guard answer["action"]?.stringValue == "accept" else {
            throw MCPError.server(
              code: -32042,
              message:
                "\(message) — not done: the page was \(answer["action"]?.stringValue == "decline" ? "declined" : "not opened (no one could be asked)")"
            )
          }
        }
        continue
      }
      guard result["resultType"]?.stringValue == "input_required" else { return result }
      params["inputResponses"] = .object(try await answer(result["inputRequests"], elicit))
      params["requestState"] = result["requestState"]
    }
    throw MCPError.protocolViolation(
      "the server asked for input \(Self.maxInputRounds) times for one \(method) of \(about)")
  }

  /// The answers to an input-required result's requests, by the server's keys. Only
  /// elicitation (form and URL) is offered; anything else the server asks for fails the call,
  /// named.
  private func answer(_ requests: JSONValue?, _ elicit: Elicit?) async throws -> [String: JSONValue]
  {
    guard case .object(let asked)? = requests, !asked.isEmpty, asked.count <= 16 else {
      throw MCPError.protocolViolation(
        "an input-required result must ask for 1 to 16 inputs (inputRequests)")
    }
    var answers: [String: JSONValue] = [:]
    for (key, request) in asked.sorted(by: { $0.key < $1.key }) {
      if request["method"]?.stringValue == "sampling/createMessage", allowsSampling {
        switch await Self.sampling(request["params"], elicit) {
        case .success(let result): answers[key] = result
        case .failure(let refusal):
          throw MCPError.server(code: -1, message: "sampling refused: \(refusal.reason)")
        }
        continue
      }
      guard request["method"]?.stringValue == "elicitation/create" else {
        throw MCPError.protocolViolation(
          "the server asked for \(request["method"]?.stringValue ?? "an unnamed request"), which"
            + " ask did not offer (it offers elicitation only)")
      }
      answers[key] = await Self.elicitation(request["params"], elicit)
    }
    return answers
  }

  /// A server's question answered through `elicit`: `cancel` when there is no one to ask;
  /// `decline` for what ask does not put to a person (a URL that is not https, a mode it did
  /// not offer), said through `elicit` first.
  static func elicitation(_ params: JSONValue?, _ elicit: Elicit?) async -> JSONValue {
    guard let elicit else { return ["action": "cancel"] }
    let request = MCPElicitation.from(params)
    if case .refused = request {
      _ = await elicit(request)
      return ["action": "decline"]
    }
    return await elicit(request)
  }

  /// A server's sampling request answered through `elicit` (whose skill asks the person and
  /// the run's model): the `CreateMessageResult`, or why not.
  static func sampling(_ params: JSONValue?, _ elicit: Elicit?) async -> Result<
    JSONValue, MCPElicitation.Refusal
  > {
    guard let elicit else {
      return .failure(MCPElicitation.Refusal(reason: "no one could be asked to allow it"))
    }
    let request = MCPElicitation.sampling(from: params)
    if case .refused(let reason) = request {
      _ = await elicit(request)
      return .failure(MCPElicitation.Refusal(reason: reason))
    }
    let answer = await elicit(request)
    if let reason = answer["refused"]?.stringValue {
      return .failure(MCPElicitation.Refusal(reason: reason))
    }
    return .success(answer)
  }
}
