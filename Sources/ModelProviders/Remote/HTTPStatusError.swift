import AgentCore
import Foundation
import SkillKit

/// Turns a failed HTTP response into the catalogue's error.
enum HTTPStatusError {
  /// The error for `status`, reading the provider's message from `body` when it is JSON.
  static func error(
    status: Int, body: Data, provider: String, keyVariable: String, model: String,
    retryAfter: Double?
  ) -> AgentError {
    let message = Self.message(in: body)
    switch status {
    case 401, 403: return .unauthorized(provider: provider, keyVariable: keyVariable)
    case 404: return .modelNotFound(model)
    case 429: return .rateLimited(retryAfter: retryAfter)
    case 500...599: return .providerUnavailable(status: status, message: message)
    default: return .providerError(type: "HTTP \(status)", message: message)
    }
  }

  /// Whether a try again may succeed.
  static func isRetryable(_ status: Int) -> Bool {
    status == 429 || status == 408 || (500...599).contains(status)
  }

  /// A server error whose body says the request itself is wrong (some compatible servers
  /// answer a body they reject with 500): sending it again cannot help, so it is retried at
  /// most once.
  static func blamesTheRequest(_ body: Data) -> Bool {
    let text = message(in: body).lowercased()
    return [
      "invalid", "validation", "must be", "expected", "unexpected", "not allowed",
      "unsupported", "bad request", "malformed", "cannot parse", "failed to parse", "required",
    ].contains { text.contains($0) }
  }

  /// `error.message` from an Anthropic or OpenAI error body, else the start of the text.
  static func message(in body: Data) -> String {
    if let json = try? JSONValue.parse(body) {
      if let text = json["error"]?["message"]?.stringValue { return text }
      if let text = json["error"]?.stringValue { return text }
      if let text = json["message"]?.stringValue { return text }
    }
    let text = String(decoding: body.prefix(300), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? "no details" : text
  }
}
