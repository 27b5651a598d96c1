import Foundation
import SkillKit

/// Matches rules against a call's *validated* input, exactly and injection-safe.
public enum RuleMatcher {
  /// True when `rule` covers a call of `skillID` with `input`, in working directory `cwd`.
  public static func matches(
    _ rule: PermissionRule, skillID: String, input: [String: JSONValue], cwd: String?
  ) -> Bool {
    guard skillMatches(rule.skill, skillID) else { return false }
    for field in rule.fields {
      guard let value = input[field.name], let text = canonical(value) else { return false }
      if isPathField(field.name, pattern: field.pattern) {
        guard let path = normalizedPath(text, cwd: cwd),
          let pattern = normalizedPath(field.pattern, cwd: cwd),
          glob(pattern, matches: path)
        else { return false }
      } else if !glob(field.pattern, matches: text) {
        return false
      }
    }
    return true
  }

  /// True when a skill pattern (`todo.add`, `todo.*`, `*`) covers `skillID`.
  public static func skillMatches(_ pattern: String, _ skillID: String) -> Bool {
    if pattern == "*" { return true }
    if pattern.hasSuffix(".*") { return skillID.hasPrefix(String(pattern.dropLast(1))) }
    return pattern == skillID
  }

  /// Strings as they are, scalars in canonical JSON form; arrays and objects never match.
  static func canonical(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): return text
    case .integer, .number, .bool: return value.jsonString
    case .null, .array, .object: return nil
    }
  }

  static func isPathField(_ name: String, pattern: String) -> Bool {
    let lower = name.lowercased()
    return lower == "path" || lower.hasSuffix("path") || lower == "file" || lower == "directory"
  }

  /// `a/./b//c/../d` → `a/b/d`, relative paths against `cwd`; `..` above the root → nil.
  public static func normalizedPath(_ path: String, cwd: String?) -> String? {
    let isAbsolute = path.hasPrefix("/")
    var parts: [Substring] = []
    let base = isAbsolute ? [] : (cwd ?? "").split(separator: "/")
    for part in base + path.split(separator: "/") {
      switch part {
      case "", ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whole-string glob: `*` any run without `/`, `**` any run, `?` one character; the rest
  /// literally (so `;`, quotes and spaces are just characters to match).
  public static func glob(_ pattern: String, matches text: String) -> Bool {
    let pattern = Array(pattern)
    let text = Array(text)
    var memo: [Int: Bool] = [:]
    func match(_ p: Int, _ t: Int) -> Bool {
      let key = p * (text.count + 1) + t
      if let known = memo[key] { return known }
      let result: Bool
      if p == pattern.count {
        result = t == text.count
      } else if pattern[p] == "*" {
        let crossesSlash = p + 1 < pattern.count && pattern[p + 1] == "*"
        let next = crossesSlash ? p + 2 : p + 1
        var found = match(next, t)
        var index = t
        while !found && index < text.count && (crossesSlash || text[index] != "/") {
          index += 1
          found = match(next, index)
        }
        result = found
      } else if t < text.count && (pattern[p] == "?" ? text[t] != "/" : pattern[p] == text[t]) {
        result = match(p + 1, t + 1)
      } else {
        result = false
      }
      memo[key] = result
      return result
    }
    return match(0, 0)
  }
}
