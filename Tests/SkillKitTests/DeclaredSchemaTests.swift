import SkillKit
import Testing

/// Declared JSON Schemas: every keyword, valid and invalid, with the exact paths and messages;
/// schemas that are not schemas; keywords that are not implemented are named.
struct DeclaredSchemaTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let schema: String
    let value: String
    let expected: [String]
    var testDescription: String { name }
  }

  static func schema(_ text: String) throws -> JSONSchema {
    try JSONSchema.parse(try JSONValue.parse(text)).schema
  }

  static let cases: [Case] = [
    Case(
      name: "type list with null: null", schema: #"{"type":["string","null"]}"#, value: "null",
      expected: []),
    Case(
      name: "type list with null: number", schema: #"{"type":["string","null"]}"#, value: "3",
      expected: ["expected a string or null, got number 3"]),
    Case(
      name: "three types", schema: #"{"type":["string","integer","boolean"]}"#, value: "[]",
      expected: ["expected a string, an integer or a boolean, got an array of 0"]),
    Case(name: "const ok", schema: #"{"const":"v1"}"#, value: #""v1""#, expected: []),
    Case(
      name: "const bad", schema: #"{"const":"v1"}"#, value: #""v2""#,
      expected: [#"expected v1, got "v2""#]),
    Case(name: "const number 1 = 1.0", schema: #"{"const":1}"#, value: "1.0", expected: []),
    Case(
      name: "enum mixed", schema: #"{"enum":["a",1,null]}"#, value: "2",
      expected: [#"expected one of a, 1, null, got number 2"#]),
    Case(
      name: "nested object paths",
      schema:
        #"{"type":"object","properties":{"a":{"type":"object","properties":{"b":{"type":"integer"}},"required":["b"]}}}"#,
      value: #"{"a":{}}"#, expected: ["a.b: required field is missing"]),
    Case(
      name: "nested wrong type",
      schema:
        #"{"type":"object","properties":{"a":{"type":"object","properties":{"b":{"type":"integer"}}}}}"#,
      value: #"{"a":{"b":"x"}}"#, expected: [#"a.b: expected an integer, got "x""#]),
    Case(
      name: "items with path",
      schema: #"{"type":"array","items":{"type":"object","properties":{"n":{"type":"number"}}}}"#,
      value: #"[{"n":1},{"n":"two"}]"#, expected: [#"[1].n: expected a number, got "two""#]),
    Case(
      name: "minItems", schema: #"{"type":"array","minItems":2}"#, value: "[1]",
      expected: ["expected at least 2 items, got 1"]),
    Case(
      name: "maxItems", schema: #"{"type":"array","maxItems":1}"#, value: "[1,2]",
      expected: ["expected at most 1 item, got 2"]),
    Case(
      name: "uniqueItems", schema: #"{"type":"array","uniqueItems":true}"#,
      value: #"[1,"a",1.0,{"x":[1]},{"x":[1]}]"#,
      expected: [
        "[2]: repeats item 0; items must be unique", "[4]: repeats item 3; items must be unique",
      ]),
    Case(name: "uniqueItems ok", schema: #"{"uniqueItems":true}"#, value: "[1,2,3]", expected: []),
    Case(
      name: "exclusiveMinimum", schema: #"{"exclusiveMinimum":0}"#, value: "0",
      expected: ["expected more than 0, got 0"]),
    Case(
      name: "exclusiveMaximum", schema: #"{"exclusiveMaximum":10}"#, value: "10",
      expected: ["expected less than 10, got 10"]),
    Case(
      name: "draft 4 boolean exclusiveMinimum", schema: #"{"minimum":5,"exclusiveMinimum":true}"#,
      value: "5", expected: ["expected more than 5, got 5"]),
    Case(name: "multipleOf integer ok", schema: #"{"multipleOf":5}"#, value: "15", expected: []),
    Case(
      name: "multipleOf integer bad", schema: #"{"multipleOf":5}"#, value: "16",
      expected: ["expected a multiple of 5, got 16"]),
    Case(
      name: "multipleOf decimal ok", schema: #"{"multipleOf":0.01}"#, value: "19.99", expected: []),
    Case(
      name: "multipleOf decimal bad", schema: #"{"multipleOf":0.01}"#, value: "19.995",
      expected: ["expected a multiple of 0.01, got 19.995"]),
    Case(
      name: "minimum maximum", schema: #"{"minimum":1,"maximum":5}"#, value: "7",
      expected: ["expected at most 5, got 7"]),
    Case(
      name: "minLength counts code points", schema: #"{"minLength":2}"#, value: #""e\u0301""#,
      expected: []),
    Case(
      name: "maxLength", schema: #"{"maxLength":2}"#, value: #""abc""#,
      expected: ["expected at most 2 characters, got 3"]),
    Case(
      name: "pattern ok (unanchored)", schema: #"{"pattern":"[0-9]{3}"}"#, value: #""a123b""#,
      expected: []),
    Case(
      name: "pattern bad", schema: #"{"pattern":"^[a-z]+$"}"#, value: #""Abc""#,
      expected: [#"expected text matching /^[a-z]+$/, got "Abc""#]),
    Case(
      name: "format date ok", schema: #"{"format":"date"}"#, value: #""2028-02-29""#, expected: []),
    Case(
      name: "format date bad day", schema: #"{"format":"date"}"#, value: #""2026-02-29""#,
      expected: [#"expected a date (YYYY-MM-DD), got "2026-02-29""#]),
    Case(
      name: "format time ok", schema: #"{"format":"time"}"#, value: #""09:30:00.5+08:00""#,
      expected: []),
    Case(
      name: "format time bad", schema: #"{"format":"time"}"#, value: #""9:30""#,
      expected: [#"expected a time (HH:MM:SS with a zone, e.g. 09:30:00Z), got "9:30""#]),
    Case(
      name: "format email ok", schema: #"{"format":"email"}"#, value: #""a.b@example.org""#,
      expected: []),
    Case(
      name: "format email bad", schema: #"{"format":"email"}"#, value: #""a b@example""#,
      expected: [#"expected an email address, got "a b@example""#]),
    Case(
      name: "format uri ok", schema: #"{"format":"uri"}"#, value: #""https://x.org/a?b""#,
      expected: []),
    Case(
      name: "format uri bad", schema: #"{"format":"uri"}"#, value: #""/relative""#,
      expected: [#"expected an absolute URI (scheme:…), got "/relative""#]),
    Case(
      name: "format date-time bad", schema: #"{"type":"string","format":"date-time"}"#,
      value: #""tomorrow""#, expected: [#"expected an ISO 8601 date-time, got "tomorrow""#]),
    Case(
      name: "oneOf none",
      schema: #"{"oneOf":[{"type":"string"},{"type":"integer","minimum":10}]}"#, value: "3",
      expected: [
        "expected a value matching exactly one of 2 alternatives (closest: expected at least 10, got 3)"
      ]),
    Case(
      name: "oneOf two", schema: #"{"oneOf":[{"type":"number"},{"type":"integer"}]}"#, value: "3",
      expected: ["matches 2 of the 2 alternatives; expected exactly one"]),
    Case(
      name: "oneOf one",
      schema: #"{"oneOf":[{"type":"number","maximum":1},{"type":"integer","minimum":2}]}"#,
      value: "3", expected: []),
    Case(
      name: "anyOf none", schema: #"{"anyOf":[{"type":"string"},{"type":"boolean"}]}"#, value: "3",
      expected: [
        "expected a value matching one of 2 alternatives (closest: expected a string, got number 3)"
      ]),
    Case(
      name: "anyOf some", schema: #"{"anyOf":[{"type":"string"},{"type":"integer"}]}"#, value: "3",
      expected: []),
    Case(
      name: "allOf every part",
      schema: #"{"allOf":[{"minimum":5},{"multipleOf":2}]}"#, value: "3",
      expected: ["expected at least 5, got 3", "expected a multiple of 2, got 3"]),
    Case(
      name: "$ref into $defs",
      schema:
        ##"{"type":"object","properties":{"at":{"$ref":"#/$defs/point"}},"$defs":{"point":{"type":"object","properties":{"x":{"type":"number"}},"required":["x"]}}}"##,
      value: #"{"at":{"y":1}}"#, expected: ["at.x: required field is missing"]),
    Case(
      name: "$ref into definitions (draft 7)",
      schema: ##"{"items":{"$ref":"#/definitions/n"},"definitions":{"n":{"type":"integer"}}}"##,
      value: #"[1,"x"]"#, expected: [#"[1]: expected an integer, got "x""#]),
    Case(
      name: "recursive $ref",
      schema:
        ##"{"type":"object","properties":{"name":{"type":"string"},"children":{"type":"array","items":{"$ref":"#"}}}}"##,
      value: #"{"name":"a","children":[{"name":"b","children":[{"name":3}]}]}"#,
      expected: ["children[0].children[0].name: expected a string, got number 3"]),
    Case(
      name: "additionalProperties schema",
      schema: #"{"type":"object","properties":{"a":{}},"additionalProperties":{"type":"integer"}}"#,
      value: #"{"a":"any","b":1,"c":"x"}"#, expected: [#"c: expected an integer, got "x""#]),
    Case(
      name: "additionalProperties false",
      schema: #"{"type":"object","properties":{"a":{}},"additionalProperties":false}"#,
      value: #"{"a":1,"zz":2}"#, expected: ["zz: unknown field; expected one of a"]),
    Case(
      name: "explicit null allowed by type",
      schema: #"{"type":"object","properties":{"a":{"type":["integer","null"]}},"required":["a"]}"#,
      value: #"{"a":null}"#, expected: []),
    Case(
      name: "null for a required non-null field is missing",
      schema: #"{"type":"object","properties":{"a":{"type":"integer"}},"required":["a"]}"#,
      value: #"{"a":null}"#, expected: ["a: required field is missing"]),
    Case(
      name: "true schema", schema: #"{"properties":{"a":true}}"#, value: #"{"a":[1]}"#, expected: []
    ),
    Case(
      name: "false schema", schema: #"{"properties":{"a":false}}"#, value: #"{"a":1}"#,
      expected: ["a: no value is allowed here"]),
  ]

  @Test(arguments: cases)
  func validates(_ testCase: Case) throws {
    let schema = try Self.schema(testCase.schema)
    let violations = SchemaValidator.validate(try JSONValue.parse(testCase.value), against: schema)
    #expect(violations.map(\.description) == testCase.expected)
  }

  struct Broken: CustomTestStringConvertible, Sendable {
    let schema: String
    let expected: String
    var testDescription: String { schema }
  }

  static let broken: [Broken] = [
    Broken(
      schema: #""string""#, expected: #"the schema: expected an object or a boolean, got "string""#),
    Broken(schema: #"{"type":"text"}"#, expected: "the schema at type: expected a type name"),
    Broken(schema: #"{"type":[]}"#, expected: "the schema at type: expected at least one type"),
    Broken(schema: #"{"minimum":"3"}"#, expected: "the schema at minimum: expected a number"),
    Broken(
      schema: #"{"minLength":-1}"#,
      expected: "the schema at minLength: expected a non-negative integer"),
    Broken(
      schema: #"{"multipleOf":0}"#, expected: "the schema at multipleOf: expected a number above 0"),
    Broken(
      schema: #"{"pattern":"(unclosed"}"#,
      expected: "the schema at pattern: not a valid regular expression"),
    Broken(
      schema: #"{"required":"a"}"#,
      expected: "the schema at required: expected an array of property names"),
    Broken(
      schema: #"{"oneOf":[]}"#,
      expected: "the schema at oneOf: expected a non-empty array of schemas"),
    Broken(
      schema: #"{"properties":{"a":{"type":5}}}"#,
      expected: "the schema at properties.a.type: expected a type name"),
    Broken(
      schema: ##"{"$ref":"#/$defs/missing"}"##,
      expected: ##"the schema at $ref: "#/$defs/missing" is not a local reference"##),
    Broken(
      schema: #"{"items":{"$ref":"https://example.org/s.json"}}"#,
      expected: "the schema at items.$ref:"),
    Broken(
      schema: #"{"minimum":5,"maximum":1}"#,
      expected: "the schema: minimum 5.0 is above maximum 1.0"),
  ]

  @Test(arguments: broken)
  func aSchemaThatIsNotASchemaIsNamed(_ testCase: Broken) throws {
    let value = try JSONValue.parse(testCase.schema)
    #expect(throws: SchemaDefinitionError.self) { try JSONSchema.parse(value) }
    do {
      _ = try JSONSchema.parse(value)
    } catch {
      #expect("\(error)".hasPrefix(testCase.expected), "\(error)")
    }
  }

  @Test func unimplementedKeywordsAreNamedWithTheirPaths() throws {
    let parsed = try JSONSchema.parse(
      try JSONValue.parse(
        #"{"type":"object","title":"t","$schema":"x","properties":{"a":{"type":"string","format":"ipv4","contentEncoding":"base64"},"b":{"if":{},"then":{}}},"patternProperties":{}}"#
      ))
    #expect(
      parsed.unsupported == [
        "patternProperties", "properties.a.contentEncoding", "properties.a.format: ipv4",
        "properties.b.if", "properties.b.then",
      ])
  }

  @Test func aDeepSchemaIsRefusedNotRecursedForever() throws {
    var text = #"{"type":"string"}"#
    for _ in 0..<100 { text = #"{"items":"# + text + "}" }
    #expect(throws: SchemaDefinitionError.self) { try JSONSchema.parse(try JSONValue.parse(text)) }
  }

  @Test func aReferenceLoopEndsWithAViolation() throws {
    let schema = try Self.schema(
      ##"{"$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}},"$ref":"#/$defs/a"}"##)
    let violations = SchemaValidator.validate(.integer(1), against: schema)
    #expect(violations.first?.message.contains("nests deeper than 256 (a loop?)") == true)
  }

  @Test func theDeclaredSchemaRoundTripsThroughItsJSON() throws {
    let text =
      ##"{"$defs":{"p":{"type":"integer"}},"additionalProperties":{"type":"string"},"properties":{"a":{"$ref":"#/$defs/p"},"b":{"type":["array","null"],"items":{"enum":[1,"x"]},"minItems":1,"uniqueItems":true},"c":{"oneOf":[{"const":1},{"pattern":"^x","format":"email"}],"exclusiveMinimum":0.5,"multipleOf":0.25}},"required":["a"],"type":"object"}"##
    let schema = try Self.schema(text)
    #expect(try JSONSchema.parse(schema.jsonValue).schema == schema)
  }
}
