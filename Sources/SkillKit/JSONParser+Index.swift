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

/// Checking a document and noting where an object's members lie, without building them: how
/// `JSONObjectBytes` reads a stored event. The checks are the parser's own, in its order, so
/// a document gets the same error here as from `parse`.
extension JSONParser {
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
  mutating func skipValue(depth: Int) throws {
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
}
