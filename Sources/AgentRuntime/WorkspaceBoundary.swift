import AgentCore
import SkillKit

/// Where a workspace skill's call leaves what it may touch without a rule: each path field
/// resolved in the workspace (links followed), outside it, inside `.git/` for a skill that
/// writes, or not resolvable. The gate hands these to the policy.
enum WorkspaceBoundary {
  static func crossings(
    _ skill: SkillDescriptor, _ input: [String: JSONValue], workspace: String,
    in fileSystem: any PathFileSystem
  ) -> [BoundaryCrossing] {
    guard let use = skill.workspaceUse else { return [] }
    var found: [BoundaryCrossing] = []
    for field in skill.pathFields.sorted() {
      guard let raw = input[field]?.stringValue, !raw.isEmpty else { continue }
      do {
        let path = try WorkspacePath.resolve(raw, root: workspace, in: fileSystem)
        if !path.isInside {
          found.append(BoundaryCrossing(field: field, resolved: path.resolved, kind: .outside))
        } else if use == .writes && path.isGitInternal {
          found.append(BoundaryCrossing(field: field, resolved: path.resolved, kind: .gitInternal))
        }
      } catch {
        found.append(
          BoundaryCrossing(
            field: field, resolved: raw, kind: .unresolvable(String(describing: error))))
      }
    }
    return found
  }
}
