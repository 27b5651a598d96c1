import AgentCore
import Markdown

/// One terminal cell: a character (or the right half of a wide one) and its style.
public struct Cell: Sendable, Hashable {
  /// What the cell shows.
  public var character: Character
  /// How.
  public var style: CellStyle
  /// The second column of a wide character; drawn by its left neighbour.
  public var isContinuation: Bool

  /// A cell; a continuation is the right half of a wide character.
  public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false)
  {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A space in the plain style.
  public static let blank = Cell()
}

/// A screen as a grid of cells: views draw into it, the writer sends only what changed.
public struct CellGrid: Sendable, Hashable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// A cell; a continuation is the right half of a wide character.
  public init(width: Int, height: Int) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at `row`, `column`; blank outside the grid.
  public subscript(row: Int, column: Int) -> Cell {
    get { cells[row * width + column] }
    set { cells[row * width + column] = newValue }
  }

  /// Writes `text` from (`row`, `column`) within `limit` columns; a wide character that does
  /// not fit is not split. Returns the columns used.
  @discardableResult
  public mutating func put(
    _ text: String, row: Int, column: Int, style: CellStyle = .plain, limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < height, column < width else { return 0 }
    let end = min(width, column + (limit ?? width))
    var x = max(column, 0)
    for character in VisibleText.escaped(text, keepingNewlines: true) {
      if character == "\n" { break }
      let characterWidth = DisplayWidth.of(character)
      if characterWidth == 0 { continue }
      if x + characterWidth > end { break }
      clearWide(row: row, column: x)
      self[row, x] = Cell(character, style: style)
      if characterWidth == 2 {
        clearWide(row: row, column: x + 1)
        self[row, x + 1] = Cell(" ", style: style, isContinuation: true)
      }
      x += characterWidth
    }
    return x - max(column, 0)
  }

  /// Paints the background of `style` under a row's cells from `column`, `count` wide (a
  /// bar); cells keep their own colours and attributes.
  public mutating func fill(row: Int, column: Int = 0, count: Int? = nil, style: CellStyle) {
    guard row >= 0, row < height else { return }
    let end = min(width, column + (count ?? width))
    for x in max(column, 0)..<max(end, max(column, 0))
    where self[row, x].style.background == .default {
      self[row, x].style.background = style.background
    }
  }

  /// A blank-out of a wide character's pair when one of its halves is overwritten.
  private mutating func clearWide(row: Int, column: Int) {
    guard column < width else { return }
    if self[row, column].isContinuation, column > 0 {
      self[row, column - 1] = .blank
    } else if column + 1 < width, self[row, column + 1].isContinuation {
      self[row, column + 1] = .blank
    }
  }

  /// The screen as text, one line per row, trailing spaces removed (for golden tests).
  public var text: String {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width where !self[row, column].isContinuation {
        line.append(self[row, column].character)
      }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
