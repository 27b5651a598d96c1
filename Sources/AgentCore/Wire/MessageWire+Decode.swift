import Foundation
import SkillKit

extension MessageWire {
  /// The message a wire object stands for, or nil for an unknown or malformed one.
  ///
  /// Lossless for what history needs (user messages, assistant turns with their tool calls,
  /// tool results, results); prompts come back with a descriptor holding only what the wire
  /// carries (id, display name, level).
  /// The message a wire object stands for, or nil when it is not one (an unknown type).
  public static func decode(_ json: JSONValue) -> AgentMessage? {
    decode(fields: TreeFields(json))
  }

  /// `decode`, reading the members of a stored object where they lie (no dictionary); nil
  /// when it is not a message. A member that could not be read as the tree reads it (never
  /// seen: the object was checked as `JSONValue.parse` checks it) sends the object through
  /// the tree, so the answer is always the tree's; bytes the tree cannot read either throw what
  /// `JSONValue.parse` throws.
  public static func decode(_ object: JSONObjectBytes) throws -> AgentMessage? {
    var failed = false
    let message = withUnsafeMutablePointer(to: &failed) { flag in
      decode(fields: ByteFields(object, failed: flag))
    }
    guard failed else { return message }
    return decode(try JSONValue.parse(bytes: object.bytes))
  }

  static func decode<Reader: WireFields>(fields reader: Reader) -> AgentMessage? {
    let type = reader.string("type")
    switch type {
    case "user_message": return .userMessage(reader.string("text"))
    case "system":
      var notice = SystemNotice(
        subtype: reader.string("subtype"), message: reader.string("message"),
        model: reader.optionalString("model"), skills: reader.strings("skills"))
      notice.added = reader.strings("added")
      notice.removed = reader.strings("removed")
      notice.updated = reader.strings("updated")
      return .system(notice)
    case "partial_message": return .partialMessage(reader.string("text"))
    case "thinking": return .thinking(reader.string("text"))
    case "assistant":
      let calls = (reader["tool_calls"]?.arrayValue ?? []).map { call in
        ToolCall(
          id: call["id"]?.stringValue ?? "", name: call["name"]?.stringValue ?? "",
          input: call["input"] ?? .object([:]))
      }
      return .assistant(
        AssistantTurn(
          text: reader.string("text"), toolCalls: calls, model: reader.string("model"),
          stopReason: reader.optionalString("stop_reason").flatMap(StopReason.init(rawValue:)),
          usage: usage(reader.object("usage")), costUSD: reader.double("cost_usd")))
    case "tool_use":
      return .toolUse(
        ToolUse(
          id: reader.string("id"), skillID: reader.string("name"),
          displayName: reader.optionalString("display_name"), input: reader["input"] ?? .object([:])
        ))
    case "tool_progress":
      return .toolProgress(
        ToolProgress(
          toolUseID: reader.string("tool_use_id"), skillID: reader.string("name"),
          step: reader.optionalString("step"), fraction: reader.double("fraction"),
          log: reader.optionalString("log"),
          elapsedSeconds: reader.double("elapsed_seconds") ?? 0))
    case "tool_result":
      guard let status = ToolResultStatus(rawValue: reader.string("status")) else { return nil }
      return .toolResult(
        ToolResultEvent(
          toolUseID: reader.string("tool_use_id"), skillID: reader.string("name"), status: status,
          content: reader.string("content"), data: nonNull(reader["data"]),
          summary: reader.string("summary"), durationMs: reader.int("duration_ms") ?? 0,
          error: explanation(reader["error"])))
    case "tool_use_summary":
      return .toolUseSummary(
        ToolUseSummary(
          summary: reader.string("summary"), toolUseIDs: reader.strings("tool_use_ids")))
    case "task_started":
      return .taskStarted(
        TaskStarted(
          taskID: reader.string("task_id"), description: reader.string("description"),
          toolUseIDs: reader.strings("tool_use_ids")))
    case "task_progress":
      return .taskProgress(
        TaskProgress(
          taskID: reader.string("task_id"), completed: reader.int("completed") ?? 0,
          total: reader.int("total") ?? 0, lastToolUseID: reader.string("last_tool_use_id")))
    default:
      return decodeNotice(type, fields: reader)
    }
  }

