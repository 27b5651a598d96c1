import AgentCore
import Foundation
import SkillKit

/// Keys in a form: one field at a time, each value parsed and validated before moving on;
/// date-times are previewed as you type.
enum TUIForm {
  static func handle(
    _ key: Key, form: inout FormState, state: inout TUIState, values: FieldValueParser
  ) -> [TUIEffect] {
    guard let field = form.field else { return finish(form, state: &state, values: values) }
    switch key {
    case .up, .down:
      form.draft = choose(key, in: field, from: form.draft) ?? form.draft
    case .character(" ") where field.type == .boolean:
      form.draft = choose(key, in: field, from: form.draft) ?? form.draft
    case .character(let character):
      form.draft.append(character)
    case .paste(let text):
      form.draft += text
    case .backspace:
      if !form.draft.isEmpty { form.draft.removeLast() }
    case .tab where !field.required:
      form.values[field.name] = nil
      return advance(&form, state: &state, values: values)
    case .control("d"):
      // Removes the array item the current row belongs to.
      if let (array, item) = FormTree.item(of: field.name) {
        form.values = FormTree.removeItem(item, of: array, from: form.values)
        form.refreshRows()
        form.index = min(form.index, max(0, form.fields.count - 1))
        form.draft = form.field.flatMap { form.values[$0.name] } ?? ""
        form.error = nil
        return []
      }
    case .enter:
      let text = form.draft.trimmingCharacters(in: .whitespaces)
      if text.isEmpty {
        if field.required && form.values[field.name] == nil {
          form.error = "required — type a value, or Esc to decline"
          return []
        }
        return advance(&form, state: &state, values: values)
      }
      let parsed = values.parse(.string(text), for: field)
      let violations = SchemaValidator.validate(parsed, against: field.schema)
      if let first = violations.first {
        form.error = first.message
        return []
      }
      form.values[field.name] = FormTree.answer(text, parsed: parsed, role: form.role ?? .value)
      let addedItem = form.role == .addItem && parsed == .bool(true)
      form.refreshRows()
      // A new item's rows take the place of the "add another?" row: ask them next.
      if addedItem {
        form.error = nil
        form.preview = nil
        form.draft = form.field.flatMap { form.values[$0.name] } ?? ""
        return []
      }
      return advance(&form, state: &state, values: values)
    case .escape:
      state.mode = .chat
      switch form.purpose {
      case .input: return [.answerInput(.decline)]
      case .editPermission: return []
      }
    case .control("x"):
      state.mode = .chat
      if case .input = form.purpose {
        return [.answerInput(.cancel(reason: "user cancelled the form"))]
      }
      return []
    default:
      break
    }
    form.error = nil
    form.preview = preview(form.draft, field: field, values: values)
    return []
  }

  /// Enum fields are a picker and booleans a toggle: arrows (or space) move the choice.
  private static func choose(_ key: Key, in field: InputField, from draft: String) -> String? {
    let choices = field.type == .boolean ? ["true", "false"] : field.enumValues
    guard !choices.isEmpty, field.type == .boolean || field.type == .enumeration else { return nil }
    let current = choices.firstIndex(of: draft) ?? (key == .up ? 0 : choices.count - 1)
    let step = key == .up ? choices.count - 1 : 1
    return choices[(current + step) % choices.count]
  }

  private static func advance(
    _ form: inout FormState, state: inout TUIState, values: FieldValueParser
  ) -> [TUIEffect] {
    form.index += 1
    form.error = nil
    form.preview = nil
    form.draft = form.field.flatMap { form.values[$0.name] } ?? ""
    if form.field == nil { return finish(form, state: &state, values: values) }
    return []
  }

  private static func finish(_ form: FormState, state: inout TUIState, values: FieldValueParser)
    -> [TUIEffect]
  {
    state.mode = .chat
    let parsed = form.tree.value(answers: form.values, parser: values)
    switch form.purpose {
    case .input:
      return [.answerInput(.accept(parsed))]
    case .editPermission:
      return [
        .answerPermission(
          ResolvedDecision(.allowOnce, reason: "user: allow once (edited)", editedInput: parsed))
      ]
    }
  }

  /// `明天上午九点 → 2026-12-01 09:00 +08:00` for date-time fields.
  static func preview(_ draft: String, field: InputField, values: FieldValueParser) -> String? {
    guard field.type == .dateTime, !draft.isEmpty,
      let iso = values.parse(.string(draft), for: field).stringValue,
      let date = ISODateTime.date(from: iso)
    else { return nil }
    return DatePreview.text(date, in: values.dates.timeZone)
  }
}
