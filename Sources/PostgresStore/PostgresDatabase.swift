import Foundation

/// A PostgreSQL database `ask` keeps its state in: one connection, on a thread of its own,
/// serialised by the actor; the schema brought up to date when it opens.
///
/// A broken connection is connected again at the next statement; a transaction it broke was
/// rolled back by the server (nothing is half written) and fails with a `.connection` error.
public actor PostgresDatabase {
  /// The database, without its password.
  public nonisolated let url: PostgresURL
  private let executor: ThreadExecutor
  private let connection: PostgresConnection
  /// Why searching reads every text instead of a trigram index (pg_trgm could not be set
  /// up), or nil.
  public nonisolated let searchIndexProblem: String?

  /// Runs the actor on its own thread: libpq blocks in the network.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// Connects to `url` and migrates its schema (under an advisory lock, so that several
  /// processes opening a fresh database at once migrate it once). A database whose schema is
  /// newer than `migrations` is refused and left as it is. With no migrations it only
  /// connects.
  public init(url: PostgresURL, migrations: [PostgresMigration] = PostgresMigration.all)
    throws
  {
    self.url = url
    executor = ThreadExecutor(name: "ask.postgres")
    // Connected and migrated here, on the caller's thread, before the actor is used.
    connection = try PostgresConnection(url: url)
    // No migrations: a plain connection (an administrator's, to make databases).
    searchIndexProblem = migrations.isEmpty ? nil : try Self.migrate(connection, migrations)
  }

  deinit {
    executor.stop()
  }

  /// Another connection to the same database (another writer, as another process has).
  public func sameDatabase() throws -> PostgresDatabase {
    try PostgresDatabase(url: url)
  }

  /// The connection's generation (see `PostgresTransaction.generation`).
  public func generation() -> Int { connection.generation }

  /// The server's version as it says it (`15.18`).
  public func serverVersion() -> String { connection.serverVersionText }

  /// The schema version the database is at.
  public func schemaVersion() throws -> Int {
    try Self.version(connection)
  }

  /// Runs one statement with bound parameters; its rows.
  @discardableResult
  public func query(_ sql: String, _ parameters: [PostgresValue] = []) throws -> PostgresRows {
    try connection.query(sql, parameters)
  }

  /// Runs `sql` as it is: statements with no parameters (`CREATE DATABASE`, DDL).
  public func execute(_ sql: String) throws {
    try connection.execute(sql)
  }

  /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
  public func transaction<Result: Sendable>(
    _ body: (PostgresTransaction) throws -> Result
  ) throws -> Result {
    try connection.execute("BEGIN")
    do {
      let result = try body(PostgresTransaction(connection: connection))
      try connection.execute("COMMIT")
      return result
    } catch {
      // A broken connection has no transaction left to roll back: the server did.
      if connection.isConnected { try? connection.execute("ROLLBACK") }
      throw error
    }
  }

  /// `COPY table (columns) FROM STDIN` with rows in COPY's text format (the benchmark's peer).
  public func copy(_ sql: String, data: [UInt8]) throws {
    try connection.copy(sql, data: data)
  }

  /// Drops the connection as if the network broke (for fault tests): the next statement
  /// connects again.
  public func reconnect() throws {
    try connection.reconnect()
  }

  static func version(_ connection: PostgresConnection) throws -> Int {
    let rows = try connection.query(
      "SELECT coalesce(max(version), 0) FROM ask_schema_migrations")
    return Int(rows.integer(0, 0) ?? 0)
  }

  /// Brings the schema up to date; returns why the trigram index could not be made, or nil.
  static func migrate(_ connection: PostgresConnection, _ migrations: [PostgresMigration])
    throws -> String?
  {
    // One migrator at a time across every process; the lock goes with the transaction.
    try connection.execute("BEGIN")
    do {
      try connection.query("SELECT pg_advisory_xact_lock(7262727)")
      try connection.execute(
        """
        CREATE TABLE IF NOT EXISTS ask_schema_migrations (
          version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)
        """)
      let current = try version(connection)
      let newest = migrations.map(\.version).max() ?? 0
      if current > newest {
        throw PostgresError(
          .newerSchema,
          "\(connection.url.redacted) has schema version \(current), newer than this ask knows "
            + "(\(newest)); upgrade ask, or point ASK_DATABASE_URL at another database")
      }
      for migration in migrations.sorted(by: { $0.version < $1.version })
      where migration.version > current {
        for statement in migration.statements { try connection.execute(statement) }
        try connection.query(
          "INSERT INTO ask_schema_migrations (version, applied_at) VALUES ($1, $2)",
          [.integer(Int64(migration.version)), .text(ISO8601DateFormatter().string(from: Date()))])
      }
      let problem = try trigramIndex(connection)
      try connection.execute("COMMIT")
      return problem
    } catch {
      if connection.isConnected { try? connection.execute("ROLLBACK") }
      throw error
    }
  }
}

/// The statements of one transaction (only inside `PostgresDatabase.transaction`).
public struct PostgresTransaction {
  let connection: PostgresConnection

  /// The connection's generation (it changes when the connection is made again, and with it
  /// every advisory lock the old one held is gone).
  public var generation: Int { connection.generation }

  /// Runs one statement with bound parameters; its rows.
  @discardableResult
  public func query(_ sql: String, _ parameters: [PostgresValue] = []) throws -> PostgresRows {
    try connection.query(sql, parameters)
  }
}

extension PostgresDatabase {
  /// Makes the search's trigram index when it is missing, in a savepoint of the migration's
  /// transaction; what went wrong is returned, never thrown: search still works without it.
  fileprivate static func trigramIndex(_ connection: PostgresConnection) throws -> String? {
    let present = try connection.query(
      "SELECT 1 FROM pg_indexes WHERE indexname = 'search_docs_trigrams'")
    guard present.isEmpty else { return nil }
    try connection.execute("SAVEPOINT ask_trigrams")
    do {
      for statement in PostgresMigration.trigramIndex { try connection.execute(statement) }
      try connection.execute("RELEASE SAVEPOINT ask_trigrams")
      return nil
    } catch let error as PostgresError where error.kind != .connection {
      try connection.execute("ROLLBACK TO SAVEPOINT ask_trigrams")
      return "no trigram index for search (\(error.message)); searches read every text: "
        + "install PostgreSQL's contrib modules (pg_trgm) or let the role create the extension"
    }
  }
}
