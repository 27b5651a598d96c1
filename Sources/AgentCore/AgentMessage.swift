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
  // The two big payloads (a skill's whole descriptor, ~600 bytes) are boxed, so that every
  // other message — copied at every hand-off — is not as big as they are.
  indirect case permissionRequest(PermissionRequest)
  /// How a gated call was decided, and what decided it.
  case permissionDecision(PermissionDecisionEvent)
  indirect case inputRequest(InputRequest)
}

/// A system notice: `init` at run start, or a `notice` during it.
public struct SystemNotice: Sendable, Hashable {
  /// What the notice is about (`init`, `warning`, `skills_changed`…): what programs read.
  public var subtype: String
  /// The notice in English words; front ends show it through `NoticeText`.
  public var message: String
  /// The model of the run, on the `init` notice.
  public var model: String?
  /// The skill ids the notice concerns (all of them on `init` and `skills_changed`).
  public var skills: [String]
  /// For `skills_changed`: the ids that appeared, disappeared or changed their declaration.
  public var added: [String] = []
  /// The skills `skills_changed` removed.
  public var removed: [String] = []
  /// The skills `skills_changed` found changed.
  public var updated: [String] = []

  /// A notice of `subtype` saying `message`.
  public init(subtype: String, message: String, model: String? = nil, skills: [String] = []) {
    self.subtype = subtype
    self.message = message
    self.model = model
    self.skills = skills
  }
}

/// A complete assistant turn.
public struct AssistantTurn: Sendable, Hashable {
  /// The text the model wrote.
  public var text: String
  /// The calls the model asked for, in order.
  public var toolCalls: [ToolCall]
  /// The model that wrote the turn.
  public var model: String
  /// Why the model stopped; nil when the stream ended without saying.
  public var stopReason: StopReason?
  /// This turn's tokens (the run's total is in the result).
  public var usage: TokenUsage
  /// This turn's cost, nil when the price is unknown.
  public var costUSD: Double?

  /// One assistant turn.
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
  /// The tool-use id of the call.
  public var id: String
  /// The skill called.
  public var skillID: String
  /// The skill's name in the run's language, when the skill is known.
  public var displayName: String?
  /// The input as the model sent it.
  public var input: JSONValue

  /// A call the model asked for.
  public init(id: String, skillID: String, displayName: String?, input: JSONValue) {
    self.id = id
    self.skillID = skillID
    self.displayName = displayName
    self.input = input
  }
}

/// What a running call reported: a step, a fraction, a log line.
public struct ToolProgress: Sendable, Hashable {
  /// The call that is running.
  public var toolUseID: String
  /// The skill running it.
  public var skillID: String
  /// The step the skill reported, if this report has one.
  public var step: String?
  /// How far the skill is, 0…1, if it said.
  public var fraction: Double?
  /// A line the skill logged, if this report is one.
  public var log: String?
  /// Seconds since the call started.
  public var elapsedSeconds: Double

  /// One progress report of a running call.
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
  /// The call the result answers.
  public var toolUseID: String
  /// The skill that ran.
  public var skillID: String
  /// success, error, denied or cancelled.
  public var status: ToolResultStatus
  /// What the model receives about the call.
  public var content: String
  /// The skill's structured result, when it has one.
  public var data: JSONValue?
  /// One line for the card, in the run's language.
  public var summary: String
  /// How long the call ran.
  public var durationMs: Int
  /// The catalogue's explanation, for errors.
  public var error: ErrorExplanation?
  /// When the skill started running; nil for calls that never ran.
  public var startedAt: Date?

  /// The result of one call.
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
  /// What the calls were, in one line.
  public var summary: String
  /// The calls summarized.
  public var toolUseIDs: [String]

  /// A summary of a group of calls.
  public init(summary: String, toolUseIDs: [String]) {
    self.summary = summary
    self.toolUseIDs = toolUseIDs
  }
}

/// The decision on a gated call.
public struct PermissionDecisionEvent: Sendable, Hashable {
  /// The call decided about.
  public var toolUseID: String
  /// The skill called.
  public var skillID: String
  /// The prompt the decision answers; nil when the gate decided without asking.
  public var requestID: String?
  /// What was decided.
  public var decision: PermissionDecision
  /// The step of the gate's order that decided.
  public var decidedBy: DecisionStep
  /// Why, in English (programs read it); shown through `DecisionReason`.
  public var reason: String
  /// The rule an allow_always or allow_session wrote, in its written form.
  public var rule: String?

  /// A decision about one call.
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

  /// How the run ended.
  public var subtype: Subtype
  /// The final assistant text.
  public var text: String
  /// Model turns the run took.
  public var numTurns: Int
  /// How long the run took.
  public var durationMs: Int
  /// Tokens the run's model turns used.
  public var usage: TokenUsage
  /// Nil when the model's price is unknown — never a guess.
  public var totalCostUSD: Double?
  /// What went wrong, with its fix, for a run that did not succeed.
  public var error: ErrorExplanation?

  /// The end of a run.
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
