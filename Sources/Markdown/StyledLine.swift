import Foundation

/// A run of text in one style.
public struct StyledRun: Sendable, Hashable {
  /// The run's text.
  public var text: String
  /// Its style.
  public var style: CellStyle

  /// A run of `text` in `style`.
  public init(_ text: String, _ style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }
}

/// One display line: runs drawn left to right.
public struct StyledLine: Sendable, Hashable {
  /// The runs, left to right.
  public var runs: [StyledRun]

  /// A line of `runs`.
  public init(_ runs: [StyledRun] = []) {
    self.runs = runs
  }

  /// A line of one run.
  public init(_ text: String, _ style: CellStyle = .plain) {
    self.runs = [StyledRun(text, style)]
  }

  /// The text without styles.
  public var text: String { runs.map(\.text).joined() }

  /// Columns the line takes.
  public var width: Int { DisplayWidth.of(text) }

  /// Runs wrapped to `width` columns: the first line after `firstPrefix`, the others after
  /// `prefix` (list bullets, quote bars). Breaks at spaces — a word keeps together even when
  /// its styles change — or anywhere in CJK text.
  public static func wrap(
    _ runs: [StyledRun], width: Int, firstPrefix: [StyledRun] = [], prefix: [StyledRun] = []
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    var current = firstPrefix
    var used = 0
    var available = max(1, width - DisplayWidth.of(firstPrefix.map(\.text).joined()))
    var lineHasText = false
    func newLine() {
      lines.append(StyledLine(current))
      current = prefix
      used = 0
      available = max(1, width - DisplayWidth.of(prefix.map(\.text).joined()))
      lineHasText = false
    }
    for token in tokens(runs) {
      switch token {
      case .newline:
        newLine()
      case .space(let style):
        guard lineHasText, used < available else { continue }
        append(" ", style, to: &current)
        used += 1
      case .word(let segments):
        let tokenWidth = segments.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if used + tokenWidth > available && lineHasText {
          // Drop a trailing space before breaking.
          if let last = current.last, last.text.hasSuffix(" ") {
            current[current.count - 1].text.removeLast()
          }
          newLine()
        }
        for segment in segments {
          for character in segment.text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > available && lineHasText { newLine() }
            append(String(character), segment.style, to: &current)
            used += characterWidth
            lineHasText = true
          }
        }
      }
    }
    if lineHasText || lines.isEmpty { lines.append(StyledLine(current)) }
    return lines
  }

  private static func append(_ text: String, _ style: CellStyle, to runs: inout [StyledRun]) {
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += text
    } else {
      runs.append(StyledRun(text, style))
    }
  }

  private enum Token {
    case word([StyledRun])
    case space(CellStyle)
    case newline
  }

  /// Words (which may span styles), spaces and newlines; a CJK character is a word alone.
  private static func tokens(_ runs: [StyledRun]) -> [Token] {
    var tokens: [Token] = []
    var word: [StyledRun] = []
    func flush() {
      if !word.isEmpty { tokens.append(.word(word)) }
      word = []
    }
    for run in runs {
      for character in run.text {
        if character == "\n" {
          flush()
          tokens.append(.newline)
        } else if character == " " {
          flush()
          tokens.append(.space(run.style))
        } else if DisplayWidth.of(character) == 2 {
          flush()
          tokens.append(.word([StyledRun(String(character), run.style)]))
        } else if let last = word.last, last.style == run.style {
          word[word.count - 1].text.append(character)
        } else {
          word.append(StyledRun(String(character), run.style))
        }
      }
    }
    flush()
    return tokens
  }
}
