import AgentBridge
import AgentCore
import Foundation
import TerminalUI

/// `ask` with no request when stdin is not a terminal: the first screen's panel in short —
/// each group with its skills and one example request, the model, the workspace and the mode.
enum AbilitiesCommand {
  static func run(
    _ options: RunOptions, environment: AskEnvironment, output: OutputWriter
  ) async -> Int32 {
    let language = environment.language(option: options.language) ?? .english
    let setup: RunSetup
    let workspace: String
    do {
      setup = try RunSetup.prepare(options, environment: environment)
      workspace = try AppContainer.workspace(options.workspace)
    } catch {
      return Failure.report(error, language: language, json: false, output: output)
    }
    let panel = await setup.container.abilities(
      language: language, model: setup.model.identifier, workspace: workspace,
      mode: setup.settings.permissionMode.rawValue)
    for line in lines(panel, language: language) { output.line(line) }
    return 0
  }

  /// The short panel: a heading, one line per group (its skills' names and an example), how
  /// to run a request.
  static func lines(_ panel: AbilityPanel, language: UserLanguage) -> [String] {
    let words = CLIText(language)
    var lines = [
      words(.abilitiesTitle, ["count": "\(panel.skillCount)"]),
      "  "
        + words(
          .abilitiesContext,
          ["model": panel.model, "workspace": panel.workspace, "mode": panel.mode]),
    ]
    for group in panel.groups {
      guard let first = group.entries.first else {
        lines.append("  \(group.title) — \(group.note ?? "")")
        continue
      }
      let names = group.entries.map(\.name).joined(separator: language == .chinese ? "、" : ", ")
      lines.append(
        words(.abilitiesGroup, ["title": group.title, "names": names, "example": first.example]))
    }
    lines.append(words(.abilitiesHint))
    return lines
  }
}
