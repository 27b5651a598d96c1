/// Follows CommonMark's block structure one finished line at a time — the open block quotes
/// and list items, and the block at their tip — far enough to tell where text that is still
/// streaming can be cut into pieces that render alone exactly as they render in the whole.
///
/// A cut before a line is made only where the line starts a new block and the block before it
/// at the same depth is closed (a blank line, a closed fence, containers that end, a line that
/// interrupts a paragraph) or where the line starts the next item of the same list. Whatever
/// it cannot follow (link reference definitions, tabs in indentation, lone carriage returns)
/// it reports as `unsupported`, and the renderer stops cutting.
struct MarkdownBlockScanner {
  /// An open container block.
  enum Container: Equatable {
    /// A block quote; `empty` until a line puts something in it.
    case quote(empty: Bool)
    case item(MarkdownListItem)

    /// Whether nothing is inside yet (the next block is its first, shown with its marker).
    var empty: Bool {
      switch self {
      case .quote(let empty): return empty
      case .item(let item): return item.empty
      }
    }
  }

  /// The block at the tip of the open containers.
  enum Leaf: Equatable {
    case none
    case paragraph(lines: Int)
    case fence(MarkdownFence)
    case indentedCode
    case table
    case html(MarkdownHTMLBlock)
    /// A link reference definition (a title could still follow on the next line).
    case definition
    /// A block that is already closed (a heading, a thematic break, a fence that ended).
    case closed
  }

  /// What scanning one line found.
  struct Facts {
    /// Byte offsets in the line after each matched container's marker or indentation.
    var strips: [Int] = []
    /// A cut before this line, if it can be made.
    var cut: MarkdownCut?
    /// The line is a code line of an open fence whose containers all matched.
    var code: CodeLine?
    /// The line closes a fence.
    var closesFence = false
    /// The line is a table's delimiter row, right after its one-line header.
    var tableColumns: Int?
    /// The line is a row of an open table.
    var tableRow = false
    /// The line (or the document so far) cannot be followed.
    var unsupported = false
    /// The line continues a paragraph lazily (without all its containers' markers).
    var lazy = false
    /// Nothing but white space follows the matched containers.
    var blank = false
    /// The line is a link reference definition (at the top level) with this label.
    var definition: String?
  }

  /// A code line inside a fence.
  struct CodeLine {
    /// Open containers around the fence.
    var depth: Int
  }

  private(set) var containers: [Container] = []
  private(set) var leaf = Leaf.none

  /// Scans one finished line (without its line feed).
  mutating func scan(_ raw: ArraySlice<UInt8>) -> Facts {
    var facts = Facts()
    let line = raw.last == 0x0D ? raw.dropLast() : raw
    if line.contains(0x0D) || line.contains(0) {
      facts.unsupported = true
      return facts
    }
    guard let match = match(line) else {
      facts.unsupported = true
      return facts
    }
    let offset = match.offset
    let blank = line[offset...].allSatisfy(MarkdownLineStart.isSpace)
    let matched = match.strips.count
    facts.strips = match.strips
    let allMatched = matched == containers.count
    if case .fence(let fence) = leaf, allMatched {
      if !blank, MarkdownLineStart.closes(fence, line, from: offset) {
        facts.closesFence = true
        leaf = .closed
      } else {
        facts.code = CodeLine(depth: matched)
      }
      markContent(blank: blank)
      return facts
    }
    if case .html(let block) = leaf, allMatched, !blank || block.end != nil {
      // Inside an HTML block nothing is Markdown; kinds 1–5 end at their end text.
      if let end = block.end, line[offset...].firstRange(of: end) != nil { leaf = .closed }
      markContent(blank: blank)
      return facts
    }
    if blank {
      facts.blank = true
      containers.removeSubrange(matched...)
      if leaf != .indentedCode || !allMatched { leaf = .none }
      return facts
    }
    var start = MarkdownLineStart.read(line, from: offset)
    if leaf == .definition, allMatched,
      let first = line[offset...].drop(while: { $0 == 0x20 }).first,
      [0x22, 0x27, 0x28].contains(first)
    {
      // Perhaps the title of the definition above.
      start = .unsupported
    }
    if start == .unsupported {
      facts.unsupported = true
      return facts
    }
    if case .paragraph(let lines) = leaf, !allMatched, !start.startsBlock {
      // A lazy `===` or delimiter row is text here, but would be a heading or a table in a
      // piece rendered alone.
      if start == .equals || start.isTableDelimiter {
        facts.unsupported = true
        return facts
      }
      leaf = .paragraph(lines: lines + 1)
      facts.lazy = true
      return facts
    }
    return open(start: &start, line: line, offset: offset, matched: matched, facts: facts)
  }

