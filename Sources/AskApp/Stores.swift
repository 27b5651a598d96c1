import AgentCore
import BuiltinSkills
import Foundation
import PostgresStore
import SQLiteStore

/// Where `ask` keeps its state: SQLite in the data directory (the default), or the PostgreSQL
/// database `ASK_DATABASE_URL` (or `database_url` in config.json) names — every port through
/// the same adapters, so that nothing above here knows which.
struct Stores: Sendable {
  /// Which store, for `ask doctor` and errors: a file, or a URL without its password.
  enum Kind: Sendable {
    case sqlite(SQLiteDatabase)
    case postgres(PostgresDatabase)
  }

  let kind: Kind
  let events: any EventStore
  let audit: any AuditSink & AuditLogReader
  let rules: any PermissionRuleStore
  let authorization: any AuthorizationProvider & AuthorizationListing
  let checkpoints: any CheckpointStore
  let reminders: any ReminderRepository
  let todos: any TodoRepository
  let calendar: any CalendarRepository
  /// Its tables row for row (`ask store export` / `import`).
  let transfer: any StoreTransfer

  /// Where the state is, as shown: the SQLite file or the redacted URL.
  var location: String {
    switch kind {
    case .sqlite(let database): return database.path
    case .postgres(let database): return database.url.redacted
    }
  }

  /// The SQLite stores over `database`.
  init(sqlite database: SQLiteDatabase) {
    kind = .sqlite(database)
    events = SQLiteEventStore(database: database)
    audit = SQLiteAuditLog(database: database)
    rules = SQLitePermissionRuleStore(database: database)
    authorization = SQLiteAuthorizationProvider(database: database)
    checkpoints = SQLiteCheckpointStore(database: database)
    reminders = SQLiteReminderRepository(database: database)
    todos = SQLiteTodoRepository(database: database)
    calendar = SQLiteCalendarRepository(database: database)
    transfer = SQLiteTransfer(database: database)
  }

  /// The PostgreSQL stores over `database`.
  init(postgres database: PostgresDatabase) {
    kind = .postgres(database)
    events = PostgresEventStore(database: database)
    audit = PostgresAuditLog(database: database)
    rules = PostgresPermissionRuleStore(database: database)
    authorization = PostgresAuthorizationProvider(database: database)
    checkpoints = PostgresCheckpointStore(database: database)
    reminders = PostgresReminderRepository(database: database)
    todos = PostgresTodoRepository(database: database)
    calendar = PostgresCalendarRepository(database: database)
    transfer = PostgresTransfer(database: database)
  }

  /// The PostgreSQL URL configured, if any: `ASK_DATABASE_URL`, else `database_url` in
  /// `$ASK_HOME/config.json`. Empty means SQLite.
  static func databaseURL(_ environment: AskEnvironment) throws -> String? {
    if let url = environment.variables["ASK_DATABASE_URL"] {
      return url.isEmpty ? nil : url
    }
    let file = try ConfigFile.load(environment.dataDirectory + "/config.json")
    return file.databaseURL.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Opens the configured store, migrating its schema; errors name the file or the server
  /// (never the password) and what to do.
  static func open(_ environment: AskEnvironment) throws -> Stores {
    if let url = try databaseURL(environment) {
      return Stores(postgres: try PostgresDatabase(url: PostgresURL(url)))
    }
    return Stores(
      sqlite: try SQLiteDatabase(
        path: AppContainer.databasePath(environment),
        busyTimeout: .milliseconds(environment.busyTimeoutMs)))
  }
}

/// A store of authorizations that can list them all (`ask auth status`).
protocol AuthorizationListing: Sendable {
  /// Every capability with a recorded status, by name.
  func all() async throws -> [(capability: String, status: AuthorizationStatus)]
}

extension SQLiteAuthorizationProvider: AuthorizationListing {}
extension PostgresAuthorizationProvider: AuthorizationListing {}
