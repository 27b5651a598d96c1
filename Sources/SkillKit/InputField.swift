/// One parameter of a skill, declared as data; the skill's input schema is built from these.
public struct InputField: Sendable, Hashable, Codable {
  /// The kinds of value a field can hold.
  public enum FieldType: String, Sendable, Hashable, Codable {
    case string, integer, number, boolean
    case dateTime = "date-time"
    case enumeration = "enum"
    case array
    /// A file-system path (`format: "path"`): permission rules normalise it and match it by
    /// segments.
    case path
  }

  public var name: String
  public var type: FieldType
  public var required: Bool
  /// The allowed values of an `enum` field.
  public var enumValues: [String]
  /// Other words users say for each enum value (`"high": ["urgent", "紧急"]`), for planners.
  public var enumAliases: [String: [String]]
  public var description: String
  public var defaultValue: JSONValue?
  /// The element type of an `array` field.
  public var itemType: FieldType?
  public var minimum: Double?
  public var maximum: Double?
  public var minLength: Int?
  public var maxLength: Int?
  /// Secret values are redacted wherever input is shown or stored.
  public var isSecret: Bool

  public init(
    name: String, type: FieldType, required: Bool = false, description: String = "",
    enumValues: [String] = [], enumAliases: [String: [String]] = [:],
    defaultValue: JSONValue? = nil, itemType: FieldType? = nil,
    minimum: Double? = nil, maximum: Double? = nil,
    minLength: Int? = nil, maxLength: Int? = nil, isSecret: Bool = false
  ) {
    self.name = name
    self.type = type
    self.required = required
    self.description = description
    self.enumValues = enumValues
    self.enumAliases = enumAliases
    self.defaultValue = defaultValue
    self.itemType = itemType
    self.minimum = minimum
    self.maximum = maximum
    self.minLength = minLength
    self.maxLength = maxLength
    self.isSecret = isSecret
  }

  /// The JSON Schema of this one field.
  public var schema: JSONSchema {
    var schema = Self.schema(for: type, enumValues: enumValues)
    schema.description = description.isEmpty ? nil : description
    schema.defaultValue = defaultValue
    schema.minimum = minimum
    schema.maximum = maximum
    schema.minLength = minLength
    schema.maxLength = maxLength
    if type == .array {
      schema.items = Self.schema(for: itemType ?? .string, enumValues: enumValues)
    }
    return schema
  }

  private static func schema(for type: FieldType, enumValues: [String]) -> JSONSchema {
    switch type {
    case .string: return JSONSchema(type: .string)
    case .integer: return JSONSchema(type: .integer)
    case .number: return JSONSchema(type: .number)
    case .boolean: return JSONSchema(type: .boolean)
    case .dateTime: return JSONSchema(type: .string, format: "date-time")
    case .enumeration:
      return JSONSchema(type: .string, enumValues: enumValues.map(JSONValue.string))
    case .array: return JSONSchema(type: .array)
    case .path: return JSONSchema(type: .string, format: "path")
    }
  }
}
