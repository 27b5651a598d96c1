import SkillKit

/// A `/SERVER:PROMPT ARG=VALUE…` request: a server's prompt, filled in and sent in its place.
/// Values may be quoted (`focus="naming rules"`); a prompt with one argument may take the
/// rest of the line as it (`/notes:summarize the meeting`).
struct PromptCommand: Sendable, Hashable {
  let server: String
  let prompt: String
  /// `KEY=VALUE` words, by key.
  let arguments: [String: String]
  /// The words that are not `KEY=VALUE`, as written.
  let text: String

  /// A prompt command when `request` starts with `/NAME:NAME`; nil otherwise (a local
  /// command, or words for the model).
  init?(_ request: String) {
    guard request.hasPrefix("/") else { return nil }
    let head = request.dropFirst().prefix { !$0.isWhitespace }
    let parts = head.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) } })
    else { return nil }
    server = String(parts[0])
    prompt = String(parts[1])
    var arguments: [String: String] = [:]
    var loose: [String] = []
    for word in Self.words(String(request.dropFirst(1 + head.count))) {
      if let equals = word.firstIndex(of: "="), equals != word.startIndex,
        word[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || "-_".contains($0) })
      {
        arguments[String(word[..<equals])] = String(word[word.index(after: equals)...])
      } else {
        loose.append(word)
      }
    }
    self.arguments = arguments
    text = loose.joined(separator: " ")
  }

  /// Words split on spaces, a `"…"` part kept whole (its quotes dropped).
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in text {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character.isWhitespace && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }
}
