import Foundation

/// A parameter of a statement, sent in PostgreSQL's text form (bytes in its binary form).
public enum PostgresValue: Sendable, Hashable {
  case null
  case text(String)
  case integer(Int64)
  case real(Double)
  case boolean(Bool)
  case bytes([UInt8])

  /// The text form PostgreSQL reads; nil for NULL and for bytes (sent as binary).
  var text: String? {
    switch self {
    case .null, .bytes: return nil
    case .text(let value): return value
    case .integer(let value): return String(value)
    // Round-trip precision: `description` is the shortest text that reads back the same.
    case .real(let value): return value.description
    case .boolean(let value): return value ? "t" : "f"
    }
  }
}

/// The rows of a query, read as text (PostgreSQL's text output), copied out of libpq's result.
public struct PostgresRows: Sendable {
  /// Each row's columns; nil is SQL NULL.
  public let rows: [[String?]]

  /// How many rows.
  public var count: Int { rows.count }
  /// Whether there are none.
  public var isEmpty: Bool { rows.isEmpty }

  /// Row `row`, column `column` as text; nil when NULL.
  public func text(_ row: Int, _ column: Int) -> String? { rows[row][column] }

  /// As an integer; nil when NULL or not one.
  public func integer(_ row: Int, _ column: Int) -> Int64? {
    rows[row][column].flatMap { Int64($0) }
  }

  /// As a real number; nil when NULL or not one.
  public func real(_ row: Int, _ column: Int) -> Double? {
    rows[row][column].flatMap { Double($0) }
  }

  /// As a boolean (`t` / `f`); nil when NULL.
  public func boolean(_ row: Int, _ column: Int) -> Bool? {
    rows[row][column].map { $0 == "t" || $0 == "true" }
  }

  /// A `bytea` column (text form `\x` + hex) as bytes; nil when NULL or malformed.
  public func bytes(_ row: Int, _ column: Int) -> [UInt8]? {
    guard let text = rows[row][column], text.hasPrefix("\\x") else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity((text.utf8.count - 2) / 2)
    var high: UInt8?
    for character in text.utf8.dropFirst(2) {
      guard let nibble = Self.nibble(character) else { return nil }
      if let first = high {
        bytes.append(first << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    return high == nil ? bytes : nil
  }

  private static func nibble(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
