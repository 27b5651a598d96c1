import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The machine's file system for path resolution: `realpath`, `lstat`, `readlink`, `stat`.
public struct SystemFileSystem: PathFileSystem {
  /// The file system ask runs on.
  public init() {}

  /// `realpath(3)`.
  public func canonicalPath(_ path: String) -> Result<String, PathLookupError> {
    guard let real = realpath(path, nil) else { return .failure(PathLookupError(Self.errnoText())) }
    defer { free(real) }
    return .success(String(cString: real))
  }

  /// `lstat(2)`, and `readlink(2)` for a link.
  public func entry(at path: String) -> Result<PathEntry, PathLookupError> {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return .success(.missing) }
      return .failure(PathLookupError(Self.errnoText()))
    }
    guard (info.st_mode & S_IFMT) == S_IFLNK else { return .success(.present) }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return .failure(PathLookupError(Self.errnoText())) }
    return .success(
      .link(
        target: String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)))
  }

  /// `stat(2)`: a folder, links followed.
  public func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}
