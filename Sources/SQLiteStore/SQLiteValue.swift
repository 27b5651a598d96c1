import Foundation

/// A value bound to or read from a SQLite statement.
public enum SQLiteValue: Sendable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  /// The value as text, when it is text.
  public var text: String? {
    if case .text(let value) = self { return value }
    return nil
  }

  /// The value as a number, when it is one.
  public var double: Double? {
    switch self {
    case .real(let value): return value
    case .integer(let value): return Double(value)
    default: return nil
    }
  }

  /// The value when it is an integer.
  public var integer: Int64? {
    if case .integer(let value) = self { return value }
    return nil
  }
}

/// A database that cannot be opened, read or written; never silently recreated.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure: a lock another process held too long, or anything else.
  public enum Code: Sendable, Hashable {
    case locked
    case other
  }

  /// The database file.
  public var path: String
  /// What SQLite said.
  public var reason: String
  /// The kind of failure (busy, corrupt, full…).
  public var code: Code

  /// A failure of the database at `path`.
  public init(path: String, reason: String, code: Code = .other) {
    self.path = path
    self.reason = reason
    self.code = code
  }

  /// Another process held the database's lock longer than the busy timeout.
  public var isLocked: Bool { code == .locked }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
