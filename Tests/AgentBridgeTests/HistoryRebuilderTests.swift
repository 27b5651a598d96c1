import AgentCore
import Foundation
import Testing

struct HistoryRebuilderTests {
  static func event(_ sequence: Int64, _ kind: TimelineEvent.Kind) -> TimelineEvent {
    TimelineEvent(sequence: sequence, timestamp: Date(), kind: kind)
  }

  @Test func orphanedCallsGetAnErrorResult() {
    let calls = [
      ToolCall(id: "a", name: "x.y", input: [:]), ToolCall(id: "b", name: "x.y", input: [:]),
    ]
    let events = [
      Self.event(1, .user("go")),
      Self.event(
        2, .assistant(AssistantTurn(text: "ok", toolCalls: calls, model: "m", stopReason: .toolUse))
      ),
      Self.event(3, .toolCall(ToolUse(id: "a", skillID: "x.y", displayName: nil, input: [:]))),
      Self.event(
        4,
        .toolResult(
          ToolResultEvent(
            toolUseID: "a", skillID: "x.y", status: .success, content: "done", summary: "",
            durationMs: 1))),
    ]
    let (messages, repaired) = HistoryRebuilder.conversation(from: events)
    #expect(repaired == ["b"])
    #expect(messages.count == 3)
    let results = messages.last?.toolResults ?? []
    #expect(results.map(\.toolUseID) == ["a", "b"])
    #expect(results.map(\.status) == [.success, .error])
    #expect(results.last?.content == HistoryRebuilder.interruptedResult)
  }

  /// A call that was allowed (timeline) or whose start the audit log has is not "not run":
  /// it may have had its effect, and the model is told so.
  @Test func startedCallsAreRepairedAsMayHaveRun() {
    let calls = ["a", "b", "c"].map { ToolCall(id: $0, name: "x.y", input: [:]) }
    let events = [
      Self.event(1, .user("go")),
      Self.event(
        2, .assistant(AssistantTurn(text: "", toolCalls: calls, model: "m", stopReason: .toolUse))),
      Self.event(
        3,
        .permissionDecision(
          PermissionDecisionEvent(
            toolUseID: "a", skillID: "x.y", requestID: nil, decision: .allowOnce,
            decidedBy: .level, reason: "normal", rule: nil))),
    ]
    let (messages, repaired) = HistoryRebuilder.conversation(from: events, startedCalls: ["b"])
    #expect(repaired == ["a", "b", "c"])
    #expect(
      messages.last?.toolResults.map(\.content) == [
        HistoryRebuilder.mayHaveRunResult, HistoryRebuilder.mayHaveRunResult,
        HistoryRebuilder.interruptedResult,
      ])
  }

  @Test func aNewUserMessageClosesTheOpenTurn() {
    let calls = [ToolCall(id: "a", name: "x.y", input: [:])]
    let events = [
      Self.event(1, .user("go")),
      Self.event(
        2, .assistant(AssistantTurn(text: "", toolCalls: calls, model: "m", stopReason: .toolUse))),
      Self.event(3, .user("again")),
    ]
    let (messages, repaired) = HistoryRebuilder.conversation(from: events)
    #expect(repaired == ["a"])
    #expect(messages.map(\.role) == [.user, .assistant, .user, .user])
    #expect(messages.last == .user("again"))
  }
}
