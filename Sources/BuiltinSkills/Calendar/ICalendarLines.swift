/// iCalendar content lines (RFC 5545 §3.1): unfolding, folding at 75 octets, parameters and
/// text escapes.
enum ICalendarLines {
  /// One content line: `NAME;PARAM=VALUE:value`.
  struct Line: Sendable, Hashable {
    var name: String
    var parameters: [String: String]
    var value: String
    /// The line as it came (unfolded), to be written back when not understood.
    var raw: String
    /// 1-based line number in the file where it started.
    var number: Int
  }

  struct Failure: Error, CustomStringConvertible {
    var line: Int
    var reason: String
    var description: String { "line \(line): \(reason)" }
  }

  /// The longest unfolded line accepted: 1 MiB.
  static let maxLineBytes = 1 << 20

  /// Unfolded logical lines with their starting line numbers (CRLF or LF; a line that starts
  /// with a space or tab continues the previous one).
  static func unfold(_ text: String) throws -> [(text: String, number: Int)] {
    var lines: [(text: String, number: Int)] = []
    var number = 0
    // Split on the scalar: in Swift "\r\n" is one Character, which "\n" would not split.
    for physical in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var scalars = Substring.UnicodeScalarView(physical)
      if scalars.last == "\r" { scalars.removeLast() }
      let line = Substring(scalars)
      if let first = line.unicodeScalars.first, first == " " || first == "\t", !lines.isEmpty {
        lines[lines.count - 1].text += String(line.unicodeScalars.dropFirst())
        if lines[lines.count - 1].text.utf8.count > maxLineBytes {
          throw Failure(line: lines[lines.count - 1].number, reason: "a line longer than 1 MiB")
        }
      } else if !line.isEmpty {
        guard line.utf8.count <= maxLineBytes else {
          throw Failure(line: number, reason: "a line longer than 1 MiB")
        }
        lines.append((String(line), number))
      }
    }
    return lines
  }

  /// Splits `NAME;A=B;C="d:e":value`; quoted parameter values may hold `:` `;` `,`.
  static func parse(_ text: String, number: Int) throws -> Line {
    var name = ""
    var parameters: [String: String] = [:]
    var index = text.startIndex
    func fail(_ reason: String) -> Failure { Failure(line: number, reason: reason) }
    while index < text.endIndex, text[index] != ";", text[index] != ":" {
      name.append(text[index])
      index = text.index(after: index)
    }
    guard !name.isEmpty, index < text.endIndex else {
      throw fail("expected NAME:value, got \"\(text.prefix(60))\"")
    }
    while text[index] == ";" {
      index = text.index(after: index)
      var key = ""
      while index < text.endIndex, text[index] != "=" {
        key.append(text[index])
        index = text.index(after: index)
      }
      guard index < text.endIndex else { throw fail("a parameter without a value") }
      index = text.index(after: index)
      var value = ""
      var quoted = false
      while index < text.endIndex {
        let character = text[index]
        if character == "\"" {
          quoted.toggle()
        } else if !quoted && (character == ";" || character == ":") {
          break
        } else {
          value.append(character)
        }
        index = text.index(after: index)
      }
      guard index < text.endIndex else { throw fail("no ':' before the value") }
      parameters[key.uppercased()] = value
    }
    return Line(
      name: name.uppercased(), parameters: parameters,
      value: String(text[text.index(after: index)...]), raw: text, number: number)
  }

  /// TEXT values: `\\` `\;` `\,` `\n` (and `\N`).
  static func unescape(_ text: String) -> String {
    var out = ""
    var escaped = false
    for character in text {
      if escaped {
        switch character {
        case "n", "N": out.append("\n")
        default: out.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        out.append(character)
      }
    }
    return out
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": out += "\\n"
      case "\r\n": out += "\\n"
      case "\r": break
      default: out.append(character)
      }
    }
    return out
  }

  /// `line` folded at 75 octets (never inside a UTF-8 sequence), CRLF after each piece.
  static func fold(_ line: String) -> String {
    var out = ""
    var count = 0
    for scalar in line.unicodeScalars {
      let size = String(scalar).utf8.count
      if count + size > 75 {
        out += "\r\n "
        count = 1
      }
      out.unicodeScalars.append(scalar)
      count += size
    }
    return out + "\r\n"
  }
}
