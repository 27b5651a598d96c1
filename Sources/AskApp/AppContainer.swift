import AgentBridge
import AgentCore
import AgentRuntime
import BuiltinSkills
import DeclaredSkills
import Foundation
import LocalFileSystem
import MCPClient
import ModelProviders
import ProcessRunner
import SkillKit
import TerminalUI

/// Everything `ask` wires together: the database, the skills, the model, the hooks.
struct AppContainer {
  let environment: AskEnvironment
  /// Where the state is kept: SQLite in the data directory, or PostgreSQL.
  let stores: Stores
  /// The skills as ask started: built-ins and the declared skills of the skill folders.
  let registry: SkillRegistry
  /// The same skills as a live source: skill files are read again when they change.
  let catalog: SkillCatalog
  /// Where each skill came from (`builtin` or its file), and what was wrong at start-up.
  let origins: [String: String]
  let skillProblems: [String]
  /// The MCP servers of `$ASK_HOME/mcp.json`, started when their tools are first needed.
  let mcp: MCPHub?
  /// The names of the enabled MCP servers (shown before they start).
  let mcpServerNames: [String]
  let hooks: [CommandHook]
  /// The sandbox what ask starts runs in (before it is confined to a workspace), and who chose it.
  let sandbox: SandboxPolicy
  let sandboxSetting: SandboxSetting

  /// The database file inside the data directory.
  static func databasePath(_ environment: AskEnvironment) -> String {
    environment.dataDirectory + "/ask.sqlite"
  }

  /// Opens the database and builds the registry; errors name the file at fault. `sandbox` is
  /// the `--sandbox` option, when given.
  static func open(_ environment: AskEnvironment, sandbox option: String?) throws -> AppContainer {
    let setting = try SandboxSetting.resolve(option: option, environment: environment)
    let stores = try Stores.open(environment)
    // After the store is opened: the data directory exists, and is hidden where it really is.
    let project = Sandbox.resolvedPath(FileManager.default.currentDirectoryPath)
    let sandbox = setting.policy(dataDirectory: environment.dataDirectory)
      .protecting(project + "/.ask")
    var builtins = BuiltinSkills.all(
      reminders: stores.reminders, todos: stores.todos, calendar: stores.calendar)
    if environment.variables["ASK_DEMO_SKILLS"] == "1" {
      builtins.append(CountdownSkill())
    }
    _ = try SkillRegistry(builtins)  // built-in ids are valid and unique
    let manifestPath = environment.dataDirectory + "/skills.json"
    let manifest = try FileManager.default.contents(atPath: manifestPath).map {
      try SkillManifest.parse($0, file: manifestPath)
    }
    let folders = skillFolders(environment)
    // The project's skills came with the checkout: each call of one asks first.
    var state = SkillCatalogState(
      base: builtins, folders: folders, untrusted: Set(folders.dropFirst()),
      adjust: { registry in try manifest?.apply(to: &registry, file: manifestPath) })
    // The problems stay pending: the first run reports them (`skills_problem`).
    let (origins, problems) = state.refreshed()
    // A manifest naming no skill is an error at start-up, as it always was; later (a skill
    // file deleted while ask runs) it is a reported problem.
    // (Applying it is all or nothing, so it fails here exactly when it failed there.)
    if let manifest, problems.contains(where: { $0.hasPrefix(manifestPath) }) {
      var probe = state.current.registry
      try manifest.apply(to: &probe, file: manifestPath)
    }
    let hooks = try CommandHook.load(from: environment.dataDirectory + "/hooks.json")
    var servers: [MCPServerConfig]
    do {
      servers = try MCPServerConfig.load([mcpConfigPath(environment), projectMCPPath()])
    } catch let error as MCPConfigError {
      throw UsageError(message: error.description)
    }
    let trust = MCPTrust(file: environment.dataDirectory + "/mcp-trust.json")
    let projectTrusted = trust.isTrusted(projectMCPPath())
    for index in servers.indices where servers[index].file == projectMCPPath() {
      servers[index].trusted = projectTrusted
    }
    let mcp =
      servers.isEmpty
      ? nil
      : MCPHub(
        configs: servers, environment: environment.variables,
        logDirectory: environment.dataDirectory,
        // The folder ask starts in is the servers' workspace — unless it is the home folder (or
        // holds it), which no sandbox opens: then they write nowhere.
        sandbox: Sandbox.holdsHome(project) ? sandbox : sandbox.confined(to: project),
        approvals: MCPSkillApprovals(
          file: environment.dataDirectory + "/mcp-skill-approvals.json"),
        tokens: OAuthTokenStore(file: environment.dataDirectory + "/mcp-tokens.json"))
    return AppContainer(
      environment: environment, stores: stores, registry: state.current.registry,
      catalog: SkillCatalog(state, other: mcp), origins: origins, skillProblems: problems,
      mcp: mcp, mcpServerNames: servers.filter(\.enabled).map(\.name).sorted(), hooks: hooks,
      sandbox: sandbox, sandboxSetting: setting)
  }

