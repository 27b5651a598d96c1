import SkillKit
import Synchronization

/// A file system held in memory for path resolution — folders, files and symbolic links — that
/// passes the same conformance suite as `SystemFileSystem`: links are followed as the kernel
/// follows them (at most 40), a missing segment or one under a file is "missing".
public final class InMemoryFileSystem: PathFileSystem {
  /// What stands at a path.
  public enum Node: Sendable, Hashable {
    case folder, file
    case link(String)
  }

  private let nodes = Mutex<[String: Node]>(["/": .folder])

  /// An empty file system: only `/`.
  public init() {}

  /// Adds a folder at the absolute `path` (and the folders above it).
  public func folder(_ path: String) { add(path, .folder) }
  /// Adds a file at the absolute `path` (and the folders above it).
  public func file(_ path: String) { add(path, .file) }
  /// Adds a symbolic link at the absolute `path` naming `target` (relative to its folder, or
  /// absolute).
  public func link(_ path: String, to target: String) { add(path, .link(target)) }

  private func add(_ path: String, _ node: Node) {
    let parts = Self.segments(path)
    nodes.withLock { nodes in
      for index in parts.indices.dropLast() {
        let above = "/" + parts[...index].joined(separator: "/")
        if nodes[above] == nil { nodes[above] = .folder }
      }
      nodes["/" + parts.joined(separator: "/")] = node
    }
  }

  private static func segments(_ path: String) -> [String] {
    path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// Walks `path` from `/`, following every link (the last too when `followLast`).
  private func walk(_ path: String, followLast: Bool) -> Result<(String, Node?), PathLookupError> {
    let table = nodes.withLock { $0 }
    var done: [String] = []
    var pending = Array(Self.segments(path).reversed())
    var links = 0
    while let segment = pending.popLast() {
      if segment == "." { continue }
      if segment == ".." {
        if !done.isEmpty { done.removeLast() }
        continue
      }
      let above = "/" + done.joined(separator: "/")
      switch table[above] {
      case .folder?: break
      case .file?: return .failure(PathLookupError("Not a directory"))
      case nil, .link?: return .failure(PathLookupError("No such file or directory"))
      }
      done.append(segment)
      let current = "/" + done.joined(separator: "/")
      guard case .link(let target)? = table[current], followLast || !pending.isEmpty else {
        continue
      }
      links += 1
      guard links <= WorkspacePath.maxLinks else {
        return .failure(PathLookupError("Too many levels of symbolic links"))
      }
      done.removeLast()
      if target.hasPrefix("/") { done.removeAll() }
      pending.append(contentsOf: Self.segments(target).reversed())
    }
    let resolved = "/" + done.joined(separator: "/")
    return .success((resolved, table[resolved]))
  }

  /// The path with every link followed; fails when it does not exist, like `realpath`.
  public func canonicalPath(_ path: String) -> Result<String, PathLookupError> {
    switch walk(path, followLast: true) {
    case .failure(let error): return .failure(error)
    case .success((let resolved, let node)):
      return node == nil
        ? .failure(PathLookupError("No such file or directory")) : .success(resolved)
    }
  }

  /// What is at `path`, its last link not followed, like `lstat`.
  public func entry(at path: String) -> Result<PathEntry, PathLookupError> {
    switch walk(path, followLast: false) {
    case .failure: return .success(.missing)
    case .success((_, nil)): return .success(.missing)
    case .success((_, .link(let target)?)): return .success(.link(target: target))
    case .success: return .success(.present)
    }
  }

  /// Whether `path`, links followed, is a folder.
  public func isFolder(_ path: String) -> Bool {
    guard case .success((_, .folder?)) = walk(path, followLast: true) else { return false }
    return true
  }
}
