import AgentCore
import HTTPClient
import SkillKit

/// Maps Anthropic Messages stream events to model events.
///
/// message_start (usage), content_block_start / delta / stop (text_delta, input_json_delta,
/// thinking_delta), message_delta (stop_reason, usage), message_stop, ping, error.
public struct AnthropicDecoder: WireDecoder {
  let names: ToolNameCodec
  private var toolIDs: [Int: String] = [:]
  private var usage = TokenUsage()
  /// True once `message_stop` arrived.
  public private(set) var isComplete = false
  /// True when the stream ended as the protocol says it must.
  public var endedCleanly: Bool { isComplete }

  /// A decoder mapping tool names back to skill ids through `names`.
  public init(names: ToolNameCodec) {
    self.names = names
  }

  /// The model events one event of the Messages stream stands for (none for a ping); an `error`
  /// event or malformed data throws.
  public mutating func decode(_ event: SSEEvent) throws -> [ModelEvent] {
    if let text = Self.plainTextDelta(event.data) { return [.textDelta(text)] }
    return try decodeTree(event)
  }

  /// `decode`, with a text delta's text joined to `batch` as the bytes it arrived as.
  public mutating func decode(_ event: SSEEventBytes, into batch: inout DeltaCoalescer) throws {
    if let text = Self.plainTextDelta(bytes: event.data), DeltaCoalescer.isValidUTF8(text) {
      batch.addText(text)
      return
    }
    for modelEvent in try decodeTree(event.owned) { batch.add(modelEvent) }
  }

  /// The tokens of a text delta around its index and its text.
  private static let textDeltaHead = [
    "{", "\"type\"", ":", "\"content_block_delta\"", ",", "\"index\"", ":",
  ].map { Array($0.utf8) }
  private static let textDeltaMiddle = [
    ",", "\"delta\"", ":", "{", "\"type\"", ":", "\"text_delta\"", ",", "\"text\"", ":",
  ].map { Array($0.utf8) }

