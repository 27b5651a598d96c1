import AgentCore
import Foundation

/// Removes secrets (API keys) from error messages: a server may echo the key it refused.
public enum Redaction {
  /// A URL as it may be shown: a user or password in it becomes `***`, a query is dropped.
  public static func displayURL(_ url: URL) -> String {
    guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      return "(a URL that cannot be shown)"
    }
    if parts.user != nil || parts.password != nil {
      parts.user = "***"
      parts.password = nil
    }
    if parts.query != nil { parts.query = "…" }
    parts.fragment = nil
    return parts.string ?? "(a URL that cannot be shown)"
  }

  /// The user and password of `url`, which must be scrubbed like keys.
  public static func credentials(in url: URL) -> [String] {
    [url.user, url.password].compactMap { $0 }.filter { !$0.isEmpty }
  }

  /// `text` with every secret of four characters or more replaced by `[redacted]`.
  public static func scrub(_ text: String, secrets: [String]) -> String {
    secrets.filter { $0.count >= 4 }.reduce(text) {
      $0.replacingOccurrences(of: $1, with: "[redacted]")
    }
  }

  static func scrub(_ error: AgentError, secrets: [String]) -> AgentError {
    switch error {
    case .providerError(let type, let message):
      return .providerError(type: type, message: scrub(message, secrets: secrets))
    case .providerUnavailable(let status, let message):
      return .providerUnavailable(status: status, message: scrub(message, secrets: secrets))
    case .network(let message):
      return .network(scrub(message, secrets: secrets))
    default:
      return error
    }
  }
}
