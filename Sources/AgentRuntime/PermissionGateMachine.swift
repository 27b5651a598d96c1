import AgentCore
import Foundation
import SkillKit

/// The gate's decision for one call as a pure machine: it is told what the gate learned (a
/// hook's verdict, the rules, the authorizations, a person's answer) and returns what to do
/// next — run a hook, read, ask, preview, remember a rule — or the result. `PermissionGate`
/// does each step and feeds back what came of it; the order of the steps is `PermissionPolicy`'s.
struct PermissionGateMachine {
  typealias Result = PermissionGate.Result

  /// What the gate does next.
  enum Step: Sendable {
    /// Run the `pre_tool_use` hooks on `input` (again after an edit).
    case runHook(input: [String: JSONValue], edited: Bool)
    /// Read the stored rules (user, project) for the workspace.
    case loadRules
    /// Read the stored status of each capability the skill needs.
    case readAuthorizations
    case askAuthorization(capability: String, input: [String: JSONValue])
    /// Compute the change the call will make, for the card, before asking.
    case preview(input: [String: JSONValue], granted: Set<String>)
    case askConfirmation(
      input: [String: JSONValue], reason: String, errors: [String: String],
      preview: SkillPreview?)
    /// Keep the rule an allow_session / allow_always answer asks for (and store an "always").
    case remember(ResolvedDecision)
    case finish(Result)
  }

  /// What came of a step.
  enum Fact: Sendable {
    /// The hooks passed (nil) or blocked the call.
    case hook(blocked: Result?)
    /// The rules read, or why they could not be read.
    case rules(Swift.Result<[PermissionRule], GateReadError>)
    case authorizations(Swift.Result<[String: AuthorizationStatus], GateReadError>)
    /// The answer to the question about `capability`.
    case authorizationAnswer(capability: String, ResolvedDecision)
    case preview(Swift.Result<SkillPreview, SkillError>?)
    case confirmation(ResolvedDecision)
    /// The rule kept for `answer`, nil when its pattern was not usable (allowed once).
    case remembered(PermissionRule?, for: ResolvedDecision)
  }

  /// Why the gate could not read what it must (the rule store, the authorizations).
  struct GateReadError: Error, Sendable {
    let message: String
  }

  private let skill: SkillDescriptor
  private let mode: PermissionMode
  private let cwd: String?
  private let language: UserLanguage
  /// Reads edited values as forms do, at the moment of the answer (relative dates).
  private let values: @Sendable () -> FieldValueParser
  private let crossings: @Sendable ([String: JSONValue]) -> [BoundaryCrossing]
  private var input: [String: JSONValue]
  private var edited = false
  private var rules: [PermissionRule] = []
  /// Authorization answers given for this call; stored ones only when a person answered.
  private var answered: [String: AuthorizationStatus] = [:]
  private var userApproved: ResolvedDecision?
  private var shown: SkillPreview?
  private var editErrors: [String: String] = [:]
  private var invalidEdits = 0
  /// The reason the policy gave for asking, while the preview is computed.
  private var askReason = ""
  /// The answer whose edit is being judged by the hooks.
  private var pendingAnswer: ResolvedDecision?
  static let maxEdits = 3

  init(
    skill: SkillDescriptor, input: [String: JSONValue], mode: PermissionMode, cwd: String?,
    language: UserLanguage, values: @escaping @Sendable () -> FieldValueParser,
    crossings: @escaping @Sendable ([String: JSONValue]) -> [BoundaryCrossing]
  ) {
    self.skill = skill
    self.input = input
    self.mode = mode
    self.cwd = cwd
    self.language = language
    self.values = values
    self.crossings = crossings
  }

  /// The first step: the hooks judge the call as the model gave it.
  func start() -> Step { .runHook(input: input, edited: false) }

  /// The step after `fact`.
  mutating func next(_ fact: Fact) -> Step {
    switch fact {
    case .hook(let blocked?):
      return .finish(blocked)
    case .hook(nil):
      // The hooks passed the call as given (then the rules are read) or as a person edited
      // it (then the answer with the edit applies).
      guard let answer = pendingAnswer else { return .loadRules }
      pendingAnswer = nil
      return decided(answer)
    case .rules(.success(let read)):
      rules = read
      return .readAuthorizations
    case .rules(.failure(let error)):
      return .finish(unreadable(.user, error.message))
    case .authorizations(.failure(let error)):
      return .finish(unreadable(.authorization, error.message))
    case .authorizations(.success(let stored)):
      return evaluate(stored.merging(answered) { _, new in new })
    case .authorizationAnswer(let capability, let answer):
      return authorizationAnswered(answer, for: capability)
    case .preview(let outcome):
      return previewed(outcome)
    case .confirmation(let answer):
      return confirmed(answer)
    case .remembered(let rule, let answer):
      if let rule { rules.append(rule) }
      return approved(answer)
    }
  }

