import Foundation

/// Parses the written form of a rule pattern, with errors that say where and why.
public enum RulePatternParser {
  /// A pattern that cannot be read.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String
    /// What is wrong with it.
    public var reason: String

    /// A pattern that cannot be read, and why.
    public init(pattern: String, reason: String) {
      self.pattern = pattern
      self.reason = reason
    }

    /// `invalid rule "…": why`.
    public var description: String { "invalid rule \"\(pattern)\": \(reason)" }
  }

  /// The longest pattern accepted, in scalars: rules are typed by people, and matching
  /// costs the pattern's length per character of input.
  public static let maxLength = 4096

  /// The skill pattern and field patterns of `text`.
  ///
  /// Parsed over Unicode scalars, so that a combining mark can never merge with a quote,
  /// a comma or a parenthesis. A bare value runs to the next comma with outer spaces dropped;
  /// a quoted value keeps every scalar, with `\\` and `\"` as its only escapes.
  public static func parse(_ text: String) throws -> (
    skill: String, fields: [(name: String, pattern: String)]
  ) {
    func fail(_ reason: String) -> ParseError { ParseError(pattern: text, reason: reason) }
    let all = Array(text.unicodeScalars)
    guard all.count <= maxLength else {
      throw fail("longer than \(maxLength) characters")
    }
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    var lower = 0
    var upper = all.count
    while lower < upper, isSpace(all[lower]) { lower += 1 }
    while upper > lower, isSpace(all[upper - 1]) { upper -= 1 }
    let trimmed = all[lower..<upper]
    guard let open = trimmed.firstIndex(of: "(") else {
      let skill = Self.string(trimmed)
      try checkSkill(skill, fail)
      return (skill, [])
    }
    let skill = Self.string(trimmed[lower..<open]).trimmingCharacters(in: .whitespaces)
    try checkSkill(skill, fail)
    guard trimmed.last == ")" else { throw fail("expected ')' at the end") }
    let body = Array(trimmed[(open + 1)..<(upper - 1)])
    // `sandbox(network)`, `sandbox("write /x/*")`: a rule on leaving the sandbox names one
    // capability, with no field name.
    if skill == SandboxQuestion.ruleSkill {
      return (skill, [(SandboxQuestion.field, try capability(body, fail))])
    }
    var fields: [(name: String, pattern: String)] = []
    var index = 0
    func skipSpaces() { while index < body.count, isSpace(body[index]) { index += 1 } }
    while true {
      skipSpaces()
      var name = String.UnicodeScalarView()
      while index < body.count, Self.isNameScalar(body[index]) {
        name.append(body[index])
        index += 1
      }
      guard let first = name.first, !("0"..."9").contains(first) else {
        throw fail("expected a field name")
      }
      let fieldName = String(name)
      skipSpaces()
      guard index < body.count, body[index] == ":" else {
        throw fail("expected ':' after \(fieldName)")
      }
      index += 1
      skipSpaces()
      var value = String.UnicodeScalarView()
      if index < body.count, body[index] == "\"" {
        index += 1
        var closed = false
        while index < body.count {
          let scalar = body[index]
          index += 1
          if scalar == "\\" {
            guard index < body.count else { break }
            value.append(body[index])
            index += 1
          } else if scalar == "\"" {
            closed = true
            break
          } else {
            value.append(scalar)
          }
        }
        guard closed else { throw fail("unterminated quote in \(fieldName)") }
      } else {
        while index < body.count, body[index] != "," {
          let scalar = body[index]
          guard scalar != "\"", scalar != "(", scalar != ")", scalar != "\\" else {
            throw fail("unexpected \(scalar) in the value of \(fieldName); quote it")
          }
          value.append(scalar)
          index += 1
        }
        while let last = value.last, isSpace(last) { value.removeLast() }
      }
      guard !value.isEmpty else { throw fail("empty pattern for \(fieldName)") }
      guard !fields.contains(where: { $0.name == fieldName }) else {
        throw fail("\(fieldName) given twice")
      }
      fields.append((fieldName, String(value)))
      skipSpaces()
      if index == body.count { break }
      guard body[index] == "," else { throw fail("expected ',' between fields") }
      index += 1
    }
    return (skill, fields)
  }

  /// The capability of a sandbox rule: bare (`network`) or quoted (`"write /x"`).
  private static func capability(_ body: [Unicode.Scalar], _ fail: (String) -> ParseError)
    throws -> String
  {
    var text = String(String.UnicodeScalarView(body)).trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("\"") {
      guard text.count >= 2, text.hasSuffix("\"") else {
        throw fail("unterminated quote in the capability")
      }
      text = String(text.dropFirst().dropLast())
        .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    } else if text.unicodeScalars.contains(where: { "\"()\\ ".unicodeScalars.contains($0) }) {
      throw fail("a capability with spaces or quotes is quoted: sandbox(\"write /path\")")
    }
    guard text == "network" || ["write /", "read /"].contains(where: { text.hasPrefix($0) }) else {
      throw fail("a sandbox rule names network, \"write /path\" or \"read /path\", not \"\(text)\"")
    }
    return text
  }

  /// Scalars a bare (unquoted) value may hold; the written form quotes anything else.
  public static func isBareScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || "._-/*?@+=~%#:".unicodeScalars.contains(scalar))
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_")
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  private static func checkSkill(_ skill: String, _ fail: (String) -> ParseError) throws {
    guard !skill.isEmpty else { throw fail("no skill id") }
    if skill == "*" { return }
    let base = skill.hasSuffix(".*") ? String(skill.dropLast(2)) : skill
    let valid = base.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      !part.isEmpty
        && part.allSatisfy {
          $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_" || $0 == "-")
        }
    }
    guard valid else {
      throw fail(
        "\"\(skill)\" is not a skill id (lowercase words joined by dots, or a prefix ending in .*)")
    }
  }
}
