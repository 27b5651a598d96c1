import AgentCore
import BuiltinSkills
import Foundation
import Synchronization

/// Calendar events kept in memory: the fake behind the calendar skills' conformance tests.
public final class InMemoryCalendar: CalendarRepository {
  private let state = Mutex<(next: Int, events: [CalendarEvent])>((1, []))

  /// An empty calendar.
  public init() {}

  /// Nil: the fake keeps nothing on disk.
  public var location: String? { nil }
  /// Every event held, for tests to check.
  public var all: [CalendarEvent] { state.withLock { $0.events } }

  /// Stores `event` with the next id.
  public func addEvent(_ event: CalendarEvent) async throws -> CalendarEvent {
    state.withLock { state in Self.upsert(event, &state) }
  }

  /// The events overlapping `from`…`to` whose title or notes contain `query`.
  public func events(from: Date?, to: Date?, query: String?) async throws -> [CalendarEvent] {
    let needle = query?.lowercased()
    return state.withLock { state in
      state.events.filter { event in
        (from.map { event.end > $0 } ?? true) && (to.map { event.start < $0 } ?? true)
          && (needle.map { needle in
            [event.title, event.location ?? "", event.notes ?? ""].contains {
              $0.lowercased().contains(needle)
            }
          } ?? true)
      }.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
    }
  }

  /// The repeating events that start before `before`.
  public func recurringEvents(startingBefore before: Date, query: String?) async throws
    -> [CalendarEvent]
  {
    try await events(from: nil, to: before, query: query).filter { $0.repeatRule != nil }
  }

  /// Removes event `id`; nil when there is none.
  public func deleteEvent(id: Int) async throws -> CalendarEvent? {
    state.withLock { state in
      guard let index = state.events.firstIndex(where: { $0.id == id }) else { return nil }
      return state.events.remove(at: index)
    }
  }

  /// Adds the events, replacing those with the same UID; returns how many were new.
  public func importEvents(_ events: [CalendarEvent]) async throws -> Int {
    state.withLock { state in
      let known = Set(state.events.map(\.uid))
      for event in events { _ = Self.upsert(event, &state) }
      return Set(events.map(\.uid)).subtracting(known).count
    }
  }

  private static func upsert(
    _ event: CalendarEvent, _ state: inout (next: Int, events: [CalendarEvent])
  ) -> CalendarEvent {
    var stored = event
    if let index = state.events.firstIndex(where: { $0.uid == event.uid }) {
      stored.id = state.events[index].id
      state.events[index] = stored
    } else {
      stored.id = state.next
      state.next += 1
      state.events.append(stored)
    }
    return stored
  }
}
