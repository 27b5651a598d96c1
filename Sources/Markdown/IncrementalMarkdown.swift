import Foundation

/// Markdown for text that grows while it streams, in time linear in its length whatever its
/// shape.
///
/// The text is cut, as its lines finish, into pieces that render alone exactly as they render
/// in the whole text (`MarkdownBlockScanner` finds the cuts): between blocks, between the items
/// of a list at any depth, inside a fenced code block (each finished code line is drawn once,
/// without a parse) and inside a table (each finished row is parsed once; the rows are laid
/// out again only when a column's width changes). Finished pieces are kept; only the open one
/// is drawn again, and when even that one grows long (one long paragraph) it is parsed again
/// only after it has grown by a quarter — the text since is shown as it is until then.
///
/// Where the scanner cannot follow the text (HTML blocks, link reference definitions, tabs in
/// indentation), the whole text becomes one piece, still re-parsed only as it grows by a
/// quarter.
public struct IncrementalMarkdown: Sendable {
  /// The rendered text: what can no longer change, the open piece, and text not parsed yet.
  public struct Rendered: Sendable {
    /// Lines of pieces that can no longer change.
    public var finished: [StyledLine]
    /// Lines of the piece still open, rendered again as text arrives.
    public var tail: [StyledLine]
    /// The open piece's newest text, shown as it is until the piece is parsed again.
    public var pending: [StyledLine] = []

    /// All the lines (copies the finished ones: prefer `suffix` on hot paths).
    public var lines: [StyledLine] { finished + tail + pending }

    /// The last `count` lines, without copying the rest.
    public func suffix(_ count: Int) -> [StyledLine] {
      var result = Array(pending.suffix(count))
      if result.count < count { result = tail.suffix(count - result.count) + result }
      if result.count < count { result = finished.suffix(count - result.count) + result }
      return result
    }
  }

  private let renderer = MarkdownRenderer()
  private var bytes: [UInt8] = []
  private var scanner = MarkdownBlockScanner()
  /// Where the first line not scanned yet starts.
  private var lineStart = 0
  private var width = 0
  private var pieces: [MarkdownPiece] = []
  private var finishedLines: [StyledLine] = []
  private var open: MarkdownPiece
  /// False once the scanner met something it cannot follow: one piece from there on.
  private var cutting = true
  /// The open piece's text not parsed yet, as shown.
  private var pending = MarkdownPendingText()
  /// Link reference definitions seen so far, and how many finished pieces were all drawn with.
  private var definitions = MarkdownDefinitions()
  private var renderedWithDefinitions = 0
  /// Code lines of the open fence seen in the open blocks piece.
  private var fenceLines = 0
  /// Whether the text is still cut into pieces (false once the scanner could not follow it).
  public var followsStructure: Bool { cutting }
  /// Where the line the scanner could not follow starts (a byte offset), if it met one.
  public private(set) var stoppedAt: Int?
  /// Markdown parses done (for benchmarks and tests).
  public private(set) var parses = 0
  /// Bytes handed to cmark-gfm in those parses.
  public private(set) var parsedBytes = 0

  /// A renderer with no text yet.
  public init() {
    open = MarkdownPiece(kind: .blocks, separator: nil, prefix: [], depth: 0)
  }

  /// The lines for `text`, which usually extends the previous text; a shorter text starts over.
  public mutating func update(_ text: String, width: Int) -> Rendered {
    let utf8 = text.utf8
    if utf8.count < bytes.count {
      self = IncrementalMarkdown()
    }
    let start = utf8.index(utf8.startIndex, offsetBy: bytes.count)
    bytes.append(contentsOf: utf8[start...])
    return lines(width: width, settle: false)
  }

  /// The lines after appending `delta`.
  public mutating func append(_ delta: String, width: Int) -> Rendered {
    bytes.append(contentsOf: delta.utf8)
    return lines(width: width, settle: false)
  }

