import AgentCore
import Foundation
import SkillKit

/// Reminders in the `reminders` table.
public struct SQLiteReminderRepository: ReminderRepository {
  let database: SQLiteDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// The database file the items are kept in.
  public var location: String? { database.path }

  /// Stores a reminder and returns it with its id.
  public func addReminder(title: String, dueDate: Date, notes: String?, createdAt: Date)
    async throws -> Reminder
  {
    let id = try await database.insert(
      "INSERT INTO reminders (title, due_date, notes, created_at) VALUES (?, ?, ?, ?)",
      [
        .text(title), .text(StoredDate.text(dueDate)), notes.map(SQLiteValue.text) ?? .null,
        .text(StoredDate.text(createdAt)),
      ])
    return Reminder(
      id: Int(id), title: title, dueDate: dueDate, notes: notes, isCompleted: false,
      createdAt: createdAt)
  }

  /// The reminders by due date, open ones only unless `includeCompleted`.
  public func reminders(includeCompleted: Bool) async throws -> [Reminder] {
    let filter = includeCompleted ? "" : "WHERE completed = 0"
    return try await database.query(
      "SELECT id, title, due_date, notes, completed, created_at FROM reminders \(filter) "
        + "ORDER BY due_date, id"
    ).map(Self.reminder)
  }

  /// Marks reminder `id` done; nil when there is none.
  public func completeReminder(id: Int) async throws -> Reminder? {
    try await database.execute(
      "UPDATE reminders SET completed = 1 WHERE id = ?", [.integer(Int64(id))])
    return try await database.query(
      "SELECT id, title, due_date, notes, completed, created_at FROM reminders WHERE id = ?",
      [.integer(Int64(id))]
    ).first.map(Self.reminder)
  }

  private static func reminder(_ row: [SQLiteValue]) -> Reminder {
    Reminder(
      id: Int(row[0].integer ?? 0), title: row[1].text ?? "",
      dueDate: StoredDate.date(row[2]), notes: row[3].text,
      isCompleted: row[4].integer == 1, createdAt: StoredDate.date(row[5]))
  }
}

/// Dates stored as ISO 8601 text in UTC: readable in `sqlite3` and sortable as text.
enum StoredDate {
  static func text(_ date: Date) -> String {
    ISODateTime.string(from: date, in: .gmt)
  }

  static func date(_ value: SQLiteValue) -> Date {
    value.text.flatMap(ISODateTime.date(from:)) ?? Date(timeIntervalSince1970: 0)
  }
}
