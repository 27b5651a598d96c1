import Foundation
import ProcessRunner
import SkillKit
import Synchronization

/// A declared skill: the validated input goes to its script as JSON on stdin; stdout is the
/// result; `{"progress": 0.4, "step": "…"}` lines on stderr are progress.
///
/// Cancelling the call sends SIGTERM to the script's process group and SIGKILL after
/// `killGrace`; so does the timeout (a failed result that says so). Whatever the script
/// leaves running in its group is killed when it exits.
public struct ScriptSkill: Skill {
  /// The skill's declaration from its file.
  public let descriptor: SkillDescriptor
  /// How its script is run.
  public let run: ScriptRun
  /// The most of stdout a result may be; more is a failure, not a silently cut result.
  public static let maxOutputBytes = 1 << 20
  /// What `ask` holds that a script is not given: the model providers' keys.
  public static let withheld = ["ANTHROPIC_API_KEY", "OPENAI_API_KEY"]
  /// Between SIGTERM and SIGKILL.
  public var killGrace: Duration = .milliseconds(500)

  /// A skill declared in a file and run by a script.
  public init(descriptor: SkillDescriptor, run: ScriptRun) {
    self.descriptor = descriptor
    self.run = run
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    var environment = ProcessInfo.processInfo.environment
    // A script gets no model keys unless its declaration passes one on purpose.
    for key in Self.withheld { environment[key] = nil }
    for (key, value) in run.environment { environment[key] = value }
    environment["ASK_SKILL_ID"] = descriptor.id
    environment["ASK_TOOL_USE_ID"] = context.toolUseID
    var request = ChildProcessRequest(
      arguments: run.command, environment: environment, directory: run.directory,
      input: Data((JSONValue.object(input.values).jsonString + "\n").utf8), timeout: run.timeout,
      killGrace: killGrace, maxOutputBytes: Self.maxOutputBytes)
    // Its own folder and program read-only, the workspace as the call's sandbox says.
    // What its declaration widens is in the context only once the gate granted it.
    request.sandbox = context.sandbox.reading(
      [run.directory] + ExecutableFootprint.readable(run.command, directory: run.directory))
    let tail = StderrTail()
    let outcome: ChildProcessOutcome
    do {
      outcome = try await ChildProcess.run(
        request,
        onErrorLine: { line in
          if let report = ScriptProgress.parse(line) {
            if let step = report.step { context.step(step) }
            if let fraction = report.fraction { context.progress(fraction) }
            if let log = report.log { context.log(log) }
          } else {
            tail.add(line)
          }
        })
    } catch let error as ChildProcess.StartError {
      throw SkillError(
        "\(descriptor.id): \(error.description)",
        fix: "Check run.command in \(descriptor.id)'s declaration.")
    }
    if outcome.cancelled { throw CancellationError() }
    let stderr = tail.text
    if outcome.timedOut {
      throw SkillError(
        "\(descriptor.id) ran longer than its timeout (\(Self.seconds(run.timeout)) s) and was stopped"
          + (stderr.isEmpty ? "" : "; it said: \(stderr)"),
        fix: "Raise run.timeout_s in its declaration, or make the script faster.")
    }
    switch outcome.ending {
    case .signaled(let signal):
      throw SkillError(
        "\(descriptor.id)'s script was killed by signal \(signal)"
          + (stderr.isEmpty ? "" : "; it said: \(stderr)"))
    case .exited(let code) where code != 0:
      throw SkillError(
        "\(descriptor.id)'s script exited with code \(code)"
          + (stderr.isEmpty ? " and said nothing on stderr" : ": \(stderr)"))
    case .exited:
      break
    }
    if outcome.outputTruncated, outcome.standardOutput.count >= Self.maxOutputBytes {
      throw SkillError(
        "\(descriptor.id)'s script printed more than \(Self.maxOutputBytes / 1024) KiB on stdout;"
          + " a result must be smaller (the rest was dropped, not used)",
        fix: "Print a summary, or write the full output to a file and return its path.")
    }
    return try ScriptResult.parse(outcome.standardOutput, skill: descriptor.id)
  }

  private static func seconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return value.rounded() == value ? String(Int(value)) : String(value)
  }
}

/// The last lines a script wrote on stderr that were not progress, for error messages.
final class StderrTail: Sendable {
  private let lines = Mutex<[String]>([])
  static let keep = 8
  static let maxLine = 500

  func add(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    let shown = trimmed.count > Self.maxLine ? String(trimmed.prefix(Self.maxLine)) + "…" : trimmed
    lines.withLock {
      $0.append(shown)
      if $0.count > Self.keep { $0.removeFirst($0.count - Self.keep) }
    }
  }

  var text: String { lines.withLock { $0.joined(separator: " / ") } }
}
