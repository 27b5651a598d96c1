import Foundation

/// Where todos live (SQLite in the app, memory in tests).
public protocol TodoRepository: Sendable {
  /// The file the data is written to, when there is one.
  var location: String? { get }
  func addTodo(title: String, due: Date?, priority: TodoPriority, createdAt: Date) async throws
    -> TodoItem
  func todos(includeCompleted: Bool) async throws -> [TodoItem]
  /// Marks a todo done; returns it, or nil when no todo has this id.
  func completeTodo(id: Int) async throws -> TodoItem?
}
