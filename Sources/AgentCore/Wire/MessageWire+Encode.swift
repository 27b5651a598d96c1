import SkillKit

/// The wire form of agent messages — one JSON object each, `"type"` in snake_case — as
/// `ask --json` prints them and the event store keeps them.
///
/// Each message is described once, through `JSONObjectWriter` with its keys in ascending
/// order: `encode` builds the `JSONValue`, `encodedBytes` writes the same compact JSON with no
/// tree in between (what the event store and `--json` need on every event).
public enum MessageWire {
  /// The version of the NDJSON protocol (`docs/protocol.md`, `docs/protocol/schemas/`): the
  /// first event of every `ask --json` run carries it. A change that removes or renames
  /// anything a client may read raises the major number; a new event or field the minor.
  public static let protocolVersion = "1.0"

  /// The JSON object for `message`.
  public static func encode(_ message: AgentMessage) -> JSONValue {
    var writer = JSONTreeWriter()
    write(message, into: &writer)
    return writer.value
  }

  /// The compact JSON of `message` (exactly `encode(message).jsonString`) and its `type`.
  public static func encodedBytes(_ message: AgentMessage) -> (type: String, json: [UInt8]) {
    var writer = JSONByteWriter()
    write(message, into: &writer)
    let type = writer.typeName ?? "unknown"
    return (type, writer.finish())
  }

  // swift-format-ignore: FunctionBodyLength
  /// Writes the members of `message`'s object, keys ascending.
  public static func write<Writer: JSONObjectWriter>(
    _ message: AgentMessage, into w: inout Writer
  ) {
    switch message {
    case .userMessage(let text):
      w.write("text", text)
      w.write("type", "user_message")
    case .system(let notice):
      let changed = notice.subtype == "skills_changed"
      if changed { w.write("added", strings: notice.added) }
      w.write("message", notice.message)
      w.write("model", notice.model)
      if changed { w.write("removed", strings: notice.removed) }
      w.write("skills", strings: notice.skills)
      w.write("subtype", notice.subtype)
      w.write("type", "system")
      if changed { w.write("updated", strings: notice.updated) }
    case .partialMessage(let text):
      w.write("text", text)
      w.write("type", "partial_message")
    case .thinking(let text):
      w.write("text", text)
      w.write("type", "thinking")
    case .assistant(let turn):
      w.write("cost_usd", number: turn.costUSD)
      w.write("model", turn.model)
      w.write("stop_reason", turn.stopReason?.rawValue)
      w.write("text", turn.text)
      w.writeObjects("tool_calls", turn.toolCalls) { call, w in
        w.write("id", call.id)
        w.write("input", call.input)
        w.write("name", call.name)
      }
      w.write("type", "assistant")
      w.writeObject("usage") { usage(turn.usage, into: &$0) }
    case .toolUse(let use):
      w.write("display_name", use.displayName)
      w.write("id", use.id)
      w.write("input", use.input)
      w.write("name", use.skillID)
      w.write("type", "tool_use")
    case .toolProgress(let progress):
      w.write("elapsed_seconds", number: (progress.elapsedSeconds * 1000).rounded() / 1000)
      w.write("fraction", number: progress.fraction)
      w.write("log", progress.log)
      w.write("name", progress.skillID)
      w.write("step", progress.step)
      w.write("tool_use_id", progress.toolUseID)
      w.write("type", "tool_progress")
    case .toolResult(let result):
      w.write("content", result.content)
      w.write("data", result.data ?? .null)
      w.write("duration_ms", result.durationMs)
      writeError("error", result.error, into: &w)
      w.write("name", result.skillID)
      w.write("status", result.status.rawValue)
      w.write("summary", result.summary)
      w.write("tool_use_id", result.toolUseID)
      w.write("type", "tool_result")
    case .toolUseSummary(let summary):
      w.write("summary", summary.summary)
      w.write("tool_use_ids", strings: summary.toolUseIDs)
      w.write("type", "tool_use_summary")
    case .taskStarted(let task):
      w.write("description", task.description)
      w.write("task_id", task.taskID)
      w.write("tool_use_ids", strings: task.toolUseIDs)
      w.write("type", "task_started")
    case .taskProgress(let task):
      w.write("completed", task.completed)
      w.write("last_tool_use_id", task.lastToolUseID)
      w.write("task_id", task.taskID)
      w.write("total", task.total)
      w.write("type", "task_progress")
    case .hookStarted(let hook):
      w.write("event", hook.event.rawValue)
      w.write("hook", hook.hookName)
      w.write("tool_use_id", hook.toolUseID)
      w.write("type", "hook_started")
    case .hookProgress(let hook):
      w.write("hook", hook.hookName)
      w.write("output", hook.output)
      w.write("tool_use_id", hook.toolUseID)
      w.write("type", "hook_progress")
    case .hookResponse(let hook):
      w.write("blocked", hook.outcome.blocked)
      w.write("event", hook.event.rawValue)
      w.write("exit_code", hook.outcome.exitCode.map { Int($0) })
      w.write("hook", hook.hookName)
      w.write("output", hook.outcome.output)
      w.write("tool_use_id", hook.toolUseID)
      w.write("type", "hook_response")
    case .authStatus(let change):
      w.write("capability", change.capability)
      w.write("previous", change.previous.rawValue)
      w.write("status", change.status.rawValue)
      w.write("type", "auth_status")
    case .filesPersisted(let files):
      w.write("paths", strings: files.paths)
      w.write("tool_use_id", files.toolUseID)
      w.write("type", "files_persisted")
    case .localCommandOutput(let output):
      w.write("command", output.command)
      w.write("output", output.output)
      w.write("stream", output.stream)
      w.write("tool_use_id", output.toolUseID)
      w.write("type", "local_command_output")
    case .promptSuggestion(let suggestions):
      w.write("suggestions", strings: suggestions)
      w.write("type", "prompt_suggestion")
    case .result(let result):
      w.write("duration_ms", result.durationMs)
      writeError("error", result.error, into: &w)
      w.write("num_turns", result.numTurns)
      w.write("subtype", result.subtype.rawValue)
      w.write("text", result.text)
      w.write("total_cost_usd", number: result.totalCostUSD)
      w.write("type", "result")
      w.writeObject("usage") { usage(result.usage, into: &$0) }
    case .stage(let stage):
      writeStage(stage, into: &w)
    case .permissionRequest(let request):
      w.write("capability", request.capability)
      w.write("display_name", request.skill.displayName)
      w.write("errors", stringMap: request.errors)
      w.write("input", request.input)
      w.write("kind", request.kind.rawValue)
      w.write("level", request.skill.permissionLevel.rawValue)
      w.write("options", strings: request.options.map(\.rawValue))
      if let shown = request.preview {
        w.writeObject("preview") { preview(shown, into: &$0) }
      } else {
        w.write("preview", JSONValue.null)
      }
      w.write("reason", request.reason)
      w.write("request_id", request.requestID)
      w.write("skill", request.skill.id)
      w.write("suggested_rule", request.suggestedRule)
      w.write("summary", request.summary)
      w.write("tool_use_id", request.toolUseID)
      w.write("type", "permission_request")
    case .permissionDecision(let decision):
      w.write("decided_by", decision.decidedBy.rawValue)
      w.write("decision", decision.decision.rawValue)
      w.write("reason", decision.reason)
      w.write("request_id", decision.requestID)
      w.write("rule", decision.rule)
      w.write("skill", decision.skillID)
      w.write("tool_use_id", decision.toolUseID)
      w.write("type", "permission_decision")
    case .inputRequest(let request):
      w.write("errors", stringMap: request.errors)
      w.writeObjects("fields", request.fields) { field, w in writeField(field, into: &w) }
      w.write("input", request.input)
      w.write("message", request.message)
      w.write("request_id", request.requestID)
      w.write("skill", request.skill.id)
      w.write("tool_use_id", request.toolUseID)
      w.write("type", "input_request")
    }
  }

