#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Reads JSON where it lies in memory, for the decoders' tree-free paths: each method reads
/// one token or value after optional white space and says whether it was there. It accepts
/// strictly less than `JSONValue.parse` does (no escapes in strings, nesting at most 16 deep),
/// so whatever it reads the tree would read the same way; anything else sends the caller to
/// the tree.
struct JSONByteReader {
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

  mutating func null() -> Bool { expect(Self.nullWord) }

  /// Exactly `bytes` here, with no white space before or inside them.
  mutating func literal(_ expected: [UInt8]) -> Bool {
    guard bytes.count - index >= expected.count else { return false }
    let matches = expected.withUnsafeBufferPointer { wanted in
      memcmp(bytes.baseAddress! + index, wanted.baseAddress!, wanted.count) == 0
    }
    if matches { index += expected.count }
    return matches
  }

  /// Each of `tokens` in turn, white space allowed between them.
  mutating func tokens(_ tokens: [[UInt8]]) -> Bool {
    for token in tokens where !expect(token) { return false }
    return true
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
    case 0x74: return expect(Self.trueWord)
    case 0x66: return expect(Self.falseWord)
    case 0x6E: return expect(Self.nullWord)
    default: return number()
    }
  }

  static let trueWord = Array("true".utf8)
  static let falseWord = Array("false".utf8)
  static let nullWord = Array("null".utf8)

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
  mutating func members(_ member: (inout Self, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
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

  /// The bytes of `token` (after white space).
  mutating func expect(_ token: [UInt8]) -> Bool {
    space()
    guard UnsafeBufferPointer(rebasing: bytes[index...]).starts(with: token) else { return false }
    index += token.count
    return true
  }

  /// A JSON integer of at most 9 digits, without a leading zero (after white space).
  mutating func smallInteger() -> Bool {
    space()
    let digits = index
    while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
    return index > digits && index - digits <= 9 && (bytes[digits] != 0x30 || index - digits == 1)
  }

  /// Whether only white space is left.
  mutating func atEnd() -> Bool {
    space()
    return index == bytes.count
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether these bytes are exactly `literal`'s UTF-8 (a key compared with no array and no
  /// lazily made global in the way).
  func equals(_ literal: StaticString) -> Bool {
    guard count == literal.utf8CodeUnitCount else { return false }
    guard let base = baseAddress else { return true }
    return memcmp(base, literal.utf8Start, count) == 0
  }
}
