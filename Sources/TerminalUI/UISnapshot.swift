import AgentBridge
import AgentCore
import Foundation
import SkillKit

/// What the screen draws, copied from the bridge (or built by hand in golden tests).
public struct UISnapshot: Sendable {
  /// The events in the window.
  public var events: [TimelineEvent]
  /// The assistant's text in progress.
  public var streamingText: String
  /// The tool cards, in call order.
  public var cards: [ToolCard]
  /// Where the run is.
  public var stage: AgentStage
  /// True while a run is in progress.
  public var isRunning: Bool
  /// What went wrong in the last run.
  public var lastError: ErrorExplanation?
  /// The permission prompt waiting for an answer.
  public var pendingPermission: PermissionRequest?
  /// The form waiting for values.
  public var pendingInput: InputRequest?
  /// The session's title.
  public var sessionTitle: String
  /// The model in use.
  public var model: String
  /// Tokens used so far.
  public var usage: TokenUsage
  /// Cost so far; nil when unknown.
  public var costUSD: Double?
  /// True when older events can be paged in.
  public var hasOlder: Bool
  /// The language the screen speaks.
  public var language: UserLanguage
  /// The session's workspace folder (empty: not shown).
  public var workspace = ""
  /// What the agent can do now (the first screen); nil when the app gives none.
  public var abilities: AbilityPanel?
  /// The sandbox commands run in (the status bar says it; `off` stands out); nil: not shown.
  public var sandbox: SandboxPolicy.Mode?
  /// The time now and the person's zone: date-times are shown relative to it (`tomorrow
  /// 09:00 (Fri)`); nil shows them as they are.
  public var now: Date?
  /// The person's time zone.
  public var timeZone = TimeZone.current

  /// A snapshot.
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
  public static func from(
    _ bridge: AgentBridge, model: String, language: UserLanguage, timeZone: TimeZone = .current
  ) -> UISnapshot {
    var snapshot = UISnapshot(
      events: Array(bridge.events), streamingText: bridge.streamingText, cards: bridge.cards,
      stage: bridge.stage, isRunning: bridge.isRunning, lastError: bridge.lastError,
      pendingPermission: bridge.pendingPermission, pendingInput: bridge.pendingInput,
      sessionTitle: bridge.session?.title ?? "", model: model, usage: bridge.usage,
      costUSD: bridge.costUSD, hasOlder: bridge.hasOlder, language: language)
    snapshot.workspace = bridge.session?.workingDirectory ?? ""
    snapshot.now = bridge.clock.now()
    snapshot.timeZone = timeZone
    return snapshot
  }
}
