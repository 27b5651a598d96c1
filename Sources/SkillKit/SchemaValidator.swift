import Foundation

/// Checks a `JSONValue` against a `JSONSchema` and reports every violation with its path.
public enum SchemaValidator {
  /// All the ways `value` fails `schema`; empty when it conforms.
  public static func validate(_ value: JSONValue, against schema: JSONSchema) -> [SchemaViolation] {
    var violations: [SchemaViolation] = []
    var walk = Walk(root: schema)
    walk.check(value, schema, path: "", into: &violations)
    return violations
  }

  /// Whether `value` conforms to `schema`.
  public static func conforms(_ value: JSONValue, to schema: JSONSchema, root: JSONSchema) -> Bool {
    var violations: [SchemaViolation] = []
    var walk = Walk(root: root)
    walk.check(value, schema, path: "", into: &violations)
    return violations.isEmpty
  }

  /// One validation: the root (for `$ref`) and how deep references have gone.
  private struct Walk {
    let root: JSONSchema
    var depth = 0
    static let maxDepth = 256

    mutating func check(
      _ value: JSONValue, _ schema: JSONSchema, path: String, into out: inout [SchemaViolation]
    ) {
      if schema.rejectsEverything {
        out.append(SchemaViolation(path: path, message: "no value is allowed here"))
        return
      }
      if let ref = schema.ref {
        guard depth < Self.maxDepth else {
          out.append(
            SchemaViolation(
              path: path,
              message: "the schema's $ref \(ref) nests deeper than \(Self.maxDepth) (a loop?)"))
          return
        }
        guard let target = root.resolve(ref) else {
          out.append(
            SchemaViolation(path: path, message: "the schema's $ref \(ref) does not resolve"))
          return
        }
        depth += 1
        check(value, target, path: path, into: &out)
        depth -= 1
      }
      if let types = schema.types, !types.contains(where: { matches(value, $0) }) {
        out.append(SchemaViolation(path: path, message: typeMessage(types, schema, value)))
        return
      }
      if let allowed = schema.enumValues, !allowed.contains(where: { equal($0, value) }) {
        let list = allowed.map(\.displayText).joined(separator: ", ")
        out.append(
          SchemaViolation(path: path, message: "expected one of \(list), got \(describe(value))"))
      }
      if let constant = schema.constValue, !equal(constant, value) {
        out.append(
          SchemaViolation(
            path: path, message: "expected \(constant.displayText), got \(describe(value))"))
      }
      switch value {
      case .string(let text): checkString(text, schema, path: path, into: &out)
      case .integer, .number: checkNumber(value, schema, path: path, into: &out)
      case .array(let elements): checkArray(elements, schema, path: path, into: &out)
      case .object(let members): checkObject(members, schema, path: path, into: &out)
      case .null, .bool: break
      }
      checkCombinations(value, schema, path: path, into: &out)
    }

    mutating func checkCombinations(
      _ value: JSONValue, _ schema: JSONSchema, path: String, into out: inout [SchemaViolation]
    ) {
      for part in schema.allOf ?? [] { check(value, part, path: path, into: &out) }
      if let alternatives = schema.anyOf {
        let results = alternatives.map { violations(of: value, $0, path: path) }
        if !results.contains(where: \.isEmpty) {
          out.append(
            SchemaViolation(
              path: path,
              message:
                "expected a value matching one of \(alternatives.count) alternatives"
                + closest(results, alternatives, value)))
        }
      }
      if let alternatives = schema.oneOf {
        let results = alternatives.map { violations(of: value, $0, path: path) }
        let matching = results.filter(\.isEmpty).count
        if matching == 0 {
          out.append(
            SchemaViolation(
              path: path,
              message:
                "expected a value matching exactly one of \(alternatives.count) alternatives"
                + closest(results, alternatives, value)))
        } else if matching > 1 {
          out.append(
            SchemaViolation(
              path: path,
              message:
                "matches \(matching) of the \(alternatives.count) alternatives; expected exactly one"
            ))
        }
      }
    }

    private mutating func violations(of value: JSONValue, _ schema: JSONSchema, path: String)
      -> [SchemaViolation]
    {
      var found: [SchemaViolation] = []
      check(value, schema, path: path, into: &found)
      return found
    }

    /// The alternative that came closest, so the message says what to change: one whose type
    /// fits the value, with the fewest violations.
    private func closest(
      _ results: [[SchemaViolation]], _ alternatives: [JSONSchema], _ value: JSONValue
    ) -> String {
      let ranked = zip(results, alternatives).enumerated().min { left, right in
        let leftFits = left.element.1.types?.contains { matches(value, $0) } ?? true
        let rightFits = right.element.1.types?.contains { matches(value, $0) } ?? true
        if leftFits != rightFits { return leftFits }
        return left.element.0.count < right.element.0.count
      }
      guard let first = ranked?.element.0.first else { return "" }
      return " (closest: \(first.description))"
    }

