import AgentCore
import Foundation
import HTTPClient
import ModelProviders
import PostgresStore
import ProcessRunner
import SQLiteStore
import SkillKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The checks of `ask doctor`, in order; each failed one carries its explanation from the
/// error catalogue.
struct DoctorChecks {
  typealias Check = DoctorCommand.Check

  let environment: AskEnvironment
  let language: UserLanguage
  var words: DoctorWords { DoctorWords(language) }

  func explain(_ error: AgentError) -> ErrorExplanation {
    ErrorCatalogue.explain(error, in: language)
  }

  func all(_ options: RunOptions) async -> [Check] {
    var checks: [Check] = []
    var settings: ModelSettings?
    do {
      settings = try ModelSettings.resolve(
        options: options, environment: environment.variables,
        dataDirectory: environment.dataDirectory)
    } catch {
      let (explanation, _) = Failure.explain(error, language: language)
      checks.append(Check("model", "?", problem: explanation))
    }
    if let settings { checks += model(settings) }
    checks.append(Check("time zone", environment.timeZone.identifier))
    checks.append(embeddings())
    checks.append(glossary())
    checks.append(sandbox(options))
    checks.append(dataDirectory())
    let databaseExisted = FileManager.default.fileExists(
      atPath: AppContainer.databasePath(environment))
    let container: AppContainer
    do {
      container = try AppContainer.open(environment, sandbox: options.sandbox)
    } catch let error as StoreError {
      checks.append(
        Check(
          "database", AppContainer.databasePath(environment),
          problem: explain(.storage(path: error.path, reason: error.reason))))
      return checks
    } catch let error as PostgresError {
      let place =
        (try? Stores.databaseURL(environment)).flatMap { $0 }
        .flatMap { try? PostgresURL($0).redacted } ?? "ASK_DATABASE_URL"
      checks.append(
        Check("database", place, problem: explain(.storage(path: place, reason: error.message))))
      return checks
    } catch {
      let (explanation, _) = Failure.explain(error, language: language)
      checks.append(Check("configuration", environment.dataDirectory, problem: explanation))
      return checks
    }
    checks.append(await database(container.stores, existed: databaseExisted))
    checks.append(await authorizations(container))
    checks += skills(container)
    checks += await mcp(container)
    if let settings { checks.append(await endpoint(settings)) }
    return checks
  }

  private func model(_ settings: ModelSettings) -> [Check] {
    var checks = [Check("model", "\(settings.identifier) (\(settings.modelSource.rawValue))")]
    if let url = settings.baseURL {
      checks.append(
        Check("base URL", "\(Redaction.displayURL(url)) (\(settings.baseURLSource.rawValue))"))
    }
    if let variable = settings.keyVariable {
      let present = settings.apiKey != nil
      // The official endpoint needs the key; a server of one's own may not.
      let needed = settings.baseURL == nil || settings.baseURLSource == .defaultValue
      checks.append(
        Check(
          "API key", "\(variable): \(present ? words.present : words.absent)",
          problem: !present && needed ? explain(.missingKey(variable: variable)) : nil))
    }
    return checks
  }

  /// The offline planner's embedding engine: loaded, not installed (words alone; not a
  /// problem), turned off, or installed but damaged (a problem).
  private func embeddings() -> Check {
    guard let directory = environment.embeddings else {
      return Check("embeddings", words.embeddingsOff)
    }
    switch PlannerSemantics.engine(directory) {
    case .success(let engine):
      return Check(
        "embeddings", words.embeddingsLoaded(engine.identity, engine.dimension, directory))
    case .failure(let problem) where problem.reason == .notInstalled:
      return Check("embeddings", words.embeddingsMissing(directory))
    case .failure(let problem):
      return Check(
        "embeddings", directory,
        problem: ErrorExplanation(
          code: "embeddings_unusable", message: problem.message, fix: problem.fix))
    }
  }

  /// The offline planner's Chinese-English glossary: installed (its digest checked), not
  /// installed (the short table alone; not a problem), turned off, or damaged (a problem).
  private func glossary() -> Check {
    guard let directory = environment.glossary else {
      return Check("glossary", words.glossaryOff)
    }
    do throws(GlossaryUnavailable) {
      let install = try GlossaryInstall.verify(directory)
      return Check("glossary", words.glossaryInstalled(install.path))
    } catch  where error.notInstalled {
      return Check("glossary", words.glossaryMissing(directory))
    } catch {
      return Check(
        "glossary", directory,
        problem: ErrorExplanation(
          code: "glossary_unusable", message: error.message, fix: error.fix))
    }
  }

