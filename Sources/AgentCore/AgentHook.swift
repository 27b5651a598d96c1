import SkillKit

/// When a hook runs.
public enum HookEvent: String, Sendable, Hashable, Codable {
  case preToolUse = "pre_tool_use"
  case postToolUse = "post_tool_use"
}

/// What a hook is told about the call.
public struct HookInput: Sendable, Hashable {
  public var event: HookEvent
  public var toolUseID: String
  public var skillID: String
  public var input: JSONValue
  /// The result, for `postToolUse`.
  public var result: ToolResultBlock?

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
  public var exitCode: Int32?
  public var output: String

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
