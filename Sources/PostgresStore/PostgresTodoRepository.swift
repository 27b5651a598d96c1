import AgentCore
import Foundation

/// Todos in PostgreSQL's `todos` table.
public struct PostgresTodoRepository: TodoRepository {
  let database: PostgresDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// The database the items are kept in, without its password.
  public var location: String? { database.url.redacted }

  /// Stores a todo and returns it with its id.
  public func addTodo(title: String, due: Date?, priority: TodoPriority, createdAt: Date)
    async throws -> TodoItem
  {
    let rows = try await database.query(
      "INSERT INTO todos (title, due, priority, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
      [
        .text(title), due.map { .text(PostgresDate.text($0)) } ?? .null, .text(priority.rawValue),
        .text(PostgresDate.text(createdAt)),
      ])
    return TodoItem(
      id: Int(rows.integer(0, 0) ?? 0), title: title, due: due, priority: priority,
      isCompleted: false, createdAt: createdAt)
  }

  /// The todos, open ones only unless `includeCompleted`.
  public func todos(includeCompleted: Bool) async throws -> [TodoItem] {
    let filter = includeCompleted ? "" : "WHERE completed = 0"
    let rows = try await database.query(
      "SELECT id, title, due, priority, completed, created_at FROM todos \(filter) ORDER BY id")
    return (0..<rows.count).map { Self.todo(rows, $0) }
  }

  /// Marks todo `id` done; nil when there is none.
  public func completeTodo(id: Int) async throws -> TodoItem? {
    let rows = try await database.query(
      """
      UPDATE todos SET completed = 1 WHERE id = $1
      RETURNING id, title, due, priority, completed, created_at
      """, [.integer(Int64(id))])
    return rows.isEmpty ? nil : Self.todo(rows, 0)
  }

  private static func todo(_ rows: PostgresRows, _ row: Int) -> TodoItem {
    TodoItem(
      id: Int(rows.integer(row, 0) ?? 0), title: rows.text(row, 1) ?? "",
      due: rows.text(row, 2).map { PostgresDate.date($0) },
      priority: TodoPriority(rawValue: rows.text(row, 3) ?? "") ?? .normal,
      isCompleted: rows.integer(row, 4) == 1, createdAt: PostgresDate.date(rows.text(row, 5)))
  }
}
