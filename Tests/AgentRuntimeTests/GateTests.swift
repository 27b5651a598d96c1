import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit
import Synchronization
import Testing

/// The permission system through the real loop: decisions, rules, modes, one prompt at a time,
/// edits, pause, and the audit log.
struct GateTests {
  typealias H = AgentHarness

  static func todo() -> SteppingSkill {
    SteppingSkill(
      id: "todo.add", level: .userConfirmation, steps: 1, stepDuration: .zero,
      fields: [
        InputField(name: "title", type: .string, required: true),
        InputField(name: "priority", type: .enumeration, enumValues: ["low", "normal", "high"]),
        InputField(name: "token", type: .string, isSecret: true),
      ])
  }

  static func agent(
    _ model: ScriptedModel, skills: [any Skill], interaction: ScriptedInteraction? = nil,
    rules: InMemoryRules = InMemoryRules(), audit: InMemoryAudit = InMemoryAudit(),
    mode: PermissionMode = .default, hooks: [any AgentHook] = []
  ) throws -> Agent {
    Agent(
      model: model, registry: try SkillRegistry(skills), clock: ManualClock(H.now),
      interactive: interaction != nil,
      authorization: InMemoryAuthorization(["reminders": .authorized]),
      rules: rules, hooks: hooks, audit: audit,
      configuration: Agent.Configuration(
        timeZone: H.zone, language: .english, permissionMode: mode, workingDirectory: "/work/p",
        sessionID: "session-1"))
  }

  static func calls(_ count: Int, skill: String = "todo.add") -> ScriptedModel {
    var turn: [ModelEvent] = []
    for index in 1...count {
      turn += ScriptedModel.call("c\(index)", skill, #"{"title":"item \#(index)"}"#)
    }
    return ScriptedModel([turn + [.stop(.toolUse)], ScriptedModel.say("done")])
  }

  static func decisions(_ messages: [AgentMessage]) -> [PermissionDecisionEvent] {
    messages.compactMap {
      if case .permissionDecision(let value) = $0 { return value } else { return nil }
    }
  }

  @Test func fiftyParallelPromptsAreShownOneAtATimeAndAllAnswered() async throws {
    let skill = Self.todo()
    let interaction = ScriptedInteraction(
      decisions: Array(repeating: .allowOnce, count: 50), delay: .milliseconds(1))
    let (messages, result) = try await Self.agent(
      Self.calls(50), skills: [skill], interaction: interaction
    )
    .run("fifty", answering: interaction)
    #expect(interaction.permissionRequests.count == 50)
    #expect(interaction.maxConcurrentPrompts == 1)
    #expect(H.toolResults(messages).count == 50)
    #expect(H.toolResults(messages).allSatisfy { $0.status == .success })
    #expect(Set(interaction.permissionRequests.map(\.requestID)).count == 50)
    #expect(result.subtype == .success)
  }

  @Test func cancellingWithPromptsQueuedDeniesEveryOneAndFinishes() async throws {
    let skill = Self.todo()
    let interaction = ScriptedInteraction(decisions: [.allowOnce], delay: .seconds(60))
    let agent = try Self.agent(Self.calls(5), skills: [skill], interaction: interaction)
    var messages: [AgentMessage] = []
    for await message in agent.stream("x", answering: interaction) {
      messages.append(message)
      if case .permissionRequest = message { agent.cancel() }
    }
    #expect(H.result(messages)?.subtype == .cancelled)
    #expect(H.toolResults(messages).count == 5)
    #expect(H.toolResults(messages).allSatisfy { $0.status == .cancelled })
    #expect(skill.events.isEmpty)
    #expect(interaction.permissionRequests.count == 1, "queued prompts are never shown")
    #expect(interaction.withdrawnRequests == ["perm-1"])
    #expect(Self.decisions(messages).first?.decision == .deny)
  }

  @Test func denyWithAMessageReachesTheModel() async throws {
    let model = Self.calls(1)
    let interaction = ScriptedInteraction(answers: [
      ResolvedDecision(.deny, reason: "user: deny", message: "not today")
    ])
    let (messages, _) = try await Self.agent(model, skills: [Self.todo()], interaction: interaction)
      .run("x", answering: interaction)
    #expect(H.toolResults(messages).first?.content.contains("the user says: not today") == true)
    #expect(
      model.requests.last?.messages.last?.toolResults.first?.content.contains("not today") == true)
  }