  /// The text of `{"type":"content_block_delta","index":N,"delta":{"type":"text_delta",
  /// "text":"…"}}` — the Messages API's keys in the Messages API's order, with any JSON white
  /// space between them — read without building a tree (most of a stream). Anything else —
  /// other key order, an escape or control character in the text, more members — is nil, and
  /// the general path reads it: the result is the same either way (tested), only cheaper here.
  static func plainTextDelta(_ data: String) -> String? {
    var data = data
    return data.withUTF8 { bytes -> String? in
      plainTextDelta(bytes: bytes).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// The head and middle exactly as the Messages API writes them, with no white space.
  private static let compactHead = Array(#"{"type":"content_block_delta","index":"#.utf8)
  private static let compactMiddle = Array(#","delta":{"type":"text_delta","text":"#.utf8)

  /// `plainTextDelta`, on the event's bytes: the text's bytes as they lie (not checked to be
  /// UTF-8). The compact form the API sends is matched as two runs of bytes; any other
  /// spacing token by token.
  static func plainTextDelta(bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    var reader = JSONByteReader(bytes: bytes)
    if reader.literal(compactHead) {
      guard reader.smallInteger(), reader.literal(compactMiddle) || reader.tokens(textDeltaMiddle)
      else { return nil }
    } else {
      guard reader.tokens(textDeltaHead), reader.smallInteger(), reader.tokens(textDeltaMiddle)
      else { return nil }
    }
    guard let text = reader.plainString(), reader.expect(0x7D), reader.expect(0x7D),
      reader.atEnd()
    else { return nil }
    return text
  }

  /// `decode` through the whole JSON tree (every event the fast path does not take).
  mutating func decodeTree(_ event: SSEEvent) throws -> [ModelEvent] {
    guard let json = try? JSONValue.parse(event.data) else {
      if event.event == "ping" { return [] }
      throw AgentError.providerError(
        type: "invalid_event", message: "event \(event.event) is not JSON: \(event.data.prefix(80))"
      )
    }
    let type = json["type"]?.stringValue ?? event.event
    switch type {
    case "message_start":
      read(json["message"]?["usage"])
      return [.usage(usage)]
    case "content_block_start":
      guard let index = json["index"]?.intValue, let block = json["content_block"] else {
        return []
      }
      if block["type"] == "tool_use", let id = block["id"]?.stringValue,
        let name = block["name"]?.stringValue
      {
        toolIDs[index] = id
        return [.toolCallStart(id: id, name: names.skillID(for: name))]
      }
      if block["type"] == "text", let text = block["text"]?.stringValue, !text.isEmpty {
        return [.textDelta(text)]
      }
      return []
    case "content_block_delta":
      let delta = json["delta"]
      switch delta?["type"]?.stringValue {
      case "text_delta":
        return (delta?["text"]?.stringValue).map { [.textDelta($0)] } ?? []
      case "thinking_delta":
        return (delta?["thinking"]?.stringValue).map { [.thinkingDelta($0)] } ?? []
      case "input_json_delta":
        guard let index = json["index"]?.intValue, let id = toolIDs[index],
          let fragment = delta?["partial_json"]?.stringValue
        else { return [] }
        return [.toolCallArgumentsDelta(id: id, fragment: fragment)]
      default:
        return []
      }
    case "content_block_stop":
      guard let index = json["index"]?.intValue, let id = toolIDs[index] else { return [] }
      return [.toolCallEnd(id: id)]
    case "message_delta":
      read(json["usage"])
      var events: [ModelEvent] = [.usage(usage)]
      if let reason = json["delta"]?["stop_reason"]?.stringValue {
        events.append(.stop(Self.stopReason(reason)))
      }
      return events
    case "message_stop":
      isComplete = true
      return []
    case "error":
      let error = json["error"]
      throw AgentError.providerError(
        type: error?["type"]?.stringValue ?? "error",
        message: error?["message"]?.stringValue ?? event.data)
    default:
      return []
    }
  }

  private mutating func read(_ value: JSONValue?) {
    guard let value else { return }
    if let tokens = value["input_tokens"]?.intValue { usage.inputTokens = tokens }
    if let tokens = value["output_tokens"]?.intValue { usage.outputTokens = tokens }
    if let tokens = value["cache_creation_input_tokens"]?.intValue {
      usage.cacheCreationInputTokens = tokens
    }
    if let tokens = value["cache_read_input_tokens"]?.intValue {
      usage.cacheReadInputTokens = tokens
    }
  }

  /// A whole Messages API response: content blocks, usage, stop reason.
  public func decodeComplete(_ message: JSONValue) throws -> [ModelEvent] {
    if message["type"] == "error" {
      throw AgentError.providerError(
        type: message["error"]?["type"]?.stringValue ?? "error",
        message: message["error"]?["message"]?.stringValue ?? message.jsonString)
    }
    var events: [ModelEvent] = []
    for block in message["content"]?.arrayValue ?? [] {
      switch block["type"]?.stringValue {
      case "text": events.append(.textDelta(block["text"]?.stringValue ?? ""))
      case "thinking": events.append(.thinkingDelta(block["thinking"]?.stringValue ?? ""))
      case "tool_use":
        let id = block["id"]?.stringValue ?? "toolu_\(events.count)"
        events.append(
          .toolCallStart(id: id, name: names.skillID(for: block["name"]?.stringValue ?? "")))
        events.append(
          .toolCallArgumentsDelta(id: id, fragment: (block["input"] ?? .object([:])).jsonString))
        events.append(.toolCallEnd(id: id))
      default: break
      }
    }
    let usage = message["usage"]
    events.append(
      .usage(
        TokenUsage(
          inputTokens: usage?["input_tokens"]?.intValue ?? 0,
          outputTokens: usage?["output_tokens"]?.intValue ?? 0,
          cacheCreationInputTokens: usage?["cache_creation_input_tokens"]?.intValue ?? 0,
          cacheReadInputTokens: usage?["cache_read_input_tokens"]?.intValue ?? 0)))
    events.append(.stop(Self.stopReason(message["stop_reason"]?.stringValue ?? "end_turn")))
    return events
  }

  static func stopReason(_ text: String) -> StopReason {
    switch text {
    case "tool_use": return .toolUse
    case "max_tokens": return .maxTokens
    case "stop_sequence": return .stopSequence
    default: return .endTurn
    }
  }
}
