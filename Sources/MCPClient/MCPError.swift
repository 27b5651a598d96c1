import Foundation
import SkillKit

/// What went wrong talking to an MCP server, in words that say what to do.
public enum MCPError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server answered the request with a JSON-RPC error.
  case server(code: Int, message: String)
  /// The server broke the protocol (invalid JSON, an answer to no request, a bad shape).
  case protocolViolation(String)
  /// The server is not running (it failed to start, exited or crashed).
  case ended(String)
  /// No answer within the timeout.
  case timeout(method: String, seconds: Double)
  /// It speaks no protocol version we do.
  case unsupportedVersion(String)
  /// The server needs the person to open pages first (-32042, URLElicitationRequiredError):
  /// its message and the URL elicitations it lists.
  case urlElicitationRequired(message: String, elicitations: [JSONValue])

  /// What went wrong with the server, in words for the user.
  public var description: String {
    switch self {
    case .server(let code, let message): return "the server answered error \(code): \(message)"
    case .protocolViolation(let message): return "the server broke the protocol: \(message)"
    case .ended(let message): return "the server is not running: \(message)"
    case .timeout(let method, let seconds):
      return
        "no answer to \(method) within \(seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)) s"
    case .urlElicitationRequired(let message, let elicitations):
      let hosts = elicitations.compactMap {
        $0["url"]?.stringValue.flatMap { URL(string: $0)?.host }
      }
      return
        "the server needs you to open \(elicitations.count == 1 ? "a page" : "\(elicitations.count) pages")"
        + (hosts.isEmpty ? "" : " (\(hosts.joined(separator: ", ")))") + " first: \(message)"
    case .unsupportedVersion(let version):
      return
        "the server speaks protocol \(version); ask speaks \(MCPConnection.supportedVersions.joined(separator: ", "))"
    }
  }
}
