import Foundation
import SkillKit

/// A SKILL.md folder as the Skills extension publishes it (`ask mcp serve`): its front matter
/// as JSON, and every file — SKILL.md first — with the SHA-256 digest and size of its bytes.
/// Files are those `FolderSkill` lists (no dot files, three levels deep); one that leads
/// outside the folder through a link is left out, as a call of the skill refuses it.
public struct SkillPackage: Sendable, Hashable {
  /// The skill's name (its folder's).
  public let name: String
  /// The folder.
  public let folder: String
  /// SKILL.md's front matter, as written.
  public let frontMatter: JSONValue
  /// Each file's path in the folder, digest (`sha256:HEX`) and size, SKILL.md first.
  public let files: [File]

  /// One file of the package.
  public struct File: Sendable, Hashable {
    /// Its path relative to the folder.
    public let path: String
    /// `sha256:` and 64 lowercase hex digits.
    public let digest: String
    /// Its size in bytes.
    public let size: Int
  }

  /// The most bytes a package publishes (the extension's limit).
  public static let maxBytes = 16 * 1024 * 1024

  /// The package of the folder whose SKILL.md is `path`.
  public static func read(skillFile path: String) throws -> SkillPackage {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let name = URL(fileURLWithPath: folder).lastPathComponent
    let skill = try bytes(of: "SKILL.md", in: folder, skill: name)
    guard let text = String(data: skill, encoding: .utf8) else {
      throw SkillError("\(path) is not UTF-8 text")
    }
    let (front, _) = try FrontMatter.split(text)
    var files = [File(path: "SKILL.md", digest: digest(skill), size: skill.count)]
    var total = skill.count
    let root = FolderSkill.realPath(folder) ?? folder
    for file in FolderSkill.listing(folder) {
      // A link that leads outside the folder is not the skill's (a call refuses it too); any
      // other file that cannot be read fails the package: a manifest is complete or nothing.
      guard let target = FolderSkill.realPath(folder + "/" + file), target.hasPrefix(root + "/")
      else { continue }
      let data = try bytes(of: file, in: folder, skill: name)
      total += data.count
      guard total <= maxBytes else {
        throw SkillError("skill \(name)'s files are over 16 MiB; it is not published")
      }
      files.append(File(path: file, digest: digest(data), size: data.count))
    }
    return SkillPackage(name: name, folder: folder, frontMatter: front, files: files)
  }

  /// The bytes of `file` of the package, inside its folder only.
  public func contents(of file: String) throws -> Data {
    guard files.contains(where: { $0.path == file }) else {
      throw SkillError("\(file) is not a file of skill \(name)")
    }
    return try Self.bytes(of: file, in: folder, skill: name)
  }

  private static func bytes(of file: String, in folder: String, skill: String) throws -> Data {
    let path = try FolderSkill.resolve(file, in: folder, skill: skill)
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw SkillError("\(skill): \(file) cannot be read")
    }
    defer { try? handle.close() }
    let data = try handle.read(upToCount: maxBytes + 1) ?? Data()
    guard data.count <= maxBytes else { throw SkillError("\(skill): \(file) is over 16 MiB") }
    return data
  }

  private static func digest(_ data: Data) -> String { "sha256:" + SHA256(of: data).hex }
}
