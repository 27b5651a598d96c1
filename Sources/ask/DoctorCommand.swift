import AgentCore
import Foundation
import ModelProviders
import SQLiteStore
import SkillKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `ask doctor`: the resolved configuration (keys shown only as present or absent) and a
/// check of the database and the model endpoint.
enum DoctorCommand {
  static func run(_ options: RunOptions, environment: AskEnvironment) async -> Int32 {
    let output = OutputWriter()
    let settings: ModelSettings
    do {
      settings = try ModelSettings.resolve(
        options: options, environment: ProcessInfo.processInfo.environment,
        dataDirectory: environment.dataDirectory)
    } catch {
      return Failure.report(
        error, language: environment.localeLanguage, json: options.json, output: output)
    }
    var checks: [(name: String, value: String, ok: Bool)] = []
    checks.append(("model", "\(settings.identifier) (\(settings.modelSource.rawValue))", true))
    if let url = settings.baseURL {
      checks.append(
        ("base URL", "\(Redaction.displayURL(url)) (\(settings.baseURLSource.rawValue))", true))
    }
    if let variable = settings.keyVariable {
      checks.append(
        ("API key", "\(variable): \(settings.apiKey == nil ? "absent" : "present")", true))
    }
    checks.append(("time zone", environment.timeZone.identifier, true))
    checks.append(await databaseCheck(environment))
    checks.append(await endpointCheck(settings))

    if options.json {
      var object: [String: JSONValue] = ["ok": .bool(checks.allSatisfy(\.ok))]
      for check in checks {
        object[check.name.replacingOccurrences(of: " ", with: "_").lowercased()] = [
          "value": .string(check.value), "ok": .bool(check.ok),
        ]
      }
      output.line(JSONValue.object(object).jsonString)
    } else {
      for check in checks {
        let name = check.name.padding(toLength: 10, withPad: " ", startingAt: 0)
        output.line("\(check.ok ? "✓" : "✗") \(name) \(check.value)")
      }
    }
    return checks.allSatisfy(\.ok) ? 0 : 1
  }

  private static func databaseCheck(_ environment: AskEnvironment) async -> (String, String, Bool) {
    let path = AppContainer.databasePath(environment)
    do {
      let database = try SQLiteDatabase(path: path)
      let result = try await database.query("PRAGMA integrity_check")
      let verdict = result.first?.first?.text ?? "?"
      return ("database", "\(path) (integrity \(verdict))", verdict == "ok")
    } catch {
      return ("database", String(describing: error), false)
    }
  }

  private static func endpointCheck(_ settings: ModelSettings) async -> (String, String, Bool) {
    let request: URLRequest
    switch settings.provider {
    case .offline:
      return ("endpoint", "none needed: the offline planner runs on this machine", true)
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
    do {
      let response = try await HTTPStreamingClient(connectTimeout: 10, idleTimeout: 10).send(
        request)
      var body = Data()
      for try await chunk in response.body where body.count < 1 << 20 { body.append(chunk) }
      let elapsed =
        Int((clock.now - started).components.attoseconds / 1_000_000_000_000_000)
        + Int((clock.now - started).components.seconds) * 1000
      let ok = (200..<300).contains(response.status)
      var note = ""
      if response.status == 401 || response.status == 403 {
        note = " — check \(settings.keyVariable ?? "the API key")"
      }
      let line = "\(target) → HTTP \(response.status) (\(elapsed) ms)\(note)"
      guard ok, let offered = ModelListing.ids(in: body) else { return ("endpoint", line, ok) }
      if offered.contains(settings.modelName) {
        return ("endpoint", line + " · serves \(settings.modelName)", true)
      }
      let close = ModelListing.closeMatches(to: settings.modelName, in: offered)
      return (
        "endpoint",
        line + " · \(settings.modelName) is not among the \(offered.count) models it offers"
          + (close.isEmpty ? "" : "; close: \(close.joined(separator: ", "))"),
        false
      )
    } catch {
      let secrets =
        (settings.baseURL.map(Redaction.credentials) ?? []) + [settings.apiKey].compactMap { $0 }
      return ("endpoint", "\(target) → \(Redaction.scrub("\(error)", secrets: secrets))", false)
    }
  }
}
