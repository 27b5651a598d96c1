import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import PostgresStore
import PostgresTestSupport
import SQLiteStore
import SkillKit
import Testing

/// The other store ports, one suite for every adapter: the in-memory fakes (where there is
/// one), SQLite and PostgreSQL (a fresh database on the test cluster) behave alike.
struct StoreConformanceTests {
  /// A fresh SQLite file and a fresh PostgreSQL database.
  struct Backends {
    let sqlite: SQLiteDatabase
    let postgres: PostgresDatabase

    init() async throws {
      sqlite = try SQLiteDatabase(
        path: NSTemporaryDirectory() + "ask-conformance-\(UUID().uuidString)/ask.sqlite")
      postgres = try await TestPostgres.database().0
    }
  }

  @Test func remindersAndTodosRoundTripAlike() async throws {
    let backends = try await Backends()
    let due = Date(timeIntervalSince1970: 1_796_000_400)
    let reminders: [(String, any ReminderRepository)] = [
      ("memory", InMemoryReminders()),
      ("sqlite", SQLiteReminderRepository(database: backends.sqlite)),
      ("postgres", PostgresReminderRepository(database: backends.postgres)),
    ]
    for (name, repository) in reminders {
      let first = try await repository.addReminder(
        title: "开会", dueDate: due, notes: "room 3", createdAt: due.addingTimeInterval(-3600))
      let early = try await repository.addReminder(
        title: "early", dueDate: due.addingTimeInterval(-60), notes: nil, createdAt: due)
      #expect(early.id > first.id, "\(name)")
      let done = try await repository.completeReminder(id: early.id)
      #expect(done?.isCompleted == true && done?.title == "early", "\(name)")
      #expect(try await repository.completeReminder(id: 9_999) == nil, "\(name)")
      let open = try await repository.reminders(includeCompleted: false)
      #expect(open.map(\.title) == ["开会"], "\(name)")
      #expect(open.first?.dueDate == due && open.first?.notes == "room 3", "\(name)")
      let all = try await repository.reminders(includeCompleted: true)
      #expect(all.map(\.title) == ["early", "开会"], "\(name): soonest first")
    }
    let todos: [(String, any TodoRepository)] = [
      ("memory", InMemoryTodos()),
      ("sqlite", SQLiteTodoRepository(database: backends.sqlite)),
      ("postgres", PostgresTodoRepository(database: backends.postgres)),
    ]
    for (name, repository) in todos {
      let item = try await repository.addTodo(
        title: "milk", due: nil, priority: .high, createdAt: due)
      let dated = try await repository.addTodo(
        title: "bank", due: due, priority: .low, createdAt: due)
      #expect(item.priority == .high, "\(name)")
      #expect(try await repository.completeTodo(id: item.id)?.isCompleted == true, "\(name)")
      #expect(try await repository.completeTodo(id: 9_999) == nil, "\(name)")
      let open = try await repository.todos(includeCompleted: false)
      #expect(open.map(\.title) == ["bank"] && open.first?.due == due, "\(name)")
      #expect(open.first?.id == dated.id && open.first?.priority == .low, "\(name)")
      #expect(try await repository.todos(includeCompleted: true).count == 2, "\(name)")
    }
  }

