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

  /// What went wrong with the server, in words for the user.
  public var description: String {
    switch self {
    case .server(let code, let message): return "the server answered error \(code): \(message)"
    case .protocolViolation(let message): return "the server broke the protocol: \(message)"
    case .ended(let message): return "the server is not running: \(message)"
    case .timeout(let method, let seconds):
      return
        "no answer to \(method) within \(seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)) s"
    case .unsupportedVersion(let version):
      return
        "the server speaks protocol \(version); ask speaks \(MCPConnection.supportedVersions.joined(separator: ", "))"
    }
  }
}
