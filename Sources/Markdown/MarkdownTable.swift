import CCmarkGFM

/// GitHub tables as box-drawn lines, columns sized to their content and shrunk to fit.
enum MarkdownTable {
  /// One row: its cells as plain text, and whether it is the header.
  struct Row: Equatable {
    /// The cells' text.
    var cells: [String]
    /// Whether this is the header row.
    var header: Bool
  }

  static func render(
    _ table: OpaquePointer, width: Int, prefix: [StyledRun],
    inlines: (OpaquePointer, CellStyle) -> [StyledRun]
  ) -> [StyledLine] {
    let rows = rows(table, inlines: inlines)
    let natural = naturalWidths(rows)
    return layout(rows, widths: fitted(natural, width: width, prefix: prefix), prefix: prefix)
  }

  /// The rows of a table node.
  static func rows(_ table: OpaquePointer, inlines: (OpaquePointer, CellStyle) -> [StyledRun])
    -> [Row]
  {
    var rows: [Row] = []
    var row = cmark_node_first_child(table)
    while let current = row {
      var cells: [String] = []
      var cell = cmark_node_first_child(current)
      while let cellNode = cell {
        cells.append(inlines(cellNode, .plain).map(\.text).joined())
        cell = cmark_node_next(cellNode)
      }
      rows.append(
        Row(cells: cells, header: cmark_gfm_extensions_get_table_row_is_header(current) != 0))
      row = cmark_node_next(current)
    }
    return rows
  }

  /// Each column's widest cell.
  static func naturalWidths(_ rows: [Row]) -> [Int] {
    var widths: [Int] = []
    for row in rows { widen(&widths, for: row) }
    return widths
  }

  /// `widths` after `row` (a row may have more cells than any before it).
  static func widen(_ widths: inout [Int], for row: Row) {
    for (index, cell) in row.cells.enumerated() {
      if index == widths.count { widths.append(0) }
      widths[index] = max(widths[index], DisplayWidth.of(cell))
    }
  }

  /// `natural` shrunk, widest column first, until the table fits `width` after `prefix`.
  static func fitted(_ natural: [Int], width: Int, prefix: [StyledRun]) -> [Int] {
    let columns = natural.count
    var widths = natural
    let available = width - DisplayWidth.of(prefix.map(\.text).joined()) - (3 * columns + 1)
    while widths.reduce(0, +) > max(available, columns),
      let widest = widths.indices.max(by: { widths[$0] < widths[$1] })
    {
      widths[widest] -= 1
    }
    return widths
  }

  /// The table's lines with these column widths.
  static func layout(_ rows: [Row], widths: [Int], prefix: [StyledRun]) -> [StyledLine] {
    guard !widths.isEmpty else { return [] }
    var lines = [rule(.top, widths: widths, prefix: prefix)]
    for (index, row) in rows.enumerated() {
      lines.append(line(row, widths: widths, prefix: prefix))
      if row.header && index + 1 < rows.count {
        lines.append(rule(.middle, widths: widths, prefix: prefix))
      }
    }
    lines.append(rule(.bottom, widths: widths, prefix: prefix))
    return lines
  }

  /// Where a rule is drawn.
  enum Rule {
    case top, middle, bottom
  }

  static func rule(_ kind: Rule, widths: [Int], prefix: [StyledRun]) -> StyledLine {
    let (left, middle, right) =
      switch kind {
      case .top: ("┌", "┬", "┐")
      case .middle: ("├", "┼", "┤")
      case .bottom: ("└", "┴", "┘")
      }
    return StyledLine(
      prefix + [
        StyledRun(
          left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle)
            + right, .dim)
      ])
  }

  static func line(_ row: Row, widths: [Int], prefix: [StyledRun]) -> StyledLine {
    var runs = prefix + [StyledRun("│", .dim)]
    for column in widths.indices {
      let text = column < row.cells.count ? row.cells[column] : ""
      let shown = DisplayWidth.truncate(text, to: widths[column])
      let pad = String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(shown)))
      runs.append(StyledRun(" " + shown + pad + " ", row.header ? .bold : .plain))
      runs.append(StyledRun("│", .dim))
    }
    return StyledLine(runs)
  }
}
