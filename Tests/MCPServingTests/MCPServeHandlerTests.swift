import AgentCore
import Foundation
import SkillKit
import Synchronization
import Testing

@testable import MCPServing

/// The serve handler in process, with fake skills and runs: what the end-to-end tests
/// cannot reach with ask's handful of skills (paging) or without a slow real skill.
@Suite struct MCPServeHandlerTests {
  /// Every line the handler sends, in order, readable with a deadline.
  final class Wire: Sendable {
    let lines: AsyncStream<String>
    let sink: AsyncStream<String>.Continuation

    init() {
      (lines, sink) = AsyncStream.makeStream(of: String.self)
    }

    /// The next sent message with `id`, within 60 s (a bound against a hang: a loaded test
    /// process can keep both tasks waiting for a thread for seconds); everything before it in
    /// `skipped`.
    func answer(to id: Int) async throws -> (JSONValue, skipped: [JSONValue]) {
      let lines = self.lines
      let found = try await MCPServeHandlerTests.within {
        var skipped: [JSONValue] = []
        for await line in lines {
          let message = try JSONValue.parse(line)
          if message["id"] == .integer(id) { return (message, skipped) }
          skipped.append(message)
        }
        return nil
      }
      guard let found else { throw CancellationError() }
      return found
    }
  }

