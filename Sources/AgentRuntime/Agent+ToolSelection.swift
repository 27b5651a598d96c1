import AgentCore
import Foundation
import SkillKit

extension Agent {
  /// Whether this turn sends a selection of the registry rather than all of it.
  var selectsTools: Bool {
    !model.ranksToolsItself && registry.descriptors.count > configuration.toolLimit
  }

  /// The skills the model is sent this turn: all of them, or — with a big registry and a
  /// model that does not rank tools itself — the `topK` that fit the request, the ones this
  /// session already used or found with `skills.search`, and `skills.search` itself.
  func offeredTools(emitter: RunEmitter) -> [SkillDescriptor] {
    let all = registry.descriptors
    guard selectsTools else { return all }
    let index = currentToolIndex()
    let request = conversation.last { $0.role == .user && $0.toolResults.isEmpty }?.text ?? ""
    let ranked = index.rank(request)
    var chosen: [String] = []
    func add(_ id: String) {
      if !chosen.contains(id), registry.skill(id) != nil { chosen.append(id) }
    }
    for candidate in ranked.prefix(configuration.topK) { add(candidate.skillID) }
    for message in conversation { for call in message.toolCalls { add(call.name) } }
    for id in searchedSkills { add(id) }
    emitter.enter(.matchingSkill(candidates: Array(ranked.prefix(3))))
    emitter.emit(
      .system(
        SystemNotice(
          subtype: "tool_selection",
          message:
            "sent \(chosen.count) of \(all.count) skills that fit the request, and skills.search"
            + " for the others",
          skills: chosen)))
    return chosen.compactMap { registry.skill($0)?.descriptor } + [SkillsSearch.descriptor]
  }

  /// The ranking index of the current registry, built once per snapshot.
  func currentToolIndex() -> SkillIndex {
    var hasher = Hasher()
    for descriptor in registry.descriptors {
      hasher.combine(descriptor.id)
      hasher.combine(descriptor.descriptionsInAllLanguages)
      hasher.combine(descriptor.examples)
    }
    let key = hasher.finalize()
    if let cached = toolIndex, cached.key == key { return cached.index }
    let index = SkillIndex(registry.descriptors)
    toolIndex = (key, index)
    return index
  }

  /// The answer to a `skills.search` call: the descriptors that fit its query, which are
  /// offered from the next turn on.
  func answerSkillsSearch(_ call: ToolCall) -> ToolResultEvent {
    let query = call.input["query"]?.stringValue ?? ""
    let limit = min(SkillsSearch.maxResults, max(1, call.input["limit"]?.intValue ?? 8))
    let found = currentToolIndex().rank(query).prefix(limit).compactMap {
      registry.skill($0.skillID)?.descriptor
    }
    for descriptor in found where !searchedSkills.contains(descriptor.id) {
      searchedSkills.append(descriptor.id)
    }
    let entries = found.map { descriptor -> JSONValue in
      [
        "id": .string(descriptor.id), "description": .string(descriptor.description),
        "input_schema": descriptor.inputSchema.jsonValue,
      ]
    }
    let content =
      found.isEmpty
      ? "No skill fits \"\(query)\"; try other words."
      : "These skills fit \"\(query)\"; they can be called from the next turn on:\n"
        + JSONValue.array(entries).jsonString
    return ToolResultEvent(
      toolUseID: call.id, skillID: SkillsSearch.descriptor.id, status: .success,
      content: content, data: .array(entries),
      summary: "\(found.count) skill\(found.count == 1 ? "" : "s") for \"\(query)\"",
      durationMs: 0)
  }
}

/// The tool a model with a selection of the registry asks for more skills with.
enum SkillsSearch {
  static let maxResults = 20

  static let descriptor = SkillDescriptor(
    id: "skills.search", displayName: "查找技能",
    description:
      "Finds more of ask's skills than the ones offered: give what you want to do in a few "
      + "words; returns their ids, descriptions and input schemas, callable from the next turn.",
    inputFields: [
      InputField(
        name: "query", type: .string, required: true, description: "What the skill should do",
        minLength: 1, maxLength: 500),
      InputField(
        name: "limit", type: .integer, description: "How many to return (at most 20)",
        minimum: 1, maximum: 20),
    ], localizedDisplayNames: ["en": "Find skills"],
    localizedDescriptions: ["zh": "查找更多技能：用几个词说想做什么，返回它们的 id、说明和输入格式，下一轮即可调用。"])
}
