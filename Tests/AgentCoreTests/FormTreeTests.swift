import AgentCore
import Foundation
import SkillKit
import Testing

/// Forms over nested schemas: which rows are asked as answers come in, and the input the
/// answers make.
struct FormTreeTests {
  static let fields = InputField.fields(from: schema)

  static let schema: JSONSchema = {
    try! JSONSchema.parse(
      try! JSONValue.parse(
        #"""
        {"type": "object", "required": ["title"], "$defs": {"person": {"type": "object",
          "properties": {"name": {"type": "string"}, "age": {"type": "integer"}}}},
         "properties": {
          "title": {"type": "string"},
          "tags": {"type": "array", "items": {"type": "string"}},
          "place": {"type": "object", "properties": {"city": {"type": "string"}}},
          "people": {"type": "array", "maxItems": 2, "items": {"$ref": "#/$defs/person"}},
          "when": {"oneOf": [{"title": "minutes", "type": "integer"},
                             {"title": "slot", "type": "object", "properties": {"day": {"type": "string"}}}]}}}
        """#)
    ).schema
  }()

  let tree = FormTree(fields: Self.fields)
  let parser = FieldValueParser(
    dates: DateExpressionParser(now: Date(timeIntervalSince1970: 0), timeZone: .gmt))

  func names(_ answers: [String: String]) -> [String] {
    tree.rows(answers: answers).map(\.field.name)
  }

  @Test func rowsGrowWithTheAnswers() {
    #expect(names([:]) == ["title", "people+0", "place.city", "tags", "when#"])
    let depths = tree.rows(answers: [:]).map(\.depth)
    #expect(depths == [0, 0, 1, 0, 0])
    #expect(
      names(["people+0": "true"]) == [
        "title", "people[0].age", "people[0].name", "people+1", "place.city", "tags", "when#",
      ])
    #expect(
      names(["people+0": "true", "people+1": "true"]).filter { $0.hasPrefix("people") } == [
        "people[0].age", "people[0].name", "people[1].age", "people[1].name",
      ], "maxItems 2: no third add row")
    #expect(names(["when#": "slot"]).suffix(2) == ["when#", "when.day"])
    #expect(names(["when#": "minutes"]).suffix(2) == ["when#", "when"])
  }

  @Test func theAnswersBuildTheNestedInput() {
    let answers = [
      "title": "Review", "tags": "a, b", "place.city": "Paris", "people+0": "true",
      "people[0].name": "Ann", "people[0].age": "41", "people+1": "true", "people[1].name": "Bo",
      "people+2": "false", "when#": "slot", "when.day": "Monday",
    ]
    let value = tree.value(answers: answers, parser: parser)
    #expect(value["title"] == "Review")
    #expect(value["tags"] == ["a", "b"])
    #expect(value["place"] == ["city": "Paris"])
    #expect(value["people"] == [["name": "Ann", "age": 41], ["name": "Bo"]])
    #expect(value["when"] == ["day": "Monday"])
    let violations = SchemaValidator.validate(.object(value), against: Self.schema)
    #expect(violations.isEmpty, "the form's value fits the skill's schema: \(violations)")
  }

  @Test func anEmptyOptionalPartIsLeftOut() {
    let value = tree.value(answers: ["title": "x", "when#": "minutes"], parser: parser)
    #expect(value == ["title": "x"], "no place, no people, a variant without a value")
    let minutes = tree.value(
      answers: ["title": "x", "when#": "minutes", "when": "15"], parser: parser)
    #expect(minutes["when"] == 15)
  }

  @Test func removingAnItemMovesTheLaterOnesUp() {
    let answers = [
      "people+0": "true", "people[0].name": "Ann", "people+1": "true", "people[1].name": "Bo",
    ]
    let removed = FormTree.removeItem(0, of: "people", from: answers)
    #expect(removed["people[0].name"] == "Bo")
    #expect(removed["people[1].name"] == nil)
    #expect(removed["people+0"] == "true" && removed["people+1"] == nil)
    #expect(FormTree.item(of: "people[1].name")! == ("people", 1))
    #expect(FormTree.item(of: "title") == nil)
  }

  @Test func flatBuiltInFieldsStayOneRowEach() {
    let flat = [
      InputField(name: "title", type: .string, required: true),
      InputField(name: "tags", type: .array, itemType: .string),
    ]
    #expect(FormTree(fields: flat).rows(answers: [:]).map(\.field.name) == ["title", "tags"])
  }
}