  /// The lines with nothing left unparsed: exactly what one render of the whole text shows.
  public mutating func settled(width: Int) -> Rendered {
    if definitions.count > renderedWithDefinitions {
      // Pieces drawn before a definition they name arrived are drawn again (tables whose
      // cells have brackets are parsed again as blocks).
      for index in pieces.indices {
        if case .table = pieces[index].kind, pieces[index].text.contains(0x5B) {
          pieces[index].kind = .blocks
        }
      }
      if case .table = open.kind, open.text.contains(0x5B) { toBlocks() }
      renderedWithDefinitions = definitions.count
      self.width = width
      redraw()
    }
    return lines(width: width, settle: true)
  }

  private mutating func lines(width newWidth: Int, settle: Bool) -> Rendered {
    if newWidth != width {
      width = newWidth
      redraw()
    }
    while let end = bytes[lineStart...].firstIndex(of: 0x0A) {
      scan(bytes[lineStart..<end])
      lineStart = end + 1
    }
    return renderOpen(settle: settle)
  }

  /// Draws everything again at `width`: the finished pieces now, the open one at its next
  /// render.
  private mutating func redraw() {
    rerenderFinished()
    open.renderedLength = -1
    open.renderedComplete = -1
    switch open.kind {
    case .table(var table):
      table.layout(width: width, prefix: open.prefix)
      open.kind = .table(table)
    case .code:
      open.lines = open.codeLines.map {
        MarkdownPiece.codeLine($0, prefix: open.prefix, width: width)
      }
    case .blocks: break
    }
  }

  // MARK: - Lines

  private mutating func scan(_ line: ArraySlice<UInt8>) {
    guard cutting else {
      open.add(line)
      return
    }
    let facts = scanner.scan(line)
    if facts.unsupported {
      stopCutting(through: line.endIndex + 1)
      return
    }
    if facts.cut == nil, facts.strips.count < open.depth, !facts.lazy {
      // The line leaves the open piece's containers.
      guard facts.blank else {
        stopCutting(through: line.endIndex + 1)
        return
      }
      if case .code(let fence, _) = open.kind { open.kind = .code(fence, closed: true) }
      fenceLines = 0
      return
    }
    if let label = facts.definition {
      // A definition draws nothing; it joins the ones every later render is given.
      finishOpen()
      definitions.add(line, label: label)
      open = MarkdownPiece(kind: .blocks, separator: nil, prefix: [], depth: 0)
      return
    }
    if let cut = facts.cut {
      startPiece(at: cut)
    } else if let code = facts.code {
      fenceLines += 1
      if case .code = open.kind {
      } else if fenceLines >= 2 {
        startCode(depth: code.depth)
      }
    } else if facts.closesFence, case .code(let fence, _) = open.kind {
      open.kind = .code(fence, closed: true)
    } else if let columns = facts.tableColumns {
      startTable(line: line, columns: columns, strips: facts.strips)
      return
    }
    if facts.code == nil { fenceLines = 0 }
    let stripped = Self.strip(line, depth: open.depth, strips: facts.strips)
    switch open.kind {
    case .blocks:
      open.add(stripped)
    case .code(let fence, _):
      if facts.code != nil {
        open.add(stripped)
        let content = MarkdownPiece.codeContent(stripped, fenceIndent: fence.indent)
        open.codeLines.append(content)
        open.lines.append(MarkdownPiece.codeLine(content, prefix: open.prefix, width: width))
      } else if stripped.allSatisfy(MarkdownLineStart.isSpace) {
        // Blank after the fence ended (with its containers): nothing to draw.
        open.kind = .code(fence, closed: true)
      } else {
        open.add(stripped)
        if !facts.closesFence { toBlocks() }
      }
    case .table(var table):
      // Out of the enum while it changes, so its lines grow in place instead of being copied.
      open.kind = .blocks
      open.add(stripped)
      if facts.tableRow, let row = tableRow(stripped, columns: table.natural.count) {
        table.add(row, width: width, prefix: open.prefix)
        open.kind = .table(table)
      } else if !stripped.allSatisfy(MarkdownLineStart.isSpace) || facts.tableRow {
        toBlocks()
      } else {
        open.kind = .table(table)
      }
    }
  }

