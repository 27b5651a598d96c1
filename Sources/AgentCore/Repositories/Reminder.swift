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
