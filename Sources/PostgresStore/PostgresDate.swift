import Foundation
import SkillKit

/// Dates stored as ISO 8601 text in UTC, as the SQLite store keeps them (the two export and
/// import the same records).
enum PostgresDate {
  static func text(_ date: Date) -> String {
    ISODateTime.string(from: date, in: .gmt)
  }

  static func date(_ text: String?) -> Date {
    text.flatMap(ISODateTime.date(from:)) ?? Date(timeIntervalSince1970: 0)
  }
}
