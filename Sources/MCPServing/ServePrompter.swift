import AgentCore
import Foundation
import SkillKit

/// What the MCP client's user answered to one question (elicitation).
public enum ServeAnswer: Sendable, Hashable {
  case accept([String: JSONValue])
  case decline
  case cancel
  /// The client cannot show a question (it declared no form elicitation).
  case unavailable
}

/// The gate's and the forms' questions of one `tools/call`, asked through the MCP client
/// (elicitation) when it can show them; the handler answers the run with what comes back.
/// With no one to ask, a prompt is a deny whose message names the rule that would allow the
/// call, and a form is a cancel naming the fields.
struct ServePrompter: Sendable {
  /// Asks the client's user; nil when the client cannot.
  let ask: (@Sendable (_ message: String, _ schema: JSONValue) async -> ServeAnswer)?
  /// The most of a diff an elicitation message carries.
  static let maxDiffCharacters = 8_000
  /// The language the questions are asked in: the server's one.
  var language: UserLanguage = .english

  func words(_ key: ServeWord, _ values: [String: String] = [:]) -> String {
    ServeWords.wording(key, language, values)
  }

  static let through = "user (through the MCP client)"

  func decide(_ request: PermissionRequest) async -> ResolvedDecision {
    let addRule =
      "To let it run without asking, add a rule: ask permissions add allow \(request.suggestedRule)"
    guard let ask else {
      return .noAnswer(
        "no one to ask: the MCP client shows no questions (it declared no elicitation), and"
          + " \(request.reason.isEmpty ? "this call needs a person's answer" : request.reason). \(addRule)"
      )
    }
    // "Always" writes a stored rule: that stays with a person at ask's own prompt.
    let options: [PermissionDecision] =
      request.kind == .confirmation ? [.allowOnce, .allowSession, .deny] : [.allowOnce, .deny]
    let schema: JSONValue = [
      "type": "object",
      "properties": [
        "decision": [
          "type": "string", "title": .string(words(.decisionTitle)),
          "enum": .array(options.map { .string($0.rawValue) }),
          "description": .string(words(.decisionHelp)),
        ]
      ],
      "required": ["decision"],
    ]
    let name = request.skill.displayName(in: language.rawValue)
    var message =
      words(.mayRun, ["name": name, "id": request.skill.id, "summary": request.summary])
      + (request.reason.isEmpty ? "" : words(.reason, ["reason": request.reason]))
    // The change a file skill will make, as the terminal shows it (the start of a long one).
    if let preview = request.preview, !preview.diff.isEmpty {
      let cut = preview.diff.count > Self.maxDiffCharacters
      message +=
        "\n\n\(preview.path) +\(preview.added) −\(preview.removed)\n"
        + String(preview.diff.prefix(Self.maxDiffCharacters)) + (cut ? "\n" + words(.diffCut) : "")
    }
    switch await ask(message, schema) {
    case .accept(let values):
      guard let raw = values["decision"]?.stringValue,
        let decision = PermissionDecision(rawValue: raw), options.contains(decision)
      else {
        return .noAnswer("the MCP client answered with no decision ask offered")
      }
      // "For this session" is kept by the gate, in the store, under the serve's one name: the
      // next call's gate finds it (and `ask grants revoke` takes it back).
      return ResolvedDecision(
        decision, reason: Self.through,
        rule: decision == .allowSession ? request.suggestedRule : nil)
    case .decline:
      return ResolvedDecision(.deny, reason: Self.through)
    case .cancel:
      return .noAnswer("the MCP client's user dismissed the question")
    case .unavailable:
      return .noAnswer("no one to ask: the MCP client could not show the question")
    }
  }

  func complete(_ request: InputRequest) async -> InputResponse {
    let names = request.fields.map(\.name).joined(separator: ", ")
    guard let ask else {
      return .cancel(
        reason:
          "\(request.skill.id) needs \(names), and the MCP client shows no forms: pass them in the arguments"
      )
    }
    guard let schema = Self.formSchema(request.fields, dateTimeHint: words(.dateTimeHint)) else {
      return .cancel(
        reason:
          "\(request.skill.id) needs \(names), which a client's form cannot hold: pass them in the arguments"
      )
    }
    let message =
      request.message
      ?? words(.needs, ["name": request.skill.displayName(in: language.rawValue), "fields": names])
    switch await ask(message, schema) {
    case .accept(let values): return .accept(values)
    case .decline: return .decline
    case .cancel: return .cancel(reason: "the MCP client's user cancelled the form")
    case .unavailable: return .cancel(reason: "the MCP client could not show the form")
    }
  }

  /// The fields as an elicitation schema: a flat object of strings, numbers, integers,
  /// booleans and enums (all a client's form must show). Nil when a field is more than that.
  static func formSchema(_ fields: [InputField], dateTimeHint: String) -> JSONValue? {
    var properties: [String: JSONValue] = [:]
    for field in fields {
      var property: [String: JSONValue] = ["title": .string(field.name)]
      if !field.description.isEmpty { property["description"] = .string(field.description) }
      switch field.type {
      case .string, .path, .command, .glob: property["type"] = "string"
      case .dateTime:
        // Our parser reads natural language too; a strict date-time format would refuse it.
        property["type"] = "string"
        property["description"] = .string(
          (field.description.isEmpty ? "" : field.description + " — ")
            + dateTimeHint)
      case .integer: property["type"] = "integer"
      case .number: property["type"] = "number"
      case .boolean: property["type"] = "boolean"
      case .enumeration:
        property["type"] = "string"
        property["enum"] = .array(field.enumValues.map(JSONValue.string))
      case .array, .object, .json: return nil
      }
      properties[field.name] = .object(property)
    }
    return [
      "type": "object", "properties": .object(properties),
      "required": .array(fields.filter(\.required).map { .string($0.name) }),
    ]
  }
}