  /// The user's MCP server list.
  static func mcpConfigPath(_ environment: AskEnvironment) -> String {
    environment.dataDirectory + "/mcp.json"
  }

  /// The project's list (its entries override the user's by name); its servers start only
  /// once `ask mcp trust` approved the file as it is.
  static func projectMCPPath() -> String {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/.ask/mcp.json")
      .standardizedFileURL.path
  }

  /// Where declared skills are looked for: `$ASK_HOME/skills`, then the project's
  /// `.ask/skills` (the working directory's).
  static func skillFolders(_ environment: AskEnvironment) -> [String] {
    let home = URL(fileURLWithPath: environment.dataDirectory + "/skills").standardizedFileURL.path
    let project = URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/.ask/skills")
      .standardizedFileURL.path
    // Run from inside the data directory, the two are one folder: read it once, trusted.
    return home == project ? [home] : [home, project]
  }

  /// What the agent can do now, for the first screen (starts no MCP server).
  func abilities(language: UserLanguage, model: String, workspace: String, mode: String) async
    -> AbilityPanel
  {
    let (registry, origins) = await catalog.known()
    return AbilityPanel.build(
      descriptors: registry.descriptors, origins: origins, servers: mcpServerNames,
      language: language, model: model, workspace: workspace, mode: mode)
  }

  /// A configured agent for one request; a front end answers its prompts as their events
  /// arrive (`AgentSession.answer`).
  func agent(
    options: RunOptions, model: any LanguageModel, mode: PermissionMode, sessionID: String,
    workspace: String, grantOwner: String? = nil, samplingModel: (any LanguageModel)? = nil
  ) -> any AgentSession {
    // --lang, ASK_LANG or the locale; nil lets each request's language decide.
    let language = environment.language(option: options.language)
    var configuration = Agent.Configuration(
      maxTurns: options.maxTurns, timeZone: environment.timeZone, language: language,
      permissionMode: mode, workingDirectory: workspace, sessionID: sessionID,
      workspace: workspace)
    configuration.toolLimit = environment.toolLimit
    configuration.topK = environment.topK
    configuration.sandbox = sandbox
    configuration.grantOwner = grantOwner
    configuration.prompts = mcp
    configuration.attachments = mcp
    configuration.samplingModel = samplingModel
    let confined = sandbox.confined(to: workspace)
    let hooks: [any AgentHook] = hooks.map { $0.sandboxed(confined) }
    return Agent(
      model: model, registry: registry, skillSource: catalog,
      clock: environment.clock, interactive: true,
      authorization: stores.authorization, rules: stores.rules, hooks: hooks,
      audit: stores.audit, checkpoints: stores.checkpoints, configuration: configuration)
  }

  /// The workspace a run works in: `--workspace`, else a resumed session's, else the current
  /// folder; it must be an existing folder (named in the error otherwise).
  static func workspace(_ option: String?, session: String? = nil) throws -> String {
    let chosen = option ?? session ?? FileManager.default.currentDirectoryPath
    do {
      return try WorkspacePath.realRoot(chosen, in: SystemFileSystem())
    } catch let failure as WorkspacePath.Failure {
      throw UsageError(
        message: "--workspace \(chosen): \(failure.reason); give an existing folder")
    }
  }
}
