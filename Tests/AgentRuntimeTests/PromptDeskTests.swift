import AgentCore
import Foundation
import SkillKit
import Testing

@testable import AgentRuntime

/// The desk where prompts wait: an answer is taken whenever it comes after the prompt opened,
/// refused when it names no open prompt or the wrong kind, and a cancelled wait closes it.
struct PromptDeskTests {
  static let skill = SkillDescriptor(id: "todo.add", displayName: "add", description: "adds")

  static func permission(_ id: String) -> OpenPrompt {
    .permission(
      PermissionRequest(
        requestID: id, kind: .confirmation, toolUseID: "c1", skill: skill, input: [:],
        summary: "add a todo"))
  }

  static let allow = PromptAnswer.permission(ResolvedDecision(.allowOnce, reason: "user"))
  static let none = PromptAnswer.permission(ResolvedDecision.noAnswer("cancelled"))

  static func refusal(_ body: () throws(AnswerRefusal) -> Void) -> AnswerRefusal.Reason? {
    do {
      try body()
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func anAnswerBeforeTheWaitIsKeptForIt() async {
    let desk = PromptDesk()
    desk.open(Self.permission("perm-1"))
    #expect(desk.prompt("perm-1") != nil)
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-1", with: Self.allow) }
        == nil)
    // A second answer is refused: the first one stands.
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-1", with: Self.none) }
        == .closed("answered"))
    #expect(await desk.wait(for: "perm-1", fallback: Self.none) == Self.allow)
    #expect(desk.prompt("perm-1") == nil)
  }

  @Test func anAnswerDuringTheWaitResumesIt() async {
    let desk = PromptDesk()
    desk.open(Self.permission("perm-1"))
    async let answered = desk.wait(for: "perm-1", fallback: Self.none)
    // The wait may not have begun yet: either way the answer reaches it.
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-1", with: Self.allow) }
        == nil)
    #expect(await answered == Self.allow)
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-1", with: Self.allow) }
        == .closed("answered"))
  }

  @Test func unknownIDsAndTheWrongKindAreRefusedAndChangeNothing() async {
    let desk = PromptDesk()
    desk.open(Self.permission("perm-1"))
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-9", with: Self.allow) }
        == .notOpen)
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-1", with: .input(.decline)) }
        == .wrongKind(.permission))
    // Still open, and still answerable.
    #expect(desk.prompt("perm-1") != nil)
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-1", with: Self.allow) }
        == nil)
    #expect(await desk.wait(for: "perm-1", fallback: Self.none) == Self.allow)
  }

  @Test func aCancelledWaitGetsTheFallbackAndClosesThePrompt() async {
    let desk = PromptDesk()
    desk.open(Self.permission("perm-1"))
    let waiting = Task { await desk.wait(for: "perm-1", fallback: Self.none) }
    waiting.cancel()
    #expect(await waiting.value == Self.none)
    #expect(desk.prompt("perm-1") == nil)
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-1", with: Self.allow) }
        == .closed("cancelled"))
    #expect(
      AnswerRefusal(requestID: "perm-1", reason: .closed("cancelled")).description
        == "request perm-1 was already cancelled; this answer is ignored")
  }

  @Test func closedPromptsAreRememberedWithinABound() async {
    let desk = PromptDesk()
    let count = PromptDesk.closedKept + 10
    for index in 0..<count {
      desk.open(Self.permission("perm-\(index)"))
      _ = Self.refusal { () throws(AnswerRefusal) in
        try desk.answer("perm-\(index)", with: Self.allow)
      }
      _ = await desk.wait(for: "perm-\(index)", fallback: Self.none)
    }
    // The newest closed prompts are known as answered; the oldest are forgotten.
    #expect(
      Self.refusal { () throws(AnswerRefusal) in
        try desk.answer("perm-\(count - 1)", with: Self.allow)
      } == .closed("answered"))
    #expect(
      Self.refusal { () throws(AnswerRefusal) in try desk.answer("perm-0", with: Self.allow) }
        == .notOpen)
  }
}
