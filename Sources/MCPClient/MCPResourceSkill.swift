import Foundation
import SkillKit

/// Reading a server's resource as a skill (`mcp.SERVER.read_resource`), so that the model's
/// read is a call like any other: through the gate (rules, the mode, audit), shown as a card.
/// Text parts are the result; bytes are described by type and size, never handed to the
/// model as text.
public struct MCPResourceSkill: Skill {
  /// The skill.
  public let descriptor: SkillDescriptor
  /// The server's name.
  public let server: String
  let hub: MCPHub

  /// The tool name the skill's id is made from (after the server's own tools' names).
  static let toolName = "read_resource"
  /// How many of the server's resources the description names, so the model knows what
  /// there is to read.
  static let namedInDescription = 20

  /// The skill for `server`, whose listing (`resources`, `templates`) the description names.
  init(
    id: String, server: String, resources: [MCPResource], templates: [MCPResource.Template],
    level: PermissionLevel, hub: MCPHub
  ) throws {
    var description =
      "Reads a resource of MCP server \(server) by its URI (text is returned; bytes are"
      + " described by type and size)."
    let named =
      resources.prefix(Self.namedInDescription).map { "\($0.uri) (\($0.title ?? $0.name))" }
      + templates.prefix(Self.namedInDescription).map { "\($0.uriTemplate) (template)" }
    if !named.isEmpty { description += " It offers: " + named.joined(separator: "; ") }
    let schema = try JSONSchema.parse([
      "type": "object",
      "properties": [
        "uri": [
          "type": "string", "minLength": 1, "maxLength": .integer(MCPResource.maxShortText),
          "description": .string("The resource's URI, as `ask mcp resources \(server)` lists it"),
        ]
      ],
      "required": ["uri"], "additionalProperties": false,
    ]).schema
    descriptor = SkillDescriptor(
      id: id, displayName: "Read a resource of \(server)", description: description,
      schema: schema, permissionLevel: level, estimatedDuration: 1, iconName: "doc.text")
    self.server = server
    self.hub = hub
  }

  /// Reads the URI the input names through the hub.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let uri = input.values["uri"]?.stringValue else {
      throw SkillError("read_resource needs a uri", fix: "Give the resource's URI")
    }
    context.step("reading \(uri) from \(server)")
    let parts = try await hub.read(
      server: server, uri: uri,
      elicit: { request in
        await MCPToolSkill.elicit(request, server: server, context: context)
      })
    return Self.result(parts, uri: uri)
  }

  /// What a read means to the model: each text part (headed by its URI when there are
  /// several), each byte part described; the parts' URIs, types and sizes as data.
  static func result(_ parts: [MCPResource.Content], uri: String) -> SkillResult {
    var texts: [String] = []
    for part in parts {
      let head = parts.count > 1 ? "[\(part.uri)]\n" : ""
      switch part.body {
      case .text(let text): texts.append(head + text)
      case .bytes(let data):
        texts.append(head + "[\(part.mimeType ?? "bytes") \(data.count) bytes]")
      }
    }
    let total = parts.reduce(0) { $0 + $1.byteCount }
    let data: JSONValue = [
      "uri": .string(uri),
      "parts": .array(
        parts.map {
          [
            "uri": .string($0.uri), "mime_type": $0.mimeType.map(JSONValue.string) ?? .null,
            "bytes": .integer($0.byteCount),
          ]
        }),
    ]
    return SkillResult(
      content: texts.joined(separator: "\n\n"), data: data,
      summary: "read \(uri): \(parts.count) part\(parts.count == 1 ? "" : "s"), \(total) bytes")
  }
}
