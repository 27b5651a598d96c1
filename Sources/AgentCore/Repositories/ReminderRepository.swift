import Foundation

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
