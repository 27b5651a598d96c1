// A skill declared in Swift, registered with the agent, run by the offline planner (no key,
// no network); every event printed as the NDJSON line `ask --json` would print.
//
//   swift run example-declare-skill "greet Ada"
import AgentCore
import AgentRuntime
import Foundation
import ModelProviders
import SkillKit

/// Says hello: a `normal` skill, so it runs without asking.
struct GreetSkill: Skill {
  let descriptor = SkillDescriptor(
    id: "greet.person", displayName: "Greet someone",
    description: "Greets a person by name",
    inputFields: [InputField(name: "name", type: .string, required: true, description: "Who")],
    examples: ["greet Grace", "say hello to Linus"])

  func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    context.step("greeting")
    let name = input.string("name") ?? "you"
    return SkillResult(content: "Hello, \(name)!", data: ["name": .string(name)])
  }
}

let request = CommandLine.arguments.dropFirst().joined(separator: " ")
let registry = try SkillRegistry([GreetSkill()])
let agent = Agent(
  model: OfflinePlanner(), registry: registry,
  configuration: Agent.Configuration(language: .english))
for await message in agent.stream(request.isEmpty ? "greet Ada" : request) {
  print(MessageWire.encode(message).jsonString)
}
