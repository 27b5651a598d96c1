import AgentCore
import AgentTestSupport
import Foundation
import PostgresStore
import PostgresTestSupport
import SQLiteStore
import Testing

/// One suite, two stores: what the in-memory store does, SQLite does too.
struct EventStoreConformanceTests {
  static func event(_ sequence: Int64, _ kind: TimelineEvent.Kind? = nil) -> TimelineEvent {
    TimelineEvent(
      sequence: sequence, timestamp: Date(timeIntervalSince1970: 1_764_468_000 + Double(sequence)),
      kind: kind ?? .user("message \(sequence)"))
  }

  /// The in-memory fake, SQLite and PostgreSQL (a fresh database on the test cluster: a
  /// run with no server fails here, saying how to start one).
  static func stores() async throws -> [(String, any EventStore)] {
    let path = NSTemporaryDirectory() + "ask-store-\(UUID().uuidString)/ask.sqlite"
    let (postgres, _, _) = try await TestPostgres.database()
    return [
      ("memory", InMemoryEventStore()),
      ("sqlite", SQLiteEventStore(database: try SQLiteDatabase(path: path))),
      ("postgres", PostgresEventStore(database: postgres)),
    ]
  }

  @Test func sessionsAndPagesBehaveTheSameInBothStores() async throws {
    for (name, store) in try await Self.stores() {
      let created = try await store.createSession(
        id: "s1", title: "first", workingDirectory: "/w", model: "offline",
        at: Date(timeIntervalSince1970: 1_764_468_000))
      #expect(created.eventCount == 0, "\(name)")
      try await store.append((1...250).map { Self.event($0) }, to: "s1")
      try await store.append(
        [Self.event(251, .error(ErrorExplanation(code: "x", message: "m", fix: "f")))], to: "s1")
      let info = try #require(try await store.session("s1"))
      #expect(info.eventCount == 251, "\(name)")
      #expect(info.lastSequence == 251, "\(name)")
      #expect(
        try await store.page("s1", .newest(limit: 50)).map(\.sequence) == Array(202...251),
        "\(name)")
      #expect(
        try await store.page("s1", .before(100, limit: 3)).map(\.sequence) == [97, 98, 99],
        "\(name)")
      #expect(
        try await store.page("s1", .after(248, limit: 10)).map(\.sequence) == [249, 250, 251],
        "\(name)")
      #expect(try await store.page("s1", .before(1, limit: 10)).isEmpty, "\(name)")
      let last = try await store.page("s1", .newest(limit: 1)).first
      #expect(last?.kind == .error(ErrorExplanation(code: "x", message: "m", fix: "f")), "\(name)")
      await #expect(throws: (any Error).self, "\(name): duplicate sequence") {
        try await store.append([Self.event(5)], to: "s1")
      }
      #expect(
        try await store.session("s1")?.eventCount == 251, "\(name): a failed append changes nothing"
      )

      let forked = try await store.fork(
        "s1", at: 10, id: "s2", title: "fork", at: Date(timeIntervalSince1970: 1_764_469_000))
      #expect(
        forked.eventCount == 10 && forked.forkedFrom == "s1" && forked.forkedAt == 10, "\(name)")
      #expect(
        try await store.page("s2", .newest(limit: 100)).map(\.sequence) == Array(1...10), "\(name)")
      try await store.rename("s2", to: "renamed")
      #expect(try await store.sessions().map(\.id) == ["s2", "s1"], "\(name): newest first")
      #expect(try await store.sessions().first?.title == "renamed", "\(name)")
      try await store.setState("s1", .idle)
      try await store.delete("s2")
      #expect(try await store.session("s2") == nil, "\(name)")
      #expect(try await store.page("s2", .newest(limit: 10)).isEmpty, "\(name)")
      await #expect(throws: (any Error).self) { try await store.rename("nope", to: "x") }
    }
  }

  @Test func theSessionListIsPagedByKeysetInTheOrderOfTheWholeList() async throws {
    for (name, store) in try await Self.stores() {
      for index in 1...7 {
        _ = try await store.createSession(
          id: "s\(index)", title: "t", workingDirectory: "/w", model: "offline",
          at: Date(timeIntervalSince1970: 1_764_468_000 + Double(index)))
      }
      try await store.append([Self.event(1)], to: "s3")  // s3 moves to the front
      let whole = try await store.sessions().map(\.id)
      #expect(whole.first == "s3", "\(name): \(whole)")
      var paged: [String] = []
      var cursor: String?
      for _ in 0..<5 {
        let page = try await store.sessions(after: cursor, limit: 3).map(\.id)
        paged += page
        guard page.count == 3 else { break }
        cursor = page.last
      }
      #expect(paged == whole, "\(name)")
      #expect(try await store.sessions(after: "s1", limit: 3).isEmpty, "\(name): s1 is last")
      #expect(try await store.sessions(after: nil, limit: 0).isEmpty, "\(name)")
      await #expect(throws: SessionError.self, "\(name): a cursor naming no session") {
        try await store.sessions(after: "gone", limit: 3)
      }
    }
  }

  @Test func everyMessageKindSurvivesTheStore() async throws {
    let turn = AssistantTurn(
      text: "hi", toolCalls: [ToolCall(id: "c1", name: "todo.add", input: ["title": "x"])],
      model: "m",
      stopReason: .toolUse, usage: TokenUsage(inputTokens: 3, outputTokens: 4), costUSD: 0.5)
    let kinds: [TimelineEvent.Kind] = [
      .user("你好"), .assistant(turn),
      .toolCall(ToolUse(id: "c1", skillID: "todo.add", displayName: "添加待办", input: ["title": "x"])),
      .toolResult(
        ToolResultEvent(
          toolUseID: "c1", skillID: "todo.add", status: .denied, content: "no", summary: "s",
          durationMs: 3)),
      .system(SystemNotice(subtype: "init", message: "m", model: "offline", skills: ["a"])),
      .result(
        RunResult(
          subtype: .success, text: "t", numTurns: 2, durationMs: 5, usage: TokenUsage(),
          totalCostUSD: nil)),
      .permissionDecision(
        PermissionDecisionEvent(
          toolUseID: "c1", skillID: "todo.add", requestID: "perm-1", decision: .allowSession,
          decidedBy: .user, reason: "r", rule: "todo.add")),
      .other(.promptSuggestion(["a", "b"])),
      .other(
        .authStatus(
          AuthStatusChange(capability: "reminders", previous: .notDetermined, status: .authorized))),
    ]
    for (name, store) in try await Self.stores() {
      _ = try await store.createSession(
        id: "k", title: "t", workingDirectory: "/", model: "m", at: Date())
      try await store.append(
        kinds.enumerated().map { Self.event(Int64($0.offset + 1), $0.element) }, to: "k")
      let back = try await store.page("k", .newest(limit: 100)).map(\.kind)
      #expect(back == kinds, "\(name)")
    }
  }
}
