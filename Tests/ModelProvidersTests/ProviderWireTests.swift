import AgentCore
import AgentTestSupport
import Foundation
import HTTPClient
import ModelProviders
import SkillKit
import Testing

/// Both providers against the replay server: real HTTP, real SSE, recorded transcripts.
@Suite(.serialized)
struct ProviderWireTests {
  let server: ReplayServer
  let sleeps = SleepRecorder()

  init() throws {
    server = try ReplayServer(script: ReplayServer.script(from: #filePath))
  }

  static let tools = [
    SkillDescriptor(
      id: "reminder.create", displayName: "创建提醒", description: "Creates a reminder.",
      inputFields: [
        InputField(name: "title", type: .string, required: true),
        InputField(name: "dueDate", type: .dateTime, required: true),
      ]),
    SkillDescriptor(id: "time.now", displayName: "当前时间", description: "Current time."),
    SkillDescriptor(
      id: "todo.list", displayName: "查看待办", description: "Lists todos.",
      inputFields: [InputField(name: "includeCompleted", type: .boolean)]),
    SkillDescriptor(
      id: "todo.add", displayName: "添加待办", description: "Adds a todo.",
      inputFields: [InputField(name: "title", type: .string, required: true)]),
  ]

  static func request(_ messages: [Message] = [.user("hi")]) -> ModelRequest {
    ModelRequest(
      system: "Be brief.", messages: messages, tools: tools,
      now: ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!,
      timeZone: TimeZone(identifier: "Asia/Shanghai")!)
  }

  func endpoint(_ provider: String, _ variable: String) -> RemoteEndpoint {
    let sleeps = self.sleeps
    return RemoteEndpoint(
      provider: provider, keyVariable: variable,
      client: HTTPStreamingClient(connectTimeout: 5, idleTimeout: 5),
      sleep: { sleeps.record($0) })
  }

  func anthropic(_ model: String, key: String? = "sk-ant-test-key") -> AnthropicModel {
    AnthropicModel(
      model: model, apiKey: key, baseURL: server.baseURL,
      endpoint: endpoint("Anthropic", "ANTHROPIC_API_KEY"))
  }

  func openAI(_ model: String, key: String? = "sk-openai-test") -> OpenAIModel {
    OpenAIModel(
      model: model, apiKey: key, baseURL: server.baseURL.appendingPathComponent("v1"),
      endpoint: endpoint("OpenAI-compatible server", "OPENAI_API_KEY"))
  }

  static func collect(_ model: any LanguageModel, _ request: ModelRequest = request()) async
    -> (events: [ModelEvent], error: (any Error)?)
  {
    var events: [ModelEvent] = []
    do {
      for try await event in model.stream(request) { events.append(event) }
      return (events, nil)
    } catch {
      return (events, error)
    }
  }

  static func text(_ events: [ModelEvent]) -> String {
    events.compactMap { if case .textDelta(let text) = $0 { return text } else { return nil } }
      .joined()
  }

  static func arguments(_ events: [ModelEvent], id: String) -> String {
    events.compactMap { event -> String? in
      if case .toolCallArgumentsDelta(id, let fragment) = event {
        return fragment
      } else {
        return nil
      }
    }.joined()
  }

  // MARK: Anthropic

  @Test func anthropicTextUsageAndStop() async throws {
    let (events, error) = await Self.collect(anthropic("text"))
    #expect(error == nil)
    #expect(Self.text(events) == "Hello from the replay server.")
    #expect(events.last == .stop(.endTurn))
    let usage = events.compactMap {
      if case .usage(let usage) = $0 { return usage } else { return nil }
    }.last
    #expect(
      usage
        == TokenUsage(
          inputTokens: 120, outputTokens: 12, cacheCreationInputTokens: 10, cacheReadInputTokens: 50
        ))
  }

  @Test func anthropicRequestIsWellFormed() async throws {
    let call = ToolCall(id: "toolu_9", name: "reminder.create", input: ["title": "x"])
    let messages: [Message] = [
      .user("remind me"), Message(role: .assistant, content: [.text("ok"), .toolUse(call)]),
      Message(
        role: .user,
        content: [
          .toolResult(ToolResultBlock(toolUseID: "toolu_9", status: .error, content: "bad"))
        ]),
    ]
    _ = await Self.collect(anthropic("text"), Self.request(messages))
    let sent = try #require(try server.requests().last)
    #expect(sent["path"] == "/v1/messages")
    #expect(sent["headers"]?["x-api-key"] == "sk-ant-test-key")
    #expect(sent["headers"]?["anthropic-version"] == "2023-06-01")
    let body = try #require(sent["body"])
    #expect(body["stream"] == true)
    #expect(body["system"]?.stringValue?.hasPrefix("Be brief.") == true)
    #expect(body["system"]?.stringValue?.contains("2026-11-30T10:00:00+08:00") == true)
    #expect(
      body["tools"]?.arrayValue?.map { $0["name"] } == [
        "reminder_create", "time_now", "todo_list", "todo_add",
      ])
    let history = try #require(body["messages"]?.arrayValue)
    #expect(history.count == 3)
    #expect(history[1]["content"]?.arrayValue?[1]["name"] == "reminder_create")
    #expect(history[2]["content"]?.arrayValue?[0]["type"] == "tool_result")
    #expect(history[2]["content"]?.arrayValue?[0]["is_error"] == true)
  }

