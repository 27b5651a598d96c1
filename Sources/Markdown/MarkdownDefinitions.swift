import Foundation

/// Link reference definitions (`[label]: url "title"`) seen while streaming. A definition
/// changes links anywhere in the text, before it too: each piece is rendered with the
/// definitions its brackets may name, and pieces rendered before a definition they name arrived
/// are rendered again when the text settles.
struct MarkdownDefinitions {
  /// The definition lines, in order (the first definition of a label wins, as in cmark).
  private(set) var lines: [[UInt8]] = []
  private var byLabel: [String: Int] = [:]

  var count: Int { lines.count }

  /// Reads a one-line definition at the start of `rest`: its label, or nil when the line is
  /// not one. `unsure` is set when it may be one that goes on to the next line.
  static func read(_ rest: ArraySlice<UInt8>) -> (label: String, unsure: Bool)? {
    var index = rest.startIndex + 1
    while index < rest.endIndex, rest[index] != 0x5D {
      if rest[index] == 0x5B { return nil }
      if rest[index] == 0x5C { index += 1 }
      index += 1
    }
    guard index < rest.endIndex else { return ("", true) }
    let label = rest[(rest.startIndex + 1)..<index]
    guard index + 1 < rest.endIndex, rest[index + 1] == 0x3A else { return nil }
    var cursor = index + 2
    func skipSpace() {
      while cursor < rest.endIndex, MarkdownLineStart.isSpace(rest[cursor]) { cursor += 1 }
    }
    skipSpace()
    guard cursor < rest.endIndex else { return ("", true) }
    if rest[cursor] == 0x3C {
      guard let close = rest[cursor...].firstIndex(of: 0x3E) else { return ("", true) }
      cursor = close + 1
    } else {
      while cursor < rest.endIndex, !MarkdownLineStart.isSpace(rest[cursor]) { cursor += 1 }
    }
    skipSpace()
    if cursor < rest.endIndex {
      let open = rest[cursor]
      let close: UInt8 = open == 0x28 ? 0x29 : open
      guard open == 0x22 || open == 0x27 || open == 0x28,
        let end = rest[(cursor + 1)...].firstIndex(of: close),
        rest[(end + 1)...].allSatisfy(MarkdownLineStart.isSpace)
      else { return ("", true) }
    }
    guard !label.allSatisfy({ MarkdownLineStart.isSpace($0) }) else { return nil }
    return (normalized(label), false)
  }

  /// A label as cmark matches it: case folded, runs of white space as one space.
  static func normalized(_ label: some Collection<UInt8>) -> String {
    String(decoding: label, as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
      .folding(options: [.caseInsensitive], locale: nil)
  }

  /// Adds a definition line (stripped of containers) for `label`.
  mutating func add(_ line: ArraySlice<UInt8>, label: String) {
    guard byLabel[label] == nil else { return }
    byLabel[label] = lines.count
    lines.append(Array(line))
  }

  /// The labels `text`'s brackets may name (every innermost `[…]`).
  static func labels(in text: [UInt8]) -> Set<String> {
    var labels: Set<String> = []
    var open: Int?
    var index = 0
    while index < text.count {
      switch text[index] {
      case 0x5C: index += 1
      case 0x5B: open = index
      case 0x5D:
        if let start = open, index - start <= 1000 {
          labels.insert(normalized(text[(start + 1)..<index]))
        }
        open = nil
      default: break
      }
      index += 1
    }
    return labels
  }

  /// The definitions that `labels` name, as text to put before a piece, ending in a blank
  /// line.
  func preamble(for labels: Set<String>) -> [UInt8] {
    var indices = labels.compactMap { byLabel[$0] }
    guard !indices.isEmpty else { return [] }
    indices.sort()
    var text: [UInt8] = []
    for index in indices {
      text += lines[index]
      text.append(0x0A)
    }
    text.append(0x0A)
    return text
  }

}
