import CPostgres

/// The URL of a PostgreSQL database (`postgresql://user@host:5432/db`), checked by libpq's own
/// parser, and its form with no password for everything that is shown or stored.
///
/// The password may be in the URL, in `PGPASSWORD` or in `~/.pgpass`: libpq reads the last two
/// itself when the URL has none.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
  /// The URL as given (it may hold a password: never print it).
  let raw: String
  /// The password in the URL, if any (to scrub it from any message that might echo it).
  let password: String?
  /// `postgresql://user@host:port/db`: what is shown, logged and stored.
  public let redacted: String

  /// Parses `text`; a URL libpq refuses, or one that is not `postgres://` /
  /// `postgresql://`, throws naming what is wrong (never echoing a password).
  public init(_ text: String) throws {
    guard text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") else {
      throw PostgresError(
        .statement,
        "the database URL must start with postgresql:// (for example "
          + "postgresql://ask@localhost:5432/ask); unset ASK_DATABASE_URL to use SQLite")
    }
    guard text.utf8.count <= 4096, !text.utf8.contains(0) else {
      throw PostgresError(.statement, "the database URL is over 4096 bytes or holds a NUL")
    }
    var error: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(text, &error) else {
      let reason = error.map { String(cString: $0) } ?? "it cannot be read"
      PQfreemem(error)
      throw PostgresError(
        .statement,
        "the database URL is not valid: "
          + Self.scrub(reason.trimmingTrailingNewlines, password: nil, url: text))
    }
    defer { PQconninfoFree(options) }
    var values: [String: String] = [:]
    var option = options
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val {
        values[String(cString: keyword)] = String(cString: value)
      }
      option += 1
    }
    // libpq checks ports only when it connects: a typo is named here instead.
    if let port = values["port"],
      !port.split(separator: ",", omittingEmptySubsequences: false).allSatisfy({
        Int($0).map { (1...65535).contains($0) } ?? false
      })
    {
      throw PostgresError(
        .statement,
        "the database URL's port must be a number from 1 to 65535, not \"\(port.prefix(20))\"")
    }
    raw = text
    password = values["password"].flatMap { $0.isEmpty ? nil : $0 }
    let user = values["user"].map { "\($0)@" } ?? ""
    let host = values["host"] ?? values["hostaddr"] ?? "localhost"
    let port = values["port"].map { ":\($0)" } ?? ""
    let database = values["dbname"].map { "/\($0)" } ?? ""
    redacted = "postgresql://\(user)\(host)\(port)\(database)"
  }

  /// The redacted form.
  public var description: String { redacted }

  /// `message` without the password or the raw URL in it.
  func scrub(_ message: String) -> String {
    Self.scrub(message, password: password, url: raw)
  }

  static func scrub(_ message: String, password: String?, url: String) -> String {
    var text = message.replacingOccurrences(of: url, with: "<database URL>")
    if let password, password.count >= 1 {
      text = text.replacingOccurrences(of: password, with: "***")
    }
    return text
  }
}

extension String {
  var trimmingTrailingNewlines: String {
    var text = self
    while text.last == "\n" || text.last == "\r" { text.removeLast() }
    return text
  }
}
