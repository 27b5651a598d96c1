/// What `ask --help` prints.
enum HelpText {
  static let version = "ask 0.1.0 (AgentSkillKit)"

  static let usage = """
    ask — an agent whose every step you can see and steer.

    USAGE
      ask [options] REQUEST...        run one request and print a transcript
      ask --json [options] REQUEST... the same as NDJSON events on stdout; answer prompts
                                      with JSON lines on stdin
      ask skills [--json]             list the skills, their levels and input schemas
      ask auth status [CAPABILITY]    show system authorizations (e.g. reminders)
      ask auth grant CAPABILITY       allow a capability
      ask auth revoke CAPABILITY      deny a capability

    OPTIONS
      --json             NDJSON output, one event per line
      --model NAME       the model; this build has: offline (the default, no network)
      --max-turns N      model turns per request (default 10)
      --lang en|zh       the language of messages (default: the request's)
      -h, --help         this text
      -V, --version      the version

    PROMPTS
      permission: y allow once · a always allow · n deny
      NDJSON:     {"type":"permission_response","request_id":"perm-1","decision":"allow_once"}
                  {"type":"input_response","request_id":"input-1","values":{"dueDate":"明天上午九点"}}
                  {"type":"cancel"}   {"type":"cancel_tool","tool_use_id":"call_1_1"}
      End of input while a prompt is open means deny (or cancel, for a form).

    ENVIRONMENT
      ASK_HOME   data directory (default: $XDG_DATA_HOME/ask or ~/.local/share/ask)
      ASK_NOW    pin the clock, ISO 8601 with offset, e.g. 2026-11-30T10:00:00+08:00
      TZ         the time zone for reading and writing dates
      NO_COLOR   accepted; the transcript uses no colour

    FILES in ASK_HOME
      ask.sqlite   reminders, todos, authorizations, "always allow" rules
      skills.json  {"skills":[{"id":"todo.add","enabled":false}]} enables or disables skills
      hooks.json   {"hooks":[{"event":"pre_tool_use","skill":"reminder.*","command":"…"}]}

    EXIT CODES
      0 completed · 1 failed · 130 cancelled · 2 usage error
    """
}