  @Test func anthropicToolArgumentsAcrossManyChunksMapBackToSkillIDs() async throws {
    let (events, error) = await Self.collect(anthropic("tool"))
    #expect(error == nil)
    #expect(events.contains(.toolCallStart(id: "toolu_01A", name: "reminder.create")))
    let arguments = try JSONValue.parse(Self.arguments(events, id: "toolu_01A"))
    #expect(arguments == ["title": "开会", "dueDate": "2026-12-01T09:00:00+08:00"])
    #expect(events.contains(.toolCallEnd(id: "toolu_01A")))
    #expect(events.last == .stop(.toolUse))
  }

  @Test func anthropicParallelCallsAndThinking() async throws {
    let (events, _) = await Self.collect(anthropic("parallel"))
    let starts = events.compactMap { event -> String? in
      if case .toolCallStart(_, let name) = event { return name } else { return nil }
    }
    #expect(starts == ["time.now", "todo.list"])
    #expect(Self.arguments(events, id: "toolu_02") == #"{"includeCompleted": false}"#)
    let (thinking, _) = await Self.collect(anthropic("thinking"))
    let thoughts = thinking.compactMap {
      if case .thinkingDelta(let text) = $0 { return text } else { return nil }
    }
    #expect(thoughts.joined() == "The user wants a greeting.")
    #expect(Self.text(thinking) == "Hi!")
  }

  @Test func anthropicErrorEventMidStream() async throws {
    let (events, error) = await Self.collect(anthropic("error"))
    #expect(Self.text(events) == "Partial")
    #expect(error as? AgentError == .providerError(type: "overloaded_error", message: "Overloaded"))
  }

