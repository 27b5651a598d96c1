import Foundation

/// A JSON document as a typed, `Sendable` value: what crosses every boundary instead of `Any`.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
}

extension JSONValue: Codable {
  /// Decodes the JSON form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the JSON form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension JSONValue {
  /// Parses JSON text; throws an error naming the byte offset on malformed input.
  public static func parse(_ text: String) throws -> JSONValue {
    var text = text
    return try text.withUTF8 { try JSONParser.parse($0) }
  }

  /// Parses JSON bytes; throws an error naming the byte offset on malformed input.
  public static func parse(_ data: Data) throws -> JSONValue {
    try JSONParser.parse(data)
  }

  /// Parses JSON from UTF-8 bytes in place (a database column, a read buffer).
  public static func parse(bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
    try JSONParser.parse(bytes)
  }

  /// Compact JSON text with sorted keys, so equal values always print the same.
  public var jsonString: String {
    JSONSerializer.string(self)
  }

  /// The value as a string when it is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The value as an integer when it is an integer or an integral number.
  public var intValue: Int? {
    switch self {
    case .integer(let value): return value
    case .number(let value) where value.rounded() == value && abs(value) < 9e15: return Int(value)
    default: return nil
    }
  }

  /// The value as a double when it is numeric.
  public var doubleValue: Double? {
    switch self {
    case .integer(let value): return Double(value)
    case .number(let value): return value
    default: return nil
    }
  }

  /// The value as a boolean when it is one.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The members when the value is an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The elements when the value is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The member named `key` when the value is an object.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }

  /// A short human rendering: strings unquoted, everything else as compact JSON.
  public var displayText: String {
    if case .string(let value) = self { return value }
    return jsonString
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral, ExpressibleByNilLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// A boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// A number.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
  /// An array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
