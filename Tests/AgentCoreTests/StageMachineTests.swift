import AgentCore
import SkillKit
import Testing

struct StageMachineTests {
  typealias Kind = AgentStage.Kind

  static let legal: [(Kind, Kind)] = [
    (.idle, .parsingIntent), (.idle, .completed), (.idle, .failed),
    (.parsingIntent, .matchingSkill), (.parsingIntent, .completed), (.parsingIntent, .cancelled),
    (.matchingSkill, .awaitingUserInput), (.matchingSkill, .awaitingPermission),
    (.matchingSkill, .executing), (.matchingSkill, .parsingIntent), (.matchingSkill, .completed),
    (.awaitingUserInput, .awaitingPermission), (.awaitingUserInput, .executing),
    (.awaitingUserInput, .cancelled), (.awaitingPermission, .executing),
    (.awaitingPermission, .awaitingPermission), (.awaitingPermission, .parsingIntent),
    (.executing, .executing), (.executing, .parsingIntent), (.executing, .failed),
    (.executing, .cancelled), (.completed, .idle), (.failed, .idle), (.cancelled, .idle),
  ]

  static let illegal: [(Kind, Kind)] = [
    (.idle, .executing), (.idle, .awaitingPermission), (.idle, .matchingSkill),
    (.parsingIntent, .executing), (.parsingIntent, .awaitingPermission),
    (.executing, .completed), (.executing, .awaitingPermission), (.executing, .matchingSkill),
    (.completed, .parsingIntent), (.completed, .executing), (.failed, .completed),
    (.cancelled, .executing), (.completed, .failed), (.cancelled, .completed),
  ]

  static func stage(_ kind: Kind) -> AgentStage {
    let skill = SkillDescriptor(id: "x.y", displayName: "x", description: "")
    switch kind {
    case .idle: return .idle
    case .parsingIntent: return .parsingIntent
    case .matchingSkill: return .matchingSkill(candidates: [])
    case .awaitingPermission: return .awaitingPermission(skill: skill)
    case .executing: return .executing(skill: skill, progress: nil)
    case .awaitingUserInput: return .awaitingUserInput(skill: skill, fields: [])
    case .completed: return .completed(summary: "")
    case .failed: return .failed(.cancelled)
    case .cancelled: return .cancelled
    case .paused: return .paused
    }
  }

  @Test(arguments: legal.map { "\($0.0.rawValue)>\($0.1.rawValue)" })
  func legalTransitionsAreAccepted(_ pair: String) throws {
    let (from, to) = try Self.parse(pair)
    let result = StageMachine.transition(from: Self.stage(from), to: Self.stage(to))
    #expect((try? result.get())?.kind == to)
  }

  @Test(arguments: illegal.map { "\($0.0.rawValue)>\($0.1.rawValue)" })
  func illegalTransitionsAreRejected(_ pair: String) throws {
    let (from, to) = try Self.parse(pair)
    let result = StageMachine.transition(from: Self.stage(from), to: Self.stage(to))
    guard case .failure(let error) = result else {
      Issue.record("\(pair) should be illegal")
      return
    }
    #expect(error == StageMachine.IllegalTransition(from: from, to: to))
    #expect(error.description == "illegal stage transition \(from.rawValue) → \(to.rawValue)")
  }

  @Test func terminalStagesOnlyLeadToIdle() {
    for kind in Kind.allCases where kind.isTerminal {
      #expect(StageMachine.successors(of: kind) == [.idle])
    }
  }

  @Test func everyLiveStageCanFailOrBeCancelled() {
    for kind in Kind.allCases where !kind.isTerminal {
      #expect(StageMachine.successors(of: kind).isSuperset(of: [.failed, .cancelled]))
    }
  }

  @Test func wireNamesAreSnakeCase() {
    #expect(
      Kind.allCases.map(\.rawValue) == [
        "idle", "parsing_intent", "matching_skill", "awaiting_permission", "executing",
        "awaiting_user_input", "paused", "completed", "failed", "cancelled",
      ])
  }

  static func parse(_ pair: String) throws -> (Kind, Kind) {
    let parts = pair.split(separator: ">").map(String.init)
    return (try #require(Kind(rawValue: parts[0])), try #require(Kind(rawValue: parts[1])))
  }
}
