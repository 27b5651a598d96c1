import Foundation

/// A reminder the user asked for.
public struct Reminder: Sendable, Hashable, Codable {
  public var id: Int
  public var title: String
  public var dueDate: Date
  public var notes: String?
  public var isCompleted: Bool
  public var createdAt: Date

  public init(
    id: Int, title: String, dueDate: Date, notes: String?, isCompleted: Bool, createdAt: Date
  ) {
    self.id = id
    self.title = title
    self.dueDate = dueDate
    self.notes = notes
    self.isCompleted = isCompleted
    self.createdAt = createdAt
  }
}

/// How urgent a todo is.
public enum TodoPriority: String, Sendable, Hashable, Codable, CaseIterable {
  case low, normal, high
}

/// An item on the user's todo list.
public struct TodoItem: Sendable, Hashable, Codable {
  public var id: Int
  public var title: String
  public var due: Date?
  public var priority: TodoPriority
  public var isCompleted: Bool
  public var createdAt: Date

  public init(
    id: Int, title: String, due: Date?, priority: TodoPriority, isCompleted: Bool,
    createdAt: Date
  ) {
    self.id = id
    self.title = title
    self.due = due
    self.priority = priority
    self.isCompleted = isCompleted
    self.createdAt = createdAt
  }
}

/// Where reminders live (SQLite in the app, memory in tests).
public protocol ReminderRepository: Sendable {
  /// The file the data is written to, when there is one.
  var location: String? { get }
  func addReminder(title: String, dueDate: Date, notes: String?, createdAt: Date) async throws
    -> Reminder
  func reminders(includeCompleted: Bool) async throws -> [Reminder]
  /// Marks a reminder done; returns it, or nil when no reminder has this id.
  func completeReminder(id: Int) async throws -> Reminder?
}

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
