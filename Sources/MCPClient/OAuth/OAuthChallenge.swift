/// What a `WWW-Authenticate: Bearer …` header of a 401 or 403 says (RFC 6750 §3, RFC 9728
/// §5.1): where the server's protected-resource metadata is, the scope it wants and why it
/// refused. Only the `Bearer` challenge is read; a value longer than 2,048 characters is left
/// out.
public struct OAuthChallenge: Sendable, Hashable {
  /// `resource_metadata`: the URL of the protected-resource metadata.
  public var resourceMetadata: String?
  /// `scope`: the scopes the request needs, space-separated.
  public var scope: String?
  /// `error` (`invalid_token`, `insufficient_scope`).
  public var error: String?
  /// `error_description`, as the server wrote it (shown with its controls made visible).
  public var errorDescription: String?

  /// The Bearer challenge of `header`, if it has one.
  public init?(header: String?) {
    guard let header, header.utf8.count <= 16 * 1024 else { return nil }
    var parameters: [String: String] = [:]
    var inBearer = false
    var sawBearer = false
    var rest = Substring(header)
    while !rest.isEmpty {
      rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" }
      let token = rest.prefix { $0 != " " && $0 != "=" && $0 != "," }
      rest = rest.dropFirst(token.count)
      let spaces = rest.prefix { $0 == " " }
      if rest.dropFirst(spaces.count).first == "=" {
        // A parameter of the current challenge.
        rest = rest.dropFirst(spaces.count + 1).drop { $0 == " " }
        let value: String
        if rest.first == "\"" {
          var text = ""
          var index = rest.index(after: rest.startIndex)
          while index < rest.endIndex, rest[index] != "\"" {
            if rest[index] == "\\", rest.index(after: index) < rest.endIndex {
              index = rest.index(after: index)
            }
            text.append(rest[index])
            index = rest.index(after: index)
          }
          rest = index < rest.endIndex ? rest[rest.index(after: index)...] : rest[rest.endIndex...]
          value = text
        } else {
          let plain = rest.prefix { $0 != "," && $0 != " " }
          rest = rest.dropFirst(plain.count)
          value = String(plain)
        }
        if inBearer, value.count <= 2048 { parameters[token.lowercased()] = value }
      } else if !token.isEmpty {
        // A new challenge's scheme.
        inBearer = token.lowercased() == "bearer"
        sawBearer = sawBearer || inBearer
      } else {
        break
      }
    }
    guard sawBearer else { return nil }
    resourceMetadata = parameters["resource_metadata"]
    scope = parameters["scope"]
    error = parameters["error"]
    errorDescription = parameters["error_description"]
  }
}
