import AgentCore
import Foundation
import HTTPClient
import ModelProviders
import SkillKit

/// The model `ask` talks to, resolved from flags over environment over the config file.
///
/// Keys come from the environment only and are never printed, stored or exported.
struct ModelSettings {
  /// Where a setting came from, for `ask doctor`.
  enum Source: String {
    case flag, environment
    case configFile = "config file"
    case defaultValue = "default"
  }

  enum Provider: String {
    case offline, anthropic, openai
  }

  var provider: Provider
  /// The model name after the provider prefix (empty for offline).
  var modelName: String
  var modelSource: Source
  var baseURL: URL?
  var baseURLSource: Source
  /// The API key for the provider, if the environment has one.
  var apiKey: String?
  var keyVariable: String?
  /// How much the gate asks, from `--permission-mode`, `ASK_PERMISSION_MODE` or the file.
  var permissionMode: PermissionMode = .default
  /// Idle and total deadlines of each model request.
  var limits = RequestLimits()
  /// The deadline of a whole run (`--run-timeout`, `ASK_RUN_TIMEOUT_S`, `run_timeout_s`).
  var runTimeout: Duration = .seconds(3600)
  /// The cap on one answer (`--max-tokens`, `ASK_MAX_TOKENS`, `max_tokens`); nil: the
  /// provider's default.
  var maxTokens: Int?
  /// `--tool-choice`, `ASK_TOOL_CHOICE`, `tool_choice`.
  var toolChoice: ToolChoice = .auto

  var identifier: String {
    provider == .offline ? "offline" : "\(provider.rawValue)/\(modelName)"
  }

  /// Resolves the settings; errors name the setting and how to fix it.
  static func resolve(
    options: RunOptions, environment: [String: String], dataDirectory: String
  ) throws -> ModelSettings {
    let file = try ConfigFile.load(dataDirectory + "/config.json")
    var model = "offline"
    var modelSource = Source.defaultValue
    if let flag = options.model {
      (model, modelSource) = (flag, .flag)
    } else if let value = environment["ASK_MODEL"], !value.isEmpty {
      (model, modelSource) = (value, .environment)
    } else if let configured = file.model {
      (model, modelSource) = (configured, .configFile)
    }

    let (provider, name) = try parse(model)
    var settings = ModelSettings(
      provider: provider, modelName: name, modelSource: modelSource, baseURL: nil,
      baseURLSource: .defaultValue, apiKey: nil, keyVariable: nil)
    try settings.applyEndpoint(options: options, environment: environment, file: file)
    try settings.applyLimits(options: options, environment: environment, file: file)
    return settings
  }

  /// The base URL, the API key and the HTTP transport: flag over environment over file.
  private mutating func applyEndpoint(
    options: RunOptions, environment: [String: String], file: ConfigFile
  ) throws {
    let urlEnvironment = provider == .openai ? "OPENAI_BASE_URL" : "ANTHROPIC_BASE_URL"
    var baseText: (String, Source)?
    if let flag = options.baseURL {
      baseText = (flag, .flag)
    } else if let value = environment[urlEnvironment], !value.isEmpty {
      baseText = (value, .environment)
    } else if let configured = file.baseURL {
      baseText = (configured, .configFile)
    }
    if let (text, source) = baseText {
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", url.host != nil
      else {
        throw UsageError(
          message: "the base URL \"\(text)\" (from \(source.rawValue)) is not an http(s) URL")
      }
      self.baseURL = url
      self.baseURLSource = source
    }
    switch provider {
    case .offline:
      break
    case .anthropic:
      self.keyVariable = "ANTHROPIC_API_KEY"
      self.baseURL = self.baseURL ?? AnthropicModel.defaultBaseURL
    case .openai:
      self.keyVariable = "OPENAI_API_KEY"
      self.baseURL = self.baseURL ?? OpenAIModel.defaultBaseURL
    }
    if let variable = self.keyVariable, let key = environment[variable], !key.isEmpty {
      if let problem = APIKeyCheck.problem(key, variable: variable) {
        throw UsageError(message: problem)
      }
      self.apiKey = key
    }
    if let name = environment["ASK_HTTP_TRANSPORT"], !name.isEmpty,
      HTTPStreamingClient.transport(named: name) == nil
    {
      throw UsageError(
        message:
          "ASK_HTTP_TRANSPORT=\(VisibleText.escaped(name)) is not a transport here; use "
          + HTTPStreamingClient.transportNames.joined(separator: " or ") + ", or unset it")
    }
  }

