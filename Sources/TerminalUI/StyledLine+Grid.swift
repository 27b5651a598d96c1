import Markdown

extension StyledLine {
  /// Draws the line into `grid` at `row` from `column`, within `limit` columns.
  public func draw(into grid: inout CellGrid, row: Int, column: Int = 0, limit: Int? = nil) {
    var x = column
    let end = column + (limit ?? grid.width)
    for run in runs {
      guard x < end else { break }
      x += grid.put(run.text, row: row, column: x, style: run.style, limit: end - x)
    }
  }
}
