import Foundation

/// A file only its owner reads (mode 0600), replaced whole: written beside it, then renamed
/// over it, so a reader sees the old content or the new, never half of either. The file beside
/// it is made with mode 0600 (never readable by others, not even while it is written), never
/// through a link, and flushed to the disk before the rename.
public enum PrivateFile {
  /// Replaces `path` with `data`.
  public static func write(_ data: Data, to path: String) throws {
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw MCPConfigError(
        file: path, path: "",
        message: "could not be written (\(String(cString: strerror(errno))))")
    }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    guard failure == 0, rename(temporary, path) == 0 else {
      let reason = failure != 0 ? failure : errno
      unlink(temporary)
      throw MCPConfigError(
        file: path, path: "", message: "could not be written (\(String(cString: strerror(reason))))"
      )
    }
  }
}
