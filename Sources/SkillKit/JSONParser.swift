/// Where one member of an object lies in its bytes: the key with its quotes, and the value.
struct JSONMember: Sendable {
  var key: Range<Int>
  /// The key holds an escape or a byte past ASCII: compare it decoded, not as bytes.
  var keyEscaped: Bool
  /// The value is a string holding an escape: read it through the parser, not as its bytes.
  var valueEscaped = false
  /// For a value that is an object indexed with its parent: how many of its members sit in
  /// the index right before this one; -1 when the value was not indexed.
  var children: Int32 = -1
  var value: Range<Int>
}

/// A fast, strict JSON parser over UTF-8 bytes into `JSONValue` (RFC 8259).
///
/// Integers that fit `Int` stay integers; nesting deeper than `maxDepth` is an error rather
/// than a stack overflow.
struct JSONParser {
  /// Malformed JSON, with the byte offset where reading stopped.
  struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "invalid JSON at byte \(offset): \(reason)" }
  }

  static let maxDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  static func parse<Bytes: Collection<UInt8>>(_ input: Bytes) throws -> JSONValue {
    let run: (UnsafeBufferPointer<UInt8>) throws -> JSONValue = { buffer in
      var parser = JSONParser(buffer)
      parser.skipWhitespace()
      let value = try parser.value(depth: 0)
      parser.skipWhitespace()
      guard parser.index == buffer.count else {
        throw parser.error("unexpected text after the value")
      }
      return value
    }
    if let result = try input.withContiguousStorageIfAvailable(run) { return result }
    return try Array(input).withUnsafeBufferPointer(run)
  }

  /// Checks `buffer` exactly as `parse` would — the same errors for the same input — and,
  /// when it holds an object, says where each of its members lies, in order; nil for a valid
  /// document that is not an object. Nothing is built but the index (and the odd escaped
  /// string or number text, checked by the very code `parse` uses).
  ///
  /// A member whose value is an object has that object's members indexed too, in the same
  /// pass, right before it (`JSONMember.children` says how many): reading a nested object
  /// (an event's `usage`) needs no second pass over its bytes.
  static func indexObject(_ buffer: UnsafeBufferPointer<UInt8>) throws -> [JSONMember]? {
    var parser = JSONParser(buffer)
    parser.skipWhitespace()
    var members: [JSONMember]?
    if parser.index < buffer.count, buffer[parser.index] == UInt8(ascii: "{") {
      var index: [JSONMember] = []
      index.reserveCapacity(16)
      try parser.objectIndex(into: &index, depth: 0)
      members = index
    } else {
      try parser.skipValue(depth: 0)
    }
    parser.skipWhitespace()
    guard parser.index == buffer.count else {
      throw parser.error("unexpected text after the value")
    }
    return members
  }

  /// `object(depth:)` at the top (depth 0) or one level down (depth 1), recording where the
  /// members lie instead of building them; the checks are `skipObject`'s, in its order.
  private mutating func objectIndex(into members: inout [JSONMember], depth: Int) throws {
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes")
      }
      let keyStart = index
      var escaped = try skipString()
      let key = keyStart..<index
      // A key that is not plain ASCII is compared as the tree compares it (decoded, so that
      // invalid UTF-8 is repaired and equal strings match).
      if !escaped { escaped = bytes[key].contains { $0 >= 0x80 } }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':'")
      }
      index += 1
      skipWhitespace()
      let valueStart = index
      var children: Int32 = -1
      var valueEscaped = false
      // `skipValue(depth: depth + 1)`, noting more on the way (depth + 1 < maxDepth).
      if depth == 0, index < bytes.count, bytes[index] == UInt8(ascii: "{") {
        // An object, indexed as it is stepped over.
        let before = members.count
        try objectIndex(into: &members, depth: 1)
        children = Int32(clamping: members.count - before)
      } else if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        valueEscaped = try skipString()
      } else {
        try skipValue(depth: depth + 1)
      }
      members.append(
        JSONMember(
          key: key, keyEscaped: escaped, valueEscaped: valueEscaped, children: children,
          value: valueStart..<index))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return
    }
  }

  /// The integer at `range` of `buffer` (a range `indexObject` gave), as
  /// `value(at:of:).intValue` reads it.
  static func integer(at range: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>) throws -> Int? {
    if buffer[range.lowerBound] == UInt8(ascii: "n") { return nil }
    if let integer = plainInteger(at: range, of: buffer) { return integer }
    return try value(at: range, of: buffer).intValue
  }

  /// The number at `range` of `buffer`, as `value(at:of:).doubleValue` reads it.
  static func double(at range: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>) throws
    -> Double?
  {
    if buffer[range.lowerBound] == UInt8(ascii: "n") { return nil }
    if let integer = plainInteger(at: range, of: buffer) { return Double(integer) }
    return try value(at: range, of: buffer).doubleValue
  }

  /// An integer of at most 18 digits (it cannot overflow) read where it lies, as `number()`
  /// reads one; nil for any other value (a fraction, an exponent, another type).
  private static func plainInteger(at range: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    var position = range.lowerBound
    let negative = buffer[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    let digits = range.upperBound - position
    guard digits > 0, digits <= 18 else { return nil }
    var value = 0
    while position < range.upperBound {
      let digit = buffer[position] &- 0x30
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
      position += 1
    }
    return negative ? -value : value
  }

  /// `value(depth:)`, checked and stepped over.
  private mutating func skipValue(depth: Int) throws {
    guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
    guard index < bytes.count else { throw error("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): try skipObject(depth: depth)
    case UInt8(ascii: "["): try skipArray(depth: depth)
    case UInt8(ascii: "\""): _ = try skipString()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
    default: throw error("unexpected character")
    }
  }

  /// `object(depth:)`, checked and stepped over.
  private mutating func skipObject(depth: Int) throws {
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes")
      }
      _ = try skipString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':'")
      }
      index += 1
      skipWhitespace()
      try skipValue(depth: depth + 1)
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return
    }
  }

  /// `array(depth:)`, checked and stepped over.
  private mutating func skipArray(depth: Int) throws {
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      try skipValue(depth: depth + 1)
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      return
    }
  }

  /// `string()`, stepped over; true when it holds an escape. A string with one is read by
  /// `string()` itself, so that every escape is checked by the code that decodes it.
  private mutating func skipString() throws -> Bool {
    let quote = index
    index = plainRunEnd(from: index + 1)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return false
      }
      if byte == UInt8(ascii: "\\") {
        index = quote
        _ = try string()
        return true
      }
      if byte < 0x20 { throw error("control character in a string") }
      index += 1
    }
    throw error("unterminated string")
  }

  /// The value at `range` of `buffer` (a range `indexObject` gave).
  static func value(at range: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>) throws
    -> JSONValue
  {
    var parser = JSONParser(UnsafeBufferPointer(rebasing: buffer[range]))
    return try parser.value(depth: 1)
  }

  private func error(_ reason: String) -> ParseError {
    ParseError(offset: index, reason: reason)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func value(depth: Int) throws -> JSONValue {
    guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
    guard index < bytes.count else { throw error("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected character")
    }
  }

  private mutating func literal(_ word: StaticString) throws {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw error("unexpected end of input") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw error("expected \(word)")
    }
    index += count
  }

  private mutating func object(depth: Int) throws -> JSONValue {
    index += 1
    // Room for a typical object at once: growing from empty rehashes it three times.
    var members = [String: JSONValue](minimumCapacity: 8)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes")
      }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':'")
      }
      index += 1
      skipWhitespace()
      members[key] = try value(depth: depth + 1)
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  private mutating func array(depth: Int) throws -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      return .array(elements)
    }
  }

  /// The first place from `index` on holding a quote, a backslash or a control character
  /// (or the end): eight bytes at a time while none of them is one.
  private func plainRunEnd(from start: Int) -> Int {
    var position = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    guard let base = bytes.baseAddress else { return start }
    while position + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      // A byte is flagged when it is zero (after the xor) or below 0x20; bytes of 0x80 and
      // up are never flagged (`& ~word`), so UTF-8 runs through.
      let special =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        | ((word &- ones &* 0x20) & ~word)
      if special & highs != 0 { break }
      position += 8
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      position += 1
    }
    return position
  }

  private mutating func string() throws -> String {
    index += 1
    let start = index
    index = plainRunEnd(from: index)
    // Fast path: no escapes.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("control character in a string") }
      index += 1
    }
    var scalars = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw error("unexpected end of input in an escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append(0x22)
        case UInt8(ascii: "\\"): scalars.append(0x5C)
        case UInt8(ascii: "/"): scalars.append(0x2F)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"): scalars += try unicodeEscape()
        default: throw error("unknown escape")
        }
      default:
        if byte < 0x20 { throw error("control character in a string") }
        scalars.append(byte)
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("bad hex digit in \\u escape")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// The UTF-8 bytes of a `\uXXXX` escape, joining surrogate pairs; lone surrogates → U+FFFD.
  private mutating func unicodeEscape() throws -> [UInt8] {
    var code = try hex4()
    if (0xD800...0xDBFF).contains(code), index + 6 <= bytes.count,
      bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    {
      let save = index
      index += 2
      let low = try hex4()
      if (0xDC00...0xDFFF).contains(low) {
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else {
        index = save
      }
    }
    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func number() throws -> JSONValue {
    let start = index
    var isInteger = true
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
      throw error("expected a digit")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
      else {
        throw error("expected a digit after '.'")
      }
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
      else {
        throw error("expected an exponent")
      }
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
    }
    let digits = index - start - (negative ? 1 : 0)
    if isInteger, digits <= 18 {
      // Cannot overflow: read where it lies, as `Int(text)` would read it.
      var value = 0
      for position in (index - digits)..<index { value = value * 10 + Int(bytes[position] &- 0x30) }
      return .integer(negative ? -value : value)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if isInteger, let integer = Int(text) { return .integer(integer) }
    guard let double = Double(text) else { throw error("number out of range") }
    return .number(double)
  }
}
