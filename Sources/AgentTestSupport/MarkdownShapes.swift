/// Markdown documents of the shapes that make a streaming renderer quadratic when it re-parses
/// an open block from its start: one long list, one long fenced code block, one long table,
/// deep nesting, one long paragraph — and a random mix of every construct, for property tests.
public enum MarkdownShapes {
  /// A named document.
  public struct Shape: Sendable {
    /// What the document is.
    public var name: String
    /// The Markdown.
    public var text: String
  }

  /// The five shapes, each about `scale` times its smallest size (1 ≈ 10–20 KB).
  public static func all(scale: Int) -> [Shape] {
    [
      Shape(name: "list of \(1000 * scale) items", text: list(items: 1000 * scale)),
      Shape(name: "code block of \(500 * scale) lines", text: codeBlock(lines: 500 * scale)),
      Shape(name: "table of \(200 * scale) rows", text: table(rows: 200 * scale)),
      Shape(name: "nesting, \(100 * scale) items 4 deep", text: nested(items: 100 * scale)),
      Shape(
        name: "one paragraph of \(200 * scale) sentences", text: paragraph(sentences: 200 * scale)),
    ]
  }

  /// A tight bulleted list (every tenth item ordered sub-items).
  public static func list(items: Int) -> String {
    var text = "Steps:\n\n"
    for index in 1...max(items, 1) {
      text += "- item \(index) with *emphasis* and `code`\n"
      if index % 10 == 0 { text += "  1. sub \(index)\n  2. sub **two**\n" }
    }
    return text
  }

  /// One fenced code block.
  public static func codeBlock(lines: Int) -> String {
    var text = "```swift\n"
    for index in 1...max(lines, 1) {
      text += "let value\(index) = compute(\(index)) // * not emphasis\n"
    }
    return text + "```\n"
  }

  /// One GFM table.
  public static func table(rows: Int) -> String {
    var text = "| id | name | note |\n| --- | :---: | ---: |\n"
    for index in 1...max(rows, 1) {
      text += "| \(index) | row **\(index)** | \(String(repeating: "x", count: index % 17)) |\n"
    }
    return text
  }

  /// Block quotes and lists four deep, with paragraphs and code inside.
  public static func nested(items: Int) -> String {
    var text = "> Notes:\n>\n"
    for index in 1...max(items, 1) {
      text += "> - level one \(index)\n>   - level two\n>     > quoted \(index) with `code`\n"
      text += ">     > 1. deep item \(index)\n>     >    more text of item \(index)\n"
      if index % 5 == 0 { text += ">     >    ```\n>     >    code \(index)\n>     >    ```\n" }
    }
    return text
  }

  /// One paragraph, no line breaks inside a sentence.
  public static func paragraph(sentences: Int) -> String {
    var text = ""
    for index in 1...max(sentences, 1) {
      text += "Sentence \(index) says *something* about `thing\(index)` and goes on. "
      if index % 7 == 0 { text += "\n" }
    }
    return text + "\n"
  }

  /// A random document mixing every block construct, nested at random.
  public static func random(seed: UInt64, blocks: Int) -> String {
    var random = SeededRandom(seed: seed)
    var text = ""
    for _ in 0..<blocks {
      text += block(&random, prefix: "", depth: 0)
      text += random.next() % 4 == 0 ? "" : "\n"
    }
    return text
  }

  private static let words = [
    "alpha", "*beta*", "`gamma`", "**delta**", "epsilon", "zeta", "~~eta~~",
    "[theta](https://x.dev)",
    "中文", "iota", "kappa_", "lambda",
  ]

  private static func sentence(_ random: inout SeededRandom) -> String {
    (0..<(1 + Int(random.next() % 8))).map { _ in words[Int(random.next() % UInt64(words.count))] }
      .joined(separator: " ")
  }

  private static func block(_ random: inout SeededRandom, prefix: String, depth: Int) -> String {
    let choice = random.next() % (depth >= 3 ? 6 : 9)
    switch choice {
    case 0, 1:
      var paragraph = prefix + sentence(&random) + "\n"
      for _ in 0..<Int(random.next() % 3) {
        // Lazy continuation lines drop the prefix now and then.
        paragraph += (random.next() % 5 == 0 ? "" : prefix) + sentence(&random) + "\n"
      }
      return paragraph
    case 2:
      return prefix + String(repeating: "#", count: 1 + Int(random.next() % 3)) + " "
        + sentence(&random) + "\n"
    case 3:
      let fence = random.next() % 2 == 0 ? "```" : "~~~~"
      var code = prefix + fence + (random.next() % 2 == 0 ? "js" : "") + "\n"
      for _ in 0..<Int(random.next() % 6) {
        code += prefix + (random.next() % 3 == 0 ? "" : "  ") + sentence(&random) + "\n"
      }
      return code + (random.next() % 6 == 0 ? "" : prefix + fence + "\n")
    case 4:
      var table = prefix + "| a | b |\n" + prefix + "|---|---|\n"
      for _ in 0..<Int(random.next() % 5) {
        table += prefix + "| " + sentence(&random) + " | x |\n"
      }
      return table
    case 5: return prefix + (random.next() % 2 == 0 ? "***" : "---") + "\n"
    case 6:
      var quote = ""
      for _ in 0..<(1 + Int(random.next() % 3)) {
        quote += block(&random, prefix: prefix + "> ", depth: depth + 1)
        if random.next() % 2 == 0 { quote += prefix + ">\n" }
      }
      return quote
    default:
      let ordered = random.next() % 2 == 0
      var list = ""
      for index in 0..<(1 + Int(random.next() % 5)) {
        let marker = ordered ? "\(index + 1). " : "- "
        let inner = block(
          &random, prefix: prefix + String(repeating: " ", count: marker.count), depth: depth + 1)
        list += prefix + marker + inner.dropFirst(prefix.count + marker.count)
        if random.next() % 3 == 0 {
          list +=
            "\n"
            + block(
              &random, prefix: prefix + String(repeating: " ", count: marker.count),
              depth: depth + 1)
        }
        if random.next() % 4 == 0 { list += "\n" }
      }
      return list
    }
  }
}
