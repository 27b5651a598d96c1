import CSQLite
import Foundation

/// SQLite's "copy the bytes now" destructor; the C macro is invisible to Swift.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One connection to a SQLite file, in WAL mode, serialised by the actor.
public actor SQLiteDatabase {
  /// The file this connection opened.
  public nonisolated let path: String
  private let connection: Connection
  private var handle: OpaquePointer { connection.handle }
  /// The configured wait for another process's lock, in milliseconds (bounded).
  private let busyTimeoutMs: Int

  /// The longest busy timeout accepted: an hour.
  public static let maxBusyTimeout: Duration = .seconds(3600)

  /// Opens (or creates) the database at `path` and brings its schema up to date.
  ///
  /// A file that is not a database, is unreadable, or was written by a newer schema
  /// gives a `StoreError` and is left exactly as it was.
  /// `busyTimeout`: how long to wait for another process's lock before failing clearly.
  public init(
    path: String, migrations: [Migration] = Migration.all, busyTimeout: Duration = .seconds(5)
  ) throws {
    self.path = path
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw StoreError(path: path, reason: "cannot create the directory \(directory)")
      }
    }
    if FileManager.default.fileExists(atPath: path),
      !FileManager.default.isReadableFile(atPath: path)
    {
      throw StoreError(path: path, reason: "the file is not readable")
    }
    var connection: OpaquePointer?
    // No mutex of SQLite's own: the actor already serialises every use of the connection
    // (SQLite's "multi-thread" mode), and its lock per call was 8 % of reading a page.
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let status = sqlite3_open_v2(path, &connection, flags, nil)
    guard status == SQLITE_OK, let connection else {
      let reason = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close_v2(connection)
      throw StoreError(path: path, reason: reason)
    }
    // Owned from here on: a throw below closes the handle when `Connection` is released.
    self.connection = Connection(connection)
    let bounded = min(max(busyTimeout, .zero), Self.maxBusyTimeout)
    let (seconds, attoseconds) = bounded.components
    let timeoutMs = Int(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    self.busyTimeoutMs = timeoutMs
    // Switching to WAL and migrating take locks that SQLite may refuse at once (without its
    // busy handler) while another process does the same; retry until one deadline for the
    // whole open — each attempt waits only for what is left of it, so the total never
    // exceeds the configured time.
    let clock = ContinuousClock()
    let deadline = clock.now + bounded
    while true {
      let left = clock.now.duration(to: deadline)
      let leftMs = max(
        0, Int(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      )
      sqlite3_busy_timeout(connection, Int32(clamping: leftMs))
      do {
        try Self.run(connection, path: path, "SELECT count(*) FROM sqlite_master")
        try Self.run(connection, path: path, "PRAGMA journal_mode=WAL")
        try Self.run(connection, path: path, "PRAGMA foreign_keys=ON")
        try Self.migrate(connection, path: path, migrations: migrations)
        break
      } catch let error as StoreError where error.isLocked {
        guard clock.now < deadline else {
          throw StoreError(
            path: path, reason: LockHolders.lockedReason(path, waitedMs: timeoutMs), code: .locked)
        }
        usleep(20_000)
      }
    }
    sqlite3_busy_timeout(connection, Int32(clamping: timeoutMs))
  }

  /// Runs a statement that returns no rows.
  public func execute(_ sql: String, _ bindings: [SQLiteValue] = []) throws {
    _ = try explained { try Self.rows(connection, path: path, sql, bindings) }
  }

  /// Runs a query and returns every row.
  public func query(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
    try explained { try Self.rows(connection, path: path, sql, bindings) }
  }

  /// Runs a query and turns each row into a value while it is current: columns are read in
  /// place (`SQLiteRow`), with no `SQLiteValue` copies in between.
  /// `expected`: how many rows there will likely be (a page's limit), so that the result is
  /// made once at its size instead of grown by copying.
  public func query<Row: Sendable>(
    _ sql: String, _ bindings: [SQLiteValue], expected: Int = 0, row: (SQLiteRow) throws -> Row
  ) throws -> [Row] {
    try explained {
      try Self.step(connection, path: path, sql, bindings, expected: expected) {
        try row(SQLiteRow(statement: $0))
      }
    }
  }

  /// Runs an update or delete and returns how many rows it changed.
  public func update(_ sql: String, _ bindings: [SQLiteValue]) throws -> Int {
    _ = try explained { try Self.rows(connection, path: path, sql, bindings) }
    return Int(sqlite3_changes(handle))
  }

  /// Runs an insert and returns the new row id.
  public func insert(_ sql: String, _ bindings: [SQLiteValue]) throws -> Int64 {
    _ = try explained { try Self.rows(connection, path: path, sql, bindings) }
    return sqlite3_last_insert_rowid(handle)
  }

  /// Runs statements in one `BEGIN IMMEDIATE` transaction, each prepared once and run for
  /// every row of its bindings; all or nothing.
  public func transaction(_ steps: [(sql: String, rows: [[SQLiteValue]])]) throws {
    try explained { try runTransaction(steps) }
  }

  /// Runs one insert for every row in one `BEGIN IMMEDIATE` transaction and returns the new
  /// row ids, in order; all or nothing.
  public func transactionReturningRowIDs(_ sql: String, rows: [[SQLiteValue]]) throws -> [Int64] {
    try explained {
      _ = try Self.rows(connection, path: path, "BEGIN IMMEDIATE", [])
      do {
        var ids: [Int64] = []
        for row in rows {
          _ = try Self.rows(connection, path: path, sql, row)
          ids.append(sqlite3_last_insert_rowid(handle))
        }
        _ = try Self.rows(connection, path: path, "COMMIT", [])
        return ids
      } catch {
        _ = try? Self.rows(connection, path: path, "ROLLBACK", [])
        throw error
      }
    }
  }

  /// A lock held past the busy timeout becomes an error that names who holds it.
  private func explained<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as StoreError where error.isLocked {
      throw StoreError(
        path: path, reason: LockHolders.lockedReason(path, waitedMs: busyTimeoutMs),
        code: .locked)
    }
  }

  private func runTransaction(_ steps: [(sql: String, rows: [[SQLiteValue]])]) throws {
    _ = try Self.rows(connection, path: path, "BEGIN IMMEDIATE", [])
    do {
      for step in steps {
        try Self.runPrepared(connection, path: path, step.sql, rows: step.rows)
      }
      _ = try Self.rows(connection, path: path, "COMMIT", [])
    } catch {
      _ = try? Self.rows(connection, path: path, "ROLLBACK", [])
      throw error
    }
  }

  /// The number of rows the last statement changed.
  public func changes() -> Int {
    Int(sqlite3_changes(handle))
  }

  private static func run(_ db: OpaquePointer, path: String, _ sql: String) throws {
    _ = try rows(db, path: path, sql, [])
  }

  static func rows(
    _ db: OpaquePointer, path: String, _ sql: String, _ bindings: [SQLiteValue]
  ) throws -> [[SQLiteValue]] {
    try rows(Connection(borrowing: db), path: path, sql, bindings)
  }

  private static func rows(
    _ connection: Connection, path: String, _ sql: String, _ bindings: [SQLiteValue]
  ) throws -> [[SQLiteValue]] {
    try step(connection, path: path, sql, bindings) { statement in
      (0..<sqlite3_column_count(statement)).map { column(statement, $0) }
    }
  }

  /// Binds `bindings` to `sql`'s statement (prepared once per connection), and turns each row
  /// into a value with `row` while the statement stands on it.
  private static func step<Row>(
    _ connection: Connection, path: String, _ sql: String, _ bindings: [SQLiteValue],
    expected: Int = 0, row: (OpaquePointer) throws -> Row
  ) throws -> [Row] {
    let (statement, kept) = try connection.statement(sql, path: path)
    defer { connection.done(with: statement, kept: kept) }
    bind(statement, bindings)
    var result: [Row] = []
    result.reserveCapacity(min(max(expected, 0), 10_000))
    while true {
      let step = sqlite3_step(statement)
      if step == SQLITE_DONE { break }
      guard step == SQLITE_ROW else { throw failure(connection.handle, path: path, step) }
      result.append(try row(statement))
    }
    return result
  }

  /// Prepares `sql` once and steps it for each row of bindings.
  private static func runPrepared(
    _ connection: Connection, path: String, _ sql: String, rows: [[SQLiteValue]]
  ) throws {
    let db = connection.handle
    let (statement, kept) = try connection.statement(sql, path: path)
    defer { connection.done(with: statement, kept: kept) }
    for row in rows {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
      bind(statement, row)
      var step = sqlite3_step(statement)
      while step == SQLITE_ROW { step = sqlite3_step(statement) }
      guard step == SQLITE_DONE else { throw failure(db, path: path, step) }
    }
  }

  /// The error for a failed step; a lock that outlasted the busy timeout says who holds it.
  private static func failure(_ db: OpaquePointer, path: String, _ code: Int32) -> StoreError {
    let primary = code & 0xFF
    if primary == SQLITE_BUSY || primary == SQLITE_LOCKED {
      return StoreError(
        path: path, reason: String(cString: sqlite3_errmsg(db)), code: .locked)
    }
    return StoreError(path: path, reason: String(cString: sqlite3_errmsg(db)))
  }

  private static func bind(_ statement: OpaquePointer, _ values: [SQLiteValue]) {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case .null: sqlite3_bind_null(statement, index)
      case .integer(let number): sqlite3_bind_int64(statement, index, number)
      case .real(let number): sqlite3_bind_double(statement, index, number)
      case .text(let text): sqlite3_bind_text(statement, index, text, -1, sqliteTransient)
      case .blob(let data):
        _ = data.withUnsafeBytes { bytes in
          sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(data.count), sqliteTransient)
        }
      }
    }
  }

  private static func column(_ statement: OpaquePointer, _ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, index)))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, index))
      guard let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: count))
    default: return .null
    }
  }

  private static func migrate(_ db: OpaquePointer, path: String, migrations: [Migration]) throws {
    try run(db, path: path, "BEGIN IMMEDIATE")
    do {
      let version = Int(try rows(db, path: path, "PRAGMA user_version", [])[0][0].integer ?? 0)
      let latest = migrations.map(\.version).max() ?? 0
      if version < 0 {
        throw StoreError(
          path: path,
          reason: "its schema version is \(version), which no version of ask writes: another "
            + "program changed it. Move the file away (ask starts a new one) or restore a backup")
      }
      if version > latest {
        throw StoreError(
          path: path,
          reason: "it was written by a newer version of ask (schema \(version); this one knows "
            + "up to \(latest)); upgrade ask to use it")
      }
      for migration in migrations.sorted(by: { $0.version < $1.version })
      where migration.version > version {
        for statement in migration.statements { try run(db, path: path, statement) }
        try run(db, path: path, "PRAGMA user_version = \(migration.version)")
      }
      try run(db, path: path, "COMMIT")
    } catch {
      try? run(db, path: path, "ROLLBACK")
      throw error
    }
  }
}

