import AgentCore
import AgentTestSupport
import Foundation
import PostgresStore
import PostgresTestSupport
import Testing

/// Search and tags, one suite for every store: memory, SQLite (FTS5 trigram) and PostgreSQL
/// (pg_trgm) find the same events, rank them alike and page them by keyset.
struct SearchConformanceTests {
  static let start = Date(timeIntervalSince1970: 1_764_468_000)

  static func at(_ sequence: Int64, _ kind: TimelineEvent.Kind) -> TimelineEvent {
    TimelineEvent(
      sequence: sequence, timestamp: start.addingTimeInterval(Double(sequence)), kind: kind)
  }

  /// Two sessions in two folders: words in each kind of text, Chinese, FTS syntax as text.
  static func fill(_ store: any EventStore) async throws {
    _ = try await store.createSession(
      id: "s1", title: "work", workingDirectory: "/work/a", model: "offline", at: start)
    _ = try await store.createSession(
      id: "s2", title: "other", workingDirectory: "/work/b", model: "claude", at: start)
    let turn = AssistantTurn(
      text: "I set a reminder for the deadline.", toolCalls: [], model: "offline",
      stopReason: .endTurn, usage: TokenUsage())
    try await store.append(
      [
        at(1, .user("remind me about the deadline on Friday")),
        at(2, .assistant(turn)),
        at(
          3,
          .toolCall(
            ToolUse(
              id: "c1", skillID: "todo.add", displayName: nil,
              input: ["title": "交房租 before deadline"]))),
        at(
          4,
          .toolResult(
            ToolResultEvent(
              toolUseID: "c1", skillID: "todo.add", status: .success, content: "Added 交房租",
              summary: "added", durationMs: 2))),
        at(5, .user("明天天气怎么样")),
        at(6, .system(SystemNotice(subtype: "init", message: "deadline", model: "offline"))),
        at(7, .user("literal a*b -c \"q\" NEAR(x) 100% under_score")),
      ], to: "s1")
    try await store.append(
      [at(8, .user("Deadline moved: DEADLINE is Monday, deadline deadline"))], to: "s2")
  }

  static func places(_ page: SearchPage) -> [String] {
    page.hits.map { "\($0.session)#\($0.sequence)" }
  }

