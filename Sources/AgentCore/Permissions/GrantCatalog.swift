import Foundation

/// Gathers every grant from the stores and the settings, and revokes one whatever its kind.
public enum GrantCatalog {
  /// The settings that decide beside the stores: the mode and the sandbox, with who set them.
  public struct Settings: Sendable, Hashable {
    /// The mode a run gets with no flag.
    public var mode: PermissionMode
    /// Where the mode was said (`ASK_PERMISSION_MODE`, `config.json`, `default`).
    public var modeSource: String
    /// The sandbox mode, when there is one.
    public var sandbox: String?
    /// Where it was said.
    public var sandboxSource: String?

    /// Settings.
    public init(
      mode: PermissionMode, modeSource: String, sandbox: String? = nil,
      sandboxSource: String? = nil
    ) {
      self.mode = mode
      self.modeSource = modeSource
      self.sandbox = sandbox
      self.sandboxSource = sandboxSource
    }
  }

  /// Every grant at `now`. `isLive` tells whether the process holding an allowance still runs;
  /// the allowances of ended processes are removed (they hold nothing any more), not listed.
  public static func gather(
    rules: any PermissionRuleStore, authorizations: any AuthorizationProvider,
    settings: Settings, place: String, now: Date,
    isLive: @Sendable (SessionAllowance) -> Bool
  ) async throws -> GrantList {
    var grants: [Grant] = []
    let stored = try await rules.allRules()
    for (id, rule) in stored.rules {
      let expired = rule.isExpired(at: now)
      var project: String?
      if case .project(let folder) = rule.scope { project = folder }
      grants.append(
        Grant(
          id: "rule:\(id)", kind: .rule, decision: rule.decision.rawValue, pattern: rule.pattern,
          scope: rule.scope.name, project: project,
          place: rule.origin ?? "rule #\(id) in \(place)", createdAt: rule.createdAt,
          madeBy: rule.madeBy, expiresAt: rule.expiresAt, expired: expired,
          letsCallsRun: rule.decision == .allow && !expired, revocable: true))
    }
    for allowance in try await rules.sessionAllowances(owner: nil) {
      guard isLive(allowance) else {
        _ = try await rules.removeSessionAllowance(id: allowance.id)
        continue
      }
      let holder = allowance.ownerProcess.map { "process \($0.pid) on \($0.host)" }
      grants.append(
        Grant(
          id: "session:\(allowance.id)", kind: .sessionAllowance, decision: "allow",
          pattern: allowance.rule.pattern, scope: "session", session: allowance.session,
          place: "row \(allowance.id) of table session_allowances in \(place)",
          createdAt: allowance.createdAt, madeBy: allowance.madeBy, letsCallsRun: true,
          revocable: true, note: holder.map { "held by the run of \($0)" },
          holderPID: allowance.ownerProcess?.pid, holderHost: allowance.ownerProcess?.host))
    }
    for (capability, status) in try await authorizations.all() where status != .notDetermined {
      grants.append(
        Grant(
          id: "auth:\(capability)", kind: .authorization, decision: status.rawValue,
          pattern: capability, place: "table authorizations in \(place)",
          letsCallsRun: false, revocable: true,
          note: status == .authorized
            ? "skills that need \(capability) may run (a call still needs a rule, the mode or an answer)"
            : "skills that need \(capability) are refused"))
    }
    let mode = settings.mode
    grants.append(
      Grant(
        id: "mode", kind: .mode, decision: mode.rawValue, place: settings.modeSource,
        letsCallsRun: mode == .auto || mode == .bypass, revocable: false,
        note: modeNote(mode)))
    if let sandbox = settings.sandbox {
      grants.append(
        Grant(
          id: "sandbox", kind: .sandbox, decision: sandbox,
          place: settings.sandboxSource ?? "default", letsCallsRun: false, revocable: false,
          note: "what a command a call starts may reach; leaving it asks"))
    }
    let order: (Grant) -> Int = { grant in
      if grant.expired { return 3 }
      if grant.letsCallsRun { return 0 }
      return grant.kind == .rule ? 2 : 1
    }
    grants = grants.enumerated().sorted { lhs, rhs in
      (order(lhs.element), lhs.offset) < (order(rhs.element), rhs.offset)
    }.map(\.element)
    return GrantList(grants: grants, problems: stored.ignored)
  }

  /// What `mode` does to calls.
  static func modeNote(_ mode: PermissionMode) -> String {
    switch mode {
    case .default: return "asks whenever a skill's level or a rule says so"
    case .plan: return "nothing runs: a run only shows what it would do"
    case .auto: return "normal and userConfirmation skills run without asking"
    case .bypass: return "every call runs without asking (still audited)"
    case .deny: return "whatever would ask is denied"
    }
  }

  /// Revokes grant `id`: removes a rule or an allowance, sets an authorization back to not
  /// determined (the next call that needs it asks). A grant another process revoked
  /// meanwhile is `notFound`.
  public static func revoke(
    _ id: String, rules: any PermissionRuleStore, authorizations: any AuthorizationProvider
  ) async throws -> RevokeOutcome {
    let parts = id.split(separator: ":", maxSplits: 1).map(String.init)
    switch (parts.first, parts.count) {
    case ("rule", 2):
      guard let number = Int(parts[1]) else { return .badID }
      let rule = try await rules.allRules().rules.first { $0.id == number }
      guard try await rules.remove(id: number) else { return .notFound }
      return .revoked(rule.map { "rule #\(number): \($0.rule.description)" } ?? "rule #\(number)")
    case ("session", 2):
      guard let number = Int(parts[1]) else { return .badID }
      let allowance = try await rules.sessionAllowances(owner: nil).first { $0.id == number }
      guard try await rules.removeSessionAllowance(id: number) else { return .notFound }
      return .revoked(
        "the allowance \(allowance?.rule.pattern ?? "#\(number)") of session "
          + "\(allowance?.session ?? "?"); its next call asks again")
    case ("auth", 2):
      let capability = parts[1]
      guard try await authorizations.status(of: capability) != .notDetermined else {
        return .notFound
      }
      try await authorizations.setStatus(.notDetermined, for: capability)
      return .revoked("authorization \(capability); the next call that needs it asks")
    case ("mode", 1):
      return .notRevocable(
        "the mode is a setting: run with --permission-mode default, or change "
          + "ASK_PERMISSION_MODE or permission_mode in config.json")
    case ("sandbox", 1):
      return .notRevocable(
        "the sandbox is a setting: --sandbox, ASK_SANDBOX or sandbox in config.json")
    default:
      return .badID
    }
  }
}
