import AgentCore
import AgentRuntime
import Dispatch
import Foundation

/// `ask REQUEST` and `ask --json REQUEST`: one run, printed as a transcript or NDJSON.
enum RunCommand {
  static func run(_ options: RunOptions, environment: AskEnvironment) async -> Int32 {
    let output = OutputWriter()
    let language =
      options.language.flatMap(UserLanguage.init(rawValue:)) ?? UserLanguage.of(options.request)
    let container: AppContainer
    let model: any LanguageModel
    let settings: ModelSettings
    do {
      settings = try ModelSettings.resolve(
        options: options, environment: ProcessInfo.processInfo.environment,
        dataDirectory: environment.dataDirectory)
      model = try settings.makeModel()
      container = try AppContainer.open(environment)
    } catch {
      return Failure.report(error, language: language, json: options.json, output: output)
    }
    let lines = LineQueue(LineReader())
    let interaction: any AgentInteraction
    let ndjson = options.json ? NDJSONInteraction(output: output) : nil
    if let ndjson {
      interaction = ndjson
    } else {
      let clock = SystemClock(pinnedTo: environment.pinnedNow)
      interaction = TerminalInteraction(
        lines: lines, output: output, language: language, timeZone: environment.timeZone,
        now: { clock.now() }, echoesInput: isatty(0) == 1)
    }
    let agent = container.agent(
      options: options, model: model, mode: settings.permissionMode, interaction: interaction)
    if let ndjson {
      await ndjson.connect(
        NDJSONInteraction.Controls(
          cancelRun: { agent.cancel() }, cancelTool: { id in Task { await agent.cancelCall(id) } },
          pause: { agent.pause() }, resume: { agent.resume() }))
      Task { await ndjson.pump(lines) }
    }
    let interrupt = InterruptHandler { agent.cancel() }
    defer { interrupt.stop() }

    var printer = TranscriptPrinter(output: output, language: language)
    var result: RunResult?
    for await message in agent.stream(options.request) {
      if options.json {
        switch message {
        case .permissionRequest(let request): await ndjson?.expect(request.requestID)
        case .inputRequest(let request): await ndjson?.expect(request.requestID)
        default: break
        }
        output.line(NDJSONEvent.encode(message).jsonString)
      } else {
        printer.print(message)
      }
      if case .result(let value) = message { result = value }
    }
    await ndjson?.finish()
    switch result?.subtype {
    case .success: return 0
    case .cancelled, nil: return 130
    case .errorMaxTurns, .errorDuringExecution: return 1
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
