import Foundation
import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and replacing workspace files: bounded reads that say what a file is when it is not
/// text, and writes that go to a temporary file renamed into place (never half-written).
public enum FileIO {
  /// The largest file read, edited or replaced: 10 MiB.
  public static let maxFileBytes = 10 << 20

  /// What is at a path.
  public enum Kind: Sendable, Hashable {
    case missing
    case file(size: Int)
    case folder
    case other
  }

  /// What is at `path`, without following a final link.
  public static func kind(_ path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file(size: Int(info.st_size))
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// The bytes of a regular file of at most `maxFileBytes`; nil when there is no file.
  public static func readBytes(_ path: String, shown: String) throws -> [UInt8]? {
    switch kind(path) {
    case .missing: return nil
    case .folder:
      throw BuiltinProblem.isFolder.error(["path": shown], fix: .fixGiveFile)
    case .other:
      throw BuiltinProblem.notRegular.error(["path": shown])
    case .file(let size) where size > maxFileBytes:
      throw BuiltinProblem.tooBig.error(
        ["path": shown, "size": sizeText(size), "limit": sizeText(maxFileBytes)],
        fix: .fixReadPart)
    case .file:
      break
    }
    // Opened without following a link anywhere on the way: the file checked is the file read.
    let folder = try PinnedFolder(containing: path, create: false, shown: shown)
    return try folder.read((path as NSString).lastPathComponent, limit: maxFileBytes, shown: shown)
  }

  /// `bytes` as text, or the error that names what the file is instead.
  public static func text(_ bytes: [UInt8], shown: String) throws -> String {
    if let type = binaryType(bytes) {
      throw BuiltinProblem.binary.error(
        ["path": shown, "type": type, "size": sizeText(bytes.count)], fix: .fixOnlyText)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let offset = firstInvalidUTF8(bytes)
      throw BuiltinProblem.notUTF8.error(
        ["path": shown, "offset": "\(offset)", "size": sizeText(bytes.count)], fix: .fixIconv)
    }
    return text
  }

  /// A name for a binary file's type, from its first bytes; nil for text.
  public static func binaryType(_ bytes: [UInt8]) -> String? {
    let head = bytes.prefix(8192)
    let signatures: [([UInt8], String)] = [
      ([0x89, 0x50, 0x4E, 0x47], "a PNG image"), ([0xFF, 0xD8, 0xFF], "a JPEG image"),
      ([0x47, 0x49, 0x46, 0x38], "a GIF image"), ([0x25, 0x50, 0x44, 0x46], "a PDF document"),
      ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"), ([0x1F, 0x8B], "gzip data"),
      ([0x7F, 0x45, 0x4C, 0x46], "an ELF executable"),
      ([0x53, 0x51, 0x4C, 0x69, 0x74, 0x65], "an SQLite database"),
    ]
    for (signature, name) in signatures where head.starts(with: signature) { return name }
    return head.contains(0) ? "binary data" : nil
  }

  /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, low) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, high) = (3, 0x9F)
      case 0xF0: (length, low) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, high) = (4, 0x8F)
      default: return index
      }
      guard index + length <= bytes.count else { return index }
      for position in 1..<max(1, length) {
        let byte = bytes[index + position]
        let (min, max) = position == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
        if byte < min || byte > max { return index }
      }
      index += length
    }
    return bytes.count
  }

  /// Replaces (or creates) `path` with `bytes` through a temporary file in the same folder,
  /// creating missing folders; the old file's permissions are kept. Every folder on the way is
  /// opened without following links (`PinnedFolder`).
  public static func writeAtomically(_ bytes: [UInt8], to path: String, shown: String) throws {
    let folder = try PinnedFolder(containing: path, create: true, shown: shown)
    try folder.replace((path as NSString).lastPathComponent, with: bytes, shown: shown)
  }

  /// Removes the file at `path` (an undo of a creation); a missing file is not an error.
  public static func remove(_ path: String, shown: String) throws {
    do {
      let folder = try PinnedFolder(containing: path, create: false, shown: shown)
      try folder.remove((path as NSString).lastPathComponent, shown: shown)
    } catch let error as SkillError where error.message.hasPrefix("cannot open the folder") {
      // The folder is gone too: so is the file.
      if case .missing = kind((path as NSString).deletingLastPathComponent) { return }
      throw error
    }
  }

  /// `1.2 MB`, `512 B`.
  public static func sizeText(_ bytes: Int) -> String {
    ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .binary)
  }

  static func errorText() -> String { String(cString: strerror(errno)) }
}