    func checkString(
      _ text: String, _ schema: JSONSchema, path: String, into out: inout [SchemaViolation]
    ) {
      // JSON Schema counts code points, not grapheme clusters.
      let length = text.unicodeScalars.count
      if let min = schema.minLength, length < min {
        let noun = min == 1 ? "character" : "characters"
        out.append(
          SchemaViolation(path: path, message: "expected at least \(min) \(noun), got \(length)"))
      }
      if let max = schema.maxLength, length > max {
        out.append(
          SchemaViolation(path: path, message: "expected at most \(max) characters, got \(length)"))
      }
      if let pattern = schema.pattern, !SchemaPatterns.matches(pattern, text) {
        out.append(
          SchemaViolation(
            path: path,
            message: "expected text matching /\(pattern)/, got \(describe(.string(text)))"))
      }
      if let format = schema.format, let problem = SchemaFormats.problem(format, text) {
        out.append(
          SchemaViolation(path: path, message: "\(problem), got \(describe(.string(text)))"))
      }
    }

    func checkNumber(
      _ value: JSONValue, _ schema: JSONSchema, path: String, into out: inout [SchemaViolation]
    ) {
      let number = value.doubleValue ?? 0
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
      if let min = schema.exclusiveMinimum, number <= min {
        out.append(
          SchemaViolation(
            path: path, message: "expected more than \(format(min)), got \(format(number))"))
      }
      if let max = schema.exclusiveMaximum, number >= max {
        out.append(
          SchemaViolation(
            path: path, message: "expected less than \(format(max)), got \(format(number))"))
      }
      if let divisor = schema.multipleOf, !isMultiple(value, of: divisor) {
        out.append(
          SchemaViolation(
            path: path,
            message: "expected a multiple of \(format(divisor)), got \(format(number))"))
      }
    }

    mutating func checkArray(
      _ elements: [JSONValue], _ schema: JSONSchema, path: String,
      into out: inout [SchemaViolation]
    ) {
      if let min = schema.minItems, elements.count < min {
        out.append(
          SchemaViolation(
            path: path,
            message: "expected at least \(min) item\(min == 1 ? "" : "s"), got \(elements.count)"))
      }
      if let max = schema.maxItems, elements.count > max {
        out.append(
          SchemaViolation(
            path: path,
            message: "expected at most \(max) item\(max == 1 ? "" : "s"), got \(elements.count)"))
      }
      if schema.uniqueItems == true {
        for index in elements.indices {
          if let earlier = elements[..<index].firstIndex(where: { equal($0, elements[index]) }) {
            out.append(
              SchemaViolation(
                path: "\(path)[\(index)]", message: "repeats item \(earlier); items must be unique")
            )
          }
        }
      }
      if let items = schema.items {
        for (index, element) in elements.enumerated() {
          check(element, items, path: "\(path)[\(index)]", into: &out)
        }
      }
    }

    mutating func checkObject(
      _ members: [String: JSONValue], _ schema: JSONSchema, path: String,
      into out: inout [SchemaViolation]
    ) {
      let properties = schema.properties ?? [:]
      let required = Set(schema.required ?? [])
      for name in required.union(members.keys).sorted() {
        let member = members[name]
        let propertySchema = properties[name]
        // A null for a field that does not allow null counts as not given.
        let nullIsAbsent =
          member == .null && propertySchema.map { !$0.allowsExplicitNull } ?? false
        if member == nil || nullIsAbsent {
          if required.contains(name) {
            out.append(
              SchemaViolation(
                path: join(path, name), message: "required field is missing", isMissingField: true))
          }
          continue
        }
        guard let member else { continue }
        if let propertySchema {
          check(member, propertySchema, path: join(path, name), into: &out)
        } else if let extra = schema.additionalPropertiesSchema {
          check(member, extra, path: join(path, name), into: &out)
        } else if schema.additionalProperties == false {
          let known = properties.keys.sorted().joined(separator: ", ")
          out.append(
            SchemaViolation(
              path: join(path, name), message: "unknown field; expected one of \(known)"))
        }
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
    _ types: [JSONSchema.ValueType], _ schema: JSONSchema, _ value: JSONValue
  ) -> String {
    if types == [.string], schema.format == "date-time" {
      return "expected an ISO 8601 date-time, got \(describe(value))"
    }
    let names = types.map { type in
      let article = type == .integer || type == .object || type == .array ? "an" : "a"
      return type == .null && types.count > 1 ? "null" : "\(article) \(type.rawValue)"
    }
    let list =
      names.count <= 2
      ? names.joined(separator: " or ")
      : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    return "expected \(list), got \(describe(value))"
  }

  private static func isMultiple(_ value: JSONValue, of divisor: Double) -> Bool {
    if case .integer(let integer) = value, divisor.rounded() == divisor, abs(divisor) < 9e15 {
      return integer % Int(divisor) == 0
    }
    let quotient = (value.doubleValue ?? 0) / divisor
    guard quotient.isFinite else { return false }
    return abs(quotient - quotient.rounded()) <= 1e-9 * max(1, abs(quotient))
  }

  /// JSON equality with 1 and 1.0 equal, at every depth.
  static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.integer, .integer), (.integer, .number), (.number, .integer), (.number, .number):
      return lhs.doubleValue == rhs.doubleValue
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { equal($0, $1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && left.allSatisfy { key, value in right[key].map { equal(value, $0) } ?? false }
    default:
      return lhs == rhs
    }
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

extension JSONSchema {
  /// Whether a `null` value was declared as allowed (`"type": ["string", "null"]`).
  var allowsExplicitNull: Bool { types?.contains(.null) ?? false }
}
