import AgentBridge
import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@MainActor
struct AgentBridgeTests {
  static let now = ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!

  static func bridge(
    _ model: ScriptedModel, skills: [any Skill] = [],
    store: InMemoryEventStore = InMemoryEventStore(),
    capacity: Int = 500, policy: ThrottlePolicy = ThrottlePolicy()
  ) async throws -> AgentBridge {
    let registry = try SkillRegistry(skills)
    let bridge = AgentBridge(
      store: store, clock: SystemClock(pinnedTo: now), policy: policy, windowCapacity: capacity
    ) { session in
      Agent(
        model: model, registry: registry, clock: SystemClock(pinnedTo: now), interactive: true,
        configuration: Agent.Configuration(language: .english, sessionID: session.id))
    }
    try await bridge.newSession(workingDirectory: "/work", model: model.identifier)
    return bridge
  }

  static func kinds(_ bridge: AgentBridge) -> [String] {
    bridge.events.map { event in
      switch event.kind {
      case .user: return "user"
      case .assistant: return "assistant"
      case .toolCall: return "tool_call"
      case .toolResult: return "tool_result"
      case .error: return "error"
      case .result: return "result"
      case .system: return "system"
      default: return "other"
      }
    }
  }

  @Test func theUsersMessageIsShownAtOnceAndTheRunIsRecorded() async throws {
    let store = InMemoryEventStore()
    let model = ScriptedModel([[.textDelta("Hel"), .textDelta("lo"), .stop(.endTurn)]])
    let bridge = try await Self.bridge(model, store: store)
    bridge.sendMessage("hi")
    #expect(Self.kinds(bridge) == ["user"])
    #expect(bridge.isRunning)
    await bridge.waitUntilIdle()
    #expect(!bridge.isRunning)
    #expect(bridge.streamingText == "", "a complete assistant message clears the buffer")
    #expect(Self.kinds(bridge) == ["user", "system", "assistant", "result"])
    #expect(bridge.stage.kind == .completed)
    await bridge.flush()
    let session = try #require(bridge.session?.id)
    #expect(store.allEvents(session).map(\.sequence) == [1, 2, 3, 4])
    #expect(try await store.session(session)?.state == .idle)
  }

  @Test func partialTextGoesToTheStreamingBufferNotTheEventList() async throws {
    let model = ScriptedModel(
      [[.textDelta("a"), .textDelta("b"), .textDelta("c"), .stop(.endTurn)]],
      eventDelay: .milliseconds(20))
    let bridge = try await Self.bridge(model)
    bridge.sendMessage("x")
    await bridge.waitUntilIdle()
    #expect(bridge.renderCount == 3, "short text renders on every delta: a, ab, abc")
    #expect(bridge.streamingText.isEmpty, "the assistant message cleared the buffer")
    #expect(!Self.kinds(bridge).contains("partial"))
    let answer = bridge.events.compactMap { event -> String? in
      if case .assistant(let turn) = event.kind { return turn.text } else { return nil }
    }
    #expect(answer == ["abc"])
  }

  @Test func aStreamWithoutAResultAddsAVisibleErrorAndFinalizesCards() async throws {
    let skill = SteppingSkill(id: "demo.slow", steps: 100, stepDuration: .milliseconds(10))
    let model = ScriptedModel([ScriptedModel.call("c1", "demo.slow", "{}") + [.stop(.toolUse)]])
    let bridge = try await Self.bridge(model, skills: [skill])
    bridge.sendMessage("go")
    try await waitUntil("bridge.toolCards['c1']?.status != .running") {
      !(bridge.toolCards["c1"]?.status != .running)
    }
    #expect(bridge.toolCards["c1"]?.step != nil)
    bridge.cancel()
    await bridge.waitUntilIdle()
    #expect(bridge.toolCards["c1"]?.status == .cancelled)
    #expect(bridge.toolCards["c1"]?.isExpanded == false, "finished cards collapse to one line")
    #expect(bridge.stage.kind == .cancelled)
  }

