/// What resolving a path reads of the file system: the port `WorkspacePath` resolves
/// through, so the core makes no system call of its own. `SystemFileSystem` (the
/// `LocalFileSystem` target) is the real one; `InMemoryFileSystem` (`AgentTestSupport`) passes
/// the same conformance suite.
public protocol PathFileSystem: Sendable {
  /// The canonical absolute path of `path` with every link followed, when it exists.
  func canonicalPath(_ path: String) -> Result<String, PathLookupError>
  /// What is at `path` itself, a final link not followed (what `lstat` sees).
  func entry(at path: String) -> Result<PathEntry, PathLookupError>
  /// Whether `path`, links followed, is a folder.
  func isFolder(_ path: String) -> Bool
}

/// What stands at a path.
public enum PathEntry: Sendable, Hashable {
  /// Nothing (or a parent that is not a folder): the rest of a path is taken as written.
  case missing
  /// A symbolic link, with the target it names.
  case link(target: String)
  /// A folder, a file or anything else that is not a link.
  case present
}

/// Why the file system could not say (permission denied, an I/O error): the message names it.
public struct PathLookupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What the system said.
  public var message: String

  /// A lookup that failed with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
