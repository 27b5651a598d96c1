import CPostgres
import Foundation

/// One libpq connection, used by one actor on one thread (libpq connections are not
/// thread-safe). Statements are prepared once and kept, parameters are always bound (never
/// spliced into SQL), and every failure becomes a `PostgresError` with no password in it.
final class PostgresConnection {
  let url: PostgresURL
  private var handle: OpaquePointer?
  /// Prepared statements by their SQL: `ask_1`, `ask_2`…; forgotten when the connection is.
  private var prepared: [String: String] = [:]
  /// How many times this connection was made: session-level state (advisory locks, prepared
  /// statements) belongs to one generation and is gone after a reconnect.
  private(set) var generation = 0

  /// The bounds every connection gets unless the URL says otherwise: a connect timeout, TCP
  /// keepalives and a user timeout (a server that vanishes is noticed in ~30 s, never waited
  /// on for ever), a statement timeout, and `application_name` (seen in `pg_stat_activity`).
  static let defaults: [(String, String)] = [
    ("connect_timeout", "10"), ("keepalives", "1"), ("keepalives_idle", "10"),
    ("keepalives_interval", "5"), ("keepalives_count", "3"), ("tcp_user_timeout", "30000"),
    ("application_name", "ask"), ("options", "-c statement_timeout=300000"),
    ("client_encoding", "UTF8"),
  ]

  /// Connects to `url`, or throws naming the server (never the password) and why.
  init(url: PostgresURL) throws {
    self.url = url
    try connect()
  }

  deinit {
    if let handle { PQfinish(handle) }
  }

  private func connect() throws {
    if let handle { PQfinish(handle) }
    handle = nil
    prepared = [:]
    // Ours first, then the URL (`dbname` expanded): what the URL says wins.
    let pairs = Self.defaults + [("dbname", url.raw)]
    let connection = withCStrings(pairs.map(\.0)) { keywords in
      withCStrings(pairs.map(\.1)) { values in
        PQconnectdbParams(keywords, values, 1)
      }
    }
    guard let connection else {
      throw PostgresError(.connection, "\(url.redacted): out of memory making the connection")
    }
    guard PQstatus(connection) == CONNECTION_OK else {
      let reason = url.scrub(String(cString: PQerrorMessage(connection)).trimmingTrailingNewlines)
      let needsPassword = PQconnectionNeedsPassword(connection) == 1
      PQfinish(connection)
      throw PostgresError(
        .connection,
        "cannot connect to \(url.redacted): \(reason)"
          + (needsPassword
            ? " (give the password in the URL, PGPASSWORD or ~/.pgpass)" : ""))
    }
    cpq_silence_notices(connection)
    handle = connection
    generation += 1
  }

  /// Whether the connection is up as far as libpq knows.
  var isConnected: Bool { handle.map { PQstatus($0) == CONNECTION_OK } ?? false }

  /// Connects again after the connection broke; prepared statements are made anew.
  func reconnect() throws {
    try connect()
  }

  /// The server's version as a number (`150018` for 15.18).
  var serverVersion: Int { handle.map { Int(PQserverVersion($0)) } ?? 0 }

  /// The server's version as it says it (`15.18`).
  var serverVersionText: String {
    guard let handle, let value = PQparameterStatus(handle, "server_version") else { return "?" }
    return String(cString: value)
  }

  /// Runs `sql` (one statement) with `parameters` bound as `$1`, `$2`…, prepared once per
  /// connection; returns its rows.
  @discardableResult
  func query(_ sql: String, _ parameters: [PostgresValue] = []) throws -> PostgresRows {
    let connection = try live()
    let name: String
    if let known = prepared[sql] {
      name = known
    } else {
      name = "ask_\(prepared.count + 1)"
      let result = PQprepare(connection, name, sql, Int32(parameters.count), nil)
      _ = try check(result, sql: sql)
      prepared[sql] = name
    }
    let result = bound(parameters) { values, lengths, formats in
      PQexecPrepared(connection, name, Int32(parameters.count), values, lengths, formats, 0)
    }
    return try check(result, sql: sql)
  }

  /// Runs `sql` as it is — one or more statements with no parameters (`BEGIN`, a migration).
  func execute(_ sql: String) throws {
    let connection = try live()
    _ = try check(PQexec(connection, sql), sql: sql)
  }