  private mutating func evaluate(_ statuses: [String: AuthorizationStatus]) -> Step {
    let verdict = PermissionPolicy.evaluate(
      skill: skill, input: input, rules: rules, mode: mode, authorizations: statuses, cwd: cwd,
      crossings: crossings(input))
    switch verdict {
    case .allow(let step, let reason):
      return .finish(
        Result(
          outcome: .allowed, input: input, edited: edited, decision: .allowOnce, step: step,
          reason: reason, preview: shown))
    case .deny(let step, let reason):
      let error: AgentError =
        step == .authorization
        ? .authorizationDenied(
          capability: skill.requiredAuthorizations.first { statuses[$0] == .denied } ?? "?")
        : .permissionDenied(skill: skill.id, message: reason, by: step)
      return .finish(
        Result(
          outcome: .denied(error), input: input, edited: edited, decision: .deny, step: step,
          reason: reason))
    case .askAuthorization(let capability):
      return .askAuthorization(capability: capability, input: input)
    case .askUser(_, let reason):
      if let approved = userApproved {
        return .finish(
          Result(
            outcome: .allowed, input: input, edited: edited, decision: approved.decision,
            step: .user, reason: approved.reason, preview: shown))
      }
      // The change is computed before asking; a call that cannot apply is not asked about.
      askReason = reason
      return .preview(input: input, granted: Set(crossings(input).map(\.resolved)))
    }
  }

  private mutating func authorizationAnswered(_ answer: ResolvedDecision, for capability: String)
    -> Step
  {
    if answer.decision == .denyAndStop {
      return .finish(
        Result(
          outcome: .stop, input: input, edited: edited, decision: .denyAndStop,
          step: .authorization, reason: answer.reason))
    }
    guard answer.byPerson else {
      return .finish(
        Result(
          outcome: .denied(.authorizationRequired(capability: capability)), input: input,
          edited: edited, decision: .deny, step: .authorization,
          reason: "\(answer.reason); authorization \(capability) left undetermined"))
    }
    answered[capability] = answer.decision.isAllowed ? .authorized : .denied
    return .readAuthorizations
  }

  private mutating func previewed(_ outcome: Swift.Result<SkillPreview, SkillError>?) -> Step {
    switch outcome {
    case .success(let preview): shown = preview
    case .failure(let error):
      return .finish(
        Result(
          outcome: .failed(error), input: input, edited: edited, decision: .deny, step: .level,
          reason: "not asked: \(error.message)"))
    case nil: shown = nil
    }
    return .askConfirmation(
      input: input, reason: DecisionReason.shown(askReason, in: language), errors: editErrors,
      preview: shown)
  }

  /// A person's answer to the card: an edit is checked (and judged by the hooks) before the
  /// decision applies.
  private mutating func confirmed(_ answer: ResolvedDecision) -> Step {
    guard let edit = answer.editedInput, answer.decision.isAllowed, edit != input else {
      return decided(answer)
    }
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
        return .finish(
          Result(
            outcome: .denied(.permissionDenied(skill: skill.id, message: reason)),
            input: input, edited: false, decision: .deny, step: .user, reason: reason))
      }
      return .readAuthorizations
    }
    input = merged
    edited = true
    editErrors = [:]
    // The hooks judge what will run: the edited input goes through them again.
    pendingAnswer = answer
    return .runHook(input: input, edited: true)
  }

  private mutating func decided(_ answer: ResolvedDecision) -> Step {
    switch answer.decision {
    case .deny:
      return .finish(
        Result(
          outcome: .denied(.permissionDenied(skill: skill.id, message: answer.message)),
          input: input, edited: edited, decision: .deny, step: .user, reason: answer.reason,
          message: answer.message))
    case .denyAndStop:
      return .finish(
        Result(
          outcome: .stop, input: input, edited: edited, decision: .denyAndStop, step: .user,
          reason: answer.reason, message: answer.message))
    case .allowSession, .allowAlways:
      return .remember(answer)
    case .allowOnce:
      return approved(answer)
    }
  }

  /// An allowing answer: it stands unless the input was edited, which is judged again.
  private mutating func approved(_ answer: ResolvedDecision) -> Step {
    userApproved = answer
    if edited { return .readAuthorizations }
    return .finish(
      Result(
        outcome: .allowed, input: input, edited: edited, decision: answer.decision, step: .user,
        reason: answer.reason, preview: shown))
  }

  /// Fails closed when what the gate must read (rules, authorizations) cannot be read: the
  /// user is told it is the store, not a person, that stopped the call.
  private func unreadable(_ step: DecisionStep, _ reason: String) -> Result {
    Result(
      outcome: .denied(
        .invalidConfiguration("\(reason); nothing runs until they can be read (ask doctor)")),
      input: input, edited: false, decision: .deny, step: step, reason: reason)
  }
}
