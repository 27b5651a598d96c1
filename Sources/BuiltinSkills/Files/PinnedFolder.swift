import Foundation
import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder opened one segment at a time from `/` without following a single link, so that a
/// path checked against the workspace is the path written: if any folder of it was swapped for
/// a link after the check, opening fails instead of writing elsewhere. Files are then created,
/// replaced and removed relative to the open folder (`openat`, `renameat`, `unlinkat`).
struct PinnedFolder: ~Copyable {
  let descriptor: Int32
  let path: String

  /// Opens the folder of the resolved absolute `file` (its links already followed), creating
  /// missing folders when `create`.
  init(containing file: String, create: Bool, shown: String) throws {
    let folder = (file as NSString).deletingLastPathComponent
    path = folder
    var current = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard current >= 0 else { throw BuiltinProblem.cannot(.open, "/", FileIO.errorText()) }
    for segment in folder.split(separator: "/") {
      let name = String(segment)
      var next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if next < 0, errno == ENOENT, create {
        if mkdirat(current, name, 0o755) != 0, errno != EEXIST {
          let reason = FileIO.errorText()
          close(current)
          throw BuiltinProblem.cannot(.create, BuiltinProblem.folder(of: shown), reason)
        }
        next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      }
      let failure = errno
      close(current)
      guard next >= 0 else {
        if failure == ELOOP || failure == ENOTDIR {
          throw BuiltinProblem.folderBecameLink.error(["path": shown], fix: .fixAskAgain)
        }
        throw BuiltinProblem.cannot(
          .open, BuiltinProblem.folder(of: shown), String(cString: strerror(failure)))
      }
      current = next
    }
    descriptor = current
  }

  deinit { close(descriptor) }

  /// The bytes of the file `name` in this folder (not through a link), at most `limit`.
  func read(_ name: String, limit: Int, shown: String) throws -> [UInt8]? {
    let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      if errno == ELOOP {
        throw BuiltinProblem.fileBecameLink.error(["path": shown])
      }
      throw BuiltinProblem.cannot(.open, shown, FileIO.errorText())
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { readDescriptor(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw BuiltinProblem.cannot(.read, shown, FileIO.errorText())
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      if bytes.count > limit {
        throw BuiltinProblem.grewWhileRead.error(["path": shown, "limit": FileIO.sizeText(limit)])
      }
    }
    return bytes
  }

  /// Replaces (or creates) `name` with `bytes`: a temporary file in this folder, synced, then
  /// renamed over it. The old file's permissions are kept.
  func replace(_ name: String, with bytes: [UInt8], shown: String) throws {
    var info = stat()
    let mode: mode_t =
      fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info.st_mode & 0o7777 : 0o644
    let temporary = ".ask-write-" + UUID().uuidString.prefix(12)
    let fd = openat(
      descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw BuiltinProblem.cannot(
        .writeIn, BuiltinProblem.folder(of: shown), FileIO.errorText())
    }
    var renamed = false
    defer { if !renamed { unlinkat(descriptor, temporary, 0) } }
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        let reason = FileIO.errorText()
        close(fd)
        throw BuiltinProblem.cannot(.write, shown, reason)
      }
      offset += count
    }
    fchmod(fd, mode)
    guard fsync(fd) == 0, close(fd) == 0 else {
      throw BuiltinProblem.cannot(.write, shown, FileIO.errorText())
    }
    guard renameat(descriptor, temporary, descriptor, name) == 0 else {
      throw BuiltinProblem.cannot(.replace, shown, FileIO.errorText())
    }
    renamed = true
  }

  /// Removes `name` from this folder; a missing file is not an error.
  func remove(_ name: String, shown: String) throws {
    guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
      throw BuiltinProblem.cannot(.remove, shown, FileIO.errorText())
    }
  }
}

/// `read(2)`, named apart from `PinnedFolder.read`.
private func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
