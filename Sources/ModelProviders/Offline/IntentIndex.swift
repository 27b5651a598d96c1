import AgentCore
import SkillKit

/// A `SkillIndex` over the *intent words* of each skill's examples.
///
/// The content of an example (`开会` in `明天上午九点提醒我开会`) says nothing about which
/// skill is meant, so the planner takes it out — the same way it reads a request — before
/// indexing. What is left (`提醒我`) is what tells skills apart.
struct IntentIndex: Sendable {
  let index: SkillIndex

  init(_ descriptors: [SkillDescriptor], filler: ParameterFiller) {
    let intentOnly = descriptors.map { descriptor -> SkillDescriptor in
      var copy = descriptor
      copy.examples = descriptor.examples.map { Self.intentText(of: $0, skill: descriptor, filler) }
      return copy
    }
    index = SkillIndex(intentOnly)
  }

  /// Ranks skills for one request segment.
  func rank(_ segment: String) -> [SkillCandidate] {
    index.rank(segment)
  }

  /// The example without its dates and its main text.
  static func intentText(of example: String, skill: SkillDescriptor, _ filler: ParameterFiller)
    -> String
  {
    var text = example
    if let expression = filler.dates.firstExpression(in: text) {
      text = ParameterFiller.removing(expression.range, from: text)
    }
    // Only a required free-text field takes an example's content (a listing's optional
    // `query` does not: its examples' words are all intent).
    let hasTextField = skill.inputFields.contains {
      $0.type == .string && $0.required && !SchemaFiller.isTyped($0)
    }
    let content = filler.fill(example, for: skill).remainder
    if hasTextField, !content.isEmpty, let range = text.range(of: content) {
      text.replaceSubrange(range, with: " ")
    }
    return text
  }
}
