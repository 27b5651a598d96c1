import AgentCore
import Foundation
import SkillKit
import TerminalUI
import Testing

struct TUIUpdateTests {
  let values = FieldValueParser(
    dates: DateExpressionParser(
      now: ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!,
      timeZone: TimeZone(identifier: "Asia/Shanghai")!))

  func type(_ text: String, _ state: inout TUIState, _ snapshot: UISnapshot = UISnapshot())
    -> [TUIEffect]
  {
    text.flatMap {
      TUIUpdate.handle(.character($0), state: &state, snapshot: snapshot, values: values)
    }
  }

  @Test func enterSendsAndQueuesWhileRunning() {
    var state = TUIState()
    _ = type("hi", &state)
    #expect(
      TUIUpdate.handle(.enter, state: &state, snapshot: UISnapshot(), values: values) == [
        .send("hi")
      ])
    #expect(state.input.isEmpty)
    _ = type("next", &state)
    let running = UISnapshot(isRunning: true)
    #expect(TUIUpdate.handle(.enter, state: &state, snapshot: running, values: values).isEmpty)
    #expect(state.queued == ["next"])
  }

  @Test func theInputLineEditsAtTheCursorAndRecallsHistory() {
    var state = TUIState()
    let idle = UISnapshot()
    _ = type("helo", &state)
    _ = TUIUpdate.handle(.left, state: &state, snapshot: idle, values: values)
    _ = type("l", &state)
    #expect(state.input == "hello")
    _ = TUIUpdate.handle(.home, state: &state, snapshot: idle, values: values)
    _ = type(">", &state)
    _ = TUIUpdate.handle(.delete, state: &state, snapshot: idle, values: values)
    #expect(state.input == ">ello")
    _ = TUIUpdate.handle(.enter, state: &state, snapshot: idle, values: values)
    _ = type("second", &state)
    _ = TUIUpdate.handle(.enter, state: &state, snapshot: idle, values: values)
    _ = TUIUpdate.handle(.up, state: &state, snapshot: idle, values: values)
    #expect(state.input == "second")
    _ = TUIUpdate.handle(.up, state: &state, snapshot: idle, values: values)
    #expect(state.input == ">ello")
    _ = TUIUpdate.handle(.down, state: &state, snapshot: idle, values: values)
    _ = TUIUpdate.handle(.down, state: &state, snapshot: idle, values: values)
    #expect(state.input.isEmpty)
  }

  @Test func escapeCancelsARunAndSaysSo() {
    var state = TUIState()
    #expect(
      TUIUpdate.handle(
        .escape, state: &state, snapshot: UISnapshot(isRunning: true), values: values) == [.cancel])
    #expect(state.notice == "cancelling…")
    #expect(
      TUIUpdate.handle(.control("c"), state: &state, snapshot: UISnapshot(), values: values) == [
        .quit
      ])
  }

  @Test func permissionKeys() {
    let skill = SkillDescriptor(
      id: "todo.add", displayName: "Add todo", description: "",
      inputFields: [InputField(name: "title", type: .string, required: true)],
      permissionLevel: .userConfirmation)
    let request = PermissionRequest(
      requestID: "perm-1", kind: .confirmation, toolUseID: "c1", skill: skill,
      input: ["title": "milk"], summary: "s")
    let snapshot = UISnapshot(isRunning: true, pendingPermission: request)
    var state = TUIState()
    let decisions: [(Key, PermissionDecision)] = [
      (.character("y"), .allowOnce), (.character("s"), .allowSession),
      (.character("a"), .allowAlways),
      (.character("n"), .deny), (.character("x"), .denyAndStop),
    ]
    for (key, decision) in decisions {
      guard
        case .answerPermission(let answer) = TUIUpdate.handle(
          key, state: &state, snapshot: snapshot, values: values
        ).first
      else {
        Issue.record("\(key) gave no answer")
        continue
      }
      #expect(answer.decision == decision)
    }
    #expect(
      TUIUpdate.handle(.character("e"), state: &state, snapshot: snapshot, values: values).isEmpty)
    guard case .form(let form) = state.mode else {
      Issue.record("e opens the edit form")
      return
    }
    #expect(form.values["title"] == "milk")
    _ = TUIUpdate.handle(.backspace, state: &state, snapshot: snapshot, values: values)
    for _ in 0..<4 {
      _ = TUIUpdate.handle(.backspace, state: &state, snapshot: snapshot, values: values)
    }
    _ = type("bread", &state, snapshot)
    let effects = TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: values)
    guard case .answerPermission(let edited) = effects.first else {
      Issue.record("finishing the form answers the prompt")
      return
    }
    #expect(edited.editedInput == ["title": "bread"])
  }

  @Test func enumFieldsArePickersAndBooleansToggles() {
    let fields = [
      InputField(
        name: "priority", type: .enumeration, required: true, enumValues: ["low", "normal", "high"]),
      InputField(name: "urgent", type: .boolean, required: true),
    ]
    var state = TUIState()
    state.mode = .form(
      FormState(purpose: .input(requestID: "input-1"), title: "Todo", fields: fields))
    let snapshot = UISnapshot(isRunning: true)
    _ = TUIUpdate.handle(.down, state: &state, snapshot: snapshot, values: values)
    _ = TUIUpdate.handle(.down, state: &state, snapshot: snapshot, values: values)
    guard case .form(let picked) = state.mode else { return }
    #expect(picked.draft == "normal")
    _ = TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: values)
    _ = TUIUpdate.handle(.character(" "), state: &state, snapshot: snapshot, values: values)
    let effects = TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: values)
    #expect(effects == [.answerInput(.accept(["priority": "normal", "urgent": true]))])
  }

  @Test func formsValidateEachFieldAndPreviewDates() {
    let fields = [
      InputField(name: "dueDate", type: .dateTime, required: true),
      InputField(name: "notes", type: .string),
    ]
    let request = InputRequest(
      requestID: "input-1", toolUseID: "c1",
      skill: SkillDescriptor(id: "reminder.create", displayName: "Reminder", description: ""),
      fields: fields, input: [:])
    let snapshot = UISnapshot(isRunning: true, pendingInput: request)
    var state = TUIState()
    _ = type("next blursday", &state, snapshot)
    #expect(TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: values).isEmpty)
    guard case .form(var form) = state.mode else {
      Issue.record("a form opens")
      return
    }
    #expect(form.error?.hasPrefix("expected an ISO 8601 date-time") == true)
    form.draft = ""
    state.mode = .form(form)
    _ = type("明天上午九点", &state, snapshot)
    guard case .form(let typed) = state.mode else { return }
    #expect(typed.preview == "2026-12-01 09:00 +08:00")
    _ = TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: values)
    let effects = TUIUpdate.handle(.tab, state: &state, snapshot: snapshot, values: values)
    #expect(effects == [.answerInput(.accept(["dueDate": "2026-12-01T09:00:00+08:00"]))])
  }
}
