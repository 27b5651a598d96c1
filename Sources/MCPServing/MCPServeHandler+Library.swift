import Foundation
import SkillKit

/// `resources/list`, `resources/templates/list`, `resources/read`, `prompts/list` and
/// `prompts/get`: what the library says, in the protocol's shapes. Everything is read-only;
/// nothing here runs a skill.
extension MCPServeHandler {
  /// Resources on one page of `resources/list`.
  static let resourcePage = 100
  /// The longest URI, prompt name or argument value taken from a client.
  static let maxRequestText = 4096

  static func answer(_ method: String, _ params: JSONValue?, from library: any ServeLibrary)
    async throws -> JSONValue
  {
    do {
      switch method {
      case "resources/list":
        let page = try await library.resources(
          after: try text(params?["cursor"], "cursor", optional: true), limit: resourcePage)
        var result: [String: JSONValue] = ["resources": .array(page.resources.map(json))]
        if let next = page.next { result["nextCursor"] = .string(next) }
        return .object(result)
      case "resources/templates/list":
        return [
          "resourceTemplates": .array(
            library.templates().map {
              [
                "uriTemplate": .string($0.uriTemplate), "name": .string($0.name),
                "description": .string($0.description), "mimeType": .string($0.mimeType),
              ]
            })
        ]
      case "resources/read":
        guard let uri = try text(params?["uri"], "uri", optional: false) else { return .null }
        let parts = try await library.read(uri)
        return [
          "contents": .array(
            parts.map {
              var part: [String: JSONValue] = [
                "uri": .string($0.uri), "mimeType": .string($0.mimeType),
              ]
              if let blob = $0.blob {
                part["blob"] = .string(Data(blob).base64EncodedString())
              } else {
                part["text"] = .string($0.text)
              }
              return .object(part)
            })
        ]
      case "skills/list":
        return ["skills": .array(try await library.skills())]
      case "skills/get":
        guard let uri = try text(params?["uri"], "uri", optional: false) else { return .null }
        guard let entry = try await library.skills().first(where: { $0["uri"]?.stringValue == uri })
        else { throw ServeLibraryError.invalid("no skill \(uri.prefix(200))") }
        return entry
      case "prompts/list":
        return ["prompts": .array(try await library.prompts().map(json))]
      default:
        guard let name = try text(params?["name"], "name", optional: false) else { return .null }
        var arguments: [String: String] = [:]
        if let given = params?["arguments"], given != .null {
          guard case .object(let members) = given, members.count <= 64 else {
            throw Failure(
              code: -32602, message: "Invalid params: arguments must be an object of strings")
          }
          for (key, value) in members {
            guard let value = try text(value, "argument \(key.prefix(40))", optional: false)
            else { continue }
            arguments[key] = value
          }
        }
        let messages = try await library.prompt(name, arguments: arguments)
        return [
          "messages": .array(
            messages.map {
              ["role": .string($0.role), "content": ["type": "text", "text": .string($0.text)]]
            })
        ]
      }
    } catch let error as ServeLibraryError {
      switch error {
      // -32002: the code the protocol gives a resource that is not there.
      case .notFound(let what) where method == "resources/read":
        throw Failure(code: -32002, message: "Resource not found: \(what)")
      case .notFound(let what):
        throw Failure(code: -32602, message: "Invalid params: no prompt \(what)")
      case .unknownCursor(let cursor):
        throw Failure(code: -32602, message: "Invalid params: unknown cursor \(cursor.prefix(40))")
      case .invalid(let why):
        throw Failure(code: -32602, message: "Invalid params: \(why)")
      }
    }
  }

  /// A string parameter, bounded; nil only when it is optional and absent.
  private static func text(_ value: JSONValue?, _ name: String, optional: Bool) throws -> String? {
    guard let value, value != .null else {
      if optional { return nil }
      throw Failure(code: -32602, message: "Invalid params: \(name) is required")
    }
    guard let text = value.stringValue, text.utf8.count <= maxRequestText else {
      throw Failure(
        code: -32602,
        message: "Invalid params: \(name) must be a string of at most \(maxRequestText) bytes")
    }
    return text
  }

  private static func json(_ resource: ServedResource) -> JSONValue {
    var item: [String: JSONValue] = [
      "uri": .string(resource.uri), "name": .string(resource.name),
      "mimeType": .string(resource.mimeType),
    ]
    if let title = resource.title { item["title"] = .string(title) }
    if let description = resource.description { item["description"] = .string(description) }
    return .object(item)
  }

  private static func json(_ prompt: ServedPrompt) -> JSONValue {
    var item: [String: JSONValue] = [
      "name": .string(prompt.name), "description": .string(prompt.description),
      "arguments": .array(
        prompt.arguments.map {
          [
            "name": .string($0.name), "description": .string($0.description),
            "required": .bool($0.required),
          ]
        }),
    ]
    if let title = prompt.title { item["title"] = .string(title) }
    return .object(item)
  }
}
