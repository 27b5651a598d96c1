import Foundation
import ProcessRunner
import SkillKit

/// A folder in the Agent Skills format: `SKILL.md` (YAML front matter `name`, `description`,
/// optional `license`, `compatibility`, `metadata`, `allowed-tools`; the body is the
/// instructions) beside `scripts/`, `references/`, `assets/`.
///
/// Progressive disclosure: the model sees only the name and description; calling the skill
/// activates it (the body comes back, with the folder's files listed), and calling it with
/// `file` reads one of them — inside the folder only. Our optional additions,
/// `input-schema`, `permission-level` and `run`, make it a directly callable script skill
/// (`sandbox` asks for more than its sandbox, as a skill file's does).
public enum SkillFolder {
  static let keys: Set<String> = [
    "name", "description", "license", "compatibility", "metadata", "allowed-tools",
    "input-schema", "permission-level", "run", "sandbox",
  ]
  /// The largest SKILL.md, and the largest file read on request.
  public static let maxFileBytes = 256 * 1024

  /// The declaration of the folder holding `path` (its SKILL.md).
  public static func read(
    _ path: String, lookPath: (String) -> String? = ExecutableLookup.onPath
  ) -> Result<SkillDeclaration, DeclarationError> {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    func fail(_ key: String, _ message: String) -> Result<SkillDeclaration, DeclarationError> {
      .failure(DeclarationError(file: path, path: key, message: message))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { return fail("", "cannot be read") }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maxFileBytes + 1) ?? Data()
    } catch {
      return fail("", "cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= maxFileBytes else { return fail("", "is larger than 256 KiB") }
    guard let text = String(data: data, encoding: .utf8) else {
      return fail("", "is not UTF-8 text")
    }
    let front: JSONValue
    let body: String
    let orders: [String: [String]]
    do {
      (front, body, orders) = try FrontMatter.read(text)
    } catch let error as FrontMatter.ParseError {
      return fail("", "front matter " + error.description)
    } catch {
      return fail("", "front matter: \(error)")
    }
    guard case .object(let members) = front else { return fail("", "no front matter") }
    if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
      return fail(
        unknown, "unknown front matter key; SKILL.md takes \(keys.sorted().joined(separator: ", "))"
      )
    }
    guard case .string(let name)? = members["name"] else {
      return fail("name", "required: the skill's name, lowercase letters, digits and hyphens")
    }
    guard isValidName(name) else {
      return fail(
        "name",
        "\"\(name)\" is not a skill name: 1-64 lowercase letters, digits and single hyphens, not at either end"
      )
    }
    let directory = URL(fileURLWithPath: folder).lastPathComponent
    guard directory == name else {
      return fail("name", "\"\(name)\" must match its folder's name \"\(directory)\"")
    }
    guard case .string(let description)? = members["description"],
      !description.trimmingCharacters(in: .whitespaces).isEmpty, description.count <= 1024
    else {
      return fail(
        "description", "required: 1-1024 characters saying what it does and when to use it")
    }
    if let compatibility = members["compatibility"] {
      guard case .string(let text) = compatibility, text.count <= 500 else {
        return fail("compatibility", "expected text of at most 500 characters")
      }
    }
    if let metadata = members["metadata"] {
      guard case .object(let entries) = metadata,
        entries.values.allSatisfy({ $0.stringValue != nil })
      else { return fail("metadata", "expected a map of strings") }
    }
    // Our additions: a schema, a level and a script make it directly callable.
    var declared: [String: JSONValue] = ["id": .string(name), "description": .string(description)]
    declared["input_schema"] = members["input-schema"]
    declared["permission_level"] = members["permission-level"]
    declared["run"] = members["run"]
    declared["sandbox"] = members["sandbox"]
    if case .object(let metadata)? = members["metadata"], let display = metadata["display-name"] {
      declared["display_name"] = display
    }
    if members["run"] == nil {
      if members["input-schema"] != nil {
        return fail("input-schema", "applies only with run (a script that takes the input)")
      }
      declared["input_schema"] = activationSchema
      declared["permission_level"] = members["permission-level"] ?? "normal"
    }
    do {
      var declaration = try SkillDeclaration.parse(
        .object(declared), file: path, path: "", folder: folder,
        propertyOrder: orders["input-schema.properties"], lookPath: lookPath)
      declaration.instructions = members["run"] == nil ? body : nil
      if case .object(let metadata)? = members["metadata"] {
        try localize(&declaration.descriptor, metadata: metadata, file: path)
      }
      declaration.folder = folder
      return .success(declaration)
    } catch let error as DeclarationError {
      var renamed = error
      renamed.path = renamed.path.replacingOccurrences(of: "input_schema", with: "input-schema")
        .replacingOccurrences(of: "permission_level", with: "permission-level")
      return .failure(renamed)
    } catch {
      return fail("", "\(error)")
    }
  }

  /// The metadata keys that say the skill in a language (`display-name-zh`, `description-en`):
  /// what a face of that language shows. The model is still sent `description`.
  static func localize(
    _ descriptor: inout SkillDescriptor, metadata: [String: JSONValue], file: String
  ) throws {
    for key in metadata.keys.sorted() {
      guard let text = metadata[key]?.stringValue else { continue }
      for (prefix, maxLength) in [("display-name-", 200), ("description-", 1024)]
      where key.hasPrefix(prefix) {
        let tag = String(key.dropFirst(prefix.count))
        guard let code = LocalizedText.languageCode(tag) else {
          throw DeclarationError(
            file: file, path: "metadata.\(key)",
            message: "\"\(tag.prefix(40))\" is not a language code; use one like en or zh")
        }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty, text.count <= maxLength else {
          throw DeclarationError(
            file: file, path: "metadata.\(key)", message: "expected 1-\(maxLength) characters")
        }
        if prefix == "display-name-" {
          descriptor.localizedDisplayNames[code] = text
        } else {
          descriptor.localizedDescriptions[code] = text
        }
      }
    }
  }

  /// A skill without a script is called to activate it (no input) or to read one of its files.
  static let activationSchema: JSONValue = [
    "type": "object",
    "properties": [
      "file": [
        "type": "string",
        "description":
          "A file of this skill's folder to read, e.g. references/guide.md; omit it to activate the skill and read its instructions",
      ]
    ],
    "additionalProperties": false,
  ]

  /// The Agent Skills rule: 1-64 of a-z, 0-9 and hyphens, no hyphen at either end or twice.
  public static func isValidName(_ name: String) -> Bool { SkillName.isValid(name) }
}
