import Foundation
import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A SKILL.md skill without a script: calling it returns its instructions (activation), or
/// one file of its folder. Paths that leave the folder — `..`, absolute paths, symlinks that
/// point outside — are refused.
public struct FolderSkill: Skill {
  /// The skill's declaration, from SKILL.md's front matter.
  public let descriptor: SkillDescriptor
  /// SKILL.md's body: what the call answers with.
  public let instructions: String
  /// The skill's folder.
  public let folder: String

  /// A skill read from a SKILL.md folder.
  public init(descriptor: SkillDescriptor, instructions: String, folder: String) {
    self.descriptor = descriptor
    self.instructions = instructions
    self.folder = folder
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let file = input.values["file"]?.stringValue, !file.isEmpty else {
      let files = Self.listing(folder)
      var content = instructions.trimmingCharacters(in: .whitespacesAndNewlines)
      if !files.isEmpty {
        content +=
          "\n\nFiles in this skill (read one by calling \(descriptor.id) with {\"file\": \"…\"}):\n"
          + files.map { "- \($0)" }.joined(separator: "\n")
      }
      return SkillResult(
        content: content, data: ["files": .array(files.map(JSONValue.string))],
        summary: "activated \(descriptor.id)")
    }
    let path = try Self.resolve(file, in: folder, skill: descriptor.id)
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw SkillError("\(descriptor.id): \(file) cannot be read")
    }
    defer { try? handle.close() }
    let data = try handle.read(upToCount: SkillFolder.maxFileBytes + 1) ?? Data()
    guard data.count <= SkillFolder.maxFileBytes else {
      throw SkillError("\(descriptor.id): \(file) is larger than 256 KiB; it is not read whole")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SkillError("\(descriptor.id): \(file) is not UTF-8 text (\(data.count) bytes)")
    }
    return SkillResult(content: text, summary: "read \(file) (\(data.count) bytes)")
  }

  /// `file` inside `folder`, with every symlink resolved; anything outside is refused.
  static func resolve(_ file: String, in folder: String, skill: String) throws -> String {
    let parts = file.split(separator: "/", omittingEmptySubsequences: true)
    guard !file.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty,
      !file.unicodeScalars.contains(where: { $0.value < 0x20 })
    else {
      throw SkillError(
        "\(skill): \"\(file)\" is not a path inside the skill's folder",
        fix: "Give a relative path like references/guide.md.")
    }
    guard let root = realPath(folder), let target = realPath(folder + "/" + file) else {
      throw SkillError("\(skill): \(file) does not exist in the skill's folder")
    }
    guard target.hasPrefix(root + "/") else {
      throw SkillError(
        "\(skill): \(file) leads outside the skill's folder (a link); it is not read")
    }
    var info = stat()
    guard stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw SkillError("\(skill): \(file) is not a file")
    }
    return target
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder's files (SKILL.md aside), relative, sorted; at most 200, two levels deep.
  static func listing(_ folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let next = enumerator.nextObject() as? String, files.count < 200 {
      if next.split(separator: "/").count > 3 || next.hasPrefix(".") { continue }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + next, isDirectory: &isDirectory),
        !isDirectory.boolValue, next != "SKILL.md"
      {
        files.append(next)
      }
    }
    return files.sorted()
  }
}
