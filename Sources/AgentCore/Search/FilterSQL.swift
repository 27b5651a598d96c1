import Foundation
import SkillKit

/// The SQL conditions a session filter and a search filter say, with `?` for each value, the
/// same for SQLite and PostgreSQL (both keep times as ISO 8601 text in UTC and event times as
/// seconds): each store binds the values as its own kind.
public struct FilterSQL: Sendable, Hashable {
  /// A value to bind.
  public enum Value: Sendable, Hashable {
    case text(String)
    case real(Double)
  }

  /// The conditions, each on sessions `s` (and texts `d`), to be joined with AND.
  public var conditions: [String] = []
  /// Their values, in order.
  public var values: [Value] = []

  /// Nothing yet.
  public init() {}

  mutating func add(_ condition: String, _ values: Value...) {
    conditions.append(condition)
    self.values += values
  }

  /// The conditions of `filter` on sessions `s`.
  public static func sessions(_ filter: SessionFilter) -> FilterSQL {
    var sql = FilterSQL()
    if let model = filter.model { sql.add("s.model = ?", .text(model)) }
    if let since = filter.since {
      sql.add("s.updated_at >= ?", .text(ISODateTime.string(from: since, in: .gmt)))
    }
    if let folder = filter.workspace {
      sql.add(
        "(s.working_directory = ? OR s.working_directory LIKE ? ESCAPE '\\')", .text(folder),
        .text(SessionFilter.likeInside(folder)))
    }
    for tag in filter.tags {
      sql.add(
        "EXISTS (SELECT 1 FROM session_tags t WHERE t.session_id = s.id AND t.tag = ?)", .text(tag))
    }
    return sql
  }

  /// The conditions of `filter` on sessions `s` and the texts `d`.
  public static func search(_ filter: SearchFilter) -> FilterSQL {
    var sql = sessions(filter.sessions)
    if let skill = filter.skill { sql.add("d.skill = ?", .text(skill)) }
    if let since = filter.since { sql.add("d.created_at >= ?", .real(since.timeIntervalSince1970)) }
    if let session = filter.session { sql.add("d.session_id = ?", .text(session)) }
    return sql
  }
}
