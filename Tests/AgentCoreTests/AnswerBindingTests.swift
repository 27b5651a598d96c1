import AgentCore
import SkillKit
import Testing

/// An answer binds to the request it answers: every row is an answer that must be refused
/// (or accepted) for a request, with the reason it names.
struct AnswerBindingTests {
  static let todo = SkillDescriptor(
    id: "todo.add", displayName: "添加待办", description: "d",
    inputFields: [
      InputField(name: "title", type: .string, required: true),
      InputField(name: "priority", type: .enumeration, enumValues: ["low", "normal", "high"]),
    ], permissionLevel: .userConfirmation)
  static let reminder = SkillDescriptor(
    id: "reminder.create", displayName: "创建提醒", description: "d",
    inputFields: [InputField(name: "title", type: .string, required: true)],
    permissionLevel: .systemAccess, requiredAuthorizations: ["reminders"])

  static let confirmation = PermissionRequest(
    requestID: "perm-1", kind: .confirmation, toolUseID: "call_1", skill: todo,
    input: ["title": "buy milk", "priority": "high"], summary: "s")
  static let authorization = PermissionRequest(
    requestID: "perm-1", kind: .authorization, toolUseID: "call_1", skill: reminder,
    input: ["title": "meet"], capability: "reminders", summary: "s")

  static let sampling = PermissionRequest(
    requestID: "perm-2", kind: .sampling, toolUseID: "call_1", skill: todo,
    input: ["server": "s", "model": "m", "messages": []], summary: "s")

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var answer: PermissionAnswer
    var request: PermissionRequest
    /// Nil: accepted; else a word the refusal must contain.
    var refusal: String?
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "allow_once to an open sampling request", answer: .init(decision: .allowOnce),
      request: sampling, refusal: nil),
    Row(
      name: "a sampling request is never remembered",
      answer: .init(decision: .allowAlways), request: sampling, refusal: "not an option"),
    Row(
      name: "nor denied-and-stopped",
      answer: .init(decision: .denyAndStop), request: sampling, refusal: "not an option"),
    Row(
      name: "an answer sent ahead lands on a sampling request",
      answer: .init(decision: .allowOnce, sentAhead: true), request: sampling,
      refusal: "sampling"),
    Row(
      name: "sent ahead and labelled sampling",
      answer: .init(decision: .allowOnce, kind: .sampling, sentAhead: true), request: sampling,
      refusal: nil),
    Row(
      name: "plain allow_once to an open confirmation", answer: .init(decision: .allowOnce),
      request: confirmation, refusal: nil),
    Row(
      name: "plain allow_once to an open authorization", answer: .init(decision: .allowOnce),
      request: authorization, refusal: nil),
    Row(
      name: "a confirmation answer sent ahead lands on an authorization",
      answer: .init(decision: .allowOnce, sentAhead: true), request: authorization,
      refusal: "authorization"),
    Row(
      name: "sent ahead and labelled authorization",
      answer: .init(decision: .allowOnce, kind: .authorization, sentAhead: true),
      request: authorization, refusal: nil),
    Row(
      name: "kind that does not match", answer: .init(decision: .allowOnce, kind: .confirmation),
      request: authorization, refusal: "not confirmation"),
    Row(
      name: "skill that does not match", answer: .init(decision: .allowOnce, skill: "todo.list"),
      request: confirmation, refusal: "not todo.list"),
    Row(
      name: "tool use id that does not match",
      answer: .init(decision: .allowOnce, toolUseID: "call_9"), request: confirmation,
      refusal: "call_9"),
    Row(
      name: "allow_always is no option of an authorization",
      answer: .init(decision: .allowAlways), request: authorization, refusal: "not an option"),
    Row(
      name: "allow_session is no option of an authorization",
      answer: .init(decision: .allowSession), request: authorization, refusal: "not an option"),
    Row(
      name: "edited input for an authorization",
      answer: .init(decision: .allowOnce, input: ["title": "x"]), request: authorization,
      refusal: "edited input"),
    Row(
      name: "allow_always sent ahead without a skill",
      answer: .init(decision: .allowAlways, sentAhead: true), request: confirmation,
      refusal: "must name"),
    Row(
      name: "allow_always sent ahead naming its skill",
      answer: .init(decision: .allowAlways, skill: "todo.add", sentAhead: true),
      request: confirmation, refusal: nil),
    Row(
      name: "rule * is wider than the call",
      answer: .init(decision: .allowAlways, rule: "*"), request: confirmation, refusal: "wider"),
    Row(
      name: "rule todo.* is wider than the call",
      answer: .init(decision: .allowAlways, rule: "todo.*"), request: confirmation,
      refusal: "wider"),
    Row(
      name: "rule for another skill",
      answer: .init(decision: .allowAlways, rule: "reminder.create"), request: confirmation,
      refusal: "wider"),
    Row(
      name: "rule that does not cover the call",
      answer: .init(decision: .allowAlways, rule: "todo.add(priority: low)"),
      request: confirmation, refusal: "does not cover"),
    Row(
      name: "rule narrower than the skill that covers the call",
      answer: .init(decision: .allowAlways, rule: "todo.add(priority: high)"),
      request: confirmation, refusal: nil),
    Row(
      name: "rule covering the edited input",
      answer: .init(
        decision: .allowAlways, input: ["priority": "low"],
        rule: "todo.add(priority: low)"), request: confirmation, refusal: nil),
    Row(
      name: "rule naming a field the skill lacks",
      answer: .init(decision: .allowAlways, rule: "todo.add(titel: *)"), request: confirmation,
      refusal: "does not cover"),
    Row(
      name: "rule with a deny decision", answer: .init(decision: .deny, rule: "todo.add"),
      request: confirmation, refusal: "only with"),
    Row(
      name: "a rule that does not parse",
      answer: .init(decision: .allowAlways, rule: "todo.add("), request: confirmation,
      refusal: "invalid rule"),
  ]

  @Test(arguments: rows)
  func answersBindToTheirRequest(_ row: Row) {
    let problem = AnswerBinding.problem(row.answer, for: row.request, cwd: "/w")
    if let refusal = row.refusal {
      #expect(problem?.contains(refusal) == true, "\(problem ?? "accepted")")
    } else {
      #expect(problem == nil)
    }
  }
}
