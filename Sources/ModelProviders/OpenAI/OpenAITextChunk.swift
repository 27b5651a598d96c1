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
      var reader = Reader(bytes: bytes)
      guard let text = reader.chunk() else { return nil }
      reader.space()
      return reader.index == bytes.count ? text : nil
    }
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func space() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
      {
        index += 1
      }
    }

    mutating func expect(_ byte: UInt8) -> Bool {
      space()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// A string without escapes or control characters: its bytes.
    mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
      space()
      guard index < bytes.count, bytes[index] == 0x22 else { return nil }
      index += 1
      let start = index
      while index < bytes.count, bytes[index] != 0x22 {
        if bytes[index] == 0x5C || bytes[index] < 0x20 { return nil }
        index += 1
      }
      guard index < bytes.count else { return nil }
      defer { index += 1 }
      return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    mutating func null() -> Bool {
      space()
      return literal(Self.nullWord)
    }

    /// Skips one well-formed value (strings without escapes, nesting at most 16 deep).
    mutating func skipValue(depth: Int = 0) -> Bool {
      guard depth < 16 else { return false }
      space()
      guard index < bytes.count else { return false }
      switch bytes[index] {
      case 0x22: return plainString() != nil
      case 0x7B:
        index += 1
        space()
        if index < bytes.count, bytes[index] == 0x7D {
          index += 1
          return true
        }
        repeat {
          guard plainString() != nil, expect(0x3A), skipValue(depth: depth + 1) else {
            return false
          }
        } while expect(0x2C)
        return expect(0x7D)
      case 0x5B:
        index += 1
        space()
        if index < bytes.count, bytes[index] == 0x5D {
          index += 1
          return true
        }
        repeat {
          guard skipValue(depth: depth + 1) else { return false }
        } while expect(0x2C)
        return expect(0x5D)
      case 0x74: return literal(Self.trueWord)
      case 0x66: return literal(Self.falseWord)
      case 0x6E: return literal(Self.nullWord)
      default: return number()
      }
    }

    static let trueWord = Array("true".utf8)
    static let falseWord = Array("false".utf8)
    static let nullWord = Array("null".utf8)

    mutating func literal(_ word: [UInt8]) -> Bool {
      guard UnsafeBufferPointer(rebasing: bytes[index...]).starts(with: word) else { return false }
      index += word.count
      return true
    }

    /// A JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    mutating func number() -> Bool {
      func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        return index - start
      }
      if index < bytes.count, bytes[index] == 0x2D { index += 1 }
      guard index < bytes.count else { return false }
      if bytes[index] == 0x30 {
        index += 1
      } else if digits() == 0 {
        return false
      }
      if index < bytes.count, bytes[index] == 0x2E {
        index += 1
        guard digits() > 0 else { return false }
      }
      if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
        index += 1
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        guard digits() > 0 else { return false }
      }
      return true
    }

    /// The members of an object: `member` reads each value after its key; false ends reading.
    mutating func members(_ member: (inout Reader, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
      guard expect(0x7B) else { return false }
      space()
      if index < bytes.count, bytes[index] == 0x7D {
        index += 1
        return true
      }
      repeat {
        guard let key = plainString(), expect(0x3A), member(&self, key) else { return false }
      } while expect(0x2C)
      return expect(0x7D)
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

    mutating func chunk() -> String? {
      var text: String?
      var seen: [Bool] = Array(repeating: false, count: 8)
      func once(_ key: Int) -> Bool {
        guard !seen[key] else { return false }
        seen[key] = true
        return true
      }
      let read = members { reader, key in
        if key.elementsEqual(Self.choices) {
          guard once(0), reader.expect(0x5B) else { return false }
          let choice = reader.members { reader, key in
            if key.elementsEqual(Self.delta) {
              guard once(1) else { return false }
              return reader.members { reader, key in
                if key.elementsEqual(Self.content) {
                  guard once(2) else { return false }
                  if reader.null() { return true }
                  guard let content = reader.plainString() else { return false }
                  text = String(decoding: content, as: UTF8.self)
                  return true
                }
                if key.elementsEqual(Self.reasoning) || key.elementsEqual(Self.toolCalls) {
                  return reader.null()
                }
                return reader.skipValue()
              }
            }
            if key.elementsEqual(Self.finishReason) { return once(3) && reader.null() }
            return reader.skipValue()
          }
          return choice && reader.expect(0x5D)
        }
        if key.elementsEqual(Self.usage) { return once(4) && reader.null() }
        if key.elementsEqual(Self.error) { return false }
        return reader.skipValue()
      }
      guard read, let text else { return nil }
      return text
    }
  }
}
