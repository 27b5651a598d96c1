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
          SELECT id, decision, pattern, scope, project FROM rules
          WHERE scope <> 'project' OR project = $1 ORDER BY id
          """, [project.map(PostgresValue.text) ?? .null])))
  }

  /// Every stored rule.
  public func allRules() async throws -> StoredRules {
    located(
      Self.read(
        try await database.query(
          "SELECT id, decision, pattern, scope, project FROM rules ORDER BY id")))
  }

  private func located(_ stored: StoredRules) -> StoredRules {
    stored.located(in: database.url.redacted)
  }

  /// Stores `rule` (once: the same rule added twice, or by two processes at once, is one
  /// row) and returns its id.
  @discardableResult
  public func add(_ rule: PermissionRule) async throws -> Int {
    let (scope, project) = Self.columns(rule.scope)
    let id = try await database.transaction { transaction -> Int64 in
      // Two processes adding the same rule at once: the second waits for the first's row.
      try transaction.query(
        "SELECT pg_advisory_xact_lock(7263, hashtext($1))", [.text(rule.pattern)])
      let existing = try transaction.query(
        """
        SELECT id FROM rules WHERE decision = $1 AND pattern = $2 AND scope = $3
          AND project IS NOT DISTINCT FROM $4
        """, [.text(rule.decision.rawValue), .text(rule.pattern), .text(scope), project])
      if let id = existing.isEmpty ? nil : existing.integer(0, 0) { return id }
      let inserted = try transaction.query(
        """
        INSERT INTO rules (decision, pattern, scope, project, created_at)
        VALUES ($1, $2, $3, $4, $5) RETURNING id
        """,
        [
          .text(rule.decision.rawValue), .text(rule.pattern), .text(scope), project,
          .text(PostgresDate.text(Date())),
        ])
      return inserted.integer(0, 0) ?? 0
    }
    return Int(id)
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
          pattern: rows.text(row, 2) ?? "", scope: rows.text(row, 3), project: rows.text(row, 4))
      })
  }
}
