import Foundation

/// A file only its owner reads (mode 0600), replaced whole: written beside it, then renamed
/// over it, so a reader sees the old content or the new, never half of either.
public enum PrivateFile {
  /// Replaces `path` with `data`.
  public static func write(_ data: Data, to path: String) throws {
    let temporary = path + ".tmp-\(getpid())"
    try data.write(to: URL(fileURLWithPath: temporary))
    chmod(temporary, 0o600)
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw MCPConfigError(file: path, path: "", message: "could not be written")
    }
  }
}
