import Foundation
import ProcessRunner
import SkillKit

/// A skill declared in a file: its descriptor, and how to run its script.
public struct SkillDeclaration: Sendable, Hashable {
  /// The skill's declaration.
  public var descriptor: SkillDescriptor
  /// How to run it; nil for a skill without a script.
  public var run: ScriptRun?
  /// Where it was declared (a file, or a SKILL.md folder).
  public var origin: String
  /// Schema keywords it uses that are not implemented, with their paths: reported once.
  public var unsupportedKeywords: [String]
  /// A SKILL.md without a script: its body, returned when the model activates it.
  public var instructions: String?
  /// A SKILL.md's folder: the only place its files are read from.
  public var folder: String?

  /// A declaration read from `origin`.
  public init(
    descriptor: SkillDescriptor, run: ScriptRun?, origin: String, unsupportedKeywords: [String]
  ) {
    self.descriptor = descriptor
    self.run = run
    self.origin = origin
    self.unsupportedKeywords = unsupportedKeywords
  }
}

/// How a declared skill's script runs.
public struct ScriptRun: Sendable, Hashable {
  /// `argv`; the first is a path (relative to the declaring file's folder) or a name on PATH,
  /// resolved when the skill is loaded.
  public var command: [String]
  /// The working directory (default: the declaring file's folder).
  public var directory: String
  /// How long one run may take before it is ended.
  public var timeout: Duration
  /// Added to (and overriding) `ask`'s environment.
  public var environment: [String: String]

  /// How to run a script: the command, its arguments and its deadline.
  public init(
    command: [String], directory: String, timeout: Duration, environment: [String: String]
  ) {
    self.command = command
    self.directory = directory
    self.timeout = timeout
    self.environment = environment
  }

  /// The longest `timeout_s` a declaration may ask for.
  public static let maxTimeoutSeconds = 3600.0
  /// Seconds a script may run when its file does not say.
  public static let defaultTimeoutSeconds = 30.0
}

/// Why a declaration cannot be used: the file, where in it, and what to change.
public struct DeclarationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file the problem is in.
  public var file: String
  /// `skills[1].input_schema.properties.q`, or empty for the whole file.
  public var path: String
  /// What is wrong and how to fix it.
  public var message: String

  /// A problem of `file` at `path` (a JSON path in it).
  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// `file: path: message`.
  public var description: String {
    [file, path, message].filter { !$0.isEmpty }.joined(separator: ": ")
  }
}

extension SkillDeclaration {
  /// The keys a declaration may have.
  static let keys: Set<String> = [
    "id", "display_name", "description", "examples", "input_schema", "permission_level",
    "authorizations", "estimated_duration", "icon", "run", "sandbox",
  ]
  static let runKeys: Set<String> = ["command", "cwd", "timeout_s", "env"]

