import Foundation
import HTTPServer
import SkillKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `ask mcp login NAME`: signs in to a protected MCP server as the MCP specification's
/// authorization section describes. The server's 401 names its protected-resource metadata
/// (RFC 9728; else the well-known URIs), that names the authorization server, whose metadata
/// (RFC 8414 / OpenID discovery) must offer PKCE with S256. ask registers itself (RFC 7591)
/// when the server offers it — else uses the client id the entry's `oauth.client_id` gives —
/// listens on a loopback port for the redirect, has the person's browser open the
/// authorization page (the URL is also printed), checks the redirect's state (and `iss` when
/// the server sends it), trades the code with its verifier for tokens bound to the server
/// (RFC 8707 `resource`), and keeps them in the token store.
public struct OAuthLogin: Sendable {
  /// What a sign-in came to.
  public enum Outcome: Sendable {
    /// Signed in: what is kept now.
    case signedIn(OAuthCredential)
    /// The server answered without asking for a sign-in.
    case notNeeded
  }

  /// The server (its URL already expanded).
  public var config: MCPServerConfig
  /// Its endpoint.
  public var url: URL
  /// The entry's headers, expanded.
  public var headers: [String: String]
  /// Where the sign-in is kept.
  public var store: OAuthTokenStore
  /// How long to wait for the browser to come back.
  public var wait: Duration
  /// Opens the authorization page; returns why it could not (the URL was printed anyway).
  public var open: @Sendable (String) -> String?
  /// Says a step to the person.
  public var say: @Sendable (String) -> Void

  /// A sign-in to the server `config` describes.
  public init(
    config: MCPServerConfig, url: URL, headers: [String: String], store: OAuthTokenStore,
    wait: Duration = .seconds(300), open: @escaping @Sendable (String) -> String?,
    say: @escaping @Sendable (String) -> Void
  ) {
    self.config = config
    self.url = url
    self.headers = headers
    self.store = store
    self.wait = wait
    self.open = open
    self.say = say
  }

  /// Signs in.
  public func run() async throws(OAuthError) -> Outcome {
    let http = OAuthHTTP(timeout: min(max(config.timeoutSeconds, 5), 60))
    guard let challenge = try await probe(http) else { return .notNeeded }
    let resource = try await protectedResource(challenge: challenge, http: http)
    let server = try await authorizationServer(resource, http: http)
    let scope =
      config.oauthScope ?? challenge.scope
      ?? (resource.scopes.isEmpty ? nil : resource.scopes.joined(separator: " "))
    let callback = try LoopbackRedirect(port: config.oauthRedirectPort ?? 0)
    defer { callback.stop() }
    let client = try await register(
      server: server, resource: resource.resource, redirect: callback.uri, scope: scope,
      http: http)
    let pkce = PKCE()
    var query = [
      ("response_type", "code"), ("client_id", client.clientID),
      ("redirect_uri", callback.uri), ("code_challenge", pkce.challenge),
      ("code_challenge_method", "S256"), ("state", pkce.state), ("resource", resource.resource),
    ]
    if let scope { query.append(("scope", scope)) }
    let joiner = server.authorizationEndpoint.contains("?") ? "&" : "?"
    let page =
      server.authorizationEndpoint + joiner
      + query.map { "\($0.0)=\(OAuthHTTP.formEncoded($0.1))" }.joined(separator: "&")
    say(
      "Sign in to \(config.name) at \(OAuthHTTP.shown(server.issuer)) — open this page if no "
        + "browser opens:\n  \(page)")
    if let problem = open(page) { say("could not open a browser: \(problem)") }
    say("Waiting for the browser to come back to \(callback.uri) …")
    let answer = try await callback.answer(state: pkce.state, within: wait)
    if let error = answer["error"] {
      let detail = answer["error_description"].map { ": \(OAuthHTTP.shown($0))" } ?? ""
      throw OAuthError(
        "the authorization server refused the sign-in (\(OAuthHTTP.shown(error))\(detail))")
    }
    // RFC 9207: an `iss` must be this issuer's; a server that promises it must send it.
    if let iss = answer["iss"], iss != server.issuer {
      throw OAuthError(
        "the sign-in came back from \(OAuthHTTP.shown(iss)), not \(OAuthHTTP.shown(server.issuer)); "
          + "nothing was kept")
    } else if answer["iss"] == nil, server.issuerInResponse {
      throw OAuthError(
        "the sign-in came back without the issuer the server promised to send (iss); nothing "
          + "was kept")
    }
    guard let code = answer["code"], !code.isEmpty, code.utf8.count <= 4096 else {
      throw OAuthError("the browser came back without an authorization code")
    }
    let credential = try await OAuthTokenEndpoint.exchange(
      code: code, verifier: pkce.verifier, redirectURI: callback.uri, client: client, http: http)
    do {
      try store.save(credential, for: config)
    } catch {
      throw OAuthError("signed in, but \(error)")
    }
    return .signedIn(credential)
  }

