import AgentCore

/// What a front end that mirrors a bridge somewhere else (a browser over server-sent events)
/// is told, as it happens, so that it never maps messages, pairs tool cards or throttles text
/// itself.
@MainActor
public protocol BridgeObserver: AnyObject {
  /// An event entered the timeline, with its sequence number; it is recorded in this order.
  func bridge(_ bridge: AgentBridge, appended event: TimelineEvent)
  /// A message that is UI state, not history: the stage, tool progress, partial text, thinking.
  func bridge(_ bridge: AgentBridge, live message: AgentMessage)
  /// The throttled streaming text changed: what the terminal UI would draw now.
  func bridge(_ bridge: AgentBridge, streamingText: String)
  /// A permission prompt or form opened, was answered or was withdrawn.
  func bridgePromptsChanged(_ bridge: AgentBridge)
}
