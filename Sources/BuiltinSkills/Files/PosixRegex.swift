#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX extended regular expression (the C library's), matched on bytes, line by line.
/// `\d`, `\D` are rewritten to classes; `\w`, `\s`, `\b` and `\<`/`\>` are the library's.
///
/// Unchecked Sendable: the compiled expression is never changed after `init`, and glibc's
/// `regexec` may run on one from several threads (it locks what it shares); each search makes
/// its own.
///
/// Like grep, it looks for a piece of text every match must contain first (`#define ` in
/// `^#define [A-Z_]+_H$`) and runs the regular expression only on the lines that hold it.
final class PosixRegex: @unchecked Sendable {
  private var compiled = regex_t()
  /// The pattern has no special characters: matched with a byte search, far faster.
  let literal: [UInt8]?
  /// Bytes every match contains (ASCII letters folded when the case is ignored), if any.
  let required: [UInt8]?
  let ignoresCase: Bool

  struct CompileError: Error, CustomStringConvertible {
    var pattern: String
    var reason: String
    var description: String { "the regular expression \(pattern) does not compile: \(reason)" }
  }

  init(_ pattern: String, ignoreCase: Bool) throws {
    ignoresCase = ignoreCase
    let special = "\\^$.|?*+()[]{}"
    literal =
      !ignoreCase && !pattern.contains(where: { special.contains($0) }) ? Array(pattern.utf8) : nil
    let piece = Self.requiredLiteral(pattern)
    required = piece.isEmpty ? nil : (ignoreCase ? piece.map(Self.fold) : piece)
    let rewritten = Self.rewrite(pattern)
    var flags = REG_EXTENDED | REG_NEWLINE
    if ignoreCase { flags |= REG_ICASE }
    let status = regcomp(&compiled, rewritten, flags)
    guard status == 0 else {
      var buffer = [CChar](repeating: 0, count: 256)
      regerror(status, &compiled, &buffer, buffer.count)
      let reason = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      throw CompileError(pattern: pattern, reason: String(decoding: reason, as: UTF8.self))
    }
  }

  deinit { regfree(&compiled) }

