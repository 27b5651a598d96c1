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
  /// Events another process stored entered the timeline together, in order (a page read
  /// from the store); by default each is `appended` on its own.
  func bridge(_ bridge: AgentBridge, absorbed events: [TimelineEvent])
}

extension BridgeObserver {
  /// Each absorbed event on its own.
  public func bridge(_ bridge: AgentBridge, absorbed events: [TimelineEvent]) {
    for event in events { self.bridge(bridge, appended: event) }
  }
}
