/// Writes an object described through `JSONObjectWriter` straight to compact JSON bytes —
/// the same bytes as building the `JSONValue` and taking its `jsonString`, without the tree.
///
/// Keys must come in ascending order (checked in debug builds): the bytes are written as they
/// come, so an out-of-order key would print out of order.
public struct JSONByteWriter: JSONObjectWriter {
  /// The bytes written so far; a whole object once `finish()` has run.
  public private(set) var bytes: [UInt8]
  /// Whether the innermost open object has no member yet.
  private var empty = true
  /// The string written under `type` at the top level: what the event store files it as.
  public private(set) var typeName: String?
  private var depth = 0
  #if DEBUG
    private var lastKeys: [[UInt8]] = [[]]
  #endif

  /// An open object with room for `capacity` bytes.
  public init(capacity: Int = 256) {
    bytes = []
    bytes.reserveCapacity(capacity)
    bytes.append(UInt8(ascii: "{"))
  }

  /// Closes the object and returns its bytes.
  public consuming func finish() -> [UInt8] {
    bytes.append(UInt8(ascii: "}"))
    return bytes
  }

  /// A member holding any JSON value.
  public mutating func write(_ key: StaticString, _ value: JSONValue) {
    begin(key)
    JSONSerializer.write(value, into: &bytes)
  }

  /// A string member; `null` when nil.
  public mutating func write(_ key: StaticString, _ text: String?) {
    begin(key)
    guard let text else { return null() }
    if depth == 0, key.withUTF8Buffer({ $0.elementsEqual("type".utf8) }) { typeName = text }
    JSONSerializer.writeString(text, into: &bytes)
  }

  /// An integer member; `null` when nil.
  public mutating func write(_ key: StaticString, _ number: Int?) {
    begin(key)
    guard let number else { return null() }
    JSONSerializer.writeInteger(Int64(number), into: &bytes)
  }

  /// A number member; `null` when nil.
  public mutating func write(_ key: StaticString, number: Double?) {
    begin(key)
    guard let number else { return null() }
    JSONSerializer.writeNumber(number, into: &bytes)
  }

  /// A boolean member.
  public mutating func write(_ key: StaticString, _ flag: Bool) {
    begin(key)
    bytes.append(contentsOf: (flag ? "true" : "false").utf8)
  }

  /// An array of strings.
  public mutating func write(_ key: StaticString, strings: [String]) {
    begin(key)
    array(strings) { text, writer in JSONSerializer.writeString(text, into: &writer.bytes) }
  }

  /// An object of strings, its keys sorted here.
  public mutating func write(_ key: StaticString, stringMap: [String: String]) {
    begin(key)
    bytes.append(UInt8(ascii: "{"))
    for (offset, name) in stringMap.keys.sorted().enumerated() {
      if offset > 0 { bytes.append(UInt8(ascii: ",")) }
      JSONSerializer.writeString(name, into: &bytes)
      bytes.append(UInt8(ascii: ":"))
      JSONSerializer.writeString(stringMap[name] ?? "", into: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// A nested object.
  public mutating func writeObject(_ key: StaticString, _ body: (inout Self) -> Void) {
    begin(key)
    nested(body)
  }

  /// An array of objects.
  public mutating func writeObjects<Element>(
    _ key: StaticString, _ elements: [Element], _ body: (Element, inout Self) -> Void
  ) {
    begin(key)
    array(elements) { element, writer in writer.nested { body(element, &$0) } }
  }

  /// `[`, each element written by `each`, separated by commas, `]`.
  private mutating func array<Element>(
    _ elements: [Element], _ each: (Element, inout Self) -> Void
  ) {
    bytes.append(UInt8(ascii: "["))
    for (offset, element) in elements.enumerated() {
      if offset > 0 { bytes.append(UInt8(ascii: ",")) }
      each(element, &self)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  private mutating func nested(_ body: (inout Self) -> Void) {
    bytes.append(UInt8(ascii: "{"))
    let outer = empty
    empty = true
    depth += 1
    #if DEBUG
      lastKeys.append([])
    #endif
    body(&self)
    #if DEBUG
      lastKeys.removeLast()
    #endif
    depth -= 1
    empty = outer
    bytes.append(UInt8(ascii: "}"))
  }

  private mutating func begin(_ key: StaticString) {
    #if DEBUG
      let keyBytes = key.withUTF8Buffer { Array($0) }
      assert(
        lastKeys[lastKeys.count - 1].lexicographicallyPrecedes(keyBytes),
        "JSONByteWriter: key \(key) written after \(String(decoding: lastKeys[lastKeys.count - 1], as: UTF8.self))"
      )
      lastKeys[lastKeys.count - 1] = keyBytes
    #endif
    if !empty { bytes.append(UInt8(ascii: ",")) }
    empty = false
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: "\":".utf8)
  }

  private mutating func null() {
    bytes.append(contentsOf: "null".utf8)
  }
}
