import Foundation
import SkillKit

/// What the server writes: each line an answer to a request of ours, a notification, or a
/// request of its own (elicitation, sampling, pings), handled in the order it was written.
extension MCPConnection {
  func handle(_ line: String) {
    if line.hasPrefix("\u{0}end:") {
      fail(MCPError.ended(String(line.dropFirst(5))))
      return
    }
    guard !line.isBlankLine else { return }
    guard let message = try? JSONValue.parse(line), case .object(let members) = message else {
      fail(MCPError.protocolViolation("a line that is not a JSON object: \(line.prefix(120))"))
      process?.stop()
      return
    }
    if let method = members["method"]?.stringValue {
      if let id = members["id"] {
        // A request from the server.
        switch method {
        case "ping": reply(id)
        case "elicitation/create":
          let params = members["params"]
          let asker = elicitors.max(by: { $0.key < $1.key })?.value
          Task { [weak self] in
            let result = await Self.elicitation(params, asker)
            await self?.reply(id, result: result)
          }
        case "sampling/createMessage":
          guard allowsSampling else {
            reply(
              id,
              error: (
                -32601,
                "sampling is off for this server; its entry in mcp.json enables it with \"sampling\": true"
              ))
            return
          }
          let params = members["params"]
          let asker = elicitors.max(by: { $0.key < $1.key })?.value
          Task { [weak self] in
            switch await Self.sampling(params, asker) {
            case .success(let result): await self?.reply(id, result: result)
            case .failure(let refusal): await self?.reply(id, error: (-1, refusal.reason))
            }
          }
        default: reply(id, error: (-32601, "ask does not handle \(method)"))
        }
        return
      }
      switch method {
      case "notifications/progress":
        let params = members["params"]
        if let token = params?["progressToken"].map({ $0.stringValue ?? $0.jsonString }),
          let report = progress[token], let value = params?["progress"]?.doubleValue
        {
          report(value, params?["total"]?.doubleValue, params?["message"]?.stringValue)
        }
      case "notifications/tools/list_changed": toolsChanged = true
      case "notifications/elicitation/complete":
        // Said to the call that may be waiting on it (stdio does not say which: the latest).
        if let id = members["params"]?["elicitationId"]?.stringValue,
          let asker = elicitors.max(by: { $0.key < $1.key })?.value
        {
          let done = MCPElicitation.completed(elicitationID: String(id.prefix(200)))
          Task { _ = await asker(done) }
        }
      default: break
      }
      return
    }
    guard let id = members["id"]?.intValue else {
      fail(MCPError.protocolViolation("an answer without a numeric id"))
      process?.stop()
      return
    }
    guard pending[id] != nil else {
      // A late answer to a cancelled or timed-out request is fine; an id never sent is not.
      if id >= nextID {
        fail(MCPError.protocolViolation("an answer to request \(id), which was never sent"))
        process?.stop()
      }
      return
    }
    if let error = members["error"] {
      let code = error["code"]?.intValue ?? 0
      let message = String((error["message"]?.stringValue ?? "?").prefix(4096))
      if code == -32042, let listed = error["data"]?["elicitations"]?.arrayValue, !listed.isEmpty {
        resolve(
          id,
          with: .failure(
            MCPError.urlElicitationRequired(message: message, elicitations: Array(listed.prefix(8)))
          )
        )
        return
      }
      resolve(id, with: .failure(MCPError.server(code: code, message: message)))
    } else {
      notePropertyOrders(line, members["result"])
      resolve(id, with: .success(members["result"] ?? .null))
    }
  }
}

extension MCPConnection {
  /// A listing of tools keeps the order each input schema's properties were written in (the
  /// parsed answer forgets it): numbers said in a row go to a tool's fields in that order.
  func notePropertyOrders(_ line: String, _ result: JSONValue?) {
    guard case .array(let tools)? = result?["tools"], line.contains("\"properties\"") else {
      return
    }
    // The line parsed a moment ago: reading it again cannot fail; if it did, no order is known.
    guard
      let orders = try? JSONValue.memberOrders(named: "properties", in: Data(line.utf8))
    else { return }
    for (position, tool) in tools.enumerated() where propertyOrders.count < Self.maxListed {
      guard let name = tool["name"]?.stringValue,
        let order = orders["result.tools[\(position)].inputSchema.properties"]
      else { continue }
      propertyOrders[name] = order
    }
  }
}
