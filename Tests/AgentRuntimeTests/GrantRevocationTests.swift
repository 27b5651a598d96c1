import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// What lets a call run unasked can be seen and taken back: a session's allowance lives in
/// the store, and is read before every call; an expired rule stops matching at once.
struct GrantRevocationTests {
  typealias H = AgentHarness
  typealias G = GateTests

  /// A model that calls todo.add once in each of `runs` runs.
  static func oneCallPerRun(_ runs: Int) -> ScriptedModel {
    ScriptedModel(
      (1...runs).flatMap { run in
        [
          ScriptedModel.call("c\(run)", "todo.add", #"{"title":"item \#(run)"}"#) + [
            .stop(.toolUse)
          ],
          ScriptedModel.say("done"),
        ]
      })
  }

  @Test func aRevokedAllowanceAsksAgainAtTheNextCallOfTheLiveSession() async throws {
    let rules = InMemoryRules()
    let interaction = ScriptedInteraction(decisions: [.allowSession, .allowOnce, .allowOnce])
    let agent = try G.agent(
      Self.oneCallPerRun(3), skills: [G.todo()], interaction: interaction, rules: rules)
    _ = await agent.run("x", answering: interaction)
    let held = try await rules.sessionAllowances(owner: nil)
    #expect(held.count == 1)
    let allowance = try #require(held.first)
    #expect(allowance.session == "session-1" && allowance.rule.pattern == "todo.add")
    #expect(allowance.madeBy?.contains("allow_session in session session-1 to todo.add") == true)
    #expect(allowance.ownerProcess?.pid == ProcessInfo.processInfo.processIdentifier)

    // The same agent: the allowance holds.
    let (second, _) = await agent.run("y", answering: interaction)
    #expect(G.decisions(second).map(\.decidedBy) == [.allowRule])
    #expect(interaction.permissionRequests.count == 1)

    // Another process revokes it; the live agent asks before its next call.
    #expect(try await rules.removeSessionAllowance(id: allowance.id))
    let (third, _) = await agent.run("z", answering: interaction)
    #expect(G.decisions(third).map(\.decidedBy) == [.user])
    #expect(interaction.permissionRequests.count == 2)
    #expect(try await rules.removeSessionAllowance(id: allowance.id) == false, "already gone")
  }

  @Test func anAlwaysAnswerIsStoredWithWhatMadeItAndRevokingItAsksAgain() async throws {
    let rules = InMemoryRules()
    let interaction = ScriptedInteraction(decisions: [.allowAlways, .allowOnce])
    let agent = try G.agent(
      Self.oneCallPerRun(2), skills: [G.todo()], interaction: interaction, rules: rules)
    _ = await agent.run("x", answering: interaction)
    let stored = try await rules.allRules().rules
    #expect(stored.count == 1)
    #expect(stored.first?.rule.madeBy?.contains("allow_always in session session-1") == true)
    #expect(stored.first?.rule.createdAt == H.now)
    #expect(try await rules.sessionAllowances(owner: nil).isEmpty, "the stored rule is enough")
    #expect(try await rules.remove(id: try #require(stored.first?.id)))
    let (again, _) = await agent.run("y", answering: interaction)
    #expect(G.decisions(again).map(\.decidedBy) == [.user], "no session copy masks the revoke")
  }

  @Test func anExpiredRuleStopsMatchingAtOnce() async throws {
    var live = PermissionRule(skill: "todo.add", decision: .allow, scope: .user)
    live.expiresAt = H.now.addingTimeInterval(60)
    var gone = PermissionRule(skill: "todo.*", decision: .allow, scope: .user)
    gone.expiresAt = H.now
    let unexpired = InMemoryRules([live])
    let (allowed, _) = await (try G.agent(G.calls(1), skills: [G.todo()], rules: unexpired))
      .run("x")
    #expect(G.decisions(allowed).map(\.decidedBy) == [.allowRule])

    let expired = InMemoryRules([gone])
    let interaction = ScriptedInteraction(decisions: [.deny])
    let (asked, _) = await
      (try G.agent(G.calls(1), skills: [G.todo()], interaction: interaction, rules: expired))
      .run("x", answering: interaction)
    #expect(G.decisions(asked).map(\.decidedBy) == [.user], "expired at now: asks")
  }
}
