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
  static func run(_ options: RunOptions, environment: AskEnvironment) async -> Int32 {
    let output = OutputWriter()
    let language =
      environment.language(option: options.language) ?? UserLanguage.of(options.request)
    let setup: RunSetup
    do {
      setup = try RunSetup.prepare(options, environment: environment)
    } catch {
      return Failure.report(error, language: language, json: options.json, output: output)
    }
    let (settings, container) = (setup.settings, setup.container)
    if options.mcpEager { _ = await container.mcp?.status() }
    var model = setup.model
    let lines = LineQueue(LineReader())
    let turns = TranscriptTurns()
    let interaction: any AgentInteraction
    let ndjson =
      options.json
      ? NDJSONInteraction(output: output, cwd: FileManager.default.currentDirectoryPath) : nil
    if let ndjson {
      interaction = ndjson
    } else {
      let clock = SystemClock(pinnedTo: environment.pinnedNow)
      interaction = TerminalInteraction(
        lines: lines, output: output, language: language, timeZone: environment.timeZone,
        now: { clock.now() }, echoesInput: isatty(0) == 1, turns: turns)
    }
    let clock = SystemClock(pinnedTo: environment.pinnedNow)
    let store = container.stores.events
    let selection: SessionSelection
    do {
      selection = try await SessionSelection.choose(
        options: options, store: store, audit: container.stores.audit,
        model: model.identifier, now: clock.now())
    } catch {
      return Failure.report(error, language: language, json: options.json, output: output)
    }
    do {
      // A resumed session keeps its model unless one was asked for.
      if let resumed = try setup.model(
        resuming: selection, options: options, environment: environment)
      {
        model = resumed
      }
      // The offline planner learns from this user's answers in the audit log.
      model = try await PlannerLearning.apply(to: model, container)
    } catch {
      return Failure.report(error, language: language, json: options.json, output: output)
    }
    let agent = container.agent(
      options: options, model: model, mode: settings.permissionMode, interaction: interaction,
      sessionID: selection.session.id,
      workspace: selection.workspace)
    await agent.restore(selection.history)
    var recorder = SessionRecorder(store: store, session: selection.session) { message in
      let event: JSONValue = ["type": "system", "subtype": "storage", "message": .string(message)]
      if options.json {
        output.line(event.jsonString)
      } else {
        OutputWriter.error("ask: \(message)\n")
      }
    }
    do {
      try await recorder.start()
    } catch {
      return Failure.report(error, language: language, json: options.json, output: output)
    }
    announce(selection, json: options.json, output: output)
    if let ndjson {
      // What stdin already holds (a cancel, answers sent ahead) applies to this run.
      await lines.waitUntilCaughtUp(timeout: .seconds(1))
      await ndjson.handleBuffered(lines)
    }
    let messages = agent.stream(options.request)
    let runTimeout = settings.runTimeout
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
        NDJSONInteraction.Controls(
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

    var printer = TranscriptPrinter(output: output, language: language)
    var result: RunResult?
    var lastToolStatus: ToolResultStatus?
    for await message in messages {
      if options.json {
        switch message {
        case .permissionRequest(let request): await ndjson?.expect(request)
        case .inputRequest(let request): await ndjson?.expect(request)
        default: break
        }
        output.line(String(decoding: MessageWire.encodedBytes(message).json, as: UTF8.self))
      } else {
        printer.print(message)
        switch message {
        case .permissionRequest(let request): await turns.reach(request.requestID)
        case .inputRequest(let request): await turns.reach(request.requestID)
        default: break
        }
      }
      if case .result(let value) = message { result = value }
      if case .toolResult(let value) = message { lastToolStatus = value.status }
      await recorder.record(message, at: clock.now())
    }
    await ndjson?.finish()
    // MCP servers end with the run (they also see their stdin close if ask is killed).
    await container.mcp?.stopAll()
    // No title request here: the session keeps its request's words as its title (set when
    // it was created), so nothing runs after the answer and the exit is never delayed. The
    // terminal UI, which lives on, asks the model for a title in the background.
    guard await recorder.finish() else {
      let message = "some of this run's events could not be saved (see above)"
      if options.json {
        let event: JSONValue = [
          "type": "error", "code": "storage", "message": .string(message),
        ]
        output.line(event.jsonString)
      } else {
        OutputWriter.error("ask: \(message)\n")
      }
      return 1
    }
    // `ask call`: the exit code is the call's — a failed or denied call is a failure.
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

/// Turns Ctrl-C into a cancelled run; a second Ctrl-C exits at once.
final class InterruptHandler {
  private let observation: ProcessSignals.Observation

  init(onInterrupt: @escaping @Sendable () -> Void) {
    let count = Counter()
    observation = ProcessSignals.observe([SIGINT]) { _ in
      if count.increment() > 1 { exit(130) }
      onInterrupt()
    }
  }

  func stop() {
    ProcessSignals.stop(observation)
  }
}

/// Work started for a run that must end with it: Ctrl-C cancels all of it.
final class BackgroundTasks: Sendable {
  private let cancels = Mutex<(cancelled: Bool, actions: [@Sendable () -> Void])>((false, []))

  /// Adds a cancel action; runs it at once when everything was already cancelled.
  func add(_ cancel: @escaping @Sendable () -> Void) {
    let now = cancels.withLock { state -> Bool in
      if state.cancelled { return true }
      state.actions.append(cancel)
      return false
    }
    if now { cancel() }
  }

  func cancelAll() {
    let actions = cancels.withLock { state in
      state.cancelled = true
      defer { state.actions = [] }
      return state.actions
    }
    for action in actions { action() }
  }
}
