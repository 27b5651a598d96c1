import AgentCore
import Foundation
import SkillKit
import Synchronization

/// The results of one turn's calls, and whether the user stopped the run.
struct CallBatch: Sendable {
  var results: [ToolResultEvent]
  var stopRequested: Bool
}

extension Agent {
  /// What preparing one call led to.
  enum Preparation: Sendable {
    case approved(SkillRunner.ApprovedCall)
    case result(ToolResultEvent)
    case stopRun
  }

  /// Validates, completes, gates and runs the calls of one turn; one result per call.
  func handleCalls(_ calls: [ToolCall], language: UserLanguage, emitter: RunEmitter) async
    -> CallBatch
  {
    for call in calls {
      emitter.announce(
        call, displayName: registry.skill(call.name)?.descriptor.displayName(in: language.rawValue))
    }
    let release = OrderedRelease(count: calls.count) { emitter.emit(.toolResult($0)) }
    var approved: [(index: Int, call: SkillRunner.ApprovedCall)] = []
    var stop = false
    for (index, call) in calls.enumerated() {
      await pauseControl.waitIfPaused(emitter: emitter)
      if stop || Task.isCancelled {
        release.deliver(cancelledResult(call, language: language), at: index)
        continue
      }
      switch await prepare(call, language: language, emitter: emitter) {
      case .approved(let ready): approved.append((index, ready))
      case .result(let result): release.deliver(result, at: index)
      case .stopRun:
        stop = true
        release.deliver(cancelledResult(call, language: language), at: index)
      }
    }
    await pauseControl.waitIfPaused(emitter: emitter)
    if stop || Task.isCancelled {
      for (index, ready) in approved {
        release.deliver(cancelledResult(ready.call, language: language), at: index)
      }
      approved = []
    }
    // The audit row of a call is durable before its skill can have any effect.
    if let failure = await auditStarts(approved.map(\.call)) {
      for (index, ready) in approved {
        release.deliver(
          errorResult(
            ready.call, .storage(path: "audit log", reason: "\(failure)"), language: language,
            content: "not run: the audit log could not record this call before it ran: \(failure)"),
          at: index)
      }
      approved = []
    }
    await execute(approved, release: release, language: language, emitter: emitter)
    let results = release.results
    await audit(results, calls: calls, emitter: emitter)
    emitter.emit(
      .toolUseSummary(
        ToolUseSummary(
          summary: results.map { "\($0.skillID): \($0.status.rawValue) · \($0.summary)" }
            .joined(separator: "; "),
          toolUseIDs: results.map(\.toolUseID))))
    return CallBatch(results: results, stopRequested: stop)
  }

  private func execute(
    _ approved: [(index: Int, call: SkillRunner.ApprovedCall)], release: OrderedRelease,
    language: UserLanguage, emitter: RunEmitter
  ) async {
    guard !approved.isEmpty else { return }
    let taskID: String? = approved.count > 1 ? "task-\(taskCount + 1)" : nil
    if let id = taskID {
      taskCount += 1
      let names = approved.map(\.call.call.name).joined(separator: ", ")
      emitter.emit(
        .taskStarted(
          TaskStarted(
            taskID: id, description: "\(approved.count) calls in parallel: \(names)",
            toolUseIDs: approved.map(\.call.call.id))))
    }
    let finished = Mutex(0)
    let total = approved.count
    let ask: (@Sendable (ToolCall, SkillDescriptor, SkillQuestion) async -> SkillAnswer)? =
      !interactive
      ? nil
      : { @Sendable [self] call, skill, question in
        await self.ask(question, for: call, skill: skill, emitter: emitter)
      }
    let root = configuration.workspace ?? configuration.workingDirectory
    let runner = SkillRunner(
      clock: clock, timeZone: configuration.timeZone, language: language,
      workspace: root.map {
        SkillRunner.Workspace(
          root: $0, sessionID: sessionID, runID: runID, checkpoints: checkpoints,
          fileSystem: fileSystem)
      }, sandbox: gate.sandbox, ask: ask,
      sample: { @Sendable [self] call, skill, request in
        try await self.sample(
          request, for: call, skill: skill, language: language, emitter: emitter)
      })
    self.runner = runner
    let slots = approved.map(\.index)
    let results = await runner.run(approved.map(\.call), emitter: emitter) { position, result in
      release.deliver(result, at: slots[position])
      if let taskID {
        let count = finished.withLock { value in
          value += 1
          return value
        }
        emitter.emit(
          .taskProgress(
            TaskProgress(
              taskID: taskID, completed: count, total: total, lastToolUseID: result.toolUseID)))
      }
    }
    self.runner = nil
    for (ready, result) in zip(approved.map(\.call), results) {
      let input = HookInput(
        event: .postToolUse, toolUseID: ready.call.id, skillID: ready.call.name,
        input: ready.call.input,
        result: ToolResultBlock(
          toolUseID: result.toolUseID, status: result.status, content: result.content))
      _ = await hooks.run(input, emitter: emitter)
    }
  }

