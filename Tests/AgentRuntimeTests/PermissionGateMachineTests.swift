import AgentCore
import Foundation
import SkillKit
import Testing

@testable import AgentRuntime

/// The gate's decision machine alone: each test feeds it facts and checks the steps it asks
/// for, with no actor, store or prompt.
struct PermissionGateMachineTests {
  typealias Machine = PermissionGateMachine

  static let skill = SkillDescriptor(
    id: "todo.add", displayName: "add", description: "adds a todo",
    inputFields: [
      InputField(name: "title", type: .string, required: true),
      InputField(name: "count", type: .integer),
    ], permissionLevel: .userConfirmation)

  static func machine(
    mode: PermissionMode = .default, skill: SkillDescriptor = skill,
    input: [String: JSONValue] = ["title": "milk"]
  ) -> Machine {
    Machine(
      skill: skill, input: input, mode: mode, cwd: "/work", language: .english,
      values: {
        FieldValueParser(
          dates: DateExpressionParser(
            now: Date(timeIntervalSince1970: 1_800_000_000),
            timeZone: TimeZone(identifier: "UTC")!))
      },
      crossings: { _ in [] })
  }

  /// Runs the machine past the first hook and the rules (none) to its first question.
  static func toQuestion(_ machine: inout Machine, rules: [PermissionRule] = []) -> Machine.Step {
    guard case .runHook(_, edited: false) = machine.start() else {
      Issue.record("the first step is not the hook")
      return .loadRules
    }
    guard case .loadRules = machine.next(.hook(blocked: nil)) else {
      Issue.record("the rules are not read after the hook")
      return .loadRules
    }
    guard case .readAuthorizations = machine.next(.rules(.success(rules))) else {
      Issue.record("the authorizations are not read after the rules")
      return .loadRules
    }
    return machine.next(.authorizations(.success([:])))
  }

  static func result(_ step: Machine.Step) -> PermissionGate.Result? {
    if case .finish(let result) = step { return result }
    Issue.record("expected a result, got \(step)")
    return nil
  }

  @Test func aBlockingHookEndsTheDecisionBeforeAnythingIsRead() {
    var machine = Self.machine()
    let blocked = PermissionGate.Result(
      outcome: .denied(.permissionDenied(skill: "todo.add", message: "no", by: .hook)),
      input: [:], edited: false, decision: .deny, step: .hook, reason: "hook: no")
    _ = machine.start()
    let result = Self.result(machine.next(.hook(blocked: blocked)))
    #expect(result?.step == .hook)
    #expect(result?.decision == .deny)
  }

  @Test func unreadableRulesOrAuthorizationsDenyAndSaySo() {
    var machine = Self.machine()
    _ = machine.start()
    _ = machine.next(.hook(blocked: nil))
    let result = Self.result(machine.next(.rules(.failure(.init(message: "rules unreadable")))))
    #expect(result?.decision == .deny)
    #expect(result?.step == .user)
    guard case .denied(.invalidConfiguration(let text))? = result?.outcome else {
      Issue.record("not an invalid configuration: \(String(describing: result?.outcome))")
      return
    }
    #expect(text.contains("rules unreadable") && text.contains("ask doctor"))

    var second = Self.machine()
    _ = second.start()
    _ = second.next(.hook(blocked: nil))
    _ = second.next(.rules(.success([])))
    let denied = Self.result(second.next(.authorizations(.failure(.init(message: "gone")))))
    #expect(denied?.step == .authorization)
  }

  @Test func aConfirmationIsPreviewedThenAskedAndAnAllowOnceRuns() {
    var machine = Self.machine()
    guard case .preview(let input, _) = Self.toQuestion(&machine) else {
      Issue.record("a user-confirmation skill is not previewed before asking")
      return
    }
    #expect(input == ["title": "milk"])
    guard case .askConfirmation(_, let reason, let errors, _) = machine.next(.preview(nil)) else {
      Issue.record("no question after the preview")
      return
    }
    #expect(!reason.isEmpty)
    #expect(errors.isEmpty)
    let result = Self.result(
      machine.next(.confirmation(ResolvedDecision(.allowOnce, reason: "user"))))
    #expect(result?.decision == .allowOnce)
    #expect(result?.step == .user)
    #expect(result?.edited == false)
  }

  @Test func aPreviewThatFailsIsNotAskedAbout() {
    var machine = Self.machine()
    _ = Self.toQuestion(&machine)
    let result = Self.result(
      machine.next(.preview(.failure(SkillError("the text is not there")))))
    guard case .failed? = result?.outcome else {
      Issue.record("a failed preview is not a failure: \(String(describing: result?.outcome))")
      return
    }
    #expect(result?.reason.hasPrefix("not asked:") == true)
  }

