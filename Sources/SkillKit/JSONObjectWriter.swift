/// Receives the members of one JSON object, **keys in ascending order** (the order compact
/// JSON sorts them in), so one description of an object can build a `JSONValue`
/// (`JSONTreeWriter`) or write its bytes directly with no tree in between
/// (`JSONByteWriter`).
///
/// Nil optionals are written as `null`.
public protocol JSONObjectWriter {
  /// A member holding any JSON value.
  mutating func write(_ key: StaticString, _ value: JSONValue)
  /// A string member; `null` when nil.
  mutating func write(_ key: StaticString, _ text: String?)
  /// An integer member; `null` when nil.
  mutating func write(_ key: StaticString, _ number: Int?)
  /// A number member (integral values print without a fraction); `null` when nil.
  mutating func write(_ key: StaticString, number: Double?)
  /// A boolean member.
  mutating func write(_ key: StaticString, _ flag: Bool)
  /// An array of strings.
  mutating func write(_ key: StaticString, strings: [String])
  /// An object of strings (its keys are sorted by the writer).
  mutating func write(_ key: StaticString, stringMap: [String: String])
  /// A nested object, its members written by `body` (keys ascending too).
  mutating func writeObject(_ key: StaticString, _ body: (inout Self) -> Void)
  /// An array of objects, one per element, each written by `body`.
  mutating func writeObjects<Element>(
    _ key: StaticString, _ elements: [Element], _ body: (Element, inout Self) -> Void)
}

extension StaticString {
  /// The key as a `String`.
  var text: String {
    withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }
}