  /// Turns one raw call into an approved call, or the result that answers it instead.
  private func prepare(_ call: ToolCall, language: UserLanguage, emitter: RunEmitter) async
    -> Preparation
  {
    // The agent answers skills.search itself: it reads the registry, it changes nothing.
    if call.name == SkillsSearch.descriptor.id, selectsTools, registry.skill(call.name) == nil {
      return .result(answerSkillsSearch(call))
    }
    guard let skill = registry.skill(call.name) else {
      let known = registry.descriptors.map(\.id).joined(separator: ", ")
      return .result(
        errorResult(
          call, .unknownSkill(call.name), language: language,
          content: "no skill named \(call.name); available skills: \(known)"))
    }
    let descriptor = skill.descriptor
    if case .string(let raw) = call.input {
      return .result(
        errorResult(
          call,
          .invalidInput(skill: descriptor.id, violations: ["the arguments are not valid JSON"]),
          language: language,
          content: "invalid input: the arguments are not valid JSON: \(raw.prefix(200))"))
    }
    guard case .object(var members) = call.input else {
      return .result(
        errorResult(
          call, .invalidInput(skill: descriptor.id, violations: ["input must be a JSON object"]),
          language: language,
          content: "invalid input: expected a JSON object, got \(call.input.jsonString)"))
    }
    for field in descriptor.inputFields where members[field.name] == nil {
      if let value = field.defaultValue { members[field.name] = value }
    }
    let violations = SchemaValidator.validate(.object(members), against: descriptor.inputSchema)
    if violations.contains(where: { !$0.isMissingField }) {
      let list = violations.map(\.description)
      return .result(
        errorResult(
          call, .invalidInput(skill: descriptor.id, violations: list), language: language,
          content: "invalid input: " + list.joined(separator: "; ")))
    }
    if !violations.isEmpty {
      let missing = violations.map(\.path)
      switch await completeInput(
        call, skill: descriptor, members: members, missing: missing, emitter: emitter)
      {
      case .completed(let completed): members = completed
      case .failed(let error, let content):
        return .result(errorResult(call, error, language: language, content: content))
      case .stop: return .stopRun
      }
    }
    let gated = await gate.check(
      call, skill: descriptor, input: members, language: language, emitter: emitter,
      preview: previewer(for: skill, language: language))
    decisions[call.id] = AuditNote(
      input: .object(members), editedInput: gated.edited ? .object(gated.input) : nil,
      decision: gated.decision.rawValue, step: gated.step, reason: gated.reason,
      sandbox: descriptor.sandbox.map { _ in
        SandboxWords.audited(gate.sandbox.widened(by: gated.sandboxGrant))
      })
    switch gated.outcome {
    case .allowed:
      let validated = ToolCall(id: call.id, name: call.name, input: .object(gated.input))
      return .approved(
        SkillRunner.ApprovedCall(
          call: validated, skill: skill, input: SkillInput(gated.input), granted: gated.granted,
          preview: gated.preview, sandbox: gated.sandboxGrant))
    case .failed(let error):
      return .result(
        errorResult(
          call, .skillFailed(skill: descriptor.id, message: error.description),
          language: language, content: "error: \(error.description)"))
    case .denied(let error):
      if Task.isCancelled { return .result(cancelledResult(call, language: language)) }
      return .result(
        deniedResult(call, error, language: language, reason: gated.reason, message: gated.message))
    case .stop:
      return .stopRun
    }
  }

  /// How the gate gets the diff of a call to a skill that can preview its change.
  private func previewer(for skill: any Skill, language: UserLanguage)
    -> PermissionGate.Previewer?
  {
    guard let previewing = skill as? any PreviewingSkill,
      let root = configuration.workspace ?? configuration.workingDirectory
    else { return nil }
    let fileSystem = fileSystem
    return { input, granted in
      do {
        let access = WorkspaceAccess(root: root, fileSystem: fileSystem, granted: granted)
        return .success(
          try await SkillLanguage.$current.withValue(language.rawValue) {
            try await previewing.preview(SkillInput(input), workspace: access)
          })
      } catch let error as SkillError {
        return .failure(error)
      } catch {
        return .failure(SkillError(String(describing: error)))
      }
    }
  }

  func errorResult(
    _ call: ToolCall, _ error: AgentError, language: UserLanguage, content: String
  ) -> ToolResultEvent {
    let explanation = ErrorCatalogue.explain(error, in: language)
    return ToolResultEvent(
      toolUseID: call.id, skillID: call.name, status: .error, content: content,
      summary: explanation.message, durationMs: 0, error: explanation)
  }

  private func deniedResult(
    _ call: ToolCall, _ error: AgentError, language: UserLanguage, reason: String,
    message: String? = nil
  ) -> ToolResultEvent {
    let explanation = ErrorCatalogue.explain(error, in: language)
    let said = message.map { "; the user says: \($0)" } ?? ""
    return ToolResultEvent(
      toolUseID: call.id, skillID: call.name, status: .denied,
      content: "permission denied (\(reason))\(said); do not retry unless the user asks",
      summary: explanation.message, durationMs: 0, error: explanation)
  }

  func cancelledResult(_ call: ToolCall, language: UserLanguage) -> ToolResultEvent {
    ToolResultEvent(
      toolUseID: call.id, skillID: call.name, status: .cancelled,
      content: "cancelled before it ran", summary: RunWord.cancelledSummary.text(language),
      durationMs: 0,
      error: ErrorCatalogue.explain(.cancelled, in: language))
  }
}
