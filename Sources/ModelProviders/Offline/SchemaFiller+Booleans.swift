import AgentCore
import Foundation
import SkillKit

/// Booleans: a switch turned on or off (`turn … off`, `打开`), a field named by what it says
/// (`include_completed`), and a one-word state said by its verb (`muted`: `mute`, `unmute`, `静音`).
extension SchemaFiller {
  /// A boolean that says whether something is on (`on`, `enabled`, `power`, or described as
  /// "on or off"), or a choice of just `on` and `off`, takes the state the request turns it to:
  /// `turn … on`, `switch off`, `enable`, `打开`, `关掉` — the first said.
  func fillSwitches(
    _ text: String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    let names: Set<String> = ["on", "enabled", "enable", "power", "powered", "active", "switch"]
    for field in skill.inputFields where values[field.name] == nil && field.enumAliases.isEmpty {
      let words = TextTokenizer.identifierWords(field.name)
      let about = field.description.lowercased()
      let choice =
        field.type == .enumeration && field.enumValues.count == 2
        ? field.enumValues.first { $0.lowercased() == "on" }.flatMap { on in
          field.enumValues.first { $0.lowercased() == "off" }.map { (on: on, off: $0) }
        } : nil
      guard
        choice != nil
          || field.type == .boolean
            && (words.count == 1 && names.contains(words[0]) || about.contains("on or off")
              || about.contains("开关"))
      else { continue }
      let pattern =
        #"(?i)\b(?:turn|switch|power|flip|shut)\b(?:\s+[A-Za-z']+){0,4}?\s+(on|off|down|up)\b|\b(enable|disable|activate|deactivate)\b|(打开|开启|开|关掉|关闭|关上|关)"#
      guard let regex = try? NSRegularExpression(pattern: pattern),
        let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
      else { continue }
      let said = (1...3).lazy.compactMap { Range(match.range(at: $0), in: text) }.first
        .map { text[$0].lowercased() }
      guard let said, said != "up" && said != "down" || text.lowercased().contains("shut") else {
        continue
      }
      let on = !["off", "down", "disable", "deactivate", "关掉", "关闭", "关上", "关"].contains(said)
      if let choice {
        values[field.name] = .string(on ? choice.on : choice.off)
      } else {
        values[field.name] = .bool(on)
      }
    }
  }

  /// Whether the word at `range` of `lower` is another than the field's (`fieldWords`) and one of
  /// the skill's own — of its display name or description, or their English in the glossary
  /// (`lower the drying rack` for 晾衣架, clothes drying rack; `the towel warmer`): it names the
  /// skill, and switches nothing.
  func namesTheSkill(
    at range: Range<String.Index>, in lower: String, _ skill: SkillDescriptor,
    besides fieldWords: [String]
  ) -> Bool {
    let start =
      lower[..<range.lowerBound].lastIndex(where: { !$0.isLetter })
      .map { lower.index(after: $0) } ?? lower.startIndex
    guard let word = lower[start...].split(whereSeparator: { !$0.isLetter }).first,
      !fieldWords.contains(where: { word == $0 || word == $0 + "s" || word + "s" == $0 })
    else { return false }
    let named = [skill.displayName, skill.description].joined(separator: " ")
    var own = named.lowercased()
    if let glossary { own += " " + glossary.englishWords(in: named).joined(separator: " ") }
    return own.split(whereSeparator: { !$0.isLetter }).contains(word)
  }

