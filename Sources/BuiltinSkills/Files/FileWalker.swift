import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Walks a folder of the workspace depth first in name order, never following a link to a
/// folder (so it cannot leave the workspace or loop), skipping `.git` and, when asked, what
/// `.gitignore` files ignore.
struct FileWalker {
  struct Entry {
    /// Relative to the workspace root.
    var relative: String
    var absolute: String
    var isLink: Bool
  }

  let root: String
  let respectsGitIgnore: Bool
  /// Called for each folder before it is entered; false skips it.
  var entersFolder: (String) -> Bool = { _ in true }

  /// Visits every file below `start` (an absolute folder inside `root`); `visit` returns false
  /// to stop the walk.
  func walk(from start: String, _ visit: (Entry) throws -> Bool) rethrows {
    var ignores: [GitIgnore] = []
    // The .gitignore files of the folders from the root down to the start apply too.
    let startRelative = start == root ? "" : String(start.dropFirst(root.count + 1))
    if respectsGitIgnore {
      var folder = ""
      for part in [""] + startRelative.split(separator: "/").map(String.init) {
        folder = part.isEmpty ? folder : (folder.isEmpty ? part : folder + "/" + part)
        if let ignore = Self.loadIgnore(root, folder) { ignores.append(ignore) }
      }
    }
    _ = try descend(start, startRelative, &ignores, visit)
  }

  private func descend(
    _ absolute: String, _ relative: String, _ ignores: inout [GitIgnore],
    _ visit: (Entry) throws -> Bool
  ) rethrows -> Bool {
    guard let directory = opendir(absolute) else { return true }
    var names: [(String, UInt8)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name == "." || name == ".." || name == ".git" { continue }
      names.append((name, entry.pointee.d_type))
    }
    closedir(directory)
    names.sort { $0.0 < $1.0 }
    for (name, type) in names {
      let childAbsolute = absolute + "/" + name
      let childRelative = relative.isEmpty ? name : relative + "/" + name
      var kind = type
      if kind == UInt8(DT_UNKNOWN) {
        var info = stat()
        guard lstat(childAbsolute, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = UInt8(DT_DIR)
        case S_IFLNK: kind = UInt8(DT_LNK)
        case S_IFREG: kind = UInt8(DT_REG)
        default: continue
        }
      }
      let isFolder = kind == UInt8(DT_DIR)
      if respectsGitIgnore && isIgnored(childRelative, isFolder: isFolder, ignores) { continue }
      if isFolder {
        guard entersFolder(childRelative) else { continue }
        let pushed = respectsGitIgnore ? Self.loadIgnore(root, childRelative) : nil
        if let pushed { ignores.append(pushed) }
        let goOn = try descend(childAbsolute, childRelative, &ignores, visit)
        if pushed != nil { ignores.removeLast() }
        if !goOn { return false }
      } else if kind == UInt8(DT_REG) || kind == UInt8(DT_LNK) {
        let entry = Entry(
          relative: childRelative, absolute: childAbsolute, isLink: kind == UInt8(DT_LNK))
        if try !visit(entry) { return false }
      }
    }
    return true
  }

  private func isIgnored(_ path: String, isFolder: Bool, _ ignores: [GitIgnore]) -> Bool {
    // Deeper files decide over shallower ones.
    for ignore in ignores.reversed() {
      if let verdict = ignore.verdict(path, isFolder: isFolder) { return verdict }
    }
    return false
  }

  private static func loadIgnore(_ root: String, _ folder: String) -> GitIgnore? {
    let path = (folder.isEmpty ? root : root + "/" + folder) + "/.gitignore"
    guard case .file(let size) = FileIO.kind(path), size <= 1 << 20 else { return nil }
    do {
      guard let bytes = try FileIO.readBytes(path, shown: path) else { return nil }
      return GitIgnore(String(decoding: bytes, as: UTF8.self), base: folder)
    } catch {
      // An unreadable .gitignore ignores nothing: more is searched, nothing is lost.
      return nil
    }
  }
}
