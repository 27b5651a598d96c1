import AgentCore
import Foundation
import SkillKit
import Testing

/// Every message is described once (`MessageWire.write`); the tree and the bytes written from
/// that description must agree byte for byte, and what is written must read back.
struct MessageWireTests {
  static let skill = SkillDescriptor(
    id: "files.edit", displayName: "编辑 \"文件\"", description: "edit a file",
    inputFields: [
      InputField(name: "path", type: .string, required: true, description: "which file"),
      InputField(
        name: "mode", type: .string, enumValues: ["a", "b"], defaultValue: "a"),
    ], permissionLevel: .userConfirmation)
  static let error = ErrorExplanation(
    code: "denied", message: "no \u{1B}[31m red", fix: "ask again\n")
  static let usage = TokenUsage(
    inputTokens: 3, outputTokens: 4, cacheCreationInputTokens: 5, cacheReadInputTokens: 6)
  static let input: JSONValue = ["path": "a\"b.txt", "n": 2.5, "list": [1, true, nil]]

  // swift-format-ignore: FunctionBodyLength
  static var messages: [AgentMessage] {
    let preview = SkillPreview(
      path: "a.txt", diff: "-a\n+b\u{202E}", added: 1, removed: 1, basis: "fp", truncated: true)
    return [
      .userMessage("你好 \u{7F}"), .partialMessage("par"), .thinking("hm\t"),
      .system(SystemNotice(subtype: "init", message: "m", model: "offline", skills: ["a", "b"])),
      .system(SystemNotice(subtype: "init", message: "m")),
      .system(
        {
          var notice = SystemNotice(subtype: "skills_changed", message: "c", skills: ["x"])
          notice.added = ["x"]
          notice.removed = ["y"]
          notice.updated = ["z"]
          return notice
        }()),
      .assistant(
        AssistantTurn(
          text: "hi", toolCalls: [ToolCall(id: "c1", name: "files.edit", input: input)],
          model: "m", stopReason: .toolUse, usage: usage, costUSD: 0.25)),
      .assistant(AssistantTurn(text: "", toolCalls: [], model: "m", stopReason: nil)),
      .toolUse(ToolUse(id: "c1", skillID: "files.edit", displayName: "编辑", input: input)),
      .toolUse(ToolUse(id: "c1", skillID: "files.edit", displayName: nil, input: [:])),
      .toolProgress(
        ToolProgress(
          toolUseID: "c1", skillID: "s", step: "2/3", fraction: 0.5, log: "line",
          elapsedSeconds: 1.23456)),
      .toolProgress(ToolProgress(toolUseID: "c1", skillID: "s", elapsedSeconds: 3)),
      .toolResult(
        ToolResultEvent(
          toolUseID: "c1", skillID: "s", status: .error, content: "bad", data: ["k": "v"],
          summary: "failed", durationMs: 12, error: error)),
      .toolResult(
        ToolResultEvent(
          toolUseID: "c1", skillID: "s", status: .success, content: "ok", summary: "done",
          durationMs: 0)),
      .toolUseSummary(ToolUseSummary(summary: "two", toolUseIDs: ["c1", "c2"])),
      .taskStarted(TaskStarted(taskID: "t", description: "d", toolUseIDs: ["c1"])),
      .taskProgress(TaskProgress(taskID: "t", completed: 1, total: 2, lastToolUseID: "c1")),
      .hookStarted(HookStarted(hookName: "h", event: .preToolUse, toolUseID: "c1")),
      .hookProgress(HookProgress(hookName: "h", toolUseID: "c1", output: "o")),
      .hookResponse(
        HookResponse(
          hookName: "h", event: .postToolUse, toolUseID: "c1",
          outcome: HookOutcome(blocked: true, exitCode: 2, output: "no"))),
      .hookResponse(
        HookResponse(
          hookName: "h", event: .preToolUse, toolUseID: "c1",
          outcome: HookOutcome(blocked: false, output: ""))),
      .authStatus(
        AuthStatusChange(capability: "calendar", previous: .notDetermined, status: .denied)),
      .filesPersisted(FilesPersisted(toolUseID: "c1", paths: ["a", "b"])),
      .localCommandOutput(
        LocalCommandOutput(command: "ls", output: "x", toolUseID: "c1", stream: "stderr")),
      .localCommandOutput(LocalCommandOutput(command: "ls", output: "x")),
      .promptSuggestion(["a", "b"]),
      .result(
        RunResult(
          subtype: .errorDuringExecution, text: "t", numTurns: 2, durationMs: 5, usage: usage,
          totalCostUSD: 1.5, error: error)),
      .result(
        RunResult(
          subtype: .success, text: "t", numTurns: 1, durationMs: 5, usage: TokenUsage(),
          totalCostUSD: nil)),
      .stage(.idle), .stage(.parsingIntent), .stage(.paused), .stage(.cancelled),
      .stage(
        .matchingSkill(candidates: [
          SkillCandidate(skillID: "a", displayName: "A", score: 0.75, matchedTerms: ["x"])
        ])),
      .stage(.awaitingPermission(skill: skill)), .stage(.executing(skill: skill, progress: 0.5)),
      .stage(.executing(skill: skill, progress: nil)),
      .stage(.awaitingUserInput(skill: skill, fields: skill.inputFields)),
      .stage(.completed(summary: "done")), .stage(.failed(.unknownSkill("nope"))),
      .permissionRequest(
        PermissionRequest(
          requestID: "p1", kind: .confirmation, toolUseID: "c1", skill: skill, input: input,
          capability: "files", summary: "edit a.txt", reason: "dangerous",
          suggestedRule: "files.edit(a.txt)", errors: ["path": "missing", "b": "bad"],
          preview: preview)),
      .permissionRequest(
        PermissionRequest(
          requestID: "p2", kind: .authorization, toolUseID: "c1", skill: skill, input: [:],
          summary: "s")),
      .permissionDecision(
        PermissionDecisionEvent(
          toolUseID: "c1", skillID: "s", requestID: "p1", decision: .allowSession,
          decidedBy: .user, reason: "r", rule: "s")),
      .permissionDecision(
        PermissionDecisionEvent(
          toolUseID: "c1", skillID: "s", requestID: nil, decision: .deny, decidedBy: .denyRule,
          reason: "r")),
      .inputRequest(
        InputRequest(
          requestID: "i1", toolUseID: "c1", skill: skill, fields: skill.inputFields,
          input: input, errors: ["path": "required"])),
    ]
  }

