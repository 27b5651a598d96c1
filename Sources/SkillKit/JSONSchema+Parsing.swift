/// A schema that cannot be used: it names where and why.
public struct SchemaDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// JSON path inside the schema (`properties.tags.items`), empty at the root.
  public var path: String
  /// What is wrong with the schema.
  public var message: String

  /// The message.
  public var description: String {
    path.isEmpty ? "the schema: \(message)" : "the schema at \(path): \(message)"
  }
}

extension JSONSchema {
  /// A declared schema, and the keywords in it that are not implemented (with their paths),
  /// to be reported once where the schema is registered.
  public struct Parsed: Sendable, Hashable {
    /// The schema read.
    public var schema: JSONSchema
    /// The keywords found that the validator does not check.
    public var unsupported: [String]
  }

  /// The deepest nesting a declared schema may have.
  public static let maxDepth = 64

  static let annotations: Set<String> = [
    "$schema", "$id", "$comment", "title", "description", "default", "examples", "readOnly",
    "writeOnly", "deprecated",
  ]
  static let formats: Set<String> = ["date-time", "date", "time", "email", "uri", "path"]

  /// Reads a schema declared as JSON; throws when it is not a schema.
  public static func parse(_ value: JSONValue) throws -> Parsed {
    var unsupported: [String] = []
    let schema = try parse(value, path: "", depth: 0, unsupported: &unsupported)
    try checkReferences(schema, root: schema, path: "")
    return Parsed(schema: schema, unsupported: unsupported.sorted())
  }

  fileprivate static func parse(
    _ value: JSONValue, path: String, depth: Int, unsupported: inout [String]
  ) throws -> JSONSchema {
    guard depth < maxDepth else {
      throw SchemaDefinitionError(path: path, message: "nested deeper than \(maxDepth) levels")
    }
    switch value {
    case .bool(true): return JSONSchema()
    case .bool(false):
      var schema = JSONSchema()
      schema.rejectsEverything = true
      return schema
    case .object: break
    default:
      throw SchemaDefinitionError(
        path: path,
        message: "expected an object or a boolean, got \(SchemaValidator.describe(value))")
    }
    guard case .object(let members) = value else { return JSONSchema() }
    var schema = JSONSchema()
    var reader = KeywordReader(path: path, depth: depth, members: members)
    for (key, member) in members.sorted(by: { $0.key < $1.key }) {
      if try reader.readStructure(key, member, into: &schema) { continue }
      if try reader.readBounds(key, member, into: &schema) { continue }
      if !annotations.contains(key) { reader.unsupported.append(reader.at(key)) }
    }
    unsupported += reader.unsupported
    if let minimum = schema.minimum, let maximum = schema.maximum, minimum > maximum {
      throw SchemaDefinitionError(
        path: path, message: "minimum \(minimum) is above maximum \(maximum)")
    }
    return schema
  }

  /// Reads the keywords of one schema object at `path`, each with an error naming where it is;
  /// the schemas nested in it are read one level deeper.
  private struct KeywordReader {
    let path: String
    let depth: Int
    let members: [String: JSONValue]
    /// The keywords found here and below that the validator does not check.
    var unsupported: [String] = []

    func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func sub(_ key: String, _ value: JSONValue) throws -> JSONSchema {
      try JSONSchema.parse(value, path: at(key), depth: depth + 1, unsupported: &unsupported)
    }

    mutating func list(_ key: String, _ value: JSONValue) throws -> [JSONSchema] {
      guard case .array(let elements) = value, !elements.isEmpty else {
        throw SchemaDefinitionError(path: at(key), message: "expected a non-empty array of schemas")
      }
      var out: [JSONSchema] = []
      for (index, element) in elements.enumerated() {
        out.append(
          try JSONSchema.parse(
            element, path: "\(at(key))[\(index)]", depth: depth + 1, unsupported: &unsupported))
      }
      return out
    }

    mutating func map(_ key: String, _ value: JSONValue) throws -> [String: JSONSchema] {
      guard case .object(let entries) = value else {
        throw SchemaDefinitionError(path: at(key), message: "expected an object of schemas")
      }
      var out: [String: JSONSchema] = [:]
      for (name, entry) in entries {
        out[name] = try JSONSchema.parse(
          entry, path: "\(at(key)).\(name)", depth: depth + 1, unsupported: &unsupported)
      }
      return out
    }

    func number(_ key: String, _ value: JSONValue) throws -> Double {
      guard let number = value.doubleValue, number.isFinite else {
        throw SchemaDefinitionError(path: at(key), message: "expected a number")
      }
      return number
    }

    func count(_ key: String, _ value: JSONValue) throws -> Int {
      guard let number = value.doubleValue, number >= 0, number.rounded() == number, number < 1e9
      else {
        throw SchemaDefinitionError(path: at(key), message: "expected a non-negative integer")
      }
      return Int(number)
    }

    func text(_ key: String, _ value: JSONValue) throws -> String {
      guard case .string(let text) = value else {
        throw SchemaDefinitionError(path: at(key), message: "expected a string")
      }
      return text
    }

    func types(_ key: String, _ member: JSONValue) throws -> [ValueType] {
      let names: [JSONValue]
      if case .array(let elements) = member { names = elements } else { names = [member] }
      var types: [ValueType] = []
      for name in names {
        guard case .string(let text) = name, let type = ValueType(rawValue: text) else {
          throw SchemaDefinitionError(
            path: at(key),
            message:
              "expected a type name (\(ValueType.allCases.map(\.rawValue).joined(separator: ", "))) or a list of them"
          )
        }
        types.append(type)
      }
      guard !types.isEmpty else {
        throw SchemaDefinitionError(path: at(key), message: "expected at least one type")
      }
      return types
    }

