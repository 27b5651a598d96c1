import AgentCore
import Foundation
import ProcessRunner

/// The `ask` command: everything the executable does, as a library the tests link.
public enum AskMain {
  /// Prepares the process the way `ask` needs it (signals, broken pipes), runs `ask` with
  /// `arguments` (without the program name) and returns the exit code.
  public static func run(_ arguments: [String]) async -> Int32 {
    // The signals ask handles go through one pipe from the start: none is lost (ProcessSignals).
    ProcessSignals.start()
    // Writing to a hook, a skill script or a closed stdout must never kill ask: a broken pipe is
    // an error of whoever closed it.
    ChildProcess.ignoreBrokenPipes()
    return await askMain(
      arguments, variables: ProcessInfo.processInfo.environment, output: OutputWriter(),
      onTerminal: isatty(0) == 1 && isatty(1) == 1)
  }
}

/// Runs `ask` with its arguments (without the program name) in the environment `variables`,
/// writing its output to `output`, and returns the exit code. `onTerminal`: stdin and stdout are
/// a terminal, so `ask` without a request is the terminal UI. What the executable runs, and what
/// a test calls in process.
func askMain(
  _ arguments: [String], variables: [String: String], output: OutputWriter, onTerminal: Bool
) async -> Int32 {
  let command: AskCommand
  let environment: AskEnvironment
  do {
    environment = try AskEnvironment.read(variables)
    // ASK_BWRAP: the sandbox tool at another path (or a missing one, to see the refusal).
    Sandbox.use(tool: variables["ASK_BWRAP"].flatMap { $0.isEmpty ? nil : $0 })
    if onTerminal, let options = try CommandLineParser.interactiveOptions(arguments) {
      return await TerminalApp.run(options, environment: environment)
    }
    command = try CommandLineParser.parse(arguments)
  } catch {
    return Failure.report(
      error, language: usageLanguage(arguments, variables: variables),
      json: arguments.contains("--json"), output: output)
  }
  switch command {
  case .help(let lang):
    output.line(HelpText.usage(environment.language(option: lang) ?? .english))
    return 0
  case .version:
    output.line(HelpText.version)
    return 0
  case .run(let options):
    return await RunCommand.run(options, environment: environment, output: output)
  case .doctor(let options):
    return await DoctorCommand.run(options, environment: environment, output: output)
  case .serve(let options):
    return await ServeCommand.run(options, environment: environment, output: output)
  case .abilities(let options):
    return await AbilitiesCommand.run(options, environment: environment, output: output)
  case .doctorErrors(let language, let markdown, let json):
    return DoctorCommand.errors(
      language: environment.language(option: language) ?? .english, markdown: markdown,
      json: json, output: output)
  default:
    return await runWithContainer(command, environment: environment, output: output)
  }
}

/// Runs a command that works on the opened store and skills; an error opening them or running
/// the command is reported in the command's output form.
private func runWithContainer(
  _ command: AskCommand, environment: AskEnvironment, output: OutputWriter
) async -> Int32 {
  let json = command.wantsJSON
  do {
    let container = try AppContainer.open(environment, sandbox: nil)
    switch command {
    case .permissions(let action, let json):
      return try await PermissionsCommand.run(
        action, json: json, container: container, output: output)
    case .grants(let action, let json):
      return try await GrantsCommand.run(action, json: json, container: container, output: output)
    case .audit(let options):
      return try await AuditCommand.run(options, container: container, output: output)
    case .sessions(let action, let json):
      return try await SessionsCommand.run(action, json: json, container: container, output: output)
    case .planner(let action, let json):
      return try await PlannerLearning.run(action, container: container, output: output, json: json)
    case .undo(let options):
      return try await UndoCommand.run(options, container: container, output: output)
    case .store(let action):
      return try await StoreCommand.run(action, container: container, output: output)
    case .skills(let options):
      return await SkillsCommand.run(options, container: container, output: output)
    case .skillShow(let id, let options):
      return await SkillsCommand.show(id, options: options, container: container, output: output)
    case .mcp(let action, let json):
      if case .serve(let mode, let workspace, let http) = action {
        return await MCPServeCommand.run(
          permissionMode: mode, workspace: workspace, http: http, container: container,
          environment: environment, output: output)
      }
      return await MCPCommand.run(action, json: json, container: container, output: output)
    case .skillCheck(let path):
      let builtins = Set(container.origins.filter { $0.value == "builtin" }.keys)
      return SkillsCommand.check(
        path, folders: AppContainer.skillFolders(environment), builtinIDs: builtins,
        output: output)
    case .auth(let action, let json):
      return try await AuthCommand.run(action, json: json, container: container, output: output)
    case .help, .version, .run, .doctor, .serve, .abilities, .doctorErrors:
      preconditionFailure("askMain runs \(command) without the container")
    }
  } catch {
    return Failure.report(error, language: environment.localeLanguage, json: json, output: output)
  }
}

/// The language to report a command line that could not be read in: its `--lang` when that
/// is readable, else the environment's (`ASK_LANG`, the locale), else English.
func usageLanguage(_ arguments: [String], variables: [String: String]) -> UserLanguage {
  if let index = arguments.firstIndex(of: "--lang"), index + 1 < arguments.count,
    let named = UserLanguage.named(arguments[index + 1])
  {
    return named
  }
  do {
    return try AskEnvironment.read(variables).language(option: nil) ?? .english
  } catch {
    // The environment is what is wrong (a bad ASK_LANG): its error is the one reported.
    return .english
  }
}
