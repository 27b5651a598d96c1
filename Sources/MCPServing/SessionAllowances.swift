import Synchronization

/// The rules a user allowed "for this session" through the client: they hold until
/// `ask mcp serve` ends, for every later call (each call is its own run).
public final class SessionAllowances: Sendable {
  private let rules = Mutex(Set<String>())

  /// No allowances yet.
  public init() {}

  func contains(_ rule: String) -> Bool { rules.withLock { $0.contains(rule) } }
  func insert(_ rule: String) { _ = rules.withLock { $0.insert(rule) } }
}
