import SkillKit

/// A server's hints and its entry are compared by level: never lowered below what is said.
extension PermissionLevel: Comparable {
  private var rank: Int {
    switch self {
    case .normal: return 0
    case .userConfirmation: return 1
    case .systemAccess: return 2
    }
  }

  /// Levels in order: normal < userConfirmation < systemAccess.
  public static func < (lhs: PermissionLevel, rhs: PermissionLevel) -> Bool { lhs.rank < rhs.rank }
}
