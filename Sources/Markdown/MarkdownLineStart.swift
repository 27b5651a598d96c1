/// What CommonMark block a line would start, read from where its containers' markers end.
///
/// Only what streaming needs to find block boundaries: the kinds of block, a list item's
/// marker and content indent, a fence's character and length, an HTML block's kind, a link
/// reference definition's label. A line it cannot be sure of (a definition that may go on to the
/// next line, a tab in indentation) is `unsupported`: the streaming renderer stops cutting.
enum MarkdownLineStart: Equatable {
  case blank
  case text
  case indentedCode
  case quote
  case fence(MarkdownFence)
  case heading
  case thematicBreak
  /// `---`: a setext underline after a paragraph line, otherwise a thematic break.
  case dashes
  /// `===` (or `--`): a setext underline after a paragraph line, otherwise text.
  case equals
  case listItem(MarkdownListMarker)
  /// A GFM table delimiter row (`| --- | :-: |`) with this many cells.
  case tableDelimiter(columns: Int)
  /// An HTML block.
  case html(MarkdownHTMLBlock)
  /// A link reference definition that fits on its line, with its normalized label.
  case definition(label: String)
  case unsupported

  /// Whether the line starts a block where no paragraph is open (no lazy continuation).
  var startsBlock: Bool {
    switch self {
    case .quote, .fence, .heading, .thematicBreak, .dashes, .listItem, .html, .unsupported:
      return true
    case .blank, .text, .indentedCode, .equals, .tableDelimiter, .definition: return false
    }
  }

  /// Whether the line is a table delimiter row.
  var isTableDelimiter: Bool {
    if case .tableDelimiter = self { return true }
    return false
  }

  /// Whether the line ends an open paragraph and starts a block of its own (CommonMark's
  /// rules for interrupting a paragraph: a list item must have content, an ordered one must
  /// start at 1).
  var interruptsParagraph: Bool {
    switch self {
    case .quote, .fence, .heading, .thematicBreak, .unsupported: return true
    case .listItem(let marker): return !marker.empty && (!marker.ordered || marker.number == 1)
    case .html(let block): return block.interruptsParagraph
    case .blank, .text, .indentedCode, .dashes, .equals, .tableDelimiter, .definition: return false
    }
  }
}

/// An opening code fence.
struct MarkdownFence: Equatable {
  /// "`" or "~".
  var character: UInt8
  /// How many of it open the fence (a closing fence needs at least as many).
  var count: Int
  /// Spaces before the fence: removed from each code line, up to this many.
  var indent: Int
}

/// A list item's marker.
struct MarkdownListMarker: Equatable {
  /// `-`, `+` or `*`; for ordered lists the delimiter `.` or `)`.
  var character: UInt8
  /// Whether it is a number.
  var ordered: Bool
  /// The number (ordered lists).
  var number: Int
  /// Columns from the line's start to the item's content.
  var contentIndent: Int
  /// Bytes from the line's start to the item's content.
  var contentOffset: Int
  /// Whether nothing follows the marker on its line.
  var empty: Bool
}

