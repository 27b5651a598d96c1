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
  /// with a space or tab continues the previous one). Works on the UTF-8 bytes: in Swift
  /// "\r\n" is one Character, and byte slices stay fast on big files.
  static func unfold(_ text: String) throws -> [(text: String, number: Int)] {
    var lines: [(text: String, number: Int)] = []
    var current: [UInt8] = []
    var currentNumber = 0
    var number = 0
    func finish() {
      if !current.isEmpty {
        lines.append((String(decoding: current, as: UTF8.self), currentNumber))
      }
      current.removeAll(keepingCapacity: true)
    }
    var bytes = Array(text.utf8)
    if bytes.last != 0x0A { bytes.append(0x0A) }
    var start = 0
    while start < bytes.count {
      var end = start
      while bytes[end] != 0x0A { end += 1 }
      number += 1
      var stop = end
      if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
      if stop > start {
        let first = bytes[start]
        if (first == 0x20 || first == 0x09) && !(current.isEmpty && lines.isEmpty) {
          current += bytes[(start + 1)..<stop]
        } else {
          finish()
          current += bytes[start..<stop]
          currentNumber = number
        }
        if current.count > maxLineBytes {
          throw Failure(line: currentNumber, reason: "a line longer than 1 MiB")
        }
      }
      start = end + 1
    }
    finish()
    return lines
  }

  /// Splits `NAME;A=B;C="d:e":value`; quoted parameter values may hold `:` `;` `,`.
  static func parse(_ text: String, number: Int) throws -> Line {
    func fail(_ reason: String) -> Failure { Failure(line: number, reason: reason) }
    let bytes = Array(text.utf8)
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    let colon = UInt8(ascii: ":")
    let semicolon = UInt8(ascii: ";")
    var index = 0
    while index < bytes.count, bytes[index] != semicolon, bytes[index] != colon { index += 1 }
    guard index > 0, index < bytes.count else {
      throw fail("expected NAME:value, got \"\(text.prefix(60))\"")
    }
    let name = string(0..<index).uppercased()
    var parameters: [String: String] = [:]
    while bytes[index] == semicolon {
      index += 1
      let keyStart = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "=") { index += 1 }
      guard index < bytes.count else { throw fail("a parameter without a value") }
      let key = string(keyStart..<index).uppercased()
      index += 1
      var value: [UInt8] = []
      var quoted = false
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          quoted.toggle()
        } else if !quoted && (byte == semicolon || byte == colon) {
          break
        } else {
          value.append(byte)
        }
        index += 1
      }
      guard index < bytes.count else { throw fail("no ':' before the value") }
      parameters[key] = String(decoding: value, as: UTF8.self)
    }
    return Line(
      name: name, parameters: parameters, value: string((index + 1)..<bytes.count), raw: text,
      number: number)
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
