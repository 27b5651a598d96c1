import AgentCore
import Foundation

/// Permission rules in the `rules` table: user rules everywhere, project rules per directory.
///
/// A row that cannot be read is ignored and reported; a deny or ask row whose field pattern
/// is unreadable applies to its whole skill instead, so tampering never widens what is allowed.
public struct SQLitePermissionRuleStore: PermissionRuleStore {
  let database: SQLiteDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// The rules that apply in `cwd`; rows that cannot be read are named, not dropped.
  public func rules(for cwd: String?) async throws -> StoredRules {
    let project = cwd.flatMap { RuleMatcher.normalizedPath($0, cwd: nil) }
    let rows = try await database.query(
      "SELECT \(StoredRuleRow.columns) FROM rules WHERE scope != 'project' OR project = ? ORDER BY id",
      [project.map(SQLiteValue.text) ?? .null])
    return located(Self.read(rows))
  }

  /// Every stored rule.
  public func allRules() async throws -> StoredRules {
    located(
      Self.read(
        try await database.query(
          "SELECT \(StoredRuleRow.columns) FROM rules ORDER BY id")))
  }

  /// Each rule says the row it came from, so a decision can name it.
  private func located(_ stored: StoredRules) -> StoredRules {
    stored.located(in: database.path)
  }

  /// Stores `rule` and returns its id; the same rule again gets the new expiry and maker.
  @discardableResult
  public func add(_ rule: PermissionRule) async throws -> Int {
    let (scope, project) = Self.columns(rule.scope)
    let expires = rule.expiresAt.map { SQLiteValue.text(StoredDate.text($0)) } ?? .null
    let made = rule.madeBy.map(SQLiteValue.text) ?? .null
    let existing = try await database.query(
      "SELECT id FROM rules WHERE decision = ? AND pattern = ? AND scope = ? AND project IS ?",
      [.text(rule.decision.rawValue), .text(rule.pattern), .text(scope), project])
    if let id = existing.first?.first?.integer {
      try await database.execute(
        "UPDATE rules SET expires_at = ?, made_by = coalesce(?, made_by) WHERE id = ?",
        [expires, made, .integer(id)])
      return Int(id)
    }
    return Int(
      try await database.insert(
        """
        INSERT INTO rules (decision, pattern, scope, project, created_at, expires_at, made_by)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(rule.decision.rawValue), .text(rule.pattern), .text(scope), project,
          .text(StoredDate.text(rule.createdAt ?? Date())), expires, made,
        ]))
  }

  /// Keeps an allowance of `session` held by `owner`.
  @discardableResult
  public func addSessionAllowance(_ rule: PermissionRule, session: String, owner: String)
    async throws -> Int
  {
    Int(
      try await database.insert(
        """
        INSERT INTO session_allowances (session_id, pattern, owner_pid, owner_token, made_by,
          created_at) VALUES (?, ?, ?, ?, ?, ?)
        """,
        [
          .text(session), .text(rule.pattern), .integer(Int64(getpid())), .text(owner),
          rule.madeBy.map(SQLiteValue.text) ?? .null,
          .text(StoredDate.text(rule.createdAt ?? Date())),
        ]))
  }

  /// The allowances `owner` holds, or all.
  public func sessionAllowances(owner: String?) async throws -> [SessionAllowance] {
    let columns = "id, session_id, pattern, owner_token, made_by, created_at"
    let rows =
      if let owner {
        try await database.query(
          "SELECT \(columns) FROM session_allowances WHERE owner_token = ? ORDER BY id",
          [.text(owner)])
      } else {
        try await database.query("SELECT \(columns) FROM session_allowances ORDER BY id")
      }
    return rows.compactMap { row in
      SessionAllowance.read(
        id: Int(row[0].integer ?? 0), session: row[1].text ?? "", pattern: row[2].text ?? "",
        owner: row[3].text ?? "", madeBy: row[4].text, createdAt: StoredDate.date(row[5]))
    }
  }

  /// Removes allowance `id`; false when there was none.
  public func removeSessionAllowance(id: Int) async throws -> Bool {
    try await database.update(
      "DELETE FROM session_allowances WHERE id = ?", [.integer(Int64(id))]) > 0
  }

  /// Removes rule `id`; false when there was none.
  public func remove(id: Int) async throws -> Bool {
    try await database.execute("DELETE FROM rules WHERE id = ?", [.integer(Int64(id))])
    return await database.changes() > 0
  }

  private static func columns(_ scope: RuleScope) -> (String, SQLiteValue) {
    switch scope {
    case .session: return ("session", .null)
    case .user: return ("user", .null)
    case .project(let path):
      return ("project", .text(RuleMatcher.normalizedPath(path, cwd: nil) ?? path))
    }
  }

  static func read(_ rows: [[SQLiteValue]]) -> StoredRules {
    StoredRules.read(
      rows.map { row in
        StoredRuleRow(
          id: Int(row[0].integer ?? 0), decision: row[1].text, pattern: row[2].text ?? "",
          scope: row[3].text, project: row[4].text, createdAt: row[5].text,
          expiresAt: row[6].text, madeBy: row[7].text)
      })
  }
}
