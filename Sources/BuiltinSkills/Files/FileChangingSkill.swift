import SkillKit

/// A skill that changes one workspace file by a plan (`files.write`, `files.edit`): the plan
/// gives the permission card's diff, and the run checks the approval, checkpoints, writes.
protocol FileChangingSkill: PreviewingSkill {
  /// `Wrote`, `Edited`: how the result says what happened.
  var verb: FileVerb { get }
  /// The change `input` makes to the file as it is now.
  func plan(_ input: SkillInput, _ workspace: WorkspaceAccess) throws -> FileChange
}

extension FileChangingSkill {
  /// The change the call would make, for the permission card to show; nothing is written.
  public func preview(_ input: SkillInput, workspace: WorkspaceAccess) async throws
    -> SkillPreview
  {
    try plan(input, workspace).preview
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let workspace = context.workspace else { throw WorkspaceSkills.noWorkspace }
    if let raw = input.string("path") {
      try FileChange.verifyApproval(raw, workspace: workspace, context: context)
    }
    let change = try plan(input, workspace)
    let preview = try await change.apply(context: context, workspace: workspace)
    return change.result(preview, verb: verb, context: context)
  }
}
