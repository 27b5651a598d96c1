/// A resource as `ask mcp serve` lists it.
public struct ServedResource: Sendable, Hashable {
  /// Its URI (`ask://…`).
  public var uri: String
  /// Its name.
  public var name: String
  /// Its title for people.
  public var title: String?
  /// What it is.
  public var description: String?
  /// The MIME type of what a read returns.
  public var mimeType: String

  /// A resource.
  public init(uri: String, name: String, title: String?, description: String?, mimeType: String) {
    self.uri = uri
    self.name = name
    self.title = title
    self.description = description
    self.mimeType = mimeType
  }

  /// A URI template it reads.
  public struct Template: Sendable, Hashable {
    /// The template (RFC 6570).
    public var uriTemplate: String
    /// Its name.
    public var name: String
    /// What it reads.
    public var description: String
    /// The MIME type of what a read returns.
    public var mimeType: String

    /// A template.
    public init(uriTemplate: String, name: String, description: String, mimeType: String) {
      self.uriTemplate = uriTemplate
      self.name = name
      self.description = description
      self.mimeType = mimeType
    }
  }

  /// One part of a read: text, or bytes (sent as a base64 `blob`).
  public struct Content: Sendable, Hashable {
    /// The URI it is of.
    public var uri: String
    /// Its MIME type.
    public var mimeType: String
    /// Its text (empty for bytes).
    public var text: String
    /// Its bytes, when it is not text.
    public var blob: [UInt8]?

    /// A text part.
    public init(uri: String, mimeType: String, text: String) {
      self.uri = uri
      self.mimeType = mimeType
      self.text = text
    }

    /// A part of bytes.
    public init(uri: String, mimeType: String, bytes: [UInt8]) {
      self.init(uri: uri, mimeType: mimeType, text: "")
      blob = bytes
    }
  }
}
