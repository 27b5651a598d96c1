import AgentCore
import Markdown

/// One of `ask`'s commands: the word that names it, how its arguments are read, and the lines
/// `--help` shows for it in both languages. The one table the parser dispatches on and the help's
/// USAGE section is made from, so a command cannot be added to one and not the other.
struct Subcommand: Sendable {
  /// One line of the USAGE section: the synopsis and what it does.
  struct Usage: Sendable {
    /// The synopsis, with its placeholders in each language (`NAME` / `名称`).
    let synopsis: (en: String, zh: String)
    /// What it does, one entry per printed line; empty for a synopsis that needs no words.
    let help: (en: [String], zh: [String])
  }

  /// The word after `ask` (`skills`); nil for the forms without one (`ask REQUEST`, `ask`).
  let name: String?
  /// Reads the arguments after the name; nil for a form read as a run's options.
  let parse: (@Sendable ([String]) throws -> AskCommand)?
  let usage: [Usage]

  /// The command named `word`, if there is one.
  static func named(_ word: String) -> Subcommand? {
    all.first { $0.name == word }
  }

  /// The USAGE section's lines in `language`: a synopsis narrow enough has its first line of help
  /// beside it, a wider one has all of it below, from column 34.
  static func listing(_ language: UserLanguage) -> String {
    let chinese = language == .chinese
    let indent = String(repeating: " ", count: 34)
    var lines: [String] = []
    for usage in all.flatMap(\.usage) {
      let synopsis = chinese ? usage.synopsis.zh : usage.synopsis.en
      var help = chinese ? usage.help.zh : usage.help.en
      let width = DisplayWidth.of(synopsis)
      if width < 32, let first = help.first {
        lines.append("  " + synopsis + String(repeating: " ", count: 32 - width) + first)
        help.removeFirst()
      } else {
        lines.append("  " + synopsis)
      }
      lines += help.map { indent + $0 }
    }
    return lines.joined(separator: "\n")
  }

