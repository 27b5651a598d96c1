import SkillKit

/// One line a front end reads on stdin in `ask --json`, parsed and checked: a pure function,
/// fuzzed, so that no line can crash the reader or be half understood.
public enum ControlLine: Sendable, Hashable {
  case permission(requestID: String, answer: PermissionAnswer, message: String?, scope: String?)
  case input(requestID: String, response: InputResponse, skill: String?, toolUseID: String?)
  case cancel
  case pause
  case resume
  case cancelTool(String)
  /// A blank line: nothing to do.
  case empty

  /// Why a line was refused (the text of its `protocol_error`).
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the line and how to write it.
    public var description: String
  }

  /// The longest deny message passed to the model (it is repeated in several events).
  public static let maxMessageLength = 4000

  private static func problem(_ text: String) -> Result<ControlLine, Problem> {
    .failure(Problem(description: text))
  }

  /// The line's meaning, or the problem with it.
  public static func parse(_ line: String) -> Result<ControlLine, Problem> {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .success(.empty) }
    guard let message = try? JSONValue.parse(trimmed), message.objectValue != nil else {
      return problem("not a JSON object")
    }
    switch message["type"]?.stringValue {
    case "permission_response": return permission(message)
    case "input_response": return input(message)
    case "cancel": return .success(.cancel)
    case "pause": return .success(.pause)
    case "resume": return .success(.resume)
    case "cancel_tool":
      guard let id = message["tool_use_id"]?.stringValue else {
        return problem("cancel_tool needs \"tool_use_id\"")
      }
      return .success(.cancelTool(id))
    case let other:
      return problem(
        "unknown type \(other.map { "\"\($0.prefix(40))\"" } ?? "(missing)"); expected "
          + "permission_response, input_response, cancel, cancel_tool, pause or resume")
    }
  }

  private static func permission(_ message: JSONValue) -> Result<ControlLine, Problem> {
    guard let text = message["decision"]?.stringValue,
      let decision = PermissionDecision(rawValue: text)
    else {
      let options = PermissionDecision.allCases.map(\.rawValue).joined(separator: ", ")
      return problem("\"decision\" must be one of \(options)")
    }
    if let input = message["input"], input.objectValue == nil {
      return problem("\"input\" must be an object of edited field values")
    }
    if let scope = message["scope"], scope != "user", scope != "project" {
      return problem("\"scope\" must be user or project")
    }
    var kind: PermissionRequestKind?
    if let value = message["kind"] {
      guard let parsed = value.stringValue.flatMap(PermissionRequestKind.init(rawValue:)) else {
        return problem("\"kind\" must be confirmation, authorization, sandbox or sampling")
      }
      kind = parsed
    }
    for key in ["request_id", "skill", "tool_use_id", "rule", "message"] {
      if let value = message[key], value.stringValue == nil {
        return problem("\"\(key)\" must be a string")
      }
    }
    guard let id = message["request_id"]?.stringValue else {
      return problem("permission_response needs \"request_id\"")
    }
    let note = message["message"]?.stringValue
    if let note, note.count > maxMessageLength {
      return problem(
        "\"message\" is \(note.count) characters; at most \(maxMessageLength) reach the model")
    }
    let answer = PermissionAnswer(
      decision: decision, kind: kind, skill: message["skill"]?.stringValue,
      toolUseID: message["tool_use_id"]?.stringValue, input: message["input"]?.objectValue,
      rule: message["rule"]?.stringValue)
    return .success(
      .permission(
        requestID: id, answer: answer, message: note, scope: message["scope"]?.stringValue))
  }

  private static func input(_ message: JSONValue) -> Result<ControlLine, Problem> {
    let response: InputResponse
    switch message["action"]?.stringValue ?? "accept" {
    case "accept":
      guard let values = message["values"]?.objectValue else {
        return problem("input_response needs \"values\", an object of field values")
      }
      response = .accept(values)
    case "decline": response = .decline
    case "cancel": response = .cancel(reason: "user cancelled the form")
    default: return problem("\"action\" must be accept, decline or cancel")
    }
    for key in ["request_id", "skill", "tool_use_id"] {
      if let value = message[key], value.stringValue == nil {
        return problem("\"\(key)\" must be a string")
      }
    }
    guard let id = message["request_id"]?.stringValue else {
      return problem("input_response needs \"request_id\"")
    }
    return .success(
      .input(
        requestID: id, response: response, skill: message["skill"]?.stringValue,
        toolUseID: message["tool_use_id"]?.stringValue))
  }
}
