import SkillKit

/// Every failure the agent can report; `ErrorCatalogue` turns each into a message and a fix.
public enum AgentError: Error, Sendable, Hashable {
  case emptyRequest
  case unknownSkill(String)
  case invalidInput(skill: String, violations: [String])
  case missingInput(skill: String, fields: [String])
  case inputDeclined(skill: String)
  /// A call that was not allowed to run; `by` is the step of the gate that decided (the person,
  /// a deny rule, the workspace boundary, the mode, a hook), so the fix can fit it.
  case permissionDenied(skill: String, message: String?, by: DecisionStep = .user)
  case authorizationRequired(capability: String)
  case authorizationDenied(capability: String)
  case skillFailed(skill: String, message: String)
  case timeout(seconds: Double)
  case cancelled
  case maxTurnsReached(Int)
  case modelFailed(String)
  case noMatchingSkill
  case storage(path: String, reason: String)
  case invalidConfiguration(String)
  /// The provider refused the key (HTTP 401/403); `keyVariable` is where the key comes from.
  case unauthorized(provider: String, keyVariable: String)
  case modelNotFound(String)
  /// HTTP 429; `retryAfter` in seconds when the server said.
  case rateLimited(retryAfter: Double?)
  /// HTTP 5xx after the retries ran out.
  case providerUnavailable(status: Int, message: String)
  /// The provider reported an error (a 4xx body, or an `error` event in the stream).
  case providerError(type: String, message: String)
  /// The connection failed or timed out.
  case network(String)
  /// The stream stopped before its final event.
  case streamEndedEarly
  /// A stream broke a documented limit (an event over 8 MiB).
  case streamTooLarge(String)
  /// The model endpoint redirected to another origin; credentials are never sent there.
  case redirectRefused(from: String, to: String)

  /// A stable snake_case code for machines (`unknown_skill`).
  public var code: String {
    switch self {
    case .emptyRequest: return "empty_request"
    case .unknownSkill: return "unknown_skill"
    case .invalidInput: return "invalid_input"
    case .missingInput: return "missing_input"
    case .inputDeclined: return "input_declined"
    case .permissionDenied: return "permission_denied"
    case .authorizationRequired: return "authorization_required"
    case .authorizationDenied: return "authorization_denied"
    case .skillFailed: return "skill_failed"
    case .timeout: return "timeout"
    case .cancelled: return "cancelled"
    case .maxTurnsReached: return "max_turns"
    case .modelFailed: return "model_failed"
    case .noMatchingSkill: return "no_matching_skill"
    case .storage: return "storage"
    case .invalidConfiguration: return "invalid_configuration"
    case .unauthorized: return "unauthorized"
    case .modelNotFound: return "model_not_found"
    case .rateLimited: return "rate_limited"
    case .providerUnavailable: return "provider_unavailable"
    case .providerError: return "provider_error"
    case .network: return "network"
    case .streamEndedEarly: return "stream_ended_early"
    case .streamTooLarge: return "stream_too_large"
    case .redirectRefused: return "redirect_refused"
    }
  }
}

/// The language messages are shown in.
public enum UserLanguage: String, Sendable, Hashable, Codable {
  case english = "en"
  case chinese = "zh"

  /// Chinese when `text` contains CJK characters, else English.
  public static func of(_ text: String) -> UserLanguage {
    text.contains(where: TextTokenizer.isCJK) ? .chinese : .english
  }

  /// From a locale string such as `zh_CN.UTF-8` or `en_US`.
  public static func fromLocale(_ identifier: String?) -> UserLanguage {
    (identifier ?? "").lowercased().hasPrefix("zh") ? .chinese : .english
  }
}
