import AgentCore
import Foundation
import SkillKit
import Synchronization

/// The agent loop: turns a request into model turns and skill calls, streaming every step.
///
/// Streaming is primary (`stream`); `run` collects a stream. One run at a time per agent;
/// the conversation carries over between runs.
public actor Agent {
  /// Settings of the loop.
  public struct Configuration: Sendable {
    /// Model turns per run before it stops with `error_max_turns`.
    public var maxTurns: Int
    public var systemPrompt: String
    /// The user's time zone, for dates the model and skills read and write.
    public var timeZone: TimeZone
    /// The language of messages; nil picks it from each request.
    public var language: UserLanguage?
    /// Attempts at a form whose answers do not validate.
    public var maxInputAttempts: Int

    public init(
      maxTurns: Int = 10,
      systemPrompt: String = Agent.defaultSystemPrompt,
      timeZone: TimeZone = .current, language: UserLanguage? = nil, maxInputAttempts: Int = 3
    ) {
      self.maxTurns = maxTurns
      self.systemPrompt = systemPrompt
      self.timeZone = timeZone
      self.language = language
      self.maxInputAttempts = maxInputAttempts
    }
  }

  /// The system prompt models get unless configured otherwise.
  public static let defaultSystemPrompt = """
    You are ask, an agent whose every action is visible to the user. Use the provided tools \
    (skills) to do what the user asks; ask for nothing you can infer. Dates are ISO 8601 with \
    an offset. Answer in the user's language, briefly, and say what you did.
    """

  let model: any LanguageModel
  let registry: SkillRegistry
  let clock: any AgentClock
  let interaction: (any AgentInteraction)?
  let gate: PermissionGate
  let hooks: HookRunner
  let configuration: Configuration
  /// The conversation the model sees, across runs.
  public internal(set) var conversation: [Message] = []
  var runner: SkillRunner?
  private nonisolated let currentRun = Mutex<Task<Void, Never>?>(nil)
  var inputRequestCount = 0
  var taskCount = 0

  public init(
    model: any LanguageModel, registry: SkillRegistry, clock: any AgentClock = SystemClock(),
    interaction: (any AgentInteraction)? = nil,
    authorization: (any AuthorizationProvider)? = nil, rules: (any PermissionRuleStore)? = nil,
    hooks: [any AgentHook] = [], configuration: Configuration = Configuration()
  ) {
    self.model = model
    self.registry = registry
    self.clock = clock
    self.interaction = interaction
    self.gate = PermissionGate(interaction: interaction, authorization: authorization, rules: rules)
    self.hooks = HookRunner(hooks: hooks)
    self.configuration = configuration
  }

  /// Runs `text` and streams every message; the stream always ends after a `result`.
  ///
  /// Cancelling the consumer cancels the run: running skills see it at their next check,
  /// pending prompts resolve as deny, and the run ends `cancelled`.
  public nonisolated func stream(_ text: String) -> AsyncStream<AgentMessage> {
    AsyncStream { continuation in
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

  /// Cancels one running call of the current run; the run goes on.
  @discardableResult
  public func cancelCall(_ toolUseID: String) -> Bool {
    runner?.cancel(toolUseID) ?? false
  }

  /// Forgets the conversation.
  public func reset() {
    conversation = []
  }
}
