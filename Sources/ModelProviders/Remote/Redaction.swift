import AgentCore
import Foundation

/// Removes secrets (API keys) from error messages: a server may echo the key it refused.
enum Redaction {
  static func scrub(_ text: String, secrets: [String]) -> String {
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
