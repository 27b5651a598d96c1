import AgentCore
import SkillKit

/// `ask skills [--json]`: the registry with levels and schemas.
enum SkillsCommand {
  static func run(json: Bool, registry: SkillRegistry, output: OutputWriter) -> Int32 {
    let entries = registry.allDescriptors
    if json {
      for (skill, enabled) in entries {
        let line: JSONValue = [
          "id": .string(skill.id), "display_name": .string(skill.displayName),
          "description": .string(skill.description),
          "permission_level": .string(skill.permissionLevel.rawValue),
          "authorizations": .array(skill.requiredAuthorizations.map(JSONValue.string)),
          "estimated_duration": .number(skill.estimatedDuration), "icon": .string(skill.iconName),
          "examples": .array(skill.examples.map(JSONValue.string)), "enabled": .bool(enabled),
          "input_schema": skill.inputSchema.jsonValue,
          "fields": .array(skill.inputFields.map(MessageWire.field)),
        ]
        output.line(line.jsonString)
      }
      return 0
    }
    for (skill, enabled) in entries {
      var header = "\(skill.id) — \(skill.displayName) [\(skill.permissionLevel.rawValue)]"
      if !skill.requiredAuthorizations.isEmpty {
        header += " needs: " + skill.requiredAuthorizations.joined(separator: ", ")
      }
      if !enabled { header += " (disabled)" }
      output.line(header)
      output.line("    \(skill.description)")
      for field in skill.inputFields {
        var detail =
          field.type == .enumeration ? field.enumValues.joined(separator: "|") : field.type.rawValue
        if field.required { detail += ", required" }
        if let value = field.defaultValue { detail += ", default \(value.displayText)" }
        output.line("    · \(field.name) (\(detail)) \(field.description)")
      }
      if let example = skill.examples.first { output.line("    e.g. \"\(example)\"") }
    }
    return 0
  }
}
