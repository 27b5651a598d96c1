import AgentCore
import Foundation
import SkillKit
import Synchronization

/// Runs approved calls: each in its own task, a batch in parallel, each cancellable alone.
final class SkillRunner: Sendable {
  /// A call that passed validation and the gate.
  struct ApprovedCall: Sendable {
    var call: ToolCall
    var skill: any Skill
    var input: SkillInput
    /// Paths outside the workspace an allow rule named for this call.
    var granted: Set<String> = []
    /// The change the user approved, checked against the file before it is written.
    var preview: SkillPreview?
    /// What the gate let the call's process reach beyond its sandbox.
    var sandbox = SandboxWidening()
  }

  /// The session's workspace and where file checkpoints go.
  struct Workspace: Sendable {
    var root: String
    var sessionID: String
    var runID: String
    var checkpoints: (any CheckpointStore)?
    /// Where its paths are resolved.
    var fileSystem: any PathFileSystem
  }

  private let clock: any AgentClock
  private let timeZone: TimeZone
  private let language: UserLanguage
  private let workspace: Workspace?
  /// The sandbox of what a call starts, confined to the workspace (the gate's: what its
  /// prompts showed).
  private let sandbox: SandboxPolicy
  /// The calls of the batch being run: each registered before its task can start, so a
  /// cancel that arrives once the call shows as running always finds it.
  private let running = Mutex<[String: Entry]>([:])

  /// A call of the running batch: its task, or not yet started (and maybe cancelled already).
  private enum Entry {
    case pending(cancelled: Bool)
    case started(Task<ToolResultEvent, Never>)
  }

  /// Asks the user a running call's question (`nil`: no one can be asked).
  let ask: (@Sendable (ToolCall, SkillDescriptor, SkillQuestion) async -> SkillAnswer)?
  /// Has the run's model complete a running call's server's sampling request.
  let sample:
    (@Sendable (ToolCall, SkillDescriptor, SamplingRequest) async throws -> SamplingResult)?

  init(
    clock: any AgentClock, timeZone: TimeZone, language: UserLanguage,
    workspace: Workspace? = nil, sandbox: SandboxPolicy = SandboxPolicy(mode: .workspace),
    ask: (@Sendable (ToolCall, SkillDescriptor, SkillQuestion) async -> SkillAnswer)? = nil,
    sample: (
      @Sendable (ToolCall, SkillDescriptor, SamplingRequest) async throws -> SamplingResult
    )? = nil
  ) {
    self.sample = sample
    self.workspace = workspace
    self.sandbox = sandbox
    self.clock = clock
    self.timeZone = timeZone
    self.language = language
    self.ask = ask
  }

  /// The question-asking hook for one call, when the agent can ask at all.
  private func asker(for call: ToolCall, _ descriptor: SkillDescriptor)
    -> (@Sendable (SkillQuestion) async -> SkillAnswer)?
  {
    guard let ask else { return nil }
    return { question in await ask(call, descriptor, question) }
  }

  /// Cancels one running call; the others go on. False when no such call is running.
  @discardableResult
  func cancel(_ toolUseID: String) -> Bool {
    let entry = running.withLock { entries -> Entry? in
      if case .pending = entries[toolUseID] { entries[toolUseID] = .pending(cancelled: true) }
      return entries[toolUseID]
    }
    guard let entry else { return false }
    if case .started(let task) = entry { task.cancel() }
    return true
  }

