import Foundation
import SkillKit

/// The sign-ins to MCP servers, kept in one file outside the database (`$ASK_HOME/
/// mcp-tokens.json`, mode 0600, replaced whole): never in events, logs or exports. A sign-in is
/// kept per server name and URL, so a server renamed or pointed elsewhere is not sent another
/// server's token.
public struct OAuthTokenStore: Sendable {
  /// The file.
  public let file: String

  /// Sign-ins kept in `file`.
  public init(file: String) {
    self.file = file
  }

  /// Why the file cannot be used.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What is wrong with the file and what to do.
    public var description: String
  }

  static func key(_ config: MCPServerConfig) -> String {
    [config.name, config.url ?? ""].joined(separator: "\u{1F}")
  }

  /// The sign-in kept for the server `config` describes; nil when there is none. A file that
  /// cannot be read or is not what ask writes is an error naming it (never read as "no
  /// sign-in" and then overwritten).
  public func credential(for config: MCPServerConfig) throws(Failure) -> OAuthCredential? {
    try all()[Self.key(config)].flatMap(OAuthCredential.init(json:))
  }

  /// Keeps `credential` for the server `config` describes, replacing what was kept.
  public func save(_ credential: OAuthCredential, for config: MCPServerConfig) throws(Failure) {
    var records = try all()
    records[Self.key(config)] = credential.json
    try write(records)
  }

  /// Forgets the sign-in of the server `config` describes; returns what was kept.
  @discardableResult
  public func remove(for config: MCPServerConfig) throws(Failure) -> OAuthCredential? {
    var records = try all()
    guard let removed = records.removeValue(forKey: Self.key(config)) else { return nil }
    try write(records)
    return OAuthCredential(json: removed)
  }

  private func all() throws(Failure) -> [String: JSONValue] {
    guard FileManager.default.fileExists(atPath: file) else { return [:] }
    guard let data = FileManager.default.contents(atPath: file) else {
      throw Failure(description: "\(file) cannot be read; check its owner and mode (0600)")
    }
    guard data.count <= 4 << 20, case .object(let records)? = try? JSONValue.parse(data) else {
      throw Failure(
        description: "\(file) is not the sign-ins ask wrote; move it away and sign in again "
          + "with ask mcp login NAME")
    }
    return records
  }

  private func write(_ records: [String: JSONValue]) throws(Failure) {
    let text = JSONValue.object(records).prettyString() + "\n"
    do {
      try PrivateFile.write(Data(text.utf8), to: file)
    } catch {
      throw Failure(description: "\(file) could not be written: \(error)")
    }
  }
}
