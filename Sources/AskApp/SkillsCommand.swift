import AgentCore
import DeclaredSkills
import Foundation
import MCPClient
import SkillKit

/// `ask skills [--json] [--no-mcp]`: every skill the model is offered — built-ins, skill files
/// and the MCP servers' tools — with levels, schemas and where each comes from, in the
/// person's language; `ask skills show ID [--json]`: one whole declaration; `ask skills check
/// [PATH]`: what is wrong with skill files.
enum SkillsCommand {
  /// What the listing shows: each skill with whether it is enabled and where it comes from,
  /// and the MCP servers that could not say their tools.
  struct Listing {
    var skills: [(descriptor: SkillDescriptor, enabled: Bool, source: Source)]
    var failedServers: [MCPHub.Status]
    var logDirectory: String
  }

  /// Where a skill comes from.
  enum Source: Equatable {
    case builtin
    case file(String)
    case mcp(server: String)

    var wireName: String {
      switch self {
      case .builtin: return "builtin"
      case .file(let path): return path
      case .mcp: return "mcp"
      }
    }
  }

  /// The skills the model would be offered now: with `mcp`, the configured servers are started
  /// as `ask mcp tools` starts them (in parallel, each within its timeout) and stopped after.
  static func listing(_ container: AppContainer, mcp: Bool) async -> Listing {
    guard mcp, let hub = container.mcp else {
      return Listing(
        skills: container.registry.allDescriptors.map {
          ($0.descriptor, $0.enabled, source(container.origins[$0.descriptor.id], servers: [:]))
        }, failedServers: [], logDirectory: container.environment.dataDirectory)
    }
    let snapshot = await container.catalog.snapshot()
    let (origins, _) = await container.catalog.overview()
    let statuses = await hub.status()
    await hub.stopAll()
    var servers: [String: String] = [:]
    for status in statuses {
      for id in MCPNames.ids(server: status.name, tools: status.tools) { servers[id] = status.name }
    }
    return Listing(
      skills: snapshot.registry.allDescriptors.map {
        (
          $0.descriptor, $0.enabled,
          source(origins[$0.descriptor.id], id: $0.descriptor.id, servers: servers)
        )
      },
      failedServers: statuses.filter { $0.enabled && $0.state != "ready" },
      logDirectory: container.environment.dataDirectory)
  }

  static func source(_ origin: String?, id: String = "", servers: [String: String] = [:])
    -> Source
  {
    switch origin {
    case nil, "builtin": return .builtin
    case "mcp":
      let parts = id.split(separator: ".")
      return .mcp(server: servers[id] ?? (parts.count >= 3 ? String(parts[1]) : id))
    case let path?: return .file(path)
    }
  }

  static func run(_ options: SkillsOptions, container: AppContainer, output: OutputWriter) async
    -> Int32
  {
    let language = container.environment.language(option: options.language) ?? .english
    let listing = await listing(container, mcp: options.mcp)
    let words = CLIText(language)
    if options.json {
      for (skill, enabled, source) in listing.skills {
        output.line(entry(skill, enabled: enabled, source: source, language: language).jsonString)
      }
      for status in listing.failedServers {
        let line: JSONValue = [
          "kind": "mcp_server", "server": .string(status.name), "state": .string(status.state),
          "error": .string(status.lastError ?? status.state),
          "fix": .string(fix(status, listing: listing, words: CLIText(.english))),
        ]
        output.line(line.jsonString)
      }
    } else {
      for (skill, enabled, source) in listing.skills {
        for line in lines(skill, enabled: enabled, source: source, words: words) {
          output.line(line)
        }
      }
      for status in listing.failedServers {
        output.line(
          words(
            .skillServerFailed,
            [
              "name": status.name, "state": status.state,
              "error": status.lastError ?? status.state,
            ]))
        output.line("    " + words(.skillFix, ["fix": fix(status, listing: listing, words: words)]))
      }
    }
    for problem in container.skillProblems {
      OutputWriter.error("ask: skill problem: \(problem)\n")
    }
    return 0
  }

  /// How to mend a server that could not say its tools.
  static func fix(_ status: MCPHub.Status, listing: Listing, words: CLIText) -> String {
    if status.state == "untrusted" {
      return words(.skillServerUntrustedFix, ["config": status.file])
    }
    return words(
      .skillServerFix,
      [
        "name": status.name, "log": listing.logDirectory + "/mcp-\(status.name).log",
        "config": status.file,
      ])
  }

