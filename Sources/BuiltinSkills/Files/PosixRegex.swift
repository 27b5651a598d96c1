#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX extended regular expression (the C library's), matched on bytes, line by line.
/// `\d`, `\D` are rewritten to classes; `\w`, `\s`, `\b` and `\<`/`\>` are the library's.
final class PosixRegex: @unchecked Sendable {
  private var compiled = regex_t()
  /// The pattern has no special characters: matched with `memmem`, far faster.
  let literal: [UInt8]?
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
    var match = [regmatch_t(rm_so: regoff_t(start), rm_eo: regoff_t(bytes.count))]
    let base = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
    // REG_STARTEND: the range is given by the first match slot, no NUL needed.
    let status = regexec(&compiled, base, 1, &match, REG_STARTEND)
    guard status == 0 else { return nil }
    return Int(match[0].rm_so)
  }
}