  /// What `body` finds within 60 s — a bound against a hang (a loaded test process can keep
  /// tasks waiting for a thread for seconds), not a speed limit; nil when it found nothing.
  static func within<T: Sendable>(_ body: @escaping @Sendable () async throws -> T?)
    async throws -> T?
  {
    try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask(operation: body)
      group.addTask {
        try await Task.sleep(for: .seconds(60))
        return nil
      }
      defer { group.cancelAll() }
      return try await group.next() ?? nil
    }
  }

  static let modern =
    #""_meta":{"progressToken":"t","io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#

  func handler(skills: [SkillDescriptor], wire: Wire, run: [AgentMessage] = [])
    -> MCPServeHandler
  {
    MCPServeHandler(
      version: "test", skills: { skills },
      start: { _, _ in
        let (messages, continuation) = AsyncStream.makeStream(of: AgentMessage.self)
        for message in run { continuation.yield(message) }
        continuation.finish()
        return MCPServeHandler.Run(messages: messages, cancel: {})
      },
      send: { wire.sink.yield($0) })
  }

  @Test func listingsArePagedByACursor() async throws {
    let skills = (0..<250).map {
      SkillDescriptor(
        id: String(format: "s.%03d", $0), displayName: "S\($0)", description: "skill \($0)")
    }
    let wire = Wire()
    let handler = handler(skills: skills, wire: wire)
    await handler.handle(
      #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{\#(Self.modern)}}"#)
    let first = try await wire.answer(to: 1).0["result"]
    #expect(first?["tools"]?.arrayValue?.count == 100)
    #expect(first?["nextCursor"] == "100")
    #expect(first?["resultType"] == "complete" && first?["ttlMs"] == 0)
    #expect(first?["cacheScope"] == "private")
    await handler.handle(
      #"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"cursor":"200",\#(Self.modern)}}"#)
    let last = try await wire.answer(to: 2).0["result"]
    #expect(last?["tools"]?.arrayValue?.count == 50)
    #expect(last?["tools"]?.arrayValue?.first?["name"] == "s.200")
    #expect(last?["nextCursor"] == nil)
    await handler.handle(
      #"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"cursor":"999",\#(Self.modern)}}"#)
    #expect(try await wire.answer(to: 3).0["error"]?["code"] == -32602)
  }

  @Test func progressRisesWithEveryReportAndTheResultCarriesTheData() async throws {
    let skill = SkillDescriptor(id: "demo.x", displayName: "X", description: "x")
    let reports = [
      ToolProgress(toolUseID: "c", skillID: "demo.x", step: "one", elapsedSeconds: 0),
      ToolProgress(toolUseID: "c", skillID: "demo.x", fraction: 0.5, elapsedSeconds: 0),
      ToolProgress(toolUseID: "c", skillID: "demo.x", log: "a log line only", elapsedSeconds: 0),
      ToolProgress(toolUseID: "c", skillID: "demo.x", step: "two", fraction: 1, elapsedSeconds: 0),
    ].map(AgentMessage.toolProgress)
    let result = AgentMessage.toolResult(
      ToolResultEvent(
        toolUseID: "c", skillID: "demo.x", status: .success, content: "done", data: ["n": 1],
        summary: "done", durationMs: 1))
    let wire = Wire()
    let handler = handler(skills: [skill], wire: wire, run: reports + [result])
    await handler.handle(
      #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"demo.x","arguments":{},\#(Self.modern)}}"#
    )
    let (answer, before) = try await wire.answer(to: 7)
    let progress = before.filter { $0["method"] == "notifications/progress" }
    #expect(progress.map { $0["params"]?["progress"] } == [1, 2, 3], "a log line is no progress")
    #expect(
      progress.map { $0["params"]?["message"] } == ["one", "(50%)", "two (100%)"])
    #expect(answer["result"]?["structuredContent"]?["n"] == 1)
    #expect(answer["result"]?["isError"] == false)
    #expect(answer["result"]?["resultType"] == "complete")
  }

  /// A start that waits until the test lets it go, and a run that ends only when cancelled.
  final class HeldStart: Sendable {
    let entered: AsyncStream<Void>
    private let enter: AsyncStream<Void>.Continuation
    let release: AsyncStream<Void>
    private let letGo: AsyncStream<Void>.Continuation
    let cancels = Mutex(0)

    init() {
      (entered, enter) = AsyncStream.makeStream(of: Void.self)
      (release, letGo) = AsyncStream.makeStream(of: Void.self)
    }

    func start() async -> MCPServeHandler.Run {
      enter.yield()
      for await _ in release { break }
      let (messages, continuation) = AsyncStream.makeStream(of: AgentMessage.self)
      return MCPServeHandler.Run(
        messages: messages,
        cancel: { [self] in
          cancels.withLock { $0 += 1 }
          continuation.yield(
            .toolResult(
              ToolResultEvent(
                toolUseID: "c", skillID: "demo.x", status: .cancelled, content: "cancelled",
                summary: "cancelled", durationMs: 1)))
          continuation.finish()
        })
    }

    func goOn() { letGo.yield() }
  }

  @Test func aCancelThatArrivesBeforeTheRunStartsIsKeptForIt() async throws {
    let skill = SkillDescriptor(id: "demo.x", displayName: "X", description: "x")
    let held = HeldStart()
    let wire = Wire()
    let handler = MCPServeHandler(
      version: "test", skills: { [skill] }, start: { _, _ in await held.start() },
      send: { wire.sink.yield($0) })
    await handler.handle(
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"demo.x","arguments":{},\#(Self.modern)}}"#
    )
    for await _ in held.entered { break }
    // The call is received and its run is starting: the cancel must not be lost.
    await handler.handle(
      #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#)
    held.goOn()
    await handler.handle(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#)
    await handler.finish(grace: .seconds(60))
    #expect(await handler.unfinished == 0, "the cancelled run ended")
    #expect(held.cancels.withLock { $0 } == 1, "the run was cancelled once it started")
    wire.sink.finish()
    var ids: [JSONValue] = []
    for await line in wire.lines { ids.append(try JSONValue.parse(line)["id"] ?? .null) }
    #expect(ids == [2], "a cancelled request gets no answer: \(ids)")
  }

  /// A run that asks once and then runs until it is cancelled; it records the answer it got.
  final class AskingRun: Sendable {
    let cancels = Mutex(0)
    let answers = Mutex<[PromptAnswer]>([])
    let cancelled: AsyncStream<Void>
    private let signal: AsyncStream<Void>.Continuation

    init() {
      (cancelled, signal) = AsyncStream.makeStream(of: Void.self)
    }

    /// Whether the run was cancelled within the tests' bound against a hang.
    func wasCancelled() async throws -> Bool {
      let cancelled = self.cancelled
      return try await MCPServeHandlerTests.within {
        for await _ in cancelled { return true }
        return nil
      } ?? false
    }

    func start() -> MCPServeHandler.Run {
      let (messages, continuation) = AsyncStream.makeStream(of: AgentMessage.self)
      let skill = SkillDescriptor(
        id: "demo.x", displayName: "X", description: "x", permissionLevel: .userConfirmation)
      continuation.yield(
        .permissionRequest(
          PermissionRequest(
            requestID: "perm-1", kind: .confirmation, toolUseID: "c", skill: skill, input: [:],
            summary: "run x")))
      return MCPServeHandler.Run(
        messages: messages,
        cancel: { [self] in
          cancels.withLock { $0 += 1 }
          signal.yield()
          continuation.yield(
            .toolResult(
              ToolResultEvent(
                toolUseID: "c", skillID: "demo.x", status: .cancelled, content: "cancelled",
                summary: "cancelled", durationMs: 1)))
          continuation.finish()
        },
        answer: { [self] _, answer throws(AnswerRefusal) in
          answers.withLock { $0.append(answer) }
        })
    }
  }

  /// A call that asked (2026-07-28: an input-required result) goes on under its retry's id:
  /// a cancel naming the retry ends the run (it was kept under the first request's id, and
  /// such a cancel did nothing).
  @Test func aCancelOfTheRetryEndsTheRunThatAsked() async throws {
    let skill = SkillDescriptor(id: "demo.x", displayName: "X", description: "x")
    let asking = AskingRun()
    let wire = Wire()
    let handler = MCPServeHandler(
      version: "test", skills: { [skill] }, start: { _, _ in asking.start() },
      send: { wire.sink.yield($0) })
    let meta =
      #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"elicitation":{"form":{}}}}"#
    await handler.handle(
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"demo.x","arguments":{},\#(meta)}}"#
    )
    let (asked, _) = try await wire.answer(to: 1)
    #expect(asked["result"]?["resultType"] == "input_required")
    let state = try #require(asked["result"]?["requestState"]?.stringValue)
    let key = try #require(asked["result"]?["inputRequests"]?.objectValue?.keys.first)
    await handler.handle(
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"demo.x","arguments":{},"requestState":"\#(state)","inputResponses":{"\#(key)":{"action":"accept","content":{"decision":"allow_once"}}},\#(meta)}}"#
    )
    await handler.handle(
      #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}"#)
    #expect(try await asking.wasCancelled(), "the cancel of the retry ended the run")
    await handler.handle(#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#)
    let (_, skipped) = try await wire.answer(to: 3)
    #expect(!skipped.contains { $0["id"] == 2 }, "a cancelled request gets no answer")
    await handler.finish(grace: .seconds(60))
    #expect(asking.cancels.withLock { $0 } == 1, "cancelled once")
    #expect(
      asking.answers.withLock { $0 }
        == [.permission(ResolvedDecision(.allowOnce, reason: ServePrompter.through))],
      "the retry's answer reached the run")
  }
}
