import CWidth

/// Terminal column widths of text: CJK and emoji take two columns, combining marks none.
public enum DisplayWidth {
  /// The columns `character` takes (a grapheme cluster: its first visible scalar decides).
  public static func of(_ character: Character) -> Int {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      return byte >= 0x20 && byte != 0x7F ? 1 : 0
    }
    if character.isASCII {
      return character.asciiValue.map { $0 >= 0x20 && $0 != 0x7F ? 1 : 0 } ?? 1
    }
    for scalar in character.unicodeScalars {
      let width = Int(ask_display_width(scalar.value))
      if width > 0 { return min(width, 2) }
    }
    return 0
  }

  /// The columns `text` takes.
  public static func of(_ text: String) -> Int {
    var columns = 0
    for byte in text.utf8 {
      // Plain ASCII (no carriage return, which joins a line feed): one column a byte.
      guard byte < 0x80, byte != 0x0D else { return text.reduce(0) { $0 + of($1) } }
      if byte >= 0x20 && byte != 0x7F { columns += 1 }
    }
    return columns
  }

  /// `text` cut to at most `columns`, with `…` when something was cut.
  public static func truncate(_ text: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard of(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// `text` wrapped into lines of at most `columns`, breaking at spaces where possible and
  /// anywhere in CJK text.
  public static func wrap(_ text: String, to columns: Int) -> [String] {
    guard columns > 0 else { return [text] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var width = 0
      var lastSpace: String.Index?
      for character in paragraph {
        let characterWidth = of(character)
        if width + characterWidth > columns {
          if let space = lastSpace, character != " " {
            let head = String(line[..<space])
            let tail = String(line[line.index(after: space)...])
            lines.append(head)
            line = tail
            width = of(tail)
          } else {
            lines.append(line)
            line = ""
            width = 0
          }
          lastSpace = nil
          if character == " " { continue }
        }
        if character == " " { lastSpace = line.endIndex }
        line.append(character)
        width += characterWidth
      }
      lines.append(line)
    }
    return lines
  }
}
