/// Text shown as it is — a fenced code block, a command's output, a file's lines: one display
/// line per line, monospaced behind a bar, tabs to the next stop, a line wider than the screen
/// cut with `…` (never wrapped into the next), the long end folded.
public enum PreformattedLines {
  /// Columns between tab stops.
  public static let tabStop = 4

  /// Every line of `text` (a final newline starts an empty last one: drop it first) at
  /// `width`, the first after `first`, the others after `prefix`, each behind `│ `; at most `maxLines` of them, `hidden` saying how many more there are.
  public static func lines(
    _ text: String, width: Int, first: [StyledRun] = [], prefix: [StyledRun] = [],
    maxLines: Int = .max
  ) -> (lines: [StyledLine], hidden: Int) {
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    let room = max(1, width - 2 - DisplayWidth.of(prefix.map(\.text).joined()))
    var lines: [StyledLine] = []
    var lead = first
    for line in all.prefix(max(1, maxLines)) {
      let shown = DisplayWidth.truncate(expandingTabs(line), to: room)
      lines.append(StyledLine(lead + [StyledRun("│ ", .dim), StyledRun(shown, .code)]))
      lead = prefix
    }
    return (lines, all.count - lines.count)
  }

  /// `line` with each tab replaced by the spaces up to the next stop.
  static func expandingTabs(_ line: Substring) -> String {
    guard line.contains("\t") else { return String(line) }
    var out = ""
    var column = 0
    for character in line {
      if character == "\t" {
        let spaces = tabStop - column % tabStop
        out += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        out.append(character)
        column += DisplayWidth.of(character)
      }
    }
    return out
  }
}
