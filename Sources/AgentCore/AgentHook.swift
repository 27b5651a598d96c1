import SkillKit

/// When a hook runs.
public enum HookEvent: String, Sendable, Hashable, Codable {
  case preToolUse = "pre_tool_use"
  case postToolUse = "post_tool_use"
}

/// What a hook is told about the call.
public struct HookInput: Sendable, Hashable {
  /// The point of the run the hook is called at.
  public var event: HookEvent
  /// The call the hook is about.
  public var toolUseID: String
  /// The skill called.
  public var skillID: String
  /// The call's validated input.
  public var input: JSONValue
  /// The result, for `postToolUse`.
  public var result: ToolResultBlock?

  /// What a hook is given for one call.
  public init(
    event: HookEvent, toolUseID: String, skillID: String, input: JSONValue,
    result: ToolResultBlock? = nil
  ) {
    self.event = event
    self.toolUseID = toolUseID
    self.skillID = skillID
    self.input = input
    self.result = result
  }
}

/// How a hook ended.
public struct HookOutcome: Sendable, Hashable {
  /// A `preToolUse` hook may block the call; the reason goes to the model.
  public var blocked: Bool
  /// The hook's exit status; nil when it did not exit by itself (killed at its deadline).
  public var exitCode: Int32?
  /// What the hook printed, bounded.
  public var output: String

  /// An outcome: whether the hook blocks the call, how it exited and what it said.
  public init(blocked: Bool, exitCode: Int32? = nil, output: String) {
    self.blocked = blocked
    self.exitCode = exitCode
    self.output = output
  }
}

/// User code that runs before or after skill calls (a shell command, a policy check).
public protocol AgentHook: Sendable {
  var name: String { get }
  var event: HookEvent { get }
  /// True when this hook applies to `skillID`.
  func matches(skillID: String) -> Bool
  /// Runs the hook; `progress` reports output lines as they appear.
  func run(_ input: HookInput, progress: @escaping @Sendable (String) -> Void) async -> HookOutcome
}
