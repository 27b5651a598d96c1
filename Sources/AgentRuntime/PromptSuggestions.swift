import AgentCore
import SkillKit

/// Follow-up requests to offer after a run: examples of related skills not yet used.
enum PromptSuggestions {
  /// Up to three examples, in the user's language, from the families of the called skills.
  static func after(calledSkills: [String], registry: SkillRegistry, language: UserLanguage)
    -> [String]
  {
    guard !calledSkills.isEmpty else { return [] }
    let families = Set(calledSkills.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
    var suggestions: [String] = []
    for descriptor in registry.descriptors
    where !calledSkills.contains(descriptor.id)
      && families.contains(descriptor.id.split(separator: ".").first.map(String.init) ?? "")
    {
      if let example = descriptor.examples.first(where: { UserLanguage.of($0) == language }) {
        suggestions.append(example)
      }
      if suggestions.count == 3 { break }
    }
    return suggestions
  }
}
