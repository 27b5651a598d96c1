import Foundation
import SkillKit

/// A resource a server lists (`resources/list`): data it offers by URI, read with
/// `resources/read`. Every text from the server is bounded here; it is shown escaped.
public struct MCPResource: Sendable, Hashable {
  /// The URI to read it by.
  public var uri: String
  /// Its name on the server.
  public var name: String
  /// Its human title, if it has one.
  public var title: String?
  /// What it is, as the server says.
  public var description: String?
  /// Its MIME type, when the server says.
  public var mimeType: String?
  /// Its size in bytes, when the server says (a claim: reads are bounded all the same).
  public var size: Int?

  /// The longest URI, name or MIME type kept from a server.
  static let maxShortText = 2048
  /// The longest description kept.
  static let maxDescription = 4096

  /// The listing's item, or nil when it has no URI.
  init?(_ item: JSONValue) {
    guard let uri = item["uri"]?.stringValue, !uri.isEmpty, uri.utf8.count <= Self.maxShortText
    else { return nil }
    self.uri = uri
    name = String((item["name"]?.stringValue ?? uri).prefix(Self.maxShortText))
    title = item["title"]?.stringValue.map { String($0.prefix(Self.maxShortText)) }
    description = item["description"]?.stringValue.map { String($0.prefix(Self.maxDescription)) }
    mimeType = item["mimeType"]?.stringValue.map { String($0.prefix(Self.maxShortText)) }
    size = item["size"]?.intValue.flatMap { $0 >= 0 ? $0 : nil }
  }

  /// A URI template (`resources/templates/list`, RFC 6570) the server reads by filling in.
  public struct Template: Sendable, Hashable {
    /// The template, e.g. `note://{id}`.
    public var uriTemplate: String
    /// Its name on the server.
    public var name: String
    /// Its human title, if it has one.
    public var title: String?
    /// What it reads, as the server says.
    public var description: String?
    /// The MIME type of what it reads, when the server says.
    public var mimeType: String?

    init?(_ item: JSONValue) {
      guard let template = item["uriTemplate"]?.stringValue, !template.isEmpty,
        template.utf8.count <= MCPResource.maxShortText
      else { return nil }
      uriTemplate = template
      name = String((item["name"]?.stringValue ?? template).prefix(MCPResource.maxShortText))
      title = item["title"]?.stringValue.map { String($0.prefix(MCPResource.maxShortText)) }
      description = item["description"]?.stringValue.map {
        String($0.prefix(MCPResource.maxDescription))
      }
      mimeType = item["mimeType"]?.stringValue.map { String($0.prefix(MCPResource.maxShortText)) }
    }
  }

  /// One part of what `resources/read` returned: text, or bytes (`blob`, base64 on the wire).
  public struct Content: Sendable, Hashable {
    /// The URI this part is of (a read may return parts of several, e.g. a folder's files).
    public var uri: String
    /// Its MIME type, when the server says.
    public var mimeType: String?
    /// Its text or bytes.
    public var body: Body

    /// Text or bytes.
    public enum Body: Sendable, Hashable {
      /// UTF-8 text.
      case text(String)
      /// Bytes, decoded from base64.
      case bytes(Data)
    }

    /// The part's size in bytes.
    public var byteCount: Int {
      switch body {
      case .text(let text): return text.utf8.count
      case .bytes(let data): return data.count
      }
    }

    /// One item of a read's `contents`; throws when it is neither text nor valid base64.
    init(_ item: JSONValue, asked uri: String) throws {
      self.uri = String((item["uri"]?.stringValue ?? uri).prefix(MCPResource.maxShortText))
      mimeType = item["mimeType"]?.stringValue.map { String($0.prefix(MCPResource.maxShortText)) }
      if let text = item["text"]?.stringValue {
        body = .text(text)
      } else if let blob = item["blob"]?.stringValue {
        guard let data = Data(base64Encoded: blob) else {
          throw MCPError.protocolViolation(
            "resources/read returned a blob for \(self.uri) that is not base64")
        }
        body = .bytes(data)
      } else {
        throw MCPError.protocolViolation(
          "resources/read returned a part of \(self.uri) with neither text nor blob")
      }
    }

    /// The part in the protocol's words (`text` or base64 `blob`), for `--json`.
    public var json: JSONValue {
      var members: [String: JSONValue] = [
        "uri": .string(uri), "mime_type": mimeType.map(JSONValue.string) ?? .null,
        "bytes": .integer(byteCount),
      ]
      switch body {
      case .text(let text): members["text"] = .string(text)
      case .bytes(let data): members["blob"] = .string(data.base64EncodedString())
      }
      return .object(members)
    }
  }

  /// The resource as one JSON line for `ask mcp resources --json`.
  public var json: JSONValue {
    [
      "kind": "resource", "uri": .string(uri), "name": .string(name),
      "title": title.map(JSONValue.string) ?? .null,
      "description": description.map(JSONValue.string) ?? .null,
      "mime_type": mimeType.map(JSONValue.string) ?? .null,
      "size": size.map(JSONValue.integer) ?? .null,
    ]
  }
}
