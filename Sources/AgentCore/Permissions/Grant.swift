import Foundation

/// One thing that decides whether a call runs without a question: an allow, ask or deny rule,
/// a running session's allowance, a system authorization, the mode, the sandbox. What
/// `ask grants` lists and the web page's Permissions panel shows, one shape for both.
public struct Grant: Sendable, Hashable {
  /// What kind of grant.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case rule
    case sessionAllowance = "session_allowance"
    case authorization
    case mode
    case sandbox
  }

  /// How `ask grants revoke` names it: `rule:3`, `session:5`, `auth:reminders`, `mode`,
  /// `sandbox`.
  public var id: String
  /// Its kind.
  public var kind: Kind
  /// `allow` / `deny` / `ask` for rules, `authorized` / `denied` for authorizations, the mode's
  /// or the sandbox's name.
  public var decision: String
  /// The rule's pattern, or the capability.
  public var pattern: String?
  /// `user`, `project` or `session`.
  public var scope: String?
  /// The folder of a project rule.
  public var project: String?
  /// The session of an allowance.
  public var session: String?
  /// Where it lives: the row and the database, or the setting that says it.
  public var place: String
  /// When it was made.
  public var createdAt: Date?
  /// What made it (the answer, the command).
  public var madeBy: String?
  /// When it stops matching; nil: never.
  public var expiresAt: Date?
  /// Expired: it matches nothing until removed.
  public var expired: Bool
  /// Whether it lets calls run without a question now.
  public var letsCallsRun: Bool
  /// Whether `ask grants revoke` can take it back (the mode and the sandbox are settings).
  public var revocable: Bool
  /// A word about it (what the mode does, which process holds an allowance).
  public var note: String?
  /// The process that holds an allowance, when its owner says one.
  public var holderPID: Int32?
  /// The host that process runs on.
  public var holderHost: String?

  /// A grant.
  public init(
    id: String, kind: Kind, decision: String, pattern: String? = nil, scope: String? = nil,
    project: String? = nil, session: String? = nil, place: String, createdAt: Date? = nil,
    madeBy: String? = nil, expiresAt: Date? = nil, expired: Bool = false,
    letsCallsRun: Bool, revocable: Bool, note: String? = nil, holderPID: Int32? = nil,
    holderHost: String? = nil
  ) {
    self.holderPID = holderPID
    self.holderHost = holderHost
    self.id = id
    self.kind = kind
    self.decision = decision
    self.pattern = pattern
    self.scope = scope
    self.project = project
    self.session = session
    self.place = place
    self.createdAt = createdAt
    self.madeBy = madeBy
    self.expiresAt = expiresAt
    self.expired = expired
    self.letsCallsRun = letsCallsRun
    self.revocable = revocable
    self.note = note
  }
}

/// Every grant, and the stored rows that could not be read (shown with their error).
public struct GrantList: Sendable, Hashable {
  /// The grants: those that let calls run first, then ask and deny rules, then expired ones.
  public var grants: [Grant]
  /// One line per unreadable row, saying why (nothing else is lost).
  public var problems: [String]

  /// A list.
  public init(grants: [Grant], problems: [String]) {
    self.grants = grants
    self.problems = problems
  }
}

/// What revoking a grant did.
public enum RevokeOutcome: Sendable, Hashable {
  /// It was removed; the words say what it was.
  case revoked(String)
  /// No such grant (never was, or another process revoked it meanwhile).
  case notFound
  /// It is a setting, not a stored grant: the words say how to change it.
  case notRevocable(String)
  /// The id is not one `ask grants` gives.
  case badID
}
