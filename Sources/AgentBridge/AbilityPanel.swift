import AgentCore
import SkillKit

/// What the agent can do right now, for the first screen of every face (the terminal UI, the
/// web page, `ask` in a pipe): the live skills grouped by where they come from and what they
/// work on, each with its level and one example request; the model, the workspace and the
/// permission mode. Built from the registry the agent uses, in one language.
public struct AbilityPanel: Sendable, Hashable {
  /// One skill on the panel.
  public struct Entry: Sendable, Hashable {
    /// The skill.
    public var skillID: String
    /// Its name in the panel's language.
    public var name: String
    /// How much the gate asks before it runs.
    public var level: PermissionLevel
    /// A request that would pick this skill, in the panel's language where it has one.
    public var example: String

    /// An entry.
    public init(skillID: String, name: String, level: PermissionLevel, example: String) {
      self.skillID = skillID
      self.name = name
      self.level = level
      self.example = example
    }
  }

  /// Skills that belong together: one area of the built-ins, the skill files, one MCP server.
  public struct Group: Sendable, Hashable {
    /// The group's heading (`Reminders`, `MCP time`).
    public var title: String
    /// Its skills.
    public var entries: [Entry]
    /// For an MCP server not started yet: it lists its tools at the first request.
    public var note: String?

    /// A group.
    public init(title: String, entries: [Entry], note: String? = nil) {
      self.title = title
      self.entries = entries
      self.note = note
    }
  }

  /// The model in use.
  public var model: String
  /// The workspace folder.
  public var workspace: String
  /// The permission mode.
  public var mode: String
  /// The skills by group.
  public var groups: [Group]
  /// The language its words are in.
  public var language: UserLanguage = .english

  /// A panel.
  public init(model: String, workspace: String, mode: String, groups: [Group]) {
    self.model = model
    self.workspace = workspace
    self.mode = mode
    self.groups = groups
  }

  /// Every entry in the order shown: what ↑↓ walks through.
  public var entries: [Entry] { groups.flatMap(\.entries) }
  /// How many skills the group has.
  public var skillCount: Int { entries.count }

  /// The panel for `descriptors`. `origins` says where each came from (`builtin` or its file);
  /// an id `mcp.SERVER.TOOL` is the server's; `servers` names the configured MCP servers, so
  /// one whose tools are not known yet still shows.
  public static func build(
    descriptors: [SkillDescriptor], origins: [String: String], servers: [String],
    language: UserLanguage, model: String, workspace: String, mode: String
  ) -> AbilityPanel {
    func labels(_ key: FaceWord, _ values: [String: String] = [:]) -> String {
      FaceWords.wording(key, language, values)
    }
    var areas: [FaceWord: [Entry]] = [:]
    var files: [Entry] = []
    var byServer: [String: [Entry]] = [:]
    for descriptor in descriptors where descriptor.id != "skills.search" {
      let entry = Entry(
        skillID: descriptor.id, name: descriptor.displayName(in: language.rawValue),
        level: descriptor.permissionLevel,
        example: descriptor.example(in: language.rawValue))
      let parts = descriptor.id.split(separator: ".")
      if parts.first == "mcp", parts.count >= 3 {
        byServer[String(parts[1]), default: []].append(entry)
      } else if (origins[descriptor.id] ?? "builtin") == "builtin" {
        areas[area(of: descriptor.id), default: []].append(entry)
      } else {
        files.append(entry)
      }
    }
    var groups: [Group] = []
    for area in [
      FaceWord.areaReminders, .areaTodos, .areaCalendar, .areaFiles, .areaShell, .areaTime,
      .areaOther,
    ] {
      if let entries = areas[area] { groups.append(Group(title: labels(area), entries: entries)) }
    }
    if !files.isEmpty { groups.append(Group(title: labels(.sourceFiles), entries: files)) }
    for server in Set(servers).union(byServer.keys).sorted() {
      let entries = byServer[server] ?? []
      groups.append(
        Group(
          title: labels(.sourceMCP, ["name": server]), entries: entries,
          note: entries.isEmpty ? labels(.mcpNotStarted) : nil))
    }
    var panel = AbilityPanel(model: model, workspace: workspace, mode: mode, groups: groups)
    panel.language = language
    return panel
  }

  /// The area a built-in skill works on, by its id's first part.
  static func area(of id: String) -> FaceWord {
    switch id.split(separator: ".").first.map(String.init) ?? "" {
    case "reminder", "reminders": return .areaReminders
    case "todo", "todos": return .areaTodos
    case "calendar": return .areaCalendar
    case "files", "file": return .areaFiles
    case "shell": return .areaShell
    case "time": return .areaTime
    default: return .areaOther
    }
  }

  /// The level in the panel's words.
  public static func level(_ level: PermissionLevel, in language: UserLanguage) -> String {
    switch level {
    case .normal: return FaceWords.wording(.levelNormal, language)
    case .userConfirmation: return FaceWords.wording(.levelConfirm, language)
    case .systemAccess: return FaceWords.wording(.levelSystem, language)
    }
  }

  /// The panel as the web page and the HTTP API give it: its words in its language, each
  /// entry's level as a word and as the level's name.
  public var jsonValue: JSONValue {
    [
      "language": .string(language.rawValue),
      "title": .string(FaceWords.wording(.abilitiesTitle, language, ["count": "\(skillCount)"])),
      "context": .string(
        FaceWords.wording(
          .abilitiesModel, language, ["model": model, "workspace": workspace, "mode": mode])),
      "empty": groups.isEmpty ? .string(FaceWords.wording(.abilitiesNone, language)) : .null,
      "model": .string(model), "workspace": .string(workspace), "mode": .string(mode),
      "groups": .array(
        groups.map { group in
          [
            "title": .string(group.title), "note": group.note.map(JSONValue.string) ?? .null,
            "entries": .array(
              group.entries.map { entry in
                [
                  "skill_id": .string(entry.skillID), "name": .string(entry.name),
                  "level": .string(entry.level.rawValue),
                  "level_text": .string(Self.level(entry.level, in: language)),
                  "example": .string(entry.example),
                ]
              }),
          ]
        }),
    ]
  }
}
