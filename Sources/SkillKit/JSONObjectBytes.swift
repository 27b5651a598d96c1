/// A JSON object read where it lies: one pass checks the whole document exactly as
/// `JSONValue.parse` would (the same errors for the same bytes) and notes where each member
/// lies; a value is parsed only when asked for, by the parser `JSONValue.parse` uses. What a
/// reader of a few members of many stored objects wants (a page of events), without a
/// dictionary per object.
///
/// It points into `bytes`: use it only while they live.
public struct JSONObjectBytes {
  /// The whole document the object was read from (the object itself, or one holding it).
  private let document: UnsafeBufferPointer<UInt8>
  /// Where the object lies in `document`.
  private let range: Range<Int>
  /// Its members in order, each nested object's members right before it.
  private let members: ArraySlice<JSONMember>

  /// The object `bytes` hold; nil when they hold valid JSON that is not an object. Throws
  /// what `JSONValue.parse` throws for bytes that are not JSON.
  public init?(validating bytes: UnsafeBufferPointer<UInt8>) throws {
    guard let members = try JSONParser.indexObject(bytes) else { return nil }
    document = bytes
    range = 0..<bytes.count
    self.members = members[...]
  }

  private init(
    document: UnsafeBufferPointer<UInt8>, range: Range<Int>, members: ArraySlice<JSONMember>
  ) {
    self.document = document
    self.range = range
    self.members = members
  }

  /// The object's bytes.
  public var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: document[range])
  }

  /// How many members the object has (a key given twice counts twice).
  public var count: Int {
    var count = 0
    var position = members.endIndex
    while position > members.startIndex {
      position -= 1
      count += 1
      position -= max(0, Int(members[position].children))
    }
    return count
  }

  /// The value of member `key`: the last one, as in the parsed dictionary; nil when absent.
  public func value(_ key: String) throws -> JSONValue? {
    guard let member = try member(key) else { return nil }
    return try JSONParser.value(at: members[member].value, of: document)
  }

  /// Member `key` when its value is a string; nil when absent or of another type.
  public func string(_ key: String) throws -> String? {
    guard let member = try member(key) else { return nil }
    return try string(members[member])
  }

  /// Member `key` when its value is an object, read the same way; nil when absent or of
  /// another type.
  public func object(_ key: String) throws -> JSONObjectBytes? {
    guard let member = try member(key) else { return nil }
    return try object(at: member)
  }

  /// Member `key` as `value(key)?.intValue` reads it, without building the value.
  public func int(_ key: String) throws -> Int? {
    guard let member = try member(key) else { return nil }
    return try JSONParser.integer(at: members[member].value, of: document)
  }

  /// Member `key` as `value(key)?.doubleValue` reads it, without building the value.
  public func double(_ key: String) throws -> Double? {
    guard let member = try member(key) else { return nil }
    return try JSONParser.double(at: members[member].value, of: document)
  }

  /// Whether member `key` is present and JSON null.
  public func isNull(_ key: String) throws -> Bool {
    guard let member = try member(key) else { return false }
    return document[members[member].value.lowerBound] == UInt8(ascii: "n")
  }

  /// `value`, for a key written in the source (no string made to look it up).
  public func value(_ key: StaticString) throws -> JSONValue? {
    guard let member = try member(key) else { return nil }
    return try JSONParser.value(at: members[member].value, of: document)
  }

  /// `string`, for a key written in the source.
  public func string(_ key: StaticString) throws -> String? {
    guard let member = try member(key) else { return nil }
    return try string(members[member])
  }

  /// `object`, for a key written in the source.
  public func object(_ key: StaticString) throws -> JSONObjectBytes? {
    guard let member = try member(key) else { return nil }
    return try object(at: member)
  }

  /// `int`, for a key written in the source.
  public func int(_ key: StaticString) throws -> Int? {
    guard let member = try member(key) else { return nil }
    return try JSONParser.integer(at: members[member].value, of: document)
  }

  /// `double`, for a key written in the source.
  public func double(_ key: StaticString) throws -> Double? {
    guard let member = try member(key) else { return nil }
    return try JSONParser.double(at: members[member].value, of: document)
  }

  private func string(_ member: JSONMember) throws -> String? {
    guard document[member.value.lowerBound] == UInt8(ascii: "\"") else { return nil }
    guard member.valueEscaped else {
      // What the parser's fast path makes of a string with no escape: its bytes, decoded.
      let text = (member.value.lowerBound + 1)..<(member.value.upperBound - 1)
      return String(decoding: UnsafeBufferPointer(rebasing: document[text]), as: UTF8.self)
    }
    return try JSONParser.value(at: member.value, of: document).stringValue
  }

  /// The object at member `position`: its members from the index when they were indexed
  /// with it, else indexed now (an object nested deeper).
  private func object(at position: Int) throws -> JSONObjectBytes? {
    let member = members[position]
    guard document[member.value.lowerBound] == UInt8(ascii: "{") else { return nil }
    if member.children >= 0 {
      return JSONObjectBytes(
        document: document, range: member.value,
        members: members[(position - Int(member.children))..<position])
    }
    let bytes = UnsafeBufferPointer(rebasing: document[member.value])
    guard let nested = try JSONParser.indexObject(bytes) else { return nil }
    return JSONObjectBytes(document: bytes, range: 0..<bytes.count, members: nested[...])
  }

  private func member(_ key: StaticString) throws -> Int? {
    guard key.hasPointerRepresentation else { return try member(key.description) }
    return try member(
      { key.description },
      bytes: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
  }

  private func member(_ key: String) throws -> Int? {
    // The key's bytes once (a literal's or a native string's own storage: no copy).
    if let found = try key.utf8.withContiguousStorageIfAvailable({ try member({ key }, bytes: $0) })
    {
      return found
    }
    let copy = Array(key.utf8)
    return try copy.withUnsafeBufferPointer { try member({ key }, bytes: $0) }
  }

  /// Where in `members` the last member whose key is `wanted` is; `key` gives it as a
  /// string, made only for a key that must be compared decoded. A nested object's members
  /// (right before it) are stepped over.
  private func member(_ key: () -> String, bytes wanted: UnsafeBufferPointer<UInt8>) throws
    -> Int?
  {
    let first = members.startIndex
    return try members.withUnsafeBufferPointer { index -> Int? in
      guard let base = document.baseAddress, let wantedBase = wanted.baseAddress else {
        return nil
      }
      var position = index.count
      while position > 0 {
        position &-= 1
        let member = index[position]
        if member.keyEscaped {
          if try JSONParser.value(at: member.key, of: document).stringValue == key() {
            return first + position
          }
        } else if member.key.count &- 2 == wanted.count {
          // The key's bytes between its quotes, compared whole: a key is short, so byte by
          // byte, with no call per member.
          let start = base + member.key.lowerBound + 1
          var offset = 0
          while offset < wanted.count, start[offset] == wantedBase[offset] { offset &+= 1 }
          if offset == wanted.count { return first + position }
        }
        position &-= max(0, Int(member.children))
      }
      return nil
    }
  }
}