  /// How far a line continues the open containers.
  struct Match {
    /// Byte offsets after each matched container (relative to the line's start).
    var strips: [Int]
    /// Where the line's content starts, after the matched containers.
    var offset: Int
  }

  /// Which open containers `line` continues; nil when a tab makes that unclear.
  func match(_ line: ArraySlice<UInt8>) -> Match? {
    var offset = line.startIndex
    var strips: [Int] = []
    matching: for container in containers {
      switch container {
      case .quote:
        var index = offset
        while index < line.endIndex, index - offset < 3, line[index] == 0x20 { index += 1 }
        guard index < line.endIndex, line[index] == 0x3E else { break matching }
        index += 1
        if index < line.endIndex, line[index] == 0x09 { return nil }
        if index < line.endIndex, line[index] == 0x20 { index += 1 }
        offset = index
      case .item(let item):
        if line[offset...].allSatisfy(MarkdownLineStart.isSpace) {
          guard !item.empty else { break matching }
        } else {
          let spaces = line[offset...].prefix { $0 == 0x20 }.count
          if spaces < item.contentIndent {
            if line[(offset + spaces)...].first == 0x09 { return nil }
            break matching
          }
          offset += item.contentIndent
        }
      }
      strips.append(offset - line.startIndex)
    }
    return Match(strips: strips, offset: offset)
  }

  /// Closes what the line did not match, opens what it starts, and decides the cut.
  private mutating func open(
    start: inout MarkdownLineStart, line: ArraySlice<UInt8>, offset lineOffset: Int, matched: Int,
    facts: Facts
  ) -> Facts {
    var facts = facts
    var offset = lineOffset
    let allMatched = matched == containers.count
    let closedFirst = allMatched ? nil : containers[matched]
    containers.removeSubrange(matched...)
    let depth = matched
    let previousLeaf = leaf
    let paragraphOpen: Bool
    if case .paragraph = previousLeaf, allMatched {
      paragraphOpen = true
    } else {
      paragraphOpen = false
    }
    let tableOpen = previousLeaf == .table && allMatched
    if paragraphOpen, !start.interruptsParagraph {
      switch start {
      case .listItem, .html: start = .text
      default: break
      }
    }
    guard
      let (opened, sibling, firstOpened) = openContainers(
        start: &start, line: line, offset: &offset, closedFirst: closedFirst)
    else {
      facts.unsupported = true
      return facts
    }
    let continues: Bool
    if opened == 0 && (paragraphOpen || tableOpen) {
      switch start {
      case .text, .equals, .tableDelimiter, .definition: continues = true
      case .dashes, .indentedCode: continues = paragraphOpen
      default: continues = false
      }
    } else if opened == 0, allMatched, previousLeaf == .indentedCode, start == .indentedCode {
      continues = true
    } else {
      continues = false
    }
    if continues {
      if case .paragraph(let lines) = previousLeaf {
        switch start {
        case .equals, .dashes: leaf = .closed
        case .tableDelimiter(let columns) where lines == 1:
          leaf = .table
          facts.tableColumns = columns
        default: leaf = .paragraph(lines: lines + 1)
        }
      } else if previousLeaf == .table {
        facts.tableRow = true
      }
      markContent(blank: false)
      return facts
    }
    switch start {
    case .fence(let fence): leaf = .fence(fence)
    case .heading, .thematicBreak, .dashes: leaf = .closed
    case .indentedCode: leaf = .indentedCode
    case .html(let block):
      let ends = block.end.map { line[offset...].firstRange(of: $0) != nil } ?? false
      leaf = ends ? .closed : .html(block)
    case .blank: leaf = .none
    case .definition(let label):
      guard depth == 0, opened == 0 else {
        facts.unsupported = true
        return facts
      }
      leaf = .definition
      facts.definition = label
    default: leaf = .paragraph(lines: 1)
    }
    // The line starts a new block (it continues nothing open): what was before it at this
    // depth is closed, so the text can be cut here — unless the block is its container's first
    // (drawn after the container's marker).
    if depth == 0 || !containers[depth - 1].empty {
      facts.cut = MarkdownCut(
        parents: Array(containers.prefix(depth)), sibling: sibling,
        startsList: firstOpened.map { if case .listItem = $0 { true } else { false } } ?? false)
    }
    markContent(blank: start == .blank)
    return facts
  }

