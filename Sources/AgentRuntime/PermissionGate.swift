import AgentCore
import Foundation
import SkillKit

/// Decides whether one validated call may run, in the documented order: hooks → deny rules →
/// ask rules → permission mode → allow rules → the skill's level → system authorization →
/// ask the user (see `PermissionPolicy`). Every decision names the step that made it.
///
/// Fail closed: with nobody to ask, anything that needs a person is denied; a prompt cancelled
/// with the run is a deny. Prompts are shown one at a time, first come first served.
actor PermissionGate {
  /// The gate's answer for one call.
  struct Result: Sendable {
    enum Outcome: Sendable {
      case allowed
      case denied(AgentError)
      /// The call cannot run as asked (its preview failed: an edit whose text is not there).
      case failed(SkillError)
      /// deny_and_stop: the run ends.
      case stop
    }

    var outcome: Outcome
    /// The input to run: the validated one, or the user's edit of it.
    var input: [String: JSONValue]
    var edited: Bool
    var decision: PermissionDecision
    var step: DecisionStep
    var reason: String
    /// Words for the model, from a deny.
    var message: String?
    /// Resolved paths across the workspace boundary that an allow rule named.
    var granted: Set<String> = []
    /// The change the user was shown and approved.
    var preview: SkillPreview?
  }

  /// Computes what a call will change, for the card; nil when the skill cannot say.
  /// It gets the input and the resolved paths across the boundary that rules allowed.
  typealias Previewer =
    @Sendable ([String: JSONValue], Set<String>) async -> Swift.Result<SkillPreview, SkillError>?

  let interaction: (any AgentInteraction)?
  let authorization: (any AuthorizationProvider)?
  private let ruleStore: (any PermissionRuleStore)?
  private let hooks: HookRunner
  let mode: PermissionMode
  private let cwd: String?
  /// The session's workspace: file skills' paths are checked against it.
  private let workspace: String?
  /// Reads edited values as forms do (`明天上午九点` for a date-time).
  private let values: @Sendable () -> FieldValueParser
  private var sessionRules: [PermissionRule] = []
  var nextRequest = 0
  var queue = PromptQueue()
  private static let maxEdits = 3

  init(
    interaction: (any AgentInteraction)?, authorization: (any AuthorizationProvider)?,
    rules: (any PermissionRuleStore)?, hooks: HookRunner, mode: PermissionMode, cwd: String?,
    workspace: String? = nil, values: @escaping @Sendable () -> FieldValueParser
  ) {
    self.workspace = workspace
    self.values = values
    self.interaction = interaction
    self.authorization = authorization
    self.ruleStore = rules
    self.hooks = hooks
    self.mode = mode
    self.cwd = cwd
  }

  /// The gate's answer for `call`, announcing prompts and the decision through `emitter`.
  func check(
    _ call: ToolCall, skill: SkillDescriptor, input: [String: JSONValue], language: UserLanguage,
    emitter: RunEmitter, preview: Previewer? = nil
  ) async -> Result {
    var result = await decide(
      call, skill: skill, input: input, language: language, emitter: emitter, preview: preview)
    if case .allowed = result.outcome {
      result.granted = Set(crossings(skill, result.input).map(\.resolved))
    }
    emitter.emit(
      .permissionDecision(
        PermissionDecisionEvent(
          toolUseID: call.id, skillID: skill.id, requestID: lastRequestID,
          decision: result.decision,
          decidedBy: result.step, reason: result.reason, rule: writtenRule)))
    return result
  }

  var lastRequestID: String?
  private var writtenRule: String?

  private func decide(
    _ call: ToolCall, skill: SkillDescriptor, input original: [String: JSONValue],
    language: UserLanguage, emitter: RunEmitter, preview previewer: Previewer?
  ) async -> Result {
    var shown: SkillPreview?
    lastRequestID = nil
    writtenRule = nil
    var input = original
    var edited = false
    var userApproved: ResolvedDecision?
    var editErrors: [String: String] = [:]
    var invalidEdits = 0
    if let blocked = await blockingHook(call, skill: skill, input: input, edited: false, emitter) {
      return blocked
    }
    var rules: [PermissionRule] = []
    do {
      let stored = try await ruleStore?.rules(for: cwd)
      rules = (stored?.rules.map(\.rule) ?? []) + sessionRules
      for line in stored?.ignored ?? [] {
        emitter.emit(
          .system(SystemNotice(subtype: "warning", message: "permission rules: \(line)")))
      }
    } catch {
      return unreadable(skill, input, .user, "permission rules unreadable: \(error)")
    }
    // Authorization answers given for this call; stored ones only when a person answered.
    var answered: [String: AuthorizationStatus] = [:]
    while true {
      let statuses: [String: AuthorizationStatus]
      do {
        statuses = try await authorizationStatuses(skill).merging(answered) { _, new in new }
      } catch {
        return unreadable(skill, input, .authorization, "authorizations unreadable: \(error)")
      }
      let verdict = PermissionPolicy.evaluate(
        skill: skill, input: input, rules: rules, mode: mode, authorizations: statuses, cwd: cwd,
        crossings: crossings(skill, input))
      switch verdict {
      case .allow(let step, let reason):
        return Result(
          outcome: .allowed, input: input, edited: edited, decision: .allowOnce, step: step,
          reason: reason, preview: shown)
      case .deny(let step, let reason):
        let error: AgentError =
          step == .authorization
          ? .authorizationDenied(
            capability: skill.requiredAuthorizations.first { statuses[$0] == .denied } ?? "?")
          : .permissionDenied(skill: skill.id, message: reason, by: step)
        return Result(
          outcome: .denied(error), input: input, edited: edited, decision: .deny, step: step,
          reason: reason)
      case .askAuthorization(let capability):
        let answer = await askAuthorization(
          capability, call: call, skill: skill, input: input, language: language,
          emitter: emitter)
        if answer.decision == .denyAndStop {
          return Result(
            outcome: .stop, input: input, edited: edited, decision: .denyAndStop,
            step: .authorization,
            reason: answer.reason)
        }
        guard answer.byPerson else {
          return Result(
            outcome: .denied(.authorizationRequired(capability: capability)), input: input,
            edited: edited, decision: .deny, step: .authorization,
            reason: "\(answer.reason); authorization \(capability) left undetermined")
        }
        answered[capability] = answer.decision.isAllowed ? .authorized : .denied
      case .askUser(_, let reason):
        if let approved = userApproved {
          return Result(
            outcome: .allowed, input: input, edited: edited, decision: approved.decision,
            step: .user,
            reason: approved.reason, preview: shown)
        }
        // The change is computed before asking; a call that cannot apply is not asked about.
        switch await previewer?(input, Set(crossings(skill, input).map(\.resolved))) {
        case .success(let preview): shown = preview
        case .failure(let error):
          return Result(
            outcome: .failed(error), input: input, edited: edited, decision: .deny, step: .level,
            reason: "not asked: \(error.message)")
        case nil: shown = nil
        }
        let answer = await askConfirmation(
          call: call, skill: skill, input: input,
          reason: DecisionReason.shown(reason, in: language),
          errors: editErrors,
          language: language, emitter: emitter, preview: shown)
        if let edit = answer.editedInput, answer.decision.isAllowed, edit != input {
          var merged = input
          let parser = values()
          for (name, value) in edit {
            merged[name] = skill.field(named: name).map { parser.parse(value, for: $0) } ?? value
          }
          let violations = SchemaValidator.validate(.object(merged), against: skill.inputSchema)
          if !violations.isEmpty {
            editErrors = Dictionary(
              violations.map { ($0.path, $0.message) }, uniquingKeysWith: { first, _ in first })
            invalidEdits += 1
            if invalidEdits >= Self.maxEdits {
              let reason = "the edited input was invalid \(invalidEdits) times"
              return Result(
                outcome: .denied(.permissionDenied(skill: skill.id, message: reason)),
                input: input, edited: false, decision: .deny, step: .user, reason: reason)
            }
            continue
          }
          input = merged
          edited = true
          editErrors = [:]
          // The hooks judge what will run: the edited input goes through them again.
          if let blocked = await blockingHook(
            call, skill: skill, input: input, edited: true, emitter)
          {
            return blocked
          }
        }
        switch answer.decision {
        case .deny:
          return Result(
            outcome: .denied(.permissionDenied(skill: skill.id, message: answer.message)),
            input: input,
            edited: edited, decision: .deny, step: .user, reason: answer.reason,
            message: answer.message)
        case .denyAndStop:
          return Result(
            outcome: .stop, input: input, edited: edited, decision: .denyAndStop, step: .user,
            reason: answer.reason, message: answer.message)
        case .allowSession, .allowAlways:
          if let rule = remember(answer, skill: skill, emitter: emitter) {
            if answer.decision == .allowAlways {
              do {
                try await ruleStore?.add(rule)
              } catch {
                emitter.emit(
                  .system(
                    SystemNotice(
                      subtype: "warning",
                      message:
                        "could not save \"always allow \(rule.pattern)\": \(error); allowed for this session"
                    )))
              }
            }
            rules.append(rule)
          }
          userApproved = answer
          if edited { continue }
          return Result(
            outcome: .allowed, input: input, edited: edited, decision: answer.decision, step: .user,
            reason: answer.reason, preview: shown)
        case .allowOnce:
          userApproved = answer
          if edited { continue }
          return Result(
            outcome: .allowed, input: input, edited: edited, decision: .allowOnce, step: .user,
            reason: answer.reason, preview: shown)
        }
      }
    }
  }

  private func crossings(_ skill: SkillDescriptor, _ input: [String: JSONValue])
    -> [BoundaryCrossing]
  {
    guard let workspace else { return [] }
    return WorkspaceBoundary.crossings(skill, input, workspace: workspace)
  }

  /// The denial when a `pre_tool_use` hook blocks `input`.
  private func blockingHook(
    _ call: ToolCall, skill: SkillDescriptor, input: [String: JSONValue], edited: Bool,
    _ emitter: RunEmitter
  ) async -> Result? {
    let hookInput = HookInput(
      event: .preToolUse, toolUseID: call.id, skillID: skill.id, input: .object(input))
    guard let blocked = await hooks.run(hookInput, emitter: emitter) else { return nil }
    let reason = blocked.output.isEmpty ? "blocked by a hook" : blocked.output
    return Result(
      outcome: .denied(.permissionDenied(skill: skill.id, message: reason, by: .hook)),
      input: input, edited: edited, decision: .deny, step: .hook, reason: "hook: \(reason)",
      message: reason)
  }

  /// Fails closed when what the gate must read (rules, authorizations) cannot be read: the
  /// user is told it is the store, not a person, that stopped the call.
  private func unreadable(
    _ skill: SkillDescriptor, _ input: [String: JSONValue], _ step: DecisionStep, _ reason: String
  ) -> Result {
    Result(
      outcome: .denied(
        .invalidConfiguration("\(reason); nothing runs until they can be read (ask doctor)")),
      input: input, edited: false, decision: .deny, step: step, reason: reason)
  }

  /// The rule an allow_session / allow_always answer asks for, kept for this session.
  private func remember(_ answer: ResolvedDecision, skill: SkillDescriptor, emitter: RunEmitter)
    -> PermissionRule?
  {
    let text = answer.rule ?? skill.id
    let scope: RuleScope
    switch (answer.decision, answer.ruleScope) {
    case (.allowSession, _): scope = .session
    case (_, "project"): scope = .project(cwd ?? "/")
    default: scope = .user
    }
    do {
      let parsed = try RulePatternParser.parse(text)
      guard RuleMatcher.skillMatches(parsed.skill, skill.id) else {
        throw RulePatternParser.ParseError(pattern: text, reason: "it does not cover \(skill.id)")
      }
      let rule = PermissionRule(
        skill: parsed.skill, fields: parsed.fields, decision: .allow, scope: scope)
      sessionRules.append(
        PermissionRule(skill: rule.skill, fields: rule.fields, decision: .allow, scope: .session))
      writtenRule = rule.pattern
      return rule
    } catch {
      emitter.emit(
        .system(SystemNotice(subtype: "warning", message: "\(error); allowed once instead")))
      return nil
    }
  }

  /// The stored status of each capability the skill needs; a store that cannot be read is an
  /// error (the call is denied), never "not determined".
  private func authorizationStatuses(_ skill: SkillDescriptor) async throws -> [String:
    AuthorizationStatus]
  {
    var statuses: [String: AuthorizationStatus] = [:]
    guard !skill.requiredAuthorizations.isEmpty else { return statuses }
    for capability in skill.requiredAuthorizations {
      statuses[capability] = try await authorization?.status(of: capability) ?? .notDetermined
    }
    return statuses
  }
}