  @Test func denyAndStopEndsTheRun() async throws {
    let skill = Self.todo()
    let interaction = ScriptedInteraction(decisions: [.denyAndStop, .allowOnce])
    let (messages, result) = try await Self.agent(
      Self.calls(2), skills: [skill], interaction: interaction
    ).run("x", answering: interaction)
    #expect(result.subtype == .cancelled)
    #expect(H.toolResults(messages).map(\.status) == [.cancelled, .cancelled])
    #expect(interaction.permissionRequests.count == 1)
    #expect(skill.events.isEmpty)
  }

  @Test func allowForTheSessionLastsForThisAgentOnly() async throws {
    let rules = InMemoryRules()
    let interaction = ScriptedInteraction(decisions: [.allowSession, .allowOnce])
    let agent = try Self.agent(
      Self.calls(3), skills: [Self.todo()], interaction: interaction, rules: rules)
    let (messages, _) = await agent.run("x", answering: interaction)
    #expect(interaction.permissionRequests.count == 1)
    #expect(Self.decisions(messages).map(\.decidedBy) == [.user, .allowRule, .allowRule])
    #expect(Self.decisions(messages).first?.rule == "todo.add")
    #expect(rules.rules.isEmpty, "nothing persisted")
    let fresh = try Self.agent(
      Self.calls(1), skills: [Self.todo()], interaction: interaction, rules: rules)
    _ = await fresh.run("y", answering: interaction)
    #expect(interaction.permissionRequests.count == 2, "a new session asks again")
  }

