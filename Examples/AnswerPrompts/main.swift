// Answers permission prompts from code: a prompt arrives as an event on the stream, and the
// program answers it through the session — allowing a todo with a title it accepts, denying
// everything else with a message the model reads, declining forms it cannot fill.
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
func decide(_ request: PermissionRequest) -> ResolvedDecision {
  let title = request.input["title"]?.stringValue ?? ""
  print("? \(request.summary)")
  if request.skill.id == "todo.add", title.count <= 40 {
    return ResolvedDecision(.allowOnce, reason: "code: short todo titles are fine")
  }
  return ResolvedDecision(
    .deny, reason: "code: only todo.add is allowed", message: "this program only adds todos")
}

let request = CommandLine.arguments.dropFirst().joined(separator: " ")
let todos = InMemoryTodos()
let registry = try SkillRegistry(
  BuiltinSkills.all(reminders: InMemoryReminders(), todos: todos))
let agent = Agent(
  model: OfflinePlanner(), registry: registry, interactive: true,
  configuration: Agent.Configuration(language: .english))
for await message in agent.stream(request.isEmpty ? "add a todo buy milk" : request) {
  do {
    switch message {
    case .permissionRequest(let request):
      try agent.answer(request.requestID, with: .permission(decide(request)))
    case .inputRequest(let request):
      // A form this program cannot fill is declined: the call is not run.
      try agent.answer(request.requestID, with: .input(.decline))
    case .permissionDecision(let decision):
      print("  \(decision.decision.rawValue) by \(decision.decidedBy.rawValue): \(decision.reason)")
    case .toolResult(let result):
      print("  \(result.status.rawValue): \(result.error?.message ?? result.content)")
    case .result(let result):
      print("= \(result.text)")
    default:
      continue
    }
  } catch {
    print("! the answer was refused: \(error)")
  }
}