  @Test func searchFindsTheSameEventsInEveryStoreAndRanksThemAlike() async throws {
    for (name, store) in try await EventStoreConformanceTests.stores() {
      try await Self.fill(store)
      let deadline = try await store.search(SearchQuery("deadline"))
      #expect(
        Self.places(deadline) == ["s2#8", "s1#1", "s1#3", "s1#2"],
        "\(name): the one that says it most first; not the system notice")
      #expect(deadline.matched == 4 && !deadline.capped, "\(name)")
      let first = try #require(deadline.hits.first)
      #expect(
        first.snippet.filter(\.hit).map(\.text) == [
          "Deadline", "DEADLINE", "deadline", "deadline",
        ], "\(name)")
      #expect(first.openCommand == "ask sessions show s2 --after 7", "\(name)")
      #expect(
        Self.places(try await store.search(SearchQuery("天气"))) == ["s1#5"],
        "\(name): two Chinese characters")
      #expect(
        Self.places(try await store.search(SearchQuery("天"))) == ["s1#5"], "\(name): one")
      #expect(
        Self.places(try await store.search(SearchQuery("交房租"))) == ["s1#3", "s1#4"],
        "\(name): a tool's input and result")
      #expect(
        Self.places(try await store.search(SearchQuery("deadline 交房租"))) == ["s1#3"],
        "\(name): every term must appear")
      #expect(
        Self.places(try await store.search(SearchQuery("\"the deadline\""))) == ["s1#1", "s1#2"],
        "\(name): a quoted phrase")
      for literal in ["a*b", "-c", "NEAR(x)", "\"q\"", "100%", "under_score", "a*b -c"] {
        #expect(
          Self.places(try await store.search(SearchQuery(literal))) == ["s1#7"],
          "\(name): \(literal) is text to find")
      }
      #expect(try await store.search(SearchQuery("%")).hits.count == 1, "\(name): % is a letter")
      #expect(try await store.search(SearchQuery("_")).hits.count == 1, "\(name): so is _")
      #expect(try await store.search(SearchQuery("nowhere")).hits.isEmpty, "\(name)")
      #expect(try await store.search(SearchQuery("zq")).hits.isEmpty, "\(name): short, absent")

      let todo = SearchFilter(skill: "todo.add")
      #expect(
        Self.places(try await store.search(SearchQuery("deadline"), filter: todo)) == ["s1#3"],
        "\(name): one skill's calls")
      let inB = SearchFilter(sessions: SessionFilter(workspace: "/work/b/"))
      #expect(
        Self.places(try await store.search(SearchQuery("deadline"), filter: inB)) == ["s2#8"],
        "\(name): one workspace")
      let late = SearchFilter(since: Self.start.addingTimeInterval(3))
      #expect(
        Self.places(try await store.search(SearchQuery("deadline"), filter: late))
          == ["s2#8", "s1#3"], "\(name): events since")
      let model = SearchFilter(sessions: SessionFilter(model: "claude"))
      #expect(
        Self.places(try await store.search(SearchQuery("deadline"), filter: model)) == ["s2#8"],
        "\(name): one model")

      // Keyset pages put together are the whole list.
      var paged: [String] = []
      var cursor: SearchCursor?
      for _ in 0..<6 {
        let page = try await store.search(SearchQuery("deadline"), after: cursor, limit: 1)
        paged += Self.places(page)
        guard let next = page.nextCursor else { break }
        cursor = try SearchCursor(parsing: next.description)
      }
      #expect(paged == Self.places(deadline), "\(name)")

      // The index follows forks and deletions, and can be built again.
      _ = try await store.fork("s1", at: 3, id: "f1", title: "fork", at: Self.start)
      #expect(
        Self.places(
          try await store.search(SearchQuery("deadline"), filter: SearchFilter(session: "f1")))
          == ["f1#1", "f1#3", "f1#2"], "\(name): a fork's copy")
      try await store.delete("f1")
      #expect(
        try await store.search(SearchQuery("deadline")).hits.allSatisfy { $0.session != "f1" },
        "\(name)")
      #expect(try await store.rebuildSearchIndex() == 7, "\(name): seven texts in two sessions")
      #expect(
        Self.places(try await store.search(SearchQuery("deadline"))) == Self.places(deadline),
        "\(name)")
    }
  }

  @Test func tagsFilterTheListAndTheSearchAlike() async throws {
    for (name, store) in try await EventStoreConformanceTests.stores() {
      try await Self.fill(store)
      #expect(
        try await store.retag("s1", adding: ["客户", "q4"], removing: []) == ["q4", "客户"], "\(name)")
      #expect(
        try await store.retag("s1", adding: ["urgent"], removing: ["q4"]) == ["urgent", "客户"],
        "\(name)")
      #expect(try await store.session("s1")?.tags == ["urgent", "客户"], "\(name)")
      let tagged = SessionFilter(tags: ["客户"])
      #expect(
        try await store.sessions(matching: tagged, after: nil, limit: 10).map(\.id) == ["s1"],
        "\(name)")
      #expect(
        try await store.sessions(
          matching: SessionFilter(tags: ["客户", "nope"]), after: nil, limit: 10
        ).isEmpty,
        "\(name): every tag")
      #expect(
        try await store.sessions(matching: SessionFilter(workspace: "/work"), after: nil, limit: 10)
          .count == 2,
        "\(name): a folder above both")
      #expect(
        try await store.sessions(matching: SessionFilter(workspace: "/wor"), after: nil, limit: 10)
          .isEmpty,
        "\(name): not a prefix of a name")
      #expect(
        try await store.sessions(matching: SessionFilter(model: "claude"), after: nil, limit: 10)
          .map(\.id)
          == ["s2"], "\(name)")
      #expect(
        Self.places(
          try await store.search(SearchQuery("deadline"), filter: SearchFilter(sessions: tagged)))
          == ["s1#1", "s1#3", "s1#2"], "\(name)")
      let fork = try await store.fork("s1", at: 2, id: "f", title: "f", at: Self.start)
      #expect(fork.tags == ["urgent", "客户"], "\(name): a fork keeps its tags")
      let many = (1...40).map { "t\($0)" }
      await #expect(throws: SessionError.self, "\(name): more than 32 tags") {
        try await store.retag("s2", adding: many, removing: [])
      }
      #expect(
        try await store.session("s2")?.tags == [], "\(name): a refused change changes nothing")
      await #expect(throws: SessionError.self, "\(name)") {
        try await store.retag("gone", adding: ["x"], removing: [])
      }
      try await store.delete("f")
      #expect(
        try await store.sessions(matching: tagged, after: nil, limit: 10).map(\.id) == ["s1"],
        "\(name)")
    }
  }

  @Test func postgreSQLMovesEachAppendedTextIntoTheIndexOnceWhoeverMovesIt() async throws {
    let (database, _, _) = try await TestPostgres.database()
    let writer = PostgresEventStore(database: database)
    _ = try await writer.createSession(
      id: "s", title: "t", workingDirectory: "/w", model: "m", at: Self.start)
    try await writer.append((1...300).map { Self.at($0, .user("needle \($0)")) }, to: "s")
    let movers = try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          let own = PostgresEventStore(database: try await database.sameDatabase())
          try await own.settleSearchIndex()
        }
      }
      try await group.waitForAll()
      return 4
    }
    #expect(movers == 4)
    let counts = try await database.query(
      "SELECT (SELECT count(*) FROM search_docs), (SELECT count(*) FROM search_pending)")
    #expect(counts.integer(0, 0) == 300 && counts.integer(0, 1) == 0)
    #expect(try await writer.search(SearchQuery("needle"), limit: 1).matched == 300)
  }
}
