import AgentCore
import Foundation
import SkillKit

/// Leaving the sandbox, a question of its own: once a call is allowed, what it would widen its
/// sandbox by (its declaration's network and paths, `"network": true` in a command's input) is
/// decided by `sandbox(…)` rules or asked — a `permission_request` of kind `sandbox`. No mode
/// answers it, not even `bypass`; with nobody to ask, or no answer, the call is denied.
extension PermissionGate {
  func leaveSandbox(
    _ result: Result, call: ToolCall, skill: SkillDescriptor, language: UserLanguage,
    emitter: RunEmitter
  ) async -> Result {
    guard case .allowed = result.outcome, sandbox.isSandboxed,
      var widening = SandboxQuestion.widening(of: skill, input: result.input), !widening.isEmpty
    else { return result }
    // The question names where each path really leads: a link to ~/.ssh is asked as ~/.ssh.
    widening.write = widening.write.map(resolved)
    widening.read = widening.read.map(resolved)
    let rules: [PermissionRule]
    switch await loadRules(emitter) {
    case .success(let read): rules = read
    case .failure(let error):
      return denied(
        result,
        .invalidConfiguration(
          "\(error.message); nothing leaves the sandbox until they can be read"),
        reason: error.message)
    }
    switch SandboxQuestion.evaluate(widening.capabilities, rules: rules) {
    case .deny(let reason):
      return denied(
        result, .permissionDenied(skill: skill.id, message: reason, by: .sandbox), reason: reason)
    case .allow(let reason):
      return granted(result, widening, reason: reason)
    case .ask(let open):
      // The call's own question, when there was one, is answered: its decision is said
      // before the next question, so every request has its decision.
      if let asked = lastRequestID {
        emitter.emit(
          .permissionDecision(
            PermissionDecisionEvent(
              toolUseID: call.id, skillID: skill.id, requestID: asked, decision: result.decision,
              decidedBy: result.step, reason: result.reason, rule: writtenRule)))
        writtenRule = nil
      }
      var request = makeRequest(
        .sandbox, call: call, skill: skill, input: result.input,
        reason: "leaves the sandbox: \(open.joined(separator: ", "))", language: language)
      request.capability = open.joined(separator: ", ")
      request.sandbox = sandbox.widened(by: widening)
      request.suggestedRule = SandboxQuestion.rule(for: open[0], scope: .user).pattern
      let answer = await ask(request, skill: skill, emitter: emitter)
      switch answer.decision {
      case .allowOnce, .allowSession, .allowAlways:
        guard answer.byPerson else {
          return denied(
            result, .permissionDenied(skill: skill.id, message: answer.reason, by: .sandbox),
            reason: answer.reason)
        }
        if answer.decision != .allowOnce {
          await keepSandboxRules(open, always: answer.decision == .allowAlways, emitter: emitter)
        }
        return granted(result, widening, reason: answer.reason, decision: answer.decision)
      case .deny:
        return denied(
          result,
          .permissionDenied(
            skill: skill.id, message: answer.message ?? answer.reason, by: .sandbox),
          reason: answer.reason, message: answer.message)
      case .denyAndStop:
        var stopped = result
        stopped.outcome = .stop
        stopped.decision = .denyAndStop
        stopped.step = .sandbox
        stopped.reason = answer.reason
        stopped.message = answer.message
        return stopped
      }
    }
  }

  /// `path` with its links resolved (as given when it does not exist yet).
  private func resolved(_ path: String) -> String {
    switch fileSystem.canonicalPath(path) {
    case .success(let real): return real
    // A folder the command is to make does not exist yet; its parents are checked when the
    // sandbox is made.
    case .failure: return path
    }
  }

  /// A `sandbox(…)` rule for each capability: for this session, and stored when "always".
  private func keepSandboxRules(_ capabilities: [String], always: Bool, emitter: RunEmitter) async {
    var written: [String] = []
    for capability in capabilities {
      var rule = SandboxQuestion.rule(for: capability, scope: always ? .user : .session)
      rule.madeBy =
        "answer \(always ? "allow_always" : "allow_session") in session \(sessionID) to leave the sandbox"
      rule.createdAt = now()
      written.append(rule.pattern)
      if always, let ruleStore {
        do {
          try await ruleStore.add(rule)
          continue
        } catch {
          emitter.warn(
            "could not save \"always allow \(rule.pattern)\": \(error); allowed for this session")
        }
      }
      await allowForSession(rule, emitter: emitter)
    }
    writtenRule = written.joined(separator: ", ")
  }

  private func granted(
    _ result: Result, _ widening: SandboxWidening, reason: String,
    decision: PermissionDecision? = nil
  ) -> Result {
    var allowed = result
    allowed.sandboxGrant = widening
    allowed.step = .sandbox
    allowed.reason =
      "\(result.reason); sandbox widened (\(widening.capabilities.joined(separator: ", "))): \(reason)"
    if let decision { allowed.decision = decision }
    return allowed
  }

  private func denied(
    _ result: Result, _ error: AgentError, reason: String, message: String? = nil
  ) -> Result {
    var refused = result
    refused.outcome = .denied(error)
    refused.decision = .deny
    refused.step = .sandbox
    refused.reason = reason
    refused.message = message
    return refused
  }
}
