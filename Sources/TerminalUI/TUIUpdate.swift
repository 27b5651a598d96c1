import AgentBridge
import AgentCore
import Foundation
import SkillKit

/// The update step: a key and the current state become a new state and effects. Pure: no
/// terminal, no bridge, no clock (dates are read by the injected parser).
public enum TUIUpdate {
  /// One key: changes `state` and returns what the app must do (send, cancel, answer…).
  public static func handle(
    _ key: Key, state: inout TUIState, snapshot: UISnapshot, values: FieldValueParser
  ) -> [TUIEffect] {
    if key == .control("c") { return [.quit] }
    switch state.mode {
    case .help:
      state.mode = .chat
      return []
    case .picker(let sessions, let selected):
      return picker(key, sessions: sessions, selected: selected, state: &state)
    case .form(var form):
      let effects = TUIForm.handle(key, form: &form, state: &state, values: values)
      if case .form = state.mode { state.mode = .form(form) }
      return effects
    case .output(let id, let scroll):
      output(key, cardID: id, scroll: scroll, state: &state, snapshot: snapshot)
      return []
    case .chat:
      break
    }
    if let request = snapshot.pendingPermission {
      return permission(key, request: request, state: &state, labels: Labels(snapshot.language))
    }
    if let request = snapshot.pendingInput {
      state.mode = .form(
        FormState(
          purpose: .input(requestID: request.requestID),
          // A server's question says itself; missing fields are named by the skill.
          title: request.message.map { "\(request.skill.displayName): \($0)" }
            ?? request.skill.displayName,
          fields: request.skill.localized(request.fields, in: snapshot.language.rawValue),
          errors: request.errors))
      return handle(key, state: &state, snapshot: snapshot, values: values)
    }
    return chat(key, state: &state, snapshot: snapshot)
  }

  private static func chat(_ key: Key, state: inout TUIState, snapshot: UISnapshot) -> [TUIEffect] {
    let labels = Labels(snapshot.language)
    if let panel = snapshot.abilities, state.abilitiesShown, state.input.isEmpty,
      let effects = abilities(key, panel: panel, state: &state, snapshot: snapshot)
    {
      return effects
    }
    switch key {
    case .character("?") where state.input.isEmpty:
      if snapshot.abilities != nil, !state.abilitiesShown {
        state.abilitiesShown = true
      } else {
        state.mode = .help
      }
    case .character(let character):
      insert(String(character), into: &state)
      // The first `@` asks the servers what there is to attach (Tab completes from it).
      if character == "@", state.attachables == nil { return [.listAttachables(complete: false)] }
    case .paste(let text):
      insert(text, into: &state)
    case .backspace:
      guard state.cursor > 0, !state.input.isEmpty else { break }
      let index = state.input.index(state.input.startIndex, offsetBy: state.cursor - 1)
      state.input.remove(at: index)
      state.cursor -= 1
    case .delete:
      guard state.cursor < state.input.count else { break }
      state.input.remove(at: state.input.index(state.input.startIndex, offsetBy: state.cursor))
    case .left:
      state.cursor = max(0, state.cursor - 1)
    case .right:
      state.cursor = min(state.input.count, state.cursor + 1)
    case .home, .control("a"):
      state.cursor = 0
    case .control("e"):
      state.cursor = state.input.count
    case .up where !state.history.isEmpty:
      let next = min(state.history.count - 1, (state.historyIndex ?? -1) + 1)
      state.historyIndex = next
      state.input = state.history[state.history.count - 1 - next]
      state.cursor = state.input.count
    case .down where state.historyIndex != nil:
      let next = (state.historyIndex ?? 0) - 1
      state.historyIndex = next < 0 ? nil : next
      state.input = next < 0 ? "" : state.history[state.history.count - 1 - next]
      state.cursor = state.input.count
    case .enter:
      let text = state.input.trimmingCharacters(in: .whitespacesAndNewlines)
      if text.isEmpty {
        guard let id = state.focusedCard else { return [] }
        // An open card whose output is folded opens it whole; Enter again folds the card.
        if state.expanded[id] == true, let card = snapshot.cards.first(where: { $0.id == id }),
          card.isFinished, CardPanel.outputLineCount(card) > CardPanel.shownOutputLines
        {
          state.mode = .output(cardID: id, scroll: 0)
          state.expanded[id] = false
          return []
        }
        return [.toggleCard(id)]
      }
      state.input = ""
      state.cursor = 0
      state.historyIndex = nil
      state.history.append(text)
      state.scrollBack = 0
      if snapshot.isRunning {
        state.queued.append(text)
        state.notice = labels(.queuedNotice)
        return []
      }
      state.notice = nil
      state.abilitiesShown = false
      return [.send(text)]
    case .escape:
      guard snapshot.isRunning else {
        state.input = ""
        state.cursor = 0
        return []
      }
      state.notice = labels(.cancellingNotice)
      state.cancelling = true
      return [.cancel]
    case .pageUp, .wheelUp:
      state.scrollBack += key == .pageUp ? 10 : 3
      return [.loadOlder]
    case .pageDown, .wheelDown:
      state.scrollBack = max(0, state.scrollBack - (key == .pageDown ? 10 : 3))
      return state.scrollBack == 0 ? [.jumpToLatest] : []
    case .end:
      state.scrollBack = 0
      return [.jumpToLatest]
    case .tab
    where AttachmentCompletion.word(in: state.input, cursor: state.cursor) != nil:
      guard let choices = state.attachables else { return [.listAttachables(complete: true)] }
      _ = AttachmentCompletion.complete(&state, choices: choices)
    case .tab, .backTab:
      let ids = snapshot.cards.map(\.id)
      guard !ids.isEmpty else { return [] }
      let current = state.focusedCard.flatMap { ids.firstIndex(of: $0) }
      let step = key == .tab ? 1 : ids.count - 1
      state.focusedCard = ids[((current ?? (key == .tab ? ids.count - 1 : 0)) + step) % ids.count]
    case .control("n"):
      return [.newSession]
    case .control("o"):
      return [.openPicker]
    case .control("p"):
      state.isPaused.toggle()
      state.notice = state.isPaused ? labels(.pausedNotice) : nil
      return [.setPaused(state.isPaused)]
    default:
      break
    }
    return []
  }

