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
  /// Every capability with a recorded status, by name.
  func all() async throws -> [(capability: String, status: AuthorizationStatus)]
}

/// Rules read from storage, and the stored rows that could not be used.
public struct StoredRules: Sendable, Hashable {
  /// The rules read, each with its row id.
  public var rules: [(id: Int, rule: PermissionRule)]
  /// One line per row that was ignored, saying why; such rows never widen what is allowed.
  public var ignored: [String]

  /// Rules read, and the rows that could not be read (named, so the user can fix them).
  public init(rules: [(id: Int, rule: PermissionRule)], ignored: [String]) {
    self.rules = rules
    self.ignored = ignored
  }

  /// Equal when the same rules with the same ids and the same ignored rows.
  public static func == (lhs: StoredRules, rhs: StoredRules) -> Bool {
    lhs.rules.map(\.id) == rhs.rules.map(\.id) && lhs.rules.map(\.rule) == rhs.rules.map(\.rule)
      && lhs.ignored == rhs.ignored
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rules.map(\.id))
    hasher.combine(ignored)
  }
}

/// Persisted permission rules (user and project scopes; session rules live in the gate).
public protocol PermissionRuleStore: Sendable {
  /// The rules that apply in `cwd`: every user rule and the project rules of `cwd`.
  func rules(for cwd: String?) async throws -> StoredRules
  /// Every stored rule, whatever its project.
  func allRules() async throws -> StoredRules
  /// Stores a rule with its expiry and what made it, and returns its id. The same rule added
  /// again is not stored twice: its expiry and maker become the new ones.
  @discardableResult
  func add(_ rule: PermissionRule) async throws -> Int
  /// Removes a rule; false when no rule has this id.
  func remove(id: Int) async throws -> Bool
  /// Keeps an "allow for this session" of `session`, held by the gate `owner`; its id.
  @discardableResult
  func addSessionAllowance(_ rule: PermissionRule, session: String, owner: String) async throws
    -> Int
  /// The allowances held by `owner`, or every one when nil, oldest first.
  func sessionAllowances(owner: String?) async throws -> [SessionAllowance]
  /// Removes an allowance; false when none has this id.
  func removeSessionAllowance(id: Int) async throws -> Bool
}
