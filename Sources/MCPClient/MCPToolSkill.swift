import Foundation
import SkillKit

/// An MCP server's tool as a skill: the call goes through the hub (which starts or restarts
/// the server), progress notifications become steps and fractions, cancelling the call
/// sends `notifications/cancelled`, and `isError: true` is a failed result the model sees.
public struct MCPToolSkill: Skill {
  /// The tool as a skill (`mcp.SERVER.TOOL`).
  public let descriptor: SkillDescriptor
  /// The server's name.
  public let server: String
  /// The tool's name on the server.
  public let tool: String
  /// The schema its structured results are checked against, if it declares one.
  public let outputSchema: JSONSchema?
  let hub: MCPHub

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    context.step("calling \(server)")
    let result = try await hub.call(
      server: server, tool: tool, arguments: .object(input.values),
      progress: { progress, total, message in
        if let message, !message.isEmpty { context.step(String(message.prefix(200))) }
        if let total, total > 0 { context.progress(progress / total) }
      },
      elicit: { request in await Self.elicit(request, server: server, context: context) })
    return try Self.result(result, skill: descriptor.id, outputSchema: outputSchema)
  }

  /// A server's question as our form; the answer in the protocol's words. "No one could be
  /// asked" is logged apart from the person's "no". A page to open (URL mode) is a yes/no
  /// question that shows the whole address and the host it leads to; "yes" means the person
  /// opens it — ask never opens or fetches it. What ask refuses to ask is logged with why.
  static func elicit(_ request: MCPElicitation, server: String, context: SkillContext) async
    -> JSONValue
  {
    let message: String
    let requested: JSONValue
    switch request {
    case .sampling(let messages, let system, let tokens):
      // The agent asks the person (the model and every message shown) and counts the cost.
      do {
        let answer = try await context.sample(
          SamplingRequest(
            server: server, messages: messages, systemPrompt: system, maxTokens: tokens))
        context.step("\(answer.model) answered the server's sampling request")
        return [
          "role": "assistant", "content": ["type": "text", "text": .string(answer.text)],
          "model": .string(answer.model), "stopReason": .string(answer.stopReason),
        ]
      } catch {
        context.log("\(error)")
        return ["refused": .string("\(error)")]
      }
    case .form(let text, let schema):
      message = text
      requested = schema
    case .url(let text, let url, _, let beforeRetry):
      message =
        (text.isEmpty ? "" : text + "\n\n") + "The server asks you to open this page yourself:\n"
        + url.absoluteString + "\nIt leads to \(url.host ?? "?")"
        + (url.scheme == "http" ? " (on this machine)" : "")
        + ". ask does not open it or send it anything."
        + (beforeRetry ? " The call goes on once you have finished there." : "")
      let (title, description) =
        beforeRetry
        ? (
          "I have finished on the page",
          "yes: you have done what the page asks, and ask calls the tool again; no: the call ends"
        )
        : (
          "I open the page",
          "yes: you open it in your browser now; no: the server is told you declined"
        )
      requested = [
        "type": "object",
        "properties": [
          "open": ["type": "boolean", "title": .string(title), "description": .string(description)]
        ], "required": ["open"],
      ]
    case .refused(let reason):
      context.log(reason + "; declined")
      return ["action": "decline"]
    case .completed(let id):
      context.step("the server says the page's step is done" + (id.isEmpty ? "" : " (\(id))"))
      return .null
    }
    guard let schema = try? JSONSchema.parse(requested).schema else {
      context.log("the server asked for input with a schema that is not one; cancelled")
      return ["action": "cancel"]
    }
    switch await context.ask(SkillQuestion(message: message, schema: schema)) {
    case .accept(let values):
      guard case .url(_, let url, _, let beforeRetry) = request else {
        return ["action": "accept", "content": .object(values)]
      }
      guard values["open"]?.boolValue == true else {
        context.log("you chose not to open \(url.host ?? "the page")")
        return ["action": "decline"]
      }
      context.step(
        beforeRetry
          ? "you finished at \(url.host ?? "the page"); calling the tool again"
          : "waiting for you at \(url.host ?? "the page")")
      return ["action": "accept"]
    case .decline:
      context.log("you declined the server's question")
      return ["action": "decline"]
    case .cancel:
      context.log("you cancelled the server's question")
      return ["action": "cancel"]
    case .unavailable:
      context.log(
        "the server asked for input, but no one could be asked (no interactive front end)")
      return ["action": "cancel"]
    }
  }

  /// What a `tools/call` result means: text content, structured content (checked against
  /// the output schema), other content described by kind, size and type.
  static func result(_ result: JSONValue, skill: String, outputSchema: JSONSchema?) throws
    -> SkillResult
  {
    var parts: [String] = []
    for block in result["content"]?.arrayValue ?? [] {
      switch block["type"]?.stringValue {
      case "text": parts.append(block["text"]?.stringValue ?? "")
      case "image", "audio":
        let bytes = (block["data"]?.stringValue?.utf8.count ?? 0) * 3 / 4
        parts.append(
          "[\(block["type"]?.stringValue ?? "") \(block["mimeType"]?.stringValue ?? "?"), \(bytes) bytes]"
        )
      case "resource":
        let resource = block["resource"]
        let size =
          resource?["text"]?.stringValue?.utf8.count
          ?? (resource?["blob"]?.stringValue?.utf8.count ?? 0) * 3 / 4
        parts.append(
          "[resource \(resource?["uri"]?.stringValue ?? "?") \(resource?["mimeType"]?.stringValue ?? ""), \(size) bytes]"
        )
      case "resource_link":
        parts.append(
          "[link \(block["uri"]?.stringValue ?? "?") \(block["name"]?.stringValue ?? "")]")
      default:
        parts.append("[\(block["type"]?.stringValue ?? "unknown") content]")
      }
    }
    let structured = result["structuredContent"]
    let text = parts.joined(separator: "\n")
    if result["isError"]?.boolValue == true {
      throw SkillError(
        "\(skill) failed: "
          + (text.isEmpty ? "the server reported an error without a message" : text))
    }
    if let structured, let outputSchema {
      let violations = SchemaValidator.validate(structured, against: outputSchema)
      if let first = violations.first {
        throw SkillError(
          "\(skill) returned structured content that does not match its output schema: \(first.description)",
          fix: "The server broke its own declaration; report it to the server's authors.")
      }
    }
    let content = text.isEmpty ? (structured?.jsonString ?? "") : text
    return SkillResult(
      content: content, data: structured,
      summary: content.split(separator: "\n").first.map { String($0.prefix(120)) })
  }
}
