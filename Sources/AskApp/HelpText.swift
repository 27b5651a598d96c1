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
    \(Subcommand.listing(.english))

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
      ASK_EMBEDDINGS      the offline planner's embedding model (default: the cache
                          scripts/install-embeddings.sh fills); off: rank by words alone
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
    \(Subcommand.listing(.chinese))

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
      ASK_EMBEDDINGS      离线规划器的语义模型（默认：scripts/install-embeddings.sh
                          安装的缓存）；off：只按词语排序
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
