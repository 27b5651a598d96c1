import AgentTestSupport
import Foundation
import Markdown
import Testing

@testable import TerminalUI

/// Streaming Markdown renders exactly what one render of the whole text shows, on every
/// shape, and parses each byte a bounded number of times.
@Suite struct IncrementalMarkdownTests {
  let renderer = MarkdownRenderer()

  /// Lines with neighbouring runs of one style merged: the same cells on screen.
  static func normalized(_ lines: [StyledLine]) -> [[StyledRun]] {
    lines.map { line in
      var runs: [StyledRun] = []
      for run in line.runs where !run.text.isEmpty {
        if let last = runs.last, last.style == run.style {
          runs[runs.count - 1].text += run.text
        } else {
          runs.append(run)
        }
      }
      return runs
    }
  }

  /// Streams `text` in chunks of `sizes` (cycled) and returns the settled lines and the
  /// renderer.
  static func stream(_ text: String, sizes: [Int], width: Int) -> (
    [StyledLine], IncrementalMarkdown
  ) {
    var incremental = IncrementalMarkdown()
    // Chunks of about `size` bytes, never splitting a character (deltas are strings).
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    var turn = 0
    while index < scalars.endIndex {
      var end = index
      var bytes = 0
      while end < scalars.endIndex, bytes < sizes[turn % sizes.count] {
        bytes += String(scalars[end]).utf8.count
        end = scalars.index(after: end)
      }
      _ = incremental.append(String(scalars[index..<end]), width: width)
      index = end
      turn += 1
    }
    return (incremental.settled(width: width).lines, incremental)
  }

  @discardableResult
  func expectSame(_ text: String, sizes: [Int], width: Int = 60, _ comment: String = "") -> Bool {
    let (lines, _) = Self.stream(text, sizes: sizes, width: width)
    let full = renderer.render(text, width: width)
    guard Self.normalized(lines) != Self.normalized(full) else { return true }
    let got = lines.map(\.text)
    let want = full.map(\.text)
    let first =
      zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(got.count, want.count)
    if ProcessInfo.processInfo.environment["MARKDOWN_DEBUG"] != nil {
      let report =
        "\(text)\n--- got\n\(got.joined(separator: "\n"))\n--- want\n\(want.joined(separator: "\n"))\n"
      try? report.write(
        toFile: "/tmp/markdown-\(comment.filter { $0.isLetter || $0.isNumber }).txt",
        atomically: true, encoding: .utf8)
    }
    let shown = ""
    Issue.record(
      "\(comment) chunks \(sizes) width \(width): line \(first) got \(got.dropFirst(first).prefix(3)) want \(want.dropFirst(first).prefix(3))\(shown)"
    )
    return false
  }

  static let tricky: [String] = [
    "- a\n- b\n\n- c\n  continued\n\n  second paragraph\n- d\n",
    "1. one\n1. two\n1. three\n\n   para in three\n4. four\n",
    "9. nine\n10. ten\n    more of ten\n11. eleven\n",
    "> quote\n> - a\n> - b\n>\n> after list\n\nout\n",
    "> lazy\ncontinuation\n> more\n\n> second quote\n",
    "- a\n  - b\n  - c\n    - d\n- e\n",
    "- item\n\n  ```\n  code\n\n  more\n  ```\n- next\n",
    "```\nfence\n  inner\n\n```\nafter\n",
    "  ```\n  indented fence\n   three\n ```\n",
    "    indented\n\n    code\ntext\n",
    "para\n---\nnext\n===\n",
    "para\n***\nafter\n",
    "text\n# heading\ntext\n- list\n1. ordered\n2. two\n",
    "text\n2. not a list\n- \n",
    "-\n  late content\n- b\n",
    "-\n\n  not in item\n",
    "| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | longer cell |\n\nafter\n",
    "| a | b |\n|---|---|\n| 1 | 2 |\nno pipe row\n# head\n",
    "header\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    "> | a | b |\n> |---|---|\n> | 1 | 2 |\n> | 3 | 4 |\n",
    "- | a |\n  |---|\n  | 1 |\n  | 2 |\n",
    "- [ ] task\n- [x] done\n- plain\n",
    "> > deep\n> > - x\n> >   - y\n> >     > z\n> >     > w\n",
    "text with <b>html</b>\n\n<div>\nblock\n</div>\n\n- after\n",
    "[ref]: https://x.dev\n\nuse [ref]\n",
    "use [later] and [Later][] and [x][LATER]\n\n- [later] in a list\n\n| a |\n|---|\n| [later] |\n\n[later]: https://later.dev \"Title\"\n[later]: https://second.dev\n",
    "[a]: /a\n[b]: </b c> 'title'\n# [a] and [b]\n[c]:\n/multi-line\n\n[c]\n",
    "[t]: /t\n\"maybe a title\"\n\n[t]\n",
    "para\n[not]: /a-definition\n\n[not]\n",
    "> [q]: /quoted\n\n[q]\n",
    "tab\tinside\n\n-\tlist with tab\n",
    "~~~\n```\nnot closed by backticks\n~~~\n",
    "````\n```\n````\n",
    "* a\n+ b\n- c\n",
    "1. a\n1) b\n",
    "- a\n\n\n- b\n",
    "> a\n>\n> - b\n> - c\n>\n> d\n",
    "para\n    not code\n",
    "   - three spaces\n     continued\n   - next\n",
    "- a\n -b\n",
    "中文段落，**粗体**和`代码`。\n\n- 项目一\n- 项目二\n",
    "no newline at end",
    "",
    "\n\n\n",
    "- \n  a\n",
    "```\nunclosed",
    "> ```\n> code\nlazy?\n",
    "1. a\n\n   ```\n   x\n   ```\n2. b\n",
    "<!-- a comment\n\n- not a list\n-->\n- a list\n\ntext\n",
    "<!--introduced_in=v0.10.0-->\n\n# Title\n\n<!-- YAML\nadded: v1\n-->\n\n* `x` {string}\n",
    "<script>\n# not a heading\n\n</script>\nafter\n",
    "<a id=\"x\"></a>\n## heading\n\n<a id=\"y\">\n\n- item\n",
    "para\n<a id=\"z\">\nstill para\n\n<div>\n*html*\n</div>\n",
    "> <details>\n> <summary>s</summary>\n>\n> - inside\n",
    "- <!-- c\n  - x\n  -->\n- y\n",
    "<pre>\ncode\n</pre> trailing\n- z\n",
    "<textarea>\n\n# x\n</textarea>\n",
  ]

