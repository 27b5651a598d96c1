import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// Remote servers with OAuth 2.1: `ask mcp login` against the official Python SDK's own
/// authorization server and protected Streamable HTTP server on loopback (metadata discovery,
/// dynamic registration, PKCE, the loopback redirect, resource-bound tokens), the token kept
/// in a 0600 file and nowhere else, refreshed when refused or run out, `ask mcp logout` —
/// and hostile answers: a token endpoint that redirects, an impostor issuer, a refusal, a
/// redirect with a wrong state or another issuer.
@Suite(.serialized)
struct AskMCPOAuthTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  /// The SDK's protected server in `mode`, configured as `secure`; nil when the peers are
  /// missing (recorded as a failure).
  func start(_ mode: String = "normal", extra: String = "", redirectPort: Int? = nil) throws
    -> (server: ReplayServer, log: String)?
  {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return nil
    }
    let log = home.path + "/../oauth-\(mode).log"
    let server = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "mcp_oauth_server.py"), python: python,
      arguments: [log, mode, "3600"] + (redirectPort.map { [String($0)] } ?? []))
    try #"""
    {"mcpServers": {"secure": {"url": "http://127.0.0.1:\#(server.port)/mcp", "timeout_s": 30\#(extra)}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    return (server, log)
  }

  /// `BROWSER` for ask: the stand-in browser in `mode`.
  func browser(_ mode: String) -> [String: String] {
    let script = ReplayServer.script(from: #filePath, named: "oauth_browser.py")
    return ["BROWSER": "\(AskMCPTests.python ?? "python3") \(script) \(mode)"]
  }

  func log(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  var tokenFile: String { home.path + "/mcp-tokens.json" }

  /// `ask mcp login secure` with the stand-in browser in `mode`.
  func login(browser mode: String) async throws -> AskProcess.Finished {
    try await AskProcess.run(
      ["mcp", "login", "secure", "--timeout", "60"], home: home.path, environment: browser(mode))
  }

  func stored() throws -> JSONValue {
    let data = try #require(FileManager.default.contents(atPath: tokenFile))
    let all = try JSONValue.parse(data)
    guard case .object(let records) = all, let record = records.values.first else {
      Issue.record("no sign-in kept: \(all)")
      return .null
    }
    return record
  }

  func whoami() async throws -> AskProcess.Finished {
    try await AskProcess.run(
      ["call", "mcp.secure.whoami", "--json", "--input", "{}"], home: home.path,
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#])
  }

  @Test func signInUseRefreshAndSignOutAgainstTheSDKsAuthorizationServer() async throws {
    guard let (server, log) = try start() else { return }
    _ = server
    // Before signing in: the server's 401 becomes words that say how to sign in.
    let before = try await AskProcess.run(["mcp", "test", "secure"], home: home.path)
    #expect(before.status == 1)
    #expect(
      before.stdout.contains("asks for a sign-in")
        && before.stdout.contains("ask mcp login secure"),
      "\(before.stdout)\(before.stderr)")

    let login = try await login(browser: "follow")
    #expect(login.status == 0, "\(login.stdout)\(login.stderr)")
    #expect(login.stdout.contains("signed in to secure") && login.stdout.contains("scope mcp"))
    // The page it opened is printed too (for a machine with no browser): PKCE S256, the state,
    // the resource (RFC 8707) and the loopback redirect.
    for part in [
      "code_challenge_method=S256", "state=",
      "resource=http%3A%2F%2F127.0.0.1%3A\(server.port)%2Fmcp",
      "redirect_uri=http%3A%2F%2F127.0.0.1%3A",
    ] {
      #expect(login.stderr.contains(part), "\(part) in \(login.stderr)")
    }
    let said = self.log(log)
    #expect(said.contains("AS POST /register"), "dynamic registration: \(said)")
    #expect(said.contains("AUTHORIZE scopes=mcp resource=http://127.0.0.1:\(server.port)/mcp"))
    #expect(said.contains("TOKEN authorization_code"))

    // Kept with mode 0600, outside the database.
    let mode = try FileManager.default.attributesOfItem(atPath: tokenFile)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    let first = try stored()
    let access = try #require(first["access_token"]?.stringValue)
    let refresh = try #require(first["refresh_token"]?.stringValue)
    #expect(!login.stdout.contains(access) && !login.stderr.contains(access))

    // The SDK server checks the token is bound to it: a call works.
    let call = try await whoami()
    #expect(call.status == 0, "\(call.stdout.suffix(600))")
    #expect(
      call.events(ofType: "tool_result").first?["content"]?.stringValue?.contains("scopes mcp")
        == true)

    // Both protocol eras carry it: the handshake era (a session) as well as 2026-07-28.
    #expect(try await protocolVersion() == "2026-07-28")
    try #"""
    {"mcpServers": {"secure": {"url": "http://127.0.0.1:\#(server.port)/mcp", "timeout_s": 30, "protocol_version": "2025-11-25"}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    #expect(try await protocolVersion() == "2025-11-25")
    let handshake = try await whoami()
    #expect(handshake.status == 0, "\(handshake.stdout.suffix(600))")

    // A refused token (revoked, or lost by the server) is refreshed once and the call goes on;
    // the new tokens are kept.
    try rewrite("access_token", to: "refused-by-the-server")
    let refreshed = try await whoami()
    #expect(refreshed.status == 0, "\(refreshed.stdout.suffix(600))")
    #expect(self.log(log).contains("TOKEN refresh_token"))
    let second = try stored()
    #expect(second["access_token"]?.stringValue != "refused-by-the-server")
    #expect(second["refresh_token"]?.stringValue != refresh, "the rotated refresh token is kept")

    // A token that has run out is refreshed before it is sent.
    let refreshes = self.log(log).components(separatedBy: "TOKEN refresh_token").count
    try rewrite("expires_at", to: .number(Date().timeIntervalSince1970 - 60))
    let expired = try await whoami()
    #expect(expired.status == 0, "\(expired.stdout.suffix(600))")
    #expect(self.log(log).components(separatedBy: "TOKEN refresh_token").count == refreshes + 1)

    // No token is anywhere but the token file: not in the database, the logs, an export.
    let tokens = try stored()
    let secrets = [
      access, refresh, tokens["access_token"]?.stringValue ?? "",
      tokens["refresh_token"]?.stringValue ?? "",
    ]
    let export = try await AskProcess.run(["store", "export", "--to", "-"], home: home.path)
    #expect(export.status == 0)
    for secret in secrets where !secret.isEmpty {
      #expect(!export.stdout.contains(secret), "a token in the export")
      for file in try FileManager.default.subpathsOfDirectory(atPath: home.path)
      where !file.hasPrefix("mcp-tokens.json") {
        let data = FileManager.default.contents(atPath: home.path + "/" + file) ?? Data()
        #expect(data.range(of: Data(secret.utf8)) == nil, "a token in \(file)")
      }
    }

    // Signing out forgets the tokens and revokes them at the server; the next call says how
    // to sign in again.
    let logout = try await AskProcess.run(["mcp", "logout", "secure"], home: home.path)
    #expect(logout.status == 0, "\(logout.stderr)")
    #expect(logout.stdout.contains("signed out of secure"))
    #expect(self.log(log).contains("REVOKE"))
    #expect(
      String(decoding: FileManager.default.contents(atPath: tokenFile) ?? Data(), as: UTF8.self)
        .contains("access_token") == false)
    let after = try await whoami()
    #expect(after.status != 0)
    #expect(after.stdout.contains("ask mcp login secure"), "\(after.stdout.suffix(600))")
    let again = try await AskProcess.run(["mcp", "logout", "secure"], home: home.path)
    #expect(again.status == 0 && again.stdout.contains("no sign-in kept"))
  }

  /// The protocol version `ask mcp list` says the signed-in server speaks.
  func protocolVersion() async throws -> String? {
    let list = try await AskProcess.run(["mcp", "list", "--json"], home: home.path)
    let secure = list.events.first { $0["name"] == "secure" }
    #expect(secure?["state"] == "ready", "\(list.stdout)\(list.stderr)")
    #expect(secure?["signed_in"] == true)
    return secure?["protocol_version"]?.stringValue
  }

  /// Sets `key` of the one kept record to `value`, as if the store had changed under ask.
  func rewrite(_ key: String, to value: JSONValue) throws {
    let data = try #require(FileManager.default.contents(atPath: tokenFile))
    guard case .object(var records) = try JSONValue.parse(data), let id = records.keys.first,
      case .object(var record)? = records[id]
    else {
      Issue.record("no record to rewrite")
      return
    }
    record[key] = value
    records[id] = .object(record)
    try JSONValue.object(records).jsonString.write(
      toFile: tokenFile, atomically: true, encoding: .utf8)
  }

  /// The same sign-in against a second implementation: FastMCP from PyPI, its own
  /// InMemoryOAuthProvider as the authorization server (its issuer ends in a slash).
  @Test func signInAgainstFastMCPFromPyPI() async throws {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    let server = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "fastmcp_oauth_server.py"),
      python: python, arguments: [])
    try #"""
    {"mcpServers": {"secure": {"url": "http://127.0.0.1:\#(server.port)/mcp", "timeout_s": 30}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let login = try await login(browser: "follow")
    #expect(login.status == 0, "\(login.stdout)\(login.stderr)")
    #expect(login.stdout.contains("scope mcp"), "\(login.stdout)")
    let call = try await whoami()
    #expect(call.status == 0, "\(call.stdout.suffix(600))")
    #expect(
      call.events(ofType: "tool_result").first?["content"]?.stringValue?.contains("scopes mcp")
        == true)
    // A refused token is refreshed at FastMCP's token endpoint too.
    let before = try stored()
    try rewrite("access_token", to: "refused-by-the-server")
    let refreshed = try await whoami()
    #expect(refreshed.status == 0, "\(refreshed.stdout.suffix(600))")
    #expect(try stored()["refresh_token"] != before["refresh_token"])
    let logout = try await AskProcess.run(["mcp", "logout", "secure"], home: home.path)
    #expect(
      logout.status == 0 && logout.stderr.isEmpty, "revoked without a complaint: \(logout.stderr)")
    let after = try await whoami()
    #expect(after.stdout.contains("ask mcp login secure"), "\(after.stdout.suffix(600))")
  }

  @Test func aTokenEndpointThatRedirectsGetsNothingAndNothingIsKept() async throws {
    guard let (server, log) = try start("token-redirect") else { return }
    _ = server
    let login = try await login(browser: "follow")
    #expect(login.status == 1)
    #expect(
      login.stderr.contains("/token answered 307") && login.stderr.contains("does not follow"),
      "\(login.stderr)")
    #expect(!self.log(log).contains("ELSEWHERE"), "the code went where the redirect said")
    #expect(!FileManager.default.fileExists(atPath: tokenFile))
  }

  @Test func anImpostorIssuerARefusalAndAWrongRedirectAreRefused() async throws {
    guard let (server, _) = try start("wrong-issuer") else { return }
    _ = server
    let impostor = try await login(browser: "follow")
    #expect(impostor.status == 1)
    #expect(impostor.stderr.contains("says its issuer is http://127.0.0.2"), "\(impostor.stderr)")

    guard let (normal, _) = try start() else { return }
    _ = normal
    // A redirect with a wrong state is answered 400 and ignored; the refusal that follows is
    // said with the server's reason.
    let denied = try await login(browser: "deny")
    #expect(denied.status == 1)
    #expect(
      denied.stderr.contains("refused the sign-in (access_denied: the person said no)"),
      "\(denied.stderr)")
    // RFC 9207: a redirect naming another issuer is not traded for tokens.
    let wrong = try await login(browser: "wrong-iss")
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("came back from https://impostor.example"), "\(wrong.stderr)")
    #expect(!FileManager.default.fileExists(atPath: tokenFile))

    // Bad requests: a stdio server, an unknown one.
    try #"{"mcpServers": {"local": {"command": "true"}}}"#.write(
      toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let stdio = try await AskProcess.run(["mcp", "login", "local"], home: home.path)
    #expect(stdio.status == 2 && stdio.stderr.contains("stdio server"), "\(stdio.stderr)")
    let unknown = try await AskProcess.run(["mcp", "login", "nowhere"], home: home.path)
    #expect(unknown.status == 2 && unknown.stderr.contains("no MCP server \"nowhere\""))
  }

  /// `--no-browser` only prints the page (the $BROWSER that would sign in is never started),
  /// and `--timeout` ends the wait with words that say what to do.
  @Test func noBrowserPrintsThePageAndTheWaitEnds() async throws {
    guard let (server, _) = try start() else { return }
    let waited = try await AskProcess.run(
      ["mcp", "login", "secure", "--no-browser", "--timeout", "2"], home: home.path,
      environment: browser("follow"))
    #expect(waited.status == 1)
    #expect(
      waited.stderr.contains("http://127.0.0.1:\(server.port)/authorize?response_type=code"),
      "\(waited.stderr)")
    #expect(waited.stderr.contains("no browser came back within 2 seconds"), "\(waited.stderr)")
    #expect(!FileManager.default.fileExists(atPath: tokenFile))
    let bad = try await AskProcess.run(
      ["mcp", "login", "secure", "--timeout", "0"], home: home.path)
    #expect(bad.status == 2 && bad.stderr.contains("--timeout takes seconds from 1 to 3600"))

    // A server that answers without a token needs no sign-in: nothing is asked or kept.
    let open = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "mcp_http_server.py"),
      python: AskMCPTests.python ?? "python3", arguments: ["json"])
    try #"""
    {"mcpServers": {"secure": {"url": "http://127.0.0.1:\#(open.port)/mcp", "timeout_s": 30}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let needless = try await login(browser: "follow")
    #expect(needless.status == 0, "\(needless.stderr)")
    #expect(needless.stdout.contains("answered without asking for a sign-in"))
    #expect(!FileManager.default.fileExists(atPath: tokenFile))
  }

  /// Every answer of a sign-in is bounded: a metadata document that floods is cut off at
  /// 256 KiB, a token endpoint that never answers fails within the entry's timeout.
  @Test func aFloodAndAHangAreBounded() async throws {
    guard let (flood, _) = try start("flood") else { return }
    _ = flood
    let flooded = try await login(browser: "follow")
    #expect(flooded.status == 1)
    #expect(flooded.stderr.contains("more than 256 KiB"), "\(flooded.stderr)")
    guard let (hang, log) = try start("hang") else { return }
    _ = hang
    try #"""
    {"mcpServers": {"secure": {"url": "http://127.0.0.1:\#(hang.port)/mcp", "timeout_s": 5}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let started = ContinuousClock.now
    let hung = try await login(browser: "follow")
    #expect(hung.status == 1)
    #expect(self.log(log).contains("HANGING"))
    #expect(hung.stderr.contains("/token could not be reached"), "\(hung.stderr)")
    #expect(ContinuousClock.now - started < .seconds(45), "bounded by the entry's timeout")
    #expect(!FileManager.default.fileExists(atPath: tokenFile))
  }

  @Test func withoutDynamicRegistrationTheEntryGivesTheClient() async throws {
    let port = try LoopbackPort.free()
    guard let (server, _) = try start("no-dcr", redirectPort: port) else { return }
    _ = server
    let unregistered = try await login(browser: "follow")
    #expect(unregistered.status == 1)
    #expect(
      unregistered.stderr.contains("offers no dynamic client registration")
        && unregistered.stderr.contains("\"oauth\": {\"client_id\""), "\(unregistered.stderr)")
    guard
      let (again, _) = try start(
        "no-dcr",
        extra: #", "oauth": {"client_id": "ask-preregistered", "redirect_port": \#(port)}"#,
        redirectPort: port)
    else { return }
    _ = again
    let login = try await login(browser: "follow")
    #expect(login.status == 0, "\(login.stderr)")
    #expect(login.stdout.contains("client ask-preregistered"))
    let call = try await whoami()
    #expect(call.status == 0, "\(call.stdout.suffix(600))")
  }
}
