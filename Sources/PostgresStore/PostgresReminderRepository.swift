import AgentCore
import Foundation

/// Reminders in PostgreSQL's `reminders` table.
public struct PostgresReminderRepository: ReminderRepository {
  let database: PostgresDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// The database the items are kept in, without its password.
  public var location: String? { database.url.redacted }

  /// Stores a reminder and returns it with its id.
  public func addReminder(title: String, dueDate: Date, notes: String?, createdAt: Date)
    async throws -> Reminder
  {
    let rows = try await database.query(
      "INSERT INTO reminders (title, due_date, notes, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
      [
        .text(title), .text(PostgresDate.text(dueDate)), notes.map(PostgresValue.text) ?? .null,
        .text(PostgresDate.text(createdAt)),
      ])
    return Reminder(
      id: Int(rows.integer(0, 0) ?? 0), title: title, dueDate: dueDate, notes: notes,
      isCompleted: false, createdAt: createdAt)
  }

  /// The reminders by due date, open ones only unless `includeCompleted`.
  public func reminders(includeCompleted: Bool) async throws -> [Reminder] {
    let filter = includeCompleted ? "" : "WHERE completed = 0"
    let rows = try await database.query(
      "SELECT id, title, due_date, notes, completed, created_at FROM reminders \(filter) "
        + "ORDER BY due_date, id")
    return (0..<rows.count).map { Self.reminder(rows, $0) }
  }

  /// Marks reminder `id` done; nil when there is none.
  public func completeReminder(id: Int) async throws -> Reminder? {
    let rows = try await database.query(
      """
      UPDATE reminders SET completed = 1 WHERE id = $1
      RETURNING id, title, due_date, notes, completed, created_at
      """, [.integer(Int64(id))])
    return rows.isEmpty ? nil : Self.reminder(rows, 0)
  }

  private static func reminder(_ rows: PostgresRows, _ row: Int) -> Reminder {
    Reminder(
      id: Int(rows.integer(row, 0) ?? 0), title: rows.text(row, 1) ?? "",
      dueDate: PostgresDate.date(rows.text(row, 2)), notes: rows.text(row, 3),
      isCompleted: rows.integer(row, 4) == 1, createdAt: PostgresDate.date(rows.text(row, 5)))
  }
}
