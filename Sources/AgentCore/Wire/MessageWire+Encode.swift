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

  /// Writes the members of `message`'s object, keys ascending.
  public static func write<Writer: JSONObjectWriter>(
    _ message: AgentMessage, into w: inout Writer
  ) {
    switch message {
    case .userMessage(let text):
      w.write("text", text)
      w.write("type", "user_message")
    case .system(let notice): members(of: notice, into: &w)
    case .partialMessage(let text):
      w.write("text", text)
      w.write("type", "partial_message")
    case .thinking(let text):
      w.write("text", text)
      w.write("type", "thinking")
    case .assistant(let turn): members(of: turn, into: &w)
    case .toolUse(let use): members(of: use, into: &w)
    case .toolProgress(let progress): members(of: progress, into: &w)
    case .toolResult(let result): members(of: result, into: &w)
    case .toolUseSummary(let summary): members(of: summary, into: &w)
    case .taskStarted(let task): members(of: task, into: &w)
    case .taskProgress(let task): members(of: task, into: &w)
    case .hookStarted(let hook): members(of: hook, into: &w)
    case .hookProgress(let hook): members(of: hook, into: &w)
    case .hookResponse(let hook): members(of: hook, into: &w)
    case .authStatus(let change): members(of: change, into: &w)
    case .filesPersisted(let files): members(of: files, into: &w)
    case .localCommandOutput(let output): members(of: output, into: &w)
    case .promptSuggestion(let suggestions):
      w.write("suggestions", strings: suggestions)
      w.write("type", "prompt_suggestion")
    case .result(let result): members(of: result, into: &w)
    case .stage(let stage):
      writeStage(stage, into: &w)
    case .permissionRequest(let request): members(of: request, into: &w)
    case .permissionDecision(let decision): members(of: decision, into: &w)
    case .inputRequest(let request): members(of: request, into: &w)
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

  static func usage<Writer: JSONObjectWriter>(_ usage: TokenUsage, into w: inout Writer) {
    w.write("cache_creation_input_tokens", usage.cacheCreationInputTokens)
    w.write("cache_read_input_tokens", usage.cacheReadInputTokens)
    w.write("input_tokens", usage.inputTokens)
    w.write("output_tokens", usage.outputTokens)
  }

  /// The sandbox a call's process runs in: `mode`, `network`, what it may `write` and `read`
  /// beyond the system's folders, and `summary` (for a person).
  static func sandbox<Writer: JSONObjectWriter>(
    _ policy: SandboxPolicy, into w: inout Writer
  ) {
    w.write("mode", policy.mode.rawValue)
    w.write("network", policy.network)
    w.write("read", strings: policy.readable)
    w.write("summary", SandboxWords.reach(policy, in: .english))
    w.write("write", strings: policy.writable)
  }

  /// A change shown before it is approved: `diff` (unified), `added` / `removed` line counts.
  static func preview<Writer: JSONObjectWriter>(
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
