import AgentCore
import Foundation
import ProcessRunner
import SkillKit

/// A hook that runs a shell command with the call as JSON on stdin.
///
/// Its output lines become hook progress; a `pre_tool_use` hook that exits with 2 blocks
/// the call, and its output is the reason the model and the user see.
struct CommandHook: AgentHook {
  let name: String
  let event: HookEvent
  let skillPattern: String
  let command: String
  /// A hook running longer is killed with its process group; a `pre_tool_use` hook that
  /// times out blocks the call (fail closed).
  var timeout: Duration = Self.defaultTimeout
  /// The sandbox it runs in: the run's, confined to its workspace (`sandboxed(_:)`); a hook
  /// nobody placed sees only the system's folders.
  var sandbox = SandboxPolicy(mode: .workspace)

  static let defaultTimeout: Duration = .seconds(30)
  static let maxTimeoutSeconds = 3600.0
  /// Output kept for the outcome; progress lines past it still stream.
  static let maxOutputBytes = 256 * 1024

  /// This hook, run in `policy`.
  func sandboxed(_ policy: SandboxPolicy) -> CommandHook {
    var hook = self
    hook.sandbox = policy
    return hook
  }

  func matches(skillID: String) -> Bool {
    RuleMatcher.skillMatches(skillPattern, skillID)
  }

  func run(_ input: HookInput, progress: @escaping @Sendable (String) -> Void) async
    -> HookOutcome
  {
    var payload: [String: JSONValue] = [
      "event": .string(input.event.rawValue), "tool_use_id": .string(input.toolUseID),
      "skill": .string(input.skillID), "input": input.input,
    ]
    if let result = input.result {
      payload["result"] = [
        "status": .string(result.status.rawValue), "content": .string(result.content),
      ]
    }
    var request = ChildProcessRequest(
      arguments: ["/bin/sh", "-c", command],
      input: Data((JSONValue.object(payload).jsonString + "\n").utf8), timeout: timeout,
      maxOutputBytes: Self.maxOutputBytes, mergeStandardError: true)
    request.sandbox = sandbox
    let outcome: ChildProcessOutcome
    do {
      outcome = try await ChildProcess.run(request, onOutputLine: progress)
    } catch {
      return HookOutcome(
        blocked: event == .preToolUse, exitCode: nil, output: "hook \(name): \(error)")
    }
    var output = String(decoding: outcome.standardOutput, as: UTF8.self)
    if output.hasSuffix("\n") { output.removeLast() }
    if outcome.outputTruncated { output += "\n[hook output truncated]" }
    if outcome.timedOut {
      return HookOutcome(
        blocked: event == .preToolUse, exitCode: nil,
        output: "hook \(name) timed out after \(Self.seconds(timeout)) s and was stopped"
          + (output.isEmpty ? "" : "\n" + output))
    }
    if outcome.cancelled {
      return HookOutcome(blocked: event == .preToolUse, exitCode: nil, output: "hook cancelled")
    }
    if outcome.inputNotRead {
      output += (output.isEmpty ? "" : "\n") + "hook \(name) exited without reading its input"
    }
    let code = outcome.exitCode
    return HookOutcome(
      blocked: event == .preToolUse && code == 2, exitCode: code, output: output)
  }

  private static func seconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds)
      + Double(duration.components.attoseconds) / 1e18
    return value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// Reads `hooks.json`: `{"hooks":[{"event":"pre_tool_use","skill":"todo.*","command":"…"}]}`.
  /// A missing file means no hooks; a malformed one is an error naming the entry.
  static func load(from path: String) throws -> [CommandHook] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    let root: JSONValue
    do {
      root = try JSONValue.parse(data)
    } catch {
      throw SkillManifest.ManifestError(file: path, entry: nil, reason: "not valid JSON")
    }
    guard let list = root["hooks"]?.arrayValue else {
      throw SkillManifest.ManifestError(
        file: path, entry: nil, reason: "expected an object with a \"hooks\" array")
    }
    return try list.enumerated().map { index, item in
      let label = "hooks[\(index)]"
      guard let eventName = item["event"]?.stringValue, let event = HookEvent(rawValue: eventName)
      else {
        throw SkillManifest.ManifestError(
          file: path, entry: label, reason: "\"event\" must be pre_tool_use or post_tool_use")
      }
      guard let command = item["command"]?.stringValue, !command.isEmpty else {
        throw SkillManifest.ManifestError(file: path, entry: label, reason: "missing \"command\"")
      }
      let skill: String
      switch item["skill"] {
      case nil: skill = "*"
      case .string(let pattern)?:
        guard (try? RulePatternParser.parse(pattern))?.fields.isEmpty == true else {
          throw SkillManifest.ManifestError(
            file: path, entry: label,
            reason: "\"skill\" must be a skill id, a prefix ending in .*, or *")
        }
        skill = pattern
      default:
        throw SkillManifest.ManifestError(
          file: path, entry: label,
          reason: "\"skill\" must be a string (a skill id, a prefix ending in .*, or *)")
      }
      var timeout = defaultTimeout
      if let value = item["timeout_s"] {
        guard let seconds = value.doubleValue, seconds.isFinite, seconds > 0,
          seconds <= maxTimeoutSeconds
        else {
          throw SkillManifest.ManifestError(
            file: path, entry: label,
            reason: "\"timeout_s\" must be a number of seconds above 0 and at most 3600")
        }
        timeout = .milliseconds(Int64((seconds * 1000).rounded()))
      }
      if let name = item["name"], name.stringValue == nil {
        throw SkillManifest.ManifestError(
          file: path, entry: label, reason: "\"name\" must be a string")
      }
      return CommandHook(
        name: item["name"]?.stringValue ?? label, event: event, skillPattern: skill,
        command: command, timeout: timeout)
    }
  }
}
