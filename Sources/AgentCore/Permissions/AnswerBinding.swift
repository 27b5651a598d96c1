import SkillKit

/// An answer to a permission prompt as a front end received it, with what it claims to answer.
public struct PermissionAnswer: Sendable, Hashable {
  /// The decision the answer gives.
  public var decision: PermissionDecision
  /// `confirmation` or `authorization`, when the answer says which.
  public var kind: PermissionRequestKind?
  /// The skill id, when the answer says which.
  public var skill: String?
  /// The tool-use id, when the answer says which.
  public var toolUseID: String?
  /// Edited input values.
  public var input: [String: JSONValue]?
  /// The rule to write for allow_session / allow_always.
  public var rule: String?
  /// The answer arrived before its request was shown: it was written without seeing it.
  public var sentAhead: Bool

  /// An answer, and what it names of the request it answers.
  public init(
    decision: PermissionDecision, kind: PermissionRequestKind? = nil, skill: String? = nil,
    toolUseID: String? = nil, input: [String: JSONValue]? = nil, rule: String? = nil,
    sentAhead: Bool = false
  ) {
    self.decision = decision
    self.kind = kind
    self.skill = skill
    self.toolUseID = toolUseID
    self.input = input
    self.rule = rule
    self.sentAhead = sentAhead
  }
}

/// Whether an answer may answer a request: a pure check, so that an answer meant for one
/// prompt can never grant another.
///
/// - what the answer names (kind, skill, tool-use id) must be what the request is;
/// - the decision must be one of the request's options; edits only confirm a call;
/// - a rule written from an answer is never wider than the call it answers: its skill is the
///   call's skill exactly and it matches the call's input (a wider pattern must be typed by a
///   person in an interactive front end, which does not go through here);
/// - an answer sent ahead, before its request was shown, grants nothing lasting unless it
///   names what it answers: a system authorization needs `kind: authorization`, and
///   allow_session / allow_always need `skill`.
public enum AnswerBinding {
  /// Nil when `answer` fits `request`, else why not (for a `protocol_error`).
  public static func problem(
    _ answer: PermissionAnswer, for request: PermissionRequest, cwd: String?
  ) -> String? {
    let id = request.requestID
    if let kind = answer.kind, kind != request.kind {
      return "\(id) is a \(request.kind.rawValue) request, not \(kind.rawValue)"
    }
    if let skill = answer.skill, skill != request.skill.id {
      return "\(id) asks about \(request.skill.id), not \(skill)"
    }
    if let toolUseID = answer.toolUseID, toolUseID != request.toolUseID {
      return "\(id) is for tool use \(request.toolUseID), not \(toolUseID)"
    }
    guard request.options.contains(answer.decision) else {
      let options = request.options.map(\.rawValue).joined(separator: ", ")
      return "\(answer.decision.rawValue) is not an option of \(id) (options: \(options))"
    }
    if answer.input != nil && request.kind != .confirmation {
      return "only a confirmation can be answered with edited input"
    }
    if answer.sentAhead {
      if request.kind == .sandbox && answer.kind != .sandbox {
        return
          "\(id) asks to let \(request.skill.id) leave its sandbox (\(request.capability ?? "?")); "
          + "an answer sent ahead must say \"kind\": \"sandbox\" to grant it"
      }
      if request.kind == .sampling && answer.kind != .sampling {
        return
          "\(id) asks to let the model answer an MCP server; an answer sent ahead must say "
          + "\"kind\": \"sampling\" to allow it"
      }
      if request.kind == .authorization && answer.kind != .authorization {
        return
          "\(id) asks for the system authorization \(request.capability ?? "?"); an answer sent "
          + "ahead must say \"kind\": \"authorization\" to grant it"
      }
      if answer.decision == .allowAlways || answer.decision == .allowSession,
        answer.skill == nil
      {
        return
          "an \(answer.decision.rawValue) sent ahead must name the \"skill\" it allows "
          + "(\(id) asks about \(request.skill.id))"
      }
    }
    if let text = answer.rule {
      guard answer.decision == .allowAlways || answer.decision == .allowSession else {
        return "\"rule\" goes only with allow_session or allow_always"
      }
      let parsed: (skill: String, fields: [(name: String, pattern: String)])
      do {
        parsed = try RulePatternParser.parse(text)
      } catch {
        return String(describing: error)
      }
      guard parsed.skill == request.skill.id else {
        return
          "the rule \"\(text)\" is wider than the call it answers: its skill must be "
          + "\(request.skill.id) exactly"
      }
      let rule = PermissionRule(
        skill: parsed.skill, fields: parsed.fields, decision: .allow, scope: .session)
      let input = (request.input.objectValue ?? [:]).merging(answer.input ?? [:]) { $1 }
      guard
        RuleMatcher.matches(
          rule, skillID: request.skill.id, input: input, cwd: cwd,
          pathFields: request.skill.pathFields)
      else {
        return "the rule \"\(text)\" does not cover the call it answers"
      }
      if let unknown = rule.unknownFields(among: [request.skill]).unknown.first {
        return "\(request.skill.id) has no field \"\(unknown)\""
      }
    }
    return nil
  }
}
