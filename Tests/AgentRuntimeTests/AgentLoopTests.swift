import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit
import Testing

struct AgentLoopTests {
  typealias H = AgentHarness

  @Test func aSingleCallRunsAndTheModelSeesItsResult() async throws {
    let skill = SteppingSkill(
      id: "demo.echo", steps: 2, fields: [InputField(name: "text", type: .string, required: true)])
    let model = ScriptedModel(
      [
        [.textDelta("Echoing")] + ScriptedModel.call("c1", "demo.echo", #"{"text":"hi"}"#)
          + [.usage(TokenUsage(inputTokens: 10, outputTokens: 5)), .stop(.toolUse)],
        [
          .textDelta("Done."), .usage(TokenUsage(inputTokens: 20, outputTokens: 2)),
          .stop(.endTurn),
        ],
      ], pricePerToken: 0.001)
    let agent = try H.agent(model, skills: [skill])
    let (messages, result) = await agent.run("say hi")

    #expect(result.subtype == .success)
    #expect(result.numTurns == 2)
    #expect(result.text == "Done.")
    #expect(result.usage == TokenUsage(inputTokens: 30, outputTokens: 7))
    #expect(abs((result.totalCostUSD ?? 0) - 0.037) < 1e-9)
    let results = H.toolResults(messages)
    #expect(results.map(\.status) == [.success])
    #expect(results.first?.content == #"demo.echo done with {"text":"hi"}"#)
    #expect(skill.events == ["started", "step 1", "step 2", "finished"])
    #expect(H.stagesAreLegal(messages))
    #expect(
      H.stagePath(messages) == [
        .idle, .parsingIntent, .matchingSkill, .executing, .parsingIntent, .completed,
      ])
    let second = try #require(model.requests.last)
    #expect(second.messages.last?.toolResults.map(\.toolUseID) == ["c1"])
    #expect(second.tools.map(\.id) == ["demo.echo"])
    let progress = messages.compactMap { message -> ToolProgress? in
      if case .toolProgress(let value) = message { return value } else { return nil }
    }
    #expect(progress.compactMap(\.step) == ["step 1", "step 1", "step 2", "step 2"])
    if case .result = messages.last {
    } else if case .promptSuggestion = messages.last {
    } else {
      Issue.record("the stream must end with the result (and suggestions)")
    }
  }

  @Test func partialTextStreamsBeforeTheAssistantMessage() async throws {
    let model = ScriptedModel([[.textDelta("Hel"), .textDelta("lo"), .stop(.endTurn)]])
    let (messages, result) = try await H.agent(model, skills: []).run("hi")
    let kinds = messages.compactMap { message -> String? in
      switch message {
      case .partialMessage(let text): return "partial:\(text)"
      case .assistant(let turn): return "assistant:\(turn.text)"
      default: return nil
      }
    }
    #expect(kinds == ["partial:Hel", "partial:lo", "assistant:Hello"])
    #expect(result.text == "Hello")
  }

  @Test func parallelCallsRunTogetherAndResultsKeepCallOrder() async throws {
    let slow = SteppingSkill(id: "demo.slow", steps: 3, stepDuration: .milliseconds(60))
    let fast = SteppingSkill(id: "demo.fast", steps: 1, stepDuration: .milliseconds(1))
    let model = ScriptedModel([
      ScriptedModel.call("a", "demo.slow", "{}") + ScriptedModel.call("b", "demo.fast", "{}")
        + [.stop(.toolUse)],
      ScriptedModel.say("both done"),
    ])
    let agent = try H.agent(model, skills: [slow, fast])
    let (messages, result) = await agent.run("go")

    #expect(result.subtype == .success)
    #expect(H.toolResults(messages).map(\.toolUseID) == ["a", "b"])
    #expect(model.requests[1].messages.last?.toolResults.map(\.toolUseID) == ["a", "b"])
    let started = messages.compactMap { message -> TaskStarted? in
      if case .taskStarted(let task) = message { return task } else { return nil }
    }
    #expect(started.map(\.toolUseIDs) == [["a", "b"]])
    let progress = messages.compactMap { message -> TaskProgress? in
      if case .taskProgress(let task) = message { return task } else { return nil }
    }
    #expect(progress.map(\.completed) == [1, 2])
    #expect(progress.first?.lastToolUseID == "b", "the fast call finishes first")
    #expect(fast.events.last == "finished")
    #expect(slow.events.last == "finished")
    #expect(H.stagesAreLegal(messages))
  }

  @Test func maxTurnsStopsALoopingModel() async throws {
    let skill = SteppingSkill(id: "demo.loop", steps: 1, stepDuration: .zero)
    let turns = (1...5).map { ScriptedModel.call("c\($0)", "demo.loop", "{}") + [.stop(.toolUse)] }
    let agent = try H.agent(ScriptedModel(turns), skills: [skill], maxTurns: 3)
    let (messages, result) = await agent.run("loop")
    #expect(result.subtype == .errorMaxTurns)
    #expect(result.numTurns == 3)
    #expect(result.error?.code == "max_turns")
    #expect(H.stages(messages).last == .failed)
    #expect(H.toolResults(messages).count == 3)
  }

