/// Everything the agent, the model and the user need to know about a skill, as immutable data.
public struct SkillDescriptor: Sendable, Hashable, Codable, Identifiable {
  /// Unique dotted id, e.g. `reminder.create`.
  public var id: String
  /// The name people see, e.g. `创建提醒`.
  public var displayName: String
  /// What it does, what it returns and when to use it — written for the model, and the one
  /// text the model is sent (a skill declared in several languages: its English one).
  public var description: String
  /// The parameters, in the order a form shows them.
  public var inputFields: [InputField]
  /// How much the gate asks before the skill runs.
  public var permissionLevel: PermissionLevel
  /// System capabilities the skill needs, e.g. `reminders`.
  public var requiredAuthorizations: [String]
  /// Expected run time in seconds.
  public var estimatedDuration: Double
  /// A symbol name for UIs.
  public var iconName: String
  /// Requests that should pick this skill, in the languages it serves.
  public var examples: [String]
  /// The name in other languages, by language code (`en`): the built-ins are named in Chinese
  /// and in English; a front end shows the one of its language.
  public var localizedDisplayNames: [String: String] = [:]

  /// A request that would pick this skill, for language `code` (`en`, `zh`): one of its
  /// examples in that language, else its first, else the words of its id's last part
  /// (`get_forecast` → `get forecast`).
  public func example(in code: String) -> String {
    if let example = examples(in: code).first { return example }
    let last = id.split(separator: ".").last.map(String.init) ?? id
    return TextTokenizer.identifierWords(last).joined(separator: " ")
  }

  /// The examples written in language `code` (Chinese ones have Chinese characters), or all of
  /// them when none is.
  public func examples(in code: String) -> [String] {
    let chinese = code == "zh"
    let mine = examples.filter { $0.contains(where: TextTokenizer.isCJK) == chinese }
    return mine.isEmpty ? examples : mine
  }

  /// The name to show in language `code` (`en`, `zh`): its localized name, else `displayName`.
  public func displayName(in code: String) -> String {
    localizedDisplayNames[code] ?? displayName
  }
  /// The description in other languages, by language code: what a face shows a person of
  /// that language (the built-ins say themselves in Chinese and in English).
  public var localizedDescriptions: [String: String] = [:]

  /// The description to show in language `code`: its own text in that language, else the one
  /// the skill has (`description`) — the other language only when that is all there is.
  public func description(in code: String) -> String {
    localizedDescriptions[code] ?? description
  }

  /// Every text the skill says itself in — `description` and each localized one, in a stable
  /// order: what a ranker matches a request in any language against.
  public var descriptionsInAllLanguages: String {
    var texts = [description]
    for code in localizedDescriptions.keys.sorted() {
      if let text = localizedDescriptions[code], text != description { texts.append(text) }
    }
    return texts.joined(separator: " ")
  }
  /// The fields' descriptions in other languages, by language code and field name
  /// (`["zh": ["title": "提醒的内容"]]`): what a form shows a person. The model reads the
  /// declared `description`.
  public var localizedFieldDescriptions: [String: [String: String]] = [:]

  /// `fields` (this skill's, or a form's rows of it) with their descriptions in `code` where
  /// the skill has them.
  public func localized(_ fields: [InputField], in code: String) -> [InputField] {
    guard let texts = localizedFieldDescriptions[code], !texts.isEmpty else { return fields }
    return fields.map { field in
      var copy = field
      if let text = texts[field.name] { copy.description = text }
      return copy
    }
  }
  /// The input schema as declared (a skill file, a SKILL.md, an MCP server); nil for skills
  /// declared in Swift, whose schema is built from `inputFields`.
  public var declaredSchema: JSONSchema?
  /// How the skill uses the session's workspace: its path fields are then resolved inside it,
  /// and a path outside it (or inside `.git/` for a skill that writes) needs an allow rule.
  public var workspaceUse: WorkspaceUse?
  /// The skill runs a process of its own (a command, a script, a stdio server) in ask's
  /// sandbox, widened by this; nil for a skill that starts no process. Shown in its permission
  /// request as what the call may reach.
  public var sandbox: SandboxWidening?

  /// A declaration from its parts; the schema is derived from `inputFields` unless given.
  public init(
    id: String, displayName: String, description: String, inputFields: [InputField] = [],
    permissionLevel: PermissionLevel = .normal, requiredAuthorizations: [String] = [],
    estimatedDuration: Double = 0.1, iconName: String = "gearshape", examples: [String] = [],
    localizedDisplayNames: [String: String] = [:],
    localizedFieldDescriptions: [String: [String: String]] = [:],
    localizedDescriptions: [String: String] = [:]
  ) {
    self.localizedDisplayNames = localizedDisplayNames
    self.localizedDescriptions = localizedDescriptions
    self.localizedFieldDescriptions = localizedFieldDescriptions
    self.id = id
    self.displayName = displayName
    self.description = description
    self.inputFields = inputFields
    self.permissionLevel = permissionLevel
    self.requiredAuthorizations = requiredAuthorizations
    self.estimatedDuration = estimatedDuration
    self.iconName = iconName
    self.examples = examples
  }

  /// A skill declared with a whole JSON Schema; `inputFields` become its top level.
  public init(
    id: String, displayName: String, description: String, schema: JSONSchema,
    permissionLevel: PermissionLevel = .normal, requiredAuthorizations: [String] = [],
    estimatedDuration: Double = 0.1, iconName: String = "gearshape", examples: [String] = []
  ) {
    self.init(
      id: id, displayName: displayName, description: description,
      inputFields: InputField.fields(from: schema), permissionLevel: permissionLevel,
      requiredAuthorizations: requiredAuthorizations, estimatedDuration: estimatedDuration,
      iconName: iconName, examples: examples)
    self.declaredSchema = schema
  }

  /// The declared schema, or the object schema built from `inputFields` (unknown fields
  /// rejected).
  public var inputSchema: JSONSchema {
    if let declaredSchema { return declaredSchema }
    var properties: [String: JSONSchema] = [:]
    for field in inputFields { properties[field.name] = field.schema }
    return JSONSchema(
      type: .object, properties: properties,
      required: inputFields.filter(\.required).map(\.name), additionalProperties: false)
  }

  /// The fields whose values are file-system paths (`format: "path"`).
  public var pathFields: Set<String> {
    Set(inputFields.filter { $0.type == .path }.map(\.name))
  }

  /// The fields whose values are shell command lines (`format: "command"`).
  public var commandFields: Set<String> {
    Set(inputFields.filter { $0.type == .command }.map(\.name))
  }

  /// The field named `name`, if declared.
  public func field(named name: String) -> InputField? {
    inputFields.first { $0.name == name }
  }

  /// This skill as an Anthropic Messages API tool (`name`, `description`, `input_schema`).
  public func anthropicTool(name: String? = nil) -> JSONValue {
    [
      "name": .string(name ?? id),
      "description": .string(description),
      "input_schema": inputSchema.jsonValue,
    ]
  }

  /// This skill as an OpenAI chat-completions function tool.
  public func openAIFunction(name: String? = nil) -> JSONValue {
    [
      "type": "function",
      "function": [
        "name": .string(name ?? id),
        "description": .string(description),
        "parameters": inputSchema.jsonValue,
      ],
    ]
  }
}
