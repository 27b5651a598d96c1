import AgentCore
import HTTPClient
import SkillKit

/// Maps OpenAI chat-completions chunks to model events.
///
/// `delta.content`, `delta.tool_calls` (index, id, function name and argument fragments —
/// several calls may interleave), `finish_reason`, `usage` (with `include_usage`), `[DONE]`.
public struct OpenAIDecoder: WireDecoder {
  let names: ToolNameCodec
  private var callIDs: [Int: String] = [:]
  private var openCalls: [Int] = []
  private var finished = false
  /// True once `[DONE]` arrived.
  public private(set) var isComplete = false
  /// Some servers close after `finish_reason` without `[DONE]`; the answer is whole.
  public var endedCleanly: Bool { isComplete || finished }

  /// A decoder mapping tool names back to skill ids through `names`.
  public init(names: ToolNameCodec) {
    self.names = names
  }

  /// The model events one chat-completion chunk stands for; `[DONE]` ends the stream, and an
  /// error body or malformed data throws.
  public mutating func decode(_ event: SSEEvent) throws -> [ModelEvent] {
    let data = Self.trimmed(event.data)
    if data == "[DONE]" {
      isComplete = true
      if finished { return [] }
      let hadCalls = !openCalls.isEmpty
      return closeCalls() + [.stop(hadCalls ? .toolUse : .endTurn)]
    }
    if let text = OpenAITextChunk.text(data) { return text.isEmpty ? [] : [.textDelta(text)] }
    return try decodeTree(data)
  }

  /// `decode`, with a text chunk's text joined to `batch` as the bytes it arrived as.
  public mutating func decode(_ event: SSEEventBytes, into batch: inout DeltaCoalescer) throws {
    if let text = OpenAITextChunk.text(bytes: Self.trimmed(bytes: event.data)),
      DeltaCoalescer.isValidUTF8(text)
    {
      if !text.isEmpty { batch.addText(text) }
      return
    }
    for modelEvent in try decode(event.owned) { batch.add(modelEvent) }
  }

  /// `trimmed`, on bytes.
  static func trimmed(bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// `decode` through the whole JSON tree (every chunk `OpenAITextChunk` does not read).
  mutating func decodeTree(_ data: String) throws -> [ModelEvent] {
    guard let json = try? JSONValue.parse(data) else {
      throw AgentError.providerError(
        type: "invalid_chunk", message: "a chunk is not JSON: \(data.prefix(80))")
    }
    if let error = json["error"] {
      throw AgentError.providerError(
        type: error["type"]?.stringValue ?? error["code"]?.displayText ?? "error",
        message: error["message"]?.stringValue ?? data)
    }
    var events: [ModelEvent] = []
    if let usage = Self.usage(json["usage"]) { events.append(.usage(usage)) }
    for choice in json["choices"]?.arrayValue ?? [] {
      let delta = choice["delta"]
      if let text = delta?["content"]?.stringValue, !text.isEmpty {
        events.append(.textDelta(text))
      }
      if let reasoning = delta?["reasoning_content"]?.stringValue, !reasoning.isEmpty {
        events.append(.thinkingDelta(reasoning))
      }
      for call in delta?["tool_calls"]?.arrayValue ?? [] {
        events += toolCallEvents(call)
      }
      if let reason = choice["finish_reason"]?.stringValue {
        finished = true
        events += closeCalls()
        events.append(.stop(Self.stopReason(reason)))
      }
    }
    return events
  }

  /// `text` without the spaces and tabs around it — without Foundation's trimming, which
  /// copies every chunk through UTF-16 (most of the mapping's time before).
  static func trimmed(_ text: String) -> String {
    let utf8 = text.utf8
    guard let first = utf8.first, let last = utf8.last,
      first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
    else { return text }
    let start = utf8.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? utf8.endIndex
    guard start < utf8.endIndex else { return "" }
    let end = utf8.lastIndex { $0 != 0x20 && $0 != 0x09 } ?? start
    return String(text[start...end])
  }

  private mutating func toolCallEvents(_ call: JSONValue) -> [ModelEvent] {
    let index = call["index"]?.intValue ?? openCalls.last ?? 0
    var events: [ModelEvent] = []
    if callIDs[index] == nil {
      let id = call["id"]?.stringValue ?? "call_\(index)"
      let name = call["function"]?["name"]?.stringValue ?? ""
      callIDs[index] = id
      openCalls.append(index)
      events.append(.toolCallStart(id: id, name: names.skillID(for: name)))
    }
    if let id = callIDs[index], let fragment = call["function"]?["arguments"]?.stringValue,
      !fragment.isEmpty
    {
      events.append(.toolCallArgumentsDelta(id: id, fragment: fragment))
    }
    return events
  }

  /// A whole chat completion: the first choice's message, usage, finish reason.
  public func decodeComplete(_ completion: JSONValue) throws -> [ModelEvent] {
    if let error = completion["error"] {
      throw AgentError.providerError(
        type: error["type"]?.stringValue ?? "error",
        message: error["message"]?.stringValue ?? completion.jsonString)
    }
    let choice = completion["choices"]?.arrayValue?.first
    let message = choice?["message"]
    var events: [ModelEvent] = []
    if let text = message?["content"]?.stringValue, !text.isEmpty {
      events.append(.textDelta(text))
    }
    for (index, call) in (message?["tool_calls"]?.arrayValue ?? []).enumerated() {
      let id = call["id"]?.stringValue ?? "call_\(index)"
      events.append(
        .toolCallStart(
          id: id, name: names.skillID(for: call["function"]?["name"]?.stringValue ?? "")))
      events.append(
        .toolCallArgumentsDelta(
          id: id, fragment: call["function"]?["arguments"]?.stringValue ?? "{}"))
      events.append(.toolCallEnd(id: id))
    }
    if let usage = Self.usage(completion["usage"]) { events.append(.usage(usage)) }
    events.append(.stop(Self.stopReason(choice?["finish_reason"]?.stringValue ?? "stop")))
    return events
  }

  /// Token counts from a `usage` object; cached prompt tokens are counted apart.
  static func usage(_ value: JSONValue?) -> TokenUsage? {
    guard let usage = value, usage != .null else { return nil }
    let prompt = usage["prompt_tokens"]?.intValue ?? 0
    let cached = usage["prompt_tokens_details"]?["cached_tokens"]?.intValue ?? 0
    return TokenUsage(
      inputTokens: prompt - cached, outputTokens: usage["completion_tokens"]?.intValue ?? 0,
      cacheReadInputTokens: cached)
  }

  static func stopReason(_ reason: String) -> StopReason {
    switch reason {
    case "tool_calls", "function_call": return .toolUse
    case "length": return .maxTokens
    default: return .endTurn
    }
  }

  private mutating func closeCalls() -> [ModelEvent] {
    defer { openCalls = [] }
    return openCalls.compactMap { callIDs[$0].map { .toolCallEnd(id: $0) } }
  }
}
