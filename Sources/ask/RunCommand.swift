import AgentBridge
import AgentCore
import AgentRuntime
import Dispatch
import Foundation
import SQLiteStore
import SkillKit

/// `ask REQUEST` and `ask --json REQUEST`: one run, printed as a transcript or NDJSON.
enum RunCommand {
  static func run(_ options: RunOptions, environment: AskEnvironment) async -> Int32 {
    let output = OutputWriter()
    let language =
      options.language.flatMap(UserLanguage.init(rawValue:)) ?? UserLanguage.of(options.request)
    let setup: RunSetup
    do {
      setup = try RunSetup.prepare(options, environment: environment)
    } catch {
      return Failure.report(error, language: language, json: options.json, output: output)
    }
    let (settings, container) = (setup.settings, setup.container)
    var model = setup.model
    let lines = LineQueue(LineReader())
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
        now: { clock.now() }, echoesInput: isatty(0) == 1)
    }
    let clock = SystemClock(pinnedTo: environment.pinnedNow)
    let store = SQLiteEventStore(database: container.database)
    let selection: SessionSelection
    do {
      selection = try await SessionSelection.choose(
        options: options, store: store, model: model.identifier, now: clock.now())
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
    } catch {
      return Failure.report(error, language: language, json: options.json, output: output)
    }
    let agent = container.agent(
      options: options, model: model, mode: settings.permissionMode, interaction: interaction,
      sessionID: selection.session.id)
    await agent.restore(selection.history)
    var recorder = SessionRecorder(store: store, session: selection.session) { message in
      let event: JSONValue = ["type": "system", "subtype": "storage", "message": .string(message)]
      if options.json {
        output.line(event.jsonString)
      } else {
        FileHandle.standardError.write(Data("ask: \(message)\n".utf8))
      }
    }
    await recorder.start()
    announce(selection, json: options.json, output: output)
    if let ndjson {
      // What stdin already holds (a cancel, answers sent ahead) applies to this run.
      await lines.waitUntilCaughtUp(timeout: .seconds(1))
      await ndjson.handleBuffered(lines)
    }
    let messages = agent.stream(options.request)
    if let ndjson {
      await ndjson.connect(
        NDJSONInteraction.Controls(
          cancelRun: { agent.cancel() }, cancelTool: { id in Task { await agent.cancelCall(id) } },
          pause: { agent.pause() }, resume: { agent.resume() }))
      Task { await ndjson.pump(lines) }
    }
    let interrupt = InterruptHandler { agent.cancel() }
    // Nobody reads the output any more: end the run (prompts deny) and record it.
    output.onBrokenPipe { agent.cancel() }
    defer { interrupt.stop() }

    var printer = TranscriptPrinter(output: output, language: language)
    var result: RunResult?
    for await message in messages {
      if options.json {
        switch message {
        case .permissionRequest(let request): await ndjson?.expect(request)
        case .inputRequest(let request): await ndjson?.expect(request)
        default: break
        }
        output.line(MessageWire.encode(message).jsonString)
      } else {
        printer.print(message)
      }
      if case .result(let value) = message { result = value }
      await recorder.record(message, at: clock.now())
    }
    await ndjson?.finish()
    if selection.isNew, let result {
      let title = await TitleGenerator.title(
        request: options.request, answer: result.text, model: model, now: clock.now(),
        timeZone: environment.timeZone)
      try? await store.rename(selection.session.id, to: title)
    }
    await recorder.finish()
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
      "type": "session", "session_id": .string(session.id), "title": .string(session.title),
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
  private let source: any DispatchSourceSignal

  init(onInterrupt: @escaping @Sendable () -> Void) {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    let count = Counter()
    source.setEventHandler { @Sendable in
      if count.increment() > 1 { exit(130) }
      onInterrupt()
    }
    source.resume()
  }

  func stop() {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }
}
