import AgentCore
import Foundation

/// Permission rules in PostgreSQL's `rules` table, shared by every process on the database:
/// user rules everywhere, project rules per folder. Read the way every store reads them
/// (`StoredRules.read`: a tampered row never widens what is allowed).
public struct PostgresPermissionRuleStore: PermissionRuleStore {
  let database: PostgresDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// The rules that apply in `cwd`; rows that cannot be read are named, not dropped.
  public func rules(for cwd: String?) async throws -> StoredRules {
    let project = cwd.flatMap { RuleMatcher.normalizedPath($0, cwd: nil) }
    return located(
      Self.read(
        try await database.query(
          """
          SELECT \(StoredRuleRow.columns) FROM rules
          WHERE scope <> 'project' OR project = $1 ORDER BY id
          """, [project.map(PostgresValue.text) ?? .null])))
  }

  /// Every stored rule.
  public func allRules() async throws -> StoredRules {
    located(
      Self.read(
        try await database.query(
          "SELECT \(StoredRuleRow.columns) FROM rules ORDER BY id")))
  }

  private func located(_ stored: StoredRules) -> StoredRules {
    stored.located(in: database.url.redacted)
  }

  /// Stores `rule` (once: the same rule added twice, or by two processes at once, is one
  /// row) and returns its id.
  @discardableResult
  public func add(_ rule: PermissionRule) async throws -> Int {
    let (scope, project) = Self.columns(rule.scope)
    let expires = rule.expiresAt.map { PostgresValue.text(PostgresDate.text($0)) } ?? .null
    let made = rule.madeBy.map(PostgresValue.text) ?? .null
    let id = try await database.transaction { transaction -> Int64 in
      // Two processes adding the same rule at once: the second waits for the first's row.
      try transaction.query(
        "SELECT pg_advisory_xact_lock(7263, hashtext($1))", [.text(rule.pattern)])
      let existing = try transaction.query(
        """
        SELECT id FROM rules WHERE decision = $1 AND pattern = $2 AND scope = $3
          AND project IS NOT DISTINCT FROM $4
        """, [.text(rule.decision.rawValue), .text(rule.pattern), .text(scope), project])
      if let id = existing.isEmpty ? nil : existing.integer(0, 0) {
        try transaction.query(
          "UPDATE rules SET expires_at = $1, made_by = coalesce($2, made_by) WHERE id = $3",
          [expires, made, .integer(id)])
        return id
      }
      let inserted = try transaction.query(
        """
        INSERT INTO rules (decision, pattern, scope, project, created_at, expires_at, made_by)
        VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id
        """,
        [
          .text(rule.decision.rawValue), .text(rule.pattern), .text(scope), project,
          .text(PostgresDate.text(rule.createdAt ?? Date())), expires, made,
        ])
      return inserted.integer(0, 0) ?? 0
    }
    return Int(id)
  }

  /// Keeps an allowance of `session` held by `owner`.
  @discardableResult
  public func addSessionAllowance(_ rule: PermissionRule, session: String, owner: String)
    async throws -> Int
  {
    let rows = try await database.query(
      """
      INSERT INTO session_allowances (session_id, pattern, owner_pid, owner_token, made_by,
        created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
      """,
      [
        .text(session), .text(rule.pattern), .integer(Int64(getpid())), .text(owner),
        rule.madeBy.map(PostgresValue.text) ?? .null,
        .text(PostgresDate.text(rule.createdAt ?? Date())),
      ])
    return Int(rows.integer(0, 0) ?? 0)
  }

  /// The allowances `owner` holds, or all.
  public func sessionAllowances(owner: String?) async throws -> [SessionAllowance] {
    let columns = "id, session_id, pattern, owner_token, made_by, created_at"
    let rows =
      if let owner {
        try await database.query(
          "SELECT \(columns) FROM session_allowances WHERE owner_token = $1 ORDER BY id",
          [.text(owner)])
      } else {
        try await database.query("SELECT \(columns) FROM session_allowances ORDER BY id")
      }
    return (0..<rows.count).compactMap { row in
      SessionAllowance.read(
        id: Int(rows.integer(row, 0) ?? 0), session: rows.text(row, 1) ?? "",
        pattern: rows.text(row, 2) ?? "", owner: rows.text(row, 3) ?? "",
        madeBy: rows.text(row, 4), createdAt: PostgresDate.date(rows.text(row, 5)))
    }
  }

  /// Removes allowance `id`; false when there was none.
  public func removeSessionAllowance(id: Int) async throws -> Bool {
    !(try await database.query(
      "DELETE FROM session_allowances WHERE id = $1 RETURNING id", [.integer(Int64(id))]
    )
    .isEmpty)
  }

  /// Removes rule `id`; false when there was none.
  public func remove(id: Int) async throws -> Bool {
    !(try await database.query(
      "DELETE FROM rules WHERE id = $1 RETURNING id", [.integer(Int64(id))]
    )
    .isEmpty)
  }

  private static func columns(_ scope: RuleScope) -> (String, PostgresValue) {
    switch scope {
    case .session: return ("session", .null)
    case .user: return ("user", .null)
    case .project(let path):
      return ("project", .text(RuleMatcher.normalizedPath(path, cwd: nil) ?? path))
    }
  }

  static func read(_ rows: PostgresRows) -> StoredRules {
    StoredRules.read(
      (0..<rows.count).map { row in
        StoredRuleRow(
          id: Int(rows.integer(row, 0) ?? 0), decision: rows.text(row, 1),
          pattern: rows.text(row, 2) ?? "", scope: rows.text(row, 3), project: rows.text(row, 4),
          createdAt: rows.text(row, 5), expiresAt: rows.text(row, 6), madeBy: rows.text(row, 7))
      })
  }
}
