import AgentCore
import BuiltinSkills
import Foundation
import SQLiteStore
import Testing

/// A fresh directory per test, removed afterwards.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "ask-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

struct SQLiteStoreTests {
  let directory: TemporaryDirectory
  var databasePath: String { directory.path + "/ask.sqlite" }

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func remindersRoundTripAndSurviveReopening() async throws {
    let due = Date(timeIntervalSince1970: 1_796_000_400)
    do {
      let repository = SQLiteReminderRepository(database: try SQLiteDatabase(path: databasePath))
      let first = try await repository.addReminder(
        title: "开会", dueDate: due, notes: "room 3", createdAt: due.addingTimeInterval(-3600))
      _ = try await repository.addReminder(
        title: "early", dueDate: due.addingTimeInterval(-60), notes: nil, createdAt: due)
      #expect(first.id == 1)
      let done = try await repository.completeReminder(id: 2)
      #expect(done?.isCompleted == true)
      #expect(try await repository.completeReminder(id: 99) == nil)
    }
    let reopened = SQLiteReminderRepository(database: try SQLiteDatabase(path: databasePath))
    let open = try await reopened.reminders(includeCompleted: false)
    #expect(open.map(\.title) == ["开会"])
    #expect(open.first?.dueDate == due)
    #expect(open.first?.notes == "room 3")
    let all = try await reopened.reminders(includeCompleted: true)
    #expect(all.map(\.title) == ["early", "开会"], "soonest first")
  }

  @Test func todosRoundTrip() async throws {
    let repository = SQLiteTodoRepository(database: try SQLiteDatabase(path: databasePath))
    let item = try await repository.addTodo(
      title: "milk", due: nil, priority: .high, createdAt: Date())
    #expect(item.priority == .high)
    _ = try await repository.completeTodo(id: item.id)
    #expect(try await repository.todos(includeCompleted: false).isEmpty)
    #expect(try await repository.todos(includeCompleted: true).first?.isCompleted == true)
  }