  private static func strip(_ line: ArraySlice<UInt8>, depth: Int, strips: [Int])
    -> ArraySlice<UInt8>
  {
    guard depth > 0, !strips.isEmpty else { return line }
    let skip = strips[min(depth, strips.count) - 1]
    return line.dropFirst(skip)
  }

  /// Ends the open piece and starts one at `cut`.
  private mutating func startPiece(at cut: MarkdownCut) {
    finishOpen()
    let prefix = cut.parents.map(MarkdownPiece.prefix)
    var separator: StyledLine?
    switch cut.parents.last {
    case _ where cut.sibling != nil: separator = nil
    case nil: separator = finishedLines.isEmpty ? nil : StyledLine()
    case .quote: separator = cut.startsList ? nil : StyledLine(prefix)
    case .item: separator = nil
    }
    if let separator { finishedLines.append(separator) }
    open = MarkdownPiece(
      kind: .blocks, separator: separator, prefix: prefix, depth: cut.parents.count,
      listStart: cut.sibling?.number)
  }

  /// Ends the open piece and starts one for the rest of an open fence.
  private mutating func startCode(depth: Int) {
    guard case .fence(let fence) = scanner.leaf else { return }
    finishOpen()
    let prefix = scanner.containers.prefix(depth).map(MarkdownPiece.prefix)
    open = MarkdownPiece(
      kind: .code(fence, closed: false), separator: nil, prefix: prefix, depth: depth)
    open.text =
      Array(repeating: 0x20, count: fence.indent)
      + Array(repeating: fence.character, count: fence.count)
      + [0x0A]
  }

  /// Makes the open piece a table when it holds only the header line and cmark-gfm agrees.
  private mutating func startTable(line: ArraySlice<UInt8>, columns: Int, strips: [Int]) {
    let stripped = Self.strip(line, depth: open.depth, strips: strips)
    open.add(stripped)
    guard case .blocks = open.kind,
      open.text.firstIndex(of: 0x0A).map({ $0 + 1 + stripped.count + 1 == open.text.count })
        == true,
      let rows = tableRows(open.text), rows.count == 1, rows[0].cells.count == columns
    else { return }
    var table = MarkdownTableLayout(rows: rows)
    table.layout(width: width, prefix: open.prefix)
    open.kind = .table(table)
  }

  /// A row's cells, parsed under a header of `columns` cells; nil when cmark-gfm would not
  /// read the line as a row.
  private mutating func tableRow(_ line: ArraySlice<UInt8>, columns: Int) -> MarkdownTable.Row? {
    guard line.contains(0x7C) else { return nil }
    var text = Array("|".utf8) + Array(repeating: Array(" a |".utf8), count: columns).joined()
    text += Array("\n|".utf8) + Array(repeating: Array("-|".utf8), count: columns).joined()
    text.append(0x0A)
    text += line
    text.append(0x0A)
    guard let rows = tableRows(text), rows.count == 2 else { return nil }
    return rows[1]
  }

  private mutating func tableRows(_ text: [UInt8]) -> [MarkdownTable.Row]? {
    parses += 1
    parsedBytes += text.count
    return renderer.tableRows(String(decoding: text, as: UTF8.self))
  }

  /// The open piece becomes plain blocks (a table or code block that turned out otherwise).
  private mutating func toBlocks() {
    open.kind = .blocks
    open.renderedLength = -1
    open.renderedComplete = -1
    open.lines = []
  }

  /// Everything from the start becomes one piece (the scanner cannot follow the text).
  private mutating func stopCutting(through end: Int) {
    cutting = false
    stoppedAt = bytes[..<end].dropLast().lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    pieces = []
    finishedLines = []
    open = MarkdownPiece(kind: .blocks, separator: nil, prefix: [], depth: 0)
    open.text = Array(bytes[0..<end])
    open.hasText = open.text.contains { !MarkdownLineStart.isSpace($0) && $0 != 0x0A }
  }

