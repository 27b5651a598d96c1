import AgentCore
import Foundation
import ModelProviders

/// What a run needs before it starts: the resolved settings, the model, the opened stores.
struct RunSetup {
  let settings: ModelSettings
  let model: any LanguageModel
  let container: AppContainer
  /// `ask call`: the configured model, which completes MCP servers' sampling requests (the
  /// call's own model only makes the one call); nil for a run, whose model does it.
  var samplingModel: (any LanguageModel)? = nil

  /// Resolves the settings (flags over environment over file), builds the model and opens
  /// the data directory; errors name what to fix.
  static func prepare(_ options: RunOptions, environment: AskEnvironment) throws -> RunSetup {
    let settings = try ModelSettings.resolve(
      options: options, environment: environment.variables,
      dataDirectory: environment.dataDirectory)
    let container = try AppContainer.open(environment, sandbox: options.sandbox)
    let model: any LanguageModel
    if let call = options.directCall {
      // MCP tools are known once their server started (at the run's first turn).
      let mcpTool = call.skill.hasPrefix("mcp.") && container.mcp != nil
      guard container.registry.skill(call.skill) != nil || mcpTool else {
        let known = container.registry.descriptors.map(\.id).joined(separator: ", ")
        throw UsageError(message: "no skill \"\(call.skill)\"; the skills are: \(known)")
      }
      model = DirectCallModel(skillID: call.skill, input: call.input)
    } else {
      model = try settings.makeModel()
    }
    var sampling: (any LanguageModel)?
    if options.directCall != nil, settings.modelSource != .defaultValue {
      // Only a model the person named: the call itself never needs one.
      sampling = try settings.makeModel()
    }
    if case .skill(let id) = settings.toolChoice, container.registry.skill(id) == nil,
      !(id.hasPrefix("mcp.") && container.mcp != nil)
    {
      throw UsageError(message: "--tool-choice names no skill \"\(id)\"; ask skills lists them")
    }
    return RunSetup(
      settings: settings, model: model, container: container, samplingModel: sampling)
  }

  /// The session's own model when resuming without `--model`, `ASK_MODEL` or a configured
  /// one; nil when the current model stays.
  func model(resuming selection: SessionSelection, options: RunOptions, environment: AskEnvironment)
    throws -> (any LanguageModel)?
  {
    // `ask call` runs no model, whatever the session ran before.
    guard options.directCall == nil, !selection.isNew, settings.modelSource == .defaultValue,
      selection.session.model != settings.identifier, !selection.session.model.isEmpty
    else { return nil }
    var resumed = options
    resumed.model = selection.session.model
    return try ModelSettings.resolve(
      options: resumed, environment: environment.variables,
      dataDirectory: environment.dataDirectory
    ).makeModel()
  }
}
