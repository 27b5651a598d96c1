import Foundation

/// Reading the audit log back (`ask audit`, the planner's learning, export): what every
/// store adapter answers the same way.
public protocol AuditLogReader: Sendable {
  /// The id of the newest row (0 for an empty log): a point in the log that does not depend
  /// on clocks (`ASK_NOW` pins them).
  func lastRow() async throws -> Int64
  /// The calls, oldest first: for one skill, started since a date, after a row — each call
  /// once, as it ended, or as started and never ended (`finished` false).
  func entries(skill: String?, since: Date?, afterRow: Int64?) async throws -> [AuditEntry]
  /// A page of the calls `query` admits, newest first.
  func page(_ query: AuditQuery) async throws -> AuditPage
}

/// Which audited calls a panel shows: every condition given must hold; newest first, a page
/// at a time before a row (keyset paging).
public struct AuditQuery: Sendable, Hashable {
  /// One skill's calls.
  public var skill: String?
  /// One decision (`allow_once`, `deny`…).
  public var decision: String?
  /// What decided (`user`, `allow_rule`…).
  public var decidedBy: DecisionStep?
  /// One session's calls.
  public var session: String?
  /// Calls started at or after.
  public var since: Date?
  /// Calls started before.
  public var until: Date?
  /// Calls older than this row.
  public var beforeRow: Int64?
  /// The most calls on a page (1…500).
  public var limit: Int

  /// A query.
  public init(
    skill: String? = nil, decision: String? = nil, decidedBy: DecisionStep? = nil,
    session: String? = nil, since: Date? = nil, until: Date? = nil, beforeRow: Int64? = nil,
    limit: Int = 100
  ) {
    self.skill = skill
    self.decision = decision
    self.decidedBy = decidedBy
    self.session = session
    self.since = since
    self.until = until
    self.beforeRow = beforeRow
    self.limit = min(max(limit, 1), 500)
  }
}

/// A page of audited calls, newest first, each with its row.
public struct AuditPage: Sendable {
  /// The calls and their rows.
  public var entries: [(row: Int64, entry: AuditEntry)]
  /// The row the next (older) page starts before; nil on the last.
  public var nextBeforeRow: Int64?

  /// A page.
  public init(entries: [(row: Int64, entry: AuditEntry)], nextBeforeRow: Int64?) {
    self.entries = entries
    self.nextBeforeRow = nextBeforeRow
  }
}
