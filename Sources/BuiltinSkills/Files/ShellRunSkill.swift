import Foundation
import ProcessRunner
import SkillKit
import Synchronization

/// `shell.run`: one command line in the workspace, its output streamed live into the card.
/// Cancelling or the timeout ends the command's whole process group. It cannot be undone.
public struct ShellRunSkill: Skill {
  /// Seconds a command may run when the call does not say.
  public static let defaultTimeout = 120
  /// The most seconds a call may give a command.
  public static let maxTimeout = 600
  /// Live output past this many bytes is not streamed (one notice says so): 256 KiB.
  public static let maxStreamedBytes = 256 << 10
  /// The result keeps this much of the start and of the end of the output: 32 KiB each.
  public static let keptBytes = 32 << 10
  /// Output without a newline is shown after this long: 200 ms.
  public static let partialLineDelay = Duration.milliseconds(200)

  /// The environment commands get: ask's, without the model keys.
  let environment: [String: String]
  /// The workspace as the last command left it, with the bytes of its unchanged files: the
  /// next command's snapshot reads only what changed since (one workspace, ≤ 64 MiB).
  private let lastSnapshot = SnapshotMemory()

  /// The skill; commands run with `environment` (secrets removed).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = ChildProcess.withoutModelKeys(environment)
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "shell.run",
      displayName: "运行命令",
      description:
        "Runs a shell command line (bash -c) in the workspace and returns its exit code and "
        + "output (the first and last 32 KiB). The user confirms first unless a rule allows the "
        + "command. timeout is in seconds (default 120, at most 600); the command and "
        + "everything it started are ended when it runs out. Its changes can be undone.",
      inputFields: [
        InputField(
          name: "command", type: .command, required: true, description: "The command line",
          minLength: 1, maxLength: 100_000),
        InputField(
          name: "cwd", type: .path,
          description: "The folder to run in, inside the workspace (default: the workspace)"),
        InputField(
          name: "timeout", type: .integer, description: "Seconds before it is ended",
          defaultValue: .integer(Self.defaultTimeout), minimum: 1,
          maximum: Double(Self.maxTimeout)),
        InputField(
          name: "network", type: .boolean,
          description: "True when it needs the network (leaves the sandbox: asked separately)"),
      ],
      permissionLevel: .userConfirmation, estimatedDuration: 2, iconName: "terminal",
      examples: [
        "运行 git status", "执行命令 ls -la", "跑一下测试 swift test", "run git status",
        "execute ls -la", "run the tests",
      ], localizedDisplayNames: ["en": "Run command"],
      localizedFieldDescriptions: BuiltinFieldWords.localized("shell.run"),
      localizedDescriptions: ["zh": "在工作区运行一条命令。"])
    descriptor.workspaceUse = .runs
    descriptor.sandbox = SandboxWidening()
    return descriptor
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let workspace = context.workspace else { throw WorkspaceSkills.noWorkspace }
    guard let command = input.values["command"]?.stringValue,
      !command.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { throw BuiltinProblem.required.error(["field": "command"]) }
    let folder = try workspace.resolve(input.string("cwd") ?? ".", writing: false)
    guard case .folder = FileIO.kind(folder.resolved) else {
      throw BuiltinProblem.notFolder.error(["path": folder.relative], fix: .fixCwd)
    }
    let timeout = min(Self.maxTimeout, max(1, input.int("timeout") ?? Self.defaultTimeout))
    let shell = FileManager.default.isExecutableFile(atPath: "/bin/bash") ? "/bin/bash" : "/bin/sh"
    context.step(.runCommand, ["command": "$ " + String(command.prefix(80))])
    // What the command finds is kept, so that what it changes can be shown and undone.
    let before =
      context.sandbox.mode == .readOnly
      ? nil
      : WorkspaceSnapshot(
        root: try workspace.resolve(".", writing: false).resolved,
        known: lastSnapshot.value.withLock { $0 })
    let transcript = TranscriptBox()
    var request = ChildProcessRequest(
      arguments: [shell, "-c", command], environment: environment, directory: folder.resolved,
      timeout: .seconds(timeout), killGrace: .seconds(2), maxOutputBytes: 0)
    request.containsDescendants = true
    request.partialLineDelay = Self.partialLineDelay
    // Its workspace is always where it works (a context nobody confined has it too); a file
    // hard-linked from elsewhere stays read-only, so no write leaves through it.
    var sandbox = context.sandbox.confined(to: workspace.root)
    if let linked = before?.linked, sandbox.isSandboxed {
      guard linked.count <= WorkspaceSnapshot.maxLinked else {
        throw SkillError(
          "the workspace has over \(WorkspaceSnapshot.maxLinked) hard-linked files, which the "
            + "sandbox keeps read-only one by one",
          fix: "run it in a folder with fewer hard links, or with --sandbox off")
      }
      sandbox.protected += linked
    }
    request.sandbox = sandbox
    let outcome: ChildProcessOutcome
    do {
      outcome = try await ChildProcess.run(
        request,
        onOutputLine: { line in Self.take(line, "stdout", transcript, context) },
        onErrorLine: { line in Self.take(line, "stderr", transcript, context) })
    } catch let error as ChildProcess.StartError {
      throw SkillError(error.description)
    }
    let kept = transcript.state.withLock { $0 }
    // Recorded on every ending: a command cancelled or timed out may have changed files too.
    var changes = CommandChanges()
    if let before {
      changes = await CommandChanges.record(since: before, workspace: workspace, context: context)
      let next = changes.after.map { before.carried(to: $0) }
      lastSnapshot.value.withLock { $0 = next }
    }
    if outcome.cancelled { throw CancellationError() }
    let output =
      kept.text + (changes.report.isEmpty ? "" : (kept.text.isEmpty ? "" : "\n") + changes.report)
    if outcome.timedOut {
      throw SkillError(
        BuiltinProblem.timedOut.text(["seconds": "\(timeout)"])
          + (output.isEmpty ? "" : "\n" + output),
        fix: BuiltinProblem.fixTimeout.text(["max": "\(Self.maxTimeout)"]))
    }
    let ending: String
    let code: JSONValue
    switch outcome.ending {
    case .exited(let value):
      ending = context.say(.exitCode, ["code": "\(value)"])
      code = .integer(Int(value))
    case .signaled(let signal):
      ending = context.say(.endedBySignal, ["signal": "\(signal)"])
      code = .null
    }
    let lines = context.say(.linesSummary, ["ending": ending, "count": "\(kept.lines)"])
    return SkillResult(
      content: ending + (output.isEmpty ? context.say(.noOutput) : "\n" + output),
      data: [
        "command": .string(command), "exit_code": code, "cwd": .string(folder.relative),
        "output_bytes": .integer(kept.total), "truncated": .bool(kept.cut > 0),
        "files_changed": changes.data, "diff": .string(changes.diff),
      ],
      summary: changes.changed.isEmpty
        ? lines
        : context.say(
          .filesChangedSummary, ["summary": lines, "count": "\(changes.changed.count)"]))
  }

  private static func take(
    _ line: String, _ stream: String, _ transcript: TranscriptBox,
    _ context: SkillContext
  ) {
    let streamed = transcript.state.withLock { $0.add(line) }
    switch streamed {
    case .stream: context.output(line, stream: stream)
    case .notice:
      context.output(
        "… live output stops here (over \(FileIO.sizeText(maxStreamedBytes))); "
          + "the end is kept for the result", stream: "notice")
    case .quiet: break
    }
  }
}
