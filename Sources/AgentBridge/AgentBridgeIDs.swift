import Foundation

/// Identifiers for new sessions.
public enum AgentBridgeIDs {
  /// Twelve lowercase hex digits, e.g. `3f2a9c0b17de`.
  public static func newSessionID() -> String {
    String(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(12))
  }
}
