import AgentCore
import Foundation
import SkillKit

/// Calendar events in the `calendar_events` table; dates as UTC ISO text (sortable).
public struct SQLiteCalendarRepository: CalendarRepository {
  let database: SQLiteDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// The database file the items are kept in.
  public var location: String? { database.path }

  private static let columns =
    "id, uid, title, start, end, all_day, time_zone, location, notes, extra, created_at"

  private static func values(_ event: CalendarEvent) -> [SQLiteValue] {
    let extra = JSONValue.array(event.extra.map(JSONValue.string)).jsonString
    return [
      .text(event.uid), .text(event.title), .text(StoredDate.text(event.start)),
      .text(StoredDate.text(event.end)), .integer(event.isAllDay ? 1 : 0),
      event.timeZone.map(SQLiteValue.text) ?? .null, event.location.map(SQLiteValue.text) ?? .null,
      event.notes.map(SQLiteValue.text) ?? .null, event.extra.isEmpty ? .null : .text(extra),
      .text(StoredDate.text(event.createdAt)),
    ]
  }

  private static let upsert = """
    INSERT INTO calendar_events (uid, title, start, end, all_day, time_zone, location, notes,
      extra, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(uid) DO UPDATE SET title = excluded.title, start = excluded.start,
      end = excluded.end, all_day = excluded.all_day, time_zone = excluded.time_zone,
      location = excluded.location, notes = excluded.notes, extra = excluded.extra
    """

  /// Stores `event` and returns it with its id.
  public func addEvent(_ event: CalendarEvent) async throws -> CalendarEvent {
    let id = try await database.insert(Self.upsert, Self.values(event))
    var stored = event
    stored.id = Int(id)
    return stored
  }

  /// The events overlapping `from`…`to` whose title or notes contain `query`.
  public func events(from: Date?, to: Date?, query: String?) async throws -> [CalendarEvent] {
    var conditions: [String] = []
    var bindings: [SQLiteValue] = []
    // Overlap: it ends after the range starts and starts before the range ends.
    if let from {
      conditions.append("end > ?")
      bindings.append(.text(StoredDate.text(from)))
    }
    if let to {
      conditions.append("start < ?")
      bindings.append(.text(StoredDate.text(to)))
    }
    if let query, !query.isEmpty {
      conditions.append(
        "(instr(lower(title), ?) > 0 OR instr(lower(coalesce(location, '')), ?) > 0 "
          + "OR instr(lower(coalesce(notes, '')), ?) > 0)")
      let needle = SQLiteValue.text(query.lowercased())
      bindings += [needle, needle, needle]
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    return try await database.query(
      "SELECT \(Self.columns) FROM calendar_events \(filter) ORDER BY start, id", bindings
    ).map(event)
  }

  /// The repeating events that start before `before`.
  public func recurringEvents(startingBefore before: Date, query: String?) async throws
    -> [CalendarEvent]
  {
    try await events(from: nil, to: before, query: query).filter { $0.repeatRule != nil }
  }

  /// Removes event `id`; nil when there is none.
  public func deleteEvent(id: Int) async throws -> CalendarEvent? {
    guard
      let event = try await database.query(
        "SELECT \(Self.columns) FROM calendar_events WHERE id = ?", [.integer(Int64(id))]
      ).first.map(event)
    else { return nil }
    try await database.execute("DELETE FROM calendar_events WHERE id = ?", [.integer(Int64(id))])
    return event
  }

  /// Adds the events in one transaction, replacing those with the same UID; returns how many were new.
  public func importEvents(_ events: [CalendarEvent]) async throws -> Int {
    guard !events.isEmpty else { return 0 }
    let uids = events.map { SQLiteValue.text($0.uid) }
    // Known UIDs, counted in chunks (SQLite bounds the number of parameters).
    var known = 0
    var start = 0
    while start < uids.count {
      let chunk = Array(uids[start..<min(uids.count, start + 500)])
      let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
      known += Int(
        try await database.query(
          "SELECT count(*) FROM calendar_events WHERE uid IN (\(marks))", chunk
        ).first?.first?.integer ?? 0)
      start += 500
    }
    // A file that names a UID twice keeps its last event, in one transaction with the rest.
    try await database.transaction([(Self.upsert, events.map(Self.values))])
    return Set(events.map(\.uid)).count - known
  }

  private func event(_ row: [SQLiteValue]) throws -> CalendarEvent {
    var extra: [String] = []
    if let text = row[9].text {
      do {
        extra = try JSONValue.parse(text).arrayValue?.compactMap(\.stringValue) ?? []
      } catch {
        throw StoreError(
          path: database.path,
          reason: "calendar event \(row[0].integer ?? 0) has unreadable extra properties: \(error)")
      }
    }
    return CalendarEvent(
      id: Int(row[0].integer ?? 0), uid: row[1].text ?? "", title: row[2].text ?? "",
      start: StoredDate.date(row[3]), end: StoredDate.date(row[4]), isAllDay: row[5].integer == 1,
      timeZone: row[6].text, location: row[7].text, notes: row[8].text, extra: extra,
      createdAt: StoredDate.date(row[10]))
  }
}
