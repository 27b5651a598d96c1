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
      text(bytes: bytes).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// `text`, on the chunk's bytes: the text's bytes as they lie (not checked to be UTF-8).
  static func text(bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    var reader = JSONByteReader(bytes: bytes)
    guard let text = reader.openAITextChunk(), reader.atEnd() else { return nil }
    return text
  }

}

extension JSONByteReader {
  /// See `OpenAITextChunk.text`.
  mutating func openAITextChunk() -> UnsafeBufferPointer<UInt8>? {
    var text: UnsafeBufferPointer<UInt8>?
    var seen: UInt8 = 0  // a bit per key: no array per chunk
    func once(_ key: Int) -> Bool {
      let bit: UInt8 = 1 << key
      guard seen & bit == 0 else { return false }
      seen |= bit
      return true
    }
    let read = members { reader, key in
      if key.equals("choices") {
        guard once(0), reader.expect(0x5B) else { return false }
        let choice = reader.members { reader, key in
          if key.equals("delta") {
            guard once(1) else { return false }
            return reader.members { reader, key in
              if key.equals("content") {
                guard once(2) else { return false }
                if reader.null() { return true }
                guard let content = reader.plainString() else { return false }
                text = content
                return true
              }
              if key.equals("reasoning_content")
                || key.equals("tool_calls")
              {
                return reader.null()
              }
              return reader.skipValue()
            }
          }
          if key.equals("finish_reason") { return once(3) && reader.null() }
          return reader.skipValue()
        }
        return choice && reader.expect(0x5D)
      }
      if key.equals("usage") { return once(4) && reader.null() }
      if key.equals("error") { return false }
      return reader.skipValue()
    }
    guard read, let text else { return nil }
    return text
  }
}
