import SkillKit

/// How a rule's pattern matches a shell command line (a field with `format: "command"`).
///
/// - A pattern without `*` matches the command exactly.
/// - A pattern with `*` (a prefix rule, `git log *`) never matches a command that contains a
///   shell operator or substitution — `;` `&` `|` `` ` `` `$(` `>` `<` or a line break — in an
///   allow rule: such a command is always asked about, whole. A trailing ` *` also matches the
///   bare prefix (`git log`).
/// - In deny and ask rules the pattern is also tried on every piece of the command between
///   operators, so `rm *` denies `ls; rm -rf x`.
public enum CommandRule {
  /// The scalars that chain, pipe, redirect or substitute.
  static let operators: Set<Unicode.Scalar> = [";", "&", "|", "`", ">", "<", "\n", "\r"]

  /// True when `command` contains a shell operator or a `$(` substitution.
  public static func hasOperator(_ command: String) -> Bool {
    var previous: Unicode.Scalar?
    for scalar in command.unicodeScalars {
      if operators.contains(scalar) { return true }
      if previous == "$", scalar == "(" { return true }
      previous = scalar
    }
    return false
  }

  /// Whether the rule `pattern` covers `command`. With `widening` false (an allow rule) a prefix
  /// pattern never covers a command with an operator; with `widening` true (a deny or ask
  /// rule) every piece between operators is tried too, so the rule reaches inside a chain.
  public static func matches(_ pattern: String, _ command: String, widening: Bool) -> Bool {
    let glob = GlobPattern(pattern, segments: false)
    let isPrefix = pattern.unicodeScalars.contains("*")
    func one(_ text: String) -> Bool {
      if !isPrefix { return text == pattern }
      if glob.matches(text) { return true }
      if pattern.hasSuffix(" *") { return text == String(pattern.dropLast(2)) }
      return false
    }
    if !widening {
      if isPrefix && hasOperator(command) { return false }
      return one(command)
    }
    if one(command) { return true }
    return pieces(command).contains(where: one)
  }

  /// The simple commands of a command line, split at operators, trimmed.
  static func pieces(_ command: String) -> [String] {
    var pieces: [String] = []
    var current = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    func flush() {
      let text = String(current).trimmingSpaces()
      if !text.isEmpty { pieces.append(text) }
      current = String.UnicodeScalarView()
    }
    for scalar in command.unicodeScalars {
      if operators.contains(scalar) || scalar == "(" || scalar == ")" {
        if previous == "$", scalar == "(" { current.removeLast() }
        flush()
      } else {
        current.append(scalar)
      }
      previous = scalar
    }
    flush()
    return pieces
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
