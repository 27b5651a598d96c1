import AgentCore
import SkillKit

/// Questions to the client in the handshake versions (`elicitation/create`): sent as requests
/// of ask's own, answered by the client's responses, each bounded by `patience`.
extension MCPServeHandler {
  /// Asks the client (`elicitation/create`, handshake versions) and waits for its answer.
  func elicit(_ message: String, _ schema: JSONValue, version: String) async
    -> ServeAnswer
  {
    guard !closing else { return .unavailable }
    let id = "ask-elicit-\(nextID)"
    nextID += 1
    var params: [String: JSONValue] = ["message": .string(message), "requestedSchema": schema]
    if version == "2025-11-25" { params["mode"] = "form" }
    let request: JSONValue = [
      "jsonrpc": "2.0", "id": .string(id), "method": "elicitation/create",
      "params": .object(params),
    ]
    let patience = patience
    let timer = Task { [weak self] in
      try? await Task.sleep(for: patience)
      if !Task.isCancelled { await self?.answerElicitation(id, nil) }
    }
    defer { timer.cancel() }
    let response = await withCheckedContinuation { continuation in
      waiting[id] = continuation
      send(request.jsonString)
    }
    guard let response else { return .unavailable }
    switch response["action"]?.stringValue {
    case "accept": return .accept(response["content"]?.objectValue ?? [:])
    case "decline": return .decline
    default: return .cancel
    }
  }

  func answerElicitation(_ id: String, _ result: JSONValue?) {
    waiting.removeValue(forKey: id)?.resume(returning: result)
  }
}