  /// Runs `calls` in parallel; `onFinish` gets each result, with its position in `calls`,
  /// as soon as it is done. Returns the results in call order.
  func run(
    _ calls: [ApprovedCall], emitter: RunEmitter,
    onFinish: @escaping @Sendable (Int, ToolResultEvent) -> Void
  ) async -> [ToolResultEvent] {
    running.withLock { entries in
      for approved in calls { entries[approved.call.id] = .pending(cancelled: false) }
    }
    let tasks = calls.enumerated().map { position, approved in
      let task = Task { [self] in
        let result = await execute(approved, emitter: emitter)
        onFinish(position, result)
        return result
      }
      let cancelledEarly = running.withLock { entries in
        defer { entries[approved.call.id] = .started(task) }
        if case .pending(cancelled: true) = entries[approved.call.id] { return true }
        return false
      }
      if cancelledEarly { task.cancel() }
      return task
    }
    return await withTaskCancellationHandler {
      var results: [ToolResultEvent] = []
      for (approved, task) in zip(calls, tasks) {
        results.append(await task.value)
        _ = running.withLock { $0.removeValue(forKey: approved.call.id) }
      }
      return results
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  private func execute(_ approved: ApprovedCall, emitter: RunEmitter) async -> ToolResultEvent {
    let descriptor = approved.skill.descriptor
    let call = approved.call
    let start = clock.uptime()
    let progressState = Mutex<(step: String?, fraction: Double?)>((nil, nil))
    var context = SkillContext(
      toolUseID: call.id, startedAt: clock.now(), timeZone: timeZone,
      uptime: { [clock] in clock.uptime() },
      sink: { [clock] event in
        let elapsed = Self.seconds(clock.uptime() - start)
        switch event {
        case .step(let name):
          let fraction = progressState.withLock { state in
            state.step = name
            return state.fraction
          }
          emitter.emit(
            .toolProgress(
              ToolProgress(
                toolUseID: call.id, skillID: descriptor.id, step: name, fraction: fraction,
                elapsedSeconds: elapsed)))
        case .progress(let value):
          let step = progressState.withLock { state in
            state.fraction = value
            return state.step
          }
          emitter.enter(.executing(skill: descriptor, progress: value))
          emitter.emit(
            .toolProgress(
              ToolProgress(
                toolUseID: call.id, skillID: descriptor.id, step: step, fraction: value,
                elapsedSeconds: elapsed)))
        case .log(let line):
          emitter.emit(
            .toolProgress(
              ToolProgress(
                toolUseID: call.id, skillID: descriptor.id, log: line, elapsedSeconds: elapsed)))
        case .persisted(let path):
          emitter.emit(.filesPersisted(FilesPersisted(toolUseID: call.id, paths: [path])))
        case .output(let stream, let text):
          let command = approved.input.values["command"]?.stringValue ?? descriptor.id
          emitter.emit(
            .localCommandOutput(
              LocalCommandOutput(
                command: String(command.prefix(200)), output: text, toolUseID: call.id,
                stream: stream)))
        }
      },
      ask: asker(for: call, descriptor))
    if let sample {
      context.sampler = { request in try await sample(call, descriptor, request) }
    }
    context.workspace = workspaceAccess(for: approved)
    context.approvedPreview = approved.preview
    context.sandbox = sandbox.widened(by: approved.sandbox)
    context.language = language.rawValue
    emitter.enter(.executing(skill: descriptor, progress: nil))
    let outcome: Result<SkillResult, any Error>
    do {
      try Task.checkCancellation()
      outcome = .success(
        try await SkillLanguage.$current.withValue(language.rawValue) {
          try await approved.skill.execute(approved.input, context: context)
        })
    } catch {
      outcome = .failure(error)
    }
    let durationMs = Int(Self.seconds(clock.uptime() - start) * 1000)
    var result = makeResult(outcome, call: call, skillID: descriptor.id, durationMs: durationMs)
    result.startedAt = context.startedAt
    return result
  }

  /// The workspace as one call may use it: its grants, and checkpoints filed under the call.
  private func workspaceAccess(for approved: ApprovedCall) -> WorkspaceAccess? {
    guard let workspace else { return nil }
    let checkpoint: (@Sendable (WorkspaceAccess.Checkpoint) async throws -> Void)?
    if let store = workspace.checkpoints {
      let call = approved.call
      let skillID = approved.skill.descriptor.id
      checkpoint = { [clock] change in
        try await store.record(
          FileCheckpoint(
            sessionID: workspace.sessionID, runID: workspace.runID, toolUseID: call.id,
            skillID: skillID,
            path: change.path, previous: change.previous, after: change.after,
            createdAt: clock.now()))
      }
    } else {
      checkpoint = nil
    }
    return WorkspaceAccess(
      root: workspace.root, fileSystem: workspace.fileSystem, granted: approved.granted,
      checkpoint: checkpoint)
  }

  private func makeResult(
    _ outcome: Result<SkillResult, any Error>, call: ToolCall, skillID: String, durationMs: Int
  ) -> ToolResultEvent {
    switch outcome {
    case .success(let result):
      return ToolResultEvent(
        toolUseID: call.id, skillID: skillID, status: .success, content: result.content,
        data: result.data, summary: result.summary, durationMs: durationMs)
    case .failure(let error) where error is CancellationError || Task.isCancelled:
      return cancelled(call: call, skillID: skillID, durationMs: durationMs)
    case .failure(let error):
      let message = (error as? SkillError)?.description ?? String(describing: error)
      let explanation = ErrorCatalogue.explain(
        .skillFailed(skill: skillID, message: message), in: language)
      return ToolResultEvent(
        toolUseID: call.id, skillID: skillID, status: .error, content: "error: \(message)",
        summary: RunWord.failedSummary.text(language, ["message": message]), durationMs: durationMs,
        error: explanation)
    }
  }

  private func cancelled(call: ToolCall, skillID: String, durationMs: Int) -> ToolResultEvent {
    ToolResultEvent(
      toolUseID: call.id, skillID: skillID, status: .cancelled,
      content: "cancelled by the user before it finished",
      summary: RunWord.cancelledSummary.text(language),
      durationMs: durationMs, error: ErrorCatalogue.explain(.cancelled, in: language))
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
