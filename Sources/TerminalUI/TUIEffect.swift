import AgentCore
import SkillKit

/// What a key asks the app to do; `TUIUpdate` decides, the app carries it out.
public enum TUIEffect: Sendable, Hashable {
  case send(String)
  /// Esc: cancel the running call or run.
  case cancel
  case quit
  case newSession
  case openPicker
  case openSession(String)
  case setPaused(Bool)
  case loadOlder
  case jumpToLatest
  case answerPermission(ResolvedDecision)
  case answerInput(InputResponse)
  case toggleCard(String)
  /// List what `@` completes from (the MCP servers' resources) into `state.attachables`, and
  /// then complete the `@` word before the cursor when `complete` (Tab asked for it).
  case listAttachables(complete: Bool)
}