  private static func rewrite(_ pattern: String) -> String {
    var out = ""
    var escaped = false
    for character in pattern {
      if escaped {
        switch character {
        case "d": out += "[0-9]"
        case "D": out += "[^0-9]"
        case "t": out += "\t"
        default: out += "\\" + String(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        out.append(character)
      }
    }
    if escaped { out += "\\\\" }
    return out
  }

  /// The offset of the first match at or after `start`, which must begin a line.
  func firstMatch(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    if let literal {
      return ByteSearch.find(literal, in: bytes, from: start)
    }
    guard let required else { return execute(bytes, start..<bytes.count) }
    var cursor = start
    while let hit = find(required, in: bytes, from: cursor) {
      var lineStart = hit
      while lineStart > cursor, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
      var lineEnd = hit
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      if let found = execute(bytes, lineStart..<lineEnd) { return found }
      cursor = lineEnd + 1
      if cursor >= bytes.count { return nil }
    }
    return nil
  }

  /// The library's match in `range` (REG_STARTEND: no NUL needed, the bytes before are seen).
  private func execute(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
    var match = [regmatch_t(rm_so: regoff_t(range.lowerBound), rm_eo: regoff_t(range.upperBound))]
    let base = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
    guard regexec(&compiled, base, 1, &match, REG_STARTEND) == 0 else { return nil }
    return Int(match[0].rm_so)
  }

  /// The first offset of `needle` at or after `start`; with the case ignored, `memchr` runs on
  /// one byte of the needle that has no case (not space when it can), or on both cases of its
  /// first letter, and the window around each hit is compared folded.
  private func find(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard ignoresCase else { return ByteSearch.find(needle, in: bytes, from: start) }
    let count = needle.count
    guard count > 0, start + count <= bytes.count, let base = bytes.baseAddress else { return nil }
    func matches(at position: Int) -> Bool {
      guard position >= start, position + count <= bytes.count else { return false }
      for offset in 0..<count where Self.fold(bytes[position + offset]) != needle[offset] {
        return false
      }
      return true
    }
    let isLetter = { (byte: UInt8) in (97...122).contains(byte) }
    let anchor =
      needle.indices.first { !isLetter(needle[$0]) && needle[$0] != 0x20 }
      ?? needle.indices.first { !isLetter(needle[$0]) }
    if let anchor {
      var cursor = start + anchor
      while cursor < bytes.count,
        let hit = memchr(base + cursor, Int32(needle[anchor]), bytes.count - cursor)
      {
        let position = base.distance(to: UnsafeRawPointer(hit))
        if matches(at: position - anchor) { return position - anchor }
        cursor = position + 1
      }
      return nil
    }
    // Every byte is a letter: the first one in either case.
    let lower = Int32(needle[0])
    let upper = Int32(needle[0] - 32)
    var cursor = start
    while cursor + count <= bytes.count {
      let remaining = bytes.count - cursor
      let a = memchr(base + cursor, lower, remaining).map {
        base.distance(to: UnsafeRawPointer($0))
      }
      let b = memchr(base + cursor, upper, remaining).map {
        base.distance(to: UnsafeRawPointer($0))
      }
      guard let position = [a, b].compactMap({ $0 }).min() else { return nil }
      if matches(at: position) { return position }
      cursor = position + 1
    }
    return nil
  }

  /// ASCII upper case to lower case; every other byte as it is.
  @inline(__always)
  static func fold(_ byte: UInt8) -> UInt8 {
    byte &- 65 < 26 ? byte | 0x20 : byte
  }

  /// The longest run of plain characters every match must contain: nothing when the pattern
  /// has an alternative (`|`); characters made optional by `?`, `*` or `{` are left out,
  /// groups and classes end a run.
  static func requiredLiteral(_ pattern: String) -> [UInt8] {
    let bytes = Array(pattern.utf8)
    if bytes.contains(UInt8(ascii: "|")) { return [] }
    var best: [UInt8] = []
    var run: [UInt8] = []
    func close() {
      if run.count > best.count { best = run }
      run = []
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else { return best }
        let next = bytes[index + 1]
        if Array(".[](){}*+?^$|\\/-".utf8).contains(next) {
          run.append(next)
        } else {
          close()
        }
        index += 2
        continue
      case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "{"):
        if !run.isEmpty { run.removeLast() }
        close()
        if byte == UInt8(ascii: "{") {
          while index < bytes.count, bytes[index] != UInt8(ascii: "}") { index += 1 }
        }
      case UInt8(ascii: "+"):
        close()
      case UInt8(ascii: "["):
        close()
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
          // `[:digit:]`, `[=e=]`, `[.-.]` inside a class end with their own `:]`.
          if bytes[index] == UInt8(ascii: "["), index + 1 < bytes.count,
            Array(":=.".utf8).contains(bytes[index + 1])
          {
            let kind = bytes[index + 1]
            index += 2
            while index + 1 < bytes.count,
              !(bytes[index] == kind && bytes[index + 1] == UInt8(ascii: "]"))
            {
              index += 1
            }
            index += 2
            continue
          }
          index += 1
        }
      // A class followed by a quantifier is still not in the run.
      case UInt8(ascii: "("):
        // A group may be optional or repeated: skip it whole.
        close()
        var depth = 0
        while index < bytes.count {
          if bytes[index] == UInt8(ascii: "\\") {
            index += 2
            continue
          }
          if bytes[index] == UInt8(ascii: "(") { depth += 1 }
          if bytes[index] == UInt8(ascii: ")") {
            depth -= 1
            if depth == 0 { break }
          }
          index += 1
        }
      case UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: ")"):
        close()
      default:
        // A character followed by ? * { is optional: decided when that is read.
        run.append(byte)
      }
      index += 1
    }
    close()
    return best
  }
}
