/// One HTTP request as the server read it: method, path, query, headers and the whole body.
public struct HTTPRequest: Sendable, Hashable {
  /// `GET`, `POST`, … as the client sent it.
  public var method: String
  /// The path without the query, percent-decoded by the server (`/api/sessions/abc`).
  public var path: String
  /// The query's arguments, decoded; a repeated name keeps its last value.
  public var query: [String: String]
  /// The headers, by lowercased name; a repeated header keeps its values joined by ", ".
  public var headers: [String: String]
  /// The body, at most the server's body limit.
  public var body: [UInt8]

  /// A request as given.
  public init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
    body: [UInt8] = []
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }

  /// The header `name` (any case), if the client sent it.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}
