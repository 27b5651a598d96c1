import AgentCore
import Foundation
import SkillKit

/// The JSON body of an OpenAI-compatible chat-completions request.
enum OpenAIRequest {
  static func body(
    _ request: ModelRequest, model: String, maxTokens: Int?, names: ToolNameCodec,
    toolChoice: ToolChoice = .auto
  ) -> JSONValue {
    var messages: [JSONValue] = [
      ["role": "system", "content": .string(RequestContext.systemPrompt(request))]
    ]
    for message in request.messages {
      messages += Self.messages(for: message, names: names)
    }
    var body: [String: JSONValue] = [
      "model": .string(model),
      "stream": true,
      "stream_options": ["include_usage": true],
      "messages": .array(messages),
    ]
    if let maxTokens { body["max_tokens"] = .integer(maxTokens) }
    if !request.tools.isEmpty {
      body["tools"] = .array(
        request.tools.map { $0.openAIFunction(name: names.wireName(for: $0.id)) })
      switch toolChoice {
      case .auto: break
      case .required: body["tool_choice"] = "required"
      case .none: body["tool_choice"] = "none"
      case .skill(let id):
        body["tool_choice"] = [
          "type": "function", "function": ["name": .string(names.wireName(for: id))],
        ]
      }
    }
    return .object(body)
  }

  private static func messages(for message: Message, names: ToolNameCodec) -> [JSONValue] {
    switch message.role {
    case .user:
      var out: [JSONValue] = message.toolResults.map { result in
        [
          "role": "tool", "tool_call_id": .string(RequestContext.callID(result.toolUseID)),
          "content": .string(result.isError ? "error: \(result.content)" : result.content),
        ]
      }
      if !message.text.isEmpty { out.append(["role": "user", "content": .string(message.text)]) }
      return out
    case .assistant:
      var object: [String: JSONValue] = [
        // A string, never null: strict compatible servers (llama-cpp-python) reject null.
        "role": "assistant", "content": .string(message.text),
      ]
      let calls = message.toolCalls
      if !calls.isEmpty {
        object["tool_calls"] = .array(
          calls.map { call in
            [
              "id": .string(RequestContext.callID(call.id)), "type": "function",
              "function": [
                "name": .string(names.wireName(for: call.name)),
                "arguments": .string(
                  (call.input.objectValue.map(JSONValue.object) ?? .object([:])).jsonString),
              ],
            ]
          })
      }
      return [.object(object)]
    }
  }
}
