/// What the server sends back: a status, headers, and a body given whole or as a stream.
public struct HTTPResponse: Sendable {
  /// How the body is produced.
  public enum Body: Sendable {
    /// The whole body, sent with its length.
    case bytes([UInt8])
    /// A body written while it is sent (server-sent events); ends when the stream finishes.
    case stream(HTTPByteStream)
  }

  /// The status code.
  public var status: Int
  /// The headers, in order.
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: Body

  /// A response as given.
  public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A whole body of type `contentType`.
  public init(status: Int, contentType: String, body: [UInt8]) {
    self.init(status: status, headers: [("Content-Type", contentType)], body: .bytes(body))
  }
}