  @Test func alwaysAllowPersistsTheRuleTheUserChose() async throws {
    let rules = InMemoryRules()
    let interaction = ScriptedInteraction(answers: [
      ResolvedDecision(
        .allowAlways, reason: "user", rule: "todo.add(title: item 1)", ruleScope: "project")
    ])
    _ = try await Self.agent(
      Self.calls(1), skills: [Self.todo()], interaction: interaction, rules: rules
    ).run("x", answering: interaction)
    #expect(
      rules.rules == [
        PermissionRule(
          skill: "todo.add", fields: [("title", "item 1")], decision: .allow,
          scope: .project("/work/p"))
      ])
    let second = ScriptedInteraction(decisions: [.deny])
    let (messages, _) = try await Self.agent(
      Self.calls(2), skills: [Self.todo()], interaction: second, rules: rules
    )
    .run("y", answering: second)
    #expect(
      Self.decisions(messages).map(\.decidedBy) == [.allowRule, .user], "item 2 is not covered")
  }

  @Test func editedInputIsValidatedAgainAndAudited() async throws {
    let skill = Self.todo()
    let audit = InMemoryAudit()
    let interaction = ScriptedInteraction(answers: [
      ResolvedDecision(.allowOnce, reason: "user", editedInput: ["priority": "urgent"]),
      ResolvedDecision(
        .allowOnce, reason: "user", editedInput: ["priority": "high", "token": "s3cret"]),
    ])
    let (messages, _) = try await Self.agent(
      Self.calls(1), skills: [skill], interaction: interaction, audit: audit
    ).run("x", answering: interaction)
    #expect(interaction.permissionRequests.count == 2)
    #expect(
      interaction.permissionRequests.last?.errors["priority"]?.hasPrefix("expected one of") == true)
    #expect(H.toolResults(messages).first?.content.contains(#""priority":"high""#) == true)
    let entry = try #require(audit.entries.first)
    #expect(entry.input == ["title": "item 1"])
    #expect(entry.editedInput == ["title": "item 1", "priority": "high", "token": "[redacted]"])
  }

  @Test func anEditedInputGoesThroughThePreToolUseHooksAgain() async throws {
    let skill = Self.todo()
    let hook = InputCheckingHook(forbiddenPriority: "high")
    let interaction = ScriptedInteraction(answers: [
      ResolvedDecision(.allowOnce, reason: "user", editedInput: ["priority": "high"])
    ])
    let (messages, _) = try await Self.agent(
      Self.calls(1), skills: [skill], interaction: interaction, hooks: [hook]
    ).run("x", answering: interaction)
    #expect(hook.seen == [nil, "high"])
    #expect(Self.decisions(messages).first?.decidedBy == .hook)
    #expect(skill.events.isEmpty, "the edited call must not run")
  }

  @Test func noAnswerToAnAuthorizationPromptStoresNothing() async throws {
    let authorization = InMemoryAuthorization([:])
    let skill = SteppingSkill(
      id: "reminder.create", level: .systemAccess, steps: 1, stepDuration: .zero,
      fields: [InputField(name: "title", type: .string, required: true)],
      authorizations: ["reminders"])
    let agent = Agent(
      model: Self.calls(1, skill: "reminder.create"), registry: try SkillRegistry([skill]),
      clock: ManualClock(H.now), interactive: true,
      authorization: authorization, rules: InMemoryRules(), audit: InMemoryAudit(),
      configuration: Agent.Configuration(timeZone: H.zone, language: .english))
    let (messages, _) = await agent.run("x", answering: ScriptedInteraction(answers: []))
    #expect(try await authorization.status(of: "reminders") == .notDetermined)
    #expect(H.toolResults(messages).first?.status == .denied)
    #expect(skill.events.isEmpty)
  }

  @Test func aCallDoesNotRunWhenItsStartCannotBeAudited() async throws {
    let skill = SteppingSkill(
      id: "todo.add", level: .normal, steps: 1, stepDuration: .zero,
      fields: [InputField(name: "title", type: .string)])
    let audit = InMemoryAudit()
    audit.failWrites(true)
    let (messages, _) = try await Self.agent(
      Self.calls(2), skills: [skill], audit: audit
    ).run("x")
    #expect(skill.events.isEmpty)
    #expect(H.toolResults(messages).map(\.status) == [.error, .error])
    #expect(H.toolResults(messages).first?.content.contains("audit log") == true)
  }

  @Test func theStartRowIsWrittenBeforeTheSkillRunsAndCompletedAfter() async throws {
    let audit = InMemoryAudit()
    let skill = AuditObservingSkill(audit: audit)
    let (messages, _) = try await Self.agent(
      Self.calls(1, skill: "audit.observe"), skills: [skill], audit: audit
    ).run("x")
    #expect(H.toolResults(messages).first?.status == .success)
    #expect(skill.seenDuringRun == ["c1"], "the start row existed while the skill ran")
    #expect(audit.entries.count == 1)
    #expect(audit.entries.first?.finished == true)
    #expect(try await audit.unfinishedCalls(session: "session-1").isEmpty)
  }

  @Test func modes() async throws {
    let planned = Self.todo()
    let (planMessages, _) = try await Self.agent(Self.calls(1), skills: [planned], mode: .plan).run(
      "x")
    #expect(planned.events.isEmpty)
    #expect(Self.decisions(planMessages).first?.reason == "plan mode: shown, not run")

    let bypassed = Self.todo()
    let (bypassMessages, _) = try await Self.agent(Self.calls(1), skills: [bypassed], mode: .bypass)
      .run("x")
    #expect(bypassed.events.last == "finished")
    let notice = bypassMessages.contains { message in
      if case .system(let notice) = message { return notice.message.contains("bypass mode") }
      return false
    }
    #expect(notice, "bypass is loudly marked")

    let scripted = Self.todo()
    let answers = ScriptedInteraction(decisions: [.allowOnce])
    let (denyMessages, _) = try await Self.agent(
      Self.calls(1), skills: [scripted], interaction: answers,
      mode: .deny
    ).run("x", answering: answers)
    #expect(scripted.events.isEmpty)
    #expect(Self.decisions(denyMessages).first?.decidedBy == .mode)
  }

  @Test func theAuditLogHasOneRowPerCallWithItsDecider() async throws {
    let audit = InMemoryAudit()
    let model = ScriptedModel([
      ScriptedModel.call("a", "time.now", "{}")
        + ScriptedModel.call("b", "todo.add", #"{"title":"x","token":"t0k3n"}"#)
        + ScriptedModel.call("c", "nope.nope", "{}") + [.stop(.toolUse)],
      ScriptedModel.say("ok"),
    ])
    let interaction = ScriptedInteraction(decisions: [.allowOnce])
    _ = try await Self.agent(
      model, skills: [SteppingSkill(id: "time.now", steps: 1, stepDuration: .zero), Self.todo()],
      interaction: interaction, audit: audit
    ).run("x", answering: interaction)
    let entries = audit.entries
    #expect(entries.map(\.toolUseID) == ["a", "b", "c"])
    #expect(entries.map(\.decidedBy) == [.level, .user, nil])
    #expect(entries.map(\.outcome) == [.success, .success, .error])
    #expect(entries[1].input["token"] == "[redacted]")
    #expect(entries.allSatisfy { $0.sessionID == "session-1" })
    #expect(entries[2].error?.hasPrefix("no skill named nope.nope") == true)
  }

  @Test func hooksDecideFirst() async throws {
    let skill = Self.todo()
    let answers = ScriptedInteraction(decisions: [.allowOnce])
    let (messages, _) = try await Self.agent(
      Self.calls(1), skills: [skill], interaction: answers,
      rules: InMemoryRules([PermissionRule(skill: "todo.add", decision: .allow, scope: .user)]),
      hooks: [RecordingHook(name: "policy", event: .preToolUse, block: true)]
    ).run("x", answering: answers)
    #expect(Self.decisions(messages).first?.decidedBy == .hook)
    #expect(skill.events.isEmpty)
  }

  @Test func pauseHoldsTheRunAtTheNextBoundaryUntilResumed() async throws {
    let first = SteppingSkill(id: "demo.first", steps: 3, stepDuration: .milliseconds(20))
    let second = SteppingSkill(id: "demo.second", steps: 1, stepDuration: .zero)
    let model = ScriptedModel([
      ScriptedModel.call("a", "demo.first", "{}") + [.stop(.toolUse)],
      ScriptedModel.call("b", "demo.second", "{}") + [.stop(.toolUse)],
      ScriptedModel.say("done"),
    ])
    let agent = try Self.agent(model, skills: [first, second])
    var messages: [AgentMessage] = []
    var sawPause = false
    for await message in agent.stream("x") {
      messages.append(message)
      if case .toolProgress(let progress) = message, progress.toolUseID == "a",
        progress.step == "step 1"
      {
        agent.pause()
      }
      if case .stage(.paused) = message {
        sawPause = true
        #expect(second.events.isEmpty, "nothing new starts while paused")
        #expect(first.events.last == "finished", "the running call finishes")
        agent.resume()
      }
    }
    #expect(sawPause)
    #expect(second.events.last == "finished")
    #expect(H.result(messages)?.subtype == .success)
    #expect(H.stagesAreLegal(messages))
  }

  @Test func formsOfferTheOptionalFieldsAfterTheRequiredOnes() async throws {
    let interaction = ScriptedInteraction(
      decisions: [.allowOnce], inputs: [.accept(["title": "milk"])])
    let model = ScriptedModel([
      ScriptedModel.call("a", "todo.add", "{}") + [.stop(.toolUse)], ScriptedModel.say("k"),
    ])
    let (messages, _) = try await Self.agent(model, skills: [Self.todo()], interaction: interaction)
      .run("x", answering: interaction)
    #expect(interaction.inputRequests.first?.fields.map(\.name) == ["title", "priority", "token"])
    #expect(interaction.inputRequests.first?.fields.map(\.required) == [true, false, false])
    #expect(H.toolResults(messages).first?.status == .success, "optional fields may be skipped")
  }
}

