import AgentCore
import Foundation
import SkillKit

/// What a sign-in to one MCP server left: the client ask registered (or was given), where
/// tokens come from, and the tokens. Its description never shows a token or a secret: it
/// can be printed, logged or put in an error without giving them away.
public struct OAuthCredential: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The authorization server that issued the tokens.
  public var issuer: String
  /// Its token endpoint (refresh goes there).
  public var tokenEndpoint: String
  /// Its revocation endpoint, when it has one (logout goes there).
  public var revocationEndpoint: String?
  /// The client ask signed in as.
  public var clientID: String
  /// The secret dynamic registration gave, if it gave one.
  public var clientSecret: String?
  /// How the token endpoint wants the client to authenticate: `none`,
  /// `client_secret_post` or `client_secret_basic`.
  public var authMethod: String
  /// The resource the tokens are bound to (RFC 8707).
  public var resource: String
  /// The scopes granted, space-separated.
  public var scope: String?
  /// The bearer token sent to the server.
  public var accessToken: String
  /// The token that gets a new access token, when the server gave one.
  public var refreshToken: String?
  /// When the access token stops being good (seconds since 1970), when the server said.
  public var expiresAt: Double?

  /// The issuer, the client and the scope — never a token or a secret.
  public var description: String {
    // What the server chose (its client id, the scope) is shown with its controls visible.
    VisibleText.escaped(
      "issuer \(issuer), client \(clientID)" + (scope.map { ", scope \($0)" } ?? ""),
      keepingNewlines: false)
  }
  /// As `description`.
  public var debugDescription: String { description }
  /// As `description` (a dump shows no token either).
  public var customMirror: Mirror { Mirror(self, children: ["description": description]) }

  /// Whether the access token has expired, or will within `margin` seconds, at `now`.
  public func expired(at now: Date, margin: Double = 30) -> Bool {
    guard let expiresAt else { return false }
    return now.timeIntervalSince1970 + margin >= expiresAt
  }

  /// The stored form.
  var json: JSONValue {
    var object: [String: JSONValue] = [
      "issuer": .string(issuer), "token_endpoint": .string(tokenEndpoint),
      "client_id": .string(clientID), "auth_method": .string(authMethod),
      "resource": .string(resource), "access_token": .string(accessToken),
    ]
    if let revocationEndpoint { object["revocation_endpoint"] = .string(revocationEndpoint) }
    if let clientSecret { object["client_secret"] = .string(clientSecret) }
    if let scope { object["scope"] = .string(scope) }
    if let refreshToken { object["refresh_token"] = .string(refreshToken) }
    if let expiresAt { object["expires_at"] = .number(expiresAt) }
    return .object(object)
  }

  /// A stored record, or nil when it lacks what a credential needs.
  init?(json: JSONValue) {
    guard let issuer = json["issuer"]?.stringValue,
      let tokenEndpoint = json["token_endpoint"]?.stringValue,
      let clientID = json["client_id"]?.stringValue,
      let resource = json["resource"]?.stringValue,
      let accessToken = json["access_token"]?.stringValue
    else { return nil }
    self.init(
      issuer: issuer, tokenEndpoint: tokenEndpoint,
      revocationEndpoint: json["revocation_endpoint"]?.stringValue, clientID: clientID,
      clientSecret: json["client_secret"]?.stringValue,
      authMethod: json["auth_method"]?.stringValue ?? "none", resource: resource,
      scope: json["scope"]?.stringValue, accessToken: accessToken,
      refreshToken: json["refresh_token"]?.stringValue,
      expiresAt: json["expires_at"]?.doubleValue)
  }

  /// A credential as given.
  public init(
    issuer: String, tokenEndpoint: String, revocationEndpoint: String? = nil, clientID: String,
    clientSecret: String? = nil, authMethod: String = "none", resource: String,
    scope: String? = nil, accessToken: String, refreshToken: String? = nil,
    expiresAt: Double? = nil
  ) {
    self.issuer = issuer
    self.tokenEndpoint = tokenEndpoint
    self.revocationEndpoint = revocationEndpoint
    self.clientID = clientID
    self.clientSecret = clientSecret
    self.authMethod = authMethod
    self.resource = resource
    self.scope = scope
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
  }

  /// `text` with this credential's secrets replaced by `[token]` — for a server's words that
  /// may repeat what it was sent.
  public func redacting(_ text: String) -> String {
    var text = text
    for secret in [accessToken, refreshToken, clientSecret].compactMap({ $0 })
    where secret.count >= 8 {
      text = text.replacingOccurrences(of: secret, with: "[token]")
    }
    return text
  }
}
