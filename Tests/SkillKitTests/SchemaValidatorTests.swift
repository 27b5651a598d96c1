import SkillKit
import Testing

/// The validator as a table: one schema, one value, the exact violations expected.
struct SchemaValidatorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let schema: JSONSchema
    let value: JSONValue
    let expected: [String]
    var testDescription: String { name }
  }

  static let reminder = SkillDescriptor(
    id: "reminder.create", displayName: "创建提醒", description: "",
    inputFields: [
      InputField(name: "title", type: .string, required: true, minLength: 1, maxLength: 10),
      InputField(name: "dueDate", type: .dateTime, required: true),
      InputField(name: "notes", type: .string),
      InputField(name: "priority", type: .enumeration, enumValues: ["low", "normal", "high"]),
      InputField(name: "count", type: .integer, minimum: 1, maximum: 5),
      InputField(name: "ratio", type: .number, minimum: 0, maximum: 1),
      InputField(name: "urgent", type: .boolean),
      InputField(name: "tags", type: .array, itemType: .string),
    ]
  ).inputSchema

  static let ok: JSONValue = ["title": "开会", "dueDate": "2026-12-01T09:00:00+08:00"]

  static func with(_ extra: [String: JSONValue]) -> JSONValue {
    var members = ok.objectValue ?? [:]
    for (key, value) in extra { members[key] = value }
    return .object(members)
  }

  static let cases: [Case] = [
    Case(name: "valid minimal", schema: reminder, value: ok, expected: []),
    Case(
      name: "valid full", schema: reminder,
      value: with([
        "notes": "room 3", "priority": "high", "count": 3, "ratio": 0.5, "urgent": true,
        "tags": ["a", "b"],
      ]), expected: []),
    Case(
      name: "missing both required", schema: reminder, value: [:],
      expected: ["dueDate: required field is missing", "title: required field is missing"]),
    Case(
      name: "required null counts as missing", schema: reminder,
      value: ["title": nil, "dueDate": "2026-12-01T09:00:00Z"],
      expected: ["title: required field is missing"]),
    Case(
      name: "optional null is fine", schema: reminder, value: with(["notes": nil]), expected: []),
    Case(
      name: "bad date-time", schema: reminder,
      value: ["title": "x", "dueDate": "next blursday"],
      expected: ["dueDate: expected an ISO 8601 date-time, got \"next blursday\""]),
    Case(
      name: "date-time without offset", schema: reminder,
      value: ["title": "x", "dueDate": "2026-12-01T09:00:00"],
      expected: ["dueDate: expected an ISO 8601 date-time, got \"2026-12-01T09:00:00\""]),
    Case(
      name: "date-time as number", schema: reminder, value: ["title": "x", "dueDate": 5],
      expected: ["dueDate: expected an ISO 8601 date-time, got number 5"]),
    Case(
      name: "date-time with fraction and Z", schema: reminder,
      value: ["title": "x", "dueDate": "2026-12-01T01:00:00.250Z"], expected: []),
    Case(
      name: "title wrong type", schema: reminder,
      value: ["title": 42, "dueDate": "2026-12-01T09:00:00Z"],
      expected: ["title: expected a string, got number 42"]),
    Case(
      name: "title too short", schema: reminder,
      value: ["title": "", "dueDate": "2026-12-01T09:00:00Z"],
      expected: ["title: expected at least 1 character, got 0"]),
    Case(
      name: "title too long counts characters not bytes", schema: reminder,
      value: ["title": "一二三四五六七八九十十", "dueDate": "2026-12-01T09:00:00Z"],
      expected: ["title: expected at most 10 characters, got 11"]),
    Case(
      name: "CJK title of 10 characters is fine", schema: reminder,
      value: ["title": "一二三四五六七八九十", "dueDate": "2026-12-01T09:00:00Z"], expected: []),
    Case(
      name: "enum outside values", schema: reminder, value: with(["priority": "urgent"]),
      expected: ["priority: expected one of low, normal, high, got \"urgent\""]),
    Case(
      name: "enum wrong type", schema: reminder, value: with(["priority": 1]),
      expected: ["priority: expected a string, got number 1"]),
    Case(
      name: "integer below minimum", schema: reminder, value: with(["count": 0]),
      expected: ["count: expected at least 1, got 0"]),
    Case(
      name: "integer above maximum", schema: reminder, value: with(["count": 6]),
      expected: ["count: expected at most 5, got 6"]),
    Case(
      name: "integer given a fraction", schema: reminder, value: with(["count": 2.5]),
      expected: ["count: expected an integer, got number 2.5"]),
    Case(
      name: "integral number accepted as integer", schema: reminder, value: with(["count": 2.0]),
      expected: []),
    Case(
      name: "integer given a string", schema: reminder, value: with(["count": "3"]),
      expected: ["count: expected an integer, got \"3\""]),
    Case(
      name: "number accepts an integer", schema: reminder, value: with(["ratio": 1]), expected: []),
    Case(
      name: "number above maximum", schema: reminder, value: with(["ratio": 1.5]),
      expected: ["ratio: expected at most 1, got 1.5"]),
    Case(
      name: "boolean given a string", schema: reminder, value: with(["urgent": "yes"]),
      expected: ["urgent: expected a boolean, got \"yes\""]),
    Case(
      name: "boolean given a number", schema: reminder, value: with(["urgent": 1]),
      expected: ["urgent: expected a boolean, got number 1"]),
    Case(
      name: "array given a string", schema: reminder, value: with(["tags": "a,b"]),
      expected: ["tags: expected an array, got \"a,b\""]),
    Case(
      name: "array element wrong type names its index", schema: reminder,
      value: with(["tags": ["a", 2, "c", false]]),
      expected: [
        "tags[1]: expected a string, got number 2", "tags[3]: expected a string, got boolean false",
      ]),
    Case(
      name: "unknown field", schema: reminder, value: with(["colour": "red"]),
      expected: [
        "colour: unknown field; expected one of count, dueDate, notes, priority, ratio, tags, title, urgent"
      ]),
    Case(
      name: "root not an object", schema: reminder, value: "hello",
      expected: ["expected an object, got \"hello\""]),
    Case(
      name: "root array", schema: reminder, value: [1, 2],
      expected: ["expected an object, got an array of 2"]),
    Case(
      name: "every violation reported at once", schema: reminder,
      value: ["title": 1, "dueDate": "soon", "count": 9, "priority": "x"],
      expected: [
        "count: expected at most 5, got 9",
        "dueDate: expected an ISO 8601 date-time, got \"soon\"",
        "priority: expected one of low, normal, high, got \"x\"",
        "title: expected a string, got number 1",
      ]),
    Case(
      name: "nested object paths",
      schema: JSONSchema(
        type: .object,
        properties: [
          "where": JSONSchema(
            type: .object, properties: ["city": JSONSchema(type: .string)], required: ["city"])
        ],
        required: ["where"]),
      value: ["where": ["city": 3]], expected: ["where.city: expected a string, got number 3"]),
    Case(
      name: "nested missing",
      schema: JSONSchema(
        type: .object,
        properties: [
          "where": JSONSchema(
            type: .object, properties: ["city": JSONSchema(type: .string)], required: ["city"])
        ],
        required: ["where"]),
      value: ["where": [:]], expected: ["where.city: required field is missing"]),
    Case(
      name: "extra fields allowed without additionalProperties",
      schema: JSONSchema(
        type: .object, properties: ["a": JSONSchema(type: .string)]),
      value: ["a": "x", "b": 1], expected: []),
    Case(
      name: "null type", schema: JSONSchema(type: .null), value: nil, expected: []),
    Case(
      name: "null type given value", schema: JSONSchema(type: .null), value: 0,
      expected: ["expected a null, got number 0"]),
    Case(
      name: "enum of numbers compares numerically", schema: JSONSchema(enumValues: [1, 2]),
      value: 2.0, expected: []),
    Case(
      name: "long strings are shortened in messages", schema: JSONSchema(type: .integer),
      value: .string(String(repeating: "x", count: 100)),
      expected: ["expected an integer, got \"\(String(repeating: "x", count: 57))...\""]),
  ]

  @Test(arguments: cases)
  func validates(_ testCase: Case) {
    let found = SchemaValidator.validate(testCase.value, against: testCase.schema).map(
      \.description)
    #expect(found == testCase.expected)
  }

  @Test func tableIsLargeEnough() {
    #expect(Self.cases.count >= 30)
  }

  @Test func missingFieldsAreMarked() {
    let violations = SchemaValidator.validate(["title": "x"], against: Self.reminder)
    #expect(violations.map(\.isMissingField) == [true])
    #expect(violations.first?.path == "dueDate")
  }
}
