import AgentCore
import Foundation
import SkillKit

extension Agent {
  /// One run from request to result; finishes the stream on every path.
  func perform(_ text: String, emitter: RunEmitter) async {
    let language = configuration.language ?? UserLanguage.of(text)
    var state = RunState(startUptime: clock.uptime(), language: language)
    runID = UUID().uuidString.lowercased()
    emitter.emit(.stage(.idle))
    await refreshSkills(emitter: emitter)
    emitter.emit(
      .system(
        SystemNotice(
          subtype: "init",
          message:
            "model \(model.identifier) · \(registry.descriptors.count) skills · permission mode \(configuration.permissionMode.rawValue)",
          model: model.identifier, skills: registry.descriptors.map(\.id))))
    emitter.emit(.userMessage(text))
    switch configuration.permissionMode {
    case .bypass:
      emitter.emit(
        .system(
          SystemNotice(
            subtype: "permission_mode",
            message: "⚠ bypass mode: every call is allowed without asking (still audited)")))
    case .plan:
      emitter.emit(
        .system(SystemNotice(subtype: "permission_mode", message: "plan mode: nothing will run")))
    case .deny:
      emitter.emit(
        .system(
          SystemNotice(
            subtype: "permission_mode", message: "deny mode: whatever would ask is denied")))
    case .default, .auto:
      break
    }
    let request = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let outcome: RunState.Outcome
    if request.isEmpty {
      outcome = .failed(.emptyRequest, .errorDuringExecution)
    } else if let command = PromptCommand(request), let prompts = configuration.prompts {
      // The filled-in prompt is shown before it is sent: what the model reads is visible.
      do {
        var arguments = command.arguments
        if !command.text.isEmpty { arguments[""] = command.text }
        let expanded = try await prompts.expand(
          server: command.server, prompt: command.prompt, arguments: arguments)
        emitter.emit(
          .localCommandOutput(
            LocalCommandOutput(command: "/\(command.server):\(command.prompt)", output: expanded)))
        conversation.append(.user(expanded))
        outcome = await loop(&state, emitter: emitter)
      } catch let usage as PromptUsageError {
        outcome = .failed(
          .invalidInput(
            skill: "/\(command.server):\(command.prompt)", violations: [usage.description]),
          .errorDuringExecution)
      } catch {
        outcome = .failed(
          .mcpServerFailed(name: command.server, reason: "\(error)"), .errorDuringExecution)
      }
    } else if let command = LocalCommand(request) {
      state.lastText = command.output(registry: registry, language: language)
      emitter.emit(
        .localCommandOutput(LocalCommandOutput(command: command.name, output: state.lastText)))
      outcome = .completed
    } else {
      switch await attach(to: request, state: &state, emitter: emitter) {
      case .text(let text):
        conversation.append(.user(text))
        outcome = await loop(&state, emitter: emitter)
      case .stopped(let stopped):
        outcome = stopped
      }
    }
    finish(outcome, state: state, emitter: emitter)
  }

