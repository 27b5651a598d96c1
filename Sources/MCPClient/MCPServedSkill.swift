import Foundation
import SkillKit

/// A skill a server serves (Skills extension) that the person approved, as a SKILL.md skill
/// of ask's: the model sees its name and description; calling it activates it (SKILL.md's
/// body comes back, with its files listed), and calling it with `file` reads one of them.
/// Every byte read is checked against the digest the person approved: content that does not
/// match is refused, never shown to the model.
public struct MCPServedSkill: Skill {
  /// What a served skill's name is prefixed with in its id (`mcp.SERVER.skill-NAME`): apart
  /// from the server's tools, which may share the name (`ask mcp serve` offers a SKILL.md
  /// skill both ways).
  static let idPrefix = "skill-"
  /// The skill (`mcp.SERVER.skill-NAME`).
  public let descriptor: SkillDescriptor
  /// The server's name.
  public let server: String
  /// The approved entry.
  public let entry: MCPSkillEntry
  let hub: MCPHub

  init(id: String, server: String, entry: MCPSkillEntry, level: PermissionLevel, hub: MCPHub)
    throws
  {
    let schema = try JSONSchema.parse([
      "type": "object",
      "properties": [
        "file": [
          "type": "string", "maxLength": 1024,
          "description":
            "A file of this skill to read, e.g. references/guide.md; omit it to activate the skill and read its instructions",
        ]
      ],
      "additionalProperties": false,
    ]).schema
    descriptor = SkillDescriptor(
      id: id, displayName: entry.name,
      description: entry.description + " (a skill served by MCP server \(server))",
      schema: schema, permissionLevel: level, estimatedDuration: 1, iconName: "book")
    self.server = server
    self.entry = entry
    self.hub = hub
  }

  /// Activates the skill or reads one of its files, verified against the approved digests.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    let files = (entry.files ?? []).map { String($0.uri.dropFirst(entry.root.count + 1)) }
    guard let file = input.values["file"]?.stringValue, !file.isEmpty else {
      context.step("reading \(entry.uri) from \(server)")
      let text = try await read(entry.uri)
      var content = Self.body(of: text).trimmingCharacters(in: .whitespacesAndNewlines)
      let others = files.filter { $0 != "SKILL.md" }
      if !others.isEmpty {
        content +=
          "\n\nFiles in this skill (read one by calling \(descriptor.id) with {\"file\": \"…\"}):\n"
          + others.map { "- \($0)" }.joined(separator: "\n")
      }
      return SkillResult(
        content: content, data: ["files": .array(others.map(JSONValue.string))],
        summary: "activated \(entry.name) from \(server)")
    }
    guard files.contains(file) else {
      throw SkillError(
        "\(descriptor.id): \(file.prefix(200)) is not a file of this skill",
        fix: "Its files: \(files.joined(separator: ", "))")
    }
    let uri = entry.root + "/" + file
    context.step("reading \(uri) from \(server)")
    let text = try await read(uri)
    return SkillResult(content: text, summary: "read \(file) (\(text.utf8.count) bytes)")
  }

  /// The text of `uri`, after its bytes matched the approved digest.
  private func read(_ uri: String) async throws -> String {
    let parts = try await hub.read(server: server, uri: uri)
    guard parts.count == 1, let part = parts.first else {
      throw SkillError("\(uri) came back in \(parts.count) parts; a skill file is one")
    }
    let bytes: Data
    switch part.body {
    case .text(let text): bytes = Data(text.utf8)
    case .bytes(let data): bytes = data
    }
    try entry.verify(bytes, of: uri)
    guard let text = String(data: bytes, encoding: .utf8) else {
      throw SkillError("\(uri) is not UTF-8 text (\(bytes.count) bytes); it is not shown")
    }
    return text
  }

  /// SKILL.md without its front matter (the lines between the first two `---`).
  static func body(of text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first?.trimmingCharacters(in: .whitespaces) == "---",
      let end = lines.dropFirst().firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "---"
      })
    else { return text }
    return lines[(end + 1)...].joined(separator: "\n")
  }
}
