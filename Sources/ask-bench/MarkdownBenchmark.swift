import AgentTestSupport
import CCmarkGFM
import Foundation
import Markdown
import TerminalUI

/// Streaming Markdown against its peers, on the same documents in the same run: one full
/// cmark-gfm parse and HTML render (C), one full render to terminal lines, and the streaming
/// renderer fed in 8-byte chunks.
enum MarkdownBenchmark {
  /// One document's figures.
  struct Row {
    var name: String
    var bytes: Int
    var chunks: Int
    /// One cmark-gfm parse + HTML render of the whole document.
    var cmark: Double
    /// One `MarkdownRenderer` render of the whole document.
    var full: Double
    /// The whole stream through `IncrementalMarkdown`.
    var streamed: Double
    /// Bytes handed to cmark-gfm over bytes streamed.
    var parsedRatio: Double
    /// Whether the renderer kept cutting the text (false: it fell back to one piece).
    var followed: Bool
    /// The line it could not follow, if any.
    var stoppedLine: String?
  }

  /// The five shapes at `scale`, the project's own sample answer, and `files`.
  static func documents(scale: Int, files: [String]) throws -> [(String, String)] {
    var documents = MarkdownShapes.all(scale: scale).map { ($0.name, $0.text) }
    documents.append(("sample answers, \(20 * scale) KB", sample(kilobytes: 20 * scale)))
    for file in files {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      documents.append((URL(fileURLWithPath: file).lastPathComponent, text))
    }
    return documents
  }

  static func sample(kilobytes: Int) -> String {
    var document = ""
    var section = 0
    while document.utf8.count < kilobytes * 1024 {
      section += 1
      document +=
        "## Section \(section)\n\nSome *text* with **bold**, `code` and 中文.\n\n- item one\n- item two\n\n```swift\nlet x = \(section)\n```\n\n"
    }
    return document
  }

  static func run(_ name: String, _ text: String) -> Row {
    let bytes = Array(text.utf8)
    var chunks: [String] = []
    var start = 0
    while start < bytes.count {
      var end = min(bytes.count, start + 8)
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      chunks.append(String(decoding: bytes[start..<end], as: UTF8.self))
      start = end
    }
    let cmark = best(of: 3) { cmarkRender(text) }
    let renderer = MarkdownRenderer()
    let full = best(of: 3) { _ = renderer.render(text, width: 100) }
    var last = IncrementalMarkdown()
    let streamed = best(of: 2) {
      var incremental = IncrementalMarkdown()
      for chunk in chunks { _ = incremental.append(chunk, width: 100) }
      _ = incremental.settled(width: 100)
      last = incremental
    }
    return Row(
      name: name, bytes: bytes.count, chunks: chunks.count, cmark: cmark, full: full,
      streamed: streamed, parsedRatio: Double(last.parsedBytes) / Double(max(1, bytes.count)),
      followed: last.followsStructure,
      stoppedLine: last.stoppedAt.map { offset in
        let line = bytes[offset...].prefix { $0 != 0x0A }
        let number = bytes[..<offset].filter { $0 == 0x0A }.count + 1
        return "line \(number): " + String(decoding: line.prefix(60), as: UTF8.self)
      })
  }

  /// The fastest of `runs` timings of `body`, in seconds.
  static func best(of runs: Int, _ body: () -> Void) -> Double {
    (0..<runs).map { _ in StoreBenchmark.seconds(ContinuousClock().measure(body)) }.min() ?? 0
  }

  /// What the `cmark-gfm` command does: parse with the GFM extensions, render HTML.
  static func cmarkRender(_ text: String) {
    cmark_gfm_core_extensions_ensure_registered()
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return }
    defer { cmark_parser_free(parser) }
    for name in ["table", "strikethrough", "tasklist", "autolink"] {
      if let syntax = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntax)
      }
    }
    var copy = text
    copy.withUTF8 { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        cmark_parser_feed(parser, $0.baseAddress, $0.count)
      }
    }
    guard let root = cmark_parser_finish(parser) else { return }
    if let html = cmark_render_html(
      root, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser))
    {
      free(html)
    }
    cmark_node_free(root)
  }

  static func table(_ rows: [Row]) -> String {
    var lines = [
      "| document streamed in 8-byte chunks | size | chunks | cmark-gfm, one render (C) | one full render | streamed | streamed ÷ cmark-gfm | streamed ÷ full render | bytes parsed ÷ size |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows {
      lines.append(
        "| \(row.name)\(row.stoppedLine.map { " (one piece from \($0.split(separator: ":")[0]))" } ?? "") | \(row.bytes / 1024) KB | \(row.chunks) | "
          + "\(ms(row.cmark)) | \(ms(row.full)) | \(ms(row.streamed)) | "
          + String(
            format: "%.1f× | %.1f× | %.2f |", row.streamed / row.cmark, row.streamed / row.full,
            row.parsedRatio))
    }
    for row in rows {
      if let stopped = row.stoppedLine { lines.append("\n\(row.name): one piece from \(stopped)") }
    }
    return lines.joined(separator: "\n")
  }

  /// The ratios as JSON lines for `--summary` (never absolute times).
  static func summary(_ rows: [Row]) -> [String: Double] {
    var summary: [String: Double] = [:]
    for row in rows {
      summary["markdown.\(row.name).streamed_over_cmark"] = row.streamed / row.cmark
      summary["markdown.\(row.name).streamed_over_full"] = row.streamed / row.full
      summary["markdown.\(row.name).parsed_over_size"] = row.parsedRatio
    }
    return summary
  }

  private static func ms(_ seconds: Double) -> String {
    seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.1f ms", seconds * 1000)
  }
}
