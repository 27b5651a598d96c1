/// The open piece's newest text, not parsed yet, shown as it is: each source line after the
/// piece's prefix. Kept between updates so that showing it costs only the new bytes.
struct MarkdownPendingText {
  /// The lines shown.
  private(set) var lines: [StyledLine] = []
  /// Where the text shown starts and ends (offsets in the open piece's text), and whether it
  /// ended with a line feed.
  private var from = 0
  private var built = 0
  private var endsLine = false

  /// Nothing pending: the piece was just parsed through `length`.
  mutating func clear(at length: Int) {
    lines = []
    from = length
    built = length
    endsLine = false
  }

  /// Shows the piece's bytes from `parsed` to `length` (`text` then `partial`, the line not
  /// finished yet), adding only what is new since the last call.
  mutating func extend(
    parsed: Int, through length: Int, text: [UInt8], partial: ArraySlice<UInt8>,
    prefix: [StyledRun]
  ) {
    if from != parsed || built < parsed || built > length { clear(at: parsed) }
    guard built < length else { return }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(length - built)
    if built < text.count { bytes += text[built...] }
    bytes += partial.dropFirst(max(0, built - text.count))
    let sourceLines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    for (index, line) in sourceLines.enumerated() {
      let shown = String(decoding: line, as: UTF8.self)
      if index == 0, let last = lines.indices.last, !endsLine {
        lines[last].runs[lines[last].runs.count - 1].text += shown
      } else if index == sourceLines.count - 1, index > 0, line.isEmpty {
        // The bytes ended with a line feed: the next ones start a line.
      } else {
        lines.append(StyledLine(prefix + [StyledRun(shown)]))
      }
    }
    endsLine = bytes.last == 0x0A
    built = length
  }
}
