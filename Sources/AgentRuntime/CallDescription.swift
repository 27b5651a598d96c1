import AgentCore
import SkillKit

/// One human sentence saying what a call will do, rendered from its descriptor and input.
enum CallDescription {
  /// A date-time value is said as people read it (`tomorrow 09:00 (Fri)`, in `clock`'s
  /// zone, relative to its now): the exact value is in the call's input.
  static func sentence(
    _ skill: SkillDescriptor, input: [String: JSONValue], language: UserLanguage,
    clock: DateExpressionParser? = nil
  ) -> String {
    let parts = skill.inputFields.compactMap { field -> String? in
      guard let value = input[field.name], value != .null else { return nil }
      var text = value.displayText
      if field.type == .dateTime, let clock, case .string(let raw) = value {
        text = PeopleTime.value(raw, now: clock.now, zone: clock.timeZone, language: language)
      }
      let shown = field.isSecret ? "••••" : Self.shortened(text)
      return RunWord.field.text(language, ["name": field.name, "value": shown])
    }
    let touches = skill.requiredAuthorizations
    var text = RunWord.skill.text(
      language, ["name": skill.displayName(in: language.rawValue), "id": skill.id])
    if !parts.isEmpty {
      let fields = parts.joined(separator: RunWord.fieldSeparator.text(language))
      text += RunWord.withFields.text(language, ["fields": fields])
    }
    if !touches.isEmpty {
      let list = touches.joined(separator: RunWord.touchSeparator.text(language))
      text += RunWord.touches.text(language, ["list": list])
    }
    return text
  }

  /// The longest value the sentence shows, in characters; a file's whole content is in the
  /// card's diff, not in its one sentence.
  static let maxShown = 120

  /// `value` on one line (`↵` for line breaks), cut at `maxShown` with what was left out.
  static func shortened(_ value: String) -> String {
    let oneLine = value.replacingOccurrences(of: "\r\n", with: "↵")
      .replacingOccurrences(of: "\n", with: "↵")
    guard oneLine.count > maxShown else { return oneLine }
    return String(oneLine.prefix(maxShown)) + "…(+\(oneLine.count - maxShown))"
  }
}