  @Test func anAlwaysAnswerKeepsItsRuleBeforeTheCallRuns() {
    var machine = Self.machine()
    _ = Self.toQuestion(&machine)
    _ = machine.next(.preview(nil))
    let always = ResolvedDecision(.allowAlways, reason: "user", rule: "todo.add")
    guard case .remember(let answer) = machine.next(.confirmation(always)) else {
      Issue.record("an always answer does not ask for its rule to be kept")
      return
    }
    #expect(answer == always)
    let rule = PermissionRule(skill: "todo.add", fields: [], decision: .allow, scope: .user)
    let result = Self.result(machine.next(.remembered(rule, for: always)))
    #expect(result?.decision == .allowAlways)
  }

  @Test func anEditIsCheckedJudgedByTheHooksAndEvaluatedAgain() {
    var machine = Self.machine()
    _ = Self.toQuestion(&machine)
    _ = machine.next(.preview(nil))
    // An edit that breaks the schema is asked about again with its error.
    let invalid = ResolvedDecision(.allowOnce, reason: "user", editedInput: ["count": "many"])
    guard case .readAuthorizations = machine.next(.confirmation(invalid)) else {
      Issue.record("an invalid edit is not evaluated again")
      return
    }
    _ = machine.next(.authorizations(.success([:])))
    guard case .askConfirmation(_, _, let errors, _) = machine.next(.preview(nil)) else {
      Issue.record("an invalid edit is not asked about again")
      return
    }
    #expect(errors["count"] != nil)
    // A valid edit goes through the hooks with the edited input, then is evaluated again;
    // the person's yes stands for it.
    let valid = ResolvedDecision(.allowOnce, reason: "user", editedInput: ["title": "eggs"])
    guard case .runHook(let input, edited: true) = machine.next(.confirmation(valid)) else {
      Issue.record("the edited input is not judged by the hooks")
      return
    }
    #expect(input["title"] == "eggs")
    guard case .readAuthorizations = machine.next(.hook(blocked: nil)) else {
      Issue.record("an edited call is not evaluated again")
      return
    }
    let result = Self.result(machine.next(.authorizations(.success([:]))))
    #expect(result?.edited == true)
    #expect(result?.input["title"] == "eggs")
    #expect(result?.decision == .allowOnce)
  }

  @Test func threeInvalidEditsDeny() {
    var machine = Self.machine()
    _ = Self.toQuestion(&machine)
    _ = machine.next(.preview(nil))
    let invalid = ResolvedDecision(.allowOnce, reason: "user", editedInput: ["count": "many"])
    var last: Machine.Step = .loadRules
    for _ in 0..<Machine.maxEdits {
      last = machine.next(.confirmation(invalid))
      if case .finish = last { break }
      _ = machine.next(.authorizations(.success([:])))
      _ = machine.next(.preview(nil))
    }
    let result = Self.result(last)
    #expect(result?.decision == .deny)
    #expect(result?.reason == "the edited input was invalid 3 times")
  }

  @Test func anAuthorizationIsAskedFirstAndOnlyAPersonsAnswerCounts() {
    let system = SkillDescriptor(
      id: "reminder.create", displayName: "remind", description: "creates a reminder",
      inputFields: [InputField(name: "title", type: .string, required: true)],
      permissionLevel: .systemAccess, requiredAuthorizations: ["reminders"])
    var machine = Self.machine(skill: system)
    guard case .askAuthorization(let capability, _) = Self.toQuestion(&machine) else {
      Issue.record("an undetermined authorization is not asked about")
      return
    }
    #expect(capability == "reminders")
    var noAnswer = ResolvedDecision(.deny, reason: "no answer (stdin closed)")
    noAnswer.byPerson = false
    let result = Self.result(machine.next(.authorizationAnswer(capability: "reminders", noAnswer)))
    guard case .denied(.authorizationRequired("reminders"))? = result?.outcome else {
      Issue.record("no answer does not leave the authorization undetermined")
      return
    }

    var granted = Self.machine(skill: system)
    _ = Self.toQuestion(&granted)
    guard
      case .readAuthorizations = granted.next(
        .authorizationAnswer(capability: "reminders", ResolvedDecision(.allowOnce, reason: "user")))
    else {
      Issue.record("a granted authorization is not evaluated again")
      return
    }
    // The answer stands for this call even though the store still says undetermined.
    guard case .preview = granted.next(.authorizations(.success([:]))) else {
      Issue.record("the granted authorization was not applied to this call")
      return
    }
  }

  @Test func denyAndStopEndsTheRun() {
    var machine = Self.machine()
    _ = Self.toQuestion(&machine)
    _ = machine.next(.preview(nil))
    let result = Self.result(
      machine.next(.confirmation(ResolvedDecision(.denyAndStop, reason: "user", message: "no"))))
    guard case .stop? = result?.outcome else {
      Issue.record("deny_and_stop does not stop")
      return
    }
    #expect(result?.message == "no")
  }

  @Test func aModeThatAllowsSkipsTheQuestion() {
    var machine = Self.machine(mode: .bypass)
    let result = Self.result(Self.toQuestion(&machine))
    #expect(result?.decision == .allowOnce)
    #expect(result?.step == .mode)
  }
}
