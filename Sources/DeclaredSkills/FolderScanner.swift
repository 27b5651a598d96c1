import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the `*.json` files of some folders with their change stamps, using `readdir` and
/// `stat` directly: a snapshot per model turn must stay cheap with a thousand skill files.
enum FolderScanner {
  /// Modification time (nanoseconds), size and inode: an edit, a replace or a rename shows.
  struct Stamp: Sendable, Hashable {
    var modified: Int64
    var size: Int64
    var inode: UInt64
  }

  /// Whether the folders hold exactly the files of `stamps`, unchanged — without building a
  /// new listing: the per-turn check, which must cost well under a millisecond.
  static func unchanged(_ stamps: [String: Stamp], in folders: [String]) -> Bool {
    var seen = 0
    for folder in folders {
      guard let directory = opendir(folder) else {
        if errno == ENOENT || errno == ENOTDIR { continue }
        return false
      }
      defer { closedir(directory) }
      let descriptor = dirfd(directory)
      while let entry = readdir(directory) {
        let matched: Bool? = withUnsafeBytes(of: entry.pointee.d_name) { raw -> Bool? in
          let bytes = raw.prefix(while: { $0 != 0 })
          guard let first = bytes.first, first != UInt8(ascii: ".") else { return nil }
          let name = String(decoding: bytes, as: UTF8.self)
          let isFile = name.hasSuffix(".json")
          let relative = isFile ? name : name + "/SKILL.md"
          var info = stat()
          guard fstatat(descriptor, relative, &info, 0) == 0, (info.st_mode & S_IFMT) == S_IFREG
          else { return nil }
          guard let known = stamps[folder + "/" + relative] else { return false }
          return known == stamp(info)
        }
        switch matched {
        case .some(true): seen += 1
        case .some(false): return false
        case nil: continue
        }
      }
    }
    return seen == stamps.count
  }

  private static func stamp(_ info: stat) -> Stamp {
    #if canImport(Darwin)
      let modified =
        Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
    #else
      let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    #endif
    return Stamp(modified: modified, size: Int64(info.st_size), inode: UInt64(info.st_ino))
  }

  static func files(in folders: [String]) -> ([String: Stamp], [String]) {
    var found: [String: Stamp] = [:]
    var problems: [String] = []
    for folder in folders {
      guard let directory = opendir(folder) else {
        if errno != ENOENT && errno != ENOTDIR {
          problems.append("\(folder): cannot be listed: \(String(cString: strerror(errno)))")
        }
        continue
      }
      defer { closedir(directory) }
      var count = 0
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        guard !name.hasPrefix(".") else { continue }
        // A skill file, or a SKILL.md folder (its SKILL.md is what is watched).
        let path = name.hasSuffix(".json") ? folder + "/" + name : folder + "/" + name + "/SKILL.md"
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
        count += 1
        guard count <= SkillFileLoader.maxFilesPerFolder else { continue }
        #if canImport(Darwin)
          let modified =
            Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
          let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        found[path] = Stamp(
          modified: modified, size: Int64(info.st_size), inode: UInt64(info.st_ino))
      }
      if count > SkillFileLoader.maxFilesPerFolder {
        problems.append(
          "\(folder): holds \(count) skill files; only the first \(SkillFileLoader.maxFilesPerFolder) are read"
        )
      }
    }
    return (found, problems)
  }
}