  /// Reads one declaration (the object at `path` in `file`); `folder` resolves relative paths.
  /// `propertyOrder`: the order its `input_schema.properties` were written in, when the file's
  /// text is at hand (`JSONValue.memberOrders`).
  public static func parse(
    _ value: JSONValue, file: String, path: String, folder: String,
    propertyOrder: [String]? = nil, lookPath: (String) -> String? = ExecutableLookup.onPath
  ) throws -> SkillDeclaration {
    func fail(_ key: String, _ message: String) -> DeclarationError {
      DeclarationError(
        file: file, path: key.isEmpty ? path : (path.isEmpty ? key : "\(path).\(key)"),
        message: message)
    }
    guard case .object(let members) = value else {
      throw fail("", "expected an object declaring a skill")
    }
    if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
      throw fail(unknown, "unknown key; a skill declares \(keys.sorted().joined(separator: ", "))")
    }
    func string(_ key: String, required: Bool = false) throws -> String? {
      guard let member = members[key] else {
        if required { throw fail(key, "required; add \"\(key)\": \"…\"") }
        return nil
      }
      guard case .string(let text) = member, !text.trimmingCharacters(in: .whitespaces).isEmpty
      else { throw fail(key, "expected a non-empty string") }
      return text
    }
    func strings(_ key: String) throws -> [String] {
      guard let member = members[key] else { return [] }
      guard case .array(let items) = member, let texts = Optional(items.compactMap(\.stringValue)),
        texts.count == items.count
      else { throw fail(key, "expected an array of strings") }
      return texts
    }
    let id = try string("id", required: true) ?? ""
    guard SkillRegistry.isValidID(id) else {
      throw fail(
        "id", "\"\(id)\" is not a skill id; use lowercase words joined by dots, like notes.search")
    }
    // A name and a description given once, or per language (`{"en": "…", "zh": "…"}`).
    func text(_ key: String, maxLength: Int) throws -> LocalizedText? {
      guard let member = members[key] else { return nil }
      do {
        return try LocalizedText.parse(member, maxLength: maxLength)
      } catch {
        throw fail(key, error.reason)
      }
    }
    guard let description = try text("description", maxLength: 4096) else {
      throw fail("description", "required; add \"description\": \"…\"")
    }
    let displayName = try text("display_name", maxLength: 200)
    let schema: JSONSchema
    var unsupported: [String] = []
    if let declared = members["input_schema"] {
      do {
        let parsed = try JSONSchema.parse(declared)
        var declaredSchema = parsed.schema
        declaredSchema.propertyOrder = propertyOrder
        schema = declaredSchema
        unsupported = parsed.unsupported.map { "input_schema.\($0)" }
      } catch let error as SchemaDefinitionError {
        throw fail(
          error.path.isEmpty ? "input_schema" : "input_schema.\(error.path)", error.message)
      }
      guard schema.type == .object || schema.types == nil else {
        throw fail("input_schema.type", "a skill's input is an object; use \"type\": \"object\"")
      }
    } else {
      schema = JSONSchema(type: .object, properties: [:], additionalProperties: false)
    }
    var level = PermissionLevel.userConfirmation
    if let text = try string("permission_level") {
      guard let parsed = PermissionLevel(rawValue: text) else {
        throw fail(
          "permission_level",
          "\"\(text)\" is not a permission level; use \(PermissionLevel.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      level = parsed
    }
    var duration = 1.0
    if let member = members["estimated_duration"] {
      guard let seconds = member.doubleValue, seconds.isFinite, seconds >= 0, seconds <= 86_400
      else {
        throw fail("estimated_duration", "expected seconds from 0 to 86400")
      }
      duration = seconds
    }
    var descriptor = SkillDescriptor(
      id: id, displayName: displayName?.text ?? id, description: description.text,
      schema: schema, permissionLevel: level,
      requiredAuthorizations: try strings("authorizations"), estimatedDuration: duration,
      iconName: try string("icon") ?? "terminal", examples: try strings("examples"))
    descriptor.localizedDisplayNames = displayName?.byLanguage ?? [:]
    descriptor.localizedDescriptions = description.byLanguage
    let run = try members["run"].map {
      try parseRun(
        $0, fail: { fail("run" + ($0.isEmpty ? "" : ".\($0)"), $1) }, folder: folder,
        lookPath: lookPath)
    }
    // What the script's sandbox is widened by: shown in every permission request of the skill
    // and kept in the audit log; a project's skill asks before each call.
    if let member = members["sandbox"] {
      guard run != nil else { throw fail("sandbox", "a sandbox is for a skill with a \"run\"") }
      do {
        descriptor.sandbox = try SandboxWidening.parse(
          member, home: ProcessInfo.processInfo.environment["HOME"])
      } catch {
        throw fail("sandbox" + (error.key.isEmpty ? "" : ".\(error.key)"), error.reason)
      }
    } else if run != nil {
      descriptor.sandbox = SandboxWidening()
    }
    return SkillDeclaration(
      descriptor: descriptor, run: run, origin: file, unsupportedKeywords: unsupported)
  }

  static func parseRun(
    _ value: JSONValue, fail: (String, String) -> DeclarationError, folder: String,
    lookPath: (String) -> String?
  ) throws -> ScriptRun {
    guard case .object(let members) = value else {
      throw fail("", "expected an object with a \"command\" array")
    }
    if let unknown = members.keys.sorted().first(where: { !runKeys.contains($0) }) {
      throw fail(unknown, "unknown key; run takes \(runKeys.sorted().joined(separator: ", "))")
    }
    guard case .array(let items)? = members["command"], !items.isEmpty,
      let command = Optional(items.compactMap(\.stringValue)), command.count == items.count,
      !command[0].isEmpty
    else {
      throw fail(
        "command", "expected a non-empty array of strings, like [\"python3\", \"search.py\"]")
    }
    var argv = command
    if command[0].contains("/") {
      let path = command[0].hasPrefix("/") ? command[0] : folder + "/" + command[0]
      let resolved = URL(fileURLWithPath: path).standardizedFileURL.path
      guard FileManager.default.isExecutableFile(atPath: resolved) else {
        let exists = FileManager.default.fileExists(atPath: resolved)
        throw fail(
          "command[0]",
          exists
            ? "\(resolved) is not executable; chmod +x it, or run it through its interpreter"
            : "\(resolved) does not exist")
      }
      argv[0] = resolved
    } else {
      guard let found = lookPath(command[0]) else {
        throw fail("command[0]", "\"\(command[0])\" is not on PATH; give its path, or install it")
      }
      argv[0] = found
    }
    var directory = folder
    if let member = members["cwd"] {
      guard case .string(let text) = member, !text.isEmpty else {
        throw fail("cwd", "expected a directory")
      }
      directory =
        URL(fileURLWithPath: text.hasPrefix("/") ? text : folder + "/" + text)
        .standardizedFileURL.path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { throw fail("cwd", "\(directory) is not a directory") }
    }
    var seconds = ScriptRun.defaultTimeoutSeconds
    if let member = members["timeout_s"] {
      guard let value = member.doubleValue, value.isFinite, value > 0,
        value <= ScriptRun.maxTimeoutSeconds
      else {
        throw fail(
          "timeout_s", "expected seconds above 0, at most \(Int(ScriptRun.maxTimeoutSeconds))")
      }
      seconds = value
    }
    var environment: [String: String] = [:]
    if let member = members["env"] {
      guard case .object(let entries) = member else {
        throw fail("env", "expected an object of strings")
      }
      for (key, entry) in entries {
        guard case .string(let text) = entry, !key.isEmpty, !key.contains("=") else {
          throw fail("env.\(key)", "expected a string value and a name without '='")
        }
        environment[key] = text
      }
    }
    return ScriptRun(
      command: argv, directory: directory, timeout: .milliseconds(Int(seconds * 1000)),
      environment: environment)
  }
}
