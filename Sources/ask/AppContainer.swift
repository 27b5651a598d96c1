import AgentCore
import AgentRuntime
import BuiltinSkills
import Foundation
import ModelProviders
import SQLiteStore
import SkillKit

/// Everything `ask` wires together: the database, the skills, the model, the hooks.
struct AppContainer {
  let environment: AskEnvironment
  let database: SQLiteDatabase
  let registry: SkillRegistry
  let hooks: [any AgentHook]

  /// The database file inside the data directory.
  static func databasePath(_ environment: AskEnvironment) -> String {
    environment.dataDirectory + "/ask.sqlite"
  }

  /// Opens the database and builds the registry; errors name the file at fault.
  static func open(_ environment: AskEnvironment) throws -> AppContainer {
    let database = try SQLiteDatabase(
      path: databasePath(environment), busyTimeout: .milliseconds(environment.busyTimeoutMs))
    var registry = try SkillRegistry(
      BuiltinSkills.all(
        reminders: SQLiteReminderRepository(database: database),
        todos: SQLiteTodoRepository(database: database)))
    if ProcessInfo.processInfo.environment["ASK_DEMO_SKILLS"] == "1" {
      try registry.register(CountdownSkill())
    }
    let manifestPath = environment.dataDirectory + "/skills.json"
    if let data = FileManager.default.contents(atPath: manifestPath) {
      let manifest = try SkillManifest.parse(data, file: manifestPath)
      try manifest.apply(to: &registry, file: manifestPath)
    }
    let hooks = try CommandHook.load(from: environment.dataDirectory + "/hooks.json")
    return AppContainer(
      environment: environment, database: database, registry: registry, hooks: hooks)
  }

  /// A configured agent for one request.
  func agent(
    options: RunOptions, model: any LanguageModel, mode: PermissionMode,
    interaction: any AgentInteraction, sessionID: String
  ) -> Agent {
    let language = options.language.map { UserLanguage(rawValue: $0) ?? .english }
    return Agent(
      model: model, registry: registry,
      clock: SystemClock(pinnedTo: environment.pinnedNow), interaction: interaction,
      authorization: SQLiteAuthorizationProvider(database: database),
      rules: SQLitePermissionRuleStore(database: database), hooks: hooks,
      audit: SQLiteAuditLog(database: database),
      configuration: Agent.Configuration(
        maxTurns: options.maxTurns, timeZone: environment.timeZone, language: language,
        permissionMode: mode, workingDirectory: FileManager.default.currentDirectoryPath,
        sessionID: sessionID))
  }
}