  /// The permission mode, the request and run deadlines, the token cap and the tool choice.
  private mutating func applyLimits(
    options: RunOptions, environment: [String: String], file: ConfigFile
  ) throws {
    let modeText =
      options.permissionMode ?? environment["ASK_PERMISSION_MODE"].flatMap { $0.isEmpty ? nil : $0 }
      ?? file.permissionMode
    if let modeText {
      guard let mode = PermissionMode(rawValue: modeText) else {
        throw UsageError(
          message:
            "unknown permission mode \"\(modeText)\"; use default, plan, auto, bypass or deny")
      }
      self.permissionMode = mode
    }
    func seconds(
      _ flag: String?, named flagName: String, _ variable: String, _ key: String, max: Double
    ) throws -> Duration? {
      let (text, source): (String?, String) =
        flag.map { ($0, flagName) }
        ?? environment[variable].flatMap { $0.isEmpty ? nil : ($0, variable) }
        ?? (file.seconds[key].map { (String($0), key) } ?? (nil, ""))
      guard let text else { return nil }
      guard let value = Double(text), value.isFinite, value > 0, value <= max else {
        throw UsageError(
          message:
            "\(source) takes seconds above 0 and at most \(Int(max)), got \"\(text.prefix(40))\"")
      }
      return .milliseconds(Int64((value * 1000).rounded()))
    }
    if let total = try seconds(
      options.requestTimeout, named: "--request-timeout", "ASK_REQUEST_TIMEOUT_S",
      "request_timeout_s", max: 86_400)
    {
      self.limits.total = total
    }
    if let idle = try seconds(
      nil, named: "", "ASK_IDLE_TIMEOUT_S", "idle_timeout_s", max: 86_400)
    {
      self.limits.idle = idle
    }
    if let (text, source) = Self.first(
      options.maxTokens.map { ($0, "--max-tokens") },
      environment["ASK_MAX_TOKENS"].flatMap { $0.isEmpty ? nil : ($0, "ASK_MAX_TOKENS") },
      file.maxTokens.map { (String($0), "max_tokens in config.json") })
    {
      guard let value = Int(text), (1...1_000_000).contains(value) else {
        throw UsageError(
          message:
            "\(source) takes a whole number of tokens from 1 to 1000000, got \"\(text.prefix(40))\""
        )
      }
      self.maxTokens = value
    }
    if let (text, source) = Self.first(
      options.toolChoice.map { ($0, "--tool-choice") },
      environment["ASK_TOOL_CHOICE"].flatMap { $0.isEmpty ? nil : ($0, "ASK_TOOL_CHOICE") },
      file.toolChoice.map { ($0, "tool_choice in config.json") })
    {
      guard let choice = ToolChoice(text) else {
        throw UsageError(
          message: "\(source) takes auto, required, none or a skill id, got \"\(text.prefix(40))\"")
      }
      self.toolChoice = choice
    }
    if let run = try seconds(
      options.runTimeout, named: "--run-timeout", "ASK_RUN_TIMEOUT_S", "run_timeout_s",
      max: 604_800)
    {
      self.runTimeout = run
    }
  }

  /// The first of the given settings that is present (flag, environment, file).
  private static func first(_ candidates: (String, String)?...) -> (String, String)? {
    candidates.compactMap { $0 }.first
  }

  /// `offline`, `anthropic/<model>` or `openai/<model>`.
  static func parse(_ model: String) throws -> (Provider, String) {
    if model == "offline" { return (.offline, "") }
    let parts = model.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, let provider = Provider(rawValue: parts[0]), provider != .offline,
      !parts[1].isEmpty
    else {
      throw UsageError(
        message: "unknown model \"\(model)\"; use offline, anthropic/<model> (e.g. "
          + "anthropic/claude-sonnet-4-5) or openai/<model> (e.g. openai/gpt-4o-mini)")
    }
    return (provider, parts[1])
  }

