import Foundation
import SkillKit

/// The tools of a server: listing them (page by page, with the stateless revision's
/// freshness), calling one (progress, the server's questions, input-required rounds).
extension MCPConnection {
  /// Every tool, page by page (at most 100 pages, 10,000 tools).
  public func listTools(timeout: Duration) async throws -> [Tool] {
    var tools: [Tool] = []
    var cursor: String?
    for _ in 0..<100 {
      let params: JSONValue? = cursor.map { ["cursor": .string($0)] }
      let page = try await request("tools/list", params: params, timeout: timeout)
      guard case .array(let items)? = page["tools"] else {
        throw MCPError.protocolViolation("tools/list returned no tools array")
      }
      for item in items where tools.count < 10_000 {
        guard let name = item["name"]?.stringValue, !name.isEmpty else { continue }
        tools.append(
          Tool(
            name: name,
            title: item["title"]?.stringValue ?? item["annotations"]?["title"]?.stringValue,
            description: item["description"]?.stringValue ?? "",
            inputSchema: item["inputSchema"] ?? ["type": "object"],
            outputSchema: item["outputSchema"],
            readOnly: item["annotations"]?["readOnlyHint"]?.boolValue ?? false,
            destructive: item["annotations"]?["destructiveHint"]?.boolValue ?? true))
      }
      guard let next = page["nextCursor"]?.stringValue, !next.isEmpty else {
        let ttl = min(max(page["ttlMs"]?.intValue ?? 0, 0), 86_400_000)
        listed = (.now, .milliseconds(ttl))
        return tools
      }
      cursor = next
    }
    return tools
  }

  /// `tools/call` with a progress token; cancelling the caller sends `notifications/cancelled`
  /// (or drops the HTTP response stream). An input-required result (2026-07-28) is answered
  /// through `elicit` and the call is made again with the answers, as that revision says.
  public func callTool(
    _ name: String, arguments: JSONValue, timeout: Duration, progress report: @escaping Progress,
    elicit: Elicit? = nil
  ) async throws -> JSONValue {
    var params: [String: JSONValue] = ["name": .string(name), "arguments": arguments]
    for _ in 0..<Self.maxInputRounds {
      let id = nextID
      let token = "ask-\(id)"
      progress[token] = report
      elicitors[id] = elicit
      defer {
        progress[token] = nil
        elicitors[id] = nil
      }
      params["_meta"] = ["progressToken": .string(token)]
      let result = try await request("tools/call", params: .object(params), timeout: timeout)
      guard result["resultType"]?.stringValue == "input_required" else { return result }
      params["inputResponses"] = .object(try await answer(result["inputRequests"], elicit))
      params["requestState"] = result["requestState"]
    }
    throw MCPError.protocolViolation(
      "the server asked for input \(Self.maxInputRounds) times for one call of \(name)")
  }

  /// The answers to an input-required result's requests, by the server's keys. Only form
  /// elicitation is offered; anything else the server asks for fails the call, named.
  private func answer(_ requests: JSONValue?, _ elicit: Elicit?) async throws -> [String: JSONValue]
  {
    guard case .object(let asked)? = requests, !asked.isEmpty, asked.count <= 16 else {
      throw MCPError.protocolViolation(
        "an input-required result must ask for 1 to 16 inputs (inputRequests)")
    }
    var answers: [String: JSONValue] = [:]
    for (key, request) in asked.sorted(by: { $0.key < $1.key }) {
      guard request["method"]?.stringValue == "elicitation/create" else {
        throw MCPError.protocolViolation(
          "the server asked for \(request["method"]?.stringValue ?? "an unnamed request"), which"
            + " ask did not offer (it offers form elicitation only)")
      }
      answers[key] = await Self.elicitation(request["params"], elicit)
    }
    return answers
  }

  /// A form elicitation answered through `elicit`; `cancel` when there is no one to ask or
  /// the server asks in a mode ask did not declare (a URL to open).
  static func elicitation(_ params: JSONValue?, _ elicit: Elicit?) async -> JSONValue {
    guard let elicit, (params?["mode"]?.stringValue ?? "form") == "form" else {
      return ["action": "cancel"]
    }
    return await elicit(
      params?["message"]?.stringValue ?? "", params?["requestedSchema"] ?? ["type": "object"])
  }

  /// Whether the tools may have changed since the last call of this: the server said so
  /// (`notifications/tools/list_changed`), or, stateless, the last listing is stale.
  public func takeToolsChanged() -> Bool {
    defer { toolsChanged = false }
    if isModern, let listed, ContinuousClock.now - listed.at >= listed.ttl { return true }
    return toolsChanged
  }
}
