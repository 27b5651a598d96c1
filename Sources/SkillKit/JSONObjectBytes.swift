/// A JSON object read where it lies: one pass checks the whole document exactly as
/// `JSONValue.parse` would (the same errors for the same bytes) and notes where each member
/// lies; a value is parsed only when asked for, by the parser `JSONValue.parse` uses. What a
/// reader of a few members of many stored objects wants (a page of events), without a
/// dictionary per object.
///
/// It points into `bytes`: use it only while they live.
public struct JSONObjectBytes {
  /// The document.
  public let bytes: UnsafeBufferPointer<UInt8>
  private let members: [JSONMember]

  /// The object `bytes` hold; nil when they hold valid JSON that is not an object. Throws
  /// what `JSONValue.parse` throws for bytes that are not JSON.
  public init?(validating bytes: UnsafeBufferPointer<UInt8>) throws {
    guard let members = try JSONParser.indexObject(bytes) else { return nil }
    self.bytes = bytes
    self.members = members
  }

  /// How many members the object has (a key given twice counts twice).
  public var count: Int { members.count }

  /// The value of member `key`: the last one, as in the parsed dictionary; nil when absent.
  public func value(_ key: String) throws -> JSONValue? {
    guard let member = try member(key) else { return nil }
    return try JSONParser.value(at: member.value, of: bytes)
  }

  /// Member `key` when its value is a string; nil when absent or of another type.
  public func string(_ key: String) throws -> String? {
    guard let member = try member(key), bytes[member.value.lowerBound] == UInt8(ascii: "\"")
    else { return nil }
    return try JSONParser.value(at: member.value, of: bytes).stringValue
  }

  /// Member `key` when its value is an object, read the same way; nil when absent or of
  /// another type.
  public func object(_ key: String) throws -> JSONObjectBytes? {
    guard let member = try member(key), bytes[member.value.lowerBound] == UInt8(ascii: "{")
    else { return nil }
    return try JSONObjectBytes(validating: UnsafeBufferPointer(rebasing: bytes[member.value]))
  }

  /// Whether member `key` is present and JSON null.
  public func isNull(_ key: String) throws -> Bool {
    guard let member = try member(key) else { return false }
    return bytes[member.value.lowerBound] == UInt8(ascii: "n")
  }

  /// `value`, for a key written in the source (no string made to look it up).
  public func value(_ key: StaticString) throws -> JSONValue? {
    guard let member = try member(key) else { return nil }
    return try JSONParser.value(at: member.value, of: bytes)
  }

  /// `string`, for a key written in the source.
  public func string(_ key: StaticString) throws -> String? {
    guard let member = try member(key), bytes[member.value.lowerBound] == UInt8(ascii: "\"")
    else { return nil }
    return try JSONParser.value(at: member.value, of: bytes).stringValue
  }

  /// `object`, for a key written in the source.
  public func object(_ key: StaticString) throws -> JSONObjectBytes? {
    guard let member = try member(key), bytes[member.value.lowerBound] == UInt8(ascii: "{")
    else { return nil }
    return try JSONObjectBytes(validating: UnsafeBufferPointer(rebasing: bytes[member.value]))
  }

  private func member(_ key: StaticString) throws -> JSONMember? {
    guard key.hasPointerRepresentation else { return try member(key.description) }
    return try member(
      { key.description },
      bytes: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
  }

  private func member(_ key: String) throws -> JSONMember? {
    // The key's bytes once (a literal's or a native string's own storage: no copy).
    if let found = try key.utf8.withContiguousStorageIfAvailable({ try member({ key }, bytes: $0) })
    {
      return found
    }
    let copy = Array(key.utf8)
    return try copy.withUnsafeBufferPointer { try member({ key }, bytes: $0) }
  }

  /// The last member whose key is `wanted`; `key` gives it as a string, made only for a key
  /// that must be compared decoded.
  private func member(_ key: () -> String, bytes wanted: UnsafeBufferPointer<UInt8>) throws
    -> JSONMember?
  {
    for member in members.reversed() {
      if member.keyEscaped {
        if try JSONParser.value(at: member.key, of: bytes).stringValue == key() { return member }
        continue
      }
      // The key's bytes between its quotes, compared whole: a key is short, so byte by byte
      // (the length first, then the first byte) with no call per member.
      guard member.key.count - 2 == wanted.count else { continue }
      let start = bytes.baseAddress! + member.key.lowerBound + 1
      var offset = 0
      while offset < wanted.count, start[offset] == wanted[offset] { offset += 1 }
      if offset == wanted.count { return member }
    }
    return nil
  }
}
