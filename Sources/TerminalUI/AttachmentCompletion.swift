/// `@` completion of the input: the word before the cursor, when it starts with `@`, is
/// completed from the resources MCP servers offer (`mcp://SERVER/URI`) — to the one that
/// matches, or to what all matches share, with the matches named.
public enum AttachmentCompletion {
  /// How many matches are named under the input.
  static let shown = 5

  /// The word before the cursor when it starts with `@`: its start and its text.
  static func word(in input: String, cursor: Int) -> (start: Int, text: String)? {
    let characters = Array(input)
    let end = min(max(cursor, 0), characters.count)
    var start = end
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    let word = String(characters[start..<end])
    return word.hasPrefix("@") ? (start, word) : nil
  }

  /// The input completed at the cursor from `choices`, and what to say (the matches); nil
  /// when the word before the cursor is no `@` word.
  public static func complete(
    _ state: inout TUIState, choices: [String]
  ) -> Bool {
    guard let (start, word) = word(in: state.input, cursor: state.cursor) else { return false }
    let typed = String(word.dropFirst())
    let matches = choices.filter { $0.hasPrefix(typed) }
    guard !matches.isEmpty else {
      state.notice =
        choices.isEmpty
        ? "@: no MCP server offers resources" : "@: no resource starts with \(typed)"
      return true
    }
    let completed = matches.count == 1 ? matches[0] + " " : commonPrefix(matches)
    var characters = Array(state.input)
    characters.replaceSubrange(start..<min(state.cursor, characters.count), with: "@" + completed)
    state.input = String(characters)
    state.cursor = start + 1 + completed.count
    state.notice =
      matches.count == 1
      ? nil
      : "@ " + matches.prefix(shown).joined(separator: " · ")
        + (matches.count > shown ? " · … (\(matches.count - shown) more)" : "")
    return true
  }

  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for word in words.dropFirst() {
      while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}