/// Blocks a call whose priority is the forbidden one, and records what it was shown.
final class InputCheckingHook: AgentHook, Sendable {
  let name = "priority-check"
  let event = HookEvent.preToolUse
  let forbiddenPriority: String
  private let shown = Mutex<[String?]>([])

  init(forbiddenPriority: String) {
    self.forbiddenPriority = forbiddenPriority
  }

  var seen: [String?] { shown.withLock { $0 } }

  func matches(skillID: String) -> Bool { true }

  func run(_ input: HookInput, progress: @escaping @Sendable (String) -> Void) async -> HookOutcome
  {
    let priority = input.input["priority"]?.stringValue
    shown.withLock { $0.append(priority) }
    let block = priority == forbiddenPriority
    return HookOutcome(blocked: block, exitCode: block ? 2 : 0, output: block ? "no" : "")
  }
}

/// A skill that looks, while it runs, at which calls the audit log has unfinished rows for.
final class AuditObservingSkill: Skill, Sendable {
  let descriptor = SkillDescriptor(
    id: "audit.observe", displayName: "observe", description: "looks at the audit log",
    inputFields: [InputField(name: "title", type: .string)])
  let audit: InMemoryAudit
  private let seen = Mutex<[String]>([])

  init(audit: InMemoryAudit) {
    self.audit = audit
  }

  var seenDuringRun: [String] { seen.withLock { $0 } }

  func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    let open = try await audit.unfinishedCalls(session: "session-1")
    seen.withLock { $0 = open.sorted() }
    return SkillResult(content: "ok")
  }
}
