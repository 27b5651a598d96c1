import AgentCore
import Foundation
import ProcessRunner
import SkillKit

/// The sandbox every process ask starts runs in, as a person chose it: `--sandbox`, else
/// `ASK_SANDBOX`, else `sandbox` in config.json, else `workspace`. Nothing a model or a
/// workspace writes can change it: the flag and the variable are the person's, and config.json
/// lives in `$ASK_HOME`, which no sandboxed process sees.
struct SandboxSetting: Equatable {
  /// Where the mode came from.
  enum Source: String, Equatable {
    case flag = "--sandbox"
    case variable = "ASK_SANDBOX"
    case configFile = "config.json"
    case defaultValue = "default"
  }

  var mode: SandboxPolicy.Mode
  var source: Source

  /// The mode in force; an unknown one is a usage error naming where it was said.
  static func resolve(option: String?, environment: AskEnvironment) throws -> SandboxSetting {
    if let option { return SandboxSetting(mode: try parse(option, "--sandbox"), source: .flag) }
    if let text = environment.variables["ASK_SANDBOX"], !text.isEmpty {
      return SandboxSetting(mode: try parse(text, "ASK_SANDBOX"), source: .variable)
    }
    let file = try ConfigFile.load(environment.dataDirectory + "/config.json")
    if let text = file.sandbox {
      return SandboxSetting(mode: try parse(text, "sandbox in config.json"), source: .configFile)
    }
    return SandboxSetting(mode: .workspace, source: .defaultValue)
  }

  private static func parse(_ text: String, _ place: String) throws -> SandboxPolicy.Mode {
    guard let mode = SandboxPolicy.Mode(rawValue: text) else {
      throw UsageError(
        message: "\(place) \"\(VisibleText.escaped(String(text.prefix(40))))\" is not a sandbox; "
          + "use workspace (default), read-only or off")
    }
    return mode
  }

  /// The policy processes start from: this mode, with the data directory (the store, rules,
  /// audit log, config) hidden from all of them.
  func policy(dataDirectory: String) -> SandboxPolicy {
    SandboxPolicy(mode: mode, hidden: [Sandbox.resolvedPath(dataDirectory)])
  }
}
