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
