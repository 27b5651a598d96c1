import Foundation
import SkillKit

/// Token counts of a model call or a run.
public struct TokenUsage: Sendable, Hashable, Codable {
  /// Tokens sent.
  public var inputTokens: Int
  /// Tokens the model wrote.
  public var outputTokens: Int
  /// Tokens written to the provider's prompt cache.
  public var cacheCreationInputTokens: Int
  /// Tokens read from the provider's prompt cache.
  public var cacheReadInputTokens: Int

  /// Token counts, zero by default.
  public init(
    inputTokens: Int = 0, outputTokens: Int = 0,
    cacheCreationInputTokens: Int = 0, cacheReadInputTokens: Int = 0
  ) {
    self.inputTokens = inputTokens
    self.outputTokens = outputTokens
    self.cacheCreationInputTokens = cacheCreationInputTokens
    self.cacheReadInputTokens = cacheReadInputTokens
  }

  /// The sum of two usages, field by field.
  public static func + (lhs: TokenUsage, rhs: TokenUsage) -> TokenUsage {
    TokenUsage(
      inputTokens: lhs.inputTokens + rhs.inputTokens,
      outputTokens: lhs.outputTokens + rhs.outputTokens,
      cacheCreationInputTokens: lhs.cacheCreationInputTokens + rhs.cacheCreationInputTokens,
      cacheReadInputTokens: lhs.cacheReadInputTokens + rhs.cacheReadInputTokens)
  }
}

/// Why the model stopped a turn.
public enum StopReason: String, Sendable, Hashable, Codable {
  case endTurn = "end_turn"
  case toolUse = "tool_use"
  case maxTokens = "max_tokens"
  case stopSequence = "stop_sequence"
}

/// One event of a streamed model turn.
public enum ModelEvent: Sendable, Hashable {
  /// A piece of assistant text.
  case textDelta(String)
  /// A piece of the model's visible reasoning (Anthropic `thinking_delta`).
  case thinkingDelta(String)
  /// The model considered these skills, best first (planners that rank say so).
  case candidates([SkillCandidate])
  /// A tool call begins.
  case toolCallStart(id: String, name: String)
  /// A fragment of a tool call's JSON arguments.
  case toolCallArgumentsDelta(id: String, fragment: String)
  /// A tool call's arguments are complete.
  case toolCallEnd(id: String)
  /// Token usage so far in this turn.
  case usage(TokenUsage)
  /// The turn is over.
  case stop(StopReason)
}

/// What the agent sends a model each turn.
public struct ModelRequest: Sendable, Hashable {
  /// The system prompt.
  public var system: String
  /// The conversation so far.
  public var messages: [Message]
  /// The skills offered as tools this turn.
  public var tools: [SkillDescriptor]
  /// The current time and zone, so models and planners resolve "tomorrow" the same way.
  public var now: Date
  /// The user's time zone.
  public var timeZone: TimeZone
  /// The language the user chose for what they read (`--lang`, `ASK_LANG`, the locale); nil
  /// when they chose none and the request's own language counts. A planner that writes its
  /// own words (the offline one) writes them in it.
  public var language: UserLanguage?
  /// The titles of the items skills keep (`todo.list` → its open todos), for a model that ranks
  /// the skills itself: a request that names an item is about that kind of skill.
  public var items: [String: [String]] = [:]
  /// The most tokens this turn may write, when the asker sets fewer than the model's own
  /// limit (an MCP server's sampling request); nil: the model's.
  public var maxTokens: Int?

  /// A request for one turn.
  public init(
    system: String, messages: [Message], tools: [SkillDescriptor], now: Date, timeZone: TimeZone,
    language: UserLanguage? = nil
  ) {
    self.system = system
    self.messages = messages
    self.tools = tools
    self.now = now
    self.timeZone = timeZone
    self.language = language
  }
}

/// A model the agent loop can drive: it streams one turn per request.
public protocol LanguageModel: Sendable {
  /// `offline`, `anthropic/claude-…`, `openai/gpt-…`.
  var identifier: String { get }

  /// Streams one turn. The stream must finish (or throw) on every path, and stop
  /// promptly when the consumer is cancelled.
  func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error>

  /// The price of `usage` in US dollars, or nil when the price is not known.
  func costUSD(for usage: TokenUsage) -> Double?

  /// Whether it ranks the whole registry itself (the offline planner): then it is sent every
  /// skill, and the items skills keep, instead of the top-k that fit. A requirement, so that a
  /// model seen as `any LanguageModel` says its own answer, not the default's.
  var ranksToolsItself: Bool { get }
}

extension LanguageModel {
  /// Unknown by default: never a guess.
  public func costUSD(for usage: TokenUsage) -> Double? { nil }

  /// False: with a big registry the agent sends this model the skills that fit the request
  /// (and `skills.search` for more) instead of every schema on every turn.
  public var ranksToolsItself: Bool { false }
}
