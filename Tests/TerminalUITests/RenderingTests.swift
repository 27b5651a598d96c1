import AgentCore
import Foundation
import Markdown
import SkillKit
import TerminalUI
import Testing

struct DisplayWidthTests {
  @Test func cjkAndEmojiTakeTwoColumns() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("开会") == 4)
    #expect(DisplayWidth.of("🎉") == 2)
    #expect(DisplayWidth.of("é") == 1)
    #expect(DisplayWidth.of("e\u{301}") == 1, "a combining mark takes none")
    #expect(DisplayWidth.of("한국") == 4)
    #expect(DisplayWidth.of("ｶ") == 1, "halfwidth katakana")
  }

  @Test func plainASCIIIsCountedAsEveryCharacterWouldBe() {
    // The byte-at-a-time count for ASCII agrees with counting each character — controls,
    // DEL, tabs and a CRLF pair (one character) included — and hands anything else over.
    for text in ["plain text", "a\tb", "\u{1B}[31m", "x\u{7F}y", "line\r\nnext", "\r", "中a", ""] {
      #expect(
        DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) },
        "\(text.debugDescription)")
    }
  }

  @Test func wrapAndTruncateRespectColumns() {
    #expect(DisplayWidth.truncate("明天上午九点", to: 7) == "明天上…")
    #expect(DisplayWidth.wrap("明天上午九点提醒我开会", to: 6) == ["明天上", "午九点", "提醒我", "开会"])
    #expect(DisplayWidth.wrap("call mom at six", to: 8) == ["call mom", "at six"])
  }
}

struct CellGridTests {
  @Test func wideCharactersNeverSplit() {
    var grid = CellGrid(width: 5, height: 1)
    let used = grid.put("开会啊", row: 0, column: 0)
    #expect(used == 4)
    #expect(grid.text == "开会")
    grid.put("x", row: 0, column: 1)
    #expect(grid.text == " x会", "overwriting half of a wide character clears it")
  }

  /// Whatever a model or a skill said lands in cells as visible characters: the writer can
  /// never send an escape sequence it did not make.
  @Test func controlCharactersAreDrawnVisibly() {
    var grid = CellGrid(width: 20, height: 1)
    grid.put("ok\r\u{1B}[2K\u{9B}x", row: 0, column: 0)
    #expect(grid.text.hasPrefix("ok␍␛[2K<U+009B>x"))
    let output = ScreenWriter(colorMode: .none).diff(from: nil, to: grid)
    // The only ESC bytes are the writer's own cursor and style sequences: none is followed by
    // "[2K" (erase line), which came from the text.
    #expect(!output.contains("\u{1B}[2K"))
    #expect(!Array(output.utf8).contains(0x0D))
  }

  @Test func aBarBackgroundKeepsTheCellsOwnColours() {
    var grid = CellGrid(width: 6, height: 1)
    grid.put("●", row: 0, column: 0, style: CellStyle(foreground: .indexed(34)))
    grid.fill(row: 0, style: .statusBar)
    #expect(grid[0, 0].style.foreground == .indexed(34))
    #expect(grid[0, 0].style.background == CellStyle.statusBar.background)
    #expect(grid[0, 5].style.background == CellStyle.statusBar.background)
  }

  @Test func writerSendsOnlyWhatChanged() {
    var before = CellGrid(width: 10, height: 2)
    before.put("hello", row: 0, column: 0)
    var after = before
    after.put("J", row: 0, column: 0)
    let writer = ScreenWriter(colorMode: .palette256)
    let output = writer.diff(from: before, to: after)
    #expect(output.contains("\u{1B}[1;1H"))
    #expect(output.contains("J"))
    #expect(!output.contains("ello"))
    #expect(writer.diff(from: after, to: after).isEmpty)
    #expect(writer.diff(from: nil, to: after).contains("\u{1B}[2J"), "unknown screens are redrawn")
  }

