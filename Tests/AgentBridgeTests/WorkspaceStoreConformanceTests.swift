import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import PostgresStore
import PostgresTestSupport
import SQLiteStore
import Testing

/// The stores the workspace added, one suite each for the in-memory fake, SQLite and
/// PostgreSQL.
struct WorkspaceStoreConformanceTests {
  static func database() throws -> SQLiteDatabase {
    try SQLiteDatabase(
      path: NSTemporaryDirectory() + "ask-ws-store-\(UUID().uuidString)/ask.sqlite")
  }

  static func checkpointStores() async throws -> [(String, any CheckpointStore)] {
    [
      ("memory", InMemoryCheckpointStore()),
      ("sqlite", SQLiteCheckpointStore(database: try database())),
      ("postgres", PostgresCheckpointStore(database: try await TestPostgres.database().0)),
    ]
  }

  static func calendars() async throws -> [(String, any CalendarRepository)] {
    [
      ("memory", InMemoryCalendar()),
      ("sqlite", SQLiteCalendarRepository(database: try database())),
      ("postgres", PostgresCalendarRepository(database: try await TestPostgres.database().0)),
    ]
  }

  @Test func checkpointsComeBackNewestFirstUntilUndone() async throws {
    let when = Date(timeIntervalSince1970: 1_764_468_000)
    for (name, store) in try await Self.checkpointStores() {
      #expect(try await store.latestPendingSession() == nil, "\(name)")
      let empty = try await store.record(
        FileCheckpoint(
          sessionID: "a", runID: "r1", toolUseID: "call_1_1", skillID: "files.write",
          path: "/w/empty.txt", previous: [], after: "0:x", createdAt: when))
      let created = try await store.record(
        FileCheckpoint(
          sessionID: "a", runID: "r1", toolUseID: "call_1_2", skillID: "files.write",
          path: "/w/new.txt", previous: nil, after: "3:y", createdAt: when))
      _ = try await store.record(
        FileCheckpoint(
          sessionID: "b", runID: "r9", toolUseID: "call_1_1", skillID: "files.edit",
          path: "/w/b.txt", previous: Array("bytes\u{0}\u{FF}".utf8), after: "5:z",
          createdAt: when))
      #expect(created.id > empty.id, "\(name): ids increase")
      #expect(try await store.latestPendingSession() == "b", "\(name)")
      let pending = try await store.pending(session: "a")
      #expect(pending.map(\.path) == ["/w/new.txt", "/w/empty.txt"], "\(name)")
      // An empty file and no file are different things.
      #expect(pending[0].previous == nil, "\(name)")
      #expect(pending[1].previous == [], "\(name)")
      #expect(pending[1].callKey == "r1/call_1_1", "\(name)")
      let binary = try await store.pending(session: "b").first?.previous
      #expect(binary == Array("bytes\u{0}\u{FF}".utf8), "\(name): bytes kept exactly")
      try await store.markUndone([created.id], at: when)
      #expect(try await store.pending(session: "a").map(\.path) == ["/w/empty.txt"], "\(name)")
    }
  }

  @Test func calendarsOverlapQueryUpsertAndDeleteAlike() async throws {
    let base = Date(timeIntervalSince1970: 1_764_468_000)
    func event(_ uid: String, _ title: String, _ hours: Double, _ length: Double = 1)
      -> CalendarEvent
    {
      CalendarEvent(
        uid: uid, title: title, start: base.addingTimeInterval(hours * 3600),
        end: base.addingTimeInterval((hours + length) * 3600), timeZone: "Asia/Shanghai",
        location: uid == "b" ? "Room 7" : nil, extra: uid == "c" ? ["RRULE:FREQ=DAILY"] : [],
        createdAt: base)
    }
    for (name, calendar) in try await Self.calendars() {
      let first = try await calendar.addEvent(event("a", "Standup", 1))
      #expect(first.id > 0, "\(name)")
      #expect(
        try await calendar.importEvents([event("b", "Review", 3), event("c", "Daily", 5)]) == 2)
      // Overlap: an event that started before the range and ends inside it is in it.
      let window = try await calendar.events(
        from: base.addingTimeInterval(1.5 * 3600), to: base.addingTimeInterval(4 * 3600), query: nil
      )
      #expect(window.map(\.uid) == ["a", "b"], "\(name)")
      #expect(try await calendar.events(from: nil, to: nil, query: "room 7").map(\.uid) == ["b"])
      #expect(try await calendar.events(from: nil, to: nil, query: "REVIEW").map(\.uid) == ["b"])
      // Importing the same UID updates the event in place.
      #expect(try await calendar.importEvents([event("b", "Review (moved)", 8)]) == 0, "\(name)")
      let all = try await calendar.events(from: nil, to: nil, query: nil)
      #expect(all.map(\.title) == ["Standup", "Daily", "Review (moved)"], "\(name)")
      #expect(all.first { $0.uid == "c" }?.extra == ["RRULE:FREQ=DAILY"], "\(name)")
      // Repeating events are found by their start alone (a listing expands them).
      let repeating = try await calendar.recurringEvents(
        startingBefore: base.addingTimeInterval(6 * 3600), query: nil)
      #expect(repeating.map(\.uid) == ["c"], "\(name)")
      #expect(
        try await calendar.recurringEvents(startingBefore: base, query: nil).isEmpty, "\(name)")
      let deleted = try await calendar.deleteEvent(id: first.id)
      #expect(deleted?.uid == "a", "\(name)")
      #expect(try await calendar.deleteEvent(id: first.id) == nil, "\(name)")
    }
  }
}
