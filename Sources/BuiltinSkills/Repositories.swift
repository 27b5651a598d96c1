import Foundation

/// A reminder the user asked for.
public struct Reminder: Sendable, Hashable, Codable {
  /// The store-assigned id (`#3`).
  public var id: Int
  /// What to be reminded of.
  public var title: String
  /// When.
  public var dueDate: Date
  /// Details.
  public var notes: String?
  /// True once it is done.
  public var isCompleted: Bool
  /// When it was added.
  public var createdAt: Date

  /// A reminder.
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
  /// The store-assigned id (`#3`).
  public var id: Int
  /// What to do.
  public var title: String
  /// When it is due, if it is.
  public var due: Date?
  /// How urgent it is.
  public var priority: TodoPriority
  /// True once it is done.
  public var isCompleted: Bool
  /// When it was added.
  public var createdAt: Date

  /// A todo.
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
