/// One situation of the error catalogue as `ask doctor --errors` and `docs/troubleshooting.md`
/// show it: when it happens, what the user is told, what to do.
public struct CatalogueEntry: Sendable, Hashable {
  /// The error's code.
  public var code: String
  /// When it happens.
  public var situation: String
  /// An example of its message.
  public var message: String
  /// What to do about it.
  public var fix: String
}

/// The whole error catalogue as a table, from the same texts the agent shows.
public enum ErrorCatalogueTable {
  /// One example of every kind of error, with placeholder values (`todo.add`, `reminders`).
  public static let examples: [AgentError] = [
    .emptyRequest, .unknownSkill("todo.ad"),
    .invalidInput(skill: "todo.add", violations: ["priority: must be one of low, normal, high"]),
    .missingInput(skill: "reminder.create", fields: ["dueDate"]),
    .inputDeclined(skill: "reminder.create"),
    .permissionDenied(skill: "todo.add", message: "rule: deny todo.add [user]", by: .denyRule),
    .authorizationRequired(capability: "reminders"), .authorizationDenied(capability: "reminders"),
    .skillFailed(skill: "files.read", message: "no such file notes.md"), .timeout(seconds: 120),
    .cancelled, .maxTurnsReached(10), .modelFailed("HTTP 500"), .noMatchingSkill,
    .storage(path: "~/.local/share/ask/ask.sqlite", reason: "file is not a database"),
    .invalidConfiguration("config.json: \"model\" must be a string"),
    .unauthorized(provider: "Anthropic", keyVariable: "ANTHROPIC_API_KEY"),
    .modelNotFound("anthropic/claude-nope"), .rateLimited(retryAfter: 30),
    .providerUnavailable(status: 503, message: "overloaded"),
    .providerError(type: "invalid_request_error", message: "max_tokens too large"),
    .network("connection refused"), .streamEndedEarly, .streamTooLarge("an event over 8 MiB"),
    .redirectRefused(from: "https://api.anthropic.com", to: "https://elsewhere.example"),
    .missingKey(variable: "ANTHROPIC_API_KEY"),
    .mcpServerFailed(name: "time", reason: "the command uvx was not found"),
    .skillFileInvalid("skills/weather.json: \"id\" is missing"),
    .dataDirectoryUnusable(path: "~/.local/share/ask", reason: "permission denied"),
  ]

  /// Every situation in `language`, in the order of `ErrorCode`.
  public static func entries(in language: UserLanguage) -> [CatalogueEntry] {
    let byKind = Dictionary(examples.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
    return ErrorCode.allCases.compactMap { kind in
      guard let example = byKind[kind] else { return nil }
      let explanation = ErrorCatalogue.explain(example, in: language)
      return CatalogueEntry(
        code: kind.rawValue, situation: situation(kind, language), message: explanation.message,
        fix: explanation.fix)
    }
  }

  // swift-format-ignore: FunctionBodyLength
  /// When each situation happens.
  static func situation(_ kind: ErrorCode, _ language: UserLanguage) -> String {
    let zh = language == .chinese
    switch kind {
    case .emptyRequest: return zh ? "请求为空" : "The request is empty"
    case .unknownSkill: return zh ? "调用了不存在的技能" : "A call names a skill that does not exist"
    case .invalidInput:
      return zh ? "参数不符合技能的 schema" : "A call's input does not fit the skill's schema"
    case .missingInput: return zh ? "缺少必填参数" : "A required value is missing"
    case .inputDeclined: return zh ? "参数表单被拒绝" : "The input form was declined"
    case .permissionDenied: return zh ? "调用未被允许运行" : "A call was not allowed to run"
    case .authorizationRequired:
      return zh ? "需要尚未授予的系统权限" : "A skill needs an authorization not yet granted"
    case .authorizationDenied: return zh ? "系统权限已被拒绝" : "A skill's authorization was denied"
    case .skillFailed: return zh ? "技能执行失败" : "A skill ran and failed"
    case .timeout: return zh ? "等待超时" : "Something did not answer in time"
    case .cancelled: return zh ? "被取消" : "The run or the call was cancelled"
    case .maxTurns: return zh ? "达到最大轮数" : "The run reached its turn limit"
    case .modelFailed: return zh ? "模型调用失败" : "The model call failed"
    case .noMatchingSkill: return zh ? "没有技能匹配请求" : "No skill matches the request"
    case .storage: return zh ? "数据库无法使用" : "The database cannot be used"
    case .invalidConfiguration: return zh ? "配置无效" : "A setting is invalid"
    case .unauthorized: return zh ? "API 密钥被拒绝" : "The provider refused the API key"
    case .modelNotFound: return zh ? "模型不存在" : "The model name is unknown to the provider"
    case .rateLimited: return zh ? "请求被限流" : "The provider rate-limits requests"
    case .providerUnavailable: return zh ? "模型服务不可用" : "The provider keeps failing (HTTP 5xx)"
    case .providerError: return zh ? "模型服务报告错误" : "The provider reported an error"
    case .network: return zh ? "网络不通" : "The model cannot be reached"
    case .streamEndedEarly: return zh ? "输出流提前结束" : "The model's stream ended early"
    case .streamTooLarge: return zh ? "输出流超出限制" : "The model's stream broke a limit"
    case .redirectRefused: return zh ? "端点重定向到其他源" : "The endpoint redirected to another origin"
    case .missingKey: return zh ? "缺少 API 密钥" : "The model's API key is not set"
    case .mcpServerFailed: return zh ? "MCP 服务器无法使用" : "An MCP server cannot be used"
    case .skillFileInvalid: return zh ? "技能文件无效" : "A skill file is invalid"
    case .dataDirectoryUnusable: return zh ? "数据目录不可用" : "The data directory cannot be used"
    }
  }

  /// The catalogue as Markdown — what `docs/troubleshooting.md` holds (both languages).
  public static func markdown() -> String {
    var lines = [
      "# Troubleshooting", "",
      "Generated by `ask doctor --errors --markdown` from the error catalogue "
        + "(`Sources/AgentCore/ErrorCatalogue.swift`); a test fails when this file is out of date.",
      "Run `ask doctor` to check this machine: each problem it finds is printed with its fix.", "",
      "Values in the messages (skill names, paths, numbers) are examples.", "",
    ]
    for (language, title) in [(UserLanguage.english, "English"), (.chinese, "中文")] {
      lines += [
        "## \(title)", "", "| code | situation | message | fix |", "| --- | --- | --- | --- |",
      ]
      for entry in entries(in: language) {
        let cells = [entry.code, entry.situation, entry.message, entry.fix].map(cell)
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