  /// Asks the server without a token: its 401 (or 403) challenge, or nil when it answers.
  private func probe(_ http: OAuthHTTP) async throws(OAuthError) -> OAuthChallenge? {
    let initialize: JSONValue = [
      "jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": [
        "protocolVersion": "2025-11-25", "capabilities": .object([:]),
        "clientInfo": ["name": "ask", "version": "1"],
      ],
    ]
    var sent = headers
    sent["Accept"] = "application/json, text/event-stream"
    let response = try await http.send(
      url.absoluteString, method: "POST", body: Data(initialize.jsonString.utf8),
      type: "application/json", headers: sent)
    switch response.status {
    case 401, 403:
      return OAuthChallenge(header: response.headers["www-authenticate"])
        ?? OAuthChallenge(header: "Bearer")
    case 200..<300:
      return nil
    default:
      throw OAuthError(
        "\(OAuthHTTP.shown(url.absoluteString)) answered HTTP \(response.status), not a request "
          + "to sign in (401)")
    }
  }

  private func protectedResource(challenge: OAuthChallenge, http: OAuthHTTP)
    async throws(OAuthError) -> OAuthMetadata.Resource
  {
    var tried: [String] = []
    for source in OAuthMetadata.resourceMetadataURLs(challenge: challenge, server: url) {
      tried.append(OAuthHTTP.shown(source))
      let answer = try await http.get(source)
      guard answer.status == 200 else { continue }
      let document = try OAuthHTTP.document(answer, from: source)
      do {
        return try OAuthMetadata.resource(document, source: OAuthHTTP.shown(source), server: url)
      } catch {
        throw OAuthError(error.description)
      }
    }
    throw OAuthError(
      "\(config.name) asks for a sign-in but publishes no protected-resource metadata (tried "
        + "\(tried.joined(separator: ", ")))")
  }

  private func authorizationServer(_ resource: OAuthMetadata.Resource, http: OAuthHTTP)
    async throws(OAuthError) -> OAuthMetadata.Server
  {
    let issuer = resource.authorizationServers[0]
    var tried: [String] = []
    for source in OAuthMetadata.serverMetadataURLs(issuer: issuer) {
      tried.append(OAuthHTTP.shown(source))
      let answer = try await http.get(source)
      guard answer.status == 200 else { continue }
      let document = try OAuthHTTP.document(answer, from: source)
      do {
        return try OAuthMetadata.server(
          document, source: OAuthHTTP.shown(source), issuer: issuer)
      } catch {
        throw OAuthError(error.description)
      }
    }
    throw OAuthError(
      "the authorization server \(OAuthHTTP.shown(issuer)) publishes no metadata (tried "
        + "\(tried.joined(separator: ", ")))")
  }

  /// The client ask signs in as: the entry's `oauth.client_id`, else one registered now.
  private func register(
    server: OAuthMetadata.Server, resource: String, redirect: String, scope: String?,
    http: OAuthHTTP
  ) async throws(OAuthError) -> OAuthCredential {
    func client(_ id: String, secret: String?, method: String) -> OAuthCredential {
      OAuthCredential(
        issuer: server.issuer, tokenEndpoint: server.tokenEndpoint,
        revocationEndpoint: server.revocationEndpoint, clientID: id, clientSecret: secret,
        authMethod: method, resource: resource, scope: scope, accessToken: "")
    }
    if let id = config.oauthClientID { return client(id, secret: nil, method: "none") }
    guard let endpoint = server.registrationEndpoint else {
      throw OAuthError(
        "the authorization server \(OAuthHTTP.shown(server.issuer)) offers no dynamic client "
          + "registration; register ask there (redirect URI http://127.0.0.1/callback, any port) "
          + "and give its client id in mcp.json: \"oauth\": {\"client_id\": \"…\"}")
    }
    var metadata: [String: JSONValue] = [
      "client_name": "ask (AgentSkillKit)", "redirect_uris": [.string(redirect)],
      "grant_types": ["authorization_code", "refresh_token"], "response_types": ["code"],
      "token_endpoint_auth_method": "none", "application_type": "native",
    ]
    if let scope { metadata["scope"] = .string(scope) }
    let answer = try await http.postJSON(endpoint, .object(metadata))
    guard [200, 201].contains(answer.status) else {
      throw OAuthHTTP.refusal(answer, from: "registering ask at \(OAuthHTTP.shown(endpoint))")
    }
    guard let id = answer.json["client_id"]?.stringValue, !id.isEmpty, id.utf8.count <= 1024
    else { throw OAuthError("registering ask at \(OAuthHTTP.shown(endpoint)) gave no client_id") }
    let secret = answer.json["client_secret"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
    let method =
      answer.json["token_endpoint_auth_method"]?.stringValue
      ?? (secret == nil ? "none" : "client_secret_basic")
    guard ["none", "client_secret_post", "client_secret_basic"].contains(method) else {
      throw OAuthError(
        "the authorization server registered ask for \(OAuthHTTP.shown(method)) at its token "
          + "endpoint, which ask does not speak (none, client_secret_post, client_secret_basic)")
    }
    return client(id, secret: secret, method: method)
  }
}
