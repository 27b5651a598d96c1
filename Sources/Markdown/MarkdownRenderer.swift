import CCmarkGFM
import Foundation
import Synchronization

/// Renders Markdown (CommonMark + GitHub tables, task lists, strikethrough, autolinks) to
/// styled, wrapped lines with cmark-gfm.
public struct MarkdownRenderer: Sendable {
  /// A renderer with the GFM extensions (tables, strikethrough, autolinks, task lists).
  public init() {
    _ = Self.extensionsRegistered
  }

  /// cmark-gfm's extension registry is not thread-safe while it is being filled: register
  /// once, under Swift's thread-safe lazy initialisation, before any parser looks it up.
  private static let extensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
  }()

  /// cmark-gfm keeps the inline parser's special characters (`~` for strikethrough) in
  /// process-wide tables that attaching an extension and freeing a parser change: parsers on
  /// two threads at once lose `~~` now and then. Parsing is serialised; walking the finished
  /// tree is not.
  private static let parsing = Mutex(())

  /// The lines of `markdown` at `width` columns; `listStart`, when given, is the number of a
  /// list that opens the text (a piece of a longer list, rendered alone).
  public func render(_ markdown: String, width: Int, listStart: Int? = nil) -> [StyledLine] {
    guard let root = Self.parse(markdown) else { return [StyledLine(markdown)] }
    defer { cmark_node_free(root) }
    if let listStart, let list = cmark_node_first_child(root), Self.type(list) == "list" {
      cmark_node_set_list_start(list, Int32(clamping: listStart))
    }
    var lines: [StyledLine] = []
    var first = true
    var child = cmark_node_first_child(root)
    while let node = child {
      if !first { lines.append(StyledLine()) }
      first = false
      lines += block(node, width: max(width, 8), first: [], rest: [])
      child = cmark_node_next(node)
    }
    return lines
  }

  /// The rows of `markdown` when it is exactly one table: each row's cells as plain text, and
  /// whether it is the header.
  func tableRows(_ markdown: String) -> [MarkdownTable.Row]? {
    guard let root = Self.parse(markdown) else { return nil }
    defer { cmark_node_free(root) }
    guard let table = cmark_node_first_child(root), cmark_node_next(table) == nil,
      Self.type(table) == "table"
    else { return nil }
    return MarkdownTable.rows(table, inlines: { inlines($0, style: $1) })
  }

  /// `markdown` as HTML in cmark-gfm's safe mode: raw HTML is left out (`<!-- raw HTML
  /// omitted -->`), `javascript:` and other unsafe link targets are emptied, and the GFM tag
  /// filter escapes `<script>`, `<iframe>` and the like; model text can never run script.
  public func html(_ markdown: String) -> String {
    Self.parsing.withLock { _ in
      guard let parser = Self.parser(markdown, extensions: Self.extensions + ["tagfilter"]) else {
        return ""
      }
      defer { cmark_parser_free(parser) }
      guard let root = cmark_parser_finish(parser) else { return "" }
      defer { cmark_node_free(root) }
      guard
        let rendered = cmark_render_html(
          root, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser))
      else { return "" }
      defer { free(rendered) }
      return String(cString: rendered)
    }
  }

  private static let extensions = ["table", "strikethrough", "tasklist", "autolink"]

  /// The document tree of `markdown` (the caller frees it).
  private static func parse(_ markdown: String) -> OpaquePointer? {
    parsing.withLock { _ in
      guard let parser = parser(markdown, extensions: extensions) else { return nil }
      defer { cmark_parser_free(parser) }
      return cmark_parser_finish(parser)
    }
  }

  /// A safe-mode parser with `extensions` that has been fed `markdown` (the caller frees it;
  /// called under `parsing`).
  private static func parser(_ markdown: String, extensions: [String]) -> OpaquePointer? {
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
    for name in extensions {
      if let extensionPointer = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, extensionPointer)
      }
    }
    var text = markdown
    text.withUTF8 { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        cmark_parser_feed(parser, chars.baseAddress, chars.count)
      }
    }
    return parser
  }

  private static func type(_ node: OpaquePointer) -> String {
    String(cString: cmark_node_get_type_string(node))
  }

  private static func literal(_ node: OpaquePointer) -> String {
    cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
  }

  /// A block's lines: the first after `first` (a list bullet), the others after `rest`.
  private func block(
    _ node: OpaquePointer, width: Int, first: [StyledRun], rest prefix: [StyledRun]
  )
    -> [StyledLine]
  {
    switch Self.type(node) {
    case "paragraph":
      return StyledLine.wrap(
        inlines(node, style: .plain), width: width, firstPrefix: first, prefix: prefix)
    case "heading":
      let level = Int(cmark_node_get_heading_level(node))
      let style = CellStyle(
        foreground: .indexed(level == 1 ? 39 : 75), bold: true, underline: level == 1)
      let marker = StyledRun(
        String(repeating: "#", count: level) + " ", CellStyle(foreground: .indexed(75), dim: true))
      return StyledLine.wrap(
        inlines(node, style: style), width: width, firstPrefix: first + [marker], prefix: prefix)
    case "code_block":
      var code = Self.literal(node)
      if code.hasSuffix("\n") { code.removeLast() }
      let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      var lines: [StyledLine] = []
      var lead = first
      if !info.isEmpty {
        lines.append(StyledLine(lead + [StyledRun("┌ \(info)", .dim)]))
        lead = prefix
      }
      return lines + PreformattedLines.lines(code, width: width, first: lead, prefix: prefix).lines
    case "block_quote":
      let bar = StyledRun("▌ ", CellStyle(foreground: .indexed(244)))
      return children(node, width: width, first: first + [bar], rest: prefix + [bar])
    case "list":
      return list(node, width: width, first: first, rest: prefix)
    case "thematic_break":
      return [
        StyledLine(
          first + [
            StyledRun(
              String(
                repeating: "─", count: max(1, width - DisplayWidth.of(prefix.map(\.text).joined()))),
              .dim)
          ])
      ]
    case "table":
      return MarkdownTable.render(
        node, width: width, prefix: prefix, inlines: { inlines($0, style: $1) })
    case "html_block":
      return StyledLine.wrap(
        [StyledRun(Self.literal(node), .dim)], width: width, firstPrefix: first, prefix: prefix)
    default:
      return children(node, width: width, first: first, rest: prefix)
    }
  }

  private func children(
    _ node: OpaquePointer, width: Int, first: [StyledRun], rest prefix: [StyledRun]
  )
    -> [StyledLine]
  {
    var lines: [StyledLine] = []
    var child = cmark_node_first_child(node)
    var isFirst = true
    while let current = child {
      if !isFirst && Self.type(current) != "list" { lines.append(StyledLine(prefix)) }
      lines += block(current, width: width, first: isFirst ? first : prefix, rest: prefix)
      isFirst = false
      child = cmark_node_next(current)
    }
    return lines
  }

  private func list(_ node: OpaquePointer, width: Int, first: [StyledRun], rest prefix: [StyledRun])
    -> [StyledLine]
  {
    let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
    var number = Int(cmark_node_get_list_start(node))
    var lines: [StyledLine] = []
    var item = cmark_node_first_child(node)
    while let current = item {
      var marker = ordered ? "\(number). " : "• "
      if Self.type(current) == "tasklist" {
        marker = cmark_gfm_extensions_get_tasklist_item_checked(current) ? "☑ " : "☐ "
      }
      let bullet = StyledRun(marker, CellStyle(foreground: .indexed(75)))
      let indent = StyledRun(String(repeating: " ", count: DisplayWidth.of(marker)))
      let lead = lines.isEmpty ? first : prefix
      var firstBlock = true
      var child = cmark_node_first_child(current)
      while let block = child {
        lines += self.block(
          block, width: width, first: firstBlock ? lead + [bullet] : prefix + [indent],
          rest: prefix + [indent])
        firstBlock = false
        child = cmark_node_next(block)
      }
      if firstBlock { lines.append(StyledLine(lead + [bullet])) }
      number += 1
      item = cmark_node_next(current)
    }
    return lines
  }

  /// The inline content of `node` as styled runs.
  func inlines(_ node: OpaquePointer, style: CellStyle) -> [StyledRun] {
    var runs: [StyledRun] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      switch Self.type(current) {
      case "text": runs.append(StyledRun(Self.literal(current), style))
      case "softbreak": runs.append(StyledRun(" ", style))
      case "linebreak": runs.append(StyledRun("\n", style))
      case "code": runs.append(StyledRun(Self.literal(current), .code))
      case "emph":
        var italic = style
        italic.italic = true
        runs += inlines(current, style: italic)
      case "strong":
        var bold = style
        bold.bold = true
        runs += inlines(current, style: bold)
      case "strikethrough":
        var struck = style
        struck.dim = true
        runs += inlines(current, style: struck).map { StyledRun("~" + $0.text + "~", $0.style) }
      case "link", "image":
        let label = inlines(current, style: .link)
        runs += label
        let url = cmark_node_get_url(current).map { String(cString: $0) } ?? ""
        if !url.isEmpty && label.map(\.text).joined() != url {
          runs.append(StyledRun(" (\(url))", .dim))
        }
      case "html_inline": runs.append(StyledRun(Self.literal(current), .dim))
      default: runs += inlines(current, style: style)
      }
      child = cmark_node_next(current)
    }
    return runs
  }
}
