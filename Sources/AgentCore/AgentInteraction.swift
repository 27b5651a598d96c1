import SkillKit

/// What a permission prompt asks for.
public enum PermissionRequestKind: String, Sendable, Hashable, Codable {
  /// Confirm this skill call.
  case confirmation
  /// Grant a system capability (distinct from confirming the call).
  case authorization
}

/// A question to the user: may this call run (or may this capability be used)?
public struct PermissionRequest: Sendable, Hashable {
  public var requestID: String
  public var kind: PermissionRequestKind
  public var toolUseID: String
  public var skill: SkillDescriptor
  public var input: JSONValue
  /// The capability asked for, when `kind` is `authorization`.
  public var capability: String?
  /// One human sentence: what the call will do.
  public var summary: String

  public init(
    requestID: String, kind: PermissionRequestKind, toolUseID: String, skill: SkillDescriptor,
    input: JSONValue, capability: String? = nil, summary: String
  ) {
    self.requestID = requestID
    self.kind = kind
    self.toolUseID = toolUseID
    self.skill = skill
    self.input = input
    self.capability = capability
    self.summary = summary
  }
}

/// The user's answer to a `PermissionRequest`.
public enum PermissionDecision: String, Sendable, Hashable, Codable {
  case allowOnce = "allow_once"
  case allowAlways = "allow_always"
  case deny

  /// Allowed, once or always.
  public var isAllowed: Bool { self != .deny }
}

/// Why a decision was made without (or with) asking: shown and reported.
public struct ResolvedDecision: Sendable, Hashable {
  public var decision: PermissionDecision
  /// What decided: `user`, `rule`, `level normal`, `no answer (stdin closed)`…
  public var reason: String

  public init(_ decision: PermissionDecision, reason: String) {
    self.decision = decision
    self.reason = reason
  }
}

/// A form for missing parameters of a call.
public struct InputRequest: Sendable, Hashable {
  public var requestID: String
  public var toolUseID: String
  public var skill: SkillDescriptor
  /// The fields to fill: the missing required ones.
  public var fields: [InputField]
  /// What the call has so far.
  public var input: JSONValue
  /// Messages from a previous attempt, by field name.
  public var errors: [String: String]

  public init(
    requestID: String, toolUseID: String, skill: SkillDescriptor, fields: [InputField],
    input: JSONValue, errors: [String: String] = [:]
  ) {
    self.requestID = requestID
    self.toolUseID = toolUseID
    self.skill = skill
    self.fields = fields
    self.input = input
    self.errors = errors
  }
}

/// The user's answer to an `InputRequest`, like MCP elicitation.
public enum InputResponse: Sendable, Hashable {
  /// Values by field name; date-time fields may be natural language (`明天上午九点`).
  case accept([String: JSONValue])
  /// Not now: the call gets an error result and the run goes on.
  case decline
  /// Stop the whole run; `reason` says why (`stdin closed`, `user`).
  case cancel(reason: String)
}

/// The user-facing side of the loop: answers prompts and forms.
///
/// Implementations must return (with `.deny` / `.cancel`) when their UI goes away; the
/// gate also resolves pending prompts as deny when the run is cancelled.
public protocol AgentInteraction: Sendable {
  func decide(_ request: PermissionRequest) async -> ResolvedDecision
  func complete(_ request: InputRequest) async -> InputResponse
}