  @Test func cancellingTheRunReachesTheRunningSkill() async throws {
    let skill = SteppingSkill(id: "demo.slow", steps: 50, stepDuration: .milliseconds(20))
    let model = ScriptedModel([ScriptedModel.call("c1", "demo.slow", "{}") + [.stop(.toolUse)]])
    let agent = try H.agent(model, skills: [skill])
    var messages: [AgentMessage] = []
    for await message in agent.stream("slow please") {
      messages.append(message)
      if case .toolProgress(let progress) = message, progress.step == "step 2" {
        agent.cancel()
      }
    }
    let result = try #require(H.result(messages))
    #expect(result.subtype == .cancelled)
    #expect(H.stages(messages).last == .cancelled)
    #expect(H.toolResults(messages).map(\.status) == [.cancelled])
    #expect(skill.events.contains("cancelled"))
    #expect(!skill.events.contains("finished"))
    #expect(H.stagesAreLegal(messages))
    let conversation = await agent.conversation
    #expect(
      conversation.last?.toolResults.map(\.status) == [.cancelled],
      "history keeps one result per call")
  }

  @Test func cancellingOneCallLeavesTheOthers() async throws {
    let victim = SteppingSkill(id: "demo.victim", steps: 50, stepDuration: .milliseconds(20))
    let survivor = SteppingSkill(id: "demo.survivor", steps: 5, stepDuration: .milliseconds(20))
    let model = ScriptedModel([
      ScriptedModel.call("v", "demo.victim", "{}") + ScriptedModel.call("s", "demo.survivor", "{}")
        + [.stop(.toolUse)],
      ScriptedModel.say("ok"),
    ])
    let agent = try H.agent(model, skills: [victim, survivor])
    var messages: [AgentMessage] = []
    for await message in agent.stream("two things") {
      messages.append(message)
      if case .toolProgress(let progress) = message, progress.toolUseID == "v",
        progress.step == "step 2"
      {
        #expect(await agent.cancelCall("v"))
      }
    }
    #expect(H.toolResults(messages).map(\.status) == [.cancelled, .success])
    #expect(H.result(messages)?.subtype == .success)
    #expect(survivor.events.last == "finished")
  }

  @Test func aCancelledRunReportsWhatWasGeneratedAndItsUsage() async throws {
    let events: [ModelEvent] =
      [.usage(TokenUsage(inputTokens: 11, outputTokens: 0))]
      + (1...200).map { ModelEvent.textDelta("w\($0) ") } + [.stop(.endTurn)]
    let model = ScriptedModel([events], eventDelay: .milliseconds(2))
    let agent = try H.agent(model, skills: [])
    var messages: [AgentMessage] = []
    var deltas = 0
    for await message in agent.stream("x") {
      messages.append(message)
      if case .partialMessage = message {
        deltas += 1
        if deltas == 5 { agent.cancel() }
      }
    }
    let result = try #require(H.result(messages))
    #expect(result.subtype == .cancelled)
    #expect(result.text.hasPrefix("w1 w2 w3 w4 w5"), "\(result.text)")
    #expect(result.usage.inputTokens == 11)
  }

  @Test func droppingTheStreamCancelsTheRun() async throws {
    let skill = SteppingSkill(id: "demo.slow", steps: 100, stepDuration: .milliseconds(10))
    let model = ScriptedModel([ScriptedModel.call("c1", "demo.slow", "{}") + [.stop(.toolUse)]])
    let agent = try H.agent(model, skills: [skill])
    for await message in agent.stream("x") {
      if case .toolProgress = message { break }
    }
    for _ in 0..<200 where !skill.events.contains("cancelled") {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(skill.events.contains("cancelled"))
  }

  @Test func unknownSkillGetsAnErrorResultAndTheLoopGoesOn() async throws {
    let model = ScriptedModel([
      ScriptedModel.call("c1", "weather.now", #"{"city":"Paris"}"#) + [.stop(.toolUse)],
      ScriptedModel.say("Sorry, I cannot check the weather."),
    ])
    let known = SteppingSkill(id: "demo.known")
    let (messages, result) = try await H.agent(model, skills: [known]).run("weather?")
    let error = try #require(H.toolResults(messages).first)
    #expect(error.status == .error)
    #expect(error.content.hasPrefix("no skill named weather.now"))
    #expect(error.error?.code == "unknown_skill")
    #expect(result.subtype == .success)
    #expect(result.numTurns == 2)
  }

  @Test func schemaViolationsGoBackToTheModelNamingEachField() async throws {
    let skill = SteppingSkill(
      id: "demo.typed",
      fields: [
        InputField(name: "when", type: .dateTime, required: true),
        InputField(name: "count", type: .integer, maximum: 3),
      ])
    let model = ScriptedModel([
      ScriptedModel.call("c1", "demo.typed", #"{"when":"next blursday","count":9}"#)
        + [.stop(.toolUse)],
      ScriptedModel.say("I will fix that."),
    ])
    let (messages, _) = try await H.agent(model, skills: [skill]).run("x")
    let error = try #require(H.toolResults(messages).first)
    #expect(error.status == .error)
    #expect(error.content.contains(#"when: expected an ISO 8601 date-time, got "next blursday""#))
    #expect(error.content.contains("count: expected at most 3, got 9"))
    #expect(skill.events.isEmpty, "an invalid call never runs")
    let sent = try #require(ScriptedModelInspector.lastResults(model))
    #expect(sent.first?.isError == true)
  }

  @Test func malformedArgumentsAreAnErrorNotACrash() async throws {
    let skill = SteppingSkill(id: "demo.any")
    let model = ScriptedModel([
      ScriptedModel.call("c1", "demo.any", #"{"oops": "#) + [.stop(.toolUse)],
      ScriptedModel.say("k"),
    ])
    let (messages, _) = try await H.agent(model, skills: [skill]).run("x")
    #expect(
      H.toolResults(messages).first?.content
        == #"invalid input: the arguments are not valid JSON: {"oops": "#)
  }

  @Test func modelFailureFailsTheRunWithTheCatalogueMessage() async throws {
    let (messages, result) = try await H.agent(FailingModel(message: "HTTP 503"), skills: []).run(
      "x")
    #expect(result.subtype == .errorDuringExecution)
    #expect(result.error?.code == "model_failed")
    #expect(result.error?.message.contains("HTTP 503") == true)
    #expect(H.stages(messages).last == .failed)
  }

  @Test func failingSkillIsAnErrorResultWithItsMessage() async throws {
    let model = ScriptedModel([
      ScriptedModel.call("c1", "demo.fail", "{}") + [.stop(.toolUse)],
      ScriptedModel.say("It failed."),
    ])
    let agent = try H.agent(model, skills: [FailingSkill(id: "demo.fail", message: "disk full")])
    let (messages, result) = await agent.run("x")
    #expect(H.toolResults(messages).first?.status == .error)
    #expect(H.toolResults(messages).first?.content == "error: disk full")
    #expect(result.subtype == .success)
  }

  @Test func emptyRequestFailsWithoutCallingTheModel() async throws {
    let model = ScriptedModel([])
    let (messages, result) = try await H.agent(model, skills: []).run("   ")
    #expect(result.error?.code == "empty_request")
    #expect(model.requests.isEmpty)
    #expect(H.stagesAreLegal(messages))
  }

  @Test func localCommandsAnswerWithoutTheModel() async throws {
    let model = ScriptedModel([])
    let agent = try H.agent(model, skills: [SteppingSkill(id: "demo.one")])
    let (messages, result) = await agent.run("/skills")
    #expect(model.requests.isEmpty)
    #expect(result.subtype == .success)
    let output = messages.compactMap { message -> String? in
      if case .localCommandOutput(let value) = message { return value.output } else { return nil }
    }
    #expect(output == ["demo.one — demo.one [normal]"])
  }

  @Test func repeatedCallIDsStillGetOneResultEach() async throws {
    let model = ScriptedModel([
      ScriptedModel.call("same", "demo.one", "{}") + ScriptedModel.call("same", "demo.two", "{}")
        + [.stop(.toolUse)],
      ScriptedModel.say("k"),
    ])
    let agent = try H.agent(
      model, skills: [SteppingSkill(id: "demo.one"), SteppingSkill(id: "demo.two")])
    let (messages, _) = await agent.run("x")
    #expect(H.toolUses(messages).map(\.id) == ["same", "same#2"])
    #expect(H.toolResults(messages).map(\.toolUseID) == ["same", "same#2"])
  }

  @Test func everyStreamFinishesWithExactlyOneResult() async throws {
    let scripts: [[[ModelEvent]]] = [
      [ScriptedModel.say("plain")],
      [ScriptedModel.call("x", "demo.one", "{}") + [.stop(.toolUse)], ScriptedModel.say("k")],
      [ScriptedModel.call("x", "nope.nope", "{}") + [.stop(.toolUse)], ScriptedModel.say("k")],
      [],
    ]
    for script in scripts {
      let agent = try H.agent(ScriptedModel(script), skills: [SteppingSkill(id: "demo.one")])
      let (messages, _) = await agent.run("go")
      let results = messages.filter { if case .result = $0 { return true } else { return false } }
      #expect(results.count == 1)
      let uses = Set(H.toolUses(messages).map(\.id))
      #expect(Set(H.toolResults(messages).map(\.toolUseID)) == uses)
      #expect(H.toolResults(messages).count == uses.count)
    }
  }
}

/// Reads what a scripted model was sent.
enum ScriptedModelInspector {
  static func lastResults(_ model: ScriptedModel) -> [ToolResultBlock]? {
    model.requests.last?.messages.last?.toolResults
  }
}
