import Foundation

/// What a running skill may do with the session's workspace: its root, the outside paths an
/// allow rule granted this call, and where to checkpoint a file before changing it.
public struct WorkspaceAccess: Sendable {
  /// The previous state of one file, recorded before a skill changes it.
  public struct Checkpoint: Sendable, Hashable {
    /// The resolved absolute path.
    public var path: String
    /// The content before the change; nil when the file did not exist.
    public var previous: [UInt8]?
    /// `FileFingerprint` of the content the change leaves (`absent` for a deletion).
    public var after: String

    /// A file's state before a change, and the fingerprint of what it will be.
    public init(path: String, previous: [UInt8]?, after: String) {
      self.path = path
      self.previous = previous
      self.after = after
    }
  }

  /// The workspace folder as given (resolved again on every use).
  public var root: String
  /// Resolved paths outside the workspace (or inside `.git/`) that an allow rule named for
  /// this call.
  public var granted: Set<String>
  /// Records a checkpoint durably; a change is not made when it throws. Nil: no undo store.
  public var checkpoint: (@Sendable (Checkpoint) async throws -> Void)?
  /// The file system paths are resolved in (links followed before any comparison).
  public var fileSystem: any PathFileSystem

  /// Access to the workspace at `root` on `fileSystem`, with the paths `granted` outside it.
  public init(
    root: String, fileSystem: any PathFileSystem, granted: Set<String> = [],
    checkpoint: (@Sendable (Checkpoint) async throws -> Void)? = nil
  ) {
    self.root = root
    self.fileSystem = fileSystem
    self.granted = granted
    self.checkpoint = checkpoint
  }

  /// `path` resolved, or the error that explains why this call may not use it.
  public func resolve(_ path: String, writing: Bool) throws -> WorkspacePath {
    let resolved: WorkspacePath
    do {
      resolved = try WorkspacePath.resolve(path, root: root, in: fileSystem)
    } catch let failure as WorkspacePath.Failure {
      throw SkillError(failure.description, fix: "give a path inside \(root)")
    }
    if granted.contains(resolved.resolved) { return resolved }
    if !resolved.isInside {
      throw SkillError(
        "\(resolved.resolved) is outside the workspace \(root)",
        fix: "use a path inside the workspace, or add an allow rule that names it")
    }
    if writing && resolved.isGitInternal {
      throw SkillError(
        "\(resolved.relative) is inside a repository's .git folder, which is read-only",
        fix: "add an allow rule that names the path to change it")
    }
    return resolved
  }
}
