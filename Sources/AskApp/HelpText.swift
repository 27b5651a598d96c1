import AgentCore

/// What `ask --help` prints, in English and in Chinese.
enum HelpText {
  static let version = "ask 0.1.0 (AgentSkillKit)"

  /// The help in `language`.
  static func usage(_ language: UserLanguage) -> String {
    language == .chinese ? chinese : english
  }

  static let english = """
    ask — an agent whose every step you can see and steer.

    USAGE
      ask [options] REQUEST...        run one request and print a transcript
      ask --json [options] REQUEST... the same as NDJSON events on stdout; answer prompts
                                      with JSON lines on stdin
      ask skills [--json]             list the skills, their levels, schemas and sources
      ask skills show ID [--json]     one skill's whole declaration
      ask skills check [PATH]         validate skill files and SKILL.md folders (exit 1 on problems)
      ask mcp list [--json] | tools NAME | test NAME
                                      the MCP servers of $ASK_HOME/mcp.json and their tools
      ask mcp add NAME -- COMMAND [ARGS...] | ask mcp add NAME --url URL | ask mcp rm NAME
      ask mcp serve [--permission-mode MODE] [--workspace DIR]
                                      ask's skills as an MCP server on stdin/stdout (every
                                      call passes the gate; questions go through elicitation)
      ask serve [--host H] [--port N] [--open]
                                      the agent as a local web app and HTTP + SSE API; prints
                                      the URL with its access token
      ask call ID [--input JSON | --input-file FILE] [--json]
                                      run one skill directly: no model, same gate and audit
      ask auth status [CAPABILITY]    show system authorizations (e.g. reminders)
      ask auth grant CAPABILITY       allow a capability
      ask auth revoke CAPABILITY      deny a capability
      ask permissions list [--json]   the persisted permission rules
      ask permissions add allow|deny|ask PATTERN [--scope user|project]
                                      e.g. 'todo.add(priority: high)', 'todo.*'
      ask permissions rm ID           remove a rule
      ask audit [--skill ID] [--since DATE] [--json]
                                      every skill call, its decision and what decided it
      ask audit export [FILE]         the audit log as JSONL (stdout without FILE)
      ask store export --to FILE      everything stored, as versioned JSONL (- for stdout)
      ask store import FILE           into an empty store (SQLite or PostgreSQL); counts checked
      ask doctor [--json]             settings, database and model endpoint check
      ask doctor --errors [--markdown | --json]
                                      every error ask can report, with its fix
      ask                             the terminal UI (a terminal) or what ask can do (a pipe)
      ask sessions [--json]           the sessions, newest first
      ask sessions show ID [--before SEQ | --after SEQ] [--limit N] [--json]
      ask sessions rename ID TITLE | rm ID | fork ID [--at SEQ]
      ask sessions export ID --format md|jsonl [--output FILE]
      ask planner [status|forget] [--json]
                                      what the offline planner learned from your answers;
                                      forget clears it (the audit log is kept)
      ask undo [--session ID] [--steps N | --to SEQ] [--force] [--json]
                                      restore the files the newest calls changed, newest
                                      first (a file changed since is kept unless --force)

    OPTIONS
    \(RunFlag.listing(.english))

    PROMPTS
      permission: y allow once · s for this session · a always · n deny (n MESSAGE tells the
                  model why) · x deny and stop · e edit the parameters
      NDJSON:     {"type":"permission_response","request_id":"perm-1","decision":"allow_once"}
                  decisions: allow_once allow_session allow_always deny deny_and_stop;
                  optional "message", "input" (edited values), "rule" and "scope" (user|project);
                  "kind", "skill", "tool_use_id" bind it to its request (an answer sent ahead
                  needs "kind":"authorization" to grant one, "skill" for allow_always)
                  {"type":"input_response","request_id":"input-1","values":{"dueDate":"明天上午九点"}}
                  {"type":"cancel"}   {"type":"cancel_tool","tool_use_id":"call_1_1"}
                  {"type":"pause"}    {"type":"resume"}
      End of input while a prompt is open means deny (or cancel, for a form).

    ENVIRONMENT
      ASK_HOME   data directory (default: $XDG_DATA_HOME/ask or ~/.local/share/ask)
      ASK_NOW    pin the clock, ISO 8601 with offset, e.g. 2026-11-30T10:00:00+08:00
      ASK_MODEL, ASK_PERMISSION_MODE, ANTHROPIC_API_KEY, OPENAI_API_KEY,
      ANTHROPIC_BASE_URL, OPENAI_BASE_URL, ASK_MAX_TOKENS, ASK_TOOL_CHOICE,
      ASK_REQUEST_TIMEOUT_S, ASK_IDLE_TIMEOUT_S, ASK_RUN_TIMEOUT_S, ASK_BUSY_TIMEOUT_MS
      ASK_HTTP_TRANSPORT  curl (Linux default) or urlsession (Apple default)
      ASK_DATABASE_URL    postgresql://user@host:5432/db: keep everything in PostgreSQL
                          (the password from the URL, PGPASSWORD or ~/.pgpass; never shown)
      http_proxy, https_proxy, no_proxy   proxies, as libcurl reads them
      ASK_LANG   en or zh: the language of messages, when --lang is not given
      TZ         the time zone for reading and writing dates
      NO_COLOR   accepted; the transcript uses no colour

    SKILLS FROM FILES
      $ASK_HOME/skills/ and ./.ask/skills/ hold skill files (*.json: id, description,
      input_schema, permission_level, run.command…) and SKILL.md folders; they are read
      again when they change, at the next model turn.

    FILES in ASK_HOME
      ask.sqlite   reminders, todos, authorizations, permission rules, the audit log
      config.json  {"model":"…","base_url":"…","permission_mode":"…"} (never keys)
      skills.json  {"skills":[{"id":"todo.add","enabled":false}]} enables or disables skills
      hooks.json   {"hooks":[{"event":"pre_tool_use","skill":"reminder.*","command":"…"}]}

    EXIT CODES
      0 completed · 1 failed · 130 cancelled · 2 usage error
    """

