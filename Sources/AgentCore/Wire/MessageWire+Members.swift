import SkillKit

/// The members of each message's object, keys ascending (`MessageWire.write` dispatches).
extension MessageWire {
  static func members<Writer: JSONObjectWriter>(
    of notice: SystemNotice, into w: inout Writer
  ) {
    let changed = notice.subtype == "skills_changed"
    if changed { w.write("added", strings: notice.added) }
    w.write("message", notice.message)
    w.write("model", notice.model)
    if changed { w.write("removed", strings: notice.removed) }
    w.write("skills", strings: notice.skills)
    w.write("subtype", notice.subtype)
    w.write("type", "system")
    if changed { w.write("updated", strings: notice.updated) }
  }

  static func members<Writer: JSONObjectWriter>(
    of turn: AssistantTurn, into w: inout Writer
  ) {
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
  }

  static func members<Writer: JSONObjectWriter>(
    of use: ToolUse, into w: inout Writer
  ) {
    w.write("display_name", use.displayName)
    w.write("id", use.id)
    w.write("input", use.input)
    w.write("name", use.skillID)
    w.write("type", "tool_use")
  }

  static func members<Writer: JSONObjectWriter>(
    of progress: ToolProgress, into w: inout Writer
  ) {
    w.write("elapsed_seconds", number: (progress.elapsedSeconds * 1000).rounded() / 1000)
    w.write("fraction", number: progress.fraction)
    w.write("log", progress.log)
    w.write("name", progress.skillID)
    w.write("step", progress.step)
    w.write("tool_use_id", progress.toolUseID)
    w.write("type", "tool_progress")
  }

  static func members<Writer: JSONObjectWriter>(
    of result: ToolResultEvent, into w: inout Writer
  ) {
    w.write("content", result.content)
    w.write("data", result.data ?? .null)
    w.write("duration_ms", result.durationMs)
    writeError("error", result.error, into: &w)
    w.write("name", result.skillID)
    w.write("status", result.status.rawValue)
    w.write("summary", result.summary)
    w.write("tool_use_id", result.toolUseID)
    w.write("type", "tool_result")
  }

  static func members<Writer: JSONObjectWriter>(
    of summary: ToolUseSummary, into w: inout Writer
  ) {
    w.write("summary", summary.summary)
    w.write("tool_use_ids", strings: summary.toolUseIDs)
    w.write("type", "tool_use_summary")
  }

  static func members<Writer: JSONObjectWriter>(
    of task: TaskStarted, into w: inout Writer
  ) {
    w.write("description", task.description)
    w.write("task_id", task.taskID)
    w.write("tool_use_ids", strings: task.toolUseIDs)
    w.write("type", "task_started")
  }

  static func members<Writer: JSONObjectWriter>(
    of task: TaskProgress, into w: inout Writer
  ) {
    w.write("completed", task.completed)
    w.write("last_tool_use_id", task.lastToolUseID)
    w.write("task_id", task.taskID)
    w.write("total", task.total)
    w.write("type", "task_progress")
  }

  static func members<Writer: JSONObjectWriter>(
    of hook: HookStarted, into w: inout Writer
  ) {
    w.write("event", hook.event.rawValue)
    w.write("hook", hook.hookName)
    w.write("tool_use_id", hook.toolUseID)
    w.write("type", "hook_started")
  }

  static func members<Writer: JSONObjectWriter>(
    of hook: HookProgress, into w: inout Writer
  ) {
    w.write("hook", hook.hookName)
    w.write("output", hook.output)
    w.write("tool_use_id", hook.toolUseID)
    w.write("type", "hook_progress")
  }

  static func members<Writer: JSONObjectWriter>(
    of hook: HookResponse, into w: inout Writer
  ) {
    w.write("blocked", hook.outcome.blocked)
    w.write("event", hook.event.rawValue)
    w.write("exit_code", hook.outcome.exitCode.map { Int($0) })
    w.write("hook", hook.hookName)
    w.write("output", hook.outcome.output)
    w.write("tool_use_id", hook.toolUseID)
    w.write("type", "hook_response")
  }

  static func members<Writer: JSONObjectWriter>(
    of change: AuthStatusChange, into w: inout Writer
  ) {
    w.write("capability", change.capability)
    w.write("previous", change.previous.rawValue)
    w.write("status", change.status.rawValue)
    w.write("type", "auth_status")
  }

  static func members<Writer: JSONObjectWriter>(
    of files: FilesPersisted, into w: inout Writer
  ) {
    w.write("paths", strings: files.paths)
    w.write("tool_use_id", files.toolUseID)
    w.write("type", "files_persisted")
  }

  static func members<Writer: JSONObjectWriter>(
    of output: LocalCommandOutput, into w: inout Writer
  ) {
    w.write("command", output.command)
    w.write("output", output.output)
    w.write("stream", output.stream)
    w.write("tool_use_id", output.toolUseID)
    w.write("type", "local_command_output")
  }

  static func members<Writer: JSONObjectWriter>(
    of result: RunResult, into w: inout Writer
  ) {
    w.write("duration_ms", result.durationMs)
    writeError("error", result.error, into: &w)
    w.write("num_turns", result.numTurns)
    w.write("subtype", result.subtype.rawValue)
    w.write("text", result.text)
    w.write("total_cost_usd", number: result.totalCostUSD)
    w.write("type", "result")
    w.writeObject("usage") { usage(result.usage, into: &$0) }
  }

  static func members<Writer: JSONObjectWriter>(
    of request: PermissionRequest, into w: inout Writer
  ) {
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
    if let policy = request.sandbox {
      w.writeObject("sandbox") { sandbox(policy, into: &$0) }
    }
    w.write("skill", request.skill.id)
    w.write("suggested_rule", request.suggestedRule)
    w.write("summary", request.summary)
    w.write("tool_use_id", request.toolUseID)
    w.write("type", "permission_request")
  }

  static func members<Writer: JSONObjectWriter>(
    of decision: PermissionDecisionEvent, into w: inout Writer
  ) {
    w.write("decided_by", decision.decidedBy.rawValue)
    w.write("decision", decision.decision.rawValue)
    w.write("reason", decision.reason)
    w.write("request_id", decision.requestID)
    w.write("rule", decision.rule)
    w.write("skill", decision.skillID)
    w.write("tool_use_id", decision.toolUseID)
    w.write("type", "permission_decision")
  }

  static func members<Writer: JSONObjectWriter>(
    of request: InputRequest, into w: inout Writer
  ) {
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
