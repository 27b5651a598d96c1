/// The start of a CommonMark HTML block — one of its seven kinds — and what ends it.
struct MarkdownHTMLBlock: Equatable {
  /// Text that ends the block on the line it appears in (kinds 1–5); nil: a blank line ends it
  /// (kinds 6 and 7).
  var end: [UInt8]?
  /// Whether it can end a paragraph (every kind but 7).
  var interruptsParagraph: Bool

  /// Tags that start kind 6 in cmark-gfm 0.29 (CommonMark 0.29).
  private static let blockTags: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
    "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5",
    "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
    "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "section", "source",
    "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
  ]

  /// Tags whose kind changed between CommonMark versions: the scanner stops following.
  private static let unsettledTags: Set<String> = ["search", "textarea"]

  /// Reads `rest` (starting at `<`): an HTML block start, `unsupported` when versions of the
  /// spec disagree, or nil (the line is text).
  static func read(_ rest: ArraySlice<UInt8>) -> MarkdownLineStart? {
    let lower = rest.prefix(12).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    func starts(_ text: String) -> Bool { lower.starts(with: Array(text.utf8)) }
    for tag in ["script", "pre", "style"] where starts("<" + tag) {
      let after = rest.startIndex + 1 + tag.utf8.count
      if after == rest.endIndex || rest[after] == 0x20 || rest[after] == 0x09 || rest[after] == 0x3E
      {
        return .html(MarkdownHTMLBlock(end: Array("</\(tag)>".utf8), interruptsParagraph: true))
      }
    }
    if starts("<!--") {
      return .html(MarkdownHTMLBlock(end: Array("-->".utf8), interruptsParagraph: true))
    }
    if starts("<?") {
      return .html(MarkdownHTMLBlock(end: Array("?>".utf8), interruptsParagraph: true))
    }
    if starts("<![cdata[") {
      return .html(MarkdownHTMLBlock(end: Array("]]>".utf8), interruptsParagraph: true))
    }
    if starts("<!"), rest.count > 2, isLetter(rest[rest.startIndex + 2]) {
      return .html(MarkdownHTMLBlock(end: Array(">".utf8), interruptsParagraph: true))
    }
    var index = rest.startIndex + 1
    let closing = index < rest.endIndex && rest[index] == 0x2F
    if closing { index += 1 }
    let nameStart = index
    while index < rest.endIndex,
      isLetter(rest[index]) || isDigit(rest[index]) || rest[index] == 0x2D
    {
      index += 1
    }
    guard index > nameStart, isLetter(rest[nameStart]) else { return nil }
    let name = String(decoding: rest[nameStart..<index].map { $0 | 0x20 }, as: UTF8.self)
    if unsettledTags.contains(name) { return .unsupported }
    if blockTags.contains(name) {
      let after = index
      if after == rest.endIndex || rest[after] == 0x20 || rest[after] == 0x09 || rest[after] == 0x3E
        || rest[after...].starts(with: [0x2F, 0x3E])
      {
        return .html(MarkdownHTMLBlock(end: nil, interruptsParagraph: true))
      }
    }
    guard ["script", "style", "pre"].contains(name) == false,
      completeTag(rest, nameEnd: index, closing: closing)
    else { return nil }
    return .html(MarkdownHTMLBlock(end: nil, interruptsParagraph: false))
  }

  /// Whether the tag whose name ends at `index` is complete and only white space follows it.
  private static func completeTag(_ rest: ArraySlice<UInt8>, nameEnd: Int, closing: Bool) -> Bool {
    var index = nameEnd
    func skipSpace() -> Bool {
      let start = index
      while index < rest.endIndex, rest[index] == 0x20 || rest[index] == 0x09 { index += 1 }
      return index > start
    }
    if closing {
      _ = skipSpace()
    } else {
      while true {
        let spaced = skipSpace()
        guard index < rest.endIndex else { return false }
        let byte = rest[index]
        if byte == 0x3E || byte == 0x2F { break }
        guard spaced, isLetter(byte) || byte == 0x5F || byte == 0x3A else { return false }
        while index < rest.endIndex,
          isLetter(rest[index]) || isDigit(rest[index])
            || [0x5F, 0x2E, 0x3A, 0x2D].contains(rest[index])
        {
          index += 1
        }
        let beforeValue = index
        _ = skipSpace()
        if index < rest.endIndex, rest[index] == 0x3D {
          index += 1
          _ = skipSpace()
          guard index < rest.endIndex else { return false }
          let quote = rest[index]
          if quote == 0x22 || quote == 0x27 {
            guard let close = rest[(index + 1)...].firstIndex(of: quote) else { return false }
            index = close + 1
          } else {
            let start = index
            while index < rest.endIndex,
              ![0x20, 0x09, 0x22, 0x27, 0x3D, 0x3C, 0x3E, 0x60].contains(rest[index])
            {
              index += 1
            }
            guard index > start else { return false }
          }
        } else {
          index = beforeValue
        }
      }
      if index < rest.endIndex, rest[index] == 0x2F { index += 1 }
    }
    guard index < rest.endIndex, rest[index] == 0x3E else { return false }
    return rest[(index + 1)...].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
  }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