  @Test func cardsFollowTheCallAndExpandOnDemand() async throws {
    let skill = SteppingSkill(id: "demo.step", steps: 2, stepDuration: .milliseconds(1))
    let model = ScriptedModel([
      ScriptedModel.call("c1", "demo.step", "{}") + [.stop(.toolUse)], ScriptedModel.say("done"),
    ])
    let bridge = try await Self.bridge(model, skills: [skill])
    bridge.sendMessage("go")
    await bridge.waitUntilIdle()
    let card = try #require(bridge.toolCards["c1"])
    #expect(card.status == .completed)
    #expect(card.durationMs != nil)
    #expect(card.status == .completed)
    #expect(bridge.cards.map(\.id) == ["c1"])
    bridge.toggleCard("c1")
    #expect(bridge.toolCards["c1"]?.isExpanded == true)
  }

  @Test func permissionPromptsWaitForTheUIAndCancellingDeniesThem() async throws {
    let skill = SteppingSkill(id: "todo.add", level: .userConfirmation, steps: 1)
    let model = ScriptedModel([
      ScriptedModel.call("c1", "todo.add", "{}") + [.stop(.toolUse)], ScriptedModel.say("ok"),
      ScriptedModel.call("c2", "todo.add", "{}") + [.stop(.toolUse)], ScriptedModel.say("ok"),
    ])
    let bridge = try await Self.bridge(model, skills: [skill])
    bridge.sendMessage("one")
    try await waitUntil(
      "bridge.pendingPermission == nil || bridge.stage.kind != .awaitingPermission"
    ) { !(bridge.pendingPermission == nil || bridge.stage.kind != .awaitingPermission) }
    bridge.answerPermission(ResolvedDecision(.allowOnce, reason: "user"))
    await bridge.waitUntilIdle()
    #expect(skill.events.last == "finished")
    bridge.sendMessage("two")
    try await waitUntil("bridge.pendingPermission == nil") {
      !(bridge.pendingPermission == nil)
    }
    bridge.cancel()
    await bridge.waitUntilIdle()
    #expect(bridge.pendingPermission == nil, "the prompt is withdrawn")
    #expect(skill.events.filter { $0 == "finished" }.count == 1)
  }

  @Test func aNewMessageCancelsTheRunningOne() async throws {
    let skill = SteppingSkill(id: "demo.slow", steps: 200, stepDuration: .milliseconds(10))
    let model = ScriptedModel([
      ScriptedModel.call("c1", "demo.slow", "{}") + [.stop(.toolUse)], ScriptedModel.say("second"),
    ])
    let bridge = try await Self.bridge(model, skills: [skill])
    bridge.sendMessage("first")
    try await waitUntil("bridge.toolCards['c1']?.status != .running") {
      !(bridge.toolCards["c1"]?.status != .running)
    }
    bridge.sendMessage("second")
    #expect(bridge.isRunning)
    await bridge.waitUntilIdle()
    #expect(skill.events.contains("cancelled"))
    #expect(!bridge.isRunning)
    let users = bridge.events.compactMap {
      if case .user(let text) = $0.kind { return text } else { return nil }
    }
    #expect(users == ["first", "second"])
  }

