import AgentBridge
import AgentCore
import AgentRuntime
import Dispatch
import Foundation
import ProcessRunner
import SQLiteStore
import SkillKit
import Synchronization

/// `ask REQUEST` and `ask --json REQUEST`: one run, printed as a transcript or NDJSON.
enum RunCommand {
  /// What a run needs once its session is chosen: the agent, the session's runner and the ways
  /// the person answers it.
  private struct Prepared {
    let settings: ModelSettings
    let container: AppContainer
    let agent: any AgentSession
    let selection: SessionSelection
    let runner: SessionRunner
    let lines: LineQueue
    /// `--json`: answers from JSON lines on stdin; else the terminal's prompter.
    let ndjson: NDJSONAnswers?
    let prompter: TerminalPrompter
  }

  static func run(
    _ options: RunOptions, environment: AskEnvironment, output: OutputWriter
  ) async -> Int32 {
    let language =
      environment.language(option: options.language) ?? UserLanguage.of(options.request)
    let prepared: Prepared
    do {
      prepared = try await prepare(
        options, environment: environment, language: language, output: output)
      try await prepared.runner.claim()
    } catch {
      return Failure.report(error, language: language, json: options.json, output: output)
    }
    let (agent, ndjson, lines) = (prepared.agent, prepared.ndjson, prepared.lines)
    announce(prepared.selection, json: options.json, output: output)
    if let ndjson {
      // What stdin already holds (a cancel, answers sent ahead) applies to this run.
      await lines.waitUntilCaughtUp(timeout: .seconds(1))
      await ndjson.handleBuffered(lines)
    }
    let messages = prepared.runner.run(options.request, on: agent)
    let runTimeout = prepared.settings.runTimeout
    let deadline = Task {
      try await Task.sleep(for: runTimeout)
      agent.cancel(
        because: .timeout(
          seconds: Double(runTimeout.components.seconds)
            + Double(runTimeout.components.attoseconds) / 1e18))
    }
    defer { deadline.cancel() }
    if let ndjson {
      await ndjson.connect(
        agent,
        NDJSONAnswers.Controls(
          cancelRun: { agent.cancel() }, cancelTool: { id in Task { await agent.cancelCall(id) } },
          pause: { agent.pause() }, resume: { agent.resume() }))
      Task { await ndjson.pump(lines) }
    }
    let background = BackgroundTasks()
    let interrupt = InterruptHandler {
      agent.cancel()
      background.cancelAll()
    }
    // Nobody reads the output any more: end the run (prompts deny) and record it.
    output.onBrokenPipe { agent.cancel() }
    defer { interrupt.stop() }
    let (result, lastToolStatus) = await show(
      messages, prepared: prepared, options: options, output: output, language: language)
    await ndjson?.finish()
    // MCP servers end with the run (they also see their stdin close if ask is killed).
    await prepared.container.mcp?.stopAll()
    // No title request here: the session keeps its request's words as its title (set when
    // it was created), so nothing runs after the answer and the exit is never delayed. The
    // terminal UI, which lives on, asks the model for a title in the background.
    guard await prepared.runner.finish() else {
      reportUnsaved(json: options.json, output: output)
      return 1
    }
    return exitCode(result: result, lastToolStatus: lastToolStatus, options: options)
  }

  /// Opens the store and skills, chooses the session (new, `--resume`, `--continue`), the
  /// model and the way prompts are answered (NDJSON lines or the terminal's).
  private static func prepare(
    _ options: RunOptions, environment: AskEnvironment, language: UserLanguage,
    output: OutputWriter
  ) async throws -> Prepared {
    let setup = try RunSetup.prepare(options, environment: environment)
    let (settings, container) = (setup.settings, setup.container)
    if options.mcpEager { _ = await container.mcp?.status() }
    let clock = environment.clock
    let lines = LineQueue(LineReader())
    let ndjson =
      options.json
      ? NDJSONAnswers(output: output, cwd: FileManager.default.currentDirectoryPath) : nil
    let prompter = TerminalPrompter(
      lines: lines, output: output, language: language, timeZone: environment.timeZone,
      now: { clock.now() }, echoesInput: isatty(0) == 1)
    let store = container.stores.events
    let selection = try await SessionSelection.choose(
      options: options, store: store, audit: container.stores.audit,
      model: setup.model.identifier, now: clock.now())
    // A resumed session keeps its model unless one was asked for.
    var model =
      try setup.model(resuming: selection, options: options, environment: environment)
      ?? setup.model
    // The offline planner learns from this user's answers in the audit log.
    model = try await PlannerLearning.apply(to: model, container)
    let agent = container.agent(
      options: options, model: model, mode: settings.permissionMode,
      sessionID: selection.session.id, workspace: selection.workspace,
      samplingModel: setup.samplingModel)
    await agent.restore(selection.history)
    let runner = SessionRunner(store: store, session: selection.session, clock: clock) { message in
      let event: JSONValue = ["type": "system", "subtype": "storage", "message": .string(message)]
      if options.json {
        output.line(event.jsonString)
      } else {
        OutputWriter.error("ask: \(message)\n")
      }
    }
    return Prepared(
      settings: settings, container: container, agent: agent, selection: selection,
      runner: runner, lines: lines, ndjson: ndjson, prompter: prompter)
  }

