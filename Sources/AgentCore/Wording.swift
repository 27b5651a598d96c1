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

  /// The key and values whose English text is `text`: the way back from words the catalogue
  /// wrote (and a program stored) to what they say, so they can be shown in another language.
  /// Literal parts must match exactly; each placeholder takes at least one character. Nil
  /// when no key's English text fits.
  public func recognize(_ text: String) -> (key: Key, values: [String: String])? {
    for key in Key.allCases {
      guard let english = table[key]?.en else { continue }
      if let values = Self.match(Self.pieces(english)[...], Substring(text)) {
        return (key, values)
      }
    }
    return nil
  }

  private enum Piece {
    case literal(String)
    case placeholder(String)
  }

  private static func pieces(_ template: String) -> [Piece] {
    var pieces: [Piece] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
      pieces.append(.placeholder(String(rest[rest.index(after: open)..<close])))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { pieces.append(.literal(String(rest))) }
    return pieces
  }

  /// Matches `pieces` against all of `text`; a placeholder takes the shortest text (at least
  /// one character) after which the rest matches: it ends where the next literal is found, or
  /// at the end of the text when it is the last piece.
  private static func match(_ pieces: ArraySlice<Piece>, _ text: Substring) -> [String: String]? {
    guard let first = pieces.first else { return text.isEmpty ? [:] : nil }
    switch first {
    case .literal(let literal):
      guard text.hasPrefix(literal) else { return nil }
      return match(pieces.dropFirst(), text.dropFirst(literal.count))
    case .placeholder(let name):
      guard !text.isEmpty else { return nil }
      let rest = pieces.dropFirst()
      guard case .literal(let next)? = rest.first else {
        return rest.isEmpty ? [name: String(text)] : nil
      }
      var searched = text[text.index(after: text.startIndex)...]
      while let found = searched.range(of: next) {
        if var values = match(rest, text[found.lowerBound...]) {
          values[name] = String(text[..<found.lowerBound])
          return values
        }
        searched = text[text.index(after: found.lowerBound)...]
      }
      return nil
    }
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