  // MARK: - Rendering

  private mutating func finishOpen() {
    switch open.kind {
    case .blocks:
      guard open.hasText else { return }
      if open.renderedComplete != open.text.count {
        open.lines = render(open.text, piece: open)
        open.renderedComplete = open.text.count
      }
    case .table(let table): open.lines = table.lines
    case .code: break
    }
    finishedLines += open.lines
    pieces.append(open)
  }

  private mutating func rerenderFinished() {
    finishedLines = []
    for index in pieces.indices {
      if let separator = pieces[index].separator { finishedLines.append(separator) }
      switch pieces[index].kind {
      case .blocks:
        pieces[index].lines = render(pieces[index].text, piece: pieces[index])
      case .code:
        let prefix = pieces[index].prefix
        pieces[index].lines = pieces[index].codeLines.map {
          MarkdownPiece.codeLine($0, prefix: prefix, width: width)
        }
      case .table(var table):
        table.layout(width: width, prefix: pieces[index].prefix)
        pieces[index].kind = .table(table)
        pieces[index].lines = table.lines
      }
      finishedLines += pieces[index].lines
    }
    if let separator = open.separator { finishedLines.append(separator) }
  }

  private mutating func render(_ text: [UInt8], piece: MarkdownPiece) -> [StyledLine] {
    var source = text
    if definitions.count > 0 {
      let preamble = definitions.preamble(for: MarkdownDefinitions.labels(in: text))
      if !preamble.isEmpty { source = preamble + text }
    }
    parses += 1
    parsedBytes += source.count
    let lines = renderer.render(
      String(decoding: source, as: UTF8.self), width: width - piece.prefixWidth,
      listStart: piece.listStart)
    guard !piece.prefix.isEmpty else { return lines }
    return lines.map { StyledLine(piece.prefix + $0.runs) }
  }

  /// The open piece's lines, with the unfinished last line.
  private mutating func renderOpen(settle: Bool) -> Rendered {
    var partial = bytes[lineStart...]
    if cutting, !partial.isEmpty {
      let strips = scanner.match(partial)?.strips ?? []
      partial = Self.strip(partial, depth: open.depth, strips: strips)
    }
    switch open.kind {
    case .code(let fence, let closed):
      guard !closed, !partial.isEmpty, !partial.allSatisfy({ $0 == fence.character || $0 == 0x20 })
      else { return Rendered(finished: finishedLines, tail: open.lines) }
      let line = MarkdownPiece.codeLine(
        MarkdownPiece.codeContent(partial, fenceIndent: fence.indent), prefix: open.prefix,
        width: width)
      return Rendered(finished: finishedLines, tail: open.lines, pending: [line])
    case .table(let table):
      return Rendered(finished: finishedLines, tail: table.lines)
    case .blocks:
      break
    }
    let length = open.text.count + partial.count
    guard open.hasText || partial.contains(where: { !MarkdownLineStart.isSpace($0) }) else {
      return Rendered(finished: finishedLines, tail: [])
    }
    let pending = min(length, max(0, length - open.renderedLength))
    if settle || open.renderedLength < 0 || pending >= max(Self.pendingBytes, length / 4) {
      if !partial.isEmpty || open.renderedComplete != open.text.count || open.renderedLength < 0 {
        open.lines = render(partial.isEmpty ? open.text : open.text + partial, piece: open)
        open.renderedComplete = partial.isEmpty ? open.text.count : -1
      }
      open.renderedLength = length
      self.pending.clear(at: length)
      return Rendered(finished: finishedLines, tail: open.lines)
    }
    self.pending.extend(
      parsed: open.renderedLength, through: length, text: open.text, partial: partial,
      prefix: open.prefix)
    return Rendered(finished: finishedLines, tail: open.lines, pending: self.pending.lines)
  }

  /// Text newer than this many bytes (or a quarter of the open piece) waits to be parsed.
  static let pendingBytes = 64
}
