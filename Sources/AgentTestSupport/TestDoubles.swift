import AgentCore
import BuiltinSkills
import Foundation
import Synchronization

/// A clock tests move by hand.
public final class ManualClock: AgentClock {
  private let state: Mutex<(date: Date, uptime: Duration)>

  public init(_ date: Date) {
    state = Mutex((date, .zero))
  }

  public func now() -> Date { state.withLock { $0.date } }
  public func uptime() -> Duration { state.withLock { $0.uptime } }

  /// Moves both the date and the monotonic time forward.
  public func advance(by duration: Duration) {
    state.withLock { state in
      state.uptime += duration
      let (seconds, attoseconds) = duration.components
      state.date = state.date.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
    }
  }
}

/// Authorizations kept in memory.
public final class InMemoryAuthorization: AuthorizationProvider {
  private let statuses: Mutex<[String: AuthorizationStatus]>

  public init(_ statuses: [String: AuthorizationStatus] = [:]) {
    self.statuses = Mutex(statuses)
  }

  public func status(of capability: String) async throws -> AuthorizationStatus {
    statuses.withLock { $0[capability] ?? .notDetermined }
  }

  public func setStatus(_ status: AuthorizationStatus, for capability: String) async throws {
    statuses.withLock { $0[capability] = status }
  }
}

/// "Always allow" rules kept in memory.
public final class InMemoryRules: PermissionRuleStore {
  private let allowed = Mutex<Set<String>>([])

  public init(_ skills: Set<String> = []) {
    allowed.withLock { $0 = skills }
  }

  public var skills: Set<String> { allowed.withLock { $0 } }

  public func isAlwaysAllowed(_ skillID: String) async throws -> Bool {
    allowed.withLock { $0.contains(skillID) }
  }

  public func addAlwaysAllow(_ skillID: String) async throws {
    _ = allowed.withLock { $0.insert(skillID) }
  }
}

/// Answers prompts from a script and records every request it saw.
public final class ScriptedInteraction: AgentInteraction {
  private let decisions: Mutex<[PermissionDecision]>
  private let inputs: Mutex<[InputResponse]>
  private let seen = Mutex<(permissions: [PermissionRequest], inputs: [InputRequest])>(([], []))
  /// When set, `decide` waits this long (tests cancel during the wait).
  private let delay: Duration?

  public init(
    decisions: [PermissionDecision] = [], inputs: [InputResponse] = [], delay: Duration? = nil
  ) {
    self.decisions = Mutex(decisions)
    self.inputs = Mutex(inputs)
    self.delay = delay
  }

  public var permissionRequests: [PermissionRequest] { seen.withLock { $0.permissions } }
  public var inputRequests: [InputRequest] { seen.withLock { $0.inputs } }

  public func decide(_ request: PermissionRequest) async -> ResolvedDecision {
    seen.withLock { $0.permissions.append(request) }
    if let delay { try? await Task.sleep(for: delay) }
    let decision = decisions.withLock { $0.isEmpty ? PermissionDecision.deny : $0.removeFirst() }
    return ResolvedDecision(decision, reason: "script: \(decision.rawValue)")
  }

  public func complete(_ request: InputRequest) async -> InputResponse {
    seen.withLock { $0.inputs.append(request) }
    return inputs.withLock { $0.isEmpty ? .cancel(reason: "script ran out") : $0.removeFirst() }
  }
}

/// Reminders kept in memory.
public final class InMemoryReminders: ReminderRepository {
  private let items = Mutex<[Reminder]>([])

  public init() {}

  public var location: String? { nil }
  public var all: [Reminder] { items.withLock { $0 } }

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

  public func reminders(includeCompleted: Bool) async throws -> [Reminder] {
    items.withLock { $0.filter { includeCompleted || !$0.isCompleted } }
  }

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

  public init() {}

  public var location: String? { nil }
  public var all: [TodoItem] { items.withLock { $0 } }

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

  public func todos(includeCompleted: Bool) async throws -> [TodoItem] {
    items.withLock { $0.filter { includeCompleted || !$0.isCompleted } }
  }

  public func completeTodo(id: Int) async throws -> TodoItem? {
    items.withLock { items in
      guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
      items[index].isCompleted = true
      return items[index]
    }
  }
}
