import CCmarkGFM

/// GitHub tables as box-drawn lines, columns sized to their content and shrunk to fit.
enum MarkdownTable {
  static func render(
    _ table: OpaquePointer, width: Int, prefix: [StyledRun],
    inlines: (OpaquePointer, CellStyle) -> [StyledRun]
  ) -> [StyledLine] {
    var rows: [(cells: [String], header: Bool)] = []
    var row = cmark_node_first_child(table)
    while let current = row {
      var cells: [String] = []
      var cell = cmark_node_first_child(current)
      while let cellNode = cell {
        cells.append(inlines(cellNode, .plain).map(\.text).joined())
        cell = cmark_node_next(cellNode)
      }
      rows.append((cells, cmark_gfm_extensions_get_table_row_is_header(current) != 0))
      row = cmark_node_next(current)
    }
    let columns = rows.map(\.cells.count).max() ?? 0
    guard columns > 0 else { return [] }
    var widths = (0..<columns).map { index in
      rows.map { index < $0.cells.count ? DisplayWidth.of($0.cells[index]) : 0 }.max() ?? 0
    }
    let available = width - DisplayWidth.of(prefix.map(\.text).joined()) - (3 * columns + 1)
    while widths.reduce(0, +) > max(available, columns),
      let widest = widths.indices.max(by: { widths[$0] < widths[$1] })
    {
      widths[widest] -= 1
    }
    var lines: [StyledLine] = []
    let border = CellStyle.dim
    func rule(_ left: String, _ middle: String, _ right: String) -> StyledLine {
      StyledLine(
        prefix + [
          StyledRun(
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle)
              + right, border)
        ])
    }
    lines.append(rule("┌", "┬", "┐"))
    for (index, entry) in rows.enumerated() {
      var runs = prefix + [StyledRun("│", border)]
      for column in 0..<columns {
        let text = column < entry.cells.count ? entry.cells[column] : ""
        let shown = DisplayWidth.truncate(text, to: widths[column])
        let pad = String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(shown)))
        runs.append(StyledRun(" " + shown + pad + " ", entry.header ? .bold : .plain))
        runs.append(StyledRun("│", border))
      }
      lines.append(StyledLine(runs))
      if entry.header && index + 1 < rows.count { lines.append(rule("├", "┼", "┤")) }
    }
    lines.append(rule("└", "┴", "┘"))
    return lines
  }
}
