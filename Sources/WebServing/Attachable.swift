import SkillKit

/// A resource an MCP server lists, as the page offers it to attach: `@mcp://SERVER/URI` in a
/// message has the agent read it through the gate and send it with the message.
public struct Attachable: Sendable, Hashable {
  /// The server's name.
  public var server: String
  /// The resource's URI on that server.
  public var uri: String
  /// Its name (or title) for people.
  public var name: String
  /// Its MIME type, when the server says.
  public var mimeType: String?

  /// A resource to offer.
  public init(server: String, uri: String, name: String, mimeType: String?) {
    self.server = server
    self.uri = uri
    self.name = name
    self.mimeType = mimeType
  }

  /// `mcp://SERVER/URI`.
  public var reference: String { "mcp://\(server)/\(uri)" }

  /// As `GET /api/attachments` lists it.
  public var jsonValue: JSONValue {
    [
      "reference": .string(reference), "server": .string(server), "uri": .string(uri),
      "name": .string(name), "mime_type": mimeType.map(JSONValue.string) ?? .null,
    ]
  }
}
