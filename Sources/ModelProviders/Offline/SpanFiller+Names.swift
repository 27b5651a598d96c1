import Foundation
import SkillKit

/// A person's name: a field that takes one, and the name alone as the request says it
/// (`Bob's`, `John Smith`, `李雷的`, `Leo gets…`).
extension SpanFiller {
  /// A field for a person's name takes `Bob` of `Bob's`, a run of capitalised words
  /// (`John Smith`), or the Chinese name before 的 / 吗 (`李雷的手机号`).
  static func fillName(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor,
    glossary: ChineseGlossary? = nil
  ) {
    guard let field = empty(skill, values, isPerson) else { return }
    let patterns = [
      #"\b([A-Z][a-z]+)'s\b"#,
      #"(?<![A-Za-z0-9])((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)*)(?![A-Za-z0-9])"#,
      #"(?:查一下|查查|找一下|找找|找|查|有|叫|给)?([\p{Han}]{2,3})(?=的|吗|呢|在)"#,
    ]
    for pattern in patterns {
      guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard var range = Range(match.range(at: 1), in: text) else { continue }
        // A Chinese name starts where a word does: `记住妈妈的` is 妈妈, not the 住 of 记住.
        if pattern.contains("Han"), let glossary,
          let word = glossary.segments(in: text).first(where: {
            $0.range.lowerBound < range.lowerBound && range.lowerBound < $0.range.upperBound
          })
        {
          guard text.distance(from: word.range.upperBound, to: range.upperBound) >= 1 else {
            continue
          }
          range = word.range.upperBound..<range.upperBound
        }
        let name = String(text[range])
        // A sentence's first word is a verb more often than a name (`Find Maria`) — not when
        // a verb of its own follows (`Leo gets 2 hours`).
        if range.lowerBound == text.startIndex, pattern.contains("A-Z][a-z]+)(?:"),
          !text[range.upperBound...].hasPrefix("'"),
          !subjectVerbs.contains(
            text[range.upperBound...].split(separator: " ").first.map(String.init) ?? "")
        {
          continue
        }
        values[field.name] = .string(name)
        text = ParameterFiller.removing(range, from: text)
        return
      }
    }
  }

  /// Whether `field` takes a person's name: called a name, person, contact or one of the
  /// people a skill is for (child, guest, patient…), or described as a person or someone's name
  /// (`Child's name`, `Name of the guest`, `Full name`).
  static func isPerson(_ field: InputField) -> Bool {
    // A person's address or number (`format: email`, a phone's pattern) is no name.
    guard field.type == .string, !SchemaFiller.isTyped(field),
      field.declaredSchema?.pattern == nil
    else { return false }
    let about = field.description.lowercased().replacingOccurrences(of: "’", with: "'")
    // Described as who (`Who to swap with`, `Who gets it`): a person.
    return personFields.contains(field.name.lowercased()) || about.hasPrefix("who ")
      || ["person", "name of", "'s name", "full name", "first name", "姓名", "名字"].contains {
        about.contains($0)
      }
  }

  /// Field names that take a person.
  static let personFields: Set<String> = [
    "name", "person", "contact", "who", "child", "kid", "guest", "patient", "recipient",
    "attendee", "member", "friend", "owner", "student", "coworker", "colleague", "partner",
    "teammate", "assignee",
    // Who serves: the one a booking is with (`a haircut with Tony`).
    "barber", "stylist", "hairdresser", "doctor", "dentist", "therapist", "teacher", "tutor",
    "trainer", "coach", "instructor", "driver", "guide", "nurse", "mechanic", "photographer",
    "cleaner", "nanny", "babysitter", "host",
  ]

  /// Words after a sentence's first word that make it the subject (`Leo gets…`, `Mia is…`).
  static let subjectVerbs: Set<String> = [
    "is", "was", "has", "had", "gets", "got", "needs", "wants", "can", "could", "should", "will",
    "would", "may", "must", "does", "did", "goes", "likes", "uses",
  ]
}
