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

  /// Whether `pattern` matches anywhere in `text` (JSON Schema patterns are not anchored).
  static func matches(_ pattern: String, _ text: String) -> Bool {
    guard let compiled = compiled(pattern) else { return false }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return compiled.expression.firstMatch(in: text, range: range) != nil
  }
}
