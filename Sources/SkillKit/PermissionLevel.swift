/// How much trust a skill needs before it may run, as the seed defines the three levels.
public enum PermissionLevel: String, Sendable, Hashable, Codable, CaseIterable {
  /// Runs directly: reading the time, listing items.
  case normal
  /// Shows a confirmation card first: the skill changes the user's data.
  case userConfirmation
  /// Needs a system authorization (e.g. `reminders`) and a confirmation.
  case systemAccess
}
