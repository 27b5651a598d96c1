import AgentCore
import Foundation
import LocalFileSystem
import SkillKit
import Synchronization

/// The agent loop: turns a request into model turns and skill calls, streaming every step.
///
/// Streaming is primary (`stream`); `run` collects a stream. One run at a time per agent;
/// the conversation carries over between runs.
public actor Agent: AgentSession {
  /// Settings of the loop.
  public struct Configuration: Sendable {
    /// Model turns per run before it stops with `error_max_turns`.
    public var maxTurns: Int
    /// What the model is told before the conversation.
    public var systemPrompt: String
    /// The user's time zone, for dates the model and skills read and write.
    public var timeZone: TimeZone
    /// The language of messages; nil picks it from each request.
    public var language: UserLanguage?
    /// Attempts at a form whose answers do not validate.
    public var maxInputAttempts: Int
    /// How much the gate asks.
    public var permissionMode: PermissionMode
    /// The working directory: project rules and path patterns are relative to it.
    public var workingDirectory: String?
    /// The session the audit log files calls under.
    public var sessionID: String
    /// The folder file and shell skills work in (paths outside it need an allow rule); nil
    /// uses `workingDirectory`, and with neither those skills refuse to run.
    public var workspace: String?
    /// With more skills than this, a model that does not rank tools itself is sent the `topK`
    /// that fit the request, plus `skills.search` for the others.
    public var toolLimit = 40
    /// How many skills are sent when the registry is over `toolLimit`.
    public var topK = 12
    /// The sandbox of every process a skill starts (`shell.run`, skill scripts), before it is
    /// confined to the workspace: on by default, `off` only when a person says so.
    public var sandbox = SandboxPolicy(mode: .workspace)
    /// The name the gate keeps "allow for this session" answers under (`SessionAllowance`):
    /// agents that serve one session share it (`ask mcp serve` runs each call as an agent of
    /// its own); nil gives this agent a name of its own.
    public var grantOwner: String?
    /// Where `/SERVER:PROMPT` requests are filled in; nil: such a request goes to the model
    /// as written.
    public var prompts: (any PromptSource)?
    /// Where `@mcp://SERVER/URI` mentions are read; nil: such words go to the model as
    /// written.
    public var attachments: (any AttachmentSource)?
    /// The model that completes MCP servers' sampling requests; nil: the run's own model
    /// (`ask call`, whose model only makes the one call, names the configured one here).
    public var samplingModel: (any LanguageModel)?

    /// A configuration; every value has a default fit for the CLI.
    public init(
      maxTurns: Int = 10,
      systemPrompt: String = Agent.defaultSystemPrompt,
      timeZone: TimeZone = .current, language: UserLanguage? = nil, maxInputAttempts: Int = 3,
      permissionMode: PermissionMode = .default, workingDirectory: String? = nil,
      sessionID: String = UUID().uuidString.lowercased(), workspace: String? = nil
    ) {
      self.workspace = workspace
      self.maxTurns = maxTurns
      self.systemPrompt = systemPrompt
      self.timeZone = timeZone
      self.language = language
      self.maxInputAttempts = maxInputAttempts
      self.permissionMode = permissionMode
      self.workingDirectory = workingDirectory
      self.sessionID = sessionID
    }
  }

  /// The system prompt models get unless configured otherwise.
  public static let defaultSystemPrompt = """
    You are ask, an agent whose every action is visible to the user. Use the provided tools \
    (skills) to do what the user asks; ask for nothing you can infer. Dates are ISO 8601 with \
    an offset. Answer in the user's language, briefly, and say what you did.
    """

  let model: any LanguageModel
  /// The skills of the current turn: replaced from `skillSource` only between turns.
  var registry: SkillRegistry
  let skillSource: (any SkillSource)?
  var skillGeneration: Int?
  let clock: any AgentClock
  /// Whether a person can be asked (a front end answers prompts through `answer`); when not,
  /// anything that must ask is denied (fail closed).
  let interactive: Bool
  /// The prompts that wait for an answer.
  nonisolated let desk = PromptDesk()
  let gate: PermissionGate
  let hooks: HookRunner
  let configuration: Configuration
  /// The conversation the model sees, across runs.
  public internal(set) var conversation: [Message] = []
  var runner: SkillRunner?
  let auditSink: (any AuditSink)?
  /// Gate decisions of the current batch, by tool-use id, until they are audited.
  var decisions: [String: AuditNote] = [:]
  /// What servers' sampling requests cost this batch, until the run counts it.
  let sampledUsage = Mutex(TokenUsage())
  /// Sampling requests made in this session's runs (for their audit ids).
  var samplingCount = 0
  var sessionID: String { configuration.sessionID }
  private nonisolated let currentRun = Mutex<Task<Void, Never>?>(nil)
  /// Why the current run was cancelled, when it was not the user (a deadline): it then ends
  /// `failed` with this error instead of `cancelled`.
  nonisolated let cancelReason = Mutex<AgentError?>(nil)
  nonisolated let pauseControl = PauseControl()
  /// Where file skills checkpoint what they change, for undo.
  let checkpoints: (any CheckpointStore)?
  /// Where the workspace's paths are resolved (links followed before the boundary check).
  let fileSystem: any PathFileSystem
  /// Distinguishes this run's calls from earlier runs' calls that reused their ids.
  var runID = ""
  /// Skills `skills.search` found for the model this session: offered from then on.
  var searchedSkills: [String] = []
  /// The index top-k selection ranks with, for one registry snapshot.
  var toolIndex: (key: Int, index: SkillIndex)?
  var inputRequestCount = 0
  var taskCount = 0

  /// An agent that plans with `model` over the skills of `registry` (or of `skillSource`, asked
  /// at every turn). Every port is optional: when it is not `interactive` (no front end answers
  /// its prompts) nothing that must ask can run (fail closed); `authorization`, `rules`, `audit` and `checkpoints` are the stores the
  /// gate, the audit log and undo use; `clock` is the only source of time.
  public init(
    model: any LanguageModel, registry: SkillRegistry, skillSource: (any SkillSource)? = nil,
    clock: any AgentClock = SystemClock(),
    interactive: Bool = false,
    authorization: (any AuthorizationProvider)? = nil, rules: (any PermissionRuleStore)? = nil,
    hooks: [any AgentHook] = [], audit: (any AuditSink)? = nil,
    checkpoints: (any CheckpointStore)? = nil, fileSystem: any PathFileSystem = SystemFileSystem(),
    configuration: Configuration = Configuration()
  ) {
    self.checkpoints = checkpoints
    self.fileSystem = fileSystem
    self.model = model
    self.registry = registry
    self.skillSource = skillSource
    self.clock = clock
    self.interactive = interactive
    self.hooks = HookRunner(hooks: hooks)
    self.gate = PermissionGate(
      desk: interactive ? desk : nil, authorization: authorization, rules: rules, hooks: self.hooks,
      mode: configuration.permissionMode, cwd: configuration.workingDirectory,
      workspace: configuration.workspace ?? configuration.workingDirectory,
      fileSystem: fileSystem, sandbox: configuration.sandbox,
      sessionID: configuration.sessionID,
      owner: configuration.grantOwner ?? SessionAllowance.newOwner(),
      now: { [clock] in clock.now() },
      values: { [clock] in
        FieldValueParser(
          dates: DateExpressionParser(now: clock.now(), timeZone: configuration.timeZone))
      })
    self.auditSink = audit
    self.configuration = configuration
  }

  /// Answers the open prompt `requestID` — a permission request with a decision, a form with
  /// its values — as a person gave it; the run waiting for it goes on. Refused, changing
  /// nothing, when no such prompt is open or the answer is of the other kind.
  public nonisolated func answer(_ requestID: String, with answer: PromptAnswer)
    throws(AnswerRefusal)
  {
    try desk.answer(requestID, with: answer)
  }

  /// The prompt `requestID` while it waits for an answer.
  public nonisolated func prompt(_ requestID: String) -> OpenPrompt? {
    desk.prompt(requestID)
  }

  /// Runs `text` and streams every message; the stream always ends after a `result`.
  ///
  /// Cancelling the consumer cancels the run: running skills see it at their next check,
  /// pending prompts resolve as deny, and the run ends `cancelled`.
  public nonisolated func stream(_ text: String) -> AsyncStream<AgentMessage> {
    cancelReason.withLock { $0 = nil }
    return AsyncStream { continuation in
      let task = Task {
        await self.perform(text, emitter: RunEmitter(continuation))
      }
      currentRun.withLock { $0 = task }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Runs `text` to the end and returns every message and the result.
  public func run(_ text: String) async -> (messages: [AgentMessage], result: RunResult) {
    var messages: [AgentMessage] = []
    var result: RunResult?
    for await message in stream(text) {
      messages.append(message)
      if case .result(let value) = message { result = value }
    }
    let fallback = RunResult(
      subtype: .cancelled, text: "", numTurns: 0, durationMs: 0, usage: TokenUsage(),
      totalCostUSD: nil)
    return (messages, result ?? fallback)
  }

  /// Cancels the current run; its stream still delivers the `cancelled` stage and the result.
  public nonisolated func cancel() {
    currentRun.withLock { $0 }?.cancel()
  }

  /// Cancels the current run for `reason` (a deadline): it ends `failed` with that error.
  public nonisolated func cancel(because reason: AgentError) {
    cancelReason.withLock { $0 = $0 ?? reason }
    cancel()
  }

  /// Pauses the run at its next tool-call boundary (before a model turn or a call).
  public nonisolated func pause() {
    pauseControl.pause()
  }

  /// Lets a paused run go on.
  public nonisolated func resume() {
    pauseControl.resume()
  }

  /// Cancels one running call of the current run; the run goes on.
  @discardableResult
  public func cancelCall(_ toolUseID: String) -> Bool {
    runner?.cancel(toolUseID) ?? false
  }

  /// Forgets the conversation.
  public func reset() {
    conversation = []
  }

  /// Replaces the conversation, e.g. with a resumed session's repaired history.
  public func restore(_ messages: [Message]) {
    conversation = messages
  }
}
