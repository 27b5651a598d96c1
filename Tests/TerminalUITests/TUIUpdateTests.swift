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

  @Test func aSamplingRequestIsAllowedOnceOrDeniedNeverRemembered() {
    let skill = SkillDescriptor(id: "mcp.s.summarize", displayName: "summarize", description: "")
    let request = PermissionRequest(
      requestID: "perm-2", kind: .sampling, toolUseID: "c1", skill: skill,
      input: ["server": "s", "model": "m", "messages": []], summary: "s")
    let snapshot = UISnapshot(isRunning: true, pendingPermission: request)
    var state = TUIState()
    for key in ["s", "a", "x", "e"] {
      #expect(
        TUIUpdate.handle(
          .character(Character(key)), state: &state, snapshot: snapshot, values: values
        )
        .allSatisfy { if case .answerPermission = $0 { false } else { true } },
        "\(key) answers nothing")
    }
    for (key, decision) in [("y", PermissionDecision.allowOnce), ("n", .deny)] {
      guard
        case .answerPermission(let answer) = TUIUpdate.handle(
          .character(Character(key)), state: &state, snapshot: snapshot, values: values
        ).first
      else {
        Issue.record("\(key) gave no answer")
        continue
      }
      #expect(answer.decision == decision)
    }
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

  /// A nested schema through the keys: a nested field, an array item added then removed with
  /// Ctrl-D, the variant picked first; the answer is the nested value.
  @Test func nestedFormsAddAndRemoveItemsAndPickVariants() throws {
    let schema = try JSONSchema.parse(
      try JSONValue.parse(
        #"""
        {"type": "object", "properties": {
          "place": {"type": "object", "properties": {"city": {"type": "string"}}},
          "people": {"type": "array", "items": {"type": "object", "properties": {
            "name": {"type": "string"}}}},
          "when": {"oneOf": [{"title": "minutes", "type": "integer"}, {"title": "day", "type": "string"}]}}}
        """#)
    ).schema
    var state = TUIState()
    state.mode = .form(
      FormState(
        purpose: .input(requestID: "input-1"), title: "Meet",
        fields: InputField.fields(from: schema)))
    let snapshot = UISnapshot(isRunning: true)
    func press(_ keys: Key...) -> [TUIEffect] {
      var last: [TUIEffect] = []
      for key in keys {
        last = TUIUpdate.handle(key, state: &state, snapshot: snapshot, values: values)
      }
      return last
    }
    func typed(_ text: String) -> [Key] { text.map { Key.character($0) } }
    func current() -> String? {
      guard case .form(let form) = state.mode else { return nil }
      return form.field?.name
    }
    #expect(current() == "people+0")
    _ = press(.down, .enter)  // from an empty draft, ↓ picks the first choice: true
    #expect(current() == "people[0].name")
    for key in typed("Ann") { _ = press(key) }
    _ = press(.enter, .down, .enter)
    #expect(current() == "people[1].name")
    for key in typed("Typo") { _ = press(key) }
    _ = press(.control("d"))
    #expect(current() == "people+1", "the item is gone; the add row takes its place")
    _ = press(.up, .enter)  // ↑ from an empty draft wraps to the last choice: false
    #expect(current() == "place.city")
    for key in typed("Oslo") { _ = press(key) }
    _ = press(.enter)
    #expect(current() == "when#")
    _ = press(.up, .enter)  // the last variant: "day"
    #expect(current() == "when")
    for key in typed("Monday") { _ = press(key) }
    let effects = press(.enter)
    #expect(
      effects == [
        .answerInput(
          .accept(["people": [["name": "Ann"]], "place": ["city": "Oslo"], "when": "Monday"]))
      ])
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
