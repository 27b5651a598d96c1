/// Reads the commonest OpenAI-compatible chunk — one choice whose delta carries text and
/// nothing the decoder acts on besides — without building a JSON tree.
///
/// Servers differ in which other members they send and in what order (`id`, `object`,
/// `created`, `model`, `system_fingerprint`, `logprobs`…): those are checked to be well-formed
/// JSON and skipped, as the tree path ignores them. Anything the decoder would act on or that
/// this reader does not fully check — a finish reason, usage, an error, tool calls, reasoning,
/// two choices, a key read twice, any backslash escape, deep nesting — returns nil, and the
/// tree path reads the chunk. Both paths give the same events (tested).
enum OpenAITextChunk {
  /// The chunk's text ("" when its delta has none); nil: read it through the tree.
  static func text(_ data: String) -> String? {
    var data = data
    return data.withUTF8 { bytes -> String? in
      var reader = JSONByteReader(bytes: bytes)
      guard let text = reader.openAITextChunk(), reader.atEnd() else { return nil }
      return text
    }
  }

  /// Keys the decoder acts on; each may appear once (a repeated one goes to the tree).
  static let choices = Array("choices".utf8)
  static let usage = Array("usage".utf8)
  static let error = Array("error".utf8)
  static let delta = Array("delta".utf8)
  static let finishReason = Array("finish_reason".utf8)
  static let content = Array("content".utf8)
  static let reasoning = Array("reasoning_content".utf8)
  static let toolCalls = Array("tool_calls".utf8)
}

extension JSONByteReader {
  /// See `OpenAITextChunk.text`.
  mutating func openAITextChunk() -> String? {
    var text: String?
    var seen: [Bool] = Array(repeating: false, count: 8)
    func once(_ key: Int) -> Bool {
      guard !seen[key] else { return false }
      seen[key] = true
      return true
    }
    let read = members { reader, key in
      if key.elementsEqual(OpenAITextChunk.choices) {
        guard once(0), reader.expect(0x5B) else { return false }
        let choice = reader.members { reader, key in
          if key.elementsEqual(OpenAITextChunk.delta) {
            guard once(1) else { return false }
            return reader.members { reader, key in
              if key.elementsEqual(OpenAITextChunk.content) {
                guard once(2) else { return false }
                if reader.null() { return true }
                guard let content = reader.plainString() else { return false }
                text = String(decoding: content, as: UTF8.self)
                return true
              }
              if key.elementsEqual(OpenAITextChunk.reasoning)
                || key.elementsEqual(OpenAITextChunk.toolCalls)
              {
                return reader.null()
              }
              return reader.skipValue()
            }
          }
          if key.elementsEqual(OpenAITextChunk.finishReason) { return once(3) && reader.null() }
          return reader.skipValue()
        }
        return choice && reader.expect(0x5D)
      }
      if key.elementsEqual(OpenAITextChunk.usage) { return once(4) && reader.null() }
      if key.elementsEqual(OpenAITextChunk.error) { return false }
      return reader.skipValue()
    }
    guard read, let text else { return nil }
    return text
  }
}
