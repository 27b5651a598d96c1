import AgentCore
import Foundation
import SkillKit

/// What a protected MCP server and its authorization server publish about themselves (RFC 9728
/// protected-resource metadata, RFC 8414 authorization-server metadata), checked before any of
/// it is used: every URL is https, or http to this machine's loopback; the resource is the
/// server ask talks to; the issuer is the one it was looked up for; PKCE with S256 is offered.
public enum OAuthMetadata {
  /// A server's protected-resource metadata.
  public struct Resource: Sendable, Hashable {
    /// `resource`: the identifier tokens are bound to (RFC 8707).
    public var resource: String
    /// `authorization_servers`: issuers that issue tokens for it (the first is used).
    public var authorizationServers: [String]
    /// `scopes_supported`.
    public var scopes: [String]
  }

  /// An authorization server's metadata.
  public struct Server: Sendable, Hashable {
    /// `issuer`: the server's identifier, as it was looked up.
    public var issuer: String
    /// `authorization_endpoint`: the page the person signs in at.
    public var authorizationEndpoint: String
    /// `token_endpoint`: where codes and refresh tokens are traded for tokens.
    public var tokenEndpoint: String
    /// `registration_endpoint`: dynamic client registration (RFC 7591), when offered.
    public var registrationEndpoint: String?
    /// `revocation_endpoint` (RFC 7009), when offered.
    public var revocationEndpoint: String?
    /// `authorization_response_iss_parameter_supported` (RFC 9207): the redirect then must
    /// carry `iss`, equal to the issuer.
    public var issuerInResponse: Bool
    /// `token_endpoint_auth_methods_supported` (empty: not said).
    public var tokenAuthMethods: [String]
  }

