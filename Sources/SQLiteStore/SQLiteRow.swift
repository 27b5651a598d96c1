import CSQLite

/// The current row of a running query, read in place; valid only inside the `row` closure of
/// `SQLiteDatabase.query(_:_:row:)`.
///
/// Not `Sendable`, and not to be kept: the statement moves on to the next row.
public struct SQLiteRow {
  let statement: OpaquePointer

  /// Column `index` as an integer; nil when it is NULL or not an integer.
  public func integer(_ index: Int32) -> Int64? {
    guard sqlite3_column_type(statement, index) == SQLITE_INTEGER else { return nil }
    return sqlite3_column_int64(statement, index)
  }

  /// Column `index` as a real number; nil when it is NULL or not a number.
  public func real(_ index: Int32) -> Double? {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_FLOAT, SQLITE_INTEGER: return sqlite3_column_double(statement, index)
    default: return nil
    }
  }

  /// Column `index` as text; nil when it is NULL.
  public func text(_ index: Int32) -> String? {
    withText(index) { $0.map { String(decoding: $0, as: UTF8.self) } }
  }

  /// Calls `body` with column `index`'s UTF-8 bytes, in place (nil when it is NULL); the
  /// bytes are valid only during the call.
  public func withText<Result>(
    _ index: Int32, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result
  ) rethrows -> Result {
    guard sqlite3_column_type(statement, index) != SQLITE_NULL,
      let start = sqlite3_column_text(statement, index)
    else { return try body(nil) }
    let count = Int(sqlite3_column_bytes(statement, index))
    return try body(UnsafeBufferPointer(start: start, count: count))
  }
}