  @Test func noColorMeansNoColourCodes() {
    var grid = CellGrid(width: 4, height: 1)
    grid.put("ok", row: 0, column: 0, style: CellStyle(foreground: .indexed(196), bold: true))
    let plain = ScreenWriter(colorMode: .none).diff(from: nil, to: grid)
    #expect(plain.contains("\u{1B}[0;1m"))
    #expect(!plain.contains("38;"))
    #expect(ScreenWriter(colorMode: .trueColor).diff(from: nil, to: grid).contains("38;5;196"))
    #expect(ColorMode.detect(["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
    #expect(ColorMode.detect(["COLORTERM": "truecolor"]) == .trueColor)
    #expect(ColorMode.detect(["TERM": "xterm-256color"]) == .palette256)
  }
}

struct KeyDecoderTests {
  @Test func decodesKeysSequencesAndUTF8() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("a开".utf8)) == [.character("a"), .character("开")])
    #expect(
      decoder.decode([0x0D, 0x7F, 0x03, 0x0F]) == [
        .enter, .backspace, .control("c"), .control("o"),
      ])
    #expect(decoder.decode(Array("\u{1B}[A\u{1B}[5~\u{1B}[6~".utf8)) == [.up, .pageUp, .pageDown])
    #expect(
      decoder.decode(Array("\u{1B}[<64;10;5M\u{1B}[<65;10;5M".utf8)) == [.wheelUp, .wheelDown])
    #expect(decoder.decode([0x1B]) == [.escape])
  }

  @Test func sequencesSplitAcrossReadsAreJoined() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")], final: false).isEmpty)
    #expect(decoder.decode([UInt8(ascii: "B")]) == [.down])
    let bytes = Array("开".utf8)
    #expect(decoder.decode([bytes[0]], final: false).isEmpty)
    #expect(decoder.decode(Array(bytes[1...])) == [.character("开")])
  }
}

struct MarkdownTests {
  let renderer = MarkdownRenderer()

  func text(_ markdown: String, width: Int = 40) -> String {
    renderer.render(markdown, width: width).map(\.text).joined(separator: "\n")
  }

  @Test func blocksRender() {
    #expect(text("# Title") == "# Title")
    #expect(text("- one\n- two") == "• one\n• two")
    #expect(text("3. three\n4. four") == "3. three\n4. four")
    #expect(text("- [x] done\n- [ ] open") == "☑ done\n☐ open")
    #expect(text("> quoted") == "▌ quoted")
    #expect(text("```js\nlet a\n```") == "┌ js\n│ let a")
    #expect(text("[docs](https://x.dev)") == "docs (https://x.dev)")
    #expect(text("*a* **b** `c` ~~d~~") == "a b c ~d~")
    #expect(
      text("| a | b |\n|---|---|\n| 1 | 开会 |")
        == "┌───┬──────┐\n│ a │ b    │\n├───┼──────┤\n│ 1 │ 开会 │\n└───┴──────┘")
  }

  @Test func stylesAreKept() {
    let lines = renderer.render("**bold** and `code`", width: 40)
    #expect(lines.first?.runs.first?.style.bold == true)
    #expect(lines.first?.runs.last?.style == .code)
  }

  @Test func incrementalRenderingMatchesAFullRenderAndParsesLittle() {
    let document = (1...30).map {
      "## Part \($0)\n\nSome text with **bold** and a list:\n\n- a\n- b\n\n```\ncode \($0)\n```\n"
    }
    .joined(separator: "\n")
    var incremental = IncrementalMarkdown()
    var lines: [String] = []
    var index = document.startIndex
    var updates = 0
    while index < document.endIndex {
      let next =
        document.index(index, offsetBy: 8, limitedBy: document.endIndex) ?? document.endIndex
      lines = incremental.update(String(document[..<next]), width: 50).lines.map(\.text)
      index = next
      updates += 1
    }
    let full = renderer.render(document, width: 50).map(\.text)
    #expect(lines.count > 10)
    #expect(incremental.settled(width: 50).lines.map(\.text) == full)
    #expect(
      incremental.parses < updates + 200,
      "one parse per update for the tail, once per finished block")
  }
}
