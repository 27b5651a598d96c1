import AgentCore
import Foundation
import SkillKit

/// An MCP server's sampling request during a call: the person is asked first — a permission
/// request of kind `sampling` showing the server, the model and every message — and only
/// their "allow once" lets the model write; what it costs is counted in the run's usage and
/// every request is audited (allowed or not).
extension Agent {
  /// The most characters of the messages shown and sent, and the most tokens written.
  static let maxSamplingText = 100_000
  static let maxSamplingTokens = 8192

  func sample(
    _ request: SamplingRequest, for call: ToolCall, skill: SkillDescriptor,
    language: UserLanguage, emitter: RunEmitter
  ) async throws -> SamplingResult {
    let model = configuration.samplingModel ?? self.model
    samplingCount += 1
    let auditID = "\(call.id)#sampling-\(samplingCount)"
    let started = clock.now()
    let shown = request.messages.map { "\($0.role): \($0.text)" }.joined(separator: "\n\n")
    let input: JSONValue = [
      "server": .string(request.server), "model": .string(model.identifier),
      "max_tokens": .integer(request.maxTokens),
      "system": request.systemPrompt.map(JSONValue.string) ?? .null,
      "messages": .array(
        request.messages.map { ["role": .string($0.role), "text": .string($0.text)] }),
    ]
    func refuse(_ why: String, by step: DecisionStep) async throws -> Never {
      await auditSampling(
        auditID, skill: skill, input: input, decision: "deny", step: step, reason: why,
        started: started, outcome: .denied, emitter: emitter)
      throw SkillError(why)
    }
    guard !["offline", "direct"].contains(model.identifier) else {
      try await refuse(
        "MCP server \(request.server) asked for a completion, which "
          + (model.identifier == "offline"
            ? "the offline planner cannot write" : "no model is set to write here")
          + "; run with --model anthropic/… or openai/… to allow it", by: .level)
    }
    guard shown.count <= Self.maxSamplingText else {
      try await refuse(
        "MCP server \(request.server) sent a sampling request over \(Self.maxSamplingText)"
          + " characters; refused", by: .level)
    }
    let tokens = min(max(request.maxTokens, 1), Self.maxSamplingTokens)
    let summary = RunWord.samplingSummary.text(
      language,
      ["server": request.server, "model": model.identifier, "tokens": String(tokens)])
    let answer = await gate.askSampling(
      call: call, skill: skill, input: input.objectValue ?? [:], summary: summary,
      language: language, emitter: emitter)
    guard answer.decision == .allowOnce, answer.byPerson else {
      try await refuse(
        answer.byPerson
          ? "you did not let \(model.identifier) answer MCP server \(request.server)"
          : "MCP server \(request.server) asked for a completion, but no one could be asked to"
            + " allow it (\(answer.reason))", by: .user)
    }
    var modelRequest = ModelRequest(
      system: request.systemPrompt ?? "",
      messages: request.messages.map {
        $0.role == "assistant"
          ? Message(role: .assistant, content: [.text($0.text)]) : .user($0.text)
      }, tools: [], now: clock.now(), timeZone: configuration.timeZone,
      language: configuration.language)
    modelRequest.maxTokens = tokens
    var text = ""
    var usage = TokenUsage()
    var stop = "endTurn"
    do {
      for try await event in model.stream(modelRequest) {
        switch event {
        case .textDelta(let delta): text += delta
        case .usage(let counted): usage = usage + counted
        case .stop(let reason): stop = reason == .maxTokens ? "maxTokens" : "endTurn"
        default: break
        }
      }
    } catch {
      sampledUsage.withLock { $0 = $0 + usage }
      await auditSampling(
        auditID, skill: skill, input: input, decision: "allow_once", step: .user,
        reason: "the person allowed it; the model failed: \(error)", started: started,
        outcome: .error, emitter: emitter)
      throw SkillError(
        "\(model.identifier) could not answer MCP server \(request.server): \(error)")
    }
    sampledUsage.withLock { $0 = $0 + usage }
    await auditSampling(
      auditID, skill: skill, input: input, decision: "allow_once", step: .user,
      reason: "the person let \(model.identifier) answer (\(usage.outputTokens) tokens written)",
      started: started, outcome: .success, emitter: emitter)
    return SamplingResult(text: text, model: model.identifier, stopReason: stop)
  }

  /// One audit row for a sampling request; a failed write is said, never swallowed.
  private func auditSampling(
    _ id: String, skill: SkillDescriptor, input: JSONValue, decision: String,
    step: DecisionStep, reason: String, started: Date, outcome: ToolResultStatus,
    emitter: RunEmitter
  ) async {
    guard let auditSink else { return }
    let now = clock.now()
    let row = AuditEntry(
      sessionID: sessionID, toolUseID: id, skillID: skill.id, input: input, editedInput: nil,
      decision: decision, decidedBy: step, reason: reason, startedAt: started, endedAt: now,
      durationMs: Int(now.timeIntervalSince(started) * 1000), outcome: outcome,
      error: outcome == .success ? nil : reason, request: "sampling/createMessage")
    do {
      try await auditSink.recordFinished([(handle: nil, entry: row)])
    } catch {
      emitter.emit(
        .system(
          SystemNotice(
            subtype: "storage",
            message: "the audit log could not record a sampling request: \(error)")))
    }
  }
}
