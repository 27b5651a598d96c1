import Foundation
import SkillKit

/// Approvals of project MCP files: the exact content the user read and approved, per file. A
/// project's `.ask/mcp.json` came with a checkout and names commands to run, so its servers
/// start only while the file is byte for byte what was approved.
public struct MCPTrust: Sendable {
  /// The file the approvals are kept in.
  public let file: String

  /// Approvals kept in `file`.
  public init(file: String) {
    self.file = file
  }

  /// Whether `path` holds exactly what was approved.
  public func isTrusted(_ path: String) -> Bool {
    guard let current = FileManager.default.contents(atPath: path),
      let approved = approvals()[path]
    else { return false }
    return approved == String(decoding: current, as: UTF8.self)
  }

  /// Records `path`'s current content as approved (written whole, mode 0600).
  public func approve(_ path: String) throws {
    guard let data = FileManager.default.contents(atPath: path), data.count <= 1 << 20 else {
      throw MCPConfigError(file: path, path: "", message: "cannot be read (or is over 1 MiB)")
    }
    var all = approvals()
    all[path] = String(decoding: data, as: UTF8.self)
    let text = JSONValue.object(all.mapValues(JSONValue.string)).jsonString + "\n"
    try PrivateFile.write(Data(text.utf8), to: file)
  }

  private func approvals() -> [String: String] {
    guard let data = FileManager.default.contents(atPath: file),
      case .object(let members)? = try? JSONValue.parse(data)
    else { return [:] }
    return members.compactMapValues(\.stringValue)
  }
}