  /// Keys on the panel of what the agent can do (input empty): ↑↓ choose an example, Enter
  /// puts it in the input, Esc folds the panel; nil for any other key.
  private static func abilities(
    _ key: Key, panel: AbilityPanel, state: inout TUIState, snapshot: UISnapshot
  ) -> [TUIEffect]? {
    let count = panel.entries.count
    switch key {
    case .up where count > 0:
      state.abilitySelection = max(0, min(count - 1, state.abilitySelection - 1))
    case .down where count > 0:
      state.abilitySelection = min(count - 1, max(0, state.abilitySelection + 1))
    case .enter where count > 0 && state.focusedCard == nil:
      let entry = panel.entries[min(count - 1, max(0, state.abilitySelection))]
      state.input = entry.example
      state.cursor = entry.example.count
    case .escape where !snapshot.isRunning:
      state.abilitiesShown = false
    default:
      return nil
    }
    return []
  }

  private static func insert(_ text: String, into state: inout TUIState) {
    let clamped = min(max(state.cursor, 0), state.input.count)
    state.input.insert(
      contentsOf: text, at: state.input.index(state.input.startIndex, offsetBy: clamped))
    state.cursor = clamped + text.count
  }

  private static func permission(
    _ key: Key, request: PermissionRequest, state: inout TUIState, labels: Labels
  ) -> [TUIEffect] {
    let confirmation = request.kind == .confirmation
    // Session and always only where the request offers them (never a system authorization or
    // a sampling request).
    let remembers = request.options.contains(.allowSession)
    let diffLines = request.preview.map { PromptViews.diffLines($0).count } ?? 0
    func scroll(_ delta: Int) -> [TUIEffect] {
      state.diffScroll = max(0, min(max(0, diffLines - 1), state.diffScroll + delta))
      return []
    }
    if diffLines > 0 {
      switch key {
      case .up, .wheelUp: return scroll(-1)
      case .down, .wheelDown: return scroll(1)
      case .pageUp: return scroll(-10)
      case .pageDown: return scroll(10)
      default: break
      }
    }
    if case .character = key { state.diffScroll = 0 }
    if key == .escape { state.diffScroll = 0 }
    switch key {
    case .character("y"), .character("Y"):
      return [.answerPermission(ResolvedDecision(.allowOnce, reason: "user: allow once"))]
    case .character("s") where remembers:
      return [
        .answerPermission(ResolvedDecision(.allowSession, reason: "user: allow for this session"))
      ]
    case .character("a") where remembers:
      return [.answerPermission(ResolvedDecision(.allowAlways, reason: "user: always allow"))]
    case .character("n"), .character("N"):
      return [.answerPermission(ResolvedDecision(.deny, reason: "user: deny"))]
    case .character("x") where request.options.contains(.denyAndStop):
      return [.answerPermission(ResolvedDecision(.denyAndStop, reason: "user: deny and stop"))]
    case .character("e") where confirmation:
      var values: [String: String] = [:]
      for field in request.skill.inputFields {
        if let value = request.input[field.name] { values[field.name] = value.displayText }
      }
      let fields = request.skill.localized(
        request.skill.inputFields, in: labels.language.rawValue)
      state.mode = .form(
        FormState(
          purpose: .editPermission(requestID: request.requestID), title: request.skill.displayName,
          fields: fields.isEmpty
            ? request.input.objectValue.map {
              $0.keys.sorted().map { InputField(name: $0, type: .string) }
            } ?? [] : fields,
          values: values))
      return []
    case .escape:
      return [.answerPermission(ResolvedDecision.noAnswer("no answer: Esc"))]
    default:
      state.notice = labels(.permissionKeysNotice)
      return []
    }
  }

  private static func picker(
    _ key: Key, sessions: [PickerEntry], selected: Int, state: inout TUIState
  ) -> [TUIEffect] {
    switch key {
    case .up: state.mode = .picker(sessions: sessions, selected: max(0, selected - 1))
    case .down:
      state.mode = .picker(sessions: sessions, selected: min(sessions.count - 1, selected + 1))
    case .enter:
      state.mode = .chat
      if selected < sessions.count { return [.openSession(sessions[selected].id)] }
    case .escape: state.mode = .chat
    default: break
    }
    return []
  }

  /// The output viewer's keys: ↑↓ PgUp PgDn Home End scroll, Esc, q or Enter close.
  private static func output(
    _ key: Key, cardID: String, scroll: Int, state: inout TUIState, snapshot: UISnapshot
  ) {
    let count = snapshot.cards.first { $0.id == cardID }.map(CardPanel.outputLineCount) ?? 0
    let page = 10
    var next = scroll
    switch key {
    case .escape, .enter, .character("q"):
      state.mode = .chat
      return
    case .up, .wheelUp: next -= key == .up ? 1 : 3
    case .down, .wheelDown: next += key == .down ? 1 : 3
    case .pageUp: next -= page
    case .pageDown, .character(" "): next += page
    case .home: next = 0
    case .control("e"): next = count
    default: return
    }
    state.mode = .output(cardID: cardID, scroll: max(0, min(max(0, count - 1), next)))
  }
}
