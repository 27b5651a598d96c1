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
    guard let removed else { return (nil, nil) }
    do {
      try await OAuthTokenEndpoint.revoke(removed, http: OAuthHTTP(timeout: 10))
      return (removed, nil)
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
    guard config.url != nil else {
      throw SignInProblem(
        description:
          "\(name) is a stdio server: it takes its credentials from its environment (\"env\" in "
          + "\(config.file)), not from a sign-in", status: 2)
    }
    guard let store = tokens else {
      throw SignInProblem(description: "this ask keeps no sign-ins", status: 1)
    }
    let endpoint: (url: URL, headers: [String: String])
    do {
      endpoint = try config.httpEndpoint(environment)
    } catch {
      throw SignInProblem(description: "\(error)", status: 2)
    }
    guard OAuthMetadata.isSafe(endpoint.url.absoluteString) else {
      throw SignInProblem(
        description:
          "\(name)'s URL is not https (http only to this machine); ask sends no sign-in there",
        status: 2)
    }
    return (config, endpoint.url, endpoint.headers, store)
  }
}
