import AgentCore
import SkillKit

/// What `ask mcp serve` says on the wire: the shapes of its results and notifications.
enum ServeWire {
  static let modernVersion = "2026-07-28"
  static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26"]
  static var supportedVersions: [String] { [modernVersion] + handshakeVersions }

  static let instructions =
    "ask's skills. Every call passes ask's permission gate: a call that needs confirmation is"
    + " asked about through elicitation, or denied when no one can be asked (the result says"
    + " which rule to add)."

  static func serverInfo(_ version: String) -> JSONValue {
    ["name": "ask", "title": "AgentSkillKit ask", "version": .string(version)]
  }

  /// Tools, and with a library resources and prompts (their lists do not announce changes)
  /// and, when it publishes skills, the Skills extension.
  static func capabilities(library: Bool, skills: Bool = false) -> JSONValue {
    var capabilities: [String: JSONValue] = ["tools": ["listChanged": false]]
    if library {
      capabilities["resources"] = ["listChanged": false]
      capabilities["prompts"] = ["listChanged": false]
    }
    if skills {
      capabilities["extensions"] = ["io.modelcontextprotocol/skills": .object([:])]
    }
    return .object(capabilities)
  }

  /// The `initialize` result of the handshake revisions.
  static func initialized(version: String, serverVersion: String, library: Bool, skills: Bool)
    -> JSONValue
  {
    [
      "protocolVersion": .string(version),
      "capabilities": capabilities(library: library, skills: skills),
      "serverInfo": serverInfo(serverVersion), "instructions": .string(instructions),
    ]
  }

  /// The `server/discover` result (2026-07-28).
  static func discovery(serverVersion: String, library: Bool, skills: Bool) -> JSONValue {
    [
      "supportedVersions": .array(supportedVersions.map(JSONValue.string)),
      "capabilities": capabilities(library: library, skills: skills),
      "instructions": .string(instructions),
      "resultType": "complete", "cacheScope": "private", "ttlMs": 0,
      "_meta": ["io.modelcontextprotocol/serverInfo": serverInfo(serverVersion)],
    ]
  }

  /// One page of `tools/list`. In 2026-07-28 a listing is cacheable: private (the gate's view
  /// is this user's), and stale at once, since skill files and servers can change under a
  /// running ask.
  static func listing(
    _ descriptors: ArraySlice<SkillDescriptor>, nextCursor: String?, modern: Bool,
    language: UserLanguage = .english
  ) -> JSONValue {
    var result: [String: JSONValue] = [
      "tools": .array(descriptors.map { tool($0, language: language) })
    ]
    if let nextCursor { result["nextCursor"] = .string(nextCursor) }
    if modern {
      result["cacheScope"] = "private"
      result["ttlMs"] = 0
    }
    return stamp(.object(result), modern: modern)
  }

  /// A skill as an MCP tool: its id as the name, its name in the server's language as the
  /// title, the description the model is sent, its whole input schema.
  static func tool(_ descriptor: SkillDescriptor, language: UserLanguage) -> JSONValue {
    var schema = descriptor.inputSchema.jsonValue.objectValue ?? [:]
    schema["type"] = "object"
    let title = descriptor.displayName(in: language.rawValue)
    return [
      "name": .string(descriptor.id), "title": .string(title),
      "description": .string(descriptor.description), "inputSchema": .object(schema),
      "annotations": [
        "title": .string(title),
        // A skill that needs no confirmation still may change things: no read-only claim.
        "destructiveHint": .bool(descriptor.permissionLevel != .normal),
      ],
    ]
  }

  /// A `tools/call` result from the call's one result event.
  static func result(_ event: ToolResultEvent?) -> JSONValue {
    guard let event else { return errorResult("the call did not run (the run ended first)") }
    var result: [String: JSONValue] = [
      "content": [["type": "text", "text": .string(event.content)]],
      "isError": .bool(event.status != .success),
    ]
    if event.status == .success, case .object? = event.data {
      result["structuredContent"] = event.data
    }
    return .object(result)
  }

  static func errorResult(_ text: String) -> JSONValue {
    ["content": [["type": "text", "text": .string(text)]], "isError": true]
  }

  /// A result as 2026-07-28 wants it: with `resultType` (`complete` unless it says otherwise).
  static func stamp(_ result: JSONValue, modern: Bool) -> JSONValue {
    guard modern, case .object(var members) = result else { return result }
    if members["resultType"] == nil { members["resultType"] = "complete" }
    return .object(members)
  }

  /// `notifications/progress`: `count` rises with every report (the protocol wants a value
  /// that always increases); the step and the fraction go in the message.
  static func progress(_ token: JSONValue, count: Int, _ progress: ToolProgress) -> JSONValue {
    var text = progress.step ?? ""
    if let fraction = progress.fraction {
      text += (text.isEmpty ? "" : " ") + "(\(Int((fraction * 100).rounded()))%)"
    }
    return [
      "jsonrpc": "2.0", "method": "notifications/progress",
      "params": ["progressToken": token, "progress": .integer(count), "message": .string(text)],
    ]
  }

  /// Whether client capabilities include form elicitation (`{}` means form, as 2025-06-18).
  static func formElicitation(_ capabilities: JSONValue?) -> Bool {
    guard case .object(let elicitation)? = capabilities?["elicitation"] else { return false }
    return elicitation["form"] != nil || elicitation["url"] == nil
  }
}