  @Test func bytesAreTheTreesCompactJSON() throws {
    for message in Self.messages {
      let tree = MessageWire.encode(message)
      let (type, bytes) = MessageWire.encodedBytes(message)
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(text == tree.jsonString, "\(message)")
      #expect(type == tree["type"]?.stringValue, "\(message)")
      // And it is JSON another parser reads.
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(bytes))) is [String: Any], "\(text)")
    }
  }

  @Test func everyTimelineEventsStoredFormReadsBack() throws {
    var events = Self.messages.enumerated().compactMap { offset, message in
      EventMapper.kind(for: message).map {
        TimelineEvent(
          sequence: Int64(offset + 1), timestamp: Date(timeIntervalSince1970: 5), kind: $0)
      }
    }
    events.append(TimelineEvent(sequence: 99, timestamp: Date(), kind: .error(Self.error)))
    #expect(events.count > 20)
    for event in events {
      let stored = event.encodedPayload
      #expect(String(decoding: stored.json, as: UTF8.self) == event.payload.jsonString)
      #expect(stored.type == event.payload["type"]?.stringValue)
      let back = TimelineEvent.decode(
        sequence: event.sequence, timestamp: event.timestamp,
        payload: try JSONValue.parse(String(decoding: stored.json, as: UTF8.self)))
      // Requests keep only the skill's id and name on the wire (not its whole declaration):
      // what reads back must write the same bytes; everything else reads back equal.
      #expect(back?.encodedPayload.json == stored.json, "\(event.kind)")
      switch event.kind {
      case .permissionRequest, .inputRequest: break
      default: #expect(back == event, "\(event.kind)")
      }
      // Read where the bytes lie (what the store does): the very same event.
      let read = try stored.json.withUnsafeBufferPointer {
        try TimelineEvent.decode(sequence: event.sequence, timestamp: event.timestamp, payload: $0)
      }
      #expect(read == back, "\(event.kind)")
    }
  }

  /// Stored payloads changed byte by byte — hostile rows — read the same through the bytes
  /// as through the tree: the same event, nil, or a failure for both.
  @Test func mutatedStoredPayloadsReadTheSameThroughTheBytes() throws {
    let replacements: [UInt8] = [0x22, 0x5C, 0x7D, 0x5D, 0x2C, 0x30, 0x6E, 0x0A, 0xFF]
    var compared = 0
    for message in Self.messages {
      let stored = MessageWire.encodedBytes(message).json
      var inputs = [stored]
      for place in stride(from: 0, to: stored.count, by: 3) {
        for byte in replacements where stored[place] != byte {
          var changed = stored
          changed[place] = byte
          inputs.append(changed)
        }
      }
      for input in inputs {
        let tree = Result {
          try TimelineEvent.decode(
            sequence: 1, timestamp: Date(timeIntervalSince1970: 5),
            payload: JSONValue.parse(Data(input)))
        }
        let bytes = Result {
          try input.withUnsafeBufferPointer {
            try TimelineEvent.decode(
              sequence: 1, timestamp: Date(timeIntervalSince1970: 5), payload: $0)
          }
        }
        switch (tree, bytes) {
        case (.success(let a), .success(let b)):
          #expect(a == b, "\(String(decoding: input, as: UTF8.self))")
        case (.failure, .failure): break
        default: Issue.record("the paths disagree on \(String(decoding: input, as: UTF8.self))")
        }
        compared += 1
      }
    }
    #expect(compared > 5_000)
  }
}
