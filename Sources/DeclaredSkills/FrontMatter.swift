import Foundation
import SkillKit

/// The YAML front matter of a SKILL.md, read as the subset skill files use: block maps and
/// lists by indentation, plain, quoted and block (`|`, `>`) scalars, comments, and JSON flow
/// values (`input-schema: {"type": "object", …}`, which may span lines). Anything else is an
/// error naming the line.
struct FrontMatter {
  struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based, counted in the whole SKILL.md (the opening `---` is line 1).
    var line: Int
    var key: String?
    var message: String

    var description: String {
      "line \(line)" + (key.map { ", key \"\($0)\"" } ?? "") + ": \(message)"
    }
  }

  /// Splits a SKILL.md into its front matter (as JSON) and its body.
  static func split(_ text: String) throws -> (JSONValue, body: String) {
    let (value, body, _) = try read(text)
    return (value, body)
  }

  /// `split`, with the order the members of each map called `properties` were written in, by
  /// where it lies (`input-schema.properties`): what the JSON value forgets.
  static func read(_ text: String) throws -> (
    JSONValue, body: String, propertyOrders: [String: [String]]
  ) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
    guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else {
      throw ParseError(
        line: 1, key: nil, message: "a SKILL.md starts with a --- line, then the front matter")
    }
    guard
      let end = lines.dropFirst().firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "---"
      })
    else {
      throw ParseError(
        line: lines.count, key: nil, message: "the front matter has no closing --- line")
    }
    var parser = FrontMatter(lines: Array(lines[1..<end]), offset: 2)
    let value = try parser.parseBlock(indent: 0, path: "")
    guard case .object = value else {
      throw ParseError(line: 2, key: nil, message: "the front matter must be key: value pairs")
    }
    return (value, lines[(end + 1)...].joined(separator: "\n"), parser.orders)
  }

  private let lines: [String]
  private let offset: Int
  private var index = 0
  /// The members of each map called `properties` in the order written, by where it lies.
  private var orders: [String: [String]] = [:]

  private init(lines: [String], offset: Int) {
    self.lines = lines
    self.offset = offset
  }

  private func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }

  private func isBlank(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || trimmed.hasPrefix("#")
  }

  private mutating func skipBlank() {
    while index < lines.count, isBlank(lines[index]) { index += 1 }
  }

  private func fail(_ message: String, key: String? = nil, at line: Int? = nil) -> ParseError {
    ParseError(line: (line ?? index) + offset, key: key, message: message)
  }

  /// A map or a list at `indent` (or deeper, for the first line).
  private mutating func parseBlock(indent: Int, path: String) throws -> JSONValue {
    skipBlank()
    guard index < lines.count else { return .object([:]) }
    if lines[index].contains("\t")
      && lines[index].prefix(while: { $0 == " " || $0 == "\t" }).contains("\t")
    {
      throw fail("indent with spaces, not tabs")
    }
    let level = indentation(lines[index])
    guard level >= indent else { return .object([:]) }
    let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
    if trimmed == "-" || trimmed.hasPrefix("- ") { return try parseList(level: level, path: path) }
    return try parseMap(level: level, path: path)
  }

  private mutating func parseMap(level: Int, path: String) throws -> JSONValue {
    var members: [String: JSONValue] = [:]
    var written: [String] = []
    defer { if path == "properties" || path.hasSuffix(".properties") { orders[path] = written } }
    while true {
      skipBlank()
      guard index < lines.count else { break }
      let line = lines[index]
      let here = indentation(line)
      if here < level { break }
      guard here == level else { throw fail("unexpected indentation") }
      let content = String(line.dropFirst(here))
      guard let colon = Self.keyColon(content) else {
        throw fail("expected key: value")
      }
      var key = String(content[..<colon]).trimmingCharacters(in: .whitespaces)
      if key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first {
        key = String(key.dropFirst().dropLast())
      }
      guard !key.isEmpty else { throw fail("a key is empty") }
      guard members[key] == nil else { throw fail("appears twice", key: key) }
      let rest = String(content[content.index(after: colon)...]).trimmingCharacters(
        in: .whitespaces)
      let line0 = index
      index += 1
      do {
        written.append(key)
        members[key] = try parseValue(
          rest, level: level, path: path.isEmpty ? key : "\(path).\(key)")
      } catch var error as ParseError {
        if error.key == nil { error.key = key }
        throw error
      } catch {
        throw fail("\(error)", key: key, at: line0)
      }
    }
    return .object(members)
  }

  private mutating func parseList(level: Int, path: String) throws -> JSONValue {
    var items: [JSONValue] = []
    while true {
      skipBlank()
      guard index < lines.count else { break }
      let line = lines[index]
      let here = indentation(line)
      if here < level { break }
      guard here == level else { throw fail("unexpected indentation") }
      let content = line.dropFirst(here).trimmingCharacters(in: .whitespaces)
      guard content == "-" || content.hasPrefix("- ") else { break }
      let rest = String(content.dropFirst()).trimmingCharacters(in: .whitespaces)
      index += 1
      if !rest.isEmpty, Self.keyColon(rest) != nil, !rest.hasPrefix("{"), !rest.hasPrefix("\"") {
        throw fail(
          "a map inside a list item is not supported here; use JSON flow, like - {\"a\": 1}")
      }
      items.append(try parseValue(rest, level: level, path: "\(path)[\(items.count)]"))
    }
    return .array(items)
  }

  /// The value after `key:` (or `- `) whose line has `level` indentation.
  private mutating func parseValue(_ text: String, level: Int, path: String) throws -> JSONValue {
    let value = Self.stripComment(text)
    if value.isEmpty {
      skipBlank()
      guard index < lines.count, indentation(lines[index]) > level else { return .null }
      return try parseBlock(indent: level + 1, path: path)
    }
    if value == "|" || value == ">" || value.hasPrefix("|") || value.hasPrefix(">") {
      return .string(
        blockScalar(folded: value.hasPrefix(">"), level: level, keep: value.hasSuffix("+")))
    }
    if value.hasPrefix("{") || value.hasPrefix("[") {
      // JSON flow, possibly over several lines until it parses.
      var collected = value
      let start = index - 1
      while true {
        if let parsed = try? JSONValue.parse(collected) {
          // The orders inside it, where they lie in the front matter (the text just parsed,
          // so this reads it without error).
          let inside = try JSONValue.memberOrders(
            named: "properties", in: Data(collected.utf8),
            includingTop: path == "properties" || path.hasSuffix(".properties"))
          for (inner, keys) in inside {
            orders[
              inner.isEmpty ? path : inner.hasPrefix("[") ? path + inner : "\(path).\(inner)"] =
              keys
          }
          return parsed
        }
        // YAML's own flow style (`[pdf, docs]`, `{author: me}`) once the brackets balance.
        if Self.balanced(collected), let parsed = Self.flow(collected) { return parsed }
        guard index < lines.count, index - start < 10_000 else {
          throw fail("a { or [ value must be JSON or YAML flow (it did not parse)", at: start)
        }
        collected += "\n" + lines[index]
        index += 1
      }
    }
    return try Self.scalar(value, line: index - 1 + offset)
  }

  private mutating func blockScalar(folded: Bool, level: Int, keep: Bool) -> String {
    var collected: [String] = []
    var blockIndent: Int?
    while index < lines.count {
      let line = lines[index]
      if line.trimmingCharacters(in: .whitespaces).isEmpty {
        collected.append("")
        index += 1
        continue
      }
      let here = indentation(line)
      if here <= level { break }
      let indent = blockIndent ?? here
      blockIndent = indent
      collected.append(String(line.dropFirst(min(indent, here))))
      index += 1
    }
    while !keep, collected.last == "" { collected.removeLast() }
    if !folded { return collected.joined(separator: "\n") }
    var out = ""
    for (position, line) in collected.enumerated() {
      if position > 0 { out += line.isEmpty || collected[position - 1].isEmpty ? "\n" : " " }
      out += line
    }
    return out
  }

  /// Whether every bracket outside quotes is closed.
  static func balanced(_ text: String) -> Bool {
    var depth = 0
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "[" || character == "{" {
        depth += 1
      } else if character == "]" || character == "}" {
        depth -= 1
      }
    }
    return depth == 0 && quote == nil
  }

  /// A YAML flow collection of scalars and nested flows: `[a, "b c", {k: v}]`.
  static func flow(_ text: String) -> JSONValue? {
    var scanner = FlowScanner(Array(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    guard let value = scanner.value(), scanner.atEnd else { return nil }
    return value
  }

  /// The colon that ends a key (`key: value`, `key:`), outside quotes.
  static func keyColon(_ text: String) -> String.Index? {
    var quote: Character?
    var position = text.startIndex
    while position < text.endIndex {
      let character = text[position]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        if position == text.startIndex { quote = character }
      } else if character == ":" {
        let next = text.index(after: position)
        if next == text.endIndex || text[next] == " " { return position }
      } else if character == "{" || character == "[" {
        return nil
      }
      position = text.index(after: position)
    }
    return nil
  }

  static func stripComment(_ text: String) -> String {
    guard !text.hasPrefix("\""), !text.hasPrefix("'"), !text.hasPrefix("{"), !text.hasPrefix("[")
    else { return text }
    if let hash = text.range(of: " #") {
      return String(text[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces)
    }
    return text
  }

  /// A plain or quoted scalar: strings stay strings; true/false, null, numbers are typed.
  static func scalar(_ text: String, line: Int) throws -> JSONValue {
    if text.hasPrefix("\"") {
      guard text.count >= 2, text.hasSuffix("\""), let parsed = try? JSONValue.parse(text) else {
        throw ParseError(
          line: line, key: nil, message: "a double-quoted string is not closed or has a bad escape")
      }
      return parsed
    }
    if text.hasPrefix("'") {
      guard text.count >= 2, text.hasSuffix("'") else {
        throw ParseError(line: line, key: nil, message: "a single-quoted string is not closed")
      }
      return .string(String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'"))
    }
    switch text {
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    case "null", "~", "Null", "NULL": return .null
    default: break
    }
    if let integer = Int(text) { return .integer(integer) }
    if let number = Double(text), number.isFinite, text.first?.isNumber == true || text.first == "-"
    {
      return .number(number)
    }
    return .string(text)
  }
}

/// Reads YAML flow collections a character at a time (bounded by the text's length).
private struct FlowScanner {
  let characters: [Character]
  var position = 0

  init(_ characters: [Character]) {
    self.characters = characters
  }

  var atEnd: Bool {
    var index = position
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    return index == characters.count
  }

  mutating func skipSpace() {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
  }

  mutating func value() -> JSONValue? {
    skipSpace()
    guard position < characters.count else { return nil }
    switch characters[position] {
    case "[":
      position += 1
      var items: [JSONValue] = []
      while true {
        skipSpace()
        guard position < characters.count else { return nil }
        if characters[position] == "]" {
          position += 1
          return .array(items)
        }
        guard let item = value() else { return nil }
        items.append(item)
        skipSpace()
        if position < characters.count, characters[position] == "," { position += 1 }
      }
    case "{":
      position += 1
      var members: [String: JSONValue] = [:]
      while true {
        skipSpace()
        guard position < characters.count else { return nil }
        if characters[position] == "}" {
          position += 1
          return .object(members)
        }
        guard case .string(let key)? = scalar(stopAt: [":", ",", "}"]), position < characters.count,
          characters[position] == ":"
        else { return nil }
        position += 1
        guard let member = value() else { return nil }
        members[key] = member
        skipSpace()
        if position < characters.count, characters[position] == "," { position += 1 }
      }
    default:
      return scalar(stopAt: [",", "]", "}"])
    }
  }

  /// A quoted or plain scalar, typed like block scalars are.
  mutating func scalar(stopAt stops: Set<Character>) -> JSONValue? {
    skipSpace()
    guard position < characters.count else { return nil }
    let first = characters[position]
    if first == "\"" || first == "'" {
      var end = position + 1
      while end < characters.count, characters[end] != first { end += 1 }
      guard end < characters.count else { return nil }
      let text = String(characters[position...end])
      position = end + 1
      return try? FrontMatter.scalar(text, line: 0)
    }
    var end = position
    while end < characters.count, !stops.contains(characters[end]) { end += 1 }
    let text = String(characters[position..<end]).trimmingCharacters(in: .whitespaces)
    position = end
    guard !text.isEmpty else { return nil }
    if stops.contains(":") { return .string(text) }
    return try? FrontMatter.scalar(text, line: 0)
  }
}
