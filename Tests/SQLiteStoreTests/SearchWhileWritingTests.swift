import AgentCore
import Foundation
import SQLiteStore
import Testing

/// A search in one process while another writes the session: it never fails and sees whole
/// appends (the texts go in with their events, in one transaction); texts not yet indexed
/// leave with their session without touching the index.
struct SearchWhileWritingTests {
  @Test func textsNotYetIndexedLeaveWithTheirSessionAndTheIndexStaysWhole() async throws {
    let path = NSTemporaryDirectory() + "ask-search-\(UUID().uuidString)/ask.sqlite"
    let database = try SQLiteDatabase(path: path)
    let store = SQLiteEventStore(database: database)
    _ = try await store.createSession(
      id: "a", title: "t", workingDirectory: "/w", model: "m", at: Date())
    try await store.append(
      (1...5).map { TimelineEvent(sequence: $0, timestamp: Date(), kind: .user("alpha \($0)")) },
      to: "a")
    #expect(try await store.search(SearchQuery("alpha")).matched == 5)
    // Written after the last search: in the texts, not yet in the index.
    _ = try await store.fork("a", at: 3, id: "b", title: "f", at: Date())
    try await store.append(
      [TimelineEvent(sequence: 6, timestamp: Date(), kind: .user("alpha beta"))], to: "a")
    try await store.delete("b")
    #expect(try await store.search(SearchQuery("alpha")).matched == 6)
    #expect(try await store.search(SearchQuery("beta")).hits.map(\.sequence) == [6])
    try await store.delete("a")
    #expect(try await store.search(SearchQuery("alpha")).matched == 0)
    let check = try await database.query(
      "INSERT INTO search_index (search_index) VALUES ('integrity-check')")
    #expect(check.isEmpty, "FTS5's own check of the index against its texts passes")
    #expect(try await database.query("PRAGMA integrity_check").first?.first?.text == "ok")
  }

  @Test func aSearchWhileAnotherConnectionWritesSeesWholeAppends() async throws {
    let path = NSTemporaryDirectory() + "ask-search-\(UUID().uuidString)/ask.sqlite"
    let writer = SQLiteEventStore(database: try SQLiteDatabase(path: path))
    let reader = SQLiteEventStore(database: try SQLiteDatabase(path: path))
    _ = try await writer.createSession(
      id: "s", title: "t", workingDirectory: "/w", model: "m", at: Date())
    let query = try SearchQuery("needle")
    let writing = Task {
      for batch in 0..<150 {
        let base = Int64(batch * 2)
        try await writer.append(
          [
            TimelineEvent(sequence: base + 1, timestamp: Date(), kind: .user("needle \(batch)")),
            TimelineEvent(sequence: base + 2, timestamp: Date(), kind: .user("needle again")),
          ], to: "s")
      }
    }
    var seen: [Int] = []
    while true {
      let matched = try await reader.search(query, limit: 1).matched
      seen.append(matched)
      if matched == 300 { break }
      if seen.count > 100_000 { break }
      await Task.yield()
    }
    try await writing.value
    #expect(seen.last == 300)
    #expect(seen.allSatisfy { $0 % 2 == 0 }, "never half an append: \(seen.filter { $0 % 2 != 0 })")
    #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 }, "never fewer than before")
  }
}
