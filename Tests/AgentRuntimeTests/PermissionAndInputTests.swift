import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit
import Testing

struct PermissionAndInputTests {
  typealias H = AgentHarness

  static func confirmSkill() -> SteppingSkill {
    SteppingSkill(
      id: "todo.add", level: .userConfirmation, steps: 1,
      fields: [InputField(name: "title", type: .string, required: true)])
  }

  static func systemSkill() -> SteppingSkill {
    SteppingSkill(
      id: "reminder.create", level: .systemAccess, steps: 1,
      fields: [
        InputField(name: "title", type: .string, required: true),
        InputField(name: "dueDate", type: .dateTime, required: true),
      ], authorizations: ["reminders"])
  }

  static func oneCall(_ skill: String, _ arguments: String) -> ScriptedModel {
    ScriptedModel([
      ScriptedModel.call("c1", skill, arguments) + [.stop(.toolUse)], ScriptedModel.say("reported"),
    ])
  }

  @Test func normalSkillsRunWithoutAsking() async throws {
    let interaction = ScriptedInteraction()
    let skill = SteppingSkill(id: "time.now", steps: 1)
    let (messages, _) = try await H.agent(
      Self.oneCall("time.now", "{}"), skills: [skill], interaction: interaction
    ).run("time", answering: interaction)
    #expect(interaction.permissionRequests.isEmpty)
    #expect(H.toolResults(messages).first?.status == .success)
    let decision = try #require(Self.decisions(messages).first)
    #expect(decision.reason == "level normal: runs without asking")
  }

