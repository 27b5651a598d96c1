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
    /// What the call may reach beyond its sandbox: granted by a person or a `sandbox(…)` rule.
    var sandboxGrant = SandboxWidening()
  }

  /// Computes what a call will change, for the card; nil when the skill cannot say.
  /// It gets the input and the resolved paths across the boundary that rules allowed.
  typealias Previewer =
    @Sendable ([String: JSONValue], Set<String>) async -> Swift.Result<SkillPreview, SkillError>?

  /// Where prompts wait for a person; nil when nobody can be asked.
  let desk: PromptDesk?
  let authorization: (any AuthorizationProvider)?
  let ruleStore: (any PermissionRuleStore)?
  private let hooks: HookRunner
  let mode: PermissionMode
  private let cwd: String?
  /// The session's workspace: file skills' paths are checked against it.
  private let workspace: String?
  /// Where those paths are resolved.
  let fileSystem: any PathFileSystem
  /// Reads edited values as forms do (`明天上午九点` for a date-time).
  let values: @Sendable () -> FieldValueParser
  /// The sandbox of what a call starts, confined to the workspace: shown in its prompt.
  let sandbox: SandboxPolicy
  /// Session allowances the store could not keep (or with no store): held here only.
  var sessionRules: [PermissionRule] = []
  /// The session this gate's calls belong to, and the name its allowances are kept under.
  let sessionID: String
  let owner: String
  /// The time rules expire against.
  let now: @Sendable () -> Date
  var nextRequest = 0
  var queue = PromptQueue()

  init(
    desk: PromptDesk?, authorization: (any AuthorizationProvider)?,
    rules: (any PermissionRuleStore)?, hooks: HookRunner, mode: PermissionMode, cwd: String?,
    workspace: String? = nil, fileSystem: any PathFileSystem,
    sandbox: SandboxPolicy = SandboxPolicy(mode: .workspace), sessionID: String = "",
    owner: String = SessionAllowance.newOwner(), now: @escaping @Sendable () -> Date = { Date() },
    values: @escaping @Sendable () -> FieldValueParser
  ) {
    self.sessionID = sessionID
    self.owner = owner
    self.now = now
    self.sandbox = workspace.map { sandbox.confined(to: $0) } ?? sandbox
    self.fileSystem = fileSystem
    self.workspace = workspace
    self.values = values
    self.desk = desk
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
    result = await leaveSandbox(
      result, call: call, skill: skill, language: language, emitter: emitter)
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
  var writtenRule: String?

  /// Runs the decision machine for one call: each step it returns is done here (a hook, a
  /// read, a prompt, a preview, a rule kept) and what came of it is fed back.
  private func decide(
    _ call: ToolCall, skill: SkillDescriptor, input original: [String: JSONValue],
    language: UserLanguage, emitter: RunEmitter, preview previewer: Previewer?
  ) async -> Result {
    lastRequestID = nil
    writtenRule = nil
    let (workspace, fileSystem) = (workspace, fileSystem)
    var machine = PermissionGateMachine(
      skill: skill, input: original, mode: mode, cwd: cwd, language: language, values: values,
      crossings: { input in
        guard let workspace else { return [] }
        return WorkspaceBoundary.crossings(skill, input, workspace: workspace, in: fileSystem)
      })
    var step = machine.start()
    while true {
      let fact: PermissionGateMachine.Fact
      switch step {
      case .finish(let result):
        return result
      case .runHook(let input, let edited):
        fact = .hook(
          blocked: await blockingHook(call, skill: skill, input: input, edited: edited, emitter))
      case .loadRules:
        fact = .rules(await loadRules(emitter))
      case .readAuthorizations:
        do {
          fact = .authorizations(.success(try await authorizationStatuses(skill)))
        } catch {
          fact = .authorizations(
            .failure(.init(message: "authorizations unreadable: \(error)")))
        }
      case .askAuthorization(let capability, let input):
        fact = .authorizationAnswer(
          capability: capability,
          await askAuthorization(
            capability, call: call, skill: skill, input: input, language: language,
            emitter: emitter))
      case .preview(let input, let granted):
        fact = .preview(await previewer?(input, granted))
      case .askConfirmation(let input, let reason, let errors, let preview):
        fact = .confirmation(
          await askConfirmation(
            call: call, skill: skill, input: input, reason: reason, errors: errors,
            language: language, emitter: emitter, preview: preview))
      case .remember(let answer):
        fact = .remembered(await keep(answer, skill: skill, emitter: emitter), for: answer)
      }
      step = machine.next(fact)
    }
  }

  /// The stored rules for the workspace that have not expired, and this session's allowances
  /// as the store holds them now (one revoked by `ask grants revoke` is gone); lines the store
  /// ignored are warned about.
  func loadRules(_ emitter: RunEmitter) async
    -> Swift.Result<[PermissionRule], PermissionGateMachine.GateReadError>
  {
    do {
      let stored = try await ruleStore?.rules(for: cwd)
      for line in stored?.ignored ?? [] {
        emitter.warn("permission rules: \(line)")
      }
      let time = now()
      let live = (stored?.rules.map(\.rule) ?? []).filter { !$0.isExpired(at: time) }
      let allowances = try await ruleStore?.sessionAllowances(owner: owner).map(\.rule) ?? []
      return .success(live + allowances + sessionRules)
    } catch {
      return .failure(.init(message: "permission rules unreadable: \(error)"))
    }
  }

  /// Keeps the rule an allow_session / allow_always answer asks for: an "always" is stored;
  /// a "session" one (or an "always" the store could not keep, with a warning) is this
  /// session's allowance.
  private func keep(_ answer: ResolvedDecision, skill: SkillDescriptor, emitter: RunEmitter)
    async -> PermissionRule?
  {
    guard var rule = remember(answer, skill: skill, emitter: emitter) else { return nil }
    rule.madeBy =
      "answer \(answer.decision.rawValue) in session \(sessionID) to \(skill.id)"
      + (lastRequestID.map { " (\($0))" } ?? "")
    rule.createdAt = now()
    if answer.decision == .allowAlways, let ruleStore {
      do {
        try await ruleStore.add(rule)
        return rule
      } catch {
        emitter.warn(
          "could not save \"always allow \(rule.pattern)\": \(error); allowed for this session")
      }
    }
    await allowForSession(rule, emitter: emitter)
    return rule
  }

  /// Keeps `rule` as this session's allowance: in the store, where `ask grants` sees it and
  /// can revoke it; held here when there is no store or it fails (with a warning).
  func allowForSession(_ rule: PermissionRule, emitter: RunEmitter) async {
    var allowance = rule
    allowance.scope = .session
    guard let ruleStore else {
      sessionRules.append(allowance)
      return
    }
    do {
      try await ruleStore.addSessionAllowance(allowance, session: sessionID, owner: owner)
    } catch {
      emitter.warn(
        "could not record the allowance \(rule.pattern) for this session (\(error)); "
          + "it holds until this run ends and ask grants cannot list it")
      sessionRules.append(allowance)
    }
  }

  private func crossings(_ skill: SkillDescriptor, _ input: [String: JSONValue])
    -> [BoundaryCrossing]
  {
    guard let workspace else { return [] }
    return WorkspaceBoundary.crossings(skill, input, workspace: workspace, in: fileSystem)
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

  /// The rule an allow_session / allow_always answer asks for.
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
      writtenRule = rule.pattern
      return rule
    } catch {
      emitter.warn("\(error); allowed once instead")
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
