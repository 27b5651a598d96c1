/// One piece of streamed Markdown that renders alone exactly as it renders in the whole
/// text: blocks parsed by cmark-gfm, the code lines of a fence, or the rows of a table.
struct MarkdownPiece {
  /// What the piece holds.
  enum Kind {
    /// Blocks, rendered from `text` by cmark-gfm.
    case blocks
    /// Lines of a fenced code block whose opening line is in an earlier piece.
    case code(MarkdownFence, closed: Bool)
    /// A table: its rows parsed once each, laid out again only when column widths change.
    case table(MarkdownTableLayout)
  }

  var kind: Kind
  /// The line drawn before the piece (a blank line between top-level blocks, a quote's bar
  /// between the blocks inside it), if any.
  var separator: StyledLine?
  /// What the containers around the piece draw before each of its lines.
  var prefix: [StyledRun]
  /// How many containers' markers are stripped from each line.
  var depth: Int
  /// The number the list that opens the piece starts at (a later item of a longer list).
  var listStart: Int?
  /// The source without the containers' markers, one finished line after another.
  var text: [UInt8] = []
  /// The code lines (code pieces).
  var codeLines: [String] = []
  /// Whether `text` has anything but white space.
  var hasText = false
  /// The lines last rendered; the length of the text they were rendered from (with the
  /// unfinished line), and that of `text` when they were rendered from it alone.
  var lines: [StyledLine] = []
  var renderedLength = -1
  var renderedComplete = -1

  /// Adds a finished line.
  mutating func add(_ line: ArraySlice<UInt8>) {
    text += line
    text.append(0x0A)
    if !hasText, line.contains(where: { !MarkdownLineStart.isSpace($0) }) { hasText = true }
  }

  var prefixWidth: Int { DisplayWidth.of(prefix.map(\.text).joined()) }

  /// A code line as the renderer draws it after the first line of its block.
  static func codeLine(_ text: String, prefix: [StyledRun], width: Int) -> StyledLine {
    let prefixWidth = DisplayWidth.of(prefix.map(\.text).joined())
    let shown = DisplayWidth.truncate(text, to: max(1, max(width, 8) - 2 - prefixWidth))
    return StyledLine(prefix + [StyledRun("│ ", .dim), StyledRun(shown, .code)])
  }

  /// A code line's text: the line without the fence's indentation (up to that many spaces).
  static func codeContent(_ line: ArraySlice<UInt8>, fenceIndent: Int) -> String {
    let spaces = min(fenceIndent, line.prefix { $0 == 0x20 }.count)
    return String(decoding: line.dropFirst(spaces), as: UTF8.self)
  }

  /// What a container draws before the lines after its first.
  static func prefix(_ container: MarkdownBlockScanner.Container) -> StyledRun {
    switch container {
    case .quote: return StyledRun("▌ ", CellStyle(foreground: .indexed(244)))
    case .item(let item):
      let marker = item.marker.ordered ? "\(item.number). " : "• "
      return StyledRun(String(repeating: " ", count: DisplayWidth.of(marker)))
    }
  }
}

/// An open table's rows and the lines laid out for them.
struct MarkdownTableLayout {
  var rows: [MarkdownTable.Row]
  var natural: [Int]
  var widths: [Int] = []
  /// The laid-out lines, the bottom rule last.
  var lines: [StyledLine] = []

  init(rows: [MarkdownTable.Row]) {
    self.rows = rows
    natural = MarkdownTable.naturalWidths(rows)
  }

  /// Lays every row out again at `width`.
  mutating func layout(width: Int, prefix: [StyledRun]) {
    widths = MarkdownTable.fitted(natural, width: max(width, 8), prefix: prefix)
    lines = MarkdownTable.layout(rows, widths: widths, prefix: prefix)
  }

  /// Adds a row: its line only, unless the column widths change.
  mutating func add(_ row: MarkdownTable.Row, width: Int, prefix: [StyledRun]) {
    let wasHeaderOnly = rows.count == 1
    rows.append(row)
    MarkdownTable.widen(&natural, for: row)
    let fitted = MarkdownTable.fitted(natural, width: max(width, 8), prefix: prefix)
    guard fitted == widths, !lines.isEmpty else {
      layout(width: width, prefix: prefix)
      return
    }
    let bottom = lines.removeLast()
    if wasHeaderOnly && rows[0].header {
      lines.append(MarkdownTable.rule(.middle, widths: widths, prefix: prefix))
    }
    lines.append(MarkdownTable.line(row, widths: widths, prefix: prefix))
    lines.append(bottom)
  }
}
