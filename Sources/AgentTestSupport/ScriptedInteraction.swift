import AgentCore
import Synchronization

/// Answers an agent's prompts from a script, the way every front end does: it learns of each
/// prompt from its event and answers through `AgentSession.answer`. Records every request it
/// saw, how many were open at once, and those the agent withdrew (closed unanswered).
public final class ScriptedInteraction: Sendable {
  private struct Pending {
    var tasks: [String: Task<Void, Never>] = [:]
  }

  private let decisions: Mutex<[ResolvedDecision]>
  private let concurrency = Mutex<(now: Int, max: Int)>((0, 0))
  private let withdrawn = Mutex<[String]>([])
  private let inputs: Mutex<[InputResponse]>
  private let seen = Mutex<(permissions: [PermissionRequest], inputs: [InputRequest])>(([], []))
  private let pending = Mutex(Pending())
  /// When set, each permission answer waits this long (tests cancel during the wait).
  private let delay: Duration?

  /// An interaction answering prompts with `decisions` and forms with `inputs`, in order,
  /// each after `delay` when given.
  public convenience init(
    decisions: [PermissionDecision] = [], inputs: [InputResponse] = [], delay: Duration? = nil
  ) {
    self.init(
      answers: decisions.map { ResolvedDecision($0, reason: "script: \($0.rawValue)") },
      inputs: inputs, delay: delay)
  }

  /// Answers with full decisions: messages, edited input, rules.
  public init(answers: [ResolvedDecision], inputs: [InputResponse] = [], delay: Duration? = nil) {
    self.decisions = Mutex(answers)
    self.inputs = Mutex(inputs)
    self.delay = delay
  }

  /// The permission prompts it was shown, in order.
  public var permissionRequests: [PermissionRequest] { seen.withLock { $0.permissions } }
  /// The forms it was shown, in order.
  public var inputRequests: [InputRequest] { seen.withLock { $0.inputs } }

  /// The most prompts that were ever open at the same time.
  public var maxConcurrentPrompts: Int { concurrency.withLock { $0.max } }
  /// Requests the agent withdrew (closed while their answer was still to come).
  public var withdrawnRequests: [String] { withdrawn.withLock { $0 } }

  /// `session.stream(text)`, with every prompt answered from the script as its event passes.
  public func stream(_ text: String, on session: any AgentSession) -> AsyncStream<AgentMessage> {
    let inner = session.stream(text)
    return AsyncStream { continuation in
      let task = Task {
        for await message in inner {
          self.see(message, on: session)
          continuation.yield(message)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Answers the prompt `message` announces, in a task of its own; a decision for a prompt
  /// still unanswered, or the run's end, withdraws it.
  public func see(_ message: AgentMessage, on session: any AgentSession) {
    switch message {
    case .permissionRequest(let request):
      seen.withLock { $0.permissions.append(request) }
      concurrency.withLock { state in
        state.now += 1
        state.max = max(state.max, state.now)
      }
      start(request.requestID, on: session) { [self] () async -> PromptAnswer? in
        if let delay {
          do {
            try await Task.sleep(for: delay)
          } catch {
            return nil
          }
        }
        await Task.yield()
        let decision = decisions.withLock {
          $0.isEmpty ? ResolvedDecision.noAnswer("script: no answer left") : $0.removeFirst()
        }
        return .permission(decision)
      }
    case .inputRequest(let request):
      seen.withLock { $0.inputs.append(request) }
      start(request.requestID, on: session, counted: false) { [self] () async -> PromptAnswer? in
        .input(
          inputs.withLock { $0.isEmpty ? .cancel(reason: "script ran out") : $0.removeFirst() })
      }
    case .permissionDecision(let decision):
      if let id = decision.requestID { withdraw(id) }
    case .result:
      for id in pending.withLock({ Array($0.tasks.keys) }) { withdraw(id) }
    default:
      break
    }
  }

  private func start(
    _ id: String, on session: any AgentSession, counted: Bool = true,
    _ decide: @escaping @Sendable () async -> PromptAnswer?
  ) {
    let task = Task { [self] in
      let chosen = await decide()
      let stillOpen = pending.withLock { $0.tasks.removeValue(forKey: id) != nil }
      if counted { concurrency.withLock { $0.now -= 1 } }
      guard stillOpen, let chosen, !Task.isCancelled else { return }
      do {
        try session.answer(id, with: chosen)
      } catch {
        // Closed meanwhile (the run was cancelled): the agent no longer waits for it.
        withdrawn.withLock { $0.append(id) }
      }
    }
    pending.withLock { $0.tasks[id] = task }
  }

  /// The agent decided `id` without this script's answer: it was withdrawn.
  private func withdraw(_ id: String) {
    guard let task = pending.withLock({ $0.tasks.removeValue(forKey: id) }) else { return }
    task.cancel()
    withdrawn.withLock { $0.append(id) }
  }
}

extension AgentSession {
  /// Runs `text` with its prompts answered by `script`, and returns every message and the
  /// result.
  public func run(_ text: String, answering script: ScriptedInteraction) async
    -> (messages: [AgentMessage], result: RunResult)
  {
    var messages: [AgentMessage] = []
    for await message in script.stream(text, on: self) { messages.append(message) }
    let result =
      messages.compactMap { message -> RunResult? in
        if case .result(let value) = message { return value }
        return nil
      }.last
      ?? RunResult(
        subtype: .cancelled, text: "", numTurns: 0, durationMs: 0, usage: TokenUsage(),
        totalCostUSD: nil)
    return (messages, result)
  }

  /// `stream(text)` with its prompts answered by `script`.
  public func stream(_ text: String, answering script: ScriptedInteraction)
    -> AsyncStream<AgentMessage>
  {
    script.stream(text, on: self)
  }
}