  /// Why metadata cannot be used, in words that name the document and the fix.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with which document.
    public var description: String
  }

  /// The canonical URI of the MCP server at `url` (RFC 8707 §2, the spec's "canonical server
  /// URI"): scheme and host in lower case, no fragment or query, no lone trailing slash.
  public static func canonical(_ url: URL) -> String {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
    components.scheme = components.scheme?.lowercased()
    components.host = components.host?.lowercased()
    components.query = nil
    components.fragment = nil
    components.user = nil
    components.password = nil
    if components.path == "/" { components.path = "" }
    return components.string ?? url.absoluteString
  }

  /// Whether `text` is a URL ask may send credentials to or take them from: https, or http to
  /// this machine's loopback (a local authorization server); never with a user or password —
  /// the rule a page a server asks the person to open is held to (`MCPElicitation.checked`).
  public static func isSafe(_ text: String) -> Bool {
    if case .success = MCPElicitation.checked(text) { return true }
    return false
  }

  /// Where the protected-resource metadata of the server at `url` may be (RFC 9728 §3.1):
  /// the challenge's `resource_metadata` first, then the path-based and the root well-known
  /// URIs.
  public static func resourceMetadataURLs(challenge: OAuthChallenge?, server url: URL) -> [String] {
    var out: [String] = []
    if let given = challenge?.resourceMetadata { out.append(given) }
    let origin = Self.origin(url)
    let path = url.path == "/" ? "" : url.path
    if !path.isEmpty { out.append(origin + "/.well-known/oauth-protected-resource" + path) }
    out.append(origin + "/.well-known/oauth-protected-resource")
    return out
  }

  /// Where an issuer's metadata may be (RFC 8414 §3.1, then OpenID Connect Discovery), in the
  /// order the MCP specification gives.
  public static func serverMetadataURLs(issuer: String) -> [String] {
    guard let url = URL(string: issuer) else { return [] }
    let origin = Self.origin(url)
    var path = url.path
    while path.hasSuffix("/") { path.removeLast() }
    if path.isEmpty {
      return [
        origin + "/.well-known/oauth-authorization-server",
        origin + "/.well-known/openid-configuration",
      ]
    }
    return [
      origin + "/.well-known/oauth-authorization-server" + path,
      origin + "/.well-known/openid-configuration" + path,
      origin + path + "/.well-known/openid-configuration",
    ]
  }

  static func origin(_ url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? "https"
    var host = url.host?.lowercased() ?? ""
    if host.contains(":"), !host.hasPrefix("[") { host = "[\(host)]" }
    return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
  }

  /// The protected-resource metadata `document` (fetched from `source`) for the server at
  /// `server`, checked.
  public static func resource(_ document: JSONValue, source: String, server: URL) throws(Problem)
    -> Resource
  {
    func fail(_ text: String) -> Problem {
      Problem(description: "the protected-resource metadata at \(source) \(text)")
    }
    guard let resource = document["resource"]?.stringValue else {
      throw fail("names no \"resource\"")
    }
    guard case .array(let listed)? = document["authorization_servers"],
      case let issuers = listed.compactMap(\.stringValue).filter({ !$0.isEmpty }), !issuers.isEmpty
    else { throw fail("names no authorization server (\"authorization_servers\")") }
    // The resource must be this server (or a part of its origin above it): a document that
    // names another resource would have ask ask for tokens meant for someone else.
    let serverURI = canonical(server)
    guard let named = URL(string: resource), covers(canonical(named), serverURI) else {
      throw fail(
        "is for \(VisibleText.escaped(String(resource.prefix(200)))), not for \(serverURI); "
          + "the server's metadata must name the server itself")
    }
    for issuer in issuers where !isSafe(issuer) {
      throw fail(
        "names the authorization server \(VisibleText.escaped(String(issuer.prefix(200)))), "
          + "which is not https (http only to this machine)")
    }
    let scopes: [String]
    if case .array(let items)? = document["scopes_supported"] {
      scopes = Array(items.compactMap(\.stringValue).prefix(64))
    } else {
      scopes = []
    }
    return Resource(
      resource: canonical(named), authorizationServers: Array(issuers.prefix(8)), scopes: scopes)
  }

  /// Whether the resource `outer` is `inner` or a path above it on the same origin.
  static func covers(_ outer: String, _ inner: String) -> Bool {
    if outer == inner { return true }
    let prefix = outer.hasSuffix("/") ? outer : outer + "/"
    return inner.hasPrefix(prefix)
  }

  /// The authorization-server metadata `document` (fetched from `source`) of `issuer`,
  /// checked.
  public static func server(_ document: JSONValue, source: String, issuer: String) throws(Problem)
    -> Server
  {
    func fail(_ text: String) -> Problem {
      Problem(description: "the authorization server's metadata at \(source) \(text)")
    }
    func trimmed(_ text: String) -> String {
      var text = text
      while text.hasSuffix("/") { text.removeLast() }
      return text
    }
    guard let said = document["issuer"]?.stringValue, trimmed(said) == trimmed(issuer) else {
      throw fail(
        "says its issuer is \(VisibleText.escaped(String((document["issuer"]?.stringValue ?? "nothing").prefix(200)))), "
          + "not \(issuer) (RFC 8414 §3.3: it may be an impostor)")
    }
    func endpoint(_ key: String) throws(Problem) -> String? {
      guard let value = document[key]?.stringValue else { return nil }
      guard isSafe(value) else {
        throw fail(
          "gives \(key) \(VisibleText.escaped(String(value.prefix(200)))), which is not https "
            + "(http only to this machine)")
      }
      return value
    }
    func required(_ key: String) throws(Problem) -> String {
      guard let value = try endpoint(key) else { throw fail("names no \(key)") }
      return value
    }
    guard case .array(let methods)? = document["code_challenge_methods_supported"],
      methods.contains(.string("S256"))
    else {
      throw fail(
        "does not offer PKCE with S256 (code_challenge_methods_supported); ask does not sign "
          + "in without it")
    }
    if case .array(let types)? = document["response_types_supported"],
      !types.contains(.string("code"))
    {
      throw fail("does not offer the authorization code flow (response_types_supported)")
    }
    let authMethods: [String]
    if case .array(let items)? = document["token_endpoint_auth_methods_supported"] {
      authMethods = items.compactMap(\.stringValue)
    } else {
      authMethods = []
    }
    return Server(
      issuer: said, authorizationEndpoint: try required("authorization_endpoint"),
      tokenEndpoint: try required("token_endpoint"),
      registrationEndpoint: try endpoint("registration_endpoint"),
      revocationEndpoint: try endpoint("revocation_endpoint"),
      issuerInResponse: document["authorization_response_iss_parameter_supported"]?.boolValue
        ?? false,
      tokenAuthMethods: authMethods)
  }
}
