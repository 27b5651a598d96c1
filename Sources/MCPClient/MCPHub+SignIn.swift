import Foundation

/// `ask mcp login | logout`: signing in to an HTTP server that asks for it, and forgetting
/// the sign-in.
extension MCPHub {
  /// Why a server cannot be signed in to or out of.
  public struct SignInProblem: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what to do.
    public var description: String
    /// 2: the person asked for something that cannot be (no such server, a stdio one);
    /// 1: it was tried and failed.
    public var status: Int32
  }

  /// Signs in to the HTTP server `name` (see `OAuthLogin`); the next process that starts it
  /// sends the new sign-in.
  public func login(
    _ name: String, wait: Duration, open: @escaping @Sendable (String) -> String?,
    say: @escaping @Sendable (String) -> Void
  ) async throws(SignInProblem) -> OAuthLogin.Outcome {
    let (config, url, headers, store) = try signInTarget(name)
    let login = OAuthLogin(
      config: config, url: url, headers: headers, store: store, wait: wait, open: open, say: say)
    do {
      return try await login.run()
    } catch {
      throw SignInProblem(description: error.description, status: 1)
    }
  }

  /// Forgets the sign-in to `name` (asking its authorization server to revoke the refresh
  /// token, when it offers revocation). Returns what was forgotten (nil: none was kept) and
  /// why the revocation did not happen, if it did not.
  public func logout(_ name: String) async throws(SignInProblem) -> (
    OAuthCredential?, revocation: String?
  ) {
    let (config, _, _, store) = try signInTarget(name)
    let removed: OAuthCredential?
    do {
      removed = try store.remove(for: config)
    } catch {
      throw SignInProblem(description: error.description, status: 1)
    }
    guard let removed, let endpoint = removed.revocationEndpoint,
      let token = removed.refreshToken ?? Optional(removed.accessToken)
    else { return (removed, nil) }
    var fields = [
      ("token", token),
      ("token_type_hint", removed.refreshToken == nil ? "access_token" : "refresh_token"),
    ]
    var headers: [String: String] = [:]
    OAuthTokenEndpoint.authenticate(removed, &fields, &headers, emptySecret: true)
    do {
      let answer = try await OAuthHTTP(timeout: 10).postForm(endpoint, fields, headers: headers)
      return (
        removed,
        answer.status == 200
          ? nil : OAuthHTTP.refusal(answer, from: "the revocation endpoint").description
      )
    } catch {
      return (removed, error.description)
    }
  }

  private func signInTarget(_ name: String) throws(SignInProblem) -> (
    MCPServerConfig, URL, [String: String], OAuthTokenStore
  ) {
    guard let config = servers[name]?.config else {
      throw SignInProblem(
        description:
          "no MCP server \"\(name)\"; configured: \(servers.keys.sorted().joined(separator: ", "))",
        status: 2)
    }
    guard let written = config.url else {
      throw SignInProblem(
        description:
          "\(name) is a stdio server: it takes its credentials from its environment (\"env\" in "
          + "\(config.file)), not from a sign-in", status: 2)
    }
    guard let store = tokens else {
      throw SignInProblem(description: "this ask keeps no sign-ins", status: 1)
    }
    do {
      let text = try MCPServerConfig.expand(written, environment)
      guard let url = URL(string: text), OAuthMetadata.isSafe(text) else {
        throw SignInProblem(
          description:
            "\(name)'s URL is not https (http only to this machine); ask sends no sign-in there",
          status: 2)
      }
      var headers: [String: String] = [:]
      for (key, value) in config.headers {
        headers[key] = try MCPServerConfig.expand(value, environment)
      }
      return (config, url, headers, store)
    } catch let problem as SignInProblem {
      throw problem
    } catch {
      throw SignInProblem(description: "\(error)", status: 2)
    }
  }
}
