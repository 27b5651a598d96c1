import AgentBridge
import AgentCore
import Foundation

/// What the screen draws, copied from the bridge (or built by hand in golden tests).
public struct UISnapshot: Sendable {
  public var events: [TimelineEvent]
  public var streamingText: String
  public var cards: [ToolCard]
  public var stage: AgentStage
  public var isRunning: Bool
  public var lastError: ErrorExplanation?
  public var pendingPermission: PermissionRequest?
  public var pendingInput: InputRequest?
  public var sessionTitle: String
  public var model: String
  public var usage: TokenUsage
  public var costUSD: Double?
  public var hasOlder: Bool
  public var language: UserLanguage
  /// The session's workspace folder (empty: not shown).
  public var workspace = ""
  /// What the agent can do now (the first screen); nil when the app gives none.
  public var abilities: AbilityPanel?

  public init(
    events: [TimelineEvent] = [], streamingText: String = "", cards: [ToolCard] = [],
    stage: AgentStage = .idle, isRunning: Bool = false, lastError: ErrorExplanation? = nil,
    pendingPermission: PermissionRequest? = nil, pendingInput: InputRequest? = nil,
    sessionTitle: String = "New session", model: String = "offline",
    usage: TokenUsage = TokenUsage(),
    costUSD: Double? = nil, hasOlder: Bool = false, language: UserLanguage = .english
  ) {
    self.events = events
    self.streamingText = streamingText
    self.cards = cards
    self.stage = stage
    self.isRunning = isRunning
    self.lastError = lastError
    self.pendingPermission = pendingPermission
    self.pendingInput = pendingInput
    self.sessionTitle = sessionTitle
    self.model = model
    self.usage = usage
    self.costUSD = costUSD
    self.hasOlder = hasOlder
    self.language = language
  }

  /// The bridge's state now.
  @MainActor
  public static func from(_ bridge: AgentBridge, model: String, language: UserLanguage)
    -> UISnapshot
  {
    var snapshot = UISnapshot(
      events: bridge.events, streamingText: bridge.streamingText, cards: bridge.cards,
      stage: bridge.stage, isRunning: bridge.isRunning, lastError: bridge.lastError,
      pendingPermission: bridge.pendingPermission, pendingInput: bridge.pendingInput,
      sessionTitle: bridge.session?.title ?? "", model: model, usage: bridge.usage,
      costUSD: bridge.costUSD, hasOlder: bridge.hasOlder, language: language)
    snapshot.workspace = bridge.session?.workingDirectory ?? ""
    return snapshot
  }
}