  /// The sandbox in force and whether this machine can make it.
  private func sandbox(_ options: RunOptions) -> Check {
    let setting: SandboxSetting
    do {
      setting = try SandboxSetting.resolve(option: options.sandbox, environment: environment)
    } catch {
      let (explanation, _) = Failure.explain(error, language: language)
      return Check("sandbox", "?", problem: explanation)
    }
    let source =
      setting.source == .defaultValue
      ? words.sandbox(.sandboxDefaultSource, [:]) : setting.source.rawValue
    let values = ["mode": setting.mode.rawValue, "source": source]
    if setting.mode == .off { return Check("sandbox", words.sandbox(.sandboxOff, values)) }
    let fix = words.sandbox(.sandboxFix, [:])
    switch Sandbox.availability() {
    case .ready(let path):
      let summary = SandboxWords.describe(
        SandboxPolicy(mode: setting.mode).confined(to: "/workspace"), in: language)
      return Check(
        "sandbox",
        words.sandbox(.sandboxReady, values.merging(["summary": summary, "path": path]) { $1 }))
    case .missing:
      let text = words.sandbox(.sandboxMissing, values)
      return Check(
        "sandbox", "bwrap",
        problem: ErrorExplanation(code: "sandbox_unavailable", message: text, fix: fix))
    case .broken(let path, let reason):
      let text = words.sandbox(
        .sandboxBroken, values.merging(["path": path, "reason": reason]) { $1 })
      return Check(
        "sandbox", path,
        problem: ErrorExplanation(code: "sandbox_unavailable", message: text, fix: fix))
    }
  }

