import Foundation

/// What a running skill can report and ask: steps, progress, logs, cancellation, time.
public struct SkillContext: Sendable {
  /// Something a running skill reported.
  public enum Event: Sendable, Hashable {
    case step(String)
    case progress(Double)
    case log(String)
    case persisted(path: String)
    /// A piece of a command's live output (`stream` is `stdout` or `stderr`).
    case output(stream: String, text: String)
  }

  /// The id of the tool call this run answers.
  public let toolUseID: String
  /// The wall-clock time the call started, from the agent's clock (pinned by `ASK_NOW`).
  public let startedAt: Date
  /// The user's time zone, for reading and writing dates.
  public let timeZone: TimeZone
  /// The session's workspace, for skills that work on files; nil when the call has none.
  public var workspace: WorkspaceAccess?
  /// The change the user approved (a diff and the file state it was computed against).
  public var approvedPreview: SkillPreview?
  /// The run's language, `en` or `zh`: the words a skill shows while it runs (its steps)
  /// follow it; what it returns for the model need not.
  public var language = "en"
  /// The sandbox a process the call starts runs in (already confined to the workspace). A
  /// context nobody configured sandboxes to the system's read-only folders (fail closed).
  public var sandbox = SandboxPolicy(mode: .workspace)
  private let uptime: @Sendable () -> Duration
  private let startUptime: Duration
  private let sink: @Sendable (Event) -> Void
  private let asker: (@Sendable (SkillQuestion) async -> SkillAnswer)?

  /// A context for one call: where its reports go, how it learns it was cancelled, and what it
  /// may touch.
  public init(
    toolUseID: String, startedAt: Date, timeZone: TimeZone,
    uptime: @escaping @Sendable () -> Duration, sink: @escaping @Sendable (Event) -> Void,
    ask: (@Sendable (SkillQuestion) async -> SkillAnswer)? = nil
  ) {
    self.toolUseID = toolUseID
    self.startedAt = startedAt
    self.timeZone = timeZone
    self.uptime = uptime
    self.startUptime = uptime()
    self.sink = sink
    self.asker = ask
  }

  /// Has the run's model complete a server's sampling request — after the person allowed it,
  /// counted in the run's usage and audited; nil where no model can be asked (a sampling
  /// request is then refused).
  public var sampler: (@Sendable (SamplingRequest) async throws -> SamplingResult)?

  /// The run's model's completion of `request`; throws when it may not or cannot be made
  /// (the person declined, no one could be asked, no model writes text here).
  public func sample(_ request: SamplingRequest) async throws -> SamplingResult {
    guard let sampler else {
      throw SkillError(
        "MCP server \(request.server) asked ask's model for a completion, but no model can be"
          + " asked here")
    }
    return try await sampler(request)
  }

  /// Asks the user `question` with a form; `.unavailable` when no one can be asked.
  public func ask(_ question: SkillQuestion) async -> SkillAnswer {
    guard let asker else { return .unavailable }
    return await asker(question)
  }

  /// Time since the call started, from a monotonic clock.
  public var elapsed: Duration { uptime() - startUptime }

  /// The current time: the start time plus the elapsed time.
  public var now: Date {
    let (seconds, attoseconds) = elapsed.components
    return startedAt.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
  }

  /// Announces the step now running, e.g. `step("写入提醒")`.
  public func step(_ name: String) { sink(.step(name)) }

  /// Reports the fraction done, clamped to 0…1 (NaN, which no clamp catches, is 0).
  public func progress(_ fraction: Double) {
    sink(.progress(fraction.isNaN ? 0 : min(max(fraction, 0), 1)))
  }

  /// Records an intermediate result the user can see.
  public func log(_ text: String) { sink(.log(text)) }

  /// Streams a piece of a command's output to the card as it appears.
  public func output(_ text: String, stream: String = "stdout") {
    sink(.output(stream: stream, text: text))
  }

  /// Records that the skill wrote to a file (a database, an export).
  public func persisted(path: String) { sink(.persisted(path: path)) }

  /// Throws `CancellationError` when the call or the run was cancelled.
  public func checkCancellation() throws { try Task.checkCancellation() }

  /// True when the call or the run was cancelled.
  public var isCancelled: Bool { Task.isCancelled }
}