  /// The hook, authorization, file, output, result and prompt events (`decode` reads the rest).
  private static func decodeNotice<Reader: WireFields>(_ type: String, fields reader: Reader)
    -> AgentMessage?
  {
    switch type {
    case "hook_started":
      guard let event = HookEvent(rawValue: reader.string("event")) else { return nil }
      return .hookStarted(
        HookStarted(
          hookName: reader.string("hook"), event: event, toolUseID: reader.string("tool_use_id")))
    case "hook_progress":
      return .hookProgress(
        HookProgress(
          hookName: reader.string("hook"), toolUseID: reader.string("tool_use_id"),
          output: reader.string("output")))
    case "hook_response":
      guard let event = HookEvent(rawValue: reader.string("event")) else { return nil }
      let outcome = HookOutcome(
        blocked: reader["blocked"]?.boolValue ?? false,
        exitCode: reader.int("exit_code").flatMap(Int32.init(exactly:)),
        output: reader.string("output"))
      return .hookResponse(
        HookResponse(
          hookName: reader.string("hook"), event: event, toolUseID: reader.string("tool_use_id"),
          outcome: outcome))
    case "auth_status":
      guard let previous = AuthorizationStatus(rawValue: reader.string("previous")),
        let status = AuthorizationStatus(rawValue: reader.string("status"))
      else { return nil }
      return .authStatus(
        AuthStatusChange(
          capability: reader.string("capability"), previous: previous, status: status))
    case "files_persisted":
      return .filesPersisted(
        FilesPersisted(toolUseID: reader.string("tool_use_id"), paths: reader.strings("paths")))
    case "local_command_output":
      return .localCommandOutput(
        LocalCommandOutput(
          command: reader.string("command"), output: reader.string("output"),
          toolUseID: reader.optionalString("tool_use_id"), stream: reader.optionalString("stream")))
    case "prompt_suggestion": return .promptSuggestion(reader.strings("suggestions"))
    case "result":
      guard let subtype = RunResult.Subtype(rawValue: reader.string("subtype")) else { return nil }
      return .result(
        RunResult(
          subtype: subtype, text: reader.string("text"),
          numTurns: reader.int("num_turns") ?? 0,
          durationMs: reader.int("duration_ms") ?? 0, usage: usage(reader.object("usage")),
          totalCostUSD: reader.double("total_cost_usd"), error: explanation(reader["error"])))
    case "permission_request":
      guard let kind = PermissionRequestKind(rawValue: reader.string("kind")) else { return nil }
      return .permissionRequest(
        PermissionRequest(
          requestID: reader.string("request_id"), kind: kind,
          toolUseID: reader.string("tool_use_id"),
          skill: skill(reader), input: reader["input"] ?? .object([:]),
          capability: reader.optionalString("capability"), summary: reader.string("summary"),
          reason: reader.string("reason"), suggestedRule: reader.optionalString("suggested_rule"),
          errors: reader["errors"]?.objectValue?.compactMapValues(\.stringValue) ?? [:],
          preview: preview(reader["preview"])))
    case "permission_decision":
      guard let decision = PermissionDecision(rawValue: reader.string("decision")),
        let step = DecisionStep(rawValue: reader.string("decided_by"))
      else { return nil }
      return .permissionDecision(
        PermissionDecisionEvent(
          toolUseID: reader.string("tool_use_id"), skillID: reader.string("skill"),
          requestID: reader.optionalString("request_id"), decision: decision, decidedBy: step,
          reason: reader.string("reason"), rule: reader.optionalString("rule")))
    case "input_request":
      let fields = (reader["fields"]?.arrayValue ?? []).compactMap(field(from:))
      return .inputRequest(
        InputRequest(
          requestID: reader.string("request_id"), toolUseID: reader.string("tool_use_id"),
          skill: skill(reader), fields: fields, input: reader["input"] ?? .object([:]),
          errors: reader["errors"]?.objectValue?.compactMapValues(\.stringValue) ?? [:]))
    default:
      return nil
    }
  }

  /// The value unless it is absent or JSON null (`nil` alone would be `JSONValue.null`).
  private static func preview(_ json: JSONValue?) -> SkillPreview? {
    guard let json = nonNull(json), let diff = json["diff"]?.stringValue else { return nil }
    return SkillPreview(
      path: json["path"]?.stringValue ?? "", diff: diff, added: json["added"]?.intValue ?? 0,
      removed: json["removed"]?.intValue ?? 0, basis: json["basis"]?.stringValue ?? "",
      truncated: json["truncated"]?.boolValue ?? false)
  }

