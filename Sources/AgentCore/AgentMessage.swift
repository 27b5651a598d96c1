import Foundation
import SkillKit

/// Everything the agent tells its front ends: the 18 message kinds of the SwiftWork seed,
/// stage changes, and the prompts and forms it needs answered.
public enum AgentMessage: Sendable, Hashable {
  /// The request as the agent received it.
  case userMessage(String)
  /// Run start: model, skills, session facts.
  case system(SystemNotice)
  /// A piece of assistant text as it streams.
  case partialMessage(String)
  /// A piece of the model's reasoning as it streams (shown apart from the answer).
  case thinking(String)
  /// One complete assistant turn: its text and tool calls.
  case assistant(AssistantTurn)
  case toolUse(ToolUse)
  case toolProgress(ToolProgress)
  case toolResult(ToolResultEvent)
  /// A one-line summary of the calls of one turn.
  case toolUseSummary(ToolUseSummary)
  /// Several calls of one turn run in parallel as a task.
  case taskStarted(TaskStarted)
  case taskProgress(TaskProgress)
  case hookStarted(HookStarted)
  case hookProgress(HookProgress)
  case hookResponse(HookResponse)
  /// A system authorization changed (granted or denied at a prompt).
  case authStatus(AuthStatusChange)
  /// A skill wrote files (its database, an export).
  case filesPersisted(FilesPersisted)
  /// A local `/command` answered without the model.
  case localCommandOutput(LocalCommandOutput)
  /// Follow-up requests offered after a result.
  case promptSuggestion([String])
  /// The end of the run.
  case result(RunResult)
  case stage(AgentStage)
  case permissionRequest(PermissionRequest)
  /// How a gated call was decided, and what decided it.
  case permissionDecision(PermissionDecisionEvent)
  case inputRequest(InputRequest)
}

/// A system notice: `init` at run start, or a `notice` during it.
public struct SystemNotice: Sendable, Hashable {
  public var subtype: String
  public var message: String
  public var model: String?
  public var skills: [String]
  /// For `skills_changed`: the ids that appeared, disappeared or changed their declaration.
  public var added: [String] = []
  public var removed: [String] = []
  public var updated: [String] = []

  public init(subtype: String, message: String, model: String? = nil, skills: [String] = []) {
    self.subtype = subtype
    self.message = message
    self.model = model
    self.skills = skills
  }
}

/// A complete assistant turn.
public struct AssistantTurn: Sendable, Hashable {
  public var text: String
  public var toolCalls: [ToolCall]
  public var model: String
  public var stopReason: StopReason?
  /// This turn's tokens (the run's total is in the result).
  public var usage: TokenUsage
  /// This turn's cost, nil when the price is unknown.
  public var costUSD: Double?

  public init(
    text: String, toolCalls: [ToolCall], model: String, stopReason: StopReason?,
    usage: TokenUsage = TokenUsage(), costUSD: Double? = nil
  ) {
    self.text = text
    self.toolCalls = toolCalls
    self.model = model
    self.stopReason = stopReason
    self.usage = usage
    self.costUSD = costUSD
  }
}

/// A tool call as announced to front ends; `skillID` is the skill id, never a wire name.
public struct ToolUse: Sendable, Hashable {
  public var id: String
  public var skillID: String
  public var displayName: String?
  public var input: JSONValue

  public init(id: String, skillID: String, displayName: String?, input: JSONValue) {
    self.id = id
    self.skillID = skillID
    self.displayName = displayName
    self.input = input
  }
}

/// What a running call reported: a step, a fraction, a log line.
public struct ToolProgress: Sendable, Hashable {
  public var toolUseID: String
  public var skillID: String
  public var step: String?
  public var fraction: Double?
  public var log: String?
  public var elapsedSeconds: Double

  public init(
    toolUseID: String, skillID: String, step: String? = nil, fraction: Double? = nil,
    log: String? = nil, elapsedSeconds: Double
  ) {
    self.toolUseID = toolUseID
    self.skillID = skillID
    self.step = step
    self.fraction = fraction
    self.log = log
    self.elapsedSeconds = elapsedSeconds
  }
}

/// The one result of one call.
public struct ToolResultEvent: Sendable, Hashable {
  public var toolUseID: String
  public var skillID: String
  public var status: ToolResultStatus
  public var content: String
  public var data: JSONValue?
  public var summary: String
  public var durationMs: Int
  /// The catalogue's explanation, for errors.
  public var error: ErrorExplanation?
  /// When the skill started running; nil for calls that never ran.
  public var startedAt: Date?

  public init(
    toolUseID: String, skillID: String, status: ToolResultStatus, content: String,
    data: JSONValue? = nil, summary: String, durationMs: Int, error: ErrorExplanation? = nil,
    startedAt: Date? = nil
  ) {
    self.startedAt = startedAt
    self.toolUseID = toolUseID
    self.skillID = skillID
    self.status = status
    self.content = content
    self.data = data
    self.summary = summary
    self.durationMs = durationMs
    self.error = error
  }
}

