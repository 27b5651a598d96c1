import Foundation
import Synchronization

/// `pattern` regular expressions, compiled once each (ICU's syntax, close to ECMA-262's).
public enum SchemaPatterns {
  /// `@unchecked Sendable`: an NSRegularExpression is immutable once made, and matching
  /// through it from several threads is safe (ICU clones its matcher per call).
  struct Compiled: @unchecked Sendable {
    let expression: NSRegularExpression
  }

  private static let cache = Mutex<[String: Compiled]>([:])
  /// Distinct patterns kept; past it, patterns are compiled per use.
  private static let limit = 4096

  static func compiled(_ pattern: String) -> Compiled? {
    if let hit = cache.withLock({ $0[pattern] }) { return hit }
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
    let compiled = Compiled(expression: expression)
    cache.withLock { if $0.count < limit { $0[pattern] = compiled } }
    return compiled
  }

  /// Whether the first match of `pattern` in `text` is all of it: a planner asks whether a word
  /// of a request is a value of the field (`CA981` for `^[A-Z0-9]{2}[0-9]{1,4}$`). False for a
  /// pattern that does not compile.
  public static func matchesWhole(_ pattern: String, _ text: String) -> Bool {
    guard let compiled = compiled(pattern) else { return false }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return compiled.expression.firstMatch(in: text, range: range)?.range.length == range.length
  }

  /// Words any field takes: a pattern that takes one of them whole (`^[a-z0-9.+-]+$`) says
  /// nothing about which word of a request is its value, nor which skill a request is about.
  static let plainWords = ["install", "hello", "report"]

  /// Whether `pattern` takes plain lower-case words whole — a name or a slug, not a code. False
  /// for a pattern that does not compile.
  public static func isGeneric(_ pattern: String) -> Bool {
    plainWords.contains { matchesWhole(pattern, $0) }
  }

  /// Numbers a request says for other things: a count, a price, a year, a time.
  static let shortNumbers = ["1", "7", "12", "42", "100", "365", "2026", "1200", "0930"]

  /// Whether `pattern` takes a number of up to four digits whole: digits it takes are then
  /// as likely a count or a year as its value. True for a pattern that does not compile.
  public static func takesShortNumbers(_ pattern: String) -> Bool {
    guard compiled(pattern) != nil else { return true }
    return shortNumbers.contains { matchesWhole(pattern, $0) }
  }

  /// Where `pattern` matches in `text` as a token of its own — not inside a longer run of
  /// letters and digits (`京B8K2Z1` in `车牌京B8K2Z1，`, for `^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$`):
  /// its anchors dropped, each match whole by itself; at most `limit` spans. None for a pattern
  /// that does not compile.
  public static func tokens(_ pattern: String, in text: String, limit: Int = 16) -> [Range<
    String.Index
  >] {
    var body = Substring(pattern)
    if body.hasPrefix("^") { body = body.dropFirst() }
    if body.hasSuffix("$"), !body.hasSuffix("\\$") { body = body.dropLast() }
    guard !body.isEmpty,
      let compiled = compiled("(?<![A-Za-z0-9])(?:\(body))(?![A-Za-z0-9])")
    else { return [] }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    var found: [Range<String.Index>] = []
    for match in compiled.expression.matches(in: text, range: range) {
      guard found.count < limit else { break }
      guard match.range.length > 0, var span = Range(match.range, in: text) else { continue }
      // Spaces at the ends are no part of the value when it matches without them (`05,11,23 `
      // before a Chinese word: the pattern takes spaces, the word is no letter to stop it).
      let trimmed = trimmingSpaces(span, of: text)
      if trimmed != span, !trimmed.isEmpty, matchesWhole(pattern, String(text[trimmed])) {
        span = trimmed
      }
      guard matchesWhole(pattern, String(text[span])) else { continue }
      found.append(span)
    }
    return found
  }

  /// `span` of `text` without white space at either end.
  static func trimmingSpaces(_ span: Range<String.Index>, of text: String) -> Range<String.Index> {
    var lower = span.lowerBound
    var upper = span.upperBound
    while lower < upper, text[lower].isWhitespace { lower = text.index(after: lower) }
    while upper > lower, text[text.index(before: upper)].isWhitespace {
      upper = text.index(before: upper)
    }
    return lower..<upper
  }

  /// Whether `pattern` matches anywhere in `text` (JSON Schema patterns are not anchored).
  static func matches(_ pattern: String, _ text: String) -> Bool {
    guard let compiled = compiled(pattern) else { return false }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return compiled.expression.firstMatch(in: text, range: range) != nil
  }
}