  /// `COPY … FROM STDIN` with `data` (text format), in one round of the protocol.
  func copy(_ sql: String, data: [UInt8]) throws {
    let connection = try live()
    let start = PQexec(connection, sql)
    guard PQresultStatus(start) == PGRES_COPY_IN else {
      _ = try check(start, sql: sql)
      throw PostgresError(.statement, "\(url.redacted): COPY did not start")
    }
    PQclear(start)
    let sent = data.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          PQputCopyData(connection, $0, Int32(buffer.count))
        }
      } ?? 1
    }
    guard sent == 1, PQputCopyEnd(connection, nil) == 1 else {
      throw failure(of: connection, sql: sql)
    }
    while let result = PQgetResult(connection) { _ = try check(result, sql: sql) }
  }

  /// The socket libpq reads from (-1 when not connected): a listener waits on it.
  var socket: Int32 { handle.map { PQsocket($0) } ?? -1 }

  /// The payloads of the notifications that arrived, reading what the socket holds; throws
  /// when the connection broke.
  func notifications() throws -> [String] {
    guard let handle, PQconsumeInput(handle) == 1 else {
      throw handle.map { failure(of: $0, sql: "LISTEN") }
        ?? PostgresError(.connection, "\(url.redacted): not connected")
    }
    var payloads: [String] = []
    while let notice = PQnotifies(handle) {
      payloads.append(String(cString: notice.pointee.extra))
      PQfreemem(notice)
    }
    return payloads
  }

  /// The handle, connected (a broken connection is connected once more first).
  private func live() throws -> OpaquePointer {
    if !isConnected { try connect() }
    guard let handle else { throw PostgresError(.connection, "\(url.redacted): not connected") }
    return handle
  }

  /// The rows of `result`, or the error it holds; the result is freed either way.
  private func check(_ result: OpaquePointer?, sql: String) throws -> PostgresRows {
    guard let result else {
      throw handle.map { failure(of: $0, sql: sql) }
        ?? PostgresError(.connection, "\(url.redacted): not connected")
    }
    defer { PQclear(result) }
    switch PQresultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
      return PostgresRows(rows: [])
    case PGRES_TUPLES_OK:
      let rows = Int(PQntuples(result))
      let columns = Int(PQnfields(result))
      var all: [[String?]] = []
      all.reserveCapacity(rows)
      for row in 0..<rows {
        var values: [String?] = []
        values.reserveCapacity(columns)
        for column in 0..<columns {
          if PQgetisnull(result, Int32(row), Int32(column)) == 1 {
            values.append(nil)
          } else {
            let length = Int(PQgetlength(result, Int32(row), Int32(column)))
            let start = PQgetvalue(result, Int32(row), Int32(column))!
            values.append(
              start.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
              })
          }
        }
        all.append(values)
      }
      return PostgresRows(rows: all)
    default:
      let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
      let message = String(cString: PQresultErrorMessage(result)).trimmingTrailingNewlines
      let broken = handle.map { PQstatus($0) != CONNECTION_OK } ?? true
      let kind = broken ? .connection : PostgresError.kind(of: state)
      throw PostgresError(kind, "\(url.redacted): \(url.scrub(message))", sqlState: state)
    }
  }

  private func failure(of connection: OpaquePointer, sql: String) -> PostgresError {
    let message = String(cString: PQerrorMessage(connection)).trimmingTrailingNewlines
    let broken = PQstatus(connection) != CONNECTION_OK
    return PostgresError(
      broken ? .connection : .statement,
      "\(url.redacted): \(url.scrub(message.isEmpty ? "the statement failed" : message))")
  }

  /// Calls `body` with libpq's parameter arrays for `parameters`: text for every value,
  /// binary for bytes (a `bytea`), NULL as a null pointer.
  private func bound<Result>(
    _ parameters: [PostgresValue],
    _ body: (
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?
    ) -> Result
  ) -> Result {
    var storage: [UnsafeMutablePointer<CChar>?] = []
    var lengths: [Int32] = []
    var formats: [Int32] = []
    storage.reserveCapacity(parameters.count)
    defer { for pointer in storage { free(pointer) } }
    for parameter in parameters {
      switch parameter {
      case .null:
        storage.append(nil)
        lengths.append(0)
        formats.append(0)
      case .bytes(let bytes):
        let copy = malloc(max(bytes.count, 1))!.assumingMemoryBound(to: CChar.self)
        bytes.withUnsafeBytes { raw in
          if let base = raw.baseAddress { memcpy(copy, base, bytes.count) }
        }
        storage.append(copy)
        lengths.append(Int32(bytes.count))
        formats.append(1)
      default:
        storage.append(strdup(parameter.text ?? ""))
        lengths.append(0)
        formats.append(0)
      }
    }
    return storage.withUnsafeBufferPointer { values in
      values.withMemoryRebound(to: UnsafePointer<CChar>?.self) { values in
        lengths.withUnsafeBufferPointer { lengths in
          formats.withUnsafeBufferPointer { formats in
            body(values.baseAddress, lengths.baseAddress, formats.baseAddress)
          }
        }
      }
    }
  }
}

/// Calls `body` with `strings` as a NULL-terminated array of C strings.
private func withCStrings<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
  let copies = strings.map { UnsafePointer(strdup($0)) } + [nil]
  defer { for copy in copies { free(UnsafeMutablePointer(mutating: copy)) } }
  return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
}