  @Test func authorizationsAndRulesPersistAlike() async throws {
    let backends = try await Backends()
    let providers: [(String, any AuthorizationProvider)] = [
      ("memory", InMemoryAuthorization()),
      ("sqlite", SQLiteAuthorizationProvider(database: backends.sqlite)),
      ("postgres", PostgresAuthorizationProvider(database: backends.postgres)),
    ]
    for (name, provider) in providers {
      #expect(try await provider.status(of: "reminders") == .notDetermined, "\(name)")
      try await provider.setStatus(.authorized, for: "reminders")
      try await provider.setStatus(.denied, for: "reminders")
      #expect(try await provider.status(of: "reminders") == .denied, "\(name)")
    }
    let stores: [(String, any PermissionRuleStore)] = [
      ("memory", InMemoryRules()),
      ("sqlite", SQLitePermissionRuleStore(database: backends.sqlite)),
      ("postgres", PostgresPermissionRuleStore(database: backends.postgres)),
    ]
    for (name, rules) in stores {
      #expect(try await rules.rules(for: "/p").rules.isEmpty, "\(name)")
      let rule = PermissionRule(
        skill: "todo.add", fields: [("priority", "high")], decision: .allow, scope: .user)
      let id = try await rules.add(rule)
      #expect(try await rules.add(rule) == id, "\(name): a duplicate is not stored twice")
      let project = PermissionRule(skill: "todo.*", decision: .deny, scope: .project("/work/p"))
      try await rules.add(project)
      #expect(
        try await rules.rules(for: "/work/p").rules.map(\.rule) == [rule, project], "\(name)")
      #expect(try await rules.rules(for: "/elsewhere").rules.map(\.rule) == [rule], "\(name)")
      #expect(try await rules.allRules().rules.count == 2, "\(name)")
      #expect(try await rules.remove(id: id), "\(name)")
      #expect(try await rules.remove(id: id) == false, "\(name)")
    }
  }

  @Test func expiriesMakersAndSessionAllowancesPersistAlike() async throws {
    let backends = try await Backends()
    let stores: [(String, any PermissionRuleStore)] = [
      ("memory", InMemoryRules()),
      ("sqlite", SQLitePermissionRuleStore(database: backends.sqlite)),
      ("postgres", PostgresPermissionRuleStore(database: backends.postgres)),
    ]
    let expiry = Date(timeIntervalSince1970: 1_796_000_400)
    for (name, store) in stores {
      var rule = PermissionRule(skill: "shell.run", decision: .allow, scope: .user)
      rule.expiresAt = expiry
      rule.madeBy = "ask permissions add"
      let id = try await store.add(rule)
      var read = try #require(try await store.allRules().rules.first?.rule)
      #expect(read.expiresAt == expiry && read.madeBy == "ask permissions add", "\(name)")
      #expect(read.createdAt != nil, "\(name)")
      rule.expiresAt = nil
      rule.madeBy = nil
      #expect(try await store.add(rule) == id, "\(name): the same rule again is one row")
      read = try #require(try await store.allRules().rules.first?.rule)
      #expect(read.expiresAt == nil, "\(name): its expiry is the new one (none)")
      #expect(read.madeBy == "ask permissions add", "\(name): its maker is kept")

      var allowance = PermissionRule(skill: "todo.add", decision: .allow, scope: .session)
      allowance.madeBy = "answer allow_session"
      let first = try await store.addSessionAllowance(allowance, session: "s1", owner: "h:1:a")
      try await store.addSessionAllowance(
        PermissionRule(skill: "files.*", decision: .allow, scope: .session), session: "s2",
        owner: "h:2:b")
      #expect(try await store.sessionAllowances(owner: nil).count == 2, "\(name)")
      let mine = try await store.sessionAllowances(owner: "h:1:a")
      #expect(mine.map(\.rule.pattern) == ["todo.add"] && mine.first?.session == "s1", "\(name)")
      #expect(mine.first?.madeBy == "answer allow_session", "\(name)")
      #expect(mine.first?.ownerProcess?.pid == 1, "\(name)")
      #expect(try await store.removeSessionAllowance(id: first), "\(name)")
      #expect(try await store.removeSessionAllowance(id: first) == false, "\(name)")
      #expect(try await store.sessionAllowances(owner: "h:1:a").isEmpty, "\(name)")
      #expect(try await store.rules(for: "/p").rules.count == 1, "\(name): not a rule")
    }
  }

  @Test func aNonsenseExpiryNeverWidensWhatIsAllowed() async throws {
    let backends = try await Backends()
    for (decision, pattern) in [("allow", "todo.add"), ("deny", "shell.run")] {
      _ = try await backends.sqlite.insert(
        "INSERT INTO rules (decision, pattern, scope, created_at, expires_at) VALUES (?, ?, 'user', ?, 'soon')",
        [.text(decision), .text(pattern), .text("2026-11-30T00:00:00Z")])
      try await backends.postgres.query(
        "INSERT INTO rules (decision, pattern, scope, created_at, expires_at) VALUES ($1, $2, 'user', $3, 'soon')",
        [.text(decision), .text(pattern), .text("2026-11-30T00:00:00Z")])
    }
    let stores: [(String, any PermissionRuleStore)] = [
      ("sqlite", SQLitePermissionRuleStore(database: backends.sqlite)),
      ("postgres", PostgresPermissionRuleStore(database: backends.postgres)),
    ]
    for (name, store) in stores {
      let stored = try await store.rules(for: nil)
      #expect(stored.rules.map(\.rule.description) == ["deny shell.run [user]"], "\(name)")
      #expect(stored.rules.first?.rule.expiresAt == nil, "\(name)")
      #expect(
        stored.ignored == [
          "rule #1 ignored: its expiry \"soon\" is not a date",
          "rule #2: its expiry \"soon\" is not a date; applied with none",
        ], "\(name)")
    }
  }

  @Test func theSameRuleAddedByManyWritersAtOnceIsOneRow() async throws {
    let backends = try await Backends()
    let store = PostgresPermissionRuleStore(database: backends.postgres)
    // Separate connections, as separate processes would have.
    let rule = PermissionRule(skill: "todo.add", decision: .allow, scope: .user)
    let ids = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let own = PostgresPermissionRuleStore(
            database: try await backends.postgres.sameDatabase())
          return try await own.add(rule)
        }
      }
      return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
    }
    #expect(ids.count == 1)
    #expect(try await store.allRules().rules.count == 1)
  }

  @Test func tamperedRulesAreReportedAndNeverWidenedAlike() async throws {
    let backends = try await Backends()
    let rows = [
      ("allow", "todo.add(priority: ", "user"), ("deny", "shell(command: \"rm", "user"),
      ("maybe", "todo.add", "user"), ("allow", "todo.list", "galaxy"),
      ("allow", "Todo.Add", "user"), ("ask", "reminder.create", "user"),
    ]
    for (decision, pattern, scope) in rows {
      _ = try await backends.sqlite.insert(
        "INSERT INTO rules (decision, pattern, scope, project, created_at) VALUES (?, ?, ?, NULL, ?)",
        [.text(decision), .text(pattern), .text(scope), .text("2026-11-30T00:00:00Z")])
      try await backends.postgres.query(
        "INSERT INTO rules (decision, pattern, scope, project, created_at) VALUES ($1, $2, $3, NULL, $4)",
        [.text(decision), .text(pattern), .text(scope), .text("2026-11-30T00:00:00Z")])
    }
    let stores: [(String, any PermissionRuleStore)] = [
      ("sqlite", SQLitePermissionRuleStore(database: backends.sqlite)),
      ("postgres", PostgresPermissionRuleStore(database: backends.postgres)),
    ]
    for (name, store) in stores {
      let stored = try await store.rules(for: nil)
      #expect(stored.rules.map(\.rule.pattern) == ["shell", "reminder.create"], "\(name)")
      #expect(stored.rules.map(\.rule.decision) == [.deny, .ask], "\(name)")
      #expect(stored.ignored.count == 5, "\(name)")
      #expect(
        stored.ignored.contains {
          $0.hasPrefix("rule #2:") && $0.contains("applied to all of shell")
        }, "\(name)")
    }
  }

  @Test func theAuditLogRecordsStartsAndEndsAndReadsThemBackAlike() async throws {
    let backends = try await Backends()
    let logs: [(String, any AuditSink & AuditLogReader)] = [
      ("sqlite", SQLiteAuditLog(database: backends.sqlite)),
      ("postgres", PostgresAuditLog(database: backends.postgres)),
    ]
    let start = Date(timeIntervalSince1970: 1_764_468_000)
    func entry(_ id: String, _ skill: String, _ outcome: ToolResultStatus) -> AuditEntry {
      AuditEntry(
        sessionID: "s1", toolUseID: id, skillID: skill, input: ["title": "milk", "n": 2],
        editedInput: nil, decision: "allow_once", decidedBy: .user, reason: "asked",
        startedAt: start, endedAt: start.addingTimeInterval(1), durationMs: 1000,
        outcome: outcome, error: outcome == .error ? "boom" : nil, request: "add milk",
        sandbox: skill == "shell.run" ? "workspace: workspace writable, no network" : nil)
    }
    for (name, log) in logs {
      #expect(try await log.lastRow() == 0, "\(name)")
      let handles = try await log.recordStarts([
        entry("c1", "todo.add", .success), entry("c2", "shell.run", .success),
      ])
      #expect(handles.count == 2 && handles[1] > handles[0], "\(name)")
      #expect(try await log.unfinishedCalls(session: "s1") == ["c1", "c2"], "\(name)")
      let mark = try await log.lastRow()
      try await log.recordFinished([
        (handles[0], entry("c1", "todo.add", .success)),
        (nil, entry("c3", "todo.add", .denied)),
      ])
      #expect(try await log.unfinishedCalls(session: "s1") == ["c2"], "\(name)")
      let all = try await log.entries(skill: nil, since: nil, afterRow: nil)
      #expect(all.map(\.toolUseID) == ["c1", "c2", "c3"], "\(name): one row per call")
      #expect(all.map(\.outcome) == [.success, .error, .denied], "\(name)")
      #expect(all.map(\.finished) == [true, false, true], "\(name)")
      #expect(all[1].error?.hasPrefix("interrupted") == true, "\(name)")
      #expect(all[0].input == ["title": "milk", "n": 2] && all[0].request == "add milk", "\(name)")
      #expect(
        all.map(\.sandbox) == [nil, "workspace: workspace writable, no network", nil],
        "\(name): the sandbox a call ran under")
      let todo = try await log.entries(skill: "todo.add", since: nil, afterRow: nil)
      #expect(todo.map(\.toolUseID) == ["c1", "c3"], "\(name)")
      let later = try await log.entries(skill: nil, since: nil, afterRow: mark)
      #expect(later.map(\.toolUseID) == ["c3"], "\(name): calls after the mark")
      let none = try await log.entries(
        skill: nil, since: start.addingTimeInterval(60), afterRow: nil)
      #expect(none.isEmpty, "\(name)")
      // The panel's pages: newest first, by keyset, filtered alike.
      let newest = try await log.page(AuditQuery(limit: 2))
      #expect(newest.entries.map(\.entry.toolUseID) == ["c3", "c2"], "\(name)")
      let older = try await log.page(AuditQuery(beforeRow: newest.nextBeforeRow, limit: 2))
      #expect(older.entries.map(\.entry.toolUseID) == ["c1"], "\(name)")
      #expect(newest.nextBeforeRow != nil && older.nextBeforeRow == nil, "\(name)")
      #expect(
        try await log.page(AuditQuery(decision: "allow_once", decidedBy: .user)).entries.count
          == 3, "\(name)")
      #expect(
        try await log.page(AuditQuery(skill: "shell.run")).entries.map(\.entry.toolUseID)
          == ["c2"], "\(name)")
      #expect(
        try await log.page(AuditQuery(decidedBy: .allowRule)).entries.isEmpty, "\(name)")
      #expect(try await log.page(AuditQuery(session: "other")).entries.isEmpty, "\(name)")
      #expect(try await log.page(AuditQuery(until: start)).entries.isEmpty, "\(name)")
      #expect(
        try await log.page(AuditQuery(since: start, until: start.addingTimeInterval(1))).entries
          .count == 3, "\(name)")
    }
  }
}
