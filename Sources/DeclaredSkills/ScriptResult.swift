import Foundation
import SkillKit

/// What a script's stdout means: a JSON object with `content` / `summary` / `data`, or
/// plain text (which is the content). Invalid UTF-8 is an error, not a silently mangled
/// result; empty output is an error too (a script that says nothing did nothing visible).
enum ScriptResult {
  static func parse(_ output: Data, skill: String) throws -> SkillResult {
    guard let text = String(data: output, encoding: .utf8) else {
      throw SkillError(
        "\(skill)'s script printed bytes that are not UTF-8 on stdout",
        fix: "Print UTF-8 text or JSON.")
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw SkillError(
        "\(skill)'s script exited without printing a result",
        fix: "Print the result on stdout: text, or JSON with \"content\" and \"summary\".")
    }
    if trimmed.hasPrefix("{"), let value = try? JSONValue.parse(trimmed),
      case .object(let members) = value,
      members["content"] != nil || members["summary"] != nil || members["data"] != nil
    {
      let content =
        members["content"]?.stringValue ?? members["summary"]?.stringValue
        ?? members["data"].map(\.jsonString) ?? ""
      return SkillResult(
        content: content, data: members["data"], summary: members["summary"]?.stringValue)
    }
    return SkillResult(content: trimmed)
  }
}
