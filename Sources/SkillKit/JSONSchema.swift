import Foundation

/// The subset of JSON Schema that skills declare their input with.
///
/// Supported keywords: `type`, `properties`, `required`, `enum`, `items`, `format`
/// (`date-time`), `minimum`, `maximum`, `minLength`, `maxLength`, `description`, `default`,
/// and `additionalProperties: false`.
public struct JSONSchema: Sendable, Hashable, Codable {
  /// The JSON types a schema can require.
  public enum ValueType: String, Sendable, Hashable, Codable {
    case string, integer, number, boolean, object, array, null
  }

  public var type: ValueType?
  public var description: String?
  public var properties: [String: JSONSchema]?
  public var required: [String]?
  public var enumValues: [JSONValue]?
  public var format: String?
  public var minimum: Double?
  public var maximum: Double?
  public var minLength: Int?
  public var maxLength: Int?
  public var defaultValue: JSONValue?
  public var additionalProperties: Bool?
  private var itemSchemas: [JSONSchema]?

  /// The schema every element of an array must satisfy.
  public var items: JSONSchema? {
    get { itemSchemas?.first }
    set { itemSchemas = newValue.map { [$0] } }
  }

  public init(
    type: ValueType? = nil, description: String? = nil,
    properties: [String: JSONSchema]? = nil, required: [String]? = nil,
    enumValues: [JSONValue]? = nil, items: JSONSchema? = nil, format: String? = nil,
    minimum: Double? = nil, maximum: Double? = nil,
    minLength: Int? = nil, maxLength: Int? = nil,
    defaultValue: JSONValue? = nil, additionalProperties: Bool? = nil
  ) {
    self.type = type
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

  enum CodingKeys: String, CodingKey {
    case type, description, properties, required, format, minimum, maximum, minLength,
      maxLength, additionalProperties, items
    case enumValues = "enum"
    case defaultValue = "default"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decodeIfPresent(ValueType.self, forKey: .type)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    properties = try container.decodeIfPresent([String: JSONSchema].self, forKey: .properties)
    required = try container.decodeIfPresent([String].self, forKey: .required)
    enumValues = try container.decodeIfPresent([JSONValue].self, forKey: .enumValues)
    itemSchemas = try container.decodeIfPresent(JSONSchema.self, forKey: .items).map { [$0] }
    format = try container.decodeIfPresent(String.self, forKey: .format)
    minimum = try container.decodeIfPresent(Double.self, forKey: .minimum)
    maximum = try container.decodeIfPresent(Double.self, forKey: .maximum)
    minLength = try container.decodeIfPresent(Int.self, forKey: .minLength)
    maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
    defaultValue = try container.decodeIfPresent(JSONValue.self, forKey: .defaultValue)
    additionalProperties = try container.decodeIfPresent(
      Bool.self, forKey: .additionalProperties)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(type, forKey: .type)
    try container.encodeIfPresent(description, forKey: .description)
    try container.encodeIfPresent(properties, forKey: .properties)
    try container.encodeIfPresent(required, forKey: .required)
    try container.encodeIfPresent(enumValues, forKey: .enumValues)
    try container.encodeIfPresent(items, forKey: .items)
    try container.encodeIfPresent(format, forKey: .format)
    try container.encodeIfPresent(minimum, forKey: .minimum)
    try container.encodeIfPresent(maximum, forKey: .maximum)
    try container.encodeIfPresent(minLength, forKey: .minLength)
    try container.encodeIfPresent(maxLength, forKey: .maxLength)
    try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
    try container.encodeIfPresent(additionalProperties, forKey: .additionalProperties)
  }

  /// The schema as a `JSONValue`, for embedding in provider requests.
  public var jsonValue: JSONValue {
    guard let data = try? JSONEncoder().encode(self),
      let value = try? JSONValue.parse(data)
    else { return .object([:]) }
    return value
  }
}
