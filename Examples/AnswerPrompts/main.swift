// Answers permission prompts from code: an `AgentInteraction` that allows adding a todo
// with a title it accepts and denies everything else, with a message the model reads.
//
//   swift run example-answer-prompts "add a todo buy milk"
import AgentCore
import AgentRuntime
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SkillKit

/// A policy in code: allow `todo.add` when the title is short, deny the rest.
struct CodePolicy: AgentInteraction {
  func decide(_ request: PermissionRequest) async -> ResolvedDecision {
    let title = request.input["title"]?.stringValue ?? ""
    print("? \(request.summary)")
    if request.skill.id == "todo.add", title.count <= 40 {
      return ResolvedDecision(.allowOnce, reason: "code: short todo titles are fine")
    }
    return ResolvedDecision(
      .deny, reason: "code: only todo.add is allowed", message: "this program only adds todos")
  }

  func complete(_ request: InputRequest) async -> InputResponse {
    // A form this program cannot fill is declined: the call is not run.
    .decline
  }
}

let request = CommandLine.arguments.dropFirst().joined(separator: " ")
let todos = InMemoryTodos()
let registry = try SkillRegistry(
  BuiltinSkills.all(reminders: InMemoryReminders(), todos: todos))
let agent = Agent(
  model: OfflinePlanner(), registry: registry, interaction: CodePolicy(),
  configuration: Agent.Configuration(language: .english))
for await message in agent.stream(request.isEmpty ? "add a todo buy milk" : request) {
  switch message {
  case .permissionDecision(let decision):
    print("  \(decision.decision.rawValue) by \(decision.decidedBy.rawValue): \(decision.reason)")
  case .toolResult(let result):
    print("  \(result.status.rawValue): \(result.error?.message ?? result.content)")
  case .result(let result):
    print("= \(result.text)")
  default:
    continue
  }
}