extension MarkdownLineStart {
  /// Reads the start of `line` from `offset` (at column `column`, which only matters for tabs).
  static func read(_ line: ArraySlice<UInt8>, from offset: Int) -> MarkdownLineStart {
    var index = offset
    var indent = 0
    while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 {
      if line[index] == 0x09 { return line[index...].allSatisfy(isSpace) ? .blank : .unsupported }
      indent += 1
      index += 1
    }
    guard index < line.endIndex else { return .blank }
    if indent >= 4 { return .indentedCode }
    let rest = line[index...]
    switch line[index] {
    case 0x3E: return .quote
    case 0x23: return heading(rest) ? .heading : .text
    case 0x60, 0x7E:
      if let fence = fence(rest, indent: indent) { return .fence(fence) }
    case 0x3C:
      if let html = MarkdownHTMLBlock.read(rest) { return html }
    case 0x5B:
      if let definition = MarkdownDefinitions.read(rest) {
        return definition.unsure ? .unsupported : .definition(label: definition.label)
      }
    case 0x3D:
      if rest.allSatisfy({ $0 == 0x3D || isSpace($0) }), trimmedEnd(rest).allSatisfy({ $0 == 0x3D })
      {
        return .equals
      }
    default: break
    }
    if let kind = breakOrDashes(rest) { return kind }
    if let marker = listMarker(rest, indent: indent) { return .listItem(marker) }
    if let columns = delimiterColumns(rest) { return .tableDelimiter(columns: columns) }
    return .text
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  private static func trimmedEnd(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var end = bytes.endIndex
    while end > bytes.startIndex, isSpace(bytes[end - 1]) { end -= 1 }
    return bytes[bytes.startIndex..<end]
  }

  private static func heading(_ rest: ArraySlice<UInt8>) -> Bool {
    let hashes = rest.prefix { $0 == 0x23 }.count
    guard hashes <= 6 else { return false }
    let after = rest.startIndex + hashes
    return after == rest.endIndex || isSpace(rest[after])
  }

  private static func fence(_ rest: ArraySlice<UInt8>, indent: Int) -> MarkdownFence? {
    let character = rest[rest.startIndex]
    let count = rest.prefix { $0 == character }.count
    guard count >= 3 else { return nil }
    if character == 0x60, rest.dropFirst(count).contains(0x60) { return nil }
    return MarkdownFence(character: character, count: count, indent: indent)
  }

  /// A closing fence for `fence`: at most 3 spaces, at least as many fence characters, then
  /// only spaces.
  static func closes(_ fence: MarkdownFence, _ line: ArraySlice<UInt8>, from offset: Int) -> Bool {
    var index = offset
    var indent = 0
    while index < line.endIndex, line[index] == 0x20 {
      indent += 1
      index += 1
    }
    guard indent <= 3 else { return false }
    let rest = line[index...]
    let count = rest.prefix { $0 == fence.character }.count
    return count >= fence.count && rest.dropFirst(count).allSatisfy(isSpace)
  }

  private static func breakOrDashes(_ rest: ArraySlice<UInt8>) -> MarkdownLineStart? {
    let first = rest[rest.startIndex]
    guard first == 0x2A || first == 0x2D || first == 0x5F else { return nil }
    var count = 0
    for byte in rest {
      if byte == first {
        count += 1
      } else if !isSpace(byte) {
        return nil
      }
    }
    let onlyDashes = first == 0x2D && trimmedEnd(rest).allSatisfy { $0 == 0x2D }
    if onlyDashes { return count >= 3 ? .dashes : count == 2 ? .equals : nil }
    return count >= 3 ? .thematicBreak : nil
  }

  private static func listMarker(_ rest: ArraySlice<UInt8>, indent: Int) -> MarkdownListMarker? {
    var index = rest.startIndex
    var ordered = false
    var number = 0
    let character: UInt8
    if rest[index] == 0x2D || rest[index] == 0x2B || rest[index] == 0x2A {
      character = rest[index]
      index += 1
    } else {
      var digits = 0
      while index < rest.endIndex, rest[index] >= 0x30, rest[index] <= 0x39, digits < 10 {
        number = number * 10 + Int(rest[index] - 0x30)
        digits += 1
        index += 1
      }
      guard digits > 0, digits <= 9, index < rest.endIndex,
        rest[index] == 0x2E || rest[index] == 0x29
      else { return nil }
      character = rest[index]
      ordered = true
      index += 1
    }
    let markerWidth = index - rest.startIndex
    guard index == rest.endIndex || isSpace(rest[index]) else { return nil }
    var spaces = 0
    var after = index
    while after < rest.endIndex, rest[after] == 0x20 {
      spaces += 1
      after += 1
    }
    if after < rest.endIndex, rest[after] == 0x09 { return nil }
    let empty = after == rest.endIndex
    let padding = empty || spaces >= 5 ? 1 : spaces
    return MarkdownListMarker(
      character: character, ordered: ordered, number: number,
      contentIndent: indent + markerWidth + padding,
      contentOffset: index - rest.startIndex + indent + (empty ? spaces : padding), empty: empty)
  }

  /// The cells of a delimiter row (`|---|:--:|`), which must have a pipe.
  private static func delimiterColumns(_ rest: ArraySlice<UInt8>) -> Int? {
    guard rest.contains(0x7C) else { return nil }
    var body = trimmedEnd(rest)
    if body.first == 0x7C { body = body.dropFirst() }
    if body.last == 0x7C { body = body.dropLast() }
    var columns = 0
    for cell in body.split(separator: 0x7C, omittingEmptySubsequences: false) {
      let content = cell.drop(while: isSpace)
      let trimmed = trimmedEnd(content)
      var inner = trimmed
      if inner.first == 0x3A { inner = inner.dropFirst() }
      if inner.last == 0x3A { inner = inner.dropLast() }
      guard !inner.isEmpty, inner.allSatisfy({ $0 == 0x2D }) else { return nil }
      columns += 1
    }
    return columns > 0 ? columns : nil
  }

}