/// Owns a SQLite handle and closes it when the database actor goes away.
///
/// Not `Sendable`: only its actor touches it.
private final class Connection {
  let handle: OpaquePointer
  /// Whether this object closes the handle (a borrowed one belongs to someone else).
  private let owns: Bool
  /// Statements prepared once and kept, by their SQL (the store's SQL is a fixed set).
  private var statements: [String: OpaquePointer] = [:]
  /// Past this many, a statement is prepared for one use and finalized.
  private static let cacheLimit = 64

  init(_ handle: OpaquePointer) {
    self.handle = handle
    self.owns = true
  }

  /// A connection whose statements are prepared for one use each (opening and migrating).
  init(borrowing handle: OpaquePointer) {
    self.handle = handle
    self.owns = false
  }

  /// The statement for `sql`, reset and unbound, and whether it is kept; give it back with
  /// `done(with:kept:)`.
  func statement(_ sql: String, path: String) throws -> (OpaquePointer, kept: Bool) {
    if owns, let cached = statements[sql] { return (cached, true) }
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw StoreError(path: path, reason: String(cString: sqlite3_errmsg(handle)))
    }
    guard owns, statements.count < Self.cacheLimit else { return (statement, false) }
    statements[sql] = statement
    return (statement, true)
  }

  /// Ends a use of `statement`: a kept one is reset and unbound, any other finalized.
  func done(with statement: OpaquePointer, kept: Bool) {
    if kept {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    } else {
      sqlite3_finalize(statement)
    }
  }

  deinit {
    guard owns else { return }
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }
}
