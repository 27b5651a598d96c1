import Foundation
import SkillKit
import Testing

struct SkillDescriptorTests {
  let descriptor = SkillDescriptor(
    id: "todo.add", displayName: "添加待办", description: "Adds a todo.",
    inputFields: [
      InputField(name: "title", type: .string, required: true, description: "What"),
      InputField(name: "due", type: .dateTime),
      InputField(
        name: "priority", type: .enumeration, enumValues: ["low", "normal", "high"],
        defaultValue: "normal"),
      InputField(name: "tags", type: .array, itemType: .string),
    ],
    permissionLevel: .userConfirmation)

  @Test func schemaIsBuiltFromFields() {
    let schema = descriptor.inputSchema
    #expect(schema.type == .object)
    #expect(schema.required == ["title"])
    #expect(schema.additionalProperties == false)
    #expect(schema.properties?["due"]?.format == "date-time")
    #expect(schema.properties?["priority"]?.enumValues == ["low", "normal", "high"])
    #expect(schema.properties?["priority"]?.defaultValue == "normal")
    #expect(schema.properties?["tags"]?.items?.type == .string)
  }

  @Test func exportsAnAnthropicTool() throws {
    let tool = descriptor.anthropicTool(name: "todo_add")
    #expect(tool["name"] == "todo_add")
    #expect(tool["description"] == "Adds a todo.")
    #expect(tool["input_schema"]?["type"] == "object")
    #expect(tool["input_schema"]?["required"] == ["title"])
    #expect(tool["input_schema"]?["properties"]?["priority"]?["enum"] == ["low", "normal", "high"])
    #expect(tool["input_schema"]?["properties"]?["due"]?["format"] == "date-time")
  }

  @Test func exportsAnOpenAIFunction() {
    let function = descriptor.openAIFunction()
    #expect(function["type"] == "function")
    #expect(function["function"]?["name"] == "todo.add")
    #expect(function["function"]?["parameters"]?["additionalProperties"] == false)
    #expect(function["function"]?["parameters"]?["properties"]?["title"]?["type"] == "string")
  }

  @Test func schemaSurvivesJSONRoundTrip() throws {
    let value = descriptor.inputSchema.jsonValue
    let decoded = try JSONDecoderHelper.decodeSchema(value.jsonString)
    #expect(decoded == descriptor.inputSchema)
  }
}

enum JSONDecoderHelper {
  static func decodeSchema(_ text: String) throws -> JSONSchema {
    try JSONDecoder().decode(JSONSchema.self, from: Data(text.utf8))
  }
}
