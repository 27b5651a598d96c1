import AgentCore
import Markdown

/// One option of a run (`ask [options] REQUEST…`, `ask doctor`, `ask serve`, `ask call`): its
/// name, the value it takes, what it does in both languages, and how it sets `RunOptions`. The
/// one table the parser reads and `--help` lists, so the two cannot disagree.
struct RunFlag: Sendable {
  /// `--model`; `-h, --help` for one listed under two names.
  let name: String
  /// What the value is called (`NAME` / `名称`; empty: not shown in `--help`); nil for a
  /// switch.
  let value: (en: String, zh: String)?
  /// What it does: the first line, then the lines that continue it.
  let help: (en: [String], zh: [String])
  /// Sets the options from the value (`""` for a switch); nil for one handled elsewhere.
  let apply: (@Sendable (inout RunOptions, String) throws -> Void)?

  // swift-format-ignore
  static let all: [RunFlag] = [
    RunFlag(name: "--json", value: nil,
      help: (["NDJSON output, one event per line"], ["NDJSON 输出，每行一个事件"]),
      apply: { options, _ in options.json = true }),
    RunFlag(name: "--model", value: ("NAME", "名称"),
      help: (["offline (default, no network), anthropic/<model>, openai/<model>"],
        ["offline（默认，不联网）、anthropic/<模型>、openai/<模型>"]),
      apply: { options, value in options.model = value }),
    RunFlag(name: "--base-url", value: ("URL", "URL"),
      help: (["the provider's base URL (an OpenAI-compatible one includes /v1)"],
        ["服务商的地址（OpenAI 兼容的地址包含 /v1）"]),
      apply: { options, value in options.baseURL = value }),
    RunFlag(name: "--resume", value: ("ID", "ID"),
      help: (["continue a session (its history goes to the model)"], ["继续一个会话（其历史会发给模型）"]),
      apply: { options, value in options.resume = value }),
    RunFlag(name: "--continue", value: nil,
      help: (["continue the most recent session"], ["继续最近的会话"]),
      apply: { options, _ in options.continueLatest = true }),
    RunFlag(name: "--permission-mode", value: ("", ""),
      help: (["default | plan (nothing runs) | auto (asks only for systemAccess)",
        "| bypass (allows everything, still audited) | deny (for scripts)"],
        ["default | plan（什么都不运行）| auto（只对 systemAccess 询问）",
          "| bypass（全部允许，仍记录审计）| deny（用于脚本）"]),
      apply: { options, value in options.permissionMode = value }),
    RunFlag(name: "--max-turns", value: ("N", "N"),
      help: (["model turns per request (default 10, at most 10000)"], ["每个请求的模型轮数（默认 10，最多 10000）"]),
      apply: { options, text in
        guard let turns = Int(text), (1...10_000).contains(turns) else {
          throw UsageError(
            message: "--max-turns takes a whole number from 1 to 10000, got \"\(text.prefix(40))\"")
        }
        options.maxTurns = turns
      }),
    RunFlag(name: "--request-timeout", value: ("S", "S"),
      help: (["the deadline of one model request, retries included (default 600)"],
        ["一次模型请求的期限，含重试（默认 600）"]),
      apply: { options, value in options.requestTimeout = value }),
    RunFlag(name: "--run-timeout", value: ("S", "S"),
      help: (["the deadline of the whole run (default 3600)"], ["整个运行的期限（默认 3600）"]),
      apply: { options, value in options.runTimeout = value }),
    RunFlag(name: "--mcp-eager", value: nil,
      help: (["start every MCP server at launch (default: when its tools are needed)"],
        ["启动时就启动所有 MCP 服务器（默认：需要其工具时才启动）"]),
      apply: { options, _ in options.mcpEager = true }),
    RunFlag(name: "--attach", value: ("mcp://SERVER/URI", "mcp://服务器/URI"),
      help: (["read an MCP server's resource (through the gate, shown) and send it",
        "with the request; repeatable, at most 8 (also @mcp://… in the request)"],
        ["读取 MCP 服务器的一个资源（经过权限关卡并显示）并随请求发送；",
          "可重复，最多 8 个（也可在请求中写 @mcp://…）"]),
      apply: { options, value in
        let rest = value.hasPrefix("mcp://") ? value.dropFirst(6) : ""
        guard let slash = rest.firstIndex(of: "/"), slash != rest.startIndex,
          rest.index(after: slash) != rest.endIndex, !value.contains(where: \.isWhitespace)
        else {
          throw UsageError(
            message: "--attach takes mcp://SERVER/URI (e.g. mcp://notes/note://3), got \"\(value.prefix(80))\"")
        }
        options.attachments.append(value)
      }),
    RunFlag(name: "--workspace", value: ("DIR", "目录"),
      help: (["the folder file and shell skills work in (default: the current one;",
        "a resumed session keeps its own)"],
        ["文件和命令技能工作的文件夹（默认：当前文件夹；恢复的会话保留", "它自己的）"]),
      apply: { options, value in options.workspace = value }),
    RunFlag(name: "--sandbox", value: ("S", "S"),
      help: (["workspace (default: commands write only the workspace, no network)",
        "| read-only | off (commands run with your whole authority)"],
        ["workspace（默认：命令只能写工作区，不能联网）", "| read-only | off（命令以你的全部权限运行）"]),
      apply: { options, value in options.sandbox = value }),
    RunFlag(name: "--max-tokens", value: ("N", "N"),
      help: (["the cap on one model answer (default 4096)"], ["模型一次回答的上限（默认 4096）"]),
      apply: { options, value in options.maxTokens = value }),
    RunFlag(name: "--tool-choice", value: ("C", "C"),
      help: (["auto (default) | required | none | a skill id the model must call"],
        ["auto（默认）| required | none | 模型必须调用的技能 id"]),
      apply: { options, value in options.toolChoice = value }),
    RunFlag(name: "--lang", value: ("en|zh", "en|zh"),
      help: (["the language of messages (default: ASK_LANG, then LC_ALL /",
        "LC_MESSAGES / LANG, then the request's)"],
        ["消息的语言（默认：ASK_LANG，然后是 LC_ALL / LC_MESSAGES /", "LANG，最后是请求的语言）"]),
      apply: { options, value in options.language = value }),
    RunFlag(name: "-h, --help", value: nil, help: (["this text"], ["本说明"]), apply: nil),
    RunFlag(name: "-V, --version", value: nil, help: (["the version"], ["版本"]), apply: nil),
  ]

  /// The flags the parser reads, by name.
  static let named: [String: RunFlag] = Dictionary(
    all.filter { $0.apply != nil }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The OPTIONS section of `--help` in `language`: each flag with its value, its help from
  /// the 21st column (two spaces after a longer name), continuation lines below it.
  static func listing(_ language: UserLanguage) -> String {
    let chinese = language == .chinese
    var lines: [String] = []
    for flag in all {
      let named = flag.value.map { chinese ? $0.zh : $0.en } ?? ""
      let value = named.isEmpty ? "" : " " + named
      let label = flag.name + value
      let help = chinese ? flag.help.zh : flag.help.en
      let width = DisplayWidth.of(label)
      let gap = String(repeating: " ", count: width < 18 ? 19 - width : 2)
      lines.append("  " + label + gap + (help.first ?? ""))
      for more in help.dropFirst() { lines.append(String(repeating: " ", count: 21) + more) }
    }
    return lines.joined(separator: "\n")
  }
}
