import Foundation
import SkillKit
import Testing

/// `JSONValue.memberOrders`: the order a skill's `properties` were written in, which the parsed
/// dictionary forgets.
struct JSONMemberOrderTests {
  @Test func namesEachObjectWhereItLiesInTheOrderWritten() throws {
    let text = #"""
      {"skills": [
        {"id": "bp.log", "input_schema": {"type": "object",
          "properties": {"systolic": {"type": "integer"}, "diastolic": {"type": "integer"},
                         "note": {"type": "object", "properties": {"z": {}, "a": {}}}}}},
        {"id": "empty", "input_schema": {"properties": {}}}
      ],
      "properties": {"b": 1, "a": 2, "b": 3}}
      """#
    let orders = try JSONValue.memberOrders(named: "properties", in: Data(text.utf8))
    #expect(orders["skills[0].input_schema.properties"] == ["systolic", "diastolic", "note"])
    #expect(orders["skills[0].input_schema.properties.note.properties"] == ["z", "a"])
    #expect(orders["skills[1].input_schema.properties"] == [])
    // A name given twice stands where it first stood (the dictionary keeps its last value).
    #expect(orders["properties"] == ["b", "a"])
    #expect(orders.count == 4)
    // A member called `properties` whose value is no object is no order.
    let scalar = try JSONValue.memberOrders(
      named: "properties", in: Data(#"{"properties": 3}"#.utf8))
    #expect(scalar.isEmpty)
    let top = try JSONValue.memberOrders(
      named: "properties", in: Data(#"[{"input_schema": {"properties": {"y": 1, "x": 2}}}]"#.utf8))
    #expect(top == ["[0].input_schema.properties": ["y", "x"]])
  }

  /// What `parse` rejects, this rejects — with an error, never a crash on deep nesting.
  @Test(arguments: [
    "", "{", "[1,]", #"{"a" 1}"#, #"{"a":1,}"#, "01", #"{"properties": {"a": }}"#, "[1] 2",
    #"{"properties": {"a": 1,}}"#,
    String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
  ])
  func rejectsWhatParseRejects(_ text: String) {
    #expect(throws: (any Error).self) { try JSONValue.parse(text) }
    #expect(throws: (any Error).self) {
      try JSONValue.memberOrders(named: "properties", in: Data(text.utf8))
    }
  }

  /// Fields come required first, then as written; when the order is not known, by name.
  @Test func fieldsFollowTheWrittenOrder() throws {
    var schema = try JSONSchema.parse(
      JSONValue.parse(
        #"{"type":"object","properties":{"width":{"type":"integer"},"height":{"type":"integer"},"unit":{"type":"string"},"label":{"type":"string"}},"required":["unit","label"]}"#
      )
    ).schema
    #expect(InputField.fields(from: schema).map(\.name) == ["label", "unit", "height", "width"])
    schema.propertyOrder = ["width", "height", "unit", "label"]
    #expect(InputField.fields(from: schema).map(\.name) == ["unit", "label", "width", "height"])
    // A name the order lacks comes after those it has.
    schema.propertyOrder = ["height"]
    #expect(InputField.fields(from: schema).map(\.name) == ["label", "unit", "height", "width"])
  }
}
