/// What went wrong and what to do about it, in words a user can act on.
public struct ErrorExplanation: Sendable, Hashable, Codable {
  /// The error's code, one of `ErrorCode` (`permission_denied`).
  public var code: String
  /// What happened, in the user's language.
  public var message: String
  /// What to do about it, in the user's language.
  public var fix: String

  /// An explanation.
  public init(code: String, message: String, fix: String) {
    self.code = code
    self.message = message
    self.fix = fix
  }
}

/// Maps every `AgentError` to a user message and a fix, in English and Chinese.
public enum ErrorCatalogue {
  /// The explanation of `error` in `language`.
  public static func explain(_ error: AgentError, in language: UserLanguage) -> ErrorExplanation {
    let (en, zh) = texts(for: error)
    let chosen = language == .chinese ? zh : en
    return ErrorExplanation(code: error.code, message: chosen.0, fix: chosen.1)
  }

  private typealias Pair = (String, String)

  /// Whole seconds for a message, whatever the number (infinite and huge values included).
  static func wholeSeconds(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? Int.max : 0 }
    return Int(max(0, min(value, 1e15)))
  }

  /// A denial told by what decided it, with the fix that fits: the person, a rule (named with
  /// its pattern, scope and row), the workspace boundary, the mode, a hook.
  private static func refusal(skill: String, message: String?, by step: DecisionStep)
    -> (Pair, Pair)
  {
    let why = message ?? ""
    // The gate's reasons are stored in English; a person's own words are kept as written.
    let said = step == .user ? message : message.map { DecisionReason.shown($0, in: .chinese) }
    let zhWhy = said ?? ""
    switch step {
    case .denyRule:
      return (
        (
          "A permission rule does not let \(skill) run: \(why).",
          "`ask permissions list` shows the rules; `ask permissions rm ID` removes this one."
        ),
        (
          "权限规则不允许运行 \(skill)：\(zhWhy)。",
          "`ask permissions list` 查看规则；`ask permissions rm ID` 删除这一条。"
        )
      )
    case .workspace:
      return (
        (
          "\(skill) was refused: \(why).",
          "Work inside the workspace (--workspace DIR), or add the allow rule named above."
        ),
        ("已拒绝 \(skill)：\(zhWhy)。", "请在工作区内操作（--workspace DIR），或添加上面给出的允许规则。")
      )
    case .mode:
      return (
        (
          "The permission mode does not let \(skill) run: \(why).",
          "Run again with --permission-mode default to be asked."
        ),
        ("当前权限模式不允许运行 \(skill)：\(zhWhy)。", "用 --permission-mode default 重新运行，届时会询问你。")
      )
    case .hook:
      return (
        (
          "A hook blocked \(skill): \(why).",
          "Read the hook's output above; the hooks are configured in config.json."
        ),
        ("钩子阻止了 \(skill)：\(zhWhy)。", "请查看上面钩子的输出；钩子在 config.json 中配置。")
      )
    case .sandbox:
      return (
        (
          "\(skill) was not let out of its sandbox: \(why).",
          "Allow it when asked, add a rule (`ask permissions add allow 'sandbox(network)'`), "
            + "or run it without what it asks for."
        ),
        (
          "没有允许 \(skill) 离开沙箱：\(zhWhy)。",
          "在询问时允许，添加规则（`ask permissions add allow 'sandbox(network)'`），或不带这些要求运行。"
        )
      )
    case .askRule, .allowRule, .level, .authorization, .user:
      let note = message.map { " (\($0))" } ?? ""
      let zhNote = said.map { "（\($0)）" } ?? ""
      return (
        (
          "You did not allow \(skill) to run\(note).",
          "Ask again and allow it if you want it to run."
        ),
        ("你没有允许运行 \(skill)\(zhNote)。", "如需执行，请重新提问并选择允许。")
      )
    }
  }

  // swift-format-ignore: FunctionBodyLength
  private static func texts(for error: AgentError) -> (Pair, Pair) {
    switch error {
    case .emptyRequest:
      return (
        (
          "The request is empty.",
          "Type what you want done, e.g. ask \"remind me at 6pm to call mom\"."
        ),
        ("请求是空的。", "请说明要做什么，例如：ask \"明天上午九点提醒我开会\"。")
      )
    case .unknownSkill(let name):
      return (
        ("No skill named \(name).", "Run `ask skills` to see the skills that exist."),
        ("没有名为 \(name) 的技能。", "运行 `ask skills` 查看可用技能。")
      )
    case .invalidInput(let skill, let violations):
      let list = violations.joined(separator: "; ")
      return (
        ("Invalid input for \(skill): \(list).", "Correct the named fields and try again."),
        ("\(skill) 的参数无效：\(list)。", "请修正上面列出的字段后重试。")
      )
    case .missingInput(let skill, let fields):
      let list = fields.joined(separator: ", ")
      return (
        ("\(skill) needs \(list).", "Say the missing values in the request, or answer the form."),
        ("\(skill) 缺少参数：\(list)。", "请在请求中补充，或在表单中填写。")
      )
    case .inputDeclined(let skill):
      return (
        ("The input form for \(skill) was declined.", "Ask again with the missing details."),
        ("\(skill) 的参数表单被拒绝。", "请补充缺失的信息后重新提问。")
      )
    case .permissionDenied(let skill, let message, let step):
      return refusal(skill: skill, message: message, by: step)
    case .authorizationRequired(let capability):
      return (
        (
          "The \(capability) authorization has not been granted yet.",
          "Run `ask auth grant \(capability)`, or allow it when asked."
        ),
        ("尚未授予「\(capability)」权限。", "运行 `ask auth grant \(capability)`，或在提示时选择允许。")
      )
    case .authorizationDenied(let capability):
      return (
        ("Access to \(capability) is denied.", "Run `ask auth grant \(capability)` to allow it."),
        ("「\(capability)」权限已被拒绝。", "运行 `ask auth grant \(capability)` 开启该权限。")
      )
    case .skillFailed(let skill, let message):
      return (
        ("\(skill) failed: \(message)", "Check the details above and try again."),
        ("\(skill) 执行失败：\(message)", "请检查上面的信息后重试。")
      )
    case .timeout(let seconds):
      return (
        (
          "No answer within \(wholeSeconds(seconds)) s.",
          "Retry later, check your network connection, or raise the timeout (ask --help)."
        ),
        ("\(wholeSeconds(seconds)) 秒内没有响应。", "稍后重试，检查网络连接，或调高超时（ask --help）。")
      )
    case .cancelled:
      return (
        ("The operation was cancelled.", "Send the request again when you are ready."),
        ("本次操作已取消。", "准备好后可以重新发送请求。")
      )
    case .maxTurnsReached(let turns):
      return (
        (
          "Stopped after \(turns) turns without finishing.",
          "Split the request into smaller steps, or raise --max-turns."
        ),
        ("已执行 \(turns) 轮仍未完成，已停止。", "把请求拆成更小的步骤，或调大 --max-turns。")
      )
    case .modelFailed(let message):
      return (
        ("The model failed: \(message)", "Retry, or run with --model offline."),
        ("模型调用失败：\(message)", "请重试，或使用 --model offline。")
      )
    case .noMatchingSkill:
      return (
        ("No skill matches this request.", "Run `ask skills` to see what can be done."),
        ("没有技能能处理这个请求。", "运行 `ask skills` 查看能做什么。")
      )
    case .storage(let path, let reason):
      return (
        (
          "The database at \(path) cannot be used: \(reason).",
          "Check the file and its permissions, or point ASK_HOME at another directory. It was not modified."
        ),
        ("无法使用数据库 \(path)：\(reason)。", "请检查文件及其权限，或把 ASK_HOME 指向其他目录。该文件未被修改。")
      )
    case .unauthorized(let provider, let variable):
      return (
        (
          "\(provider) refused the API key.",
          "Check \(variable): export \(variable)=… with a valid key."
        ),
        ("\(provider) 拒绝了 API 密钥。", "请检查 \(variable)：export \(variable)=… 设置有效的密钥。")
      )
    case .modelNotFound(let model):
      return (
        (
          "No such model: \(model).",
          "Check the name after --model, e.g. anthropic/claude-sonnet-4-5."
        ),
        ("没有这个模型：\(model)。", "请检查 --model 后的模型名，例如 anthropic/claude-sonnet-4-5。")
      )
    case .rateLimited(let retryAfter):
      let wait = retryAfter.map { " for \(wholeSeconds($0.rounded(.up))) s" } ?? ""
      let waitZH = retryAfter.map { "（\(wholeSeconds($0.rounded(.up))) 秒）" } ?? ""
      return (
        (
          "The provider is rate limiting requests\(wait).",
          "Wait and retry, or use a smaller model."
        ),
        ("请求被限流\(waitZH)。", "请稍后重试，或换用更小的模型。")
      )
    case .providerUnavailable(let status, let message):
      return (
        ("The provider failed (HTTP \(status)): \(message)", "Retry later; it failed 3 times."),
        ("模型服务出错（HTTP \(status)）：\(message)", "请稍后重试（已重试 3 次）。")
      )
    case .providerError(let type, let message):
      return (
        ("The provider reported \(type): \(message)", "Check the request or retry."),
        ("模型服务报告 \(type)：\(message)", "请检查请求后重试。")
      )
    case .network(let message):
      return (
        ("Cannot reach the model: \(message).", "Check the network and the base URL (ask doctor)."),
        ("无法连接模型：\(message)。", "请检查网络和 base URL（运行 ask doctor）。")
      )
    case .streamEndedEarly:
      return (
        ("The model's stream ended early.", "Retry; unfinished tool calls were not run."),
        ("模型的输出流提前结束。", "请重试；未完成的工具调用没有执行。")
      )
    case .streamTooLarge(let message):
      return (
        ("The model's stream was refused: \(message).", "Retry; report this if it persists."),
        ("模型输出流被拒绝：\(message)。", "请重试；如持续出现请反馈。")
      )
    case .redirectRefused(let from, let target):
      return (
        (
          "The model endpoint \(from) redirected to \(target), another origin; the request "
            + "(and its API key) was not sent there.",
          "If \(target) is the right server, set it as the base URL (--base-url)."
        ),
        (
          "模型端点 \(from) 重定向到另一个源 \(target)；请求（及其 API 密钥）没有发往该处。",
          "如果 \(target) 是正确的服务器，请把它设为 base URL（--base-url）。"
        )
      )
    case .missingKey(let variable):
      return (
        (
          "\(variable) is not set; the configured model needs it.",
          "export \(variable)=… with your key, or use --model offline (no key, no network)."
        ),
        ("未设置 \(variable)，所配置的模型需要它。", "export \(variable)=… 设置密钥，或使用 --model offline（无需密钥和网络）。")
      )
    case .mcpServerFailed(let name, let reason):
      return (
        (
          "The MCP server \(name) cannot be used: \(reason)",
          "Check its entry in mcp.json; `ask mcp test \(name)` starts it and shows what it says."
        ),
        ("无法使用 MCP 服务器 \(name)：\(reason)", "请检查 mcp.json 中它的配置；`ask mcp test \(name)` 会启动它并显示输出。")
      )
    case .skillFileInvalid(let message):
      return (
        (
          "A skill file cannot be used: \(message)",
          "Fix the file it names; `ask skills check PATH` checks a file before you use it."
        ),
        ("技能文件无法使用：\(message)", "请修正它指出的文件；`ask skills check PATH` 可在使用前检查文件。")
      )
    case .dataDirectoryUnusable(let path, let reason):
      return (
        (
          "The data directory \(path) cannot be used: \(reason).",
          "Make it writable, or point ASK_HOME at a folder you can write."
        ),
        ("数据目录 \(path) 无法使用：\(reason)。", "请让它可写，或把 ASK_HOME 指向一个可写的目录。")
      )
    case .invalidConfiguration(let message):
      return (
        ("Invalid configuration: \(message)", "Fix the named setting and run again."),
        ("配置无效：\(message)", "请修正该设置后重新运行。")
      )
    }
  }
}
