/// What a call will change, shown to the user before they decide: for a file, a unified diff
/// and the fingerprint of the content it was computed against.
public struct SkillPreview: Sendable, Hashable, Codable {
  /// The file the change is to, as resolved in the workspace (relative when inside it).
  public var path: String
  /// A unified diff (`--- a/…`, `+++ b/…`, `@@` hunks); empty when nothing changes.
  public var diff: String
  /// Lines added and removed.
  public var added: Int
  /// Lines removed.
  public var removed: Int
  /// The fingerprint of the file the diff was computed against (`FileFingerprint`): the run
  /// fails instead of writing when the file no longer has it.
  public var basis: String
  /// The diff was cut to `UnifiedDiff.maxShownLines`; the counts are still the whole change.
  public var truncated: Bool

  /// A preview of a change to `path`.
  public init(
    path: String, diff: String, added: Int, removed: Int, basis: String, truncated: Bool = false
  ) {
    self.path = path
    self.diff = diff
    self.added = added
    self.removed = removed
    self.basis = basis
    self.truncated = truncated
  }
}

/// A skill that can say what a call will change before it runs (file writes and edits).
public protocol PreviewingSkill: Skill {
  /// What `input` would change now; throws the `SkillError` the call would fail with.
  func preview(_ input: SkillInput, workspace: WorkspaceAccess) async throws -> SkillPreview
}
