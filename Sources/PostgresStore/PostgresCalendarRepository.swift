import AgentCore
import Foundation
import SkillKit

/// Calendar events in PostgreSQL's `calendar_events` table; dates as UTC ISO text (sortable).
public struct PostgresCalendarRepository: CalendarRepository {
  let database: PostgresDatabase

  /// The store over `database` (opened and migrated by the caller).
  public init(database: PostgresDatabase) {
    self.database = database
  }

  /// The database the items are kept in, without its password.
  public var location: String? { database.url.redacted }

  private static let columns =
    #"id, uid, title, start, "end", all_day, time_zone, location, notes, extra, created_at"#

  private static func values(_ event: CalendarEvent) -> [PostgresValue] {
    let extra = JSONValue.array(event.extra.map(JSONValue.string)).jsonString
    return [
      .text(event.uid), .text(event.title), .text(PostgresDate.text(event.start)),
      .text(PostgresDate.text(event.end)), .integer(event.isAllDay ? 1 : 0),
      event.timeZone.map(PostgresValue.text) ?? .null,
      event.location.map(PostgresValue.text) ?? .null,
      event.notes.map(PostgresValue.text) ?? .null, event.extra.isEmpty ? .null : .text(extra),
      .text(PostgresDate.text(event.createdAt)),
    ]
  }

  private static let upsert = """
    INSERT INTO calendar_events (uid, title, start, "end", all_day, time_zone, location, notes,
      extra, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
    ON CONFLICT (uid) DO UPDATE SET title = excluded.title, start = excluded.start,
      "end" = excluded."end", all_day = excluded.all_day, time_zone = excluded.time_zone,
      location = excluded.location, notes = excluded.notes, extra = excluded.extra
    RETURNING id, (xmax = 0) AS inserted
    """

  /// Stores `event` (replacing the one with its UID) and returns it with its id.
  public func addEvent(_ event: CalendarEvent) async throws -> CalendarEvent {
    let rows = try await database.query(Self.upsert, Self.values(event))
    var stored = event
    stored.id = Int(rows.integer(0, 0) ?? 0)
    return stored
  }

  /// The events overlapping `from`…`to` whose title, location or notes contain `query`.
  public func events(from: Date?, to: Date?, query: String?) async throws -> [CalendarEvent] {
    var conditions: [String] = []
    var bindings: [PostgresValue] = []
    if let from {
      bindings.append(.text(PostgresDate.text(from)))
      conditions.append(#""end" > $\#(bindings.count)"#)
    }
    if let to {
      bindings.append(.text(PostgresDate.text(to)))
      conditions.append("start < $\(bindings.count)")
    }
    if let query, !query.isEmpty {
      // strpos, not LIKE: the query's % and _ are text, as in the SQLite store.
      bindings.append(.text(query.lowercased()))
      let needle = "$\(bindings.count)"
      conditions.append(
        "(strpos(lower(title), \(needle)) > 0 OR strpos(lower(coalesce(location, '')), \(needle)) > 0 "
          + "OR strpos(lower(coalesce(notes, '')), \(needle)) > 0)")
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    let rows = try await database.query(
      "SELECT \(Self.columns) FROM calendar_events \(filter) ORDER BY start, id", bindings)
    return try (0..<rows.count).map { try event(rows, $0) }
  }

  /// The repeating events that start before `before`.
  public func recurringEvents(startingBefore before: Date, query: String?) async throws
    -> [CalendarEvent]
  {
    try await events(from: nil, to: before, query: query).filter { $0.repeatRule != nil }
  }

  /// Removes event `id`; nil when there is none.
  public func deleteEvent(id: Int) async throws -> CalendarEvent? {
    let rows = try await database.query(
      "DELETE FROM calendar_events WHERE id = $1 RETURNING \(Self.columns)",
      [.integer(Int64(id))])
    return rows.isEmpty ? nil : try event(rows, 0)
  }

  /// Adds the events in one transaction, replacing those with the same UID; returns how many
  /// were new.
  public func importEvents(_ events: [CalendarEvent]) async throws -> Int {
    guard !events.isEmpty else { return 0 }
    return try await database.transaction { transaction in
      // A file that names a UID twice keeps its last event; a UID counts as new once.
      var new: Set<String> = []
      for event in events {
        let rows = try transaction.query(Self.upsert, Self.values(event))
        if rows.boolean(0, 1) == true { new.insert(event.uid) }
      }
      return new.count
    }
  }

  private func event(_ rows: PostgresRows, _ row: Int) throws -> CalendarEvent {
    var extra: [String] = []
    if let text = rows.text(row, 9) {
      do {
        extra = try JSONValue.parse(text).arrayValue?.compactMap(\.stringValue) ?? []
      } catch {
        throw PostgresError(
          .statement,
          "\(database.url.redacted): calendar event \(rows.integer(row, 0) ?? 0) has unreadable "
            + "extra properties: \(error)")
      }
    }
    return CalendarEvent(
      id: Int(rows.integer(row, 0) ?? 0), uid: rows.text(row, 1) ?? "",
      title: rows.text(row, 2) ?? "", start: PostgresDate.date(rows.text(row, 3)),
      end: PostgresDate.date(rows.text(row, 4)), isAllDay: rows.integer(row, 5) == 1,
      timeZone: rows.text(row, 6), location: rows.text(row, 7), notes: rows.text(row, 8),
      extra: extra, createdAt: PostgresDate.date(rows.text(row, 10)))
  }
}
