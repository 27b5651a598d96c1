import HTTPServer

/// Who may talk to `ask serve`: a pure check of each request's token, `Host` and `Origin`.
///
/// - The token (random, printed in the URL) is required on every path but the bare error
///   page: as `?token=` (the first visit, which sets the cookie), an `ask_token` cookie
///   (HttpOnly, SameSite=Strict) or an `Authorization: Bearer` header.
/// - `Host` must name the address the server is bound to (or `localhost` for a loopback
///   address): a page on another site that points its own DNS name at 127.0.0.1 (DNS
///   rebinding) is refused.
/// - An `Origin`, when the browser sends one, must be the server's own.
public struct ServeAccess: Sendable {
  /// The secret every request must carry.
  public let token: String
  /// The `host:port` forms a request's `Host` may take.
  public let hosts: Set<String>

  /// The cookie that carries the token once the URL's `?token=` was seen.
  public static let cookieName = "ask_token"

  /// The checks for a server bound to `host`:`port` with `token`.
  public init(token: String, host: String, port: UInt16) {
    self.token = token
    var names: Set<String> = []
    let bracketed = host.contains(":") ? "[\(host)]" : host
    names.insert("\(bracketed):\(port)".lowercased())
    if Self.isLoopbackHost(host) {
      for name in ["localhost", "127.0.0.1", "[::1]"] { names.insert("\(name):\(port)") }
    }
    hosts = names
  }

  /// A new random token: 32 hex digits (128 bits) from the system's generator.
  public static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let value = generator.next() as UInt64
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }

  /// True for `localhost`, `::1` and 127.0.0.0/8.
  public static func isLoopbackHost(_ host: String) -> Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  /// How a request got in, or why it may not.
  public enum Verdict: Sendable, Equatable {
    /// The cookie or the header carried the token.
    case allowed
    /// The URL carried the token: the response sets the cookie.
    case allowedByURL
    case refused(APIError)
  }

  /// Whether `request` may be served, and how its token came.
  public func check(_ request: HTTPRequest) -> Verdict {
    guard let host = request.header("host")?.lowercased(), hosts.contains(host) else {
      return .refused(
        APIError(
          403, "bad_host",
          "the Host header names \((request.header("host") ?? "nothing").prefix(80)), not this "
            + "server; open the URL ask serve printed"))
    }
    if let origin = request.header("origin") {
      let stripped = origin.lowercased()
      let allowed = hosts.contains { stripped == "http://\($0)" }
      if !allowed {
        return .refused(
          APIError(
            403, "bad_origin",
            "requests from \(origin.prefix(80)) are refused; only this server's own page may "
              + "call its API"))
      }
    }
    if let bearer = request.header("authorization"), bearer.hasPrefix("Bearer "),
      Self.same(String(bearer.dropFirst(7)), token)
    {
      return .allowed
    }
    if let cookie = Self.cookie(Self.cookieName, in: request.header("cookie")),
      Self.same(cookie, token)
    {
      return .allowed
    }
    if let query = request.query["token"], Self.same(query, token) { return .allowedByURL }
    return .refused(
      APIError(
        401, "unauthorized",
        "the access token is missing or wrong; open the URL with ?token= that ask serve "
          + "printed, or send Authorization: Bearer TOKEN"))
  }

  /// The `Set-Cookie` value that keeps the token for this server's pages and API.
  public var setCookie: String {
    "\(Self.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
  }

  /// The value of cookie `name` in a `Cookie` header.
  static func cookie(_ name: String, in header: String?) -> String? {
    guard let header else { return nil }
    for part in header.split(separator: ";") {
      let pair = part.trimmingCharacters(in: " ")
      if pair.hasPrefix(name + "=") { return String(pair.dropFirst(name.count + 1)) }
    }
    return nil
  }

  /// Compares in time that depends only on the lengths, not on where they differ.
  static func same(_ given: String, _ expected: String) -> Bool {
    let (a, b) = (Array(given.utf8), Array(expected.utf8))
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> Substring {
    var text = self
    while text.first == set { text = text.dropFirst() }
    while text.last == set { text = text.dropLast() }
    return text
  }
}
