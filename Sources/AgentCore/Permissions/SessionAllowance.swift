import Foundation

/// An "allow for this session" a running session holds, kept in the store where `ask grants`
/// in another process lists it and can revoke it: the session's gate reads its allowances
/// before each call, so a revoked one asks again at the next.
public struct SessionAllowance: Sendable, Hashable {
  /// Its row.
  public var id: Int
  /// The session it was answered in.
  public var session: String
  /// What it allows (scope `session`).
  public var rule: PermissionRule
  /// The gate that holds it: `host:pid:uuid` (one per agent).
  public var owner: String
  /// The answer that made it.
  public var madeBy: String?
  /// When it was made.
  public var createdAt: Date

  /// An allowance.
  public init(
    id: Int, session: String, rule: PermissionRule, owner: String, madeBy: String?,
    createdAt: Date
  ) {
    self.id = id
    self.session = session
    self.rule = rule
    self.owner = owner
    self.madeBy = madeBy
    self.createdAt = createdAt
  }

  /// The process that holds it on this host, when `owner` says one (`host:pid:…`).
  public var ownerProcess: (host: String, pid: Int32)? {
    let parts = owner.split(separator: ":", maxSplits: 2)
    guard parts.count == 3, let pid = Int32(parts[1]) else { return nil }
    return (String(parts[0]), pid)
  }

  /// A new owner name for a gate of this process.
  public static func newOwner() -> String {
    "\(ProcessInfo.processInfo.hostName.replacingOccurrences(of: ":", with: "_")):"
      + "\(ProcessInfo.processInfo.processIdentifier):\(UUID().uuidString)"
  }

  /// The allowance a stored row holds; nil when its pattern cannot be read (an allowance only
  /// allows, so an unreadable one allows nothing).
  public static func read(
    id: Int, session: String, pattern: String, owner: String, madeBy: String?, createdAt: Date
  ) -> SessionAllowance? {
    guard let parsed = try? RulePatternParser.parse(pattern) else { return nil }
    return SessionAllowance(
      id: id, session: session,
      rule: PermissionRule(
        skill: parsed.skill, fields: parsed.fields, decision: .allow, scope: .session),
      owner: owner, madeBy: madeBy, createdAt: createdAt)
  }
}
