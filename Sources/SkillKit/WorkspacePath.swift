/// A path a skill was given, resolved the way the file system will follow it: against the
/// workspace when relative, `.` and `..` applied, and every symbolic link of the part that
/// exists followed *before* anything is compared with the workspace.
public struct WorkspacePath: Sendable, Hashable {
  /// The path as the call gave it.
  public var requested: String
  /// Absolute, with every existing link followed; a missing tail is kept as written.
  public var resolved: String
  /// The resolved path is the workspace or lies below it.
  public var isInside: Bool
  /// The resolved path is inside a `.git` folder of the workspace (a repository's internals).
  public var isGitInternal: Bool
  /// The resolved path relative to the workspace (`.` for the workspace itself); the resolved
  /// path when it is outside.
  public var relative: String

  /// A path that cannot be resolved: empty, with a NUL byte, or a loop of links.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path given.
    public var path: String
    /// Why it cannot be used.
    public var reason: String
    /// `cannot use path …: why`.
    public var description: String { "cannot use path \"\(path)\": \(reason)" }
  }

  /// The most links followed for one path, as the kernel allows (`ELOOP` past it).
  public static let maxLinks = 40
  /// The longest path accepted, in bytes.
  public static let maxLength = 4096

  /// Resolves `path` against the workspace `root` (itself resolved first), reading `fileSystem`.
  public static func resolve(_ path: String, root: String, in fileSystem: any PathFileSystem)
    throws -> WorkspacePath
  {
    func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
    guard !path.isEmpty else { throw fail("the path is empty") }
    guard !path.utf8.contains(0) else { throw fail("it contains a NUL byte") }
    guard path.utf8.count <= maxLength else { throw fail("longer than \(maxLength) bytes") }
    let base = try realRoot(root, in: fileSystem)
    var links = 0
    let resolved = try follow(
      path.hasPrefix("/") ? path : base + "/" + path, in: fileSystem, links: &links, fail: fail)
    let inside = resolved == base || resolved.hasPrefix(base == "/" ? "/" : base + "/")
    let relative: String
    if !inside {
      relative = resolved
    } else if resolved == base {
      relative = "."
    } else {
      relative = String(resolved.dropFirst(base == "/" ? 1 : base.count + 1))
    }
    let git = inside && relative.split(separator: "/").contains(".git")
    return WorkspacePath(
      requested: path, resolved: resolved, isInside: inside, isGitInternal: git,
      relative: relative)
  }

  /// The workspace's own real path; it must exist and be a folder.
  public static func realRoot(_ root: String, in fileSystem: any PathFileSystem) throws -> String {
    let text: String
    switch fileSystem.canonicalPath(root) {
    case .success(let real): text = real
    case .failure(let error):
      throw Failure(path: root, reason: "the workspace does not exist (\(error.message))")
    }
    guard fileSystem.isFolder(text) else {
      throw Failure(path: root, reason: "the workspace is not a folder")
    }
    return text
  }

  /// Walks `absolute` one segment at a time, following links of the segments that exist.
  private static func follow(
    _ absolute: String, in fileSystem: any PathFileSystem, links: inout Int,
    fail: (String) -> Failure
  ) throws -> String {
    var done: [Substring] = []
    var pending = Array(absolute.split(separator: "/", omittingEmptySubsequences: true).reversed())
    var missing = false
    while let segment = pending.popLast() {
      if segment == "." { continue }
      if segment == ".." {
        if !done.isEmpty { done.removeLast() }
        continue
      }
      done.append(segment)
      if missing { continue }
      let current = "/" + done.joined(separator: "/")
      let target: String
      switch fileSystem.entry(at: current) {
      case .failure(let error): throw fail("\(current): \(error.message)")
      case .success(.missing):
        // Nothing exists below a missing segment: the rest is taken as written.
        missing = true
        continue
      case .success(.present): continue
      case .success(.link(let named)): target = named
      }
      links += 1
      guard links <= maxLinks else { throw fail("more than \(maxLinks) symbolic links") }
      done.removeLast()
      if target.hasPrefix("/") { done.removeAll() }
      pending.append(
        contentsOf: target.split(separator: "/", omittingEmptySubsequences: true).reversed())
    }
    return "/" + done.joined(separator: "/")
  }
}
