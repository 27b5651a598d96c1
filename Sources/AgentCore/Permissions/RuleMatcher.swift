import Foundation
import SkillKit

/// Matches rules against a call's *validated* input, exactly and injection-safe.
///
/// Everything works on Unicode scalars — what the file system and the shell see — never on
/// `Character`s, so a combining mark after `/` cannot hide a `..` segment.
///
/// What `*` means depends on the field and on the rule:
/// - on a field whose schema says it is a path (`format: "path"`), values and patterns are
///   normalised first; in an *allow* rule `*` stays within one segment and `**` crosses
///   segments, so an allow is never wider than it reads;
/// - everywhere else, and in *deny* and *ask* rules on every field, `*` matches any run of
///   characters, `/` included: a deny is never narrower than a person reading it expects.
public enum RuleMatcher {
  /// True when `rule` covers a call of `skillID` with `input`, in working directory `cwd`;
  /// `pathFields` names the fields whose schema marks them as paths.
  public static func matches(
    _ rule: PermissionRule, skillID: String, input: [String: JSONValue], cwd: String?,
    pathFields: Set<String> = [], commandFields: Set<String> = []
  ) -> Bool {
    guard skillMatches(rule.skill, skillID) else { return false }
    let widening = rule.decision != .allow
    for field in rule.fields {
      guard let value = input[field.name] else { return false }
      let isPath = pathFields.contains(field.name)
      let texts: [String]
      if let text = canonical(value) {
        texts = [text]
      } else if widening {
        // When in doubt, deny: any element of an array, or the whole value as JSON.
        texts = value.arrayValue?.compactMap(canonical) ?? [value.jsonString]
      } else {
        return false
      }
      let matched: Bool
      if commandFields.contains(field.name) {
        matched = texts.contains { CommandRule.matches(field.pattern, $0, widening: widening) }
      } else if isPath {
        guard let normalizedPattern = normalizedPath(field.pattern, cwd: cwd) else { return false }
        let pattern = GlobPattern(normalizedPattern, segments: !widening)
        matched = texts.contains { text in
          // A path that climbs above the root cannot be allowed, and is denied.
          normalizedPath(text, cwd: cwd).map(pattern.matches) ?? widening
        }
      } else {
        let pattern = GlobPattern(field.pattern, segments: false)
        matched = texts.contains(where: pattern.matches)
      }
      if !matched { return false }
    }
    return true
  }

  /// True when a skill pattern (`todo.add`, `todo.*`, `*`) covers `skillID`; a bare
  /// namespace (`shell`, `files`) covers the skills in it, as `shell.*` does.
  public static func skillMatches(_ pattern: String, _ skillID: String) -> Bool {
    if pattern == "*" { return true }
    if !pattern.utf8.contains(UInt8(ascii: ".")), !pattern.utf8.contains(UInt8(ascii: "*")),
      skillID.utf8.starts(with: pattern.utf8),
      skillID.utf8.dropFirst(pattern.utf8.count).first == UInt8(ascii: ".")
    {
      return true
    }
    if pattern.utf8.last == UInt8(ascii: "*"), pattern.utf8.dropLast().last == UInt8(ascii: ".") {
      return skillID.utf8.starts(with: pattern.utf8.dropLast())
    }
    return pattern.utf8.elementsEqual(skillID.utf8)
  }

  /// Strings as they are, scalars in canonical JSON form; arrays and objects have none.
  static func canonical(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): return text
    case .integer, .number, .bool: return value.jsonString
    case .null, .array, .object: return nil
    }
  }

  /// `a/./b//c/../d` → `/…/a/b/d`, relative paths against `cwd`; `..` above the root → nil.
  ///
  /// Segments are split on the scalar `/` and compared by scalars, as the file system does.
  public static func normalizedPath(_ path: String, cwd: String?) -> String? {
    let slash: Unicode.Scalar = "/"
    let isAbsolute = path.unicodeScalars.first == slash
    var parts: [String] = []
    let base = isAbsolute ? [] : (cwd ?? "").unicodeScalars.split(separator: slash)
    for part in base + path.unicodeScalars.split(separator: slash) {
      if part.elementsEqual(".".unicodeScalars) { continue }
      if part.elementsEqual("..".unicodeScalars) {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
        continue
      }
      parts.append(String(String.UnicodeScalarView(part)))
    }
    return "/" + parts.joined(separator: "/")
  }
}
