import Foundation

/// Checks a `JSONValue` against a `JSONSchema` and reports every violation with its path.
public enum SchemaValidator {
  /// All the ways `value` fails `schema`; empty when it conforms.
  public static func validate(_ value: JSONValue, against schema: JSONSchema) -> [SchemaViolation] {
    var violations: [SchemaViolation] = []
    check(value, schema, path: "", into: &violations)
    return violations
  }

  private static func check(
    _ value: JSONValue, _ schema: JSONSchema, path: String, into out: inout [SchemaViolation]
  ) {
    if let type = schema.type, !matches(value, type) {
      out.append(SchemaViolation(path: path, message: typeMessage(type, schema, value)))
      return
    }
    if let allowed = schema.enumValues, !allowed.contains(where: { equal($0, value) }) {
      let list = allowed.map(\.displayText).joined(separator: ", ")
      out.append(
        SchemaViolation(path: path, message: "expected one of \(list), got \(describe(value))"))
    }
    switch value {
    case .string(let text): checkString(text, schema, path: path, into: &out)
    case .integer, .number: checkNumber(value.doubleValue ?? 0, schema, path: path, into: &out)
    case .array(let elements):
      if let items = schema.items {
        for (index, element) in elements.enumerated() {
          check(element, items, path: "\(path)[\(index)]", into: &out)
        }
      }
    case .object(let members): checkObject(members, schema, path: path, into: &out)
    case .null, .bool: break
    }
  }

  private static func checkString(
    _ text: String, _ schema: JSONSchema, path: String, into out: inout [SchemaViolation]
  ) {
    let length = text.count
    if let min = schema.minLength, length < min {
      let noun = min == 1 ? "character" : "characters"
      out.append(
        SchemaViolation(
          path: path, message: "expected at least \(min) \(noun), got \(length)"))
    }
    if let max = schema.maxLength, length > max {
      out.append(
        SchemaViolation(path: path, message: "expected at most \(max) characters, got \(length)"))
    }
    if schema.format == "date-time", ISODateTime.date(from: text) == nil {
      out.append(
        SchemaViolation(
          path: path, message: "expected an ISO 8601 date-time, got \(describe(.string(text)))"))
    }
  }

  private static func checkNumber(
    _ number: Double, _ schema: JSONSchema, path: String, into out: inout [SchemaViolation]
  ) {
    if let min = schema.minimum, number < min {
      out.append(
        SchemaViolation(
          path: path, message: "expected at least \(format(min)), got \(format(number))"))
    }
    if let max = schema.maximum, number > max {
      out.append(
        SchemaViolation(
          path: path, message: "expected at most \(format(max)), got \(format(number))"))
    }
  }

  private static func checkObject(
    _ members: [String: JSONValue], _ schema: JSONSchema, path: String,
    into out: inout [SchemaViolation]
  ) {
    let properties = schema.properties ?? [:]
    let required = Set(schema.required ?? [])
    for name in required.union(members.keys).sorted() {
      let member = members[name] ?? .null
      if member == .null {
        if required.contains(name) {
          out.append(
            SchemaViolation(
              path: join(path, name), message: "required field is missing", isMissingField: true))
        }
        if members[name] == nil || properties[name] != nil { continue }
      }
      if let propertySchema = properties[name] {
        check(member, propertySchema, path: join(path, name), into: &out)
      } else if schema.additionalProperties == false {
        let known = properties.keys.sorted().joined(separator: ", ")
        out.append(
          SchemaViolation(
            path: join(path, name), message: "unknown field; expected one of \(known)"))
      }
    }
  }

  private static func matches(_ value: JSONValue, _ type: JSONSchema.ValueType) -> Bool {
    switch (type, value) {
    case (.string, .string), (.boolean, .bool), (.object, .object), (.array, .array),
      (.null, .null), (.number, .integer), (.number, .number), (.integer, .integer):
      return true
    case (.integer, .number(let number)):
      return number.rounded() == number
    default:
      return false
    }
  }

  private static func typeMessage(
    _ type: JSONSchema.ValueType, _ schema: JSONSchema, _ value: JSONValue
  ) -> String {
    if type == .string && schema.format == "date-time" {
      return "expected an ISO 8601 date-time, got \(describe(value))"
    }
    let article = type == .integer || type == .object || type == .array ? "an" : "a"
    return "expected \(article) \(type.rawValue), got \(describe(value))"
  }

  private static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    if let left = lhs.doubleValue, let right = rhs.doubleValue { return left == right }
    return lhs == rhs
  }

  /// How a found value is quoted in a message: strings in quotes, others by kind and value.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text):
      let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
      return "\"\(shown)\""
    case .null: return "null"
    case .bool(let flag): return "boolean \(flag)"
    case .integer(let number): return "number \(number)"
    case .number(let number): return "number \(format(number))"
    case .array(let elements): return "an array of \(elements.count)"
    case .object: return "an object"
    }
  }

  private static func format(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  private static func join(_ path: String, _ name: String) -> String {
    path.isEmpty ? name : "\(path).\(name)"
  }
}
