import Foundation

/// The sign-in an HTTP server's requests carry: the access token kept for it, refreshed before
/// it runs out and once more when the server refuses it (401), the refreshed tokens written
/// back to the store. One refresh runs at a time; requests that wait for it share its result.
public actor MCPCredentials {
  /// The server's name (for the words that say how to sign in).
  public let server: String
  private let config: MCPServerConfig
  private let store: OAuthTokenStore
  private let http: OAuthHTTP
  private let now: @Sendable () -> Date
  private var credential: OAuthCredential?
  private var refreshing: Task<Result<OAuthCredential, OAuthError>, Never>?
  /// Why the last refresh or read of the store failed, said with the next refusal.
  private(set) var problem: String?

  /// The sign-in `store` keeps for the server `config` describes (none yet is fine: the
  /// server's 401 then says how to sign in).
  public init(
    config: MCPServerConfig, store: OAuthTokenStore,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.server = config.name
    self.config = config
    self.store = store
    self.http = OAuthHTTP()
    self.now = now
    do {
      credential = try store.credential(for: config)
    } catch {
      credential = nil
      problem = error.description
    }
  }

  /// The access token to send now: refreshed first when it has run out (or will within 30
  /// seconds) and a refresh token is kept. Nil: no sign-in.
  public func bearer() async -> String? {
    guard let credential else { return nil }
    if credential.expired(at: now()), credential.refreshToken != nil {
      return await refresh()
    }
    return credential.accessToken
  }

  /// After the server refused `sent`: a refreshed token to try once more, or nil (no sign-in,
  /// no refresh token, the refresh failed — said by `refusal`).
  public func rejected(_ sent: String?) async -> String? {
    guard let credential, credential.refreshToken != nil else { return nil }
    if let sent, sent != credential.accessToken { return credential.accessToken }
    return await refresh()
  }

  /// What a refused request says: how to sign in, and why the kept sign-in did not do.
  public func refusal(status: Int, challenge: OAuthChallenge?) -> String {
    var text =
      status == 403 && challenge?.error == "insufficient_scope"
      ? "the server \(server) needs more access"
        + (challenge?.scope.map { " (scope \(OAuthHTTP.shown($0)))" } ?? "")
      : credential == nil
        ? "the server \(server) asks for a sign-in" : "the server \(server) refused the sign-in"
    if let description = challenge?.errorDescription {
      text += " (\(OAuthHTTP.shown(String(description.prefix(200)))))"
    }
    if let problem { text += "; \(problem)" }
    return text + ": run ask mcp login \(server)"
  }

  /// `text` with the kept secrets replaced by `[token]`.
  public func redacting(_ text: String) -> String {
    credential?.redacting(text) ?? text
  }

  private func refresh() async -> String? {
    if let running = refreshing {
      // The refresh already running says its failure itself (in `problem`).
      guard case .success(let fresh) = await running.value else { return nil }
      return fresh.accessToken
    }
    guard let current = credential else { return nil }
    // Another process (or `ask mcp login`) may have refreshed it already — with a server that
    // rotates refresh tokens, ours is then spent: the kept one is taken instead.
    if let kept = newerKept(than: current) { return kept.accessToken }
    let http = self.http
    let now = self.now
    let task = Task { () -> Result<OAuthCredential, OAuthError> in
      do throws(OAuthError) {
        return .success(try await OAuthTokenEndpoint.refresh(current, http: http, now: now()))
      } catch {
        return .failure(error)
      }
    }
    refreshing = task
    let result = await task.value
    refreshing = nil
    switch result {
    case .success(let fresh):
      credential = fresh
      problem = nil
      do {
        try store.save(fresh, for: config)
      } catch {
        problem = "the refreshed sign-in could not be kept: \(error)"
      }
      return fresh.accessToken
    case .failure(let error):
      // Refreshed by another process meanwhile: its tokens are the good ones.
      if let kept = newerKept(than: current) { return kept.accessToken }
      problem = "refreshing the sign-in failed: \(error)"
      return nil
    }
  }

  /// The sign-in the store keeps when it is another, still good one than `current` (adopted).
  private func newerKept(than current: OAuthCredential) -> OAuthCredential? {
    let kept: OAuthCredential?
    do {
      kept = try store.credential(for: config)
    } catch {
      problem = error.description
      return nil
    }
    guard let kept, kept.accessToken != current.accessToken, !kept.expired(at: now()) else {
      return nil
    }
    credential = kept
    problem = nil
    return kept
  }
}
