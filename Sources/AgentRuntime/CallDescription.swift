import AgentCore
import SkillKit

/// One human sentence saying what a call will do, rendered from its descriptor and input.
enum CallDescription {
  static func sentence(
    _ skill: SkillDescriptor, input: [String: JSONValue], language: UserLanguage
  ) -> String {
    let parts = skill.inputFields.compactMap { field -> String? in
      guard let value = input[field.name], value != .null else { return nil }
      let shown = field.isSecret ? "••••" : value.displayText
      return language == .chinese ? "\(field.name)「\(shown)」" : "\(field.name) \"\(shown)\""
    }
    let touches = skill.requiredAuthorizations
    switch language {
    case .chinese:
      var text = "\(skill.displayName)（\(skill.id)）"
      if !parts.isEmpty { text += "：" + parts.joined(separator: "，") }
      if !touches.isEmpty { text += "；涉及数据：" + touches.joined(separator: "、") }
      return text
    case .english:
      var text = "\(skill.displayName) (\(skill.id))"
      if !parts.isEmpty { text += " with " + parts.joined(separator: ", ") }
      if !touches.isEmpty { text += "; touches: " + touches.joined(separator: ", ") }
      return text
    }
  }
}
