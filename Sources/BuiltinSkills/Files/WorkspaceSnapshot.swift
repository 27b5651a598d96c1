import Foundation
import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a workspace held before a command ran: each regular file's identity (size, change
/// time, inode) and, within a budget, its bytes — so that what the command wrote, deleted or
/// renamed can be found afterwards (`changes(since:)`) and undone from checkpoints.
///
/// Bounded: at most `maxFiles` files are looked at and `maxKeptBytes` of content kept (a file
/// over `FileIO.maxFileBytes` is never kept); a change to a file whose bytes were not kept is
/// reported as one undo cannot restore. `.git/` is left out (git keeps its own history), and so
/// are what `.gitignore` files ignore, links and anything that is not a regular file.
public struct WorkspaceSnapshot: Sendable {
  /// The most files looked at.
  public static let maxFiles = 10_000
  /// The most hard-linked files kept read-only in a command's sandbox.
  public static let maxLinked = 1_000

  /// The most bytes kept to restore from: 64 MiB.
  public static let maxKeptBytes = 64 << 20

  /// One file as it was: what tells a change (size, change and modification times in
  /// nanoseconds, inode) and, within the budget, its bytes.
  public struct Entry: Sendable {
    /// Equal for a file no one wrote since (a rewrite in place changes the times).
    public var identity: [Int64]
    /// Its bytes, when the budget held them.
    public var bytes: [UInt8]?
    /// Its size in bytes.
    public var size: Int { Int(identity[0]) }
  }

  /// One file the command changed.
  public struct Change: Sendable, Hashable {
    /// Made, written or removed.
    public enum Kind: String, Sendable, Hashable {
      case created, modified, deleted
    }
    /// The resolved absolute path.
    public var path: String
    /// What happened to it.
    public var kind: Kind
    /// The bytes before (nil: it did not exist, or they were not kept).
    public var previous: [UInt8]?
    /// Whether undo can put it back: false when its earlier bytes were over the budget.
    public var restorable: Bool
  }

  /// The folder looked at (resolved).
  public let root: String
  /// Files by absolute path.
  public private(set) var entries: [String: Entry] = [:]
  /// False when the walk stopped at `maxFiles`: changes beyond it are not seen.
  public private(set) var complete = true
  /// Regular files with more than one name: another name may be outside the workspace, where
  /// a write through this one would land, so a sandbox keeps them read-only (at most
  /// `maxLinked + 1` are listed: more than `maxLinked` is a refusal).
  public private(set) var linked: [String] = []

  /// Looks at `root` now, keeping bytes within the budget when `keepBytes`. The walk is
  /// `files.grep`'s: no link followed, `.git` and what `.gitignore` files ignore left out
  /// (build output and dependencies are made again, not undone). A file whose identity is the
  /// one `known` has bytes for is not read again: they are its bytes.
  public init(root: String, keepBytes: Bool = true, known: WorkspaceSnapshot? = nil) {
    let reusable = known?.root == root ? known?.entries ?? [:] : [:]
    self.root = root
    var kept = 0
    var entries: [String: Entry] = [:]
    var linked: [String] = []
    var complete = true
    FileWalker(root: root, respectsGitIgnore: true).walk(from: root) { found in
      var info = stat()
      guard !found.isLink, lstat(found.absolute, &info) == 0, info.st_mode & S_IFMT == S_IFREG
      else { return true }
      guard entries.count < Self.maxFiles else {
        complete = false
        return false
      }
      var entry = Entry(
        identity: [
          Int64(info.st_size), Int64(info.st_ino),
          Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec),
          Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
        ])
      if keepBytes, entry.size <= FileIO.maxFileBytes, kept + entry.size <= Self.maxKeptBytes,
        let bytes = Self.unchangedBytes(reusable[found.absolute], entry)
          ?? Self.readWhole(found.absolute, size: entry.size)
      {
        entry.bytes = bytes
        kept += bytes.count
      }
      entries[found.absolute] = entry
      if info.st_nlink > 1, linked.count <= Self.maxLinked { linked.append(found.absolute) }
      return true
    }
    self.entries = entries
    self.linked = linked
    self.complete = complete
  }

  /// `now`'s bytes taken from `earlier`, when it is the same file, unchanged.
  static func unchangedBytes(_ earlier: Entry?, _ now: Entry) -> [UInt8]? {
    guard let earlier, earlier.identity == now.identity else { return nil }
    return earlier.bytes
  }

  /// `now` (an identity-only look at the same root) with the bytes of every file that did not
  /// change since this snapshot: what the next command's snapshot can start from.
  public func carried(to now: WorkspaceSnapshot) -> WorkspaceSnapshot {
    var next = now
    for (path, entry) in now.entries {
      next.entries[path]?.bytes = Self.unchangedBytes(entries[path], entry)
    }
    return next
  }

  /// What changed between this snapshot and `now` (a later one of the same root), sorted by
  /// path.
  public func changes(to now: WorkspaceSnapshot) -> [Change] {
    var found: [Change] = []
    for (path, before) in entries {
      guard let after = now.entries[path] else {
        found.append(
          Change(
            path: path, kind: .deleted, previous: before.bytes, restorable: before.bytes != nil))
        continue
      }
      if after.identity != before.identity {
        found.append(
          Change(
            path: path, kind: .modified, previous: before.bytes, restorable: before.bytes != nil))
      }
    }
    for path in now.entries.keys where entries[path] == nil {
      found.append(Change(path: path, kind: .created, previous: nil, restorable: true))
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The bytes of a regular file, not following a link; nil when it cannot be read whole.
  static func readWhole(_ path: String, size: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let count = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + done, size - done)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      done += count
    }
    // A file that grew or shrank while it was read is kept as read only when whole.
    return done == size ? bytes : nil
  }
}
