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
    /// A shell command line (`format: "command"`): a prefix rule (`git log *`) never matches a
    /// command that chains, pipes, redirects or substitutes.
    case command
    /// A file glob (`format: "glob"`): `**/*.swift`; planners may read "all Swift files" as one.
    case glob
    /// A nested object (from a declared schema).
    case object
    /// Anything else a declared schema allows (`oneOf`, type lists): entered as JSON.
    case json
  }

  /// The property name.
  public var name: String
  /// What kind of value it takes.
  public var type: FieldType
  /// True when a call must give it.
  public var required: Bool
  /// The allowed values of an `enum` field.
  public var enumValues: [String]
  /// Other words users say for each enum value (`"high": ["urgent", "紧急"]`), for planners.
  public var enumAliases: [String: [String]]
  /// What it is, for the model and the form.
  public var description: String
  /// The value when none is given.
  public var defaultValue: JSONValue?
  /// The element type of an `array` field.
  public var itemType: FieldType?
  /// The smallest number allowed.
  public var minimum: Double?
  /// The largest number allowed.
  public var maximum: Double?
  /// The shortest text allowed.
  public var minLength: Int?
  /// The longest text allowed.
  public var maxLength: Int?
  /// Secret values are redacted wherever input is shown or stored.
  public var isSecret: Bool
  /// The property's schema as a declared skill wrote it; nil for fields declared in Swift.
  public var declaredSchema: JSONSchema?

  /// A field.
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
    if let declaredSchema { return declaredSchema }
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
    case .command: return JSONSchema(type: .string, format: "command")
    case .glob: return JSONSchema(type: .string, format: "glob")
    case .object: return JSONSchema(type: .object)
    case .json: return JSONSchema()
    }
  }
}

extension InputField {
  /// The top level of a declared object schema as fields, the required ones first, each part
  /// in the order written (`propertyOrder`) or, when that is not known, by name: what forms
  /// and the offline planner work with. Each field keeps its whole declared schema.
  public static func fields(from schema: JSONSchema) -> [InputField] {
    let required = Set(schema.required ?? [])
    // Required first; then as written, when the declaration said it (unknown: by name).
    let written = Dictionary(
      (schema.propertyOrder ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: min)
    let names = (schema.properties ?? [:]).keys.sorted { left, right in
      let (l, r) = (required.contains(left), required.contains(right))
      if l != r { return l }
      let (lw, rw) = (written[left] ?? .max, written[right] ?? .max)
      return lw != rw ? lw < rw : left < right
    }
    return names.compactMap { name in
      guard var property = schema.properties?[name] else { return nil }
      if let ref = property.ref, property.types == nil, let target = schema.resolve(ref) {
        property = target
      }
      // The field's schema stands alone (forms validate against it): it takes the root's
      // definitions along, so references inside it still resolve.
      if let definitions = schema.definitions {
        property.definitions = (property.definitions ?? [:]).merging(definitions) { own, _ in own }
      }
      var field = InputField(
        name: name, type: fieldType(of: property), required: required.contains(name),
        description: property.description ?? property.title ?? "",
        enumValues: property.enumValues?.compactMap(\.stringValue) ?? [],
        defaultValue: property.defaultValue,
        itemType: property.items.map(fieldType(of:)), minimum: property.minimum,
        maximum: property.maximum, minLength: property.minLength, maxLength: property.maxLength)
      field.declaredSchema = property
      return field
    }
  }

  /// The form kind that fits a declared property.
  public static func fieldType(of schema: JSONSchema) -> FieldType {
    if schema.oneOf != nil || schema.anyOf != nil { return .json }
    if let values = schema.enumValues, !values.isEmpty, values.allSatisfy({ $0.stringValue != nil })
    {
      return .enumeration
    }
    switch schema.type {
    case .string:
      switch schema.format {
      case "date-time": return .dateTime
      case "path": return .path
      case "command": return .command
      case "glob": return .glob
      default: return .string
      }
    case .integer: return .integer
    case .number: return .number
    case .boolean: return .boolean
    case .array: return .array
    case .object: return .object
    case .null, nil: return .json
    }
  }
}

extension InputField {
  /// What a form shows as the field's kind: `integer 1…5`, `number ≥ 0`, `low/normal/high`,
  /// `array of integer`, `object (JSON)`, with `separator` between enum values.
  public func kindLabel(separator: String = "/") -> String {
    func number(_ value: Double) -> String {
      value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    let schema = self.schema
    switch type {
    case .enumeration: return enumValues.joined(separator: separator)
    case .integer, .number:
      let low = minimum ?? schema.exclusiveMinimum
      let high = maximum ?? schema.exclusiveMaximum
      switch (low, high) {
      case (let low?, let high?): return "\(type.rawValue) \(number(low))…\(number(high))"
      case (let low?, nil): return "\(type.rawValue) ≥ \(number(low))"
      case (nil, let high?): return "\(type.rawValue) ≤ \(number(high))"
      case (nil, nil): return type.rawValue
      }
    case .array:
      let element = itemType.map {
        $0 == .enumeration ? "one of \(enumValues.joined(separator: separator))" : $0.rawValue
      }
      return "array of \(element ?? "string"), comma-separated or JSON"
    case .object: return "object, as JSON"
    case .json: return "JSON"
    case .string:
      if let format = schema.format, ["date", "time", "email", "uri"].contains(format) {
        return format
      }
      return "string"
    case .boolean, .dateTime, .path, .command, .glob: return type.rawValue
    }
  }
}
