import Foundation
import SkillKit

/// Reads "what to replace and with what" from a request — `replace foo with bar`,
/// `change foo to bar`, `把 foo 改成 bar`, `将 foo 替换为 bar` — for a skill with a pair of
/// text fields for it: the first required text field that names the old text (`old_string`,
/// "the text to replace") and the next one that names the new.
enum ReplacementFinder {
  /// Words in a field's name or description that mark the text to be replaced.
  static let oldMarks = ["old", "from", "find", "search", "original", "replace", "原", "旧"]
  /// Words that mark the text to put in its place.
  static let newMarks = ["new", "replacement", "in its place", "with", "新", "替换为"]

  static let english =
    #"(?i)\b(?:replace|change|substitute|swap|rename|turn)\s+(.+?)\s+(?:with|to|by|into|for)\s+(.+?)(?:\s+(?:in|inside|within|of)(?:\s+(?:the\s+)?file)?)?\s*$"#
  static let chinese =
    #"(?:把|将)\s*(?:里的|中的|里|中|的)?\s*(.+?)\s*(?:全部|都)?(?:替换成|替换为|改成|改为|换成|换为|改写成|替换到)\s*(.+?)\s*$"#

  /// Words without which neither pattern can match.
  static let triggers = [
    "把", "将", "replace", "change", "substitute", "swap", "rename", "turn",
  ]

  /// Takes the pair out of `text` into `values` when the skill has the two fields and the text
  /// says both; leaves everything as it was otherwise.
  static func fill(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    let open = skill.inputFields.filter {
      $0.type == .string && $0.required && values[$0.name] == nil
    }
    guard let old = open.first(where: { marked($0, oldMarks) }),
      let new = open.first(where: { $0.name != old.name && marked($0, newMarks) })
    else { return }
    // Cheap first: most requests say none of the verbs.
    let lowered = text.lowercased()
    guard triggers.contains(where: lowered.contains) else { return }
    // Compiled here, after the cheap test: a shared compiled expression must not be matched
    // from two threads at once on Linux (ICU keeps its state in it), and planners run
    // concurrently.
    for pattern in [chinese, english] {
      let regex: NSRegularExpression
      do {
        regex = try NSRegularExpression(pattern: pattern)
      } catch {
        preconditionFailure("ReplacementFinder's pattern does not compile: \(error)")
      }
      let whole = NSRange(text.startIndex..., in: text)
      guard let match = regex.firstMatch(in: text, range: whole),
        let from = Range(match.range(at: 1), in: text), let to = Range(match.range(at: 2), in: text)
      else { continue }
      let oldText = unquoted(String(text[from]))
      let newText = unquoted(String(text[to]))
      guard !oldText.isEmpty, !newText.isEmpty else { continue }
      values[old.name] = .string(oldText)
      values[new.name] = .string(newText)
      // The two texts go; the words around them ("replace … with", "把 … 改成") stay, as the
      // request's intent.
      text =
        String(text[..<from.lowerBound]) + " " + String(text[from.upperBound..<to.lowerBound])
        + " " + String(text[to.upperBound...])
      return
    }
  }

  private static func marked(_ field: InputField, _ marks: [String]) -> Bool {
    let words = (field.name + " " + field.description).lowercased()
    return marks.contains { words.contains($0) }
  }

  /// `"foo"`, `“foo”`, `「foo」`, `` `foo` `` without their marks.
  private static func unquoted(_ text: String) -> String {
    let pairs: [(Character, Character)] = [
      ("\"", "\""), ("“", "”"), ("「", "」"), ("`", "`"), ("'", "'"),
    ]
    for (open, close) in pairs where text.count >= 2 && text.first == open && text.last == close {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}