  // The long tests below give the cooperative pool back after each document: they run for
  // seconds, and two of them at once on a two-core machine would otherwise keep every thread
  // from the suite's timing-sensitive process tests.
  @Test func trickyDocumentsRenderExactlyInEveryChunking() async {
    for (index, text) in Self.tricky.enumerated() {
      await Task.yield()
      for sizes in [[1], [3], [8], [64], [2, 7, 1, 13], [100_000]] {
        expectSame(text, sizes: sizes, "tricky \(index)")
      }
    }
  }

  @Test func randomDocumentsRenderExactly() async {
    var failures = 0
    var followed = 0
    for seed in 0..<300 where failures < 3 {
      await Task.yield()
      let text = MarkdownShapes.random(seed: UInt64(seed), blocks: 12)
      if !expectSame(text, sizes: [1 + seed % 11, 5, 2], width: 30 + seed % 70, "seed \(seed)") {
        failures += 1
      }
      if Self.stream(text, sizes: [64], width: 60).1.followsStructure { followed += 1 }
    }
    // Most documents are cut into pieces (the rest fell back to one piece, also exact).
    #expect(followed >= 200, "\(followed) of 300 followed")
  }

  @Test func theRepositoryDocumentsRenderExactly() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var checked = 0
    for name in ["README.md", "BENCHMARKS.md", "docs/http-api.md", "docs/troubleshooting.md"] {
      await Task.yield()
      guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      else { continue }
      expectSame(text, sizes: [8], width: 80, name)
      checked += 1
    }
    #expect(checked >= 3)
  }

  /// The shapes the old renderer was quadratic on: exact, and each byte parsed a bounded
  /// number of times (a count, not a time: the same on every machine).
  @Test func everyShapeIsExactAndParsesEachByteABoundedNumberOfTimes() async {
    for shape in MarkdownShapes.all(scale: 1) {
      await Task.yield()
      let (lines, incremental) = Self.stream(shape.text, sizes: [8], width: 100)
      #expect(
        Self.normalized(lines) == Self.normalized(renderer.render(shape.text, width: 100)),
        "\(shape.name)")
      #expect(incremental.followsStructure, "\(shape.name)")
      let ratio = Double(incremental.parsedBytes) / Double(shape.text.utf8.count)
      #expect(ratio < Self.parsedBytesLimit, "\(shape.name): each byte parsed \(ratio) times")
    }
  }

  /// The documented bound (BENCHMARKS.md): bytes parsed over bytes streamed.
  static let parsedBytesLimit = 8.0

  @Test func aWidthChangeRendersEverythingAgainAtTheNewWidth() {
    let text = MarkdownShapes.random(seed: 7, blocks: 20) + MarkdownShapes.table(rows: 5)
    var incremental = IncrementalMarkdown()
    let half = text.utf8.count / 2
    _ = incremental.update(String(decoding: Array(text.utf8)[..<half], as: UTF8.self), width: 80)
    _ = incremental.update(text, width: 40)
    #expect(
      Self.normalized(incremental.settled(width: 40).lines)
        == Self.normalized(renderer.render(text, width: 40)))
  }

  @Test func textNotParsedYetIsShownAsItIs() {
    var incremental = IncrementalMarkdown()
    let long = String(repeating: "word ", count: 400)
    _ = incremental.append(long, width: 80)
    let rendered = incremental.append("**tail**", width: 80)
    #expect(rendered.pending.map(\.text).joined().contains("**tail**"))
    #expect(incremental.settled(width: 80).pending.isEmpty)
  }

  @Test func aShorterTextStartsOver() {
    var incremental = IncrementalMarkdown()
    _ = incremental.update("- a\n- b\n", width: 40)
    let lines = incremental.update("x", width: 40)
    #expect(lines.lines.map(\.text) == ["x"])
  }

  @Test func taskAndBulletMarkersAreEquallyWide() {
    // A cut inside a task list indents the rest as wide as a bullet.
    #expect(DisplayWidth.of("☐ ") == DisplayWidth.of("• "))
    #expect(DisplayWidth.of("☑ ") == DisplayWidth.of("• "))
  }
}
