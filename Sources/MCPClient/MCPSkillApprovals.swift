import Foundation
import SkillKit

/// The skills servers serve that the person approved, each as the pin (digest) of what they
/// read: kept per server — its name and what it runs or where it is, so a server renamed or
/// pointed elsewhere does not inherit approvals — and per skill URI (two servers may serve
/// the same URI). Written whole, mode 0600.
public struct MCPSkillApprovals: Sendable {
  /// The file the approvals are kept in.
  public let file: String

  /// Approvals kept in `file`.
  public init(file: String) {
    self.file = file
  }

  /// The key of `uri` served by the server `config` describes.
  static func key(_ config: MCPServerConfig, _ uri: String) -> String {
    let identity =
      config.url ?? ([config.command ?? ""] + config.arguments).joined(separator: " ")
    return [config.name, identity, uri].joined(separator: "\u{1F}")
  }

  /// The pin approved for `uri` of the server `config` describes, if any.
  public func pin(_ config: MCPServerConfig, _ uri: String) -> String? {
    approvals()[Self.key(config, uri)]
  }

  /// Records `entry`'s pin as approved for the server `config` describes.
  public func approve(_ entry: MCPSkillEntry, of config: MCPServerConfig) throws {
    var all = approvals()
    all[Self.key(config, entry.uri)] = entry.pin
    let text = JSONValue.object(all.mapValues(JSONValue.string)).prettyString() + "\n"
    try PrivateFile.write(Data(text.utf8), to: file)
  }

  /// An unreadable file approves nothing (fail closed): every skill asks again.
  private func approvals() -> [String: String] {
    guard let data = FileManager.default.contents(atPath: file),
      case .object(let members)? = try? JSONValue.parse(data)
    else { return [:] }
    return members.compactMapValues(\.stringValue)
  }
}