  static let chinese = """
    ask — 每一步都看得见、可干预的智能体。

    用法
      ask [选项] 请求...              执行一个请求并打印过程
      ask --json [选项] 请求...       同上，以 NDJSON 事件输出到标准输出；提示通过标准输入的
                                      JSON 行回答
      ask skills [--json]             列出技能及其级别、参数结构和来源
      ask skills show ID [--json]     一个技能的完整声明
      ask skills check [路径]         检查技能文件和 SKILL.md 文件夹（有问题时退出码 1）
      ask mcp list [--json] | tools 名称 | test 名称
                                      $ASK_HOME/mcp.json 中的 MCP 服务器及其工具
      ask mcp add 名称 -- 命令 [参数...] | ask mcp add 名称 --url URL | ask mcp rm 名称
      ask mcp serve [--permission-mode 模式] [--workspace 目录]
                                      把 ask 的技能作为 MCP 服务器（标准输入/输出）提供（每次
                                      调用都经过权限关卡；提问通过 elicitation 进行）
      ask serve [--host 主机] [--port 端口] [--open]
                                      把智能体作为本地网页应用和 HTTP + SSE API 提供；打印
                                      带访问令牌的网址
      ask call ID [--input JSON | --input-file 文件] [--json]
                                      直接执行一个技能：不经模型，同样的权限关卡和审计
      ask auth status [能力]          查看系统权限（例如 reminders）
      ask auth grant 能力             授予一项能力
      ask auth revoke 能力            拒绝一项能力
      ask permissions list [--json]   已保存的权限规则
      ask permissions add allow|deny|ask 模式 [--scope user|project]
                                      例如 'todo.add(priority: high)'、'todo.*'
      ask permissions rm ID           删除一条规则
      ask audit [--skill ID] [--since 日期] [--json]
                                      每次技能调用、其决定以及由什么决定
      ask audit export [文件]         以 JSONL 导出审计日志（不给文件时输出到标准输出）
      ask store export --to 文件      导出全部存储内容（带版本的 JSONL，- 表示标准输出）
      ask store import 文件           导入到空的存储（SQLite 或 PostgreSQL），并核对数量
      ask doctor [--json]             检查设置、数据库和模型端点
      ask doctor --errors [--markdown | --json]
                                      ask 可能报告的所有错误及其修复方法
      ask                             终端界面（在终端中），或 ask 能做什么（在管道中）
      ask sessions [--json]           会话列表，最新的在前
      ask sessions show ID [--before 序号 | --after 序号] [--limit N] [--json]
      ask sessions rename ID 标题 | rm ID | fork ID [--at 序号]
      ask sessions export ID --format md|jsonl [--output 文件]
      ask planner [status|forget] [--json]
                                      离线规划器从你的回答中学到了什么；forget 清除它
                                      （审计日志保留）
      ask undo [--session ID] [--steps N | --to 序号] [--force] [--json]
                                      从最新的调用开始，恢复它们改动的文件（之后又被改过的
                                      文件会保留，除非给出 --force）

    选项
    \(RunFlag.listing(.chinese))

    提示
      权限：y 允许一次 · s 本次会话允许 · a 总是允许 · n 拒绝（n 后跟一句话会告诉模型原因）
            · x 拒绝并停止 · e 修改参数
      NDJSON：{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}
              决定：allow_once allow_session allow_always deny deny_and_stop；
              可选 "message"、"input"（修改后的参数）、"rule" 和 "scope"（user|project）；
              "kind"、"skill"、"tool_use_id" 把回答绑定到它的请求（提前发送的回答要授予
              权限需带 "kind":"authorization"，allow_always 需带 "skill"）
              {"type":"input_response","request_id":"input-1","values":{"dueDate":"明天上午九点"}}
              {"type":"cancel"}   {"type":"cancel_tool","tool_use_id":"call_1_1"}
              {"type":"pause"}    {"type":"resume"}
      提示未回答时输入结束，视为拒绝（表单则视为取消）。

    环境变量
      ASK_HOME   数据目录（默认：$XDG_DATA_HOME/ask 或 ~/.local/share/ask）
      ASK_NOW    固定时钟，ISO 8601 带时区偏移，例如 2026-11-30T10:00:00+08:00
      ASK_MODEL, ASK_PERMISSION_MODE, ANTHROPIC_API_KEY, OPENAI_API_KEY,
      ANTHROPIC_BASE_URL, OPENAI_BASE_URL, ASK_MAX_TOKENS, ASK_TOOL_CHOICE,
      ASK_REQUEST_TIMEOUT_S, ASK_IDLE_TIMEOUT_S, ASK_RUN_TIMEOUT_S, ASK_BUSY_TIMEOUT_MS
      ASK_HTTP_TRANSPORT  curl（Linux 默认）或 urlsession（Apple 默认）
      ASK_DATABASE_URL    postgresql://用户@主机:5432/库：所有数据存入 PostgreSQL
                          （密码取自 URL、PGPASSWORD 或 ~/.pgpass；从不显示）
      http_proxy, https_proxy, no_proxy   代理，按 libcurl 的方式读取
      ASK_LANG   en 或 zh：未给出 --lang 时消息的语言
      TZ         读写日期所用的时区
      NO_COLOR   接受；文字记录不使用颜色

    来自文件的技能
      $ASK_HOME/skills/ 和 ./.ask/skills/ 存放技能文件（*.json：id、description、
      input_schema、permission_level、run.command…）和 SKILL.md 文件夹；文件变化后，
      在下一轮模型调用时重新读取。

    ASK_HOME 中的文件
      ask.sqlite   提醒、待办、系统权限、权限规则、审计日志
      config.json  {"model":"…","base_url":"…","permission_mode":"…"}（从不保存密钥）
      skills.json  {"skills":[{"id":"todo.add","enabled":false}]} 启用或停用技能
      hooks.json   {"hooks":[{"event":"pre_tool_use","skill":"reminder.*","command":"…"}]}

    退出码
      0 完成 · 1 失败 · 130 已取消 · 2 用法错误
    """
}
