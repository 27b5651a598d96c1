import SkillKit

extension MessageWire {
  /// The wire form of a stage change.
  static func encodeStage(_ stage: AgentStage) -> JSONValue {
    var object: [String: JSONValue] = ["type": "stage", "stage": .string(stage.kind.rawValue)]
    switch stage {
    case .idle, .parsingIntent, .cancelled, .paused:
      break
    case .matchingSkill(let candidates):
      object["candidates"] = .array(
        candidates.map { candidate in
          [
            "skill": .string(candidate.skillID), "display_name": .string(candidate.displayName),
            "score": .number(candidate.score),
          ]
        })
    case .awaitingPermission(let skill):
      object["skill"] = .string(skill.id)
    case .executing(let skill, let progress):
      object["skill"] = .string(skill.id)
      object["progress"] = progress.map(JSONValue.number) ?? .null
    case .awaitingUserInput(let skill, let fields):
      object["skill"] = .string(skill.id)
      object["fields"] = .array(fields.map(field))
    case .completed(let summary):
      object["summary"] = .string(summary)
    case .failed(let error):
      object["error"] = MessageWire.error(ErrorCatalogue.explain(error, in: .english))
    }
    return .object(object)
  }

  /// The wire form of an input field: name, type, required, description, enum, default, and
  /// the field's whole JSON Schema (nested objects, arrays, ranges, variants).
  public static func field(_ field: InputField) -> JSONValue {
    [
      "name": .string(field.name), "type": .string(field.type.rawValue),
      "required": .bool(field.required), "description": .string(field.description),
      "enum": field.enumValues.isEmpty ? .null : .array(field.enumValues.map(JSONValue.string)),
      "default": field.defaultValue ?? .null, "schema": field.schema.jsonValue,
    ]
  }
}
