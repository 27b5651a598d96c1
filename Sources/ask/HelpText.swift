/// What `ask --help` prints.
enum HelpText {
  static let version = "ask 0.1.0 (AgentSkillKit)"

  static let usage = """
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
      ask doctor [--json]             settings, database and model endpoint check
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
      --json             NDJSON output, one event per line
      --model NAME       offline (default, no network), anthropic/<model>, openai/<model>
      --base-url URL     the provider's base URL (an OpenAI-compatible one includes /v1)
      --resume ID        continue a session (its history goes to the model)
      --continue         continue the most recent session
      --permission-mode  default | plan (nothing runs) | auto (asks only for systemAccess)
                         | bypass (allows everything, still audited) | deny (for scripts)
      --max-turns N      model turns per request (default 10, at most 10000)
      --request-timeout S  the deadline of one model request, retries included (default 600)
      --run-timeout S    the deadline of the whole run (default 3600)
      --mcp-eager        start every MCP server at launch (default: when its tools are needed)
      --workspace DIR    the folder file and shell skills work in (default: the current one;
                         a resumed session keeps its own)
      --max-tokens N     the cap on one model answer (default 4096)
      --tool-choice C    auto (default) | required | none | a skill id the model must call
      --lang en|zh       the language of messages (default: the request's)
      -h, --help         this text
      -V, --version      the version

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
      http_proxy, https_proxy, no_proxy   proxies, as libcurl reads them
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
}