  @Test func authorizationsAndRulesPersist() async throws {
    let database = try SQLiteDatabase(path: databasePath)
    let provider = SQLiteAuthorizationProvider(database: database)
    #expect(try await provider.status(of: "reminders") == .notDetermined)
    try await provider.setStatus(.authorized, for: "reminders")
    try await provider.setStatus(.denied, for: "reminders")
    #expect(try await provider.status(of: "reminders") == .denied)
    let rules = SQLitePermissionRuleStore(database: database)
    #expect(try await rules.rules(for: "/p").rules.isEmpty)
    let rule = PermissionRule(
      skill: "todo.add", fields: [("priority", "high")], decision: .allow, scope: .user)
    let id = try await rules.add(rule)
    #expect(try await rules.add(rule) == id, "a duplicate is not stored twice")
    let project = PermissionRule(skill: "todo.*", decision: .deny, scope: .project("/work/p"))
    try await rules.add(project)
    #expect(try await rules.rules(for: "/work/p").rules.map(\.rule) == [rule, project])
    #expect(try await rules.rules(for: "/elsewhere").rules.map(\.rule) == [rule])
    // Each rule says where it was read from, so a decision can name it.
    let read = try await rules.rules(for: "/work/p").rules.map(\.rule)
    #expect(read.last?.origin == "rule #2 of table rules in \(databasePath)")
    #expect(
      read.last?.described
        == "deny todo.* [project /work/p, rule #2 of table rules in \(databasePath)]")
    #expect(try await rules.remove(id: id))
    #expect(try await rules.remove(id: id) == false)
  }

  @Test func tamperedRulesAreReportedAndNeverWidened() async throws {
    let database = try SQLiteDatabase(path: databasePath)
    let now = "2026-11-30T00:00:00Z"
    for (decision, pattern, scope) in [
      ("allow", "todo.add(priority: ", "user"), ("deny", "shell(command: \"rm", "user"),
      ("maybe", "todo.add", "user"), ("allow", "todo.list", "galaxy"),
      ("allow", "Todo.Add", "user"),
      ("ask", "reminder.create", "user"),
    ] {
      _ = try await database.insert(
        "INSERT INTO rules (decision, pattern, scope, project, created_at) VALUES (?, ?, ?, NULL, ?)",
        [.text(decision), .text(pattern), .text(scope), .text(now)])
    }
    let stored = try await SQLitePermissionRuleStore(database: database).rules(for: nil)
    #expect(stored.rules.map(\.rule.pattern) == ["shell", "reminder.create"])
    #expect(stored.rules.map(\.rule.decision) == [.deny, .ask])
    #expect(stored.ignored.count == 5)
    #expect(
      stored.ignored.contains { $0.hasPrefix("rule #2:") && $0.contains("applied to all of shell") }
    )
    #expect(stored.ignored.contains { $0.hasPrefix("rule #3 ignored: unknown decision") })
  }

  @Test func anUnreadableEventRowBecomesAVisibleErrorAndTheRestStillReads() async throws {
    let database = try SQLiteDatabase(path: databasePath)
    let store = SQLiteEventStore(database: database)
    _ = try await store.createSession(
      id: "s", title: "t", workingDirectory: "/", model: "m", at: Date())
    let good = TimelineEvent(
      sequence: 1, timestamp: Date(timeIntervalSince1970: 10), kind: .user("你好"))
    try await store.append([good], to: "s")
    // Rows another program wrote: cut JSON, JSON that is no event, and a number.
    for (sequence, payload) in [(2, "{\"type\":\"user_mess"), (3, "{\"type\":\"nope\"}"), (4, "7")]
    {
      try await database.execute(
        "INSERT INTO events (session_id, seq, kind, payload, created_at) VALUES ('s', ?, 'x', ?, 11)",
        [.integer(Int64(sequence)), .text(payload)])
    }
    let page = try await store.page("s", .after(0, limit: 10))
    #expect(page.map(\.sequence) == [1, 2, 3, 4])
    #expect(page[0] == good)
    var messages: [String] = []
    for event in page.dropFirst() {
      guard case .error(let explanation) = event.kind else {
        Issue.record("event \(event.sequence) should be an error: \(event.kind)")
        continue
      }
      #expect(explanation.code == "unreadable_event")
      #expect(event.timestamp == Date(timeIntervalSince1970: 11))
      messages.append(explanation.message)
    }
    #expect(messages[0].contains("event 2 could not be read: its payload is not JSON"))
    #expect(messages[1].contains("not an event ask knows"))
    #expect(messages[2].contains("not an event ask knows"))
  }

  @Test func usesWriteAheadLogging() async throws {
    let database = try SQLiteDatabase(path: databasePath)
    let mode = try await database.query("PRAGMA journal_mode")
    #expect(mode.first?.first?.text == "wal")
    let version = try await database.query("PRAGMA user_version")
    #expect(version.first?.first?.integer == Int64(Migration.all.count))
  }

  @Test func aFileThatIsNotADatabaseIsAnErrorAndLeftAlone() throws {
    let garbage = Data("this is not a database, it is a shopping list\n".utf8)
    #expect(FileManager.default.createFile(atPath: databasePath, contents: garbage))
    #expect(throws: StoreError.self) { _ = try SQLiteDatabase(path: databasePath) }
    do {
      _ = try SQLiteDatabase(path: databasePath)
    } catch let error as StoreError {
      #expect(error.reason.contains("not a database"))
      #expect(error.path == databasePath)
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(FileManager.default.contents(atPath: databasePath) == garbage)
  }

  @Test func aNewerSchemaIsRefusedAndNotMigrated() async throws {
    do {
      let database = try SQLiteDatabase(path: databasePath)
      try await database.execute("PRAGMA user_version = 99")
    }
    let before = FileManager.default.contents(atPath: databasePath)
    #expect(throws: StoreError.self) { _ = try SQLiteDatabase(path: databasePath) }
    do {
      _ = try SQLiteDatabase(path: databasePath)
    } catch let error as StoreError {
      #expect(error.reason.contains("newer version of ask"))
    }
    #expect(FileManager.default.contents(atPath: databasePath) == before)
  }

  @Test func aFailingMigrationLeavesNoHalfSchema() async throws {
    let broken =
      Migration.all + [
        Migration(version: 99, statements: ["CREATE TABLE extra (id INTEGER)", "THIS IS NOT SQL"])
      ]
    #expect(throws: StoreError.self) {
      _ = try SQLiteDatabase(path: databasePath, migrations: broken)
    }
    let database = try SQLiteDatabase(path: databasePath)
    let tables = try await database.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'extra'")
    #expect(tables.isEmpty)
    let version = try await database.query("PRAGMA user_version")
    #expect(version.first?.first?.integer == Int64(Migration.all.count))
  }

  @Test func aDirectoryThatCannotBeMadeIsAClearError() throws {
    let blocker = directory.path + "/not-a-directory"
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
    #expect(throws: StoreError.self) { _ = try SQLiteDatabase(path: blocker + "/ask.sqlite") }
  }
}