  /// The model to run, or a clear error when the official endpoint has no key.
  func makeModel() throws -> any LanguageModel {
    switch provider {
    case .offline:
      return OfflinePlanner()
    case .anthropic:
      let url = baseURL ?? AnthropicModel.defaultBaseURL
      try requireKey(unlessCustom: url, official: AnthropicModel.defaultBaseURL)
      var model = AnthropicModel(
        model: modelName, apiKey: apiKey, baseURL: url,
        maxTokens: maxTokens ?? AnthropicModel.defaultMaxTokens)
      model.toolChoice = toolChoice
      model.endpoint.limits = limits
      model.endpoint.secrets += Redaction.credentials(in: url)
      return model
    case .openai:
      let url = baseURL ?? OpenAIModel.defaultBaseURL
      try requireKey(unlessCustom: url, official: OpenAIModel.defaultBaseURL)
      var model = OpenAIModel(
        model: modelName, apiKey: apiKey, baseURL: url,
        maxTokens: maxTokens ?? OpenAIModel.defaultMaxTokens)
      model.toolChoice = toolChoice
      model.endpoint.limits = limits
      model.endpoint.secrets += Redaction.credentials(in: url)
      return model
    }
  }

  /// The official endpoints need a key; a local server (Ollama, llama.cpp) may not.
  private func requireKey(unlessCustom url: URL, official: URL) throws {
    guard apiKey == nil, url.host == official.host, let keyVariable else { return }
    throw UsageError(
      message: "\(keyVariable) is not set; export \(keyVariable)=… or use --model offline")
  }
}

/// `$ASK_HOME/config.json`: `{"model": "anthropic/claude-sonnet-4-5", "base_url": "…"}`.
struct ConfigFile {
  var model: String?
  var baseURL: String?
  var permissionMode: String?
  /// `request_timeout_s`, `idle_timeout_s`, `run_timeout_s`: numbers of seconds.
  var seconds: [String: Double] = [:]
  var maxTokens: Int?
  var toolChoice: String?
  /// `database_url`: a PostgreSQL database instead of SQLite (`ASK_DATABASE_URL` wins).
  var databaseURL: String?
  /// `sandbox`: workspace, read-only or off (`ASK_SANDBOX` and `--sandbox` win).
  var sandbox: String?

  static let keys: Set<String> = [
    "model", "base_url", "permission_mode", "tool_choice", "database_url", "sandbox",
  ]
  static let secondKeys: Set<String> = ["request_timeout_s", "idle_timeout_s", "run_timeout_s"]

  /// The settings in `path`; a missing file is empty, a malformed one an error naming it.
  static func load(_ path: String) throws -> ConfigFile {
    guard let data = FileManager.default.contents(atPath: path) else { return ConfigFile() }
    guard let root = try? JSONValue.parse(data), let object = root.objectValue else {
      throw UsageError(message: "\(path): not a JSON object")
    }
    if let unknown = object.keys.sorted().first(where: {
      !keys.contains($0) && !secondKeys.contains($0) && $0 != "max_tokens"
    }) {
      throw UsageError(
        message:
          "\(path): unknown setting \"\(unknown)\"; known: model, base_url, permission_mode, "
          + "tool_choice, max_tokens, request_timeout_s, idle_timeout_s, run_timeout_s, "
          + "database_url, sandbox "
          + "(API keys belong in ANTHROPIC_API_KEY / OPENAI_API_KEY, never in files)")
    }
    var seconds: [String: Double] = [:]
    for key in secondKeys {
      guard let value = object[key] else { continue }
      guard let number = value.doubleValue else {
        throw UsageError(message: "\(path): \"\(key)\" must be a number of seconds")
      }
      seconds[key] = number
    }
    var maxTokens: Int?
    if let value = object["max_tokens"] {
      guard let number = value.intValue else {
        throw UsageError(message: "\(path): \"max_tokens\" must be a whole number")
      }
      maxTokens = number
    }
    for key in keys {
      if let value = object[key], value.stringValue == nil {
        throw UsageError(message: "\(path): \"\(key)\" must be a string")
      }
    }
    return ConfigFile(
      model: object["model"]?.stringValue, baseURL: object["base_url"]?.stringValue,
      permissionMode: object["permission_mode"]?.stringValue, seconds: seconds,
      maxTokens: maxTokens, toolChoice: object["tool_choice"]?.stringValue,
      databaseURL: object["database_url"]?.stringValue, sandbox: object["sandbox"]?.stringValue)
  }
}
