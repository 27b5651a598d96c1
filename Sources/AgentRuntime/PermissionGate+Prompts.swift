import AgentCore
import Foundation
import SkillKit

/// Asking a person: the authorization and confirmation prompts, shown one at a time, and
/// what an answer changes (a granted authorization is stored; no answer stores nothing).
extension PermissionGate {
  func askAuthorization(
    _ capability: String, call: ToolCall, skill: SkillDescriptor, input: [String: JSONValue],
    language: UserLanguage, emitter: RunEmitter
  ) async -> ResolvedDecision {
    var request = makeRequest(
      .authorization, call: call, skill: skill, input: input,
      reason: "authorization \(capability) not determined", language: language)
    request.capability = capability
    let answer = await ask(request, skill: skill, emitter: emitter)
    // Only a person's answer changes what is stored; no answer denies this call only.
    guard answer.byPerson else { return answer }
    let granted = answer.decision.isAllowed
    let newStatus: AuthorizationStatus = granted ? .authorized : .denied
    guard let authorization else { return answer }
    do {
      try await authorization.setStatus(newStatus, for: capability)
      emitter.emit(
        .authStatus(
          AuthStatusChange(capability: capability, previous: .notDetermined, status: newStatus)))
    } catch {
      emitter.warn("could not record authorization \(capability): \(error)")
    }
    return answer
  }

  func askConfirmation(
    call: ToolCall, skill: SkillDescriptor, input: [String: JSONValue], reason: String,
    errors: [String: String], language: UserLanguage, emitter: RunEmitter, preview: SkillPreview?
  ) async -> ResolvedDecision {
    var request = makeRequest(
      .confirmation, call: call, skill: skill, input: input, reason: reason, language: language)
    request.errors = errors
    request.preview = preview
    return await ask(request, skill: skill, emitter: emitter)
  }

  func makeRequest(
    _ kind: PermissionRequestKind, call: ToolCall, skill: SkillDescriptor,
    input: [String: JSONValue],
    reason: String, language: UserLanguage
  ) -> PermissionRequest {
    nextRequest += 1
    let id = "perm-\(nextRequest)"
    lastRequestID = id
    // The prompt names the skill in the user's language, as every other place does.
    var named = skill
    named.displayName = skill.displayName(in: language.rawValue)
    return PermissionRequest(
      requestID: id, kind: kind, toolUseID: call.id, skill: named, input: .object(input),
      summary: CallDescription.sentence(
        skill, input: input, language: language, clock: values().dates), reason: reason,
      sandbox: SandboxQuestion.widening(of: skill, input: input).map { sandbox.widened(by: $0) })
  }

  /// A running call's MCP server asks the model for a completion: a `permission_request` of
  /// kind `sampling` — the server, the model, the token limit and every message its `input` —
  /// asked every time (no rule, mode or earlier answer decides it), allowed once or denied;
  /// its decision is said at once. The call keeps its stage (it is running).
  func askSampling(
    call: ToolCall, skill: SkillDescriptor, input: [String: JSONValue], summary: String,
    language: UserLanguage, emitter: RunEmitter
  ) async -> ResolvedDecision {
    var request = makeRequest(
      .sampling, call: call, skill: skill, input: input,
      reason: "a sampling request: every one is asked", language: language)
    request.summary = summary
    request.sandbox = nil
    let answer = await ask(request, skill: skill, emitter: emitter, entersStage: false)
    emitter.emit(
      .permissionDecision(
        PermissionDecisionEvent(
          toolUseID: call.id, skillID: skill.id, requestID: request.requestID,
          decision: answer.decision, decidedBy: .user, reason: answer.reason, rule: nil)))
    return answer
  }

  /// Shows one prompt when its turn comes; cancellation answers it with a deny. A prompt of a
  /// call that is running (`entersStage` false) leaves the run's stage as it is.
  func ask(
    _ request: PermissionRequest, skill: SkillDescriptor, emitter: RunEmitter,
    entersStage: Bool = true
  ) async -> ResolvedDecision {
    guard let desk else {
      return ResolvedDecision.noAnswer("nobody to ask: no interactive front end")
    }
    if !queue.enter() {
      await withCheckedContinuation { queue.wait($0) }
    }
    defer { queue.leave() }
    let cancelled = ResolvedDecision.noAnswer("run cancelled while waiting for an answer")
    if Task.isCancelled { return cancelled }
    if entersStage { emitter.enter(.awaitingPermission(skill: skill)) }
    // On the desk before the event: whoever sees the event can answer it at once.
    desk.open(.permission(request))
    emitter.emit(.permissionRequest(request))
    let answer = await desk.wait(for: request.requestID, fallback: .permission(cancelled))
    guard case .permission(let decision) = answer else { return cancelled }
    return decision
  }
}