  // swift-format-ignore
  static let all: [Subcommand] = [
    Subcommand(name: nil, parse: nil, usage: [
      Usage(synopsis: ("ask [options] REQUEST...", "ask [选项] 请求..."),
        help: (["run one request and print a transcript"], ["执行一个请求并打印过程"])),
      Usage(synopsis: ("ask --json [options] REQUEST...", "ask --json [选项] 请求..."),
        help: (["the same as NDJSON events on stdout; answer prompts", "with JSON lines on stdin"],
          ["同上，以 NDJSON 事件输出到标准输出；提示通过标准输入的", "JSON 行回答"])),
    ]),
    Subcommand(name: "skills", parse: { try CommandLineParser.parseSkills($0) }, usage: [
      Usage(synopsis: ("ask skills [--json] [--no-mcp] [--lang en|zh]", "ask skills [--json] [--no-mcp] [--lang en|zh]"),
        help: (["list every skill the model is offered, MCP servers' tools", "included (--no-mcp starts no server), with levels,", "schemas and sources"],
          ["列出提供给模型的所有技能，包括 MCP 服务器的工具", "（--no-mcp 不启动服务器），以及级别、参数结构和来源"])),
      Usage(synopsis: ("ask skills show ID [--json]", "ask skills show ID [--json]"),
        help: (["one skill's whole declaration"], ["一个技能的完整声明"])),
      Usage(synopsis: ("ask skills check [PATH]", "ask skills check [路径]"),
        help: (["validate skill files and SKILL.md folders (exit 1 on problems)"],
          ["检查技能文件和 SKILL.md 文件夹（有问题时退出码 1）"])),
    ]),
    Subcommand(name: "mcp", parse: { try MCPArguments.parse($0) }, usage: [
      Usage(synopsis: ("ask mcp list [--json] | tools NAME | test NAME", "ask mcp list [--json] | tools 名称 | test 名称"),
        help: (["the MCP servers of $ASK_HOME/mcp.json and their tools"], ["$ASK_HOME/mcp.json 中的 MCP 服务器及其工具"])),
      Usage(synopsis: ("ask mcp resources NAME [--json] | read NAME URI [--output FILE]", "ask mcp resources 名称 [--json] | read 名称 URI [--output 文件]"),
        help: (["what a server offers to read (resources, URI templates),", "and one resource read (bytes go to FILE)"],
          ["服务器提供读取的内容（资源、URI 模板），", "以及读取其中一个（二进制内容写入文件）"])),
      Usage(synopsis: ("ask mcp prompts NAME [--json] | prompt NAME PROMPT [ARG=VALUE...]", "ask mcp prompts 名称 [--json] | prompt 名称 提示 [参数=值...]"),
        help: (["a server's prompts and one filled in"], ["服务器的提示模板，以及填好参数的一个"])),
      Usage(synopsis: ("ask mcp skills NAME [--json] | approve NAME URI|--all", "ask mcp skills 名称 [--json] | approve 名称 URI|--all"),
        help: (["the skills a server serves (Skills extension); one approved", "as it is now is offered to the model"],
          ["服务器提供的技能（Skills 扩展）；按当前内容批准后", "才会提供给模型"])),
      Usage(synopsis: ("ask mcp login NAME [--no-browser] [--timeout SECONDS] | logout NAME", "ask mcp login 名称 [--no-browser] [--timeout 秒] | logout 名称"),
        help: (["sign in to an HTTP server that asks for it (OAuth 2.1);", "tokens kept in $ASK_HOME/mcp-tokens.json (0600)"],
          ["登录要求授权的 HTTP 服务器（OAuth 2.1）；", "令牌保存在 $ASK_HOME/mcp-tokens.json（0600）"])),
      Usage(synopsis: ("ask mcp add NAME -- COMMAND [ARGS...] | ask mcp add NAME --url URL | ask mcp rm NAME",
          "ask mcp add 名称 -- 命令 [参数...] | ask mcp add 名称 --url URL | ask mcp rm 名称"),
        help: ([], [])),
      Usage(synopsis: ("ask mcp serve [--permission-mode MODE] [--workspace DIR] [--http [--host H] [--port N]]", "ask mcp serve [--permission-mode 模式] [--workspace 目录] [--http [--host 主机] [--port 端口]]"),
        help: (["ask's skills as an MCP server on stdin/stdout (every", "call passes the gate; questions go through elicitation)"],
          ["把 ask 的技能作为 MCP 服务器（标准输入/输出）提供（每次", "调用都经过权限关卡；提问通过 elicitation 进行）"])),
    ]),
    Subcommand(name: "serve", parse: { .serve(try ServeOptions.parse($0)) }, usage: [
      Usage(synopsis: ("ask serve [--host H] [--port N] [--open]", "ask serve [--host 主机] [--port 端口] [--open]"),
        help: (["the agent as a local web app and HTTP + SSE API; prints", "the URL with its access token"],
          ["把智能体作为本地网页应用和 HTTP + SSE API 提供；打印", "带访问令牌的网址"])),
    ]),
    Subcommand(name: "call", parse: { .run(try CommandLineParser.parseCall($0)) }, usage: [
      Usage(synopsis: ("ask call ID [--input JSON | --input-file FILE] [--json]", "ask call ID [--input JSON | --input-file 文件] [--json]"),
        help: (["run one skill directly: no model, same gate and audit"], ["直接执行一个技能：不经模型，同样的权限关卡和审计"])),
    ]),
    Subcommand(name: "auth", parse: { try CommandLineParser.parseAuth($0) }, usage: [
      Usage(synopsis: ("ask auth status [CAPABILITY]", "ask auth status [能力]"),
        help: (["show system authorizations (e.g. reminders)"], ["查看系统权限（例如 reminders）"])),
      Usage(synopsis: ("ask auth grant CAPABILITY", "ask auth grant 能力"), help: (["allow a capability"], ["授予一项能力"])),
      Usage(synopsis: ("ask auth revoke CAPABILITY", "ask auth revoke 能力"), help: (["deny a capability"], ["拒绝一项能力"])),
    ]),
    Subcommand(name: "permissions", parse: { try CommandLineParser.parsePermissions($0) }, usage: [
      Usage(synopsis: ("ask permissions list [--json]", "ask permissions list [--json]"),
        help: (["the persisted permission rules"], ["已保存的权限规则"])),
      Usage(synopsis: ("ask permissions add allow|deny|ask PATTERN [--scope user|project]", "ask permissions add allow|deny|ask 模式 [--scope user|project]"),
        help: (["e.g. 'todo.add(priority: high)', 'todo.*'"], ["例如 'todo.add(priority: high)'、'todo.*'"])),
      Usage(synopsis: ("ask permissions rm ID", "ask permissions rm ID"), help: (["remove a rule"], ["删除一条规则"])),
      Usage(synopsis: ("ask permissions add allow PATTERN --for 8h | --until DATE", "ask permissions add allow 模式 --for 8h | --until 日期"),
        help: (["a rule that expires"], ["会过期的规则"])),
    ]),
    Subcommand(name: "grants", parse: { try CommandLineParser.parseGrants($0) }, usage: [
      Usage(synopsis: ("ask grants [--json]", "ask grants [--json]"),
        help: (["everything that lets a call run without asking:", "rules, session allowances, authorizations, mode, sandbox"],
          ["所有让调用无需询问即可运行的授权：", "规则、会话许可、系统授权、模式、沙箱"])),
      Usage(synopsis: ("ask grants revoke ID", "ask grants revoke ID"),
        help: (["take one back (rule:3, session:5, auth:reminders)"], ["撤销一项（rule:3、session:5、auth:reminders）"])),
      Usage(synopsis: ("ask grants explain SKILL --input JSON [--session ID]", "ask grants explain 技能 --input JSON [--session ID]"),
        help: (["what the gate would decide for that call, and why"], ["门控对该调用会作何决定，以及原因"])),
    ]),
    Subcommand(name: "audit", parse: { .audit(try CommandLineParser.parseAudit($0)) }, usage: [
      Usage(synopsis: ("ask audit [--skill ID] [--since DATE] [--json]", "ask audit [--skill ID] [--since 日期] [--json]"),
        help: (["every skill call, its decision and what decided it"], ["每次技能调用、其决定以及由什么决定"])),
      Usage(synopsis: ("ask audit export [FILE]", "ask audit export [文件]"),
        help: (["the audit log as JSONL (stdout without FILE)"], ["以 JSONL 导出审计日志（不给文件时输出到标准输出）"])),
    ]),
    Subcommand(name: "store", parse: { .store(try StoreAction.parse($0)) }, usage: [
      Usage(synopsis: ("ask store export --to FILE", "ask store export --to 文件"),
        help: (["everything stored, as versioned JSONL (- for stdout)"], ["导出全部存储内容（带版本的 JSONL，- 表示标准输出）"])),
      Usage(synopsis: ("ask store import FILE", "ask store import 文件"),
        help: (["into an empty store (SQLite or PostgreSQL); counts checked"], ["导入到空的存储（SQLite 或 PostgreSQL），并核对数量"])),
    ]),
    Subcommand(name: "doctor", parse: { try CommandLineParser.parseDoctor($0) }, usage: [
      Usage(synopsis: ("ask doctor [--json]", "ask doctor [--json]"),
        help: (["settings, database and model endpoint check"], ["检查设置、数据库和模型端点"])),
      Usage(synopsis: ("ask doctor --errors [--markdown | --json]", "ask doctor --errors [--markdown | --json]"),
        help: (["every error ask can report, with its fix"], ["ask 可能报告的所有错误及其修复方法"])),
    ]),
    Subcommand(name: nil, parse: nil, usage: [
      Usage(synopsis: ("ask", "ask"),
        help: (["the terminal UI (a terminal) or what ask can do (a pipe)"], ["终端界面（在终端中），或 ask 能做什么（在管道中）"])),
    ]),
    Subcommand(name: "sessions", parse: { try SessionsArguments.parse($0) }, usage: [
      Usage(synopsis: ("ask sessions [--json]", "ask sessions [--json]"), help: (["the sessions, newest first"], ["会话列表，最新的在前"])),
      Usage(synopsis: ("ask sessions show ID [--before SEQ | --after SEQ] [--limit N] [--json]", "ask sessions show ID [--before 序号 | --after 序号] [--limit N] [--json]"),
        help: ([], [])),
      Usage(synopsis: ("ask sessions rename ID TITLE | rm ID | fork ID [--at SEQ]", "ask sessions rename ID 标题 | rm ID | fork ID [--at 序号]"),
        help: ([], [])),
      Usage(synopsis: ("ask sessions export ID --format md|jsonl [--output FILE]", "ask sessions export ID --format md|jsonl [--output 文件]"),
        help: ([], [])),
    ]),
    Subcommand(name: "planner", parse: { try CommandLineParser.parsePlanner($0) }, usage: [
      Usage(synopsis: ("ask planner [status|forget] [--json]", "ask planner [status|forget] [--json]"),
        help: (["what the offline planner learned from your answers;", "forget clears it (the audit log is kept)"],
          ["离线规划器从你的回答中学到了什么；forget 清除它", "（审计日志保留）"])),
    ]),
    Subcommand(name: "undo", parse: { .undo(try UndoOptions.parse($0)) }, usage: [
      Usage(synopsis: ("ask undo [--session ID] [--steps N | --to SEQ] [--force] [--json]", "ask undo [--session ID] [--steps N | --to 序号] [--force] [--json]"),
        help: (["restore the files the newest calls changed, newest", "first (a file changed since is kept unless --force)"],
          ["从最新的调用开始，恢复它们改动的文件（之后又被改过的", "文件会保留，除非给出 --force）"])),
    ]),
  ]
}