/// One line about the calls of a turn.
public struct ToolUseSummary: Sendable, Hashable {
  public var summary: String
  public var toolUseIDs: [String]

  public init(summary: String, toolUseIDs: [String]) {
    self.summary = summary
    self.toolUseIDs = toolUseIDs
  }
}

/// A batch of parallel calls began.
public struct TaskStarted: Sendable, Hashable {
  public var taskID: String
  public var description: String
  public var toolUseIDs: [String]

  public init(taskID: String, description: String, toolUseIDs: [String]) {
    self.taskID = taskID
    self.description = description
    self.toolUseIDs = toolUseIDs
  }
}

/// One call of a parallel batch finished.
public struct TaskProgress: Sendable, Hashable {
  public var taskID: String
  public var completed: Int
  public var total: Int
  public var lastToolUseID: String

  public init(taskID: String, completed: Int, total: Int, lastToolUseID: String) {
    self.taskID = taskID
    self.completed = completed
    self.total = total
    self.lastToolUseID = lastToolUseID
  }
}

/// A hook began for a call.
public struct HookStarted: Sendable, Hashable {
  public var hookName: String
  public var event: HookEvent
  public var toolUseID: String

  public init(hookName: String, event: HookEvent, toolUseID: String) {
    self.hookName = hookName
    self.event = event
    self.toolUseID = toolUseID
  }
}

/// A line of a hook's output.
public struct HookProgress: Sendable, Hashable {
  public var hookName: String
  public var toolUseID: String
  public var output: String

  public init(hookName: String, toolUseID: String, output: String) {
    self.hookName = hookName
    self.toolUseID = toolUseID
    self.output = output
  }
}

/// A hook ended.
public struct HookResponse: Sendable, Hashable {
  public var hookName: String
  public var event: HookEvent
  public var toolUseID: String
  public var outcome: HookOutcome

  public init(hookName: String, event: HookEvent, toolUseID: String, outcome: HookOutcome) {
    self.hookName = hookName
    self.event = event
    self.toolUseID = toolUseID
    self.outcome = outcome
  }
}

/// A capability's authorization changed.
public struct AuthStatusChange: Sendable, Hashable {
  public var capability: String
  public var previous: AuthorizationStatus
  public var status: AuthorizationStatus

  public init(capability: String, previous: AuthorizationStatus, status: AuthorizationStatus) {
    self.capability = capability
    self.previous = previous
    self.status = status
  }
}

/// Files a call wrote.
public struct FilesPersisted: Sendable, Hashable {
  public var toolUseID: String
  public var paths: [String]

  public init(toolUseID: String, paths: [String]) {
    self.toolUseID = toolUseID
    self.paths = paths
  }
}

/// The answer to a local `/command`.
public struct LocalCommandOutput: Sendable, Hashable {
  public var command: String
  public var output: String
  /// The call whose command printed it (`shell.run`); nil for a local `/command`.
  public var toolUseID: String?
  /// `stdout`, `stderr`, or `notice` (a line ask adds, e.g. that live output stops).
  public var stream: String?

  public init(command: String, output: String, toolUseID: String? = nil, stream: String? = nil) {
    self.command = command
    self.output = output
    self.toolUseID = toolUseID
    self.stream = stream
  }
}

/// The decision on a gated call.
public struct PermissionDecisionEvent: Sendable, Hashable {
  public var toolUseID: String
  public var skillID: String
  public var requestID: String?
  public var decision: PermissionDecision
  /// The step of the gate's order that decided.
  public var decidedBy: DecisionStep
  public var reason: String
  /// The rule an allow_always or allow_session wrote, in its written form.
  public var rule: String?

  public init(
    toolUseID: String, skillID: String, requestID: String?, decision: PermissionDecision,
    decidedBy: DecisionStep, reason: String, rule: String? = nil
  ) {
    self.toolUseID = toolUseID
    self.skillID = skillID
    self.requestID = requestID
    self.decision = decision
    self.decidedBy = decidedBy
    self.reason = reason
    self.rule = rule
  }
}

/// How a run ended.
public struct RunResult: Sendable, Hashable {
  /// `success`, `error_max_turns`, `error_during_execution` or `cancelled`.
  public enum Subtype: String, Sendable, Hashable, Codable {
    case success
    case errorMaxTurns = "error_max_turns"
    case errorDuringExecution = "error_during_execution"
    case cancelled
  }

  public var subtype: Subtype
  /// The final assistant text.
  public var text: String
  public var numTurns: Int
  public var durationMs: Int
  public var usage: TokenUsage
  /// Nil when the model's price is unknown — never a guess.
  public var totalCostUSD: Double?
  public var error: ErrorExplanation?

  public init(
    subtype: Subtype, text: String, numTurns: Int, durationMs: Int, usage: TokenUsage,
    totalCostUSD: Double?, error: ErrorExplanation? = nil
  ) {
    self.subtype = subtype
    self.text = text
    self.numTurns = numTurns
    self.durationMs = durationMs
    self.usage = usage
    self.totalCostUSD = totalCostUSD
    self.error = error
  }
}
