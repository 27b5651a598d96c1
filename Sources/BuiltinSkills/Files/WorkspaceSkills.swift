import SkillKit

/// What the workspace skills share.
enum WorkspaceSkills {
  static var noWorkspace: SkillError {
    BuiltinProblem.noWorkspace.error(fix: .fixWorkspace)
  }
}
