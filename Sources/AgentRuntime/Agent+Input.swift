import AgentCore
import Foundation
import SkillKit

extension Agent {
  /// How asking for missing fields ended.
  enum InputCompletion: Sendable {
    case completed([String: JSONValue])
    case failed(AgentError, content: String)
    case stop
  }

  /// Asks the user for the missing required fields — and offers the optional ones not given,
  /// which may be skipped — validating every answer with field-level messages.
  func completeInput(
    _ call: ToolCall, skill: SkillDescriptor, members: [String: JSONValue], missing: [String],
    emitter: RunEmitter
  ) async -> InputCompletion {
    guard interactive else {
      return .failed(
        .missingInput(skill: skill.id, fields: missing),
        content: "missing required fields: " + missing.joined(separator: ", ")
          + "; ask the user for them")
    }
    // The missing required fields first, then the optional ones not given yet (skippable).
    let fields =
      skill.inputFields.filter { missing.contains($0.name) }
      + skill.inputFields.filter { !$0.required && members[$0.name] == nil }
    let parser = FieldValueParser(
      dates: DateExpressionParser(now: clock.now(), timeZone: configuration.timeZone))
    var current = members
    var errors: [String: String] = [:]
    for _ in 0..<max(configuration.maxInputAttempts, 1) {
      inputRequestCount += 1
      let request = InputRequest(
        requestID: "input-\(inputRequestCount)", toolUseID: call.id, skill: skill,
        fields: fields, input: .object(current), errors: errors)
      emitter.enter(.awaitingUserInput(skill: skill, fields: fields))
      let response = await asked(request, emitter: emitter)
      switch response {
      case .cancel(let reason):
        Self.noteCancelled(request, reason: reason, emitter: emitter)
        return .stop
      case .decline:
        return .failed(
          .inputDeclined(skill: skill.id),
          content: "the user declined to give " + missing.joined(separator: ", "))
      case .accept(let values):
        var candidate = current
        for (name, value) in values where value != .null && value != .string("") {
          candidate[name] = skill.field(named: name).map { parser.parse(value, for: $0) } ?? value
        }
        let violations = SchemaValidator.validate(.object(candidate), against: skill.inputSchema)
        if violations.isEmpty {
          let given = values.keys.sorted().compactMap { name in
            candidate[name].map { "\(name) = \($0.displayText)" }
          }
          emitter.emit(
            .toolProgress(
              ToolProgress(
                toolUseID: call.id, skillID: skill.id,
                log: "input: " + given.joined(separator: ", "),
                elapsedSeconds: 0)))
          return .completed(candidate)
        }
        current = candidate.filter { name, _ in
          !violations.contains { $0.path == name && !$0.isMissingField }
        }
        errors = Dictionary(
          violations.map { ($0.path, $0.message) }, uniquingKeysWith: { first, _ in first })
      }
    }
    let list = errors.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    return .failed(
      .invalidInput(skill: skill.id, violations: list),
      content: "invalid input after \(configuration.maxInputAttempts) attempts: "
        + list.joined(separator: "; "))
  }

  /// A running call's question (an MCP server's elicitation) as a form: an `input_request`
  /// with the question's schema and message, answered like missing fields are.
  func ask(
    _ question: SkillQuestion, for call: ToolCall, skill: SkillDescriptor, emitter: RunEmitter
  ) async -> SkillAnswer {
    guard interactive else { return .unavailable }
    inputRequestCount += 1
    let fields = InputField.fields(from: question.schema)
    var draft = InputRequest(
      requestID: "input-\(inputRequestCount)", toolUseID: call.id, skill: skill, fields: fields,
      input: .object([:]))
    draft.message = question.message
    let request = draft
    let response = await asked(request, emitter: emitter)
    let parser = FieldValueParser(
      dates: DateExpressionParser(now: clock.now(), timeZone: configuration.timeZone))
    switch response {
    case .accept(let values):
      var parsed: [String: JSONValue] = [:]
      for (name, value) in values where value != .null && value != .string("") {
        parsed[name] =
          fields.first { $0.name == name }.map { parser.parse(value, for: $0) } ?? value
      }
      return .accept(parsed)
    case .decline: return .decline
    case .cancel(let reason):
      Self.noteCancelled(request, reason: reason, emitter: emitter)
      // Closed stdin or a cancelled run means no one answered — not the user's "no".
      return reason.hasPrefix("no answer") || reason.contains("cancelled while waiting")
        ? .unavailable : .cancel
    }
  }

  /// Shows the form and waits for its answer (a cancelled run is a cancel).
  private func asked(_ request: InputRequest, emitter: RunEmitter) async -> InputResponse {
    let cancelled = InputResponse.cancel(reason: "run cancelled while waiting for input")
    // On the desk before the event: whoever sees the event can answer it at once.
    desk.open(.input(request))
    emitter.emit(.inputRequest(request))
    guard
      case .input(let response) = await desk.wait(
        for: request.requestID, fallback: .input(cancelled))
    else { return cancelled }
    return response
  }

  /// Says that the form `request` was cancelled, and why (an `input_cancelled` notice).
  static func noteCancelled(_ request: InputRequest, reason: String, emitter: RunEmitter) {
    emitter.emit(
      .system(
        SystemNotice(
          subtype: "input_cancelled",
          message: "input request \(request.requestID) for \(request.skill.id) cancelled: \(reason)"
        )))
  }
}
