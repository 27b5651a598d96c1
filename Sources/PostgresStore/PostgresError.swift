/// A PostgreSQL failure, in words that never hold the password.
public struct PostgresError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure, for the code that must act on it.
  public enum Kind: Sendable, Hashable {
    /// The server could not be reached, or the connection broke.
    case connection
    /// A row's key already exists (SQLSTATE 23505).
    case uniqueViolation
    /// The database's schema is newer than this `ask` knows.
    case newerSchema
    /// The disk is full or a quota was reached (SQLSTATE class 53).
    case insufficientResources
    /// The server refused the statement for any other reason.
    case statement
  }

  /// The kind of failure.
  public var kind: Kind
  /// The SQLSTATE code, when the server gave one.
  public var sqlState: String?
  /// What went wrong, with the server (`host:port/db`, no password) it happened on.
  public var message: String

  /// A failure of `kind` saying `message`.
  public init(_ kind: Kind, _ message: String, sqlState: String? = nil) {
    self.kind = kind
    self.message = message
    self.sqlState = sqlState
  }

  /// `message`, with the SQLSTATE when there is one.
  public var description: String {
    sqlState.map { "\(message) (SQLSTATE \($0))" } ?? message
  }

  /// The kind a SQLSTATE stands for.
  static func kind(of sqlState: String?) -> Kind {
    guard let sqlState else { return .statement }
    if sqlState == "23505" { return .uniqueViolation }
    if sqlState.hasPrefix("53") { return .insufficientResources }
    // 08: connection exception; 57P01-03: the server is shutting down or restarting.
    if sqlState.hasPrefix("08") || sqlState.hasPrefix("57P") { return .connection }
    return .statement
  }
}
