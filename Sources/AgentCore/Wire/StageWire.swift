import SkillKit

extension MessageWire {
  /// The members of a stage change's object, keys ascending.
  static func writeStage<Writer: JSONObjectWriter>(_ stage: AgentStage, into w: inout Writer) {
    switch stage {
    case .idle, .parsingIntent, .cancelled, .paused:
      break
    case .matchingSkill(let candidates):
      w.writeObjects("candidates", candidates) { candidate, w in
        w.write("display_name", candidate.displayName)
        w.write("score", number: candidate.score)
        w.write("skill", candidate.skillID)
      }
    case .awaitingPermission(let skill):
      w.write("skill", skill.id)
    case .executing(let skill, let progress):
      w.write("progress", number: progress)
      w.write("skill", skill.id)
    case .awaitingUserInput(let skill, let fields):
      w.writeObjects("fields", fields) { field, w in writeField(field, into: &w) }
      w.write("skill", skill.id)
    case .completed:
      break
    case .failed(let error):
      w.writeObject("error") { writeError(ErrorCatalogue.explain(error, in: .english), into: &$0) }
    }
    w.write("stage", stage.kind.rawValue)
    if case .completed(let summary) = stage { w.write("summary", summary) }
    w.write("type", "stage")
  }

  /// The wire form of an input field: name, type, required, description, enum, default, and
  /// the field's whole JSON Schema (nested objects, arrays, ranges, variants).
  public static func field(_ field: InputField) -> JSONValue {
    var writer = JSONTreeWriter()
    writeField(field, into: &writer)
    return writer.value
  }

  /// The members of an input field's object, keys ascending.
  static func writeField<Writer: JSONObjectWriter>(_ field: InputField, into w: inout Writer) {
    w.write("default", field.defaultValue ?? .null)
    w.write("description", field.description)
    if field.enumValues.isEmpty {
      w.write("enum", JSONValue.null)
    } else {
      w.write("enum", strings: field.enumValues)
    }
    w.write("name", field.name)
    w.write("required", field.required)
    w.write("schema", field.schema.jsonValue)
    w.write("type", field.type.rawValue)
  }
}
