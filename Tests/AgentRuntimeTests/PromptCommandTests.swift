import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Synchronization
import Testing

@testable import AgentRuntime

/// `/SERVER:PROMPT ARG=VALUE…`: what is a prompt command, and that the model is sent the
/// filled-in prompt (shown first), never the command's words.
@Suite struct PromptCommandTests {
  @Test func whatIsAPromptCommand() {
    let full = PromptCommand(#"/notes:review file=a.swift focus="naming rules" please"#)
    #expect(full?.server == "notes" && full?.prompt == "review")
    #expect(full?.arguments == ["file": "a.swift", "focus": "naming rules"])
    #expect(full?.text == "please")
    #expect(PromptCommand("/my-server:sum_up the meeting notes")?.text == "the meeting notes")
    for other in [
      "/skills", "/help me", "/a:", "/:b", "notes:review", "/a b:c", "/a:b:c x", "/@:x",
    ] {
      #expect(PromptCommand(other) == nil, "\(other)")
    }
    #expect(PromptCommand(#"/s:p k="unclosed quote"#)?.arguments == ["k": "unclosed quote"])
  }

  /// Fills in `/notes:greet` from its arguments; anything else is a usage error.
  final class Prompts: PromptSource {
    let asked = Mutex<[[String: String]]>([])
    func expand(server: String, prompt: String, arguments: [String: String]) async throws
      -> String
    {
      asked.withLock { $0.append(arguments) }
      guard server == "notes", prompt == "greet" else {
        throw PromptUsageError("no prompt \(prompt)")
      }
      return "Say hello to \(arguments["who"] ?? arguments[""] ?? "everyone")."
    }
  }

  func agent(_ model: ScriptedModel, prompts: (any PromptSource)?) throws -> Agent {
    var configuration = Agent.Configuration(
      maxTurns: 3, timeZone: AgentHarness.zone, language: .english)
    configuration.prompts = prompts
    return Agent(
      model: model, registry: try SkillRegistry([]), clock: ManualClock(AgentHarness.now),
      configuration: configuration)
  }

  @Test func theModelIsSentTheFilledInPrompt() async throws {
    let model = ScriptedModel([ScriptedModel.say("Hello, Ann!")])
    let source = Prompts()
    let (messages, result) = try await agent(model, prompts: source).run("/notes:greet who=Ann")
    #expect(result.subtype == .success)
    #expect(model.requests.first?.messages.last == .user("Say hello to Ann."))
    let shown = messages.compactMap { message -> LocalCommandOutput? in
      if case .localCommandOutput(let output) = message { return output } else { return nil }
    }
    #expect(shown.map(\.command) == ["/notes:greet"])
    #expect(shown.map(\.output) == ["Say hello to Ann."], "shown before it is sent")
    _ = try await agent(ScriptedModel([ScriptedModel.say("k")]), prompts: source).run(
      "/notes:greet the team")
    #expect(source.asked.withLock { $0.last } == ["": "the team"])
  }

  @Test func aPromptThatDoesNotFitFailsWithoutTheModel() async throws {
    let model = ScriptedModel([])
    let (_, result) = try await agent(model, prompts: Prompts()).run("/notes:nope x=1")
    #expect(model.requests.isEmpty)
    #expect(result.error?.code == "invalid_input")
    #expect(result.error?.message.contains("no prompt nope") == true)
    let plain = ScriptedModel([ScriptedModel.say("k")])
    _ = try await agent(plain, prompts: nil).run("/notes:greet")
    #expect(plain.requests.isEmpty, "without a source it is an unknown local command")
  }
}
