import Foundation

/// One event of the user's calendar.
public struct CalendarEvent: Sendable, Hashable {
  /// The store's id (0 before it is stored).
  public var id: Int
  /// The iCalendar UID: kept across export and import, so a file imported twice updates.
  public var uid: String
  /// What the event is.
  public var title: String
  /// When it starts.
  public var start: Date
  /// Exclusive: an all-day event on Dec 2 ends at Dec 3 00:00 in its time zone.
  public var end: Date
  /// True for an event of whole days (start and end at midnight in its zone).
  public var isAllDay: Bool
  /// The IANA zone the event was written in (`Asia/Shanghai`); nil for UTC.
  public var timeZone: String?
  /// Where it is.
  public var location: String?
  /// Its details.
  public var notes: String?
  /// iCalendar lines ask does not interpret (RRULE, ATTENDEE, X-…, VALARM blocks), unfolded,
  /// written back as they came.
  public var extra: [String]
  /// When it was added.
  public var createdAt: Date

  /// The value of its RRULE line, when it repeats.
  public var repeatRule: String? {
    extra.first { $0.uppercased().hasPrefix("RRULE:") }.map { String($0.dropFirst(6)) }
  }

  /// An event; `id` is given by the store.
  public init(
    id: Int = 0, uid: String, title: String, start: Date, end: Date, isAllDay: Bool = false,
    timeZone: String? = nil, location: String? = nil, notes: String? = nil, extra: [String] = [],
    createdAt: Date
  ) {
    self.id = id
    self.uid = uid
    self.title = title
    self.start = start
    self.end = end
    self.isAllDay = isAllDay
    self.timeZone = timeZone
    self.location = location
    self.notes = notes
    self.extra = extra
    self.createdAt = createdAt
  }
}

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