  /// Prints (or writes as NDJSON) and records every message of the run; returns its result
  /// and the status of its last call.
  private static func show(
    _ messages: AsyncStream<(message: AgentMessage, event: TimelineEvent?)>, prepared: Prepared,
    options: RunOptions,
    output: OutputWriter, language: UserLanguage
  ) async -> (RunResult?, ToolResultStatus?) {
    var printer = TranscriptPrinter(output: output, language: language)
    var result: RunResult?
    var lastToolStatus: ToolResultStatus?
    // Line mode asks on the terminal once the transcript has printed the prompt, one prompt
    // at a time, while the transcript goes on.
    var asking: Task<Void, Never>?
    let (agent, prompter) = (prepared.agent, prepared.prompter)
    for await (message, _) in messages {
      if options.json {
        switch message {
        case .permissionRequest(let request): await prepared.ndjson?.expect(request)
        case .inputRequest(let request): await prepared.ndjson?.expect(request)
        default: break
        }
        output.line(String(decoding: MessageWire.encodedBytes(message).json, as: UTF8.self))
      } else {
        printer.print(message)
        switch message {
        case .permissionRequest(let request):
          asking = Task { [asking] in
            await asking?.value
            Self.answer(agent, request.requestID, .permission(await prompter.decide(request)))
          }
        case .inputRequest(let request):
          asking = Task { [asking] in
            await asking?.value
            Self.answer(agent, request.requestID, .input(await prompter.complete(request)))
          }
        default: break
        }
      }
      if case .result(let value) = message { result = value }
      if case .toolResult(let value) = message { lastToolStatus = value.status }
    }
    return (result, lastToolStatus)
  }

  /// Hands the person's answer to the session. A refusal means the prompt closed while the
  /// person answered (the run was cancelled, Ctrl-C): nothing waits for the answer any more.
  private static func answer(_ agent: any AgentSession, _ requestID: String, _ answer: PromptAnswer)
  {
    do {
      try agent.answer(requestID, with: answer)
    } catch {
      return
    }
  }

  /// Says that some of the run's events were not saved (each failure was reported as it came).
  private static func reportUnsaved(json: Bool, output: OutputWriter) {
    let message = "some of this run's events could not be saved (see above)"
    if json {
      let event: JSONValue = ["type": "error", "code": "storage", "message": .string(message)]
      output.line(event.jsonString)
    } else {
      OutputWriter.error("ask: \(message)\n")
    }
  }

  /// 0 for a run that succeeded, 130 for a cancelled one, 1 otherwise; `ask call`: the exit
  /// code is the call's — a failed or denied call is a failure.
  private static func exitCode(
    result: RunResult?, lastToolStatus: ToolResultStatus?, options: RunOptions
  ) -> Int32 {
    if options.directCall != nil, result?.subtype == .success {
      switch lastToolStatus {
      case .success: return 0
      case .cancelled: return 130
      case .error, .denied, nil: return 1
      }
    }
    switch result?.subtype {
    case .success: return 0
    case .cancelled, nil: return 130
    case .errorMaxTurns, .errorDuringExecution: return 1
    }
  }
}

/// Says which session the run records into (NDJSON: a `session` event).
private func announce(_ selection: SessionSelection, json: Bool, output: OutputWriter) {
  let session = selection.session
  if json {
    let event: JSONValue = [
      "type": "session", "protocol_version": .string(MessageWire.protocolVersion),
      "session_id": .string(session.id), "title": .string(session.title),
      "resumed": .bool(!selection.isNew),
      "repaired_tool_use_ids": .array(selection.repaired.map(JSONValue.string)),
    ]
    output.line(event.jsonString)
  } else if !selection.isNew {
    output.line("↻ session \(session.id) · \(session.title)")
    if !selection.repaired.isEmpty {
      output.line("  repaired \(selection.repaired.count) interrupted tool call(s)")
    }
  }
}
