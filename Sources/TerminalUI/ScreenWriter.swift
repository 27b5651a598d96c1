import Markdown

/// Turns the change from one grid to the next into terminal output: only changed cells are
/// written, with the fewest cursor moves and style changes it can.
public struct ScreenWriter: Sendable {
  /// The colours the terminal takes.
  public var colorMode: ColorMode

  /// A writer for `colorMode`.
  public init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// The bytes that turn `previous` (nil: unknown, redraw all) into `next`.
  public func diff(from previous: CellGrid?, to next: CellGrid) -> String {
    let full = previous == nil || previous?.width != next.width || previous?.height != next.height
    var output = full ? "\u{1B}[0m\u{1B}[2J" : ""
    var cursor: (row: Int, column: Int)?
    var current: CellStyle?
    for row in 0..<next.height {
      for column in 0..<next.width {
        let cell = next[row, column]
        if cell.isContinuation { continue }
        if !full, let previous, previous[row, column] == cell,
          column + 1 >= next.width || previous[row, column + 1] == next[row, column + 1]
        {
          continue
        }
        if cursor?.row != row || cursor?.column != column {
          output += "\u{1B}[\(row + 1);\(column + 1)H"
        }
        if current != cell.style {
          output += sgr(cell.style)
          current = cell.style
        }
        output.append(cell.character)
        cursor = (row, column + DisplayWidth.of(cell.character))
      }
    }
    if current != nil { output += "\u{1B}[0m" }
    return output
  }

  /// The SGR sequence for `style` in this colour mode.
  func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if let foreground = color(style.foreground, base: 30) { codes.append(foreground) }
    if let background = color(style.background, base: 40) { codes.append(background) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private func color(_ color: TerminalColor, base: Int) -> String? {
    switch (color, colorMode) {
    case (.default, _), (_, .none): return nil
    case (.basic(let index), _): return basic(Int(index), base: base)
    case (.indexed(let index), .basic16): return basic(Self.nearestBasic(index), base: base)
    case (.indexed(let index), _): return "\(base + 8);5;\(index)"
    case (.rgb(let r, let g, let b), .trueColor): return "\(base + 8);2;\(r);\(g);\(b)"
    case (.rgb(let r, let g, let b), .palette256): return "\(base + 8);5;\(Self.cube(r, g, b))"
    case (.rgb(let r, let g, let b), .basic16):
      return basic(Self.nearestBasic(Self.cube(r, g, b)), base: base)
    }
  }

  private func basic(_ index: Int, base: Int) -> String {
    index < 8 ? "\(base + index)" : "\(base + 60 + index - 8)"
  }

  /// The 6×6×6 cube index nearest to an RGB colour.
  static func cube(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    func level(_ value: UInt8) -> Int { Int((Double(value) / 255 * 5).rounded()) }
    return UInt8(16 + 36 * level(r) + 6 * level(g) + level(b))
  }

  /// A rough basic colour for a palette index.
  static func nearestBasic(_ index: UInt8) -> Int {
    if index < 16 { return Int(index) }
    if index >= 232 { return index < 244 ? 8 : 7 }
    let value = Int(index) - 16
    let (r, g, b) = (value / 36, (value / 6) % 6, value % 6)
    let bright = max(r, g, b) >= 4
    let code = (r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0)
    return code + (bright ? 8 : 0)
  }
}
