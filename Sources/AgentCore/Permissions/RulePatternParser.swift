import Foundation

/// Parses the written form of a rule pattern, with errors that say where and why.
public enum RulePatternParser {
  /// A pattern that cannot be read.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var pattern: String
    public var reason: String

    public init(pattern: String, reason: String) {
      self.pattern = pattern
      self.reason = reason
    }

    public var description: String { "invalid rule \"\(pattern)\": \(reason)" }
  }

  /// The skill pattern and field patterns of `text`.
  public static func parse(_ text: String) throws -> (
    skill: String, fields: [(name: String, pattern: String)]
  ) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    func fail(_ reason: String) -> ParseError { ParseError(pattern: text, reason: reason) }
    guard let open = trimmed.firstIndex(of: "(") else {
      try checkSkill(trimmed, fail)
      return (trimmed, [])
    }
    let skill = String(trimmed[..<open]).trimmingCharacters(in: .whitespaces)
    try checkSkill(skill, fail)
    guard trimmed.hasSuffix(")") else { throw fail("expected ')' at the end") }
    let body = Array(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    var fields: [(name: String, pattern: String)] = []
    var index = 0
    func skipSpaces() { while index < body.count, body[index] == " " { index += 1 } }
    while true {
      skipSpaces()
      var name = ""
      while index < body.count, body[index].isLetter || body[index].isNumber || body[index] == "_" {
        name.append(body[index])
        index += 1
      }
      guard !name.isEmpty, name.first?.isNumber == false else {
        throw fail("expected a field name")
      }
      skipSpaces()
      guard index < body.count, body[index] == ":" else { throw fail("expected ':' after \(name)") }
      index += 1
      skipSpaces()
      var value = ""
      if index < body.count, body[index] == "\"" {
        index += 1
        var closed = false
        while index < body.count {
          let character = body[index]
          index += 1
          if character == "\\" {
            guard index < body.count else { break }
            value.append(body[index])
            index += 1
          } else if character == "\"" {
            closed = true
            break
          } else {
            value.append(character)
          }
        }
        guard closed else { throw fail("unterminated quote in \(name)") }
      } else {
        // A bare value runs to the next comma; inner spaces are kept, outer ones dropped.
        while index < body.count, body[index] != "," {
          guard body[index] != "\"", body[index] != "(", body[index] != ")" else {
            throw fail("unexpected \(body[index]) in the value of \(name); quote it")
          }
          value.append(body[index])
          index += 1
        }
        value = value.trimmingCharacters(in: .whitespaces)
      }
      guard !value.isEmpty else { throw fail("empty pattern for \(name)") }
      guard !fields.contains(where: { $0.name == name }) else { throw fail("\(name) given twice") }
      fields.append((name, value))
      skipSpaces()
      if index == body.count { break }
      guard body[index] == "," else { throw fail("expected ',' between fields") }
      index += 1
    }
    return (skill, fields)
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