  /// The replay server writes a few bytes at a time; here the whole transcript goes out in one
  /// write, so the text delta and the error event arrive in one read — the text the read
  /// decoded before the error is still delivered, ahead of it.
  @Test func whatOneReadDecodedBeforeAnErrorIsDeliveredFirst() async throws {
    let transcript = ReplayServer.script(from: #filePath, named: "anthropic/error.sse")
    let whole = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "sse_file_server.py"),
      arguments: [transcript, transcript])
    let model = AnthropicModel(
      model: "m", apiKey: "sk-ant-test-key",
      baseURL: URL(string: "http://127.0.0.1:\(whole.port)")!,
      endpoint: endpoint("Anthropic", "ANTHROPIC_API_KEY"))
    let (events, error) = await Self.collect(model)
    #expect(Self.text(events) == "Partial")
    #expect(events.filter { if case .textDelta = $0 { true } else { false } }.count == 1)
    #expect(error as? AgentError == .providerError(type: "overloaded_error", message: "Overloaded"))
  }

  @Test func droppedConnectionEndsEarlyAndIsNotRetriedAfterOutput() async throws {
    let (events, error) = await Self.collect(anthropic("drop"))
    #expect(error as? AgentError == .streamEndedEarly)
    #expect(events.contains(.toolCallStart(id: "toolu_drop", name: "reminder.create")))
    #expect(!events.contains(.toolCallEnd(id: "toolu_drop")))
    #expect(sleeps.waits.isEmpty)
    #expect(try server.requests().count == 1)
  }

  @Test func rateLimitHonoursRetryAfterAndServerErrorsAreRetried() async throws {
    let (limited, limitedError) = await Self.collect(anthropic("ratelimit-text"))
    #expect(limitedError == nil)
    #expect(Self.text(limited) == "Hello from the replay server.")
    #expect(sleeps.waits.first.map { $0 >= 1 } == true)
    let (flaky, flakyError) = await Self.collect(anthropic("flaky-text"))
    #expect(flakyError == nil)
    #expect(!flaky.isEmpty)
    #expect(sleeps.waits.count == 2)
  }

  @Test func httpErrorsBecomeCatalogueErrors() async throws {
    let (_, notFound) = await Self.collect(anthropic("notfound"))
    #expect(notFound as? AgentError == .modelNotFound("notfound"))
    let (_, unauthorized) = await Self.collect(anthropic("unauthorized"))
    #expect(
      unauthorized as? AgentError
        == .unauthorized(provider: "Anthropic", keyVariable: "ANTHROPIC_API_KEY"))
    #expect(sleeps.waits.isEmpty, "4xx are not retried")
  }

  @Test func oversizedAndEndlessStreamsStopWithAClearError() async throws {
    for model in ["huge", "endless"] {
      let (_, error) = await Self.collect(anthropic(model))
      guard case .streamTooLarge(let message) = error as? AgentError else {
        Issue.record("\(model): \(String(describing: error))")
        continue
      }
      #expect(message.contains("8 MiB"))
    }
  }

  @Test func invalidUTF8DoesNotCrash() async throws {
    let (events, error) = await Self.collect(anthropic("badutf8"))
    #expect(error == nil)
    #expect(Self.text(events).contains("ok "))
  }

  /// Leaving the stream after the first of twenty slow deltas ends it then, not after the
  /// other 19 (1.9 s). Measured from that delta, so a loaded machine that is slow to deliver it
  /// cannot make it fail — nor one that delivers several deltas in one read, which the decoder
  /// hands on as one (a full suite on two cores once did: "received 1"); that the connection
  /// itself closes is HTTPTransportConformanceTests' `cancellingTheReaderClosesTheConnection`.
  @Test func cancellingTheConsumerStopsTheRequestPromptly() async throws {
    let clock = ContinuousClock()
    var received = 0
    var leftAt: ContinuousClock.Instant?
    for try await event in anthropic("slow").stream(Self.request()) {
      if case .textDelta = event { received += 1 }
      if received == 1 {
        leftAt = clock.now
        break
      }
    }
    let left = try #require(leftAt, "a text delta arrived")
    #expect(received == 1)
    #expect(clock.now - left < .seconds(1), "the rest of the stream was not waited for")
  }

  @Test func anUnreachableServerIsRetriedThenANetworkError() async throws {
    let sleeps = self.sleeps
    let model = AnthropicModel(
      model: "text", apiKey: nil, baseURL: URL(string: "http://127.0.0.1:9")!,
      endpoint: RemoteEndpoint(
        provider: "Anthropic", keyVariable: "ANTHROPIC_API_KEY",
        client: HTTPStreamingClient(connectTimeout: 5, idleTimeout: 5), sleep: { sleeps.record($0) }
      ))
    let (events, error) = await Self.collect(model)
    #expect(events.isEmpty)
    guard case .network = error as? AgentError else {
      Issue.record("expected a network error, got \(String(describing: error))")
      return
    }
    #expect(sleeps.waits.count == 2, "three tries, two waits")
  }

  @Test func errorsNeverCarryTheKey() async throws {
    let (_, error) = await Self.collect(anthropic("notfound", key: "sk-secret-123"))
    #expect(!String(describing: error).contains("sk-secret-123"))
  }

  // MARK: OpenAI-compatible

  @Test func openAITextWithUsage() async throws {
    let (events, error) = await Self.collect(openAI("text"))
    #expect(error == nil)
    #expect(Self.text(events) == "Hello from an OpenAI-compatible server.")
    #expect(events.contains(.stop(.endTurn)))
    #expect(
      events.contains(
        .usage(TokenUsage(inputTokens: 60, outputTokens: 12, cacheReadInputTokens: 40))))
  }

  @Test func openAIInterleavedToolCalls() async throws {
    let (events, error) = await Self.collect(openAI("tool"))
    #expect(error == nil)
    #expect(events.contains(.toolCallStart(id: "call_a", name: "reminder.create")))
    #expect(events.contains(.toolCallStart(id: "call_b", name: "todo.add")))
    #expect(
      try JSONValue.parse(Self.arguments(events, id: "call_a"))
        == ["title": "开会", "dueDate": "2026-12-01T09:00:00+08:00"])
    #expect(
      try JSONValue.parse(Self.arguments(events, id: "call_b")) == [
        "title": "买牛奶", "priority": "high",
      ])
    #expect(
      events.contains(.toolCallEnd(id: "call_a")) && events.contains(.toolCallEnd(id: "call_b")))
    #expect(events.contains(.stop(.toolUse)))
  }

  @Test func openAIRequestIsWellFormed() async throws {
    let call = ToolCall(id: "call_1", name: "todo.add", input: ["title": "x"])
    let messages: [Message] = [
      .user("add x"), Message(role: .assistant, content: [.toolUse(call)]),
      Message(
        role: .user,
        content: [
          .toolResult(ToolResultBlock(toolUseID: "call_1", status: .success, content: "added"))
        ]),
    ]
    _ = await Self.collect(openAI("text"), Self.request(messages))
    let sent = try #require(try server.requests().last)
    #expect(sent["path"] == "/v1/chat/completions")
    #expect(sent["headers"]?["authorization"] == "Bearer sk-openai-test")
    let body = try #require(sent["body"])
    #expect(body["stream_options"]?["include_usage"] == true)
    #expect(body["tools"]?.arrayValue?.first?["function"]?["name"] == "reminder_create")
    let history = try #require(body["messages"]?.arrayValue)
    #expect(history.map { $0["role"] } == ["system", "user", "assistant", "tool"])
    #expect(
      history[2]["tool_calls"]?.arrayValue?.first?["function"]?["arguments"] == #"{"title":"x"}"#)
    #expect(history[3]["tool_call_id"] == "call_1")
    // What strict compatible servers accept: a string, never null, and a cap on the output.
    #expect(history[2]["content"] == "")
    #expect(body["max_tokens"] == .integer(OpenAIModel.defaultMaxTokens))
    #expect(body["tool_choice"] == nil, "auto is the servers' default: not sent")
  }

  @Test(
    arguments: [
      (ToolChoice.required, "required", ["type": "any"]),
      (ToolChoice.none, "none", ["type": "none"]),
      (
        ToolChoice.skill("todo.add"), ["type": "function", "function": ["name": "todo_add"]],
        ["type": "tool", "name": "todo_add"]
      ),
    ] as [(ToolChoice, JSONValue, JSONValue)])
  func toolChoiceAndMaxTokensAreSentInEachWireFormat(
    _ choice: ToolChoice, _ openAIForm: JSONValue, _ anthropicForm: JSONValue
  ) async throws {
    var openAI = openAI("text")
    openAI.toolChoice = choice
    openAI.maxTokens = 77
    _ = await Self.collect(openAI)
    let openAIBody = try #require(try server.requests().last?["body"])
    #expect(openAIBody["tool_choice"] == openAIForm)
    #expect(openAIBody["max_tokens"] == 77)
    var anthropic = anthropic("text")
    anthropic.toolChoice = choice
    anthropic.maxTokens = 88
    _ = await Self.collect(anthropic)
    let anthropicBody = try #require(try server.requests().last?["body"])
    #expect(anthropicBody["tool_choice"] == anthropicForm)
    #expect(anthropicBody["max_tokens"] == 88)
  }

  @Test func openAIDropErrorAndRateLimit() async throws {
    let (_, dropped) = await Self.collect(openAI("drop"))
    #expect(dropped as? AgentError == .streamEndedEarly)
    let (events, failed) = await Self.collect(openAI("error"))
    #expect(Self.text(events) == "Partial")
    #expect(
      failed as? AgentError
        == .providerError(
          type: "server_error", message: "The server had an error while processing your request."))
    let (limited, limitedError) = await Self.collect(openAI("ratelimit-text"))
    #expect(limitedError == nil)
    #expect(!limited.isEmpty)
  }

  @Test func serversThatIgnoreStreamingStillWork() async throws {
    let (events, error) = await Self.collect(anthropic("nostream"))
    #expect(error == nil)
    #expect(Self.text(events) == "Whole answer.")
    #expect(events.contains(.usage(TokenUsage(inputTokens: 7, outputTokens: 3))))
    let (calls, callError) = await Self.collect(openAI("nostream"))
    #expect(callError == nil)
    #expect(calls.contains(.toolCallStart(id: "call_n", name: "reminder.create")))
    #expect(Self.arguments(calls, id: "call_n") == #"{"title": "x"}"#)
    #expect(calls.last == .stop(.toolUse))
  }

  @Test func openAIWithoutAKeySendsNoAuthorization() async throws {
    _ = await Self.collect(openAI("text", key: nil))
    let sent = try #require(try server.requests().last)
    #expect(sent["headers"]?["authorization"] == nil)
  }
}
