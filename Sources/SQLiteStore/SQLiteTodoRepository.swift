import AgentCore
import Foundation

/// Todos in the `todos` table.
public struct SQLiteTodoRepository: TodoRepository {
  let database: SQLiteDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// The database file the items are kept in.
  public var location: String? { database.path }

  /// Stores a todo and returns it with its id.
  public func addTodo(title: String, due: Date?, priority: TodoPriority, createdAt: Date)
    async throws -> TodoItem
  {
    let id = try await database.insert(
      "INSERT INTO todos (title, due, priority, created_at) VALUES (?, ?, ?, ?)",
      [
        .text(title), due.map { .text(StoredDate.text($0)) } ?? .null, .text(priority.rawValue),
        .text(StoredDate.text(createdAt)),
      ])
    return TodoItem(
      id: Int(id), title: title, due: due, priority: priority, isCompleted: false,
      createdAt: createdAt)
  }

  /// The todos, open ones only unless `includeCompleted`.
  public func todos(includeCompleted: Bool) async throws -> [TodoItem] {
    let filter = includeCompleted ? "" : "WHERE completed = 0"
    return try await database.query(
      "SELECT id, title, due, priority, completed, created_at FROM todos \(filter) ORDER BY id"
    ).map(Self.todo)
  }

  /// Marks todo `id` done; nil when there is none.
  public func completeTodo(id: Int) async throws -> TodoItem? {
    try await database.execute("UPDATE todos SET completed = 1 WHERE id = ?", [.integer(Int64(id))])
    return try await database.query(
      "SELECT id, title, due, priority, completed, created_at FROM todos WHERE id = ?",
      [.integer(Int64(id))]
    ).first.map(Self.todo)
  }

  private static func todo(_ row: [SQLiteValue]) -> TodoItem {
    TodoItem(
      id: Int(row[0].integer ?? 0), title: row[1].text ?? "",
      due: row[2] == .null ? nil : StoredDate.date(row[2]),
      priority: TodoPriority(rawValue: row[3].text ?? "") ?? .normal,
      isCompleted: row[4].integer == 1, createdAt: StoredDate.date(row[5]))
  }
}
