import SkillKit

/// What the workspace skills share.
enum WorkspaceSkills {
  static let noWorkspace = SkillError(
    "this call has no workspace", fix: "run ask with --workspace DIR (default: the current folder)")
}
