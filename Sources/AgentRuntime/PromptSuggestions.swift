import AgentCore
import SkillKit

/// Follow-up requests to offer after a run: examples of related skills not yet used, made to
/// name only items that exist.
enum PromptSuggestions {
  /// Up to three examples, in the user's language, from the families of the called skills.
  ///
  /// A skill that acts on items named by number ("mark todo 2 as done") is suggested only with
  /// the number of an item this run showed or made (the `id`s in its results' data); without
  /// one it is not suggested at all — a suggestion never points at something that is not there.
  static func after(
    calledSkills: [String], registry: SkillRegistry, language: UserLanguage,
    results: [ToolResultEvent] = []
  ) -> [String] {
    guard !calledSkills.isEmpty else { return [] }
    let families = Set(calledSkills.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
    var ids = existingIDs(in: results)
    var suggestions: [String] = []
    for descriptor in registry.descriptors
    where !calledSkills.contains(descriptor.id)
      && families.contains(descriptor.id.split(separator: ".").first.map(String.init) ?? "")
    {
      let examples = descriptor.examples.filter { UserLanguage.of($0) == language }
      // A skill whose examples name items by number acts on existing items: its suggestion
      // names one this run showed or made, or is not made. Others offer their first example.
      if let numbered = examples.first(where: { $0.contains(where: isDigit) }) {
        guard let id = ids.first else { continue }
        ids.removeFirst()
        suggestions.append(replacingFirstNumber(in: numbered, with: id))
      } else if let plain = examples.first {
        suggestions.append(plain)
      }
      if suggestions.count == 3 { break }
    }
    return suggestions
  }

  /// The ids of the items in the results' data (an item, or a list of them), in order.
  static func existingIDs(in results: [ToolResultEvent]) -> [Int] {
    var ids: [Int] = []
    func collect(_ value: JSONValue?) {
      switch value {
      case .object(let object)?:
        if let id = object["id"]?.intValue, !ids.contains(id) { ids.append(id) }
      case .array(let items)?:
        for item in items.prefix(100) { collect(item) }
      default: break
      }
    }
    for result in results where result.status == .success { collect(result.data) }
    return ids
  }

  private static func replacingFirstNumber(in text: String, with id: Int) -> String {
    guard let start = text.firstIndex(where: isDigit) else { return text }
    let end = text[start...].firstIndex(where: { !isDigit($0) }) ?? text.endIndex
    return text.replacingCharacters(in: start..<end, with: String(id))
  }

  /// An ASCII digit (`Character.isNumber` is also true for 十, 什 and other CJK numerals).
  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }
}
