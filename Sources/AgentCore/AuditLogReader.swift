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
}
