import Foundation

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
