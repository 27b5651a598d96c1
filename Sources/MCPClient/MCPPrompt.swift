import Foundation
import SkillKit

/// A prompt a server offers (`prompts/list`): a template of messages, filled with named
/// arguments by `prompts/get`. Texts from the server are bounded here and shown escaped.
public struct MCPPrompt: Sendable, Hashable {
  /// Its name on the server.
  public var name: String
  /// Its human title, if it has one.
  public var title: String?
  /// What it is for, as the server says.
  public var description: String?
  /// The arguments it takes.
  public var arguments: [Argument]

  /// One argument of a prompt (always a string on the wire).
  public struct Argument: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// What it means, as the server says.
    public var description: String?
    /// Whether the prompt needs it.
    public var required: Bool
  }

  /// The most arguments kept of one prompt.
  static let maxArguments = 64

  /// The listing's item, or nil when it has no name.
  init?(_ item: JSONValue) {
    guard let name = item["name"]?.stringValue, !name.isEmpty,
      name.utf8.count <= MCPResource.maxShortText
    else { return nil }
    self.name = name
    title = item["title"]?.stringValue.map { String($0.prefix(MCPResource.maxShortText)) }
    description = item["description"]?.stringValue.map {
      String($0.prefix(MCPResource.maxDescription))
    }
    arguments = (item["arguments"]?.arrayValue ?? []).prefix(Self.maxArguments).compactMap {
      guard let name = $0["name"]?.stringValue, !name.isEmpty else { return nil }
      return Argument(
        name: String(name.prefix(MCPResource.maxShortText)),
        description: $0["description"]?.stringValue.map {
          String($0.prefix(MCPResource.maxDescription))
        },
        required: $0["required"]?.boolValue ?? false)
    }
  }

  /// What is wrong with `values` as this prompt's arguments — a required one missing, one it
  /// does not take — in words that name the fix; nil when they fit.
  public func problem(with values: [String: String]) -> String? {
    let missing = arguments.filter { $0.required && values[$0.name] == nil }.map(\.name)
    if !missing.isEmpty {
      return "prompt \(name) needs \(missing.map { "\($0)=VALUE" }.joined(separator: " "))"
    }
    let known = Set(arguments.map(\.name))
    let unknown = values.keys.filter { !known.contains($0) }.sorted()
    if !unknown.isEmpty {
      let takes = arguments.isEmpty ? "no arguments" : arguments.map(\.name).joined(separator: ", ")
      return "prompt \(name) takes \(takes), not \(unknown.joined(separator: ", "))"
    }
    return nil
  }

  /// One message of a filled-in prompt: its role and its text (other content described).
  public struct Message: Sendable, Hashable {
    /// `user` or `assistant`.
    public var role: String
    /// The message's text; an image, audio or embedded resource is described by kind and size.
    public var text: String
    /// The content block as the server sent it.
    public var content: JSONValue

    init(_ item: JSONValue) {
      role = item["role"]?.stringValue == "assistant" ? "assistant" : "user"
      content = item["content"] ?? .null
      text = Self.describe(content)
    }

    static func describe(_ block: JSONValue) -> String {
      switch block["type"]?.stringValue {
      case "text": return block["text"]?.stringValue ?? ""
      case "resource":
        if let text = block["resource"]?["text"]?.stringValue { return text }
        let bytes = (block["resource"]?["blob"]?.stringValue?.utf8.count ?? 0) * 3 / 4
        return "[resource \(block["resource"]?["uri"]?.stringValue ?? "?"), \(bytes) bytes]"
      case "image", "audio":
        let bytes = (block["data"]?.stringValue?.utf8.count ?? 0) * 3 / 4
        return
          "[\(block["type"]?.stringValue ?? "") \(block["mimeType"]?.stringValue ?? "?"), \(bytes) bytes]"
      case "resource_link":
        return "[link \(block["uri"]?.stringValue ?? "?")]"
      default: return "[\(block["type"]?.stringValue ?? "unknown") content]"
      }
    }
  }

  /// The prompt as one JSON line for `ask mcp prompts --json`.
  public var json: JSONValue {
    [
      "name": .string(name), "title": title.map(JSONValue.string) ?? .null,
      "description": description.map(JSONValue.string) ?? .null,
      "arguments": .array(
        arguments.map {
          [
            "name": .string($0.name),
            "description": $0.description.map(JSONValue.string) ?? .null,
            "required": .bool($0.required),
          ]
        }),
    ]
  }
}
