import Foundation

/// Splits a multi-intent request into its parts: `…，然后…`, `…并且…`, `… and then …`.
///
/// A separator inside quotes or backticks is part of what was quoted, not a second request:
/// `run "for i in 1 2; do echo $i; done"` is one command, `search for "a; b"` one pattern.
enum RequestSplitter {
  private static let separators = [
    "并且", "然后", "同时", "另外", "以及", "再帮我", "and then", "and also", "then also", "；", ";",
    ", then ", "，再",
  ]

  /// ` and ` splits when an action follows it (`… and add a todo …`), never inside one thing
  /// (`milk and eggs`, `cats and dogs`).
  private static let actions = [
    "add", "remind", "set", "create", "send", "email", "mail", "tell", "show", "list", "delete",
    "remove", "make", "book", "schedule", "convert", "translate", "play", "start", "find", "search",
    "open", "run", "track", "check", "save", "write", "read", "fetch", "get", "note", "mark",
  ]

  /// The quote pairs whose inside is never split (an apostrophe is not one: "don't").
  private static let quotes: [Character: Character] = [
    "\"": "\"", "`": "`", "“": "”", "「": "」", "『": "』", "‘": "’",
  ]

  static let edges = CharacterSet.whitespacesAndNewlines.union(
    CharacterSet(charactersIn: "，。；;,、！？!?"))

  /// The non-empty parts, in order; the whole request when it has no separator.
  static func segments(_ request: String) -> [String] {
    let quoted = quotedRanges(request)
    var cuts: [Range<String.Index>] = []
    for separator in separators {
      var from = request.startIndex
      while let found = request.range(of: separator, range: from..<request.endIndex) {
        from = found.upperBound
        if !quoted.contains(where: { $0.overlaps(found) }) { cuts.append(found) }
      }
    }
    var from = request.startIndex
    while let found = request.range(
      of: #"\s+and\s+(?=(?:"# + actions.joined(separator: "|") + #")\b)"#,
      options: [.regularExpression, .caseInsensitive], range: from..<request.endIndex)
    {
      from = found.upperBound
      if !quoted.contains(where: { $0.overlaps(found) }) { cuts.append(found) }
    }
    // A separator within another ("；" holds no ";", but "and then" and "then also" may
    // overlap): the earliest, longest wins.
    cuts.sort { ($0.lowerBound, $1.upperBound) < ($1.lowerBound, $0.upperBound) }
    var parts: [Substring] = []
    var start = request.startIndex
    for cut in cuts where cut.lowerBound >= start {
      parts.append(request[start..<cut.lowerBound])
      start = cut.upperBound
    }
    parts.append(request[start...])
    // Only the separators' own punctuation goes: a quote or a final `.` may be part of what
    // was said (`search for "TODO:"`, `run du -sh .`).
    let cleaned = parts.map {
      $0.trimmingCharacters(in: Self.edges)
    }.filter { !$0.isEmpty }
    return cleaned.isEmpty ? [request] : cleaned
  }

  /// The spans from an opening quote to its closing one. A quote never closed quotes
  /// nothing, so a stray `"` does not swallow the rest of the request.
  static func quotedRanges(_ text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      guard let closing = quotes[character],
        let end = text[next...].firstIndex(of: closing)
      else {
        index = next
        continue
      }
      ranges.append(index..<text.index(after: end))
      index = text.index(after: end)
    }
    return ranges
  }
}
