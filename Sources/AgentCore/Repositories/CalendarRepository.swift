import Foundation

/// Where calendar events live (SQLite in the app, memory in tests).
public protocol CalendarRepository: Sendable {
  /// The file the data is written to, when there is one.
  var location: String? { get }
  func addEvent(_ event: CalendarEvent) async throws -> CalendarEvent
  /// Events that overlap `from ..< to`, soonest first; `query` matches title, location or notes.
  func events(from: Date?, to: Date?, query: String?) async throws -> [CalendarEvent]
  /// Events with a repeat rule (an `RRULE` line) that start before `before`: a listing
  /// expands them into the range.
  func recurringEvents(startingBefore before: Date, query: String?) async throws
    -> [CalendarEvent]
  /// Removes one event; returns it, or nil when no event has this id.
  func deleteEvent(id: Int) async throws -> CalendarEvent?
  /// Adds or replaces (by UID) all of `events` at once; returns how many were new.
  func importEvents(_ events: [CalendarEvent]) async throws -> Int
}