  @Test func theWindowTrimsAndReleasesCardsAndPagesBackFromTheStore() async throws {
    let store = InMemoryEventStore()
    let skill = SteppingSkill(id: "demo.one", steps: 1, stepDuration: .zero)
    var turns: [[ModelEvent]] = []
    for index in 1...10 {
      turns.append(ScriptedModel.call("c\(index)", "demo.one", "{}") + [.stop(.toolUse)])
      turns.append(ScriptedModel.say("done \(index)"))
    }
    let bridge = try await Self.bridge(
      ScriptedModel(turns), skills: [skill], store: store, capacity: 20)
    bridge.pageSize = 10
    for index in 1...10 {
      bridge.sendMessage("go \(index)")
      await bridge.waitUntilIdle()
    }
    await bridge.flush()
    #expect(bridge.events.count == 20)
    #expect(bridge.hasOlder && !bridge.hasNewer)
    #expect(bridge.toolCards["c1"] == nil, "cards of trimmed events are released")
    #expect(bridge.toolCards["c10"] != nil)
    let firstInWindow = try #require(bridge.events.first?.sequence)
    try await bridge.loadOlder()
    #expect(bridge.events.first?.sequence == firstInWindow - 10)
    #expect(bridge.events.count == 20)
    #expect(bridge.hasNewer)
    try await bridge.jumpToLatest()
    #expect(!bridge.hasNewer)

    let session = try #require(bridge.session?.id)
    try await bridge.open(session)
    #expect(bridge.events.count == 10, "opening shows the newest page")
    #expect(bridge.events.last?.sequence == store.allEvents(session).last?.sequence)
  }

  @Test func resumingRebuildsTheConversationForTheModel() async throws {
    let store = InMemoryEventStore()
    let model = ScriptedModel([
      ScriptedModel.say("first answer"), ScriptedModel.say("second answer"),
    ])
    let bridge = try await Self.bridge(model, store: store)
    bridge.sendMessage("first question")
    await bridge.waitUntilIdle()
    await bridge.flush()
    let session = try #require(bridge.session?.id)
    let reopened = try await Self.bridge(model, store: store)
    try await reopened.open(session)
    reopened.sendMessage("second question")
    await reopened.waitUntilIdle()
    let sent = try #require(model.requests.last).messages
    #expect(sent.map(\.text) == ["first question", "first answer", "second question"])
  }

  @Test func forkingKeepsTheEventsUpToThePoint() async throws {
    let store = InMemoryEventStore()
    let bridge = try await Self.bridge(ScriptedModel([ScriptedModel.say("a")]), store: store)
    bridge.sendMessage("q")
    await bridge.waitUntilIdle()
    await bridge.flush()
    let original = try #require(bridge.session)
    try await bridge.fork(at: 2)
    #expect(bridge.session?.id != original.id)
    #expect(bridge.events.map(\.sequence) == [1, 2])
    try await bridge.rename(to: "forked one")
    #expect(try await store.session(bridge.session?.id ?? "")?.title == "forked one")
    #expect(try await bridge.sessions().map(\.id).contains(original.id))
    try await bridge.deleteSession(original.id)
    #expect(try await store.session(original.id) == nil)
    let forkedID = try #require(bridge.session?.id)
    try await bridge.deleteSession(forkedID)
    #expect(bridge.session == nil && bridge.events.isEmpty)
  }

  /// A UI that drops the bridge while a prompt is open: the prompt is denied (fail closed)
  /// and the run ends — it neither runs the call nor waits forever.
  @Test func droppingTheBridgeWithAPromptOpenDeniesIt() async throws {
    let skill = SteppingSkill(id: "todo.add", level: .userConfirmation, steps: 1)
    let model = ScriptedModel([
      ScriptedModel.call("c1", "todo.add", "{}") + [.stop(.toolUse)], ScriptedModel.say("ok"),
    ])
    let store = InMemoryEventStore()
    var bridge: AgentBridge? = try await Self.bridge(model, skills: [skill], store: store)
    let session = try #require(bridge?.session?.id)
    bridge?.sendMessage("one")
    try await waitUntil("the prompt is open") { bridge?.pendingPermission != nil }
    weak let dropped = bridge
    bridge = nil
    try await waitUntil("the bridge is gone") { dropped == nil }
    // The run ends (it marks its session idle) without a second model turn or the call.
    var state = SessionState.running
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(60)
    while state != .idle && clock.now < deadline {
      state = try await store.session(session)?.state ?? .running
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(state == .idle, "the run ended")
    #expect(skill.events.isEmpty, "the call never ran")
    #expect(model.requests.count == 1)
  }
}