  /// Opens the quotes and list items the line starts (from `offset`, moved past their
  /// markers); `start` becomes what follows them. Nil when the line has what the scanner does
  /// not follow (a tab after `>`, an unsupported start).
  private mutating func openContainers(
    start: inout MarkdownLineStart, line: ArraySlice<UInt8>, offset: inout Int,
    closedFirst: Container?
  ) -> (opened: Int, sibling: MarkdownListItem?, firstOpened: MarkdownLineStart?)? {
    var opened = 0
    var sibling: MarkdownListItem?
    var firstOpened: MarkdownLineStart?
    while true {
      if start == .quote {
        var index = offset
        while line[index] == 0x20 { index += 1 }
        index += 1
        if index < line.endIndex, line[index] == 0x09 {
          return nil
        }
        if index < line.endIndex, line[index] == 0x20 { index += 1 }
        offset = index
        containers.append(.quote(empty: true))
      } else if case .listItem(let marker) = start {
        var item = MarkdownListItem(marker: marker)
        if opened == 0, case .item(let previous) = closedFirst,
          previous.marker.character == marker.character, previous.marker.ordered == marker.ordered
        {
          item.number = previous.number + 1
          sibling = item
        }
        offset += marker.contentOffset
        containers.append(.item(item))
      } else {
        break
      }
      if firstOpened == nil { firstOpened = start }
      opened += 1
      start = MarkdownLineStart.read(line, from: offset)
      if start == .unsupported {
        return nil
      }
      if start == .blank { break }
    }
    return (opened, sibling, firstOpened)
  }

  /// A line with content gives every open container content.
  private mutating func markContent(blank: Bool) {
    guard !blank else { return }
    for index in containers.indices where containers[index].empty {
      switch containers[index] {
      case .quote: containers[index] = .quote(empty: false)
      case .item(var item):
        item.empty = false
        containers[index] = .item(item)
      }
    }
  }
}

/// An open list item.
struct MarkdownListItem: Equatable {
  /// Its marker.
  var marker: MarkdownListMarker
  /// The number it shows (ordered lists: the list's start plus its position).
  var number: Int
  /// Whether it has no content yet (a blank line then ends it).
  var empty: Bool

  /// Columns a continuation line needs to stay inside.
  var contentIndent: Int { marker.contentIndent }

  init(marker: MarkdownListMarker) {
    self.marker = marker
    number = marker.number
    empty = marker.empty
  }
}

/// A place where streaming text can be cut.
struct MarkdownCut {
  /// The containers the new piece sits in (their markers are stripped from its lines).
  var parents: [MarkdownBlockScanner.Container]
  /// The list item the piece starts, when it continues the list before it.
  var sibling: MarkdownListItem?
  /// Whether the piece starts with a list (no separator line inside a block quote).
  var startsList: Bool
}
