import Foundation
import SkillKit
import Testing

@testable import MCPClient

/// The pure parts of signing in: what a challenge says, PKCE, where metadata is looked for and
/// what makes it unusable, what a token response must be, the `oauth` entry, and the token
/// file (0600, a damaged file an error, never overwritten as empty).
@Suite struct OAuthTests {
  @Test func aChallengeIsReadFromTheBearerSchemeOnly() {
    let header =
      #"Basic realm="x", Bearer error="invalid_token", error_description="Authentication required", "#
      + #"resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource/mcp", scope="a b""#
    let challenge = OAuthChallenge(header: header)
    #expect(
      challenge?.resourceMetadata
        == "https://mcp.example.com/.well-known/oauth-protected-resource/mcp")
    #expect(challenge?.scope == "a b")
    #expect(challenge?.error == "invalid_token")
    #expect(challenge?.errorDescription == "Authentication required")
    // Another scheme's parameters are not the Bearer challenge's.
    let other = OAuthChallenge(header: #"Basic scope="admin", Bearer error="insufficient_scope""#)
    #expect(other?.scope == nil && other?.error == "insufficient_scope")
    #expect(OAuthChallenge(header: #"Basic realm="x""#) == nil)
    #expect(OAuthChallenge(header: nil) == nil)
    // Escapes inside quotes, unquoted values, a lone scheme.
    #expect(
      OAuthChallenge(header: #"Bearer error_description="say \"no\"""#)?.errorDescription
        == #"say "no""#)
    #expect(OAuthChallenge(header: "Bearer scope=mcp")?.scope == "mcp")
    #expect(OAuthChallenge(header: "Bearer") != nil)
    // Bounded: a huge header is no challenge; a huge value is left out.
    #expect(OAuthChallenge(header: "Bearer scope=" + String(repeating: "a", count: 20_000)) == nil)
    let long = OAuthChallenge(
      header: "Bearer scope=\"" + String(repeating: "a", count: 5000) + "\"")
    #expect(long != nil && long?.scope == nil)
  }

  @Test func pkceFollowsRFC7636() {
    // RFC 7636, appendix B.
    let known = PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk", state: "s")
    #expect(known.challenge == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    let fresh = PKCE()
    let other = PKCE()
    #expect(fresh.verifier.count == 43 && fresh.state.count == 32)
    #expect(fresh.verifier != other.verifier && fresh.state != other.state)
    #expect(fresh.verifier.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    #expect(PKCE.base64URL([0xFB, 0xFF]) == "-_8")
    #expect(PKCE.base64URL([]) == "")
  }

  @Test func metadataIsLookedForWhereTheSpecificationSays() throws {
    let server = try #require(URL(string: "https://MCP.example.com/api/mcp"))
    let challenge = OAuthChallenge(
      header: #"Bearer resource_metadata="https://meta.example.com/prm""#)
    #expect(
      OAuthMetadata.resourceMetadataURLs(challenge: challenge, server: server) == [
        "https://meta.example.com/prm",
        "https://mcp.example.com/.well-known/oauth-protected-resource/api/mcp",
        "https://mcp.example.com/.well-known/oauth-protected-resource",
      ])
    #expect(
      OAuthMetadata.serverMetadataURLs(issuer: "https://auth.example.com/tenant/1/") == [
        "https://auth.example.com/.well-known/oauth-authorization-server/tenant/1",
        "https://auth.example.com/.well-known/openid-configuration/tenant/1",
        "https://auth.example.com/tenant/1/.well-known/openid-configuration",
      ])
    #expect(
      OAuthMetadata.serverMetadataURLs(issuer: "http://127.0.0.1:9000") == [
        "http://127.0.0.1:9000/.well-known/oauth-authorization-server",
        "http://127.0.0.1:9000/.well-known/openid-configuration",
      ])
    #expect(OAuthMetadata.canonical(server) == "https://mcp.example.com/api/mcp")
    #expect(
      OAuthMetadata.canonical(try #require(URL(string: "HTTPS://a.example.com/?x=1#f")))
        == "https://a.example.com")
  }

  @Test func onlyHTTPSOrThisMachinesLoopbackIsSafe() {
    for safe in ["https://a.example.com/x", "http://127.0.0.1:8080/t", "http://localhost/t"] {
      #expect(OAuthMetadata.isSafe(safe), "\(safe)")
    }
    for unsafe in [
      "http://a.example.com/token", "https://user:pass@a.example.com/", "javascript:alert(1)",
      "file:///etc/passwd", "ftp://a.example.com", "not a url", "http://127.0.0.1.evil.com/",
    ] {
      #expect(!OAuthMetadata.isSafe(unsafe), "\(unsafe)")
    }
  }

  @Test func protectedResourceMetadataMustNameThisServer() throws {
    let server = try #require(URL(string: "https://mcp.example.com/mcp"))
    func check(_ json: String) throws -> OAuthMetadata.Resource {
      try OAuthMetadata.resource(JSONValue.parse(json), source: "S", server: server)
    }
    let good = try check(
      #"{"resource":"https://mcp.example.com/mcp","authorization_servers":["https://auth.example.com"],"scopes_supported":["a","b"]}"#
    )
    #expect(good.authorizationServers == ["https://auth.example.com"] && good.scopes == ["a", "b"])
    // A resource above this server on its origin covers it.
    #expect(
      try check(
        #"{"resource":"https://mcp.example.com","authorization_servers":["https://a.example.com"]}"#
      )
      .resource == "https://mcp.example.com")
    for bad in [
      #"{"resource":"https://other.example.com/mcp","authorization_servers":["https://a.example.com"]}"#,
      #"{"resource":"https://mcp.example.com/mcp-other","authorization_servers":["https://a.example.com"]}"#,
      #"{"resource":"https://mcp.example.com/mcp","authorization_servers":[]}"#,
      #"{"resource":"https://mcp.example.com/mcp","authorization_servers":["http://auth.example.com"]}"#,
      #"{"authorization_servers":["https://a.example.com"]}"#,
    ] {
      #expect(throws: OAuthMetadata.Problem.self, "\(bad)") { try check(bad) }
    }
  }

  @Test func authorizationServerMetadataMustBeTheIssuersAndOfferS256() throws {
    func check(_ json: String, issuer: String = "https://auth.example.com") throws
      -> OAuthMetadata.Server
    {
      try OAuthMetadata.server(JSONValue.parse(json), source: "S", issuer: issuer)
    }
    let base =
      #""authorization_endpoint":"https://auth.example.com/authorize","token_endpoint":"https://auth.example.com/token""#
    let good = try check(
      #"{"issuer":"https://auth.example.com",\#(base),"code_challenge_methods_supported":["S256"],"registration_endpoint":"https://auth.example.com/register","authorization_response_iss_parameter_supported":true}"#
    )
    #expect(
      good.registrationEndpoint == "https://auth.example.com/register" && good.issuerInResponse)
    let problems: [(String, String)] = [
      (
        #"{"issuer":"https://evil.example.com",\#(base),"code_challenge_methods_supported":["S256"]}"#,
        "impostor"
      ),
      (#"{"issuer":"https://auth.example.com",\#(base)}"#, "S256"),
      (
        #"{"issuer":"https://auth.example.com",\#(base),"code_challenge_methods_supported":["plain"]}"#,
        "S256"
      ),
      (
        #"{"issuer":"https://auth.example.com","authorization_endpoint":"https://auth.example.com/a","token_endpoint":"http://evil.example.com/token","code_challenge_methods_supported":["S256"]}"#,
        "token_endpoint"
      ),
      (
        #"{"issuer":"https://auth.example.com",\#(base),"code_challenge_methods_supported":["S256"],"response_types_supported":["token"]}"#,
        "authorization code"
      ),
    ]
    for (json, word) in problems {
      do {
        _ = try check(json)
        Issue.record("accepted \(json)")
      } catch {
        #expect("\(error)".contains(word), "\(error)")
      }
    }
  }

  @Test func aMetadataAnswerThatIsNotAJSONObjectIsSaidToBeOne() throws {
    for body in [JSONValue.null, "text", [1, 2]] {
      let answer = OAuthHTTP.Answer(status: 200, json: body, headers: [:])
      do {
        _ = try OAuthHTTP.document(answer, from: "https://a.example.com/meta?code=secret")
        Issue.record("accepted \(body)")
      } catch {
        #expect(error.description.contains("not a JSON object"), "\(error)")
        #expect(!error.description.contains("secret"), "a URL is shown without its query")
      }
    }
    let object = OAuthHTTP.Answer(status: 200, json: ["issuer": "x"], headers: [:])
    #expect(try OAuthHTTP.document(object, from: "s")["issuer"] == "x")
  }

  @Test func aTokenResponseIsCheckedBeforeItIsKept() throws {
    let client = OAuthCredential(
      issuer: "https://a", tokenEndpoint: "https://a/token", clientID: "c", resource: "https://m",
      accessToken: "")
    let now = Date(timeIntervalSince1970: 1_000_000)
    let made = try OAuthTokenEndpoint.credential(
      from: JSONValue.parse(
        #"{"access_token":"abc.def","token_type":"bearer","expires_in":60,"refresh_token":"r1","scope":"mcp"}"#
      ),
      client: client, now: now)
    #expect(made.accessToken == "abc.def" && made.refreshToken == "r1" && made.scope == "mcp")
    #expect(made.expiresAt == 1_000_060)
    #expect(made.expired(at: now.addingTimeInterval(31)) && !made.expired(at: now))
    for bad in [
      #"{"token_type":"Bearer"}"#, #"{"access_token":"a","token_type":"mac"}"#,
      #"{"access_token":"a b","token_type":"Bearer"}"#,
      #"{"access_token":"\#(String(repeating: "x", count: 20_000))","token_type":"Bearer"}"#,
    ] {
      #expect(throws: OAuthError.self, "\(bad.prefix(60))") {
        try OAuthTokenEndpoint.credential(from: JSONValue.parse(bad), client: client, now: now)
      }
    }
    // An absurd expiry is not believed.
    let forever = try OAuthTokenEndpoint.credential(
      from: JSONValue.parse(#"{"access_token":"a","token_type":"Bearer","expires_in":1e300}"#),
      client: client, now: now)
    #expect(forever.expiresAt == nil)
  }

  @Test func aCredentialNeverShowsItsSecrets() {
    let credential = OAuthCredential(
      issuer: "https://auth.example.com", tokenEndpoint: "https://auth.example.com/token",
      clientID: "client-1", clientSecret: "secret-value-1", resource: "https://m",
      scope: "mcp", accessToken: "access-token-value", refreshToken: "refresh-token-value")
    for shown in [
      "\(credential)", String(reflecting: credential), String(describing: [credential]),
      "\(Optional(credential) as Any)",
    ] {
      for secret in ["access-token-value", "refresh-token-value", "secret-value-1"] {
        #expect(!shown.contains(secret), "\(shown)")
      }
    }
    var hostile = credential
    hostile.clientID = "c\u{1B}]52;c;AAAA\u{7}"
    #expect(!"\(hostile)".contains("\u{1B}"), "a client id the server chose shows its controls")
    var dumped = ""
    dump(credential, to: &dumped)
    #expect(!dumped.contains("access-token-value"), "\(dumped)")
    #expect(
      credential.redacting("echo access-token-value and refresh-token-value")
        == "echo [token] and [token]")
  }

  @Test func theOAuthEntryIsCheckedKeyByKey() throws {
    func parse(_ entry: String) throws -> MCPServerConfig {
      try #require(
        MCPServerConfig.parse(Data(#"{"mcpServers": {"s": \#(entry)}}"#.utf8), file: "f").first)
    }
    let config = try parse(
      #"{"url": "https://m.example.com/mcp", "oauth": {"client_id": "ask", "scope": "a b", "redirect_port": 8765}}"#
    )
    #expect(config.oauthClientID == "ask" && config.oauthScope == "a b")
    #expect(config.oauthRedirectPort == 8765)
    let problems: [(String, String)] = [
      (#"{"command": "x", "oauth": {}}"#, "stdio"),
      (#"{"url": "https://m", "oauth": {"client": "a"}}"#, "expected {"),
      (#"{"url": "https://m", "oauth": {"client_id": ""}}"#, "oauth.client_id"),
      (#"{"url": "https://m", "oauth": {"redirect_port": 70000}}"#, "redirect_port"),
      (#"{"url": "https://m", "oauth": {"redirect_port": 1.5}}"#, "redirect_port"),
      (#"{"url": "https://m", "oauth": "yes"}"#, "expected {"),
    ]
    for (entry, word) in problems {
      do {
        _ = try parse(entry)
        Issue.record("accepted \(entry)")
      } catch {
        #expect("\(error)".contains(word), "\(error)")
      }
    }
  }

  @Test func theTokenFileIsPrivateAndADamagedOneIsAnError() throws {
    let folder = NSTemporaryDirectory() + "oauth-store-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = OAuthTokenStore(file: folder + "/mcp-tokens.json")
    var config = try #require(
      MCPServerConfig.parse(
        Data(#"{"mcpServers": {"s": {"url": "https://m/mcp"}}}"#.utf8), file: "f"
      )
      .first)
    #expect(try store.credential(for: config) == nil)
    let credential = OAuthCredential(
      issuer: "https://a", tokenEndpoint: "https://a/token", clientID: "c",
      resource: "https://m/mcp",
      accessToken: "t1", refreshToken: "r1", expiresAt: 5)
    try store.save(credential, for: config)
    let mode = try FileManager.default.attributesOfItem(atPath: store.file)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    #expect(try store.credential(for: config) == credential)
    // The same name pointed elsewhere is not sent this sign-in.
    config.url = "https://elsewhere/mcp"
    #expect(try store.credential(for: config) == nil)
    // A damaged file is an error that names it, and saving does not replace it with less.
    try "{not json".write(toFile: store.file, atomically: true, encoding: .utf8)
    #expect(throws: OAuthTokenStore.Failure.self) { try store.credential(for: config) }
    #expect(throws: OAuthTokenStore.Failure.self) { try store.save(credential, for: config) }
    #expect(try String(contentsOfFile: store.file, encoding: .utf8) == "{not json")
  }

  @Test func aSignInRefreshedByAnotherProcessIsTakenInsteadOfRefreshingAgain() async throws {
    let folder = NSTemporaryDirectory() + "oauth-shared-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let store = OAuthTokenStore(file: folder + "/mcp-tokens.json")
    let config = try #require(
      MCPServerConfig.parse(
        Data(#"{"mcpServers": {"s": {"url": "https://m/mcp"}}}"#.utf8), file: "f"
      ).first)
    // The token endpoint is nowhere: a refresh that reached it would fail.
    var old = OAuthCredential(
      issuer: "https://a", tokenEndpoint: "http://127.0.0.1:1/token", clientID: "c",
      resource: "https://m/mcp", accessToken: "old-access", refreshToken: "old-refresh",
      expiresAt: Date().timeIntervalSince1970 + 3600)
    try store.save(old, for: config)
    let credentials = MCPCredentials(config: config, store: store)
    #expect(await credentials.bearer() == "old-access")
    // Another process refreshes and keeps new tokens; this one's token is refused next.
    old.accessToken = "new-access"
    old.refreshToken = "new-refresh"
    try store.save(old, for: config)
    #expect(await credentials.rejected("old-access") == "new-access")
    #expect(await credentials.bearer() == "new-access")
    // With nothing newer kept, the refresh is tried, fails, and says so.
    #expect(await credentials.rejected("new-access") == nil)
    let refusal = await credentials.refusal(status: 401, challenge: nil)
    #expect(refusal.contains("refreshing the sign-in failed"), "\(refusal)")
    #expect(refusal.hasSuffix("run ask mcp login s"), "\(refusal)")
    #expect(!refusal.contains("new-refresh") && !refusal.contains("new-access"))
    // A 403 for scope says the server needs more access, and which.
    let scope = await credentials.refusal(
      status: 403,
      challenge: OAuthChallenge(header: #"Bearer error="insufficient_scope", scope="admin""#))
    #expect(scope.contains("needs more access (scope admin)"), "\(scope)")
    #expect(scope.hasSuffix("run ask mcp login s"))
  }
}