  @Test func deniedCallNeverRunsAndTheModelIsTold() async throws {
    let skill = Self.confirmSkill()
    let interaction = ScriptedInteraction(decisions: [.deny])
    let model = Self.oneCall("todo.add", #"{"title":"milk"}"#)
    let (messages, result) = try await H.agent(model, skills: [skill], interaction: interaction)
      .run("add milk", answering: interaction)
    #expect(skill.events.isEmpty)
    #expect(H.toolResults(messages).map(\.status) == [.denied])
    #expect(model.requests.last?.messages.last?.toolResults.first?.isError == true)
    #expect(result.subtype == .success)
    let request = try #require(interaction.permissionRequests.first)
    #expect(request.kind == .confirmation)
    #expect(request.summary.contains(#"title "milk""#))
    #expect(H.stagePath(messages).contains(.awaitingPermission))
    #expect(H.stagesAreLegal(messages))
  }

  @Test func allowOnceAsksAgainNextTime() async throws {
    let skill = Self.confirmSkill()
    let rules = InMemoryRules()
    let interaction = ScriptedInteraction(decisions: [.allowOnce, .allowOnce])
    let model = ScriptedModel([
      ScriptedModel.call("c1", "todo.add", #"{"title":"a"}"#) + [.stop(.toolUse)],
      ScriptedModel.say("1"),
      ScriptedModel.call("c2", "todo.add", #"{"title":"b"}"#) + [.stop(.toolUse)],
      ScriptedModel.say("2"),
    ])
    let agent = try H.agent(model, skills: [skill], interaction: interaction, rules: rules)
    _ = await agent.run("a", answering: interaction)
    _ = await agent.run("b", answering: interaction)
    #expect(interaction.permissionRequests.count == 2)
    #expect(rules.rules.isEmpty)
  }

  @Test func alwaysAllowIsSavedAndHonoured() async throws {
    let skill = Self.confirmSkill()
    let rules = InMemoryRules()
    let interaction = ScriptedInteraction(decisions: [.allowAlways])
    let model = ScriptedModel([
      ScriptedModel.call("c1", "todo.add", #"{"title":"a"}"#) + [.stop(.toolUse)],
      ScriptedModel.say("1"),
      ScriptedModel.call("c2", "todo.add", #"{"title":"b"}"#) + [.stop(.toolUse)],
      ScriptedModel.say("2"),
    ])
    let agent = try H.agent(model, skills: [skill], interaction: interaction, rules: rules)
    _ = await agent.run("a", answering: interaction)
    let (messages, _) = await agent.run("b", answering: interaction)
    #expect(interaction.permissionRequests.count == 1)
    #expect(rules.rules.map(\.pattern) == ["todo.add"])
    #expect(Self.decisions(messages).first?.reason == "rule: allow todo.add [user]")
    #expect(Self.decisions(messages).first?.decidedBy == .allowRule)
    #expect(skill.events.filter { $0 == "finished" }.count == 2)
  }

  @Test func withoutAnyoneToAskTheGateFailsClosed() async throws {
    let skill = Self.confirmSkill()
    let (messages, _) = try await H.agent(
      Self.oneCall("todo.add", #"{"title":"a"}"#), skills: [skill], interaction: nil
    ).run("x")
    #expect(skill.events.isEmpty)
    #expect(H.toolResults(messages).map(\.status) == [.denied])
  }

  @Test func systemAccessAsksForAuthorizationFirstAndRecordsIt() async throws {
    let skill = Self.systemSkill()
    let authorization = InMemoryAuthorization()
    let interaction = ScriptedInteraction(decisions: [.allowOnce, .allowOnce])
    let model = Self.oneCall(
      "reminder.create", #"{"title":"开会","dueDate":"2026-12-01T09:00:00+08:00"}"#)
    let (messages, _) = try await H.agent(
      model, skills: [skill], interaction: interaction, authorization: authorization
    ).run("x", answering: interaction)
    #expect(interaction.permissionRequests.map(\.kind) == [.authorization, .confirmation])
    #expect(interaction.permissionRequests.first?.capability == "reminders")
    #expect(try await authorization.status(of: "reminders") == .authorized)
    let changes = messages.compactMap { message -> AuthStatusChange? in
      if case .authStatus(let change) = message { return change } else { return nil }
    }
    #expect(
      changes == [
        AuthStatusChange(capability: "reminders", previous: .notDetermined, status: .authorized)
      ])
    #expect(skill.events.last == "finished")
  }

  @Test func deniedAuthorizationFailsWithTheGrantCommand() async throws {
    let skill = Self.systemSkill()
    let interaction = ScriptedInteraction(decisions: [.allowOnce])
    let (messages, _) = try await H.agent(
      Self.oneCall("reminder.create", #"{"title":"a","dueDate":"2026-12-01T09:00:00+08:00"}"#),
      skills: [skill], interaction: interaction,
      authorization: InMemoryAuthorization(["reminders": .denied])
    ).run("x", answering: interaction)
    #expect(interaction.permissionRequests.isEmpty, "a denied capability is not asked again")
    let result = try #require(H.toolResults(messages).first)
    #expect(result.status == .denied)
    #expect(result.error?.code == "authorization_denied")
    #expect(result.error?.fix.contains("ask auth grant reminders") == true)
    #expect(skill.events.isEmpty)
  }

  @Test func refusingAuthorizationRecordsDenied() async throws {
    let authorization = InMemoryAuthorization()
    let interaction = ScriptedInteraction(decisions: [.deny])
    _ = try await H.agent(
      Self.oneCall("reminder.create", #"{"title":"a","dueDate":"2026-12-01T09:00:00+08:00"}"#),
      skills: [Self.systemSkill()], interaction: interaction, authorization: authorization
    ).run("x", answering: interaction)
    #expect(try await authorization.status(of: "reminders") == .denied)
  }

  /// The prompt would stay open for an hour: the run ends because cancelling withdraws it, and
  /// the time limit fails the test if the run ever waits for the answer instead.
  @Test(.timeLimit(.minutes(1))) func cancellingWhileAPromptIsOpenDeniesIt() async throws {
    let skill = Self.confirmSkill()
    let interaction = ScriptedInteraction(decisions: [.allowOnce], delay: .seconds(3600))
    let agent = try H.agent(
      Self.oneCall("todo.add", #"{"title":"a"}"#), skills: [skill], interaction: interaction)
    var messages: [AgentMessage] = []
    for await message in agent.stream("x", answering: interaction) {
      messages.append(message)
      if case .permissionRequest = message { agent.cancel() }
    }
    #expect(interaction.withdrawnRequests.count == 1, "the open prompt is withdrawn")
    #expect(skill.events.isEmpty)
    #expect(H.result(messages)?.subtype == .cancelled)
    #expect(Self.decisions(messages).first?.decision == .deny)
    #expect(H.toolResults(messages).count == 1)
  }

  @Test func missingRequiredFieldsAreAskedForAndParsed() async throws {
    let skill = Self.systemSkill()
    let interaction = ScriptedInteraction(
      decisions: [.allowOnce, .allowOnce], inputs: [.accept(["dueDate": "明天上午九点"])])
    let (messages, result) = try await H.agent(
      Self.oneCall("reminder.create", #"{"title":"开会"}"#), skills: [skill],
      interaction: interaction
    ).run("提醒我开会", answering: interaction)
    let request = try #require(interaction.inputRequests.first)
    #expect(request.fields.map(\.name) == ["dueDate"])
    #expect(request.input == ["title": "开会"])
    #expect(result.subtype == .success)
    #expect(skill.events.last == "finished")
    let confirmation = try #require(interaction.permissionRequests.last)
    #expect(confirmation.input["dueDate"] == "2026-12-01T09:00:00+08:00")
    #expect(H.stagePath(messages).contains(.awaitingUserInput))
    #expect(H.stagesAreLegal(messages))
  }

  @Test func invalidAnswersAreAskedAgainWithTheirErrors() async throws {
    let skill = Self.systemSkill()
    let interaction = ScriptedInteraction(
      decisions: [.allowOnce, .allowOnce],
      inputs: [.accept(["dueDate": "next blursday"]), .accept(["dueDate": "tomorrow at 9am"])])
    let (_, result) = try await H.agent(
      Self.oneCall("reminder.create", #"{"title":"x"}"#), skills: [skill], interaction: interaction
    ).run("x", answering: interaction)
    #expect(interaction.inputRequests.count == 2)
    #expect(
      interaction.inputRequests.last?.errors["dueDate"]
        == #"expected an ISO 8601 date-time, got "next blursday""#)
    #expect(result.subtype == .success)
  }

  @Test func declinedFormIsAnErrorResultAndCancelStopsTheRun() async throws {
    let answers = ScriptedInteraction(inputs: [.decline])
    let declined = try await H.agent(
      Self.oneCall("reminder.create", #"{"title":"x"}"#), skills: [Self.systemSkill()],
      interaction: answers
    ).run("x", answering: answers)
    #expect(H.toolResults(declined.messages).first?.error?.code == "input_declined")
    #expect(declined.result.subtype == .success)

    let cancels = ScriptedInteraction(inputs: [.cancel(reason: "user")])
    let cancelled = try await H.agent(
      Self.oneCall("reminder.create", #"{"title":"x"}"#), skills: [Self.systemSkill()],
      interaction: cancels
    ).run("x", answering: cancels)
    #expect(cancelled.result.subtype == .cancelled)
    #expect(H.toolResults(cancelled.messages).map(\.status) == [.cancelled])
  }

  @Test func formAnswersMayAddOptionalFieldsButNotUnknownOnes() async throws {
    let skill = SteppingSkill(
      id: "reminder.note", steps: 1,
      fields: [
        InputField(name: "title", type: .string, required: true),
        InputField(name: "notes", type: .string),
      ])
    let interaction = ScriptedInteraction(inputs: [
      .accept(["title": "开会", "colour": "red"]), .accept(["title": "开会", "notes": "room 3"]),
    ])
    let (messages, _) = try await H.agent(
      Self.oneCall("reminder.note", "{}"), skills: [skill], interaction: interaction
    ).run("x", answering: interaction)
    #expect(interaction.inputRequests.count == 2)
    #expect(interaction.inputRequests.last?.errors["colour"]?.hasPrefix("unknown field") == true)
    #expect(H.toolResults(messages).first?.content.contains(#""notes":"room 3""#) == true)
  }

  @Test func missingFieldsWithoutAFormGoBackToTheModel() async throws {
    let (messages, _) = try await H.agent(
      Self.oneCall("reminder.create", #"{"title":"x"}"#), skills: [Self.systemSkill()],
      interaction: nil
    ).run("x")
    let result = try #require(H.toolResults(messages).first)
    #expect(result.content == "missing required fields: dueDate; ask the user for them")
  }

  @Test func hooksRunAroundCallsAndCanBlock() async throws {
    let skill = SteppingSkill(id: "demo.guarded", steps: 1)
    let hook = RecordingHook(name: "policy", event: .preToolUse, block: true)
    let after = RecordingHook(name: "after", event: .postToolUse, block: false)
    let (messages, _) = try await H.agent(
      Self.oneCall("demo.guarded", "{}"), skills: [skill], hooks: [hook, after]
    ).run("x")
    #expect(skill.events.isEmpty)
    let result = try #require(H.toolResults(messages).first)
    #expect(result.status == .denied)
    #expect(result.content.contains("not on weekends"))
    let kinds = messages.compactMap { message -> String? in
      switch message {
      case .hookStarted(let hook): return "started \(hook.hookName)"
      case .hookProgress(let hook): return "progress \(hook.output)"
      case .hookResponse(let hook): return "response \(hook.hookName) \(hook.outcome.blocked)"
      default: return nil
      }
    }
    #expect(kinds == ["started policy", "progress checking", "response policy true"])
  }

  static func decisions(_ messages: [AgentMessage]) -> [PermissionDecisionEvent] {
    messages.compactMap { message in
      if case .permissionDecision(let decision) = message { return decision } else { return nil }
    }
  }

  @Test func aPromptIsAnsweredThroughTheSessionAsItsEventPasses() async throws {
    let skill = Self.confirmSkill()
    let agent = try H.agent(
      Self.oneCall("todo.add", #"{"title":"a"}"#), skills: [skill],
      interaction: ScriptedInteraction())
    var refusals: [AnswerRefusal.Reason] = []
    var messages: [AgentMessage] = []
    for await message in agent.stream("x") {
      messages.append(message)
      guard case .permissionRequest(let request) = message else { continue }
      #expect(
        agent.prompt(request.requestID) == .permission(request), "open when its event is seen")
      for wrong in [
        ("perm-99", PromptAnswer.permission(ResolvedDecision(.allowOnce, reason: "x"))),
        (request.requestID, .input(.decline)),
      ] {
        do {
          try agent.answer(wrong.0, with: wrong.1)
        } catch {
          refusals.append(error.reason)
        }
      }
      try agent.answer(
        request.requestID, with: .permission(ResolvedDecision(.allowOnce, reason: "user: test")))
    }
    #expect(refusals == [.notOpen, .wrongKind(.permission)])
    #expect(H.toolResults(messages).map(\.status) == [.success])
    #expect(skill.events.last == "finished")
  }

  @Test func anAnswerAfterTheRunStoppedWaitingIsRefused() async throws {
    let skill = Self.confirmSkill()
    let agent = try H.agent(
      Self.oneCall("todo.add", #"{"title":"a"}"#), skills: [skill],
      interaction: ScriptedInteraction())
    var asked: String?
    for await message in agent.stream("x") {
      if case .permissionRequest(let request) = message {
        asked = request.requestID
        agent.cancel()
      }
    }
    let id = try #require(asked)
    #expect(agent.prompt(id) == nil)
    do {
      try agent.answer(id, with: .permission(ResolvedDecision(.allowOnce, reason: "late")))
      Issue.record("a late answer was taken")
    } catch {
      #expect(error.reason == .closed("cancelled"))
    }
    #expect(skill.events.isEmpty, "nothing ran")
  }
}

/// A hook that reports one line and blocks or passes.
struct RecordingHook: AgentHook {
  let name: String
  let event: HookEvent
  let block: Bool

  func matches(skillID: String) -> Bool { true }

  func run(_ input: HookInput, progress: @escaping @Sendable (String) -> Void) async -> HookOutcome
  {
    progress("checking")
    return HookOutcome(
      blocked: block, exitCode: block ? 2 : 0, output: block ? "not on weekends" : "")
  }
}