  /// One skill in short: its id, name and level; its description; its source; its fields; an
  /// example — each in the person's language where the skill has it.
  static func lines(
    _ skill: SkillDescriptor, enabled: Bool, source: Source, words: CLIText
  ) -> [String] {
    let code = words.language.rawValue
    var header =
      "\(skill.id) — \(skill.displayName(in: code)) [\(skill.permissionLevel.rawValue)]"
    if !skill.requiredAuthorizations.isEmpty {
      header +=
        " " + words(.skillNeeds, ["list": skill.requiredAuthorizations.joined(separator: ", ")])
    }
    if !enabled { header += " " + words(.skillDisabled) }
    var lines = [header, "    \(skill.description(in: code))"]
    lines.append("    " + words(.skillSource, ["source": sourceText(source, words: words)]))
    if let sandbox = skill.sandbox, !sandbox.isEmpty {
      lines.append(
        "    " + words(.skillLeavesSandbox, ["list": sandbox.capabilities.joined(separator: ", ")]))
    }
    for field in skill.localized(skill.inputFields, in: code) {
      var detail = field.kindLabel(separator: "|")
      if field.required { detail += ", " + words(.skillRequired) }
      if let value = field.defaultValue {
        detail += ", " + words(.skillDefault, ["value": value.displayText])
      }
      lines.append("    · \(field.name) (\(detail)) \(field.description)")
    }
    if !skill.examples.isEmpty {
      lines.append("    " + words(.skillExample, ["example": skill.example(in: code)]))
    }
    return lines
  }

  static func sourceText(_ source: Source, words: CLIText) -> String {
    switch source {
    case .builtin: return words(.skillBuiltIn)
    case .file(let path): return path
    case .mcp(let server): return words(.skillFromMCP, ["name": server])
    }
  }

  /// One skill's whole declaration.
  static func show(
    _ id: String, options: SkillsOptions, container: AppContainer, output: OutputWriter
  ) async -> Int32 {
    let language = container.environment.language(option: options.language) ?? .english
    let words = CLIText(language)
    // An MCP tool's id says its server: only then are the servers started.
    let listing = await listing(container, mcp: options.mcp && id.hasPrefix("mcp."))
    guard let (skill, enabled, source) = listing.skills.first(where: { $0.descriptor.id == id })
    else {
      OutputWriter.error(
        words(
          .skillUnknown,
          ["id": id, "list": listing.skills.map(\.descriptor.id).joined(separator: ", ")]) + "\n")
      for status in listing.failedServers {
        OutputWriter.error(
          words(
            .skillServerFailed,
            ["name": status.name, "state": status.state, "error": status.lastError ?? ""])
            + "\n")
      }
      return 2
    }
    let code = language.rawValue
    if options.json {
      output.line(entry(skill, enabled: enabled, source: source, language: language).jsonString)
      return 0
    }
    output.line(
      "\(skill.id) — \(skill.displayName(in: code)) [\(skill.permissionLevel.rawValue)]"
        + (enabled ? "" : " " + words(.skillDisabled)))
    output.line(words(.skillSource, ["source": sourceText(source, words: words)]))
    output.line(words(.skillDescription, ["text": skill.description(in: code)]))
    if !skill.requiredAuthorizations.isEmpty {
      output.line(
        words(.skillNeeds, ["list": skill.requiredAuthorizations.joined(separator: ", ")]))
    }
    output.line(
      words(.skillDuration, ["seconds": "\(skill.estimatedDuration)", "icon": skill.iconName]))
    for example in skill.examples(in: code) {
      output.line(words(.skillExample, ["example": example]))
    }
    output.line(words(.skillSchema))
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

  /// One skill as JSON: its name and description in the chosen language (`display_name`,
  /// `description`), every language it has (`display_names`, `descriptions`), the one text
  /// the model is sent (`model_description`), where it comes from.
  static func entry(
    _ skill: SkillDescriptor, enabled: Bool, source: Source, language: UserLanguage
  ) -> JSONValue {
    let code = language.rawValue
    var entry: [String: JSONValue] = [
      "kind": "skill",
      "id": .string(skill.id), "display_name": .string(skill.displayName(in: code)),
      "description": .string(skill.description(in: code)), "language": .string(code),
      "display_names": .object(allLanguages(skill.displayName, skill.localizedDisplayNames)),
      "descriptions": .object(allLanguages(skill.description, skill.localizedDescriptions)),
      "model_description": .string(skill.description),
      "permission_level": .string(skill.permissionLevel.rawValue),
      "authorizations": .array(skill.requiredAuthorizations.map(JSONValue.string)),
      "estimated_duration": .number(skill.estimatedDuration), "icon": .string(skill.iconName),
      "examples": .array(skill.examples.map(JSONValue.string)), "enabled": .bool(enabled),
      "input_schema": skill.inputSchema.jsonValue,
      "fields": .array(skill.localized(skill.inputFields, in: code).map(MessageWire.field)),
      "source": .string(source.wireName),
    ]
    if case .mcp(let server) = source { entry["server"] = .string(server) }
    // A skill that starts a process: what its declaration asks beyond the sandbox.
    if let sandbox = skill.sandbox {
      entry["sandbox"] = [
        "network": .bool(sandbox.network), "write": .array(sandbox.write.map(JSONValue.string)),
        "read": .array(sandbox.read.map(JSONValue.string)),
      ]
    }
    return .object(entry)
  }

  /// A text by language: each localized one, and the skill's own under the language its
  /// script says (`zh` for Chinese characters, else `en`) when that one is not given.
  private static func allLanguages(_ own: String, _ localized: [String: String])
    -> [String: JSONValue]
  {
    var out = localized.mapValues(JSONValue.string)
    guard !localized.values.contains(own) else { return out }
    let code = own.contains(where: TextTokenizer.isCJK) ? "zh" : "en"
    out[localized[code] == nil ? code : "default"] = .string(own)
    return out
  }
}
