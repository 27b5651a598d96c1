import AgentCore
import DeclaredSkills
import Foundation
import SkillKit

/// `ask skills [--json]`: the registry with levels, schemas and where each skill comes from;
/// `ask skills show ID [--json]`: one whole declaration; `ask skills check [PATH]`: what is
/// wrong with skill files.
enum SkillsCommand {
  static func run(
    json: Bool, registry: SkillRegistry, origins: [String: String], problems: [String],
    output: OutputWriter
  ) -> Int32 {
    let entries = registry.allDescriptors
    if json {
      for (skill, enabled) in entries {
        output.line(
          entry(skill, enabled: enabled, source: origins[skill.id] ?? "builtin").jsonString)
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
      output.line("    source: \(origins[skill.id] ?? "builtin")")
      if let sandbox = skill.sandbox, !sandbox.isEmpty {
        output.line(
          "    asks to leave its sandbox: " + sandbox.capabilities.joined(separator: ", "))
      }
      for field in skill.inputFields {
        var detail =
          field.kindLabel(separator: "|")
        if field.required { detail += ", required" }
        if let value = field.defaultValue { detail += ", default \(value.displayText)" }
        output.line("    · \(field.name) (\(detail)) \(field.description)")
      }
      if let example = skill.examples.first { output.line("    e.g. \"\(example)\"") }
    }
    for problem in problems { OutputWriter.error("ask: skill problem: \(problem)\n") }
    return 0
  }

  /// One skill's whole declaration.
  static func show(
    _ id: String, json: Bool, registry: SkillRegistry, origins: [String: String],
    output: OutputWriter
  ) -> Int32 {
    guard let (skill, enabled) = registry.allDescriptors.first(where: { $0.descriptor.id == id })
    else {
      OutputWriter.error(
        "ask: no skill \"\(id)\"; the skills are: "
          + registry.allDescriptors.map(\.descriptor.id).joined(separator: ", ") + "\n")
      return 2
    }
    let value = entry(skill, enabled: enabled, source: origins[id] ?? "builtin")
    if json {
      output.line(value.jsonString)
      return 0
    }
    output.line(
      "\(skill.id) — \(skill.displayName) [\(skill.permissionLevel.rawValue)]\(enabled ? "" : " (disabled)")"
    )
    output.line("source: \(origins[id] ?? "builtin")")
    output.line("description: \(skill.description)")
    if !skill.requiredAuthorizations.isEmpty {
      output.line("authorizations: \(skill.requiredAuthorizations.joined(separator: ", "))")
    }
    output.line("estimated duration: \(skill.estimatedDuration) s · icon: \(skill.iconName)")
    for example in skill.examples { output.line("example: \(example)") }
    output.line("input schema:")
    output.line(skill.inputSchema.jsonValue.prettyString(indent: "  "))
    return 0
  }

  /// Checks skill files (`PATH`, a file or a folder, or every skill folder): exit 1 naming every
  /// problem, 0 when all is well.
  static func check(
    _ path: String?, folders: [String], builtinIDs: Set<String>, output: OutputWriter
  ) -> Int32 {
    var targets: [String] = []
    var problems: [String] = []
    if let path {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        OutputWriter.error("ask: \(path) does not exist\n")
        return 2
      }
      if isDirectory.boolValue {
        let (found, listing) = SkillFileLoader(folders: [path]).files()
        targets = found
        problems += listing.map(\.description)
      } else {
        targets = [path]
      }
    } else {
      let (found, listing) = SkillFileLoader(folders: folders).files()
      targets = found
      problems += listing.map(\.description)
    }
    var owners: [String: String] = [:]
    var count = 0
    for target in targets {
      switch SkillFileLoader.read(target) {
      case .failure(let error): problems.append(error.description)
      case .success(let declarations):
        for declaration in declarations {
          let id = declaration.descriptor.id
          count += 1
          if builtinIDs.contains(id) {
            problems.append(
              "\(target): \(id) clashes with the built-in skill \(id); rename it (ids are unique)")
          } else if let earlier = owners[id] {
            problems.append("\(target): \(id) is also declared in \(earlier); rename one of them")
          } else {
            owners[id] = target
          }
          if !declaration.unsupportedKeywords.isEmpty {
            problems.append(
              "\(target): \(id): schema keywords not implemented (not checked): "
                + declaration.unsupportedKeywords.joined(separator: ", "))
          }
        }
      }
    }
    for problem in problems { output.line("✗ \(problem)") }
    output.line(
      "\(targets.count) file\(targets.count == 1 ? "" : "s"), \(count) skill\(count == 1 ? "" : "s"), "
        + "\(problems.count) problem\(problems.count == 1 ? "" : "s")")
    return problems.isEmpty ? 0 : 1
  }

  static func entry(_ skill: SkillDescriptor, enabled: Bool, source: String) -> JSONValue {
    var entry: [String: JSONValue] = [
      "id": .string(skill.id), "display_name": .string(skill.displayName),
      "description": .string(skill.description),
      "permission_level": .string(skill.permissionLevel.rawValue),
      "authorizations": .array(skill.requiredAuthorizations.map(JSONValue.string)),
      "estimated_duration": .number(skill.estimatedDuration), "icon": .string(skill.iconName),
      "examples": .array(skill.examples.map(JSONValue.string)), "enabled": .bool(enabled),
      "input_schema": skill.inputSchema.jsonValue,
      "fields": .array(skill.inputFields.map(MessageWire.field)),
      "source": .string(source),
    ]
    // A skill that starts a process: what its declaration asks beyond the sandbox.
    if let sandbox = skill.sandbox {
      entry["sandbox"] = [
        "network": .bool(sandbox.network), "write": .array(sandbox.write.map(JSONValue.string)),
        "read": .array(sandbox.read.map(JSONValue.string)),
      ]
    }
    return .object(entry)
  }
}
