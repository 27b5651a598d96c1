/// Builds the `JSONValue` of an object described through `JSONObjectWriter`.
public struct JSONTreeWriter: JSONObjectWriter {
  /// The members written so far.
  public private(set) var members: [String: JSONValue] = [:]

  /// An empty object.
  public init() {}

  /// The object written.
  public var value: JSONValue { .object(members) }

  /// A member holding any JSON value.
  public mutating func write(_ key: StaticString, _ value: JSONValue) {
    members[key.text] = value
  }

  /// A string member; `null` when nil.
  public mutating func write(_ key: StaticString, _ text: String?) {
    members[key.text] = text.map(JSONValue.string) ?? .null
  }

  /// An integer member; `null` when nil.
  public mutating func write(_ key: StaticString, _ number: Int?) {
    members[key.text] = number.map(JSONValue.integer) ?? .null
  }

  /// A number member; `null` when nil.
  public mutating func write(_ key: StaticString, number: Double?) {
    members[key.text] = number.map(JSONValue.number) ?? .null
  }

  /// A boolean member.
  public mutating func write(_ key: StaticString, _ flag: Bool) {
    members[key.text] = .bool(flag)
  }

  /// An array of strings.
  public mutating func write(_ key: StaticString, strings: [String]) {
    members[key.text] = .array(strings.map(JSONValue.string))
  }

  /// An object of strings.
  public mutating func write(_ key: StaticString, stringMap: [String: String]) {
    members[key.text] = .object(stringMap.mapValues(JSONValue.string))
  }

  /// A nested object.
  public mutating func writeObject(_ key: StaticString, _ body: (inout Self) -> Void) {
    var nested = Self()
    body(&nested)
    members[key.text] = nested.value
  }

  /// An array of objects.
  public mutating func writeObjects<Element>(
    _ key: StaticString, _ elements: [Element], _ body: (Element, inout Self) -> Void
  ) {
    members[key.text] = .array(
      elements.map { element in
        var nested = Self()
        body(element, &nested)
        return nested.value
      })
  }
}
