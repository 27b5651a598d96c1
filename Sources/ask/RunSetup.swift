import AgentCore
import Foundation

/// What a run needs before it starts: the resolved settings, the model, the opened stores.
struct RunSetup {
  let settings: ModelSettings
  let model: any LanguageModel
  let container: AppContainer

  /// Resolves the settings (flags over environment over file), builds the model and opens
  /// the data directory; errors name what to fix.
  static func prepare(_ options: RunOptions, environment: AskEnvironment) throws -> RunSetup {
    let settings = try ModelSettings.resolve(
      options: options, environment: ProcessInfo.processInfo.environment,
      dataDirectory: environment.dataDirectory)
    let model = try settings.makeModel()
    return RunSetup(settings: settings, model: model, container: try AppContainer.open(environment))
  }
}