  /// A boolean field without aliases is `true` when the request says every word of its name
  /// (`include_completed` ← "including completed"), `false` when a negation comes just before.
  func fillBooleans(
    _ text: String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    let lower = text.lowercased()
    for field in skill.inputFields
    where field.type == .boolean && values[field.name] == nil && field.enumAliases.isEmpty {
      let words = TextTokenizer.identifierWords(field.name).filter { $0.count >= 3 }
      guard !words.isEmpty else { continue }
      if let first = words.map({ String($0.prefix(5)) }).first.flatMap({ lower.range(of: $0) }),
        words.allSatisfy({ lower.contains($0.prefix(5)) }),
        !namesTheSkill(at: first, in: lower, skill, besides: words)
      {
        let before = lower[..<first.lowerBound].suffix(12)
        let negated = ["not ", "no ", "without ", "don't ", "不", "别", "无需"].contains {
          before.hasSuffix($0) || before.hasSuffix($0 + " ")
        }
        // `unmute` for `muted`: the state undone.
        let undone = ["un", "de", "dis"].contains { before.hasSuffix($0) }
        values[field.name] = .bool(!negated && !undone)
      } else if words.count == 1, let state = Self.stateSaid(words[0], in: text, glossary) {
        values[field.name] = .bool(state)
      } else if words.count == 1,
        let said = Self.opposites[words[0]]?.lazy.compactMap({
          lower.range(of: #"\b"# + $0 + #"\b"#, options: .regularExpression)
        }).first
      {
        // Its opposite said (`a private playlist` for `public`): false, unless negated.
        let before = lower[..<said.lowerBound].suffix(8)
        values[field.name] = .bool(
          ["not ", "no ", "non-", "non "].contains { before.hasSuffix($0) })
      } else if !words.contains(where: { lower.contains($0.prefix(5)) }),
        let state = Self.describedVerbSaid(field, of: skill, in: lower)
      {
        values[field.name] = .bool(state)
      }
    }
  }

  /// A one-word state and the words that say its opposite (`private` for `public`).
  static let opposites: [String: [String]] = [
    "public": ["private"], "private": ["public"], "visible": ["hidden", "invisible"],
    "hidden": ["visible"], "shared": ["private"], "online": ["offline"], "offline": ["online"],
  ]

  /// A boolean described by what it does (`oscillate`: "Swing side to side") is `true` when the
  /// request says that verb in any form (`swinging`), `false` when a negation comes just before
  /// (`no swinging`) — when no word of its name is said. Not the skill's own verb (`duplex` of a
  /// printer: "Print on both sides"; `replace_all` of a skill that "Replaces …").
  static func describedVerbSaid(_ field: InputField, of skill: SkillDescriptor, in lower: String)
    -> Bool?
  {
    guard
      let verb = FieldWords.description(of: field).first,
      verb.count >= 4, !TextTokenizer.isStopWord(verb)
    else { return nil }
    let head = FieldWords.of(skill.description).first
    let own = Set(
      (skill.id.split(separator: ".").flatMap { TextTokenizer.identifierWords(String($0)) }
        + FieldWords.of(skill.displayName) + [head ?? ""])
        .flatMap(TextTokenizer.terms))
    guard TextTokenizer.terms(verb).allSatisfy({ !own.contains($0) }) else { return nil }
    let forms = [verb, verb + "s"] + EnumWords.verbForms(of: verb)
    guard
      let found = lower.range(
        of: #"\b(?:"# + forms.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
          + #")\b"#, options: .regularExpression)
    else { return nil }
    let before = lower[..<found.lowerBound].suffix(12)
    return !["not ", "no ", "without ", "don't ", "never "].contains { before.hasSuffix($0) }
  }

  /// A one-word state (`muted`, `silenced`, `locked`, `paused`) said by its verb: `mute` → true,
  /// `unmute` / `don't mute` → false; in Chinese by the English of a word (`静音` → true, `取消静音`
  /// → false). Nil when the verb is not said.
  static func stateSaid(_ name: String, in text: String, _ glossary: ChineseGlossary?) -> Bool? {
    guard name.hasSuffix("ed"), name.count >= 5 else { return nil }
    let stem = String(name.dropLast(2))
    // `mut` of `muted` takes `mute`, `muting`; `lock` of `locked` takes `lock`, `locking`.
    if let found = text.range(
      of: #"(?i)\b(un|de|dis)?"# + NSRegularExpression.escapedPattern(for: stem)
        + #"(e|es|ing|s)?\b"#,
      options: .regularExpression)
    {
      let said = text[found].lowercased()
      let before = text[..<found.lowerBound].lowercased().suffix(8)
      let negated = ["not ", "don't ", "never "].contains { before.hasSuffix($0) }
      return !(negated || !said.hasPrefix(stem))
    }
    guard let glossary else { return nil }
    let segments = glossary.segments(in: text)
    for (index, segment) in segments.enumerated()
    where segment.english.contains(where: { $0.hasPrefix(stem) && $0.count <= stem.count + 3 }) {
      let previous = index > 0 ? segments[index - 1].word : ""
      let undone = ["取消", "解除", "关闭", "关掉", "不", "别", "不要"].contains {
        previous == $0 || segment.word.hasPrefix($0)
      }
      return !undone
    }
    return nil
  }
}