  private func loop(_ state: inout RunState, emitter: RunEmitter) async -> RunState.Outcome {
    while true {
      if Task.isCancelled { return .cancelled }
      if state.turns >= configuration.maxTurns {
        return .failed(.maxTurnsReached(configuration.maxTurns), .errorMaxTurns)
      }
      await pauseControl.waitIfPaused(emitter: emitter)
      if Task.isCancelled { return .cancelled }
      state.turns += 1
      emitter.enter(.parsingIntent)
      await refreshSkills(emitter: emitter)
      let streamed = await modelTurn(emitter: emitter, language: state.language)
      let turn = streamed.turn
      state.usage = state.usage + streamed.usage
      // A cancelled run still reports what was generated (and its usage) up to the cancel.
      if Task.isCancelled && !turn.text.isEmpty { state.lastText = turn.text }
      if let error = streamed.failure {
        answerUnfinished(turn, language: state.language, emitter: emitter)
        if Task.isCancelled { return .cancelled }
        let failure = (error as? AgentError) ?? .modelFailed(String(describing: error))
        return .failed(failure, .errorDuringExecution)
      }
      if Task.isCancelled { return .cancelled }
      state.lastText = turn.text
      emitter.emit(.assistant(turn))
      var blocks: [ContentBlock] = turn.text.isEmpty ? [] : [.text(turn.text)]
      blocks += turn.toolCalls.map(ContentBlock.toolUse)
      conversation.append(Message(role: .assistant, content: blocks))
      if turn.toolCalls.isEmpty { return .completed }

      state.calledSkills += turn.toolCalls.map(\.name)
      let batch = await handleCalls(turn.toolCalls, language: state.language, emitter: emitter)
      // Completions servers asked the model for during the calls count as this run's.
      state.usage =
        state.usage
        + sampledUsage.withLock { usage in
          defer { usage = TokenUsage() }
          return usage
        }
      state.results += batch.results
      conversation.append(
        Message(
          role: .user,
          content: batch.results.map { result in
            .toolResult(
              ToolResultBlock(
                toolUseID: result.toolUseID, status: result.status, content: result.content,
                explanation: result.error))
          }))
      if batch.stopRequested || Task.isCancelled { return .cancelled }
    }
  }

  /// After a failed stream: the calls it started are shown and answered, never run.
  private func answerUnfinished(_ turn: AssistantTurn, language: UserLanguage, emitter: RunEmitter)
  {
    guard !turn.text.isEmpty || !turn.toolCalls.isEmpty else { return }
    emitter.emit(.assistant(turn))
    var blocks: [ContentBlock] = turn.text.isEmpty ? [] : [.text(turn.text)]
    blocks += turn.toolCalls.map(ContentBlock.toolUse)
    conversation.append(Message(role: .assistant, content: blocks))
    guard !turn.toolCalls.isEmpty else { return }
    var results: [ContentBlock] = []
    for call in turn.toolCalls {
      emitter.announce(
        call, displayName: registry.skill(call.name)?.descriptor.displayName(in: language.rawValue))
      let result = errorResult(
        call, .streamEndedEarly, language: language,
        content: "not run: the model's stream ended before this call was complete")
      emitter.emit(.toolResult(result))
      results.append(
        .toolResult(
          ToolResultBlock(
            toolUseID: call.id, status: .error, content: result.content,
            explanation: result.error)))
    }
    conversation.append(Message(role: .user, content: results))
  }

  private func finish(_ given: RunState.Outcome, state: RunState, emitter: RunEmitter) {
    var outcome = given
    if case .cancelled = given, let reason = cancelReason.withLock({ $0 }) {
      outcome = .failed(reason, .errorDuringExecution)
    }
    let durationMs = Int(SkillRunner.seconds(clock.uptime() - state.startUptime) * 1000)
    let cost = model.costUSD(for: state.usage)
    let result: RunResult
    switch outcome {
    case .completed:
      emitter.enter(.completed(summary: state.lastText))
      result = RunResult(
        subtype: .success, text: state.lastText, numTurns: state.turns, durationMs: durationMs,
        usage: state.usage, totalCostUSD: cost)
    case .failed(let error, let subtype):
      emitter.enter(.failed(error))
      result = RunResult(
        subtype: subtype, text: state.lastText, numTurns: state.turns, durationMs: durationMs,
        usage: state.usage, totalCostUSD: cost,
        error: ErrorCatalogue.explain(error, in: state.language))
    case .cancelled:
      emitter.enter(.cancelled)
      result = RunResult(
        subtype: .cancelled, text: state.lastText, numTurns: state.turns, durationMs: durationMs,
        usage: state.usage, totalCostUSD: cost,
        error: ErrorCatalogue.explain(.cancelled, in: state.language))
    }
    emitter.emit(.result(result))
    if case .completed = outcome {
      let suggestions = PromptSuggestions.after(
        calledSkills: state.calledSkills, registry: registry, language: state.language,
        results: state.results)
      if !suggestions.isEmpty { emitter.emit(.promptSuggestion(suggestions)) }
    }
    emitter.finish()
  }
}
