import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// A big registry and a remote model: the top-k skills for the request and skills.search,
/// never every schema on every turn; what the search finds is offered next.
struct ToolSelectionTests {
  static func registry() -> [any Skill] {
    var skills: [any Skill] = [
      NamedSkill(id: "mail.send", description: "Sends an e-mail message to someone"),
      NamedSkill(id: "text.translate", description: "Translates text into another language"),
    ]
    for index in 0..<60 {
      skills.append(
        NamedSkill(id: "filler.skill\(index)", description: "Counts widgets of batch \(index)"))
    }
    return skills
  }

  @Test func aRemoteModelGetsTheTopKAndFindsTheRestWithSkillsSearch() async throws {
    let model = ScriptedModel([
      ScriptedModel.call("call_1", "skills.search", #"{"query":"translate text"}"#),
      ScriptedModel.call("call_2", "text.translate", "{}"),
      ScriptedModel.say("done"),
    ])
    let agent = try AgentHarness.agent(model, skills: Self.registry())
    let (messages, result) = await agent.run("send a mail to bob")
    #expect(result.subtype == .success)
    let first = model.requests[0].tools.map(\.id)
    #expect(first.count <= 13, "\(first.count) tools sent")
    #expect(first.contains("mail.send"))
    #expect(first.last == "skills.search")
    #expect(!first.contains("text.translate"))
    let second = model.requests[1].tools.map(\.id)
    #expect(second.contains("text.translate"), "found by the search, offered next")
    let results = AgentHarness.toolResults(messages)
    #expect(results.first?.skillID == "skills.search")
    #expect(results.first?.content.contains("text.translate") == true)
    #expect(results.last?.status == .success, "the found skill ran")
    let notices = messages.compactMap { message -> SystemNotice? in
      if case .system(let notice) = message, notice.subtype == "tool_selection" { return notice }
      return nil
    }
    #expect(notices.first?.message.contains("of 62 skills") == true)
  }

  /// A model that ranks the registry itself (the offline planner), seen by the agent as any
  /// model: it is sent every skill, never the top-k and skills.search, and the titles of the
  /// items listing skills keep. (`ranksToolsItself` was once an extension's default only, so
  /// every model said false.)
  @Test func aModelThatRanksItselfGetsTheWholeRegistryAndTheItems() async throws {
    let scripted = ScriptedModel([ScriptedModel.say("hi")])
    let model: any LanguageModel = SelfRanking(scripted: scripted)
    let agent = try AgentHarness.agent(model, skills: Self.registry() + [ListingSkill()])
    _ = await agent.run("send a mail to bob")
    let sent = try #require(scripted.requests.first)
    #expect(sent.tools.count == 63)
    #expect(!sent.tools.contains { $0.id == "skills.search" })
    #expect(sent.items == ["notes.list": ["water the plants", "交房租"]])
  }

  @Test func aSmallRegistryIsSentWhole() async throws {
    let model = ScriptedModel([ScriptedModel.say("hi")])
    let agent = try AgentHarness.agent(model, skills: Array(Self.registry().prefix(5)))
    _ = await agent.run("hello")
    #expect(model.requests[0].tools.count == 5)
    #expect(!model.requests[0].tools.contains { $0.id == "skills.search" })
  }
}

/// A normal-level skill with a description of its own, for ranking.
struct NamedSkill: Skill {
  let descriptor: SkillDescriptor

  init(id: String, description: String) {
    descriptor = SkillDescriptor(id: id, displayName: id, description: description)
  }

  func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    SkillResult(content: "\(descriptor.id) ran")
  }
}

/// A scripted model that says it ranks the skills itself.
struct SelfRanking: LanguageModel {
  let scripted: ScriptedModel
  var identifier: String { "self-ranking" }
  var ranksToolsItself: Bool { true }

  func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
    scripted.stream(request)
  }
}

/// A skill that keeps items and lends their titles to the planner.
struct ListingSkill: Skill, ItemListing {
  let descriptor = SkillDescriptor(
    id: "notes.list", displayName: "notes", description: "Lists notes")

  func itemTitles(limit: Int) async throws -> [String] {
    Array(["water the plants", "交房租"].prefix(limit))
  }

  func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    SkillResult(content: "listed")
  }
}
