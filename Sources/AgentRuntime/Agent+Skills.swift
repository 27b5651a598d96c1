import AgentCore
import SkillKit

extension Agent {
  /// Takes the source's skills for the next model turn; a change is announced (`system`,
  /// `skills_changed`: added / removed / updated ids) and reaches the model with the turn.
  /// Calls already running keep the skill they started with.
  func refreshSkills(emitter: RunEmitter?) async {
    guard let skillSource else { return }
    let snapshot = await skillSource.snapshot()
    for problem in snapshot.problems {
      emitter?.emit(.system(SystemNotice(subtype: "skills_problem", message: problem)))
    }
    guard snapshot.generation != skillGeneration else { return }
    let first = skillGeneration == nil
    skillGeneration = snapshot.generation
    let before = Dictionary(
      registry.descriptors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(
      snapshot.registry.descriptors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    registry = snapshot.registry
    // The first snapshot of a run is announced by its `init` message.
    if first { return }
    let added = after.keys.filter { before[$0] == nil }.sorted()
    let removed = before.keys.filter { after[$0] == nil }.sorted()
    let updated = after.keys.filter { id in before[id].map { $0 != after[id] } ?? false }.sorted()
    guard !(added.isEmpty && removed.isEmpty && updated.isEmpty) else { return }
    var parts: [String] = []
    if !added.isEmpty { parts.append("added \(added.joined(separator: ", "))") }
    if !removed.isEmpty { parts.append("removed \(removed.joined(separator: ", "))") }
    if !updated.isEmpty { parts.append("updated \(updated.joined(separator: ", "))") }
    var notice = SystemNotice(
      subtype: "skills_changed", message: "skills changed: " + parts.joined(separator: "; "),
      skills: registry.descriptors.map(\.id))
    notice.added = added
    notice.removed = removed
    notice.updated = updated
    emitter?.emit(.system(notice))
  }
}
