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
  /// The configured model needs a key that is not set (`variable`).
  case missingKey(variable: String)
  /// A configured MCP server cannot be started or does not answer.
  case mcpServerFailed(name: String, reason: String)
  /// A skill file (skills.json, a declared skill, a SKILL.md folder) cannot be used.
  case skillFileInvalid(String)
  /// The data directory cannot be created or written.
  case dataDirectoryUnusable(path: String, reason: String)

  /// A stable snake_case code for machines (`unknown_skill`).
  public var code: String { kind.rawValue }

  /// Which situation of the error catalogue this is.
  public var kind: ErrorCode {
    switch self {
    case .emptyRequest: return .emptyRequest
    case .unknownSkill: return .unknownSkill
    case .invalidInput: return .invalidInput
    case .missingInput: return .missingInput
    case .inputDeclined: return .inputDeclined
    case .permissionDenied: return .permissionDenied
    case .authorizationRequired: return .authorizationRequired
    case .authorizationDenied: return .authorizationDenied
    case .skillFailed: return .skillFailed
    case .timeout: return .timeout
    case .cancelled: return .cancelled
    case .maxTurnsReached: return .maxTurns
    case .modelFailed: return .modelFailed
    case .noMatchingSkill: return .noMatchingSkill
    case .storage: return .storage
    case .invalidConfiguration: return .invalidConfiguration
    case .unauthorized: return .unauthorized
    case .modelNotFound: return .modelNotFound
    case .rateLimited: return .rateLimited
    case .providerUnavailable: return .providerUnavailable
    case .providerError: return .providerError
    case .network: return .network
    case .streamEndedEarly: return .streamEndedEarly
    case .streamTooLarge: return .streamTooLarge
    case .redirectRefused: return .redirectRefused
    case .missingKey: return .missingKey
    case .mcpServerFailed: return .mcpServerFailed
    case .skillFileInvalid: return .skillFileInvalid
    case .dataDirectoryUnusable: return .dataDirectoryUnusable
    }
  }
}

/// The situations of the error catalogue, one per kind of `AgentError`; the raw value is the
/// stable `code` machines read.
public enum ErrorCode: String, Sendable, Hashable, CaseIterable {
  case emptyRequest = "empty_request"
  case unknownSkill = "unknown_skill"
  case invalidInput = "invalid_input"
  case missingInput = "missing_input"
  case inputDeclined = "input_declined"
  case permissionDenied = "permission_denied"
  case authorizationRequired = "authorization_required"
  case authorizationDenied = "authorization_denied"
  case skillFailed = "skill_failed"
  case timeout
  case cancelled
  case maxTurns = "max_turns"
  case modelFailed = "model_failed"
  case noMatchingSkill = "no_matching_skill"
  case storage
  case invalidConfiguration = "invalid_configuration"
  case unauthorized
  case modelNotFound = "model_not_found"
  case rateLimited = "rate_limited"
  case providerUnavailable = "provider_unavailable"
  case providerError = "provider_error"
  case network
  case streamEndedEarly = "stream_ended_early"
  case streamTooLarge = "stream_too_large"
  case redirectRefused = "redirect_refused"
  case missingKey = "missing_key"
  case mcpServerFailed = "mcp_server_failed"
  case skillFileInvalid = "skill_file_invalid"
  case dataDirectoryUnusable = "data_directory_unusable"
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

  /// The language a locale names (`zh_CN.UTF-8` → Chinese, `en_GB` → English), or nil for
  /// one that names none (`C`, `POSIX`, `C.UTF-8`, empty): the request's language decides then.
  /// Languages other than these two are shown in English.
  public static func namedBy(locale identifier: String?) -> UserLanguage? {
    let name = (identifier ?? "").lowercased()
    let language = name.prefix { $0.isLetter }
    guard !language.isEmpty, language != "c", language != "posix" else { return nil }
    return language == "zh" ? .chinese : .english
  }

  /// `en` / `zh` (also `english`, `chinese`, `中文`, `zh-CN`, …), or nil for anything else.
  public static func named(_ text: String) -> UserLanguage? {
    let name = text.lowercased().trimmingCharacters(in: .whitespaces)
    if ["en", "english"].contains(name) || name.hasPrefix("en-") || name.hasPrefix("en_") {
      return .english
    }
    if ["zh", "chinese", "中文"].contains(name) || name.hasPrefix("zh-") || name.hasPrefix("zh_") {
      return .chinese
    }
    return nil
  }
}
