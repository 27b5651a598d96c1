import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import AgentRuntime

/// `@mcp://SERVER/URI` in a request: read by the server's reader skill through the gate before
/// the request is sent with it; a mention that cannot be read stops the run unsent.
@Suite struct AttachmentTests {
  @Test func whatIsAMention() {
    let found = AttachmentMention.all(
      in: "compare @mcp://notes/note://3 and @mcp://files/a/b.txt, @mcp://notes/note://3 again")
    #expect(found.map(\.server) == ["notes", "files"])
    #expect(found.map(\.uri) == ["note://3", "a/b.txt,"])
    #expect(
      AttachmentMention.all(in: "mail me@mcp.org or @mcp:// or @mcp://x/ or @mcp:///y").isEmpty)
  }

  struct Readers: AttachmentSource {
    func readerSkill(server: String) async -> String? {
      server == "notes" ? "demo.read" : nil
    }
  }

  /// Answers `{"uri"}` with the uri's text.
  struct Reader: Skill {
    let descriptor = SkillDescriptor(
      id: "demo.read", displayName: "Read", description: "reads",
      inputFields: [InputField(name: "uri", type: .string, required: true, description: "uri")])
    func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
      SkillResult(content: "text of \(input.values["uri"]?.stringValue ?? "")")
    }
  }

  func agent(_ model: ScriptedModel, rules: InMemoryRules = InMemoryRules()) throws -> Agent {
    var configuration = Agent.Configuration(
      maxTurns: 3, timeZone: AgentHarness.zone, language: .english)
    configuration.attachments = Readers()
    return Agent(
      model: model, registry: try SkillRegistry([Reader()]), clock: ManualClock(AgentHarness.now),
      rules: rules, configuration: configuration)
  }

  @Test func theModelIsSentTheRequestWithWhatWasRead() async throws {
    let model = ScriptedModel([ScriptedModel.say("ok")])
    let (messages, result) = try await agent(model).run("summarize @mcp://notes/n1")
    #expect(result.subtype == .success)
    #expect(AgentHarness.toolUses(messages).map(\.skillID) == ["demo.read"])
    #expect(AgentHarness.stagesAreLegal(messages))
    #expect(
      model.requests.first?.messages.last
        == .user(
          "summarize @mcp://notes/n1\n\n<attachment uri=\"mcp://notes/n1\">\ntext of n1\n</attachment>"
        ))
  }

  @Test func aMentionThatIsNotReadStopsTheRunUnsent() async throws {
    let unknown = ScriptedModel([ScriptedModel.say("ok")])
    let (_, missing) = try await agent(unknown).run("see @mcp://other/x")
    #expect(missing.error?.code == "invalid_input")
    #expect(unknown.requests.isEmpty)
    let rules = InMemoryRules([PermissionRule(skill: "demo.read", decision: .deny, scope: .user)])
    let denied = ScriptedModel([ScriptedModel.say("ok")])
    let (_, result) = try await agent(denied, rules: rules).run("see @mcp://notes/x")
    #expect(result.error?.code == "permission_denied")
    #expect(denied.requests.isEmpty, "never sent without its attachment")
  }
}
