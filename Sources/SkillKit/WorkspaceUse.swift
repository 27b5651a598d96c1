/// What a skill does with the files of the session's workspace.
public enum WorkspaceUse: String, Sendable, Hashable, Codable {
  /// Reads files (`files.read`, `files.grep`): `.git/` internals may be read.
  case reads
  /// Changes files (`files.write`, `files.edit`): `.git/` internals need an allow rule.
  case writes
  /// Runs commands with a working directory inside the workspace (`shell.run`).
  case runs
}
