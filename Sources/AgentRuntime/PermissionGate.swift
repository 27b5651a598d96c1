import AgentCore
import SkillKit

/// Decides whether one validated call may run: level → system authorization → rule → user.
///
/// Fail closed: without an interaction, anything that needs a person is denied; a prompt
/// cancelled with the run is a deny.
actor PermissionGate {
  /// The gate's verdict on one call.
  enum Verdict: Sendable {
    case allowed(reason: String, always: Bool = false)
    case denied(AgentError, reason: String)
  }

  private let interaction: (any AgentInteraction)?
  private let authorization: (any AuthorizationProvider)?
  private let rules: (any PermissionRuleStore)?
  private var nextRequest = 0

  init(
    interaction: (any AgentInteraction)?, authorization: (any AuthorizationProvider)?,
    rules: (any PermissionRuleStore)?
  ) {
    self.interaction = interaction
    self.authorization = authorization
    self.rules = rules
  }

  /// The verdict on `call` of `skill`, announcing prompts and decisions through `emitter`.
  func check(
    _ call: ToolCall, skill: SkillDescriptor, summary: String, emitter: RunEmitter
  ) async -> Verdict {
    let verdict = await decide(call, skill: skill, summary: summary, emitter: emitter)
    let (decision, reason): (PermissionDecision, String)
    switch verdict {
    case .allowed(let why, let always):
      (decision, reason) = (always ? .allowAlways : .allowOnce, why)
    case .denied(_, let why): (decision, reason) = (.deny, why)
    }
    emitter.emit(
      .permissionDecision(
        PermissionDecisionEvent(
          toolUseID: call.id, skillID: skill.id, requestID: lastRequestID, decision: decision,
          reason: reason)))
    return verdict
  }

  private var lastRequestID: String?

  private func decide(
    _ call: ToolCall, skill: SkillDescriptor, summary: String, emitter: RunEmitter
  ) async -> Verdict {
    lastRequestID = nil
    if skill.permissionLevel == .normal {
      return .allowed(reason: "level normal: runs without asking")
    }
    if skill.permissionLevel == .systemAccess {
      for capability in skill.requiredAuthorizations {
        if case .denied(let error, let reason) = await authorize(
          capability, call: call, skill: skill, summary: summary, emitter: emitter)
        {
          return .denied(error, reason: reason)
        }
      }
    }
    do {
      if let rules, try await rules.isAlwaysAllowed(skill.id) {
        return .allowed(reason: "rule: always allow \(skill.id)")
      }
    } catch {
      emitter.emit(
        .system(SystemNotice(subtype: "warning", message: "permission rules unreadable: \(error)")))
    }
    let request = makeRequest(.confirmation, call: call, skill: skill, summary: summary)
    let answer = await ask(request, emitter: emitter, skill: skill)
    switch answer.decision {
    case .allowOnce:
      return .allowed(reason: answer.reason)
    case .allowAlways:
      do {
        try await rules?.addAlwaysAllow(skill.id)
      } catch {
        emitter.emit(
          .system(
            SystemNotice(
              subtype: "warning",
              message: "could not save \"always allow \(skill.id)\": \(error); allowed once")))
        return .allowed(reason: answer.reason)
      }
      return .allowed(reason: answer.reason, always: true)
    case .deny:
      return .denied(.permissionDenied(skill: skill.id, message: nil), reason: answer.reason)
    }
  }

  /// Checks one capability; asks for it when not determined and records the answer.
  private func authorize(
    _ capability: String, call: ToolCall, skill: SkillDescriptor, summary: String,
    emitter: RunEmitter
  ) async -> Verdict {
    guard let authorization else {
      return .denied(
        .authorizationRequired(capability: capability), reason: "no authorization provider")
    }
    let status: AuthorizationStatus
    do {
      status = try await authorization.status(of: capability)
    } catch {
      return .denied(
        .authorizationRequired(capability: capability),
        reason: "authorization status unreadable: \(error)")
    }
    switch status {
    case .authorized:
      return .allowed(reason: "authorization \(capability) granted")
    case .denied:
      return .denied(
        .authorizationDenied(capability: capability), reason: "authorization \(capability) denied")
    case .notDetermined:
      var request = makeRequest(.authorization, call: call, skill: skill, summary: summary)
      request.capability = capability
      let answer = await ask(request, emitter: emitter, skill: skill)
      let granted = answer.decision.isAllowed
      let newStatus: AuthorizationStatus = granted ? .authorized : .denied
      do {
        try await authorization.setStatus(newStatus, for: capability)
        emitter.emit(
          .authStatus(
            AuthStatusChange(capability: capability, previous: status, status: newStatus)))
      } catch {
        emitter.emit(
          .system(
            SystemNotice(
              subtype: "warning", message: "could not record authorization \(capability): \(error)"
            )))
      }
      return granted
        ? .allowed(reason: "authorization \(capability) granted by user")
        : .denied(.authorizationDenied(capability: capability), reason: answer.reason)
    }
  }

  private func makeRequest(
    _ kind: PermissionRequestKind, call: ToolCall, skill: SkillDescriptor, summary: String
  ) -> PermissionRequest {
    nextRequest += 1
    let id = "perm-\(nextRequest)"
    lastRequestID = id
    return PermissionRequest(
      requestID: id, kind: kind, toolUseID: call.id, skill: skill, input: call.input,
      summary: summary)
  }

  private func ask(
    _ request: PermissionRequest, emitter: RunEmitter, skill: SkillDescriptor
  ) async -> ResolvedDecision {
    guard let interaction else {
      return ResolvedDecision(.deny, reason: "nobody to ask: no interactive front end")
    }
    emitter.enter(.awaitingPermission(skill: skill))
    emitter.emit(.permissionRequest(request))
    return await awaitUnlessCancelled(
      fallback: ResolvedDecision(.deny, reason: "run cancelled while waiting for an answer")
    ) {
      await interaction.decide(request)
    }
  }
}
