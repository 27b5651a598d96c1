import SkillKit

/// What a permission prompt asks for.
public enum PermissionRequestKind: String, Sendable, Hashable, Codable {
  /// Confirm this skill call.
  case confirmation
  /// Grant a system capability (distinct from confirming the call).
  case authorization
  /// Let the call leave its sandbox (`capability`: `network`, `write /path`, …), asked after
  /// the call itself was allowed.
  case sandbox
  /// Let the model write a completion an MCP server asked for during the call (its server,
  /// model, token limit and messages are the request's `input`); every request is asked.
  case sampling
}

/// A question to the user: may this call run (or may this capability be used)?
public struct PermissionRequest: Sendable, Hashable {
  /// The id the answer names (`perm-1`).
  public var requestID: String
  /// A confirmation of a call, or a system authorization.
  public var kind: PermissionRequestKind
  /// The call the prompt is about.
  public var toolUseID: String
  /// The skill called, named in the run's language.
  public var skill: SkillDescriptor
  /// The input the call would run with.
  public var input: JSONValue
  /// The capability asked for, when `kind` is `authorization`; what leaves the sandbox
  /// (`network, write /path`) when it is `sandbox`.
  public var capability: String?
  /// One human sentence: what the call will do.
  public var summary: String
  /// Why the gate asks (`level userConfirmation: needs your confirmation`, an ask rule).
  public var reason: String
  /// The rule "always allow" and "allow for this session" would write, e.g. `todo.add`.
  public var suggestedRule: String
  /// Field messages when an edited input did not validate, by field name.
  public var errors: [String: String]
  /// What the call will change (a file's diff), computed before asking.
  public var preview: SkillPreview?
  /// The sandbox the call's process runs in (what it may write, whether it reaches the
  /// network); nil for a skill that starts no process.
  public var sandbox: SandboxPolicy?

  /// A prompt for one call.
  public init(
    requestID: String, kind: PermissionRequestKind, toolUseID: String, skill: SkillDescriptor,
    input: JSONValue, capability: String? = nil, summary: String, reason: String = "",
    suggestedRule: String? = nil, errors: [String: String] = [:], preview: SkillPreview? = nil,
    sandbox: SandboxPolicy? = nil
  ) {
    self.preview = preview
    self.sandbox = sandbox
    self.requestID = requestID
    self.kind = kind
    self.toolUseID = toolUseID
    self.skill = skill
    self.input = input
    self.capability = capability
    self.summary = summary
    self.reason = reason
    self.suggestedRule = suggestedRule ?? skill.id
    self.errors = errors
  }

  /// The decisions this request accepts: a system authorization is granted or not, never
  /// "for the session" or "always" (those write permission rules); a sampling request is
  /// allowed once or not (each one is asked).
  public var options: [PermissionDecision] {
    switch kind {
    case .authorization: return [.allowOnce, .deny, .denyAndStop]
    case .sampling: return [.allowOnce, .deny]
    case .confirmation, .sandbox: return PermissionDecision.allCases
    }
  }
}

extension PermissionRequest {
  /// A sampling request's system prompt and messages as lines (`role: text`), controls made
  /// visible, at most `limit` of them and then how many more: every face shows them alike.
  public func samplingLines(limit: Int = 12) -> [String] {
    var text: [String] = []
    if let system = input["system"]?.stringValue { text.append("system: \(system)") }
    for message in input["messages"]?.arrayValue ?? [] {
      text.append(
        "\(message["role"]?.stringValue ?? "user"): \(message["text"]?.stringValue ?? "")")
    }
    let rows = text.joined(separator: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { VisibleText.escaped(String($0), keepingNewlines: false) }
    return Array(rows.prefix(limit))
      + (rows.count > limit ? ["… \(rows.count - limit) more lines"] : [])
  }
}

/// The user's answer to a `PermissionRequest`.
public enum PermissionDecision: String, Sendable, Hashable, Codable, CaseIterable {
  case allowOnce = "allow_once"
  /// Allowed until this agent (the session) ends.
  case allowSession = "allow_session"
  /// Allowed now and later: a persisted rule.
  case allowAlways = "allow_always"
  case deny
  /// Deny, and end the run.
  case denyAndStop = "deny_and_stop"

  /// Allowed, once, for the session, or always.
  public var isAllowed: Bool { self == .allowOnce || self == .allowSession || self == .allowAlways }
}

/// Why a decision was made without (or with) asking: shown and reported.
public struct ResolvedDecision: Sendable, Hashable {
  /// What was decided.
  public var decision: PermissionDecision
  /// What decided: `user`, `rule`, `level normal`, `no answer (stdin closed)`…
  public var reason: String
  /// For a deny: words the model receives.
  public var message: String?
  /// The input as the user edited it in the prompt; validated again before it runs.
  public var editedInput: [String: JSONValue]?
  /// For allow_always / allow_session: the rule to write instead of the suggested one.
  public var rule: String?
  /// For allow_always: `user` (the default) or `project`.
  public var ruleScope: String?
  /// A person gave this answer. False for the deny that stands in for no answer (closed
  /// input, a cancelled run, a lost UI, Esc): it denies this call only and never changes
  /// anything stored.
  public var byPerson: Bool = true

  /// A decision with its reason (stored in English), the user's message and edits.
  public init(
    _ decision: PermissionDecision, reason: String, message: String? = nil,
    editedInput: [String: JSONValue]? = nil, rule: String? = nil, ruleScope: String? = nil
  ) {
    self.decision = decision
    self.reason = reason
    self.message = message
    self.editedInput = editedInput
    self.rule = rule
    self.ruleScope = ruleScope
  }

  /// A person's answer as a protocol line gave it (`ask --json`'s stdin, `ask serve`'s API):
  /// the reason names the decision and the message.
  public static func answered(_ answer: PermissionAnswer, message: String?, scope: String?)
    -> ResolvedDecision
  {
    let reason = "user: \(answer.decision.rawValue)" + (message.map { " (\($0))" } ?? "")
    return ResolvedDecision(
      answer.decision, reason: reason, message: message, editedInput: answer.input,
      rule: answer.rule, ruleScope: scope)
  }

  /// The deny that stands in for an answer nobody gave.
  public static func noAnswer(_ reason: String) -> ResolvedDecision {
    var decision = ResolvedDecision(.deny, reason: reason)
    decision.byPerson = false
    return decision
  }
}

/// A form for missing parameters of a call.
public struct InputRequest: Sendable, Hashable {
  /// The id the answer names (`input-1`).
  public var requestID: String
  /// The call the form is for.
  public var toolUseID: String
  /// The skill called.
  public var skill: SkillDescriptor
  /// The fields to fill: the missing required ones.
  public var fields: [InputField]
  /// What the call has so far.
  public var input: JSONValue
  /// Messages from a previous attempt, by field name.
  public var errors: [String: String]
  /// What the asker says (an MCP server's elicitation message); nil for missing fields.
  public var message: String?

  /// A form for the fields a call still needs.
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
