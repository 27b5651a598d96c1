import Foundation
import SkillKit

/// The token endpoint's two grants — an authorization code with its PKCE verifier (at sign-in)
/// and a refresh token (when the access token has run out) — and the revocation at sign-out.
/// The grants send the resource (RFC 8707); every request authenticates the client as it was
/// registered; a token answer is checked before it is kept.
enum OAuthTokenEndpoint {
  /// The credential an authorization code buys.
  static func exchange(
    code: String, verifier: String, redirectURI: String, client: OAuthCredential,
    http: OAuthHTTP, now: Date = Date()
  ) async throws(OAuthError) -> OAuthCredential {
    let fields = [
      ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI),
      ("code_verifier", verifier), ("resource", client.resource),
    ]
    return try await request(fields, client: client, http: http, now: now)
  }

  /// `credential` with a fresh access token (and the new refresh token, when the server
  /// rotates them).
  static func refresh(_ credential: OAuthCredential, http: OAuthHTTP, now: Date = Date())
    async throws(OAuthError) -> OAuthCredential
  {
    guard let refreshToken = credential.refreshToken else {
      throw OAuthError("the server gave no refresh token")
    }
    var fields = [
      ("grant_type", "refresh_token"), ("refresh_token", refreshToken),
      ("resource", credential.resource),
    ]
    if let scope = credential.scope { fields.append(("scope", scope)) }
    return try await request(fields, client: credential, http: http, now: now)
  }

  /// Asks the authorization server to revoke `credential` (RFC 7009: its refresh token, else
  /// its access token); nothing to do when the server offers no revocation.
  static func revoke(_ credential: OAuthCredential, http: OAuthHTTP) async throws(OAuthError) {
    guard let endpoint = credential.revocationEndpoint else { return }
    var fields = [
      ("token", credential.refreshToken ?? credential.accessToken),
      ("token_type_hint", credential.refreshToken == nil ? "access_token" : "refresh_token"),
    ]
    var headers: [String: String] = [:]
    authenticate(credential, &fields, &headers, emptySecret: true)
    let answer = try await http.postForm(endpoint, fields, headers: headers)
    guard answer.status == 200 else {
      throw OAuthHTTP.refusal(answer, from: "the revocation endpoint")
    }
  }

  private static func request(
    _ fields: [(String, String)], client: OAuthCredential, http: OAuthHTTP, now: Date
  ) async throws(OAuthError) -> OAuthCredential {
    var fields = fields
    var headers: [String: String] = [:]
    authenticate(client, &fields, &headers)
    let answer = try await http.postForm(client.tokenEndpoint, fields, headers: headers)
    guard answer.status == 200 else {
      throw OAuthHTTP.refusal(
        answer, from: "the token endpoint \(OAuthHTTP.shown(client.tokenEndpoint))")
    }
    return try credential(from: answer.json, client: client, now: now)
  }

  /// How `client` proves itself to its authorization server (RFC 6749 §2.3.1), as it was
  /// registered: the secret in a Basic header, or with the client id in the form, or (a public
  /// client) the client id alone — with an empty secret when `emptySecret` (which §2.3.1 lets
  /// a client send, and the SDK's revocation endpoint wants).
  static func authenticate(
    _ client: OAuthCredential, _ fields: inout [(String, String)],
    _ headers: inout [String: String], emptySecret: Bool = false
  ) {
    switch client.authMethod {
    case "client_secret_basic":
      let pair =
        OAuthHTTP.formEncoded(client.clientID) + ":"
        + OAuthHTTP.formEncoded(client.clientSecret ?? "")
      headers["Authorization"] = "Basic " + Data(pair.utf8).base64EncodedString()
    case "client_secret_post":
      fields.append(("client_id", client.clientID))
      fields.append(("client_secret", client.clientSecret ?? ""))
    default:
      fields.append(("client_id", client.clientID))
      if emptySecret { fields.append(("client_secret", "")) }
    }
  }

  /// The credential a token response makes of `client`, checked: a bearer token of sane size,
  /// an expiry within ten years.
  static func credential(from json: JSONValue, client: OAuthCredential, now: Date)
    throws(OAuthError) -> OAuthCredential
  {
    guard let access = json["access_token"]?.stringValue, !access.isEmpty,
      access.utf8.count <= 16 * 1024,
      access.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
    else {
      throw OAuthError("the token endpoint's answer has no usable access_token")
    }
    guard json["token_type"]?.stringValue?.lowercased() == "bearer" else {
      throw OAuthError(
        "the token endpoint gave a token of type "
          + "\(OAuthHTTP.shown(json["token_type"]?.stringValue ?? "none")), not Bearer")
    }
    var credential = client
    credential.accessToken = access
    if let refresh = json["refresh_token"]?.stringValue, !refresh.isEmpty,
      refresh.utf8.count <= 16 * 1024
    {
      credential.refreshToken = refresh
    }
    if let seconds = json["expires_in"]?.doubleValue, seconds.isFinite, seconds >= 0,
      seconds <= 10 * 365 * 86400
    {
      credential.expiresAt = (now.timeIntervalSince1970 + seconds).rounded()
    } else {
      credential.expiresAt = nil
    }
    if let scope = json["scope"]?.stringValue, scope.count <= 4096 { credential.scope = scope }
    return credential
  }
}