  private func dataDirectory() -> Check {
    let path = environment.dataDirectory
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        return Check(
          "data directory", path,
          problem: explain(.dataDirectoryUnusable(path: path, reason: "it is not a folder")))
      }
      guard access(path, W_OK) == 0 else {
        return Check(
          "data directory", path,
          problem: explain(.dataDirectoryUnusable(path: path, reason: "it is not writable")))
      }
      return Check("data directory", path)
    }
    return Check("data directory", "\(path) (\(words.createdOnFirstUse))")
  }

  private func database(_ stores: Stores, existed: Bool) async -> Check {
    switch stores.kind {
    case .sqlite(let database): return await sqlite(database, existed: existed)
    case .postgres(let database): return await postgres(database)
    }
  }

  private func sqlite(_ database: SQLiteDatabase, existed: Bool) async -> Check {
    do {
      let verdict = try await database.query("PRAGMA integrity_check").first?.first?.text ?? "?"
      let version = try await database.query("PRAGMA user_version").first?.first?.integer ?? 0
      let latest = Migration.all.map(\.version).max() ?? 0
      let value = words.database(
        path: database.path, integrity: verdict, version: Int(version), latest: latest,
        created: !existed)
      guard verdict == "ok" else {
        return Check(
          "database", value,
          problem: explain(
            .storage(path: database.path, reason: "the integrity check says \(verdict)")))
      }
      return Check("database", value)
    } catch let error as StoreError {
      return Check(
        "database", database.path,
        problem: explain(.storage(path: error.path, reason: error.reason)))
    } catch {
      return Check(
        "database", database.path,
        problem: explain(.storage(path: database.path, reason: "\(error)")))
    }
  }

  /// The PostgreSQL store: which server, its version, the schema's level; reachable (it
  /// answered just now) or the error that says why not — never the password.
  private func postgres(_ database: PostgresDatabase) async -> Check {
    let latest = PostgresMigration.all.map(\.version).max() ?? 0
    do {
      let version = try await database.schemaVersion()
      let server = await database.serverVersion()
      var value = words.postgres(
        url: database.url.redacted, server: server, version: version, latest: latest)
      // Search works without the trigram index, slower: said, not counted as a problem.
      if let slower = database.searchIndexProblem { value += " · \(slower)" }
      return Check("database", value)
    } catch {
      return Check(
        "database", database.url.redacted,
        problem: explain(.storage(path: database.url.redacted, reason: "\(error)")))
    }
  }

  /// Every capability a skill needs, with its status; a denied one is reported with the fix.
  private func authorizations(_ container: AppContainer) async -> Check {
    let needed = Set(container.registry.descriptors.flatMap(\.requiredAuthorizations)).sorted()
    let provider = container.stores.authorization
    var parts: [String] = []
    var denied: [String] = []
    for capability in needed {
      do {
        let status = try await provider.status(of: capability)
        parts.append("\(capability) \(words.status(status))")
        if status == .denied { denied.append(capability) }
      } catch {
        return Check(
          "authorizations", "\(error)",
          problem: explain(.storage(path: container.stores.location, reason: "\(error)")))
      }
    }
    return Check(
      "authorizations", parts.isEmpty ? words.noneNeeded : parts.joined(separator: ", "),
      problem: denied.first.map { explain(.authorizationDenied(capability: $0)) })
  }

  private func skills(_ container: AppContainer) -> [Check] {
    var bySource: [String: Int] = [:]
    for descriptor in container.registry.descriptors {
      let origin = container.origins[descriptor.id] ?? "builtin"
      bySource[origin == "builtin" ? words.builtIn : words.fromFiles, default: 0] += 1
    }
    let summary = bySource.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    var checks = [Check("skills", summary.joined(separator: ", "))]
    for problem in container.skillProblems {
      let file = problem.range(of: ": ").map { String(problem[..<$0.lowerBound]) } ?? problem
      checks.append(Check("skill file", file, problem: explain(.skillFileInvalid(problem))))
    }
    return checks
  }

  /// Starts every configured MCP server (as a run would) and reports each one's state.
  private func mcp(_ container: AppContainer) async -> [Check] {
    guard let hub = container.mcp else { return [] }
    let statuses = await hub.status()
    await hub.stopAll()
    return statuses.map { status in
      let value =
        "\(status.state) · \(status.transport) · \(words.tools(status.tools.count))"
        + (status.protocolVersion.map { " · protocol \($0)" } ?? "")
      switch status.state {
      case "ready", "disabled":
        return Check("mcp \(status.name)", value)
      case "untrusted":
        return Check(
          "mcp \(status.name)", value,
          problem: explain(
            .mcpServerFailed(
              name: status.name,
              reason: "it comes from the project's .ask/mcp.json, not approved yet "
                + "(`ask mcp trust` approves it)")))
      default:
        return Check(
          "mcp \(status.name)", value,
          problem: explain(
            .mcpServerFailed(name: status.name, reason: status.lastError ?? "it did not start")))
      }
    }
  }

  private func endpoint(_ settings: ModelSettings) async -> Check {
    let request: URLRequest
    switch settings.provider {
    case .offline:
      return Check("endpoint", words.offlineEndpoint)
    case .anthropic:
      request = AnthropicModel(
        model: settings.modelName, apiKey: settings.apiKey,
        baseURL: settings.baseURL ?? AnthropicModel.defaultBaseURL
      ).probeRequest()
    case .openai:
      request = OpenAIModel(
        model: settings.modelName, apiKey: settings.apiKey,
        baseURL: settings.baseURL ?? OpenAIModel.defaultBaseURL
      ).probeRequest()
    }
    let target = "GET \(request.url.map(Redaction.displayURL) ?? "?")"
    let clock = ContinuousClock()
    let started = clock.now
    let secrets =
      (settings.baseURL.map(Redaction.credentials) ?? []) + [settings.apiKey].compactMap { $0 }
    do {
      let response = try await HTTPStreamingClient(connectTimeout: 10, idleTimeout: 10).send(
        request)
      var body = Data()
      for try await chunk in response.body where body.count < 1 << 20 { body.append(chunk) }
      let elapsed = clock.now - started
      let ms =
        Int(elapsed.components.seconds) * 1000
        + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
      let line = "\(target) → HTTP \(response.status) (\(ms) ms)"
      if response.status == 401 || response.status == 403 {
        return Check(
          "endpoint", line,
          problem: explain(
            .unauthorized(
              provider: settings.provider.rawValue,
              keyVariable: settings.keyVariable ?? "the API key")))
      }
      guard (200..<300).contains(response.status) else {
        return Check(
          "endpoint", line,
          problem: explain(.providerError(type: "HTTP \(response.status)", message: target)))
      }
      guard let offered = ModelListing.ids(in: body) else { return Check("endpoint", line) }
      if offered.contains(settings.modelName) {
        return Check("endpoint", line + " · serves \(settings.modelName)")
      }
      let close = ModelListing.closeMatches(to: settings.modelName, in: offered)
      return Check(
        "endpoint",
        line + " · \(settings.modelName) is not among the \(offered.count) models it offers"
          + (close.isEmpty ? "" : "; close: \(close.joined(separator: ", "))"),
        problem: explain(.modelNotFound(settings.modelName)))
    } catch {
      let reason = Redaction.scrub("\(error)", secrets: secrets)
      return Check("endpoint", "\(target) → \(reason)", problem: explain(.network(reason)))
    }
  }
}
