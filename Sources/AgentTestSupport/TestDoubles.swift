import AgentCore
import BuiltinSkills
import Foundation
import Synchronization

/// A clock tests move by hand: `sleep` waits until `advance` moves time past its end.
public final class ManualClock: AgentClock {
  private struct Sleeper {
    var id: Int
    var until: Duration
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var date: Date
    var uptime: Duration
    var sleepers: [Sleeper] = []
    var nextID = 0
  }

  private let state: Mutex<State>

  /// A clock standing at `date` until a test moves it.
  public init(_ date: Date) {
    state = Mutex(State(date: date, uptime: .zero))
  }

  /// The pinned wall-clock time.
  public func now() -> Date { state.withLock { $0.date } }
  /// The pinned monotonic time.
  public func uptime() -> Duration { state.withLock { $0.uptime } }

  /// Tasks waiting in `sleep` now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Returns once a test advances the clock past `duration`, or throws when cancelled.
  public func sleep(for duration: Duration) async throws {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Under the lock the cancellation handler also takes: a cancel either is seen here or
        // finds the sleeper.
        enum Start { case now, cancelled, later }
        let start = state.withLock { state -> Start in
          if Task.isCancelled { return .cancelled }
          if duration <= .zero { return .now }
          state.sleepers.append(
            Sleeper(id: id, until: state.uptime + duration, continuation: continuation))
          return .later
        }
        switch start {
        case .now: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .later: break
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves both the date and the monotonic time forward, waking the sleepers that are due.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.uptime += duration
      let (seconds, attoseconds) = duration.components
      state.date = state.date.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
      let due = state.sleepers.filter { $0.until <= state.uptime }
      state.sleepers.removeAll { $0.until <= state.uptime }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}

/// Authorizations kept in memory.
public final class InMemoryAuthorization: AuthorizationProvider {
  private let statuses: Mutex<[String: AuthorizationStatus]>

  /// Authorizations starting as `statuses`.
  public init(_ statuses: [String: AuthorizationStatus] = [:]) {
    self.statuses = Mutex(statuses)
  }

  /// The stored status of `capability`, not determined by default.
  public func status(of capability: String) async throws -> AuthorizationStatus {
    statuses.withLock { $0[capability] ?? .notDetermined }
  }

  /// Every capability with a recorded status, by name.
  public func all() async throws -> [(capability: String, status: AuthorizationStatus)] {
    statuses.withLock { $0.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  }

  /// Stores `status` for `capability`.
  public func setStatus(_ status: AuthorizationStatus, for capability: String) async throws {
    statuses.withLock { $0[capability] = status }
  }
}

/// Permission rules kept in memory.
public final class InMemoryRules: PermissionRuleStore {
  private let stored = Mutex<[(id: Int, rule: PermissionRule)]>([])
  let allowances = Mutex<[SessionAllowance]>([])

  /// A store holding `rules`.
  public init(_ rules: [PermissionRule] = []) {
    stored.withLock { $0 = rules.enumerated().map { ($0.offset + 1, $0.element) } }
  }

  /// Every stored rule.
  public var rules: [PermissionRule] { stored.withLock { $0.map(\.rule) } }

  /// The rules that apply in `cwd`: user rules and the project rules of `cwd`.
  public func rules(for cwd: String?) async throws -> StoredRules {
    let all = stored.withLock { $0 }
    return StoredRules(
      rules: all.filter { entry in
        if case .project(let path) = entry.rule.scope { return path == cwd }
        return true
      }, ignored: [])
  }

  /// Every rule held.
  public func allRules() async throws -> StoredRules {
    StoredRules(rules: stored.withLock { $0 }, ignored: [])
  }

  /// Stores `rule` and returns its id; the same rule again gets the new expiry and maker.
  @discardableResult
  public func add(_ rule: PermissionRule) async throws -> Int {
    stored.withLock { rules in
      if let index = rules.firstIndex(where: { $0.rule == rule }) {
        rules[index].rule.expiresAt = rule.expiresAt
        rules[index].rule.madeBy = rule.madeBy ?? rules[index].rule.madeBy
        return rules[index].id
      }
      let id = (rules.map(\.id).max() ?? 0) + 1
      var stored = rule
      stored.createdAt = rule.createdAt ?? Date()
      rules.append((id, stored))
      return id
    }
  }

  /// Removes rule `id`; false when there was none.
  public func remove(id: Int) async throws -> Bool {
    stored.withLock { rules in
      let before = rules.count
      rules.removeAll { $0.id == id }
      return rules.count < before
    }
  }
}

extension InMemoryRules {
  /// Keeps an allowance of `session` held by `owner`.
  @discardableResult
  public func addSessionAllowance(_ rule: PermissionRule, session: String, owner: String)
    async throws -> Int
  {
    allowances.withLock { list in
      let id = (list.map(\.id).max() ?? 0) + 1
      var kept = rule
      kept.scope = .session
      kept.decision = .allow
      list.append(
        SessionAllowance(
          id: id, session: session, rule: kept, owner: owner, madeBy: rule.madeBy,
          createdAt: rule.createdAt ?? Date()))
      return id
    }
  }

  /// The allowances `owner` holds, or all.
  public func sessionAllowances(owner: String?) async throws -> [SessionAllowance] {
    allowances.withLock { list in list.filter { owner == nil || $0.owner == owner } }
  }

  /// Removes allowance `id`; false when there was none.
  public func removeSessionAllowance(id: Int) async throws -> Bool {
    allowances.withLock { list in
      let before = list.count
      list.removeAll { $0.id == id }
      return list.count < before
    }
  }
}

/// Audit entries kept in memory.
public final class InMemoryAudit: AuditSink {
  private let stored = Mutex<[AuditEntry]>([])
  private let failing = Mutex(false)

  /// An empty audit log.
  public init() {}

  /// Every row, oldest first; a started call shows as unfinished until it ends.
  public var entries: [AuditEntry] { stored.withLock { $0 } }

  /// Makes every write fail (a full disk), to test that calls do not run unaudited.
  public func failWrites(_ fail: Bool) {
    failing.withLock { $0 = fail }
  }

  /// Records the starts of calls; returns a handle per entry.
  public func recordStarts(_ entries: [AuditEntry]) async throws -> [Int64] {
    if failing.withLock({ $0 }) { throw StoreFailure() }
    return stored.withLock { rows in
      entries.map { entry in
        var started = entry
        started.finished = false
        rows.append(started)
        return Int64(rows.count - 1)
      }
    }
  }

  /// Records the ends of calls whose starts were recorded.
  public func recordFinished(_ entries: [(handle: Int64?, entry: AuditEntry)]) async throws {
    if failing.withLock({ $0 }) { throw StoreFailure() }
    stored.withLock { rows in
      for (handle, entry) in entries {
        if let handle, rows.indices.contains(Int(handle)) {
          rows[Int(handle)] = entry
        } else {
          rows.append(entry)
        }
      }
    }
  }

  /// The calls of `session` whose start was recorded and whose end never was.
  public func unfinishedCalls(session: String) async throws -> Set<String> {
    Set(stored.withLock { $0.filter { !$0.finished && $0.sessionID == session }.map(\.toolUseID) })
  }

  /// The failure a failing in-memory store throws.
  public struct StoreFailure: Error, CustomStringConvertible {
    /// What the failing store says.
    public var description: String { "the audit store is failing (test)" }
  }
}

/// Reminders kept in memory.
public final class InMemoryReminders: ReminderRepository {
  private let items = Mutex<[Reminder]>([])

  /// An empty reminder list.
  public init() {}

  /// Nil: the fake keeps nothing on disk.
  public var location: String? { nil }
  /// Every reminder held, for tests to check.
  public var all: [Reminder] { items.withLock { $0 } }

  /// Stores a reminder with the next id.
  public func addReminder(title: String, dueDate: Date, notes: String?, createdAt: Date)
    async throws -> Reminder
  {
    items.withLock { items in
      let reminder = Reminder(
        id: items.count + 1, title: title, dueDate: dueDate, notes: notes, isCompleted: false,
        createdAt: createdAt)
      items.append(reminder)
      return reminder
    }
  }

  /// The reminders soonest first (then by id), open ones only unless `includeCompleted`, as
  /// the stores list them.
  public func reminders(includeCompleted: Bool) async throws -> [Reminder] {
    items.withLock {
      $0.filter { includeCompleted || !$0.isCompleted }
        .sorted { ($0.dueDate, $0.id) < ($1.dueDate, $1.id) }
    }
  }

  /// Marks reminder `id` done; nil when there is none.
  public func completeReminder(id: Int) async throws -> Reminder? {
    items.withLock { items in
      guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
      items[index].isCompleted = true
      return items[index]
    }
  }
}

/// Todos kept in memory.
public final class InMemoryTodos: TodoRepository {
  private let items = Mutex<[TodoItem]>([])

  /// An empty todo list.
  public init() {}

  /// Nil: the fake keeps nothing on disk.
  public var location: String? { nil }
  /// Every todo held, for tests to check.
  public var all: [TodoItem] { items.withLock { $0 } }

  /// Stores a todo with the next id.
  public func addTodo(title: String, due: Date?, priority: TodoPriority, createdAt: Date)
    async throws -> TodoItem
  {
    items.withLock { items in
      let item = TodoItem(
        id: items.count + 1, title: title, due: due, priority: priority, isCompleted: false,
        createdAt: createdAt)
      items.append(item)
      return item
    }
  }

  /// The todos, open ones only unless `includeCompleted`.
  public func todos(includeCompleted: Bool) async throws -> [TodoItem] {
    items.withLock { $0.filter { includeCompleted || !$0.isCompleted } }
  }

  /// Marks todo `id` done; nil when there is none.
  public func completeTodo(id: Int) async throws -> TodoItem? {
    items.withLock { items in
      guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
      items[index].isCompleted = true
      return items[index]
    }
  }
}