    /// The keywords that say what a value is and what it holds; false for any other keyword.
    mutating func readStructure(_ key: String, _ member: JSONValue, into schema: inout JSONSchema)
      throws -> Bool
    {
      switch key {
      case "type": schema.types = try types(key, member)
      case "title": schema.title = try text(key, member)
      case "description": schema.description = try text(key, member)
      case "properties": schema.properties = try map(key, member)
      case "required":
        guard case .array(let names) = member,
          let strings = Optional(names.compactMap(\.stringValue)), strings.count == names.count
        else {
          throw SchemaDefinitionError(path: at(key), message: "expected an array of property names")
        }
        schema.required = strings
      case "enum":
        guard case .array(let values) = member else {
          throw SchemaDefinitionError(path: at(key), message: "expected an array of values")
        }
        schema.enumValues = values
      case "const": schema.constValue = member
      case "default": schema.defaultValue = member
      case "additionalProperties":
        if case .bool(let flag) = member {
          schema.additionalProperties = flag
        } else {
          schema.additionalPropertiesSchema = try sub(key, member)
        }
      case "items":
        if case .array = member {
          unsupported.append("\(at(key)): a list of schemas (use prefixItems)")
        } else {
          schema.items = try sub(key, member)
        }
      case "oneOf": schema.oneOf = try list(key, member)
      case "anyOf": schema.anyOf = try list(key, member)
      case "allOf": schema.allOf = try list(key, member)
      case "$ref": schema.ref = try text(key, member)
      case "$defs", "definitions":
        let defined = try map(key, member)
        schema.definitions = (schema.definitions ?? [:]).merging(defined) { first, _ in first }
      default: return false
      }
      return true
    }

    /// The keywords that bound a value (numbers, strings, arrays) or name its format; false
    /// for any other keyword.
    mutating func readBounds(_ key: String, _ member: JSONValue, into schema: inout JSONSchema)
      throws -> Bool
    {
      switch key {
      case "format":
        let format = try text(key, member)
        if !JSONSchema.formats.contains(format) { unsupported.append("\(at(key)): \(format)") }
        schema.format = format
      case "minimum": schema.minimum = try number(key, member)
      case "maximum": schema.maximum = try number(key, member)
      case "exclusiveMinimum", "exclusiveMaximum":
        // Draft 4 spelled these as booleans that modify minimum/maximum.
        if case .bool(let flag) = member {
          if flag {
            if key == "exclusiveMinimum" {
              schema.exclusiveMinimum = members["minimum"]?.doubleValue
            } else {
              schema.exclusiveMaximum = members["maximum"]?.doubleValue
            }
          }
        } else if key == "exclusiveMinimum" {
          schema.exclusiveMinimum = try number(key, member)
        } else {
          schema.exclusiveMaximum = try number(key, member)
        }
      case "multipleOf":
        let divisor = try number(key, member)
        guard divisor > 0 else {
          throw SchemaDefinitionError(path: at(key), message: "expected a number above 0")
        }
        schema.multipleOf = divisor
      case "minLength": schema.minLength = try count(key, member)
      case "maxLength": schema.maxLength = try count(key, member)
      case "pattern":
        let pattern = try text(key, member)
        guard SchemaPatterns.compiled(pattern) != nil else {
          throw SchemaDefinitionError(path: at(key), message: "not a valid regular expression")
        }
        schema.pattern = pattern
      case "minItems": schema.minItems = try count(key, member)
      case "maxItems": schema.maxItems = try count(key, member)
      case "uniqueItems":
        guard case .bool(let flag) = member else {
          throw SchemaDefinitionError(path: at(key), message: "expected true or false")
        }
        schema.uniqueItems = flag
      default: return false
      }
      return true
    }
  }

  /// Every `$ref` must point inside this document, at a schema that exists.
  private static func checkReferences(_ schema: JSONSchema, root: JSONSchema, path: String)
    throws
  {
    if let ref = schema.ref, root.resolve(ref) == nil {
      throw SchemaDefinitionError(
        path: path.isEmpty ? "$ref" : "\(path).$ref",
        message:
          "\"\(ref)\" is not a local reference to a definition (use #, #/$defs/NAME or #/definitions/NAME)"
      )
    }
    func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
    for (name, child) in schema.properties ?? [:] {
      try checkReferences(child, root: root, path: "\(at("properties")).\(name)")
    }
    for (name, child) in schema.definitions ?? [:] {
      try checkReferences(child, root: root, path: "\(at("$defs")).\(name)")
    }
    if let items = schema.items { try checkReferences(items, root: root, path: at("items")) }
    if let extra = schema.additionalPropertiesSchema {
      try checkReferences(extra, root: root, path: at("additionalProperties"))
    }
    for (key, group) in [("oneOf", schema.oneOf), ("anyOf", schema.anyOf), ("allOf", schema.allOf)]
    {
      for (index, child) in (group ?? []).enumerated() {
        try checkReferences(child, root: root, path: "\(at(key))[\(index)]")
      }
    }
  }

  /// The schema a local `$ref` names in this (root) schema.
  public func resolve(_ ref: String) -> JSONSchema? {
    if ref == "#" { return self }
    for prefix in ["#/$defs/", "#/definitions/"] where ref.hasPrefix(prefix) {
      let name = String(ref.dropFirst(prefix.count))
        .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      return definitions?[name]
    }
    return nil
  }
}
