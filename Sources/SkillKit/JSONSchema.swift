import Foundation

/// A skill's input schema: JSON Schema (draft 2020-12 keywords, and the draft-7 spellings
/// `definitions` and boolean `exclusiveMinimum`), as declared.
///
/// Validated keywords: `type` (one or a list, `null` included), `enum`, `const`, `properties`,
/// `required`, `additionalProperties` (`false` or a schema), `items`, `minItems`, `maxItems`,
/// `uniqueItems`, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`,
/// `minLength`, `maxLength`, `pattern`, `format` (`date-time`, `date`, `time`, `email`, `uri`,
/// and `path`, ours), `oneOf`, `anyOf`, `allOf`, and local `$ref` into `$defs` /
/// `definitions`. `title`, `description`, `default`, `examples`, `$schema`, `$id`,
/// `$comment`, `readOnly`, `writeOnly` and `deprecated` are annotations. Any other keyword is
/// reported by `JSONSchema.parse` — never silently taken as "anything goes".
public struct JSONSchema: Sendable, Hashable {
  /// The JSON types a schema can require.
  public enum ValueType: String, Sendable, Hashable, Codable, CaseIterable {
    case string, integer, number, boolean, object, array, null
  }

  /// `false` as a schema: no value is valid.
  public var rejectsEverything = false
  /// The allowed types; nil allows any.
  public var types: [ValueType]?
  /// `title`.
  public var title: String?
  /// `description`.
  public var description: String?
  /// `properties`.
  public var properties: [String: JSONSchema]?
  /// `required`.
  public var required: [String]?
  /// `enum`.
  public var enumValues: [JSONValue]?
  /// `const`.
  public var constValue: JSONValue?
  /// `format` (`date-time`, `uri`…).
  public var format: String?
  /// `minimum`.
  public var minimum: Double?
  /// `maximum`.
  public var maximum: Double?
  /// `exclusiveMinimum`.
  public var exclusiveMinimum: Double?
  /// `exclusiveMaximum`.
  public var exclusiveMaximum: Double?
  /// `multipleOf`.
  public var multipleOf: Double?
  /// `minLength`.
  public var minLength: Int?
  /// `maxLength`.
  public var maxLength: Int?
  /// `pattern`.
  public var pattern: String?
  /// `minItems`.
  public var minItems: Int?
  /// `maxItems`.
  public var maxItems: Int?
  /// `uniqueItems`.
  public var uniqueItems: Bool?
  /// `default`.
  public var defaultValue: JSONValue?
  /// `false` closes the object to the declared properties.
  public var additionalProperties: Bool?
  /// `oneOf`.
  public var oneOf: [JSONSchema]?
  /// `anyOf`.
  public var anyOf: [JSONSchema]?
  /// `allOf`.
  public var allOf: [JSONSchema]?
  /// A local reference: `#`, `#/$defs/NAME` or `#/definitions/NAME`.
  public var ref: String?
  /// `$defs` (and `definitions`) of this schema.
  public var definitions: [String: JSONSchema]?
  /// The order `properties` were written in, when the text that declared them said it (a skill
  /// file does; the parsed dictionary forgets it): fields are offered, and numbers said in a
  /// row are given, in this order. Not part of the JSON form.
  public var propertyOrder: [String]?
  private var itemSchemas: [JSONSchema]?
  private var additionalSchemas: [JSONSchema]?

  /// The one type, when the schema allows exactly one besides `null`.
  public var type: ValueType? {
    get {
      guard let types else { return nil }
      let real = types.filter { $0 != .null }
      return real.count == 1 ? real[0] : (types.count == 1 ? types[0] : nil)
    }
    set { types = newValue.map { [$0] } }
  }

  /// Whether `null` is allowed by the type list.
  public var allowsNull: Bool { types?.contains(.null) ?? true }

  /// The schema every element of an array must satisfy.
  public var items: JSONSchema? {
    get { itemSchemas?.first }
    set { itemSchemas = newValue.map { [$0] } }
  }

  /// The schema of properties not declared in `properties`.
  public var additionalPropertiesSchema: JSONSchema? {
    get { additionalSchemas?.first }
    set { additionalSchemas = newValue.map { [$0] } }
  }

  /// A schema; every keyword is optional.
  public init(
    type: ValueType? = nil, description: String? = nil,
    properties: [String: JSONSchema]? = nil, required: [String]? = nil,
    enumValues: [JSONValue]? = nil, items: JSONSchema? = nil, format: String? = nil,
    minimum: Double? = nil, maximum: Double? = nil,
    minLength: Int? = nil, maxLength: Int? = nil,
    defaultValue: JSONValue? = nil, additionalProperties: Bool? = nil
  ) {
    self.types = type.map { [$0] }
    self.description = description
    self.properties = properties
    self.required = required
    self.enumValues = enumValues
    self.itemSchemas = items.map { [$0] }
    self.format = format
    self.minimum = minimum
    self.maximum = maximum
    self.minLength = minLength
    self.maxLength = maxLength
    self.defaultValue = defaultValue
    self.additionalProperties = additionalProperties
  }

  /// The schema as a `JSONValue`, for provider requests and for showing.
  public var jsonValue: JSONValue {
    if rejectsEverything { return .bool(false) }
    var out: [String: JSONValue] = [:]
    if let types {
      out["type"] =
        types.count == 1 ? .string(types[0].rawValue) : .array(types.map { .string($0.rawValue) })
    }
    out["title"] = title.map(JSONValue.string)
    out["description"] = description.map(JSONValue.string)
    out["properties"] = properties.map { .object($0.mapValues(\.jsonValue)) }
    out["required"] = required.map { .array($0.map(JSONValue.string)) }
    out["enum"] = enumValues.map(JSONValue.array)
    out["const"] = constValue
    out["format"] = format.map(JSONValue.string)
    out["minimum"] = minimum.map(Self.number)
    out["maximum"] = maximum.map(Self.number)
    out["exclusiveMinimum"] = exclusiveMinimum.map(Self.number)
    out["exclusiveMaximum"] = exclusiveMaximum.map(Self.number)
    out["multipleOf"] = multipleOf.map(Self.number)
    out["minLength"] = minLength.map { .integer($0) }
    out["maxLength"] = maxLength.map { .integer($0) }
    out["pattern"] = pattern.map(JSONValue.string)
    out["minItems"] = minItems.map { .integer($0) }
    out["maxItems"] = maxItems.map { .integer($0) }
    out["uniqueItems"] = uniqueItems.map(JSONValue.bool)
    out["default"] = defaultValue
    if let schema = additionalPropertiesSchema {
      out["additionalProperties"] = schema.jsonValue
    } else {
      out["additionalProperties"] = additionalProperties.map(JSONValue.bool)
    }
    out["items"] = items?.jsonValue
    out["oneOf"] = oneOf.map { .array($0.map(\.jsonValue)) }
    out["anyOf"] = anyOf.map { .array($0.map(\.jsonValue)) }
    out["allOf"] = allOf.map { .array($0.map(\.jsonValue)) }
    out["$ref"] = ref.map(JSONValue.string)
    out["$defs"] = definitions.map { .object($0.mapValues(\.jsonValue)) }
    return .object(out)
  }

  private static func number(_ value: Double) -> JSONValue {
    value.rounded() == value && abs(value) < 9e15 ? .integer(Int(value)) : .number(value)
  }
}

extension JSONSchema: Codable {
  /// A schema; every keyword is optional.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    do {
      self = try JSONSchema.parse(value).schema
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: String(describing: error)))
    }
  }

  /// Encodes the JSON form.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}
