import SkillKit

/// The words of one front end: every key in English and Chinese, one catalogue per front end
/// instead of a ternary at each place a word is shown. `{name}` in a text is replaced by the
/// value of `name`.
///
/// ```swift
/// enum Words: String, CaseIterable, Sendable { case running }
/// let words = Wording<Words>([.running: ("running {skill}", "正在执行 {skill}")])
/// words(.running, .chinese, ["skill": "todo.add"])  // 正在执行 todo.add
/// ```
public struct Wording<Key>: Sendable
where Key: RawRepresentable & CaseIterable & Hashable & Sendable, Key.RawValue == String {
  private let table: [Key: (en: String, zh: String)]

  /// A catalogue from a table of every key's English and Chinese text.
  public init(_ table: [Key: (en: String, zh: String)]) {
    self.table = table
  }

  /// The text of `key` in `language` with its values filled in; a key missing from the table
  /// shows as its name (and `problems` reports it).
  public func callAsFunction(
    _ key: Key, _ language: UserLanguage, _ values: [String: String] = [:]
  ) -> String {
    guard let pair = table[key] else { return key.rawValue }
    var text = language == .chinese ? pair.zh : pair.en
    for (name, value) in values {
      text = text.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return text
  }

  /// What is wrong with the catalogue: a key with no entry or an empty text in a language, a
  /// Chinese text with no Chinese in it (unless `untranslated` allows it: "Esc", a format),
  /// or placeholders that differ between the two. Empty when it is complete.
  public func problems(untranslated: Set<Key> = []) -> [String] {
    var found: [String] = []
    for key in Key.allCases {
      guard let pair = table[key] else {
        found.append("\(key.rawValue): no entry")
        continue
      }
      if pair.en.isEmpty { found.append("\(key.rawValue): no English") }
      if pair.zh.isEmpty { found.append("\(key.rawValue): no Chinese") }
      if !untranslated.contains(key), !pair.zh.isEmpty,
        !pair.zh.contains(where: TextTokenizer.isCJK)
      {
        found.append("\(key.rawValue): the Chinese text \"\(pair.zh)\" has no Chinese")
      }
      if Self.placeholders(pair.en) != Self.placeholders(pair.zh) {
        found.append("\(key.rawValue): the placeholders differ")
      }
    }
    return found
  }

  static func placeholders(_ text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      names.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}
