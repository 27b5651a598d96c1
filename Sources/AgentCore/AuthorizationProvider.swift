/// Whether the user has granted a system capability such as `reminders`.
public enum AuthorizationStatus: String, Sendable, Hashable, Codable, CaseIterable {
  case notDetermined
  case authorized
  case denied
}

/// Keeps one authorization status per capability (on Linux, in the database).
public protocol AuthorizationProvider: Sendable {
  /// The current status of `capability`.
  func status(of capability: String) async throws -> AuthorizationStatus
  /// Records a new status for `capability`.
  func setStatus(_ status: AuthorizationStatus, for capability: String) async throws
}

/// Remembers "always allow" decisions so the same skill is not asked about again.
public protocol PermissionRuleStore: Sendable {
  /// True when the user chose "always allow" for `skillID`.
  func isAlwaysAllowed(_ skillID: String) async throws -> Bool
  /// Persists "always allow" for `skillID`.
  func addAlwaysAllow(_ skillID: String) async throws
}
