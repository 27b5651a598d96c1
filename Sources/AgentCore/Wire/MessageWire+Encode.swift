import SkillKit

/// The wire form of agent messages — one JSON object each, `"type"` in snake_case — as
/// `ask --json` prints them and the event store keeps them.
public enum MessageWire {
  /// The version of the NDJSON protocol (`docs/protocol.md`, `docs/protocol/schemas/`): the
  /// first event of every `ask --json` run carries it. A change that removes or renames
  /// anything a client may read raises the major number; a new event or field the minor.
  public static let protocolVersion = "1.0"

  // swift-format-ignore: FunctionBodyLength
  /// The JSON object for `message`.
  public static func encode(_ message: AgentMessage) -> JSONValue {
    switch message {
    case .userMessage(let text):
      return ["type": "user_message", "text": .string(text)]
    case .system(let notice):
      var fields: [String: JSONValue] = [
        "type": "system", "subtype": .string(notice.subtype), "message": .string(notice.message),
        "model": notice.model.map(JSONValue.string) ?? .null,
        "skills": .array(notice.skills.map(JSONValue.string)),
      ]
      if notice.subtype == "skills_changed" {
        fields["added"] = .array(notice.added.map(JSONValue.string))
        fields["removed"] = .array(notice.removed.map(JSONValue.string))
        fields["updated"] = .array(notice.updated.map(JSONValue.string))
      }
      return .object(fields)
    case .partialMessage(let text):
      return ["type": "partial_message", "text": .string(text)]
    case .thinking(let text):
      return ["type": "thinking", "text": .string(text)]
    case .assistant(let turn):
      return [
        "type": "assistant", "text": .string(turn.text), "model": .string(turn.model),
        "stop_reason": turn.stopReason.map { .string($0.rawValue) } ?? .null,
        "usage": usage(turn.usage), "cost_usd": turn.costUSD.map(JSONValue.number) ?? .null,
        "tool_calls": .array(
          turn.toolCalls.map {
            ["id": .string($0.id), "name": .string($0.name), "input": $0.input]
          }),
      ]
    case .toolUse(let use):
      return [
        "type": "tool_use", "id": .string(use.id), "name": .string(use.skillID),
        "display_name": use.displayName.map(JSONValue.string) ?? .null, "input": use.input,
      ]
    case .toolProgress(let progress):
      return [
        "type": "tool_progress", "tool_use_id": .string(progress.toolUseID),
        "name": .string(progress.skillID), "step": optional(progress.step),
        "fraction": progress.fraction.map(JSONValue.number) ?? .null,
        "log": optional(progress.log),
        "elapsed_seconds": .number((progress.elapsedSeconds * 1000).rounded() / 1000),
      ]
    case .toolResult(let result):
      return [
        "type": "tool_result", "tool_use_id": .string(result.toolUseID),
        "name": .string(result.skillID), "status": .string(result.status.rawValue),
        "content": .string(result.content), "data": result.data ?? .null,
        "summary": .string(result.summary), "duration_ms": .integer(result.durationMs),
        "error": result.error.map(error) ?? .null,
      ]
    case .toolUseSummary(let summary):
      return [
        "type": "tool_use_summary", "summary": .string(summary.summary),
        "tool_use_ids": strings(summary.toolUseIDs),
      ]
    case .taskStarted(let task):
      return [
        "type": "task_started", "task_id": .string(task.taskID),
        "description": .string(task.description), "tool_use_ids": strings(task.toolUseIDs),
      ]
    case .taskProgress(let task):
      return [
        "type": "task_progress", "task_id": .string(task.taskID),
        "completed": .integer(task.completed), "total": .integer(task.total),
        "last_tool_use_id": .string(task.lastToolUseID),
      ]
    case .hookStarted(let hook):
      return [
        "type": "hook_started", "hook": .string(hook.hookName),
        "event": .string(hook.event.rawValue),
        "tool_use_id": .string(hook.toolUseID),
      ]
    case .hookProgress(let hook):
      return [
        "type": "hook_progress", "hook": .string(hook.hookName),
        "tool_use_id": .string(hook.toolUseID), "output": .string(hook.output),
      ]
    case .hookResponse(let hook):
      return [
        "type": "hook_response", "hook": .string(hook.hookName),
        "event": .string(hook.event.rawValue),
        "tool_use_id": .string(hook.toolUseID), "blocked": .bool(hook.outcome.blocked),
        "exit_code": hook.outcome.exitCode.map { .integer(Int($0)) } ?? .null,
        "output": .string(hook.outcome.output),
      ]
    case .authStatus(let change):
      return [
        "type": "auth_status", "capability": .string(change.capability),
        "previous": .string(change.previous.rawValue), "status": .string(change.status.rawValue),
      ]
    case .filesPersisted(let files):
      return [
        "type": "files_persisted", "tool_use_id": .string(files.toolUseID),
        "paths": strings(files.paths),
      ]
    case .localCommandOutput(let output):
      return [
        "type": "local_command_output", "command": .string(output.command),
        "output": .string(output.output), "tool_use_id": optional(output.toolUseID),
        "stream": optional(output.stream),
      ]
    case .promptSuggestion(let suggestions):
      return ["type": "prompt_suggestion", "suggestions": strings(suggestions)]
    case .result(let result):
      return [
        "type": "result", "subtype": .string(result.subtype.rawValue), "text": .string(result.text),
        "num_turns": .integer(result.numTurns), "duration_ms": .integer(result.durationMs),
        "usage": usage(result.usage),
        "total_cost_usd": result.totalCostUSD.map(JSONValue.number) ?? .null,
        "error": result.error.map(error) ?? .null,
      ]
    case .stage(let stage):
      return encodeStage(stage)
    case .permissionRequest(let request):
      return [
        "type": "permission_request", "request_id": .string(request.requestID),
        "kind": .string(request.kind.rawValue), "tool_use_id": .string(request.toolUseID),
        "skill": .string(request.skill.id), "display_name": .string(request.skill.displayName),
        "level": .string(request.skill.permissionLevel.rawValue), "input": request.input,
        "capability": optional(request.capability), "summary": .string(request.summary),
        "reason": .string(request.reason), "suggested_rule": .string(request.suggestedRule),
        "errors": .object(request.errors.mapValues(JSONValue.string)),
        "options": strings(request.options.map(\.rawValue)),
        "preview": request.preview.map(preview) ?? .null,
      ]
    case .permissionDecision(let decision):
      return [
        "type": "permission_decision", "tool_use_id": .string(decision.toolUseID),
        "skill": .string(decision.skillID), "request_id": optional(decision.requestID),
        "decision": .string(decision.decision.rawValue), "reason": .string(decision.reason),
        "decided_by": .string(decision.decidedBy.rawValue), "rule": optional(decision.rule),
      ]
    case .inputRequest(let request):
      return [
        "type": "input_request", "request_id": .string(request.requestID),
        "tool_use_id": .string(request.toolUseID), "skill": .string(request.skill.id),
        "fields": .array(request.fields.map(field)), "input": request.input,
        "errors": .object(request.errors.mapValues(JSONValue.string)),
        "message": request.message.map(JSONValue.string) ?? .null,
      ]
    }
  }

  /// `{code, message, fix}`.
  public static func error(_ explanation: ErrorExplanation) -> JSONValue {
    [
      "code": .string(explanation.code), "message": .string(explanation.message),
      "fix": .string(explanation.fix),
    ]
  }

  private static func usage(_ usage: TokenUsage) -> JSONValue {
    [
      "input_tokens": .integer(usage.inputTokens), "output_tokens": .integer(usage.outputTokens),
      "cache_creation_input_tokens": .integer(usage.cacheCreationInputTokens),
      "cache_read_input_tokens": .integer(usage.cacheReadInputTokens),
    ]
  }

  /// A change shown before it is approved: `diff` (unified), `added` / `removed` line counts.
  private static func preview(_ preview: SkillPreview) -> JSONValue {
    [
      "path": .string(preview.path), "diff": .string(preview.diff),
      "added": .integer(preview.added), "removed": .integer(preview.removed),
      "basis": .string(preview.basis), "truncated": .bool(preview.truncated),
    ]
  }

  private static func optional(_ text: String?) -> JSONValue {
    text.map(JSONValue.string) ?? .null
  }

  private static func strings(_ values: [String]) -> JSONValue {
    .array(values.map(JSONValue.string))
  }
}
