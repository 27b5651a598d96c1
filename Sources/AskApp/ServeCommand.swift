import AgentBridge
import AgentCore
import AgentRuntime
import Dispatch
import Foundation
import HTTPServer
import LocalFileSystem
import ModelProviders
import PostgresStore
import SQLiteStore
import SkillKit
import Synchronization
import WebServing

/// `ask serve`: the agent as a local web app and an HTTP + SSE API. Prints the URL with a
/// fresh access token; runs until SIGINT or SIGTERM, then cancels the runs in flight (their
/// prompts resolve as deny), writes their events and stops.
@MainActor
enum ServeCommand {
  static func run(
    _ options: ServeOptions, environment: AskEnvironment, output: OutputWriter
  ) async -> Int32 {
    // Observed from the start: a signal sent as soon as the URL is printed stops the server.
    let termination = TerminationSignal()
    let language = environment.language(option: options.run.language) ?? .english
    let setup: RunSetup
    let model: any LanguageModel
    let defaultWorkspace: String
    do {
      setup = try RunSetup.prepare(options.run, environment: environment)
      model = try await PlannerLearning.apply(to: setup.model, setup.container)
      defaultWorkspace = try AppContainer.workspace(options.run.workspace)
    } catch {
      return Failure.report(error, language: language, json: false, output: output)
    }
    let (settings, container) = (setup.settings, setup.container)
    let models = SessionModels(default: model) { name in
      var chosen = options.run
      chosen.model = name
      return try ModelSettings.resolve(
        options: chosen, environment: environment.variables,
        dataDirectory: environment.dataDirectory
      ).makeModel()
    }
    var host = ServeHub.Host(
      defaultModel: model.identifier,
      workspace: { folder in
        guard let folder else { return defaultWorkspace }
        do {
          return try WorkspacePath.realRoot(folder, in: SystemFileSystem())
        } catch let failure as WorkspacePath.Failure {
          throw UsageError(
            message: "workspace \(folder.prefix(200)): \(failure.reason); give an existing folder")
        }
      },
      modelProblem: { name in models.problem(name) },
      skills: {
        let (registry, origins) = await container.catalog.known()
        return [
          "skills": .array(
            registry.allDescriptors.map { skill, enabled in
              SkillsCommand.entry(
                skill, enabled: enabled,
                source: SkillsCommand.source(origins[skill.id], id: skill.id), language: language)
            }),
          "sandbox": [
            "mode": .string(container.sandbox.mode.rawValue),
            "summary": .string(
              SandboxWords.describe(container.sandbox.confined(to: "/workspace"), in: language)),
          ],
        ]
      },
      doctor: {
        DoctorCommand.json(
          await DoctorChecks(environment: environment, language: language).all(options.run))
      })
    host.language = language
    host.abilities = {
      await container.abilities(
        language: language, model: model.identifier, workspace: defaultWorkspace,
        mode: settings.permissionMode.rawValue
      ).jsonValue
    }
    host.grants = { try await GrantsCommand.gather(container) }
    host.revokeGrant = { id in
      try await GrantCatalog.revoke(
        id, rules: container.stores.rules, authorizations: container.stores.authorization)
    }
    host.audit = { query in try await container.stores.audit.page(query) }
    host.attachments = { await Attachables.list(container.mcp) }
    let hub = ServeHub(
      store: container.stores.events,
      clock: environment.clock, host: host
    ) { session in
      container.agent(
        options: options.run, model: models.model(session.model), mode: settings.permissionMode,
        sessionID: session.id, workspace: session.workingDirectory)
    }
    let listener = RemoteRuns.listen(container.stores, hub: hub)
    let token = ServeAccess.newToken()
    let server: HTTPServer
    do {
      server = try ServeServer.start(
        hub: hub, host: options.host, port: options.port, token: token)
    } catch {
      return Failure.report(
        UsageError(message: "\(error)"), language: language, json: false, output: output)
    }
    let shown = options.host.contains(":") ? "[\(options.host)]" : options.host
    let url = "http://\(shown):\(server.port)/?token=\(token)"
    output.line("ask serve: \(url)")
    OutputWriter.error(
      "ask serve: serving the agent on \(shown):\(server.port) (model \(model.identifier)); "
        + "Ctrl-C stops it\n")
    if !ServeAccess.isLoopbackHost(options.host) {
      OutputWriter.error(
        "ask serve: \(options.host) is not a loopback address: anyone who can reach it and has "
          + "the token can run the agent\n")
    }
    var browser = BrowserOpener()
    if options.open {
      do {
        try browser.open(url, environment: environment.variables)
      } catch {
        OutputWriter.error("ask serve: \(error)\n")
      }
    }
    let signal = await termination.wait()
    OutputWriter.error("ask serve: stopping (signal \(signal)); cancelling runs in flight\n")
    listener?.stop()
    await hub.shutdown()
    await server.stop()
    await container.mcp?.stopAll()
    browser.removePage()
    return 0
  }

}

/// The models of the server's sessions, by identifier, each made once.
private final class SessionModels: Sendable {
  private let made: Mutex<[String: any LanguageModel]>
  private let fallback: any LanguageModel
  private let make: @Sendable (String) throws -> any LanguageModel

  init(
    default model: any LanguageModel, make: @escaping @Sendable (String) throws -> any LanguageModel
  ) {
    fallback = model
    made = Mutex([model.identifier: model])
    self.make = make
  }

  /// Why `name` cannot be used, or nil.
  func problem(_ name: String) -> String? {
    do {
      _ = try resolve(name)
      return nil
    } catch {
      return "model \(name.prefix(100)): \(error)"
    }
  }

  /// The session's model; the server's own when the session's can no longer be made (its
  /// key is gone), said on stderr.
  func model(_ name: String) -> any LanguageModel {
    guard !name.isEmpty else { return fallback }
    do {
      return try resolve(name)
    } catch {
      OutputWriter.error(
        "ask serve: the session's model \(name) cannot be used (\(error)); it runs with "
          + "\(fallback.identifier)\n")
      return fallback
    }
  }

  private func resolve(_ name: String) throws -> any LanguageModel {
    if let known = made.withLock({ $0[name] }) { return known }
    let model = try make(name)
    made.withLock { $0[name] = model }
    return model
  }
}

/// The runs other `ask serve` instances (or CLI processes) execute on the same PostgreSQL
/// database: their appends are notified on `ask_events`, and the hub's open sessions take the
/// events in, so a browser connected here sees a run executed there.
enum RemoteRuns {
  /// A listener for `stores` when they are PostgreSQL (nil for SQLite: one machine's file,
  /// written by this process's runs and CLI processes that clients reload for).
  static func listen(_ stores: Stores, hub: ServeHub) -> PostgresListener? {
    guard case .postgres(let database) = stores.kind else { return nil }
    let listener = PostgresListener(
      url: database.url, channel: PostgresEventStore.channel,
      onNotify: { payload in
        // `session<TAB>last sequence`, from the database: checked, never trusted.
        let parts = payload.split(separator: "\t")
        guard parts.count == 2, parts[0].utf8.count <= 200, let last = Int64(parts[1]),
          last > 0
        else { return }
        let session = String(parts[0])
        Task { @MainActor in hub.notified(session: session, last: last) }
      },
      onConnect: { Task { @MainActor in await hub.resynchronize() } })
    listener.start()
    return listener
  }
}