  private static func sandbox(_ json: JSONValue?) -> SandboxPolicy? {
    guard let json = nonNull(json),
      let mode = json["mode"]?.stringValue.flatMap(SandboxPolicy.Mode.init(rawValue:))
    else { return nil }
    return SandboxPolicy(
      mode: mode, network: json["network"]?.boolValue ?? false,
      writable: json["write"]?.arrayValue?.compactMap(\.stringValue) ?? [],
      readable: json["read"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  private static func nonNull(_ value: JSONValue?) -> JSONValue? {
    guard let value, value != .null else { return Optional<JSONValue>.none }
    return value
  }

  private static func usage<Reader: WireFields>(_ json: Reader?) -> TokenUsage {
    TokenUsage(
      inputTokens: json?.int("input_tokens") ?? 0,
      outputTokens: json?.int("output_tokens") ?? 0,
      cacheCreationInputTokens: json?.int("cache_creation_input_tokens") ?? 0,
      cacheReadInputTokens: json?.int("cache_read_input_tokens") ?? 0)
  }

  static func explanation(_ json: JSONValue?) -> ErrorExplanation? {
    guard let json, let code = json["code"]?.stringValue else { return nil }
    return ErrorExplanation(
      code: code, message: json["message"]?.stringValue ?? "", fix: json["fix"]?.stringValue ?? "")
  }

  private static func skill<Reader: WireFields>(_ reader: Reader) -> SkillDescriptor {
    let id = reader.string("skill")
    return SkillDescriptor(
      id: id, displayName: reader.optionalString("display_name") ?? id, description: "",
      permissionLevel: PermissionLevel(rawValue: reader.string("level")) ?? .normal)
  }

  private static func field(from json: JSONValue) -> InputField? {
    guard let name = json["name"]?.stringValue,
      let type = json["type"]?.stringValue.flatMap(InputField.FieldType.init(rawValue:))
    else { return nil }
    var field = InputField(
      name: name, type: type, required: json["required"]?.boolValue ?? false,
      description: json["description"]?.stringValue ?? "",
      enumValues: json["enum"]?.arrayValue?.compactMap(\.stringValue) ?? [],
      defaultValue: nonNull(json["default"]))
    // A schema that does not parse is left out: the field's flat form still stands.
    if let schema = json["schema"], let parsed = try? JSONSchema.parse(schema) {
      field.declaredSchema = parsed.schema
      field.minimum = parsed.schema.minimum
      field.maximum = parsed.schema.maximum
      field.itemType = parsed.schema.items.map(InputField.fieldType(of:))
    }
    return field
  }
}

/// Reads typed members of a wire object, with empty defaults: from a parsed tree or from the
/// stored bytes, by the same decoding code.
protocol WireFields {
  subscript(key: StaticString) -> JSONValue? { get }
  /// Member `key` when it is an object, read the same way.
  func object(_ key: StaticString) -> Self?
  func string(_ key: StaticString) -> String
  func optionalString(_ key: StaticString) -> String?
  func strings(_ key: StaticString) -> [String]
  /// Member `key` as `self[key]?.intValue` reads it.
  func int(_ key: StaticString) -> Int?
  /// Member `key` as `self[key]?.doubleValue` reads it.
  func double(_ key: StaticString) -> Double?
}

/// Members of a parsed object.
private struct TreeFields: WireFields {
  /// The object's members, taken out once (each `JSONValue` subscript copies them out again).
  let members: [String: JSONValue]

  init(_ json: JSONValue) {
    members = json.objectValue ?? [:]
  }

  subscript(key: StaticString) -> JSONValue? { members[key.description] }
  func object(_ key: StaticString) -> TreeFields? {
    guard let value = members[key.description], value.objectValue != nil else { return nil }
    return TreeFields(value)
  }
  func string(_ key: StaticString) -> String { members[key.description]?.stringValue ?? "" }
  func optionalString(_ key: StaticString) -> String? { members[key.description]?.stringValue }
  func strings(_ key: StaticString) -> [String] {
    members[key.description]?.arrayValue?.compactMap(\.stringValue) ?? []
  }
  func int(_ key: StaticString) -> Int? { members[key.description]?.intValue }
  func double(_ key: StaticString) -> Double? { members[key.description]?.doubleValue }
}

/// Members of an object read where it lies; a member that cannot be read sets `failed` (a
/// flag of the caller's, which outlives every use: no allocation per object).
private struct ByteFields: WireFields {
  let object: JSONObjectBytes
  let failed: UnsafeMutablePointer<Bool>

  init(_ object: JSONObjectBytes, failed: UnsafeMutablePointer<Bool>) {
    self.object = object
    self.failed = failed
  }

  func object(_ key: StaticString) -> ByteFields? {
    do {
      return try object.object(key).map { ByteFields($0, failed: failed) }
    } catch {
      failed.pointee = true
      return nil
    }
  }

  subscript(key: StaticString) -> JSONValue? {
    do {
      return try object.value(key)
    } catch {
      failed.pointee = true
      return nil
    }
  }

  func string(_ key: StaticString) -> String { optionalString(key) ?? "" }

  func optionalString(_ key: StaticString) -> String? {
    do {
      return try object.string(key)
    } catch {
      failed.pointee = true
      return nil
    }
  }

  func strings(_ key: StaticString) -> [String] {
    self[key]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  func int(_ key: StaticString) -> Int? {
    do {
      return try object.int(key)
    } catch {
      failed.pointee = true
      return nil
    }
  }

  func double(_ key: StaticString) -> Double? {
    do {
      return try object.double(key)
    } catch {
      failed.pointee = true
      return nil
    }
  }
}