  /// `{code, message, fix}`.
  public static func error(_ explanation: ErrorExplanation) -> JSONValue {
    var writer = JSONTreeWriter()
    writeError(explanation, into: &writer)
    return writer.value
  }

  /// The members of an error object: code, fix, message.
  public static func writeError<Writer: JSONObjectWriter>(
    _ explanation: ErrorExplanation, into w: inout Writer
  ) {
    w.write("code", explanation.code)
    w.write("fix", explanation.fix)
    w.write("message", explanation.message)
  }

  /// `key`: the error object, or null when there is none.
  static func writeError<Writer: JSONObjectWriter>(
    _ key: StaticString, _ explanation: ErrorExplanation?, into w: inout Writer
  ) {
    if let explanation {
      w.writeObject(key) { writeError(explanation, into: &$0) }
    } else {
      w.write(key, JSONValue.null)
    }
  }

  private static func usage<Writer: JSONObjectWriter>(_ usage: TokenUsage, into w: inout Writer) {
    w.write("cache_creation_input_tokens", usage.cacheCreationInputTokens)
    w.write("cache_read_input_tokens", usage.cacheReadInputTokens)
    w.write("input_tokens", usage.inputTokens)
    w.write("output_tokens", usage.outputTokens)
  }

  /// A change shown before it is approved: `diff` (unified), `added` / `removed` line counts.
  private static func preview<Writer: JSONObjectWriter>(
    _ preview: SkillPreview, into w: inout Writer
  ) {
    w.write("added", preview.added)
    w.write("basis", preview.basis)
    w.write("diff", preview.diff)
    w.write("path", preview.path)
    w.write("removed", preview.removed)
    w.write("truncated", preview.truncated)
  }
}
