import AgentCore
import Foundation
import SkillKit

/// The JSON body of an Anthropic Messages API request.
enum AnthropicRequest {
  static func body(
    _ request: ModelRequest, model: String, maxTokens: Int, names: ToolNameCodec,
    toolChoice: ToolChoice = .auto
  ) -> JSONValue {
    var body: [String: JSONValue] = [
      "model": .string(model),
      "max_tokens": .integer(maxTokens),
      "stream": true,
      "messages": .array(request.messages.compactMap { message(for: $0, names: names) }),
    ]
    let system = RequestContext.systemPrompt(request)
    if !system.isEmpty { body["system"] = .string(system) }
    if !request.tools.isEmpty {
      body["tools"] = .array(
        request.tools.map { $0.anthropicTool(name: names.wireName(for: $0.id)) })
      switch toolChoice {
      case .auto: break
      case .required: body["tool_choice"] = ["type": "any"]
      case .none: body["tool_choice"] = ["type": "none"]
      case .skill(let id):
        body["tool_choice"] = ["type": "tool", "name": .string(names.wireName(for: id))]
      }
    }
    return .object(body)
  }

  private static func message(for message: Message, names: ToolNameCodec) -> JSONValue? {
    let blocks: [JSONValue] = message.content.compactMap { block in
      switch block {
      case .text(let text):
        return text.isEmpty ? nil : ["type": "text", "text": .string(text)]
      case .toolUse(let call):
        let input = call.input.objectValue.map(JSONValue.object) ?? .object([:])
        return [
          "type": "tool_use", "id": .string(RequestContext.callID(call.id)),
          "name": .string(names.wireName(for: call.name)), "input": input,
        ]
      case .toolResult(let result):
        return [
          "type": "tool_result", "tool_use_id": .string(RequestContext.callID(result.toolUseID)),
          "content": .string(result.content.isEmpty ? "(empty)" : result.content),
          "is_error": .bool(result.isError),
        ]
      }
    }
    guard !blocks.isEmpty else { return nil }
    return ["role": .string(message.role.rawValue), "content": .array(blocks)]
  }
}

/// What every provider request shares: the system prompt with the clock, safe call ids.
enum RequestContext {
  /// The system prompt plus the current time and zone, so "tomorrow" means the same to all.
  static func systemPrompt(_ request: ModelRequest) -> String {
    let now = ISODateTime.string(from: request.now, in: request.timeZone)
    let clock = "The current time is \(now) (\(request.timeZone.identifier))."
    return request.system.isEmpty ? clock : request.system + "\n\n" + clock
  }

  /// Call ids as providers accept them (`[a-zA-Z0-9_-]`), the same for a call and its result.
  static func callID(_ id: String) -> String {
    ToolNameCodec.sanitize(id)
  }
}
