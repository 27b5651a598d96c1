import Foundation
import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `files.glob`: the workspace files whose paths match a pattern, newest first.
public struct FileGlobSkill: Skill {
  /// At most this many paths are returned (the count of all matches is still given).
  public static let maxResults = 1000

  /// The skill.
  public init() {}

  /// The skill's declaration: id, description, input schema and permission level.
  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "files.glob",
      displayName: "查找文件",
      description:
        "Finds files by name or type: lists the workspace files whose relative path matches a "
        + "glob (`**/*.swift`, `docs/*.md`; `*` within a folder, `**` across folders), most "
        + "recently modified first. `.git` and what .gitignore ignores are skipped.",
      inputFields: [
        InputField(
          name: "pattern", type: .glob, required: true,
          description: "The glob, relative to the folder searched", minLength: 1,
          maxLength: 1000),
        InputField(
          name: "path", type: .path, description: "The folder to search (default: the workspace)"),
      ],
      permissionLevel: .normal, estimatedDuration: 0.2, iconName: "magnifyingglass",
      examples: [
        "列出所有 swift 文件", "找出 docs 下的 md 文件", "有哪些 markdown 文件", "find all swift files",
        "list the markdown files", "which files match *.json",
      ], localizedDisplayNames: ["en": "Find files"],
      localizedFieldDescriptions: BuiltinFieldWords.localized("files.glob"),
      localizedDescriptions: ["zh": "按名称或类型查找、列出工作区的文件（所有某类文件）。"])
    descriptor.workspaceUse = .reads
    return descriptor
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let workspace = context.workspace else { throw WorkspaceSkills.noWorkspace }
    guard let pattern = input.string("pattern") else {
      throw BuiltinProblem.required.error(["field": "pattern"])
    }
    let glob = try Self.checkedGlob(pattern)
    let root = try WorkspacePath.realRoot(workspace.root, in: workspace.fileSystem)
    let base = try workspace.resolve(input.string("path") ?? ".", writing: false)
    guard case .folder = FileIO.kind(base.resolved) else {
      throw BuiltinProblem.notFolder.error(["path": base.relative], fix: .fixGiveFolder)
    }
    context.step(.findFiles, ["pattern": pattern])
    let prefix = base.relative == "." ? "" : base.relative + "/"
    var walker = FileWalker(root: root, respectsGitIgnore: true)
    walker.entersFolder = { folder in
      guard folder.hasPrefix(prefix) || prefix.isEmpty else { return true }
      return glob.mayMatchBelow(String(folder.dropFirst(prefix.count)))
    }
    var found: [(path: String, modified: Double)] = []
    try walker.walk(from: base.resolved) { entry in
      let local = String(entry.relative.dropFirst(prefix.count))
      if glob.matches(local) {
        var info = stat()
        let modified =
          lstat(entry.absolute, &info) == 0
          ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : 0
        found.append((entry.relative, modified))
      }
      try context.checkCancellation()
      return true
    }
    found.sort { $0.modified != $1.modified ? $0.modified > $1.modified : $0.path < $1.path }
    let shown = found.prefix(Self.maxResults)
    var content = shown.map(\.path).joined(separator: "\n")
    if found.isEmpty { content = context.say(.noFilesMatch, ["pattern": pattern]) }
    if found.count > shown.count {
      content += "\n" + context.say(.moreFiles, ["count": "\(found.count - shown.count)"])
    }
    return SkillResult(
      content: content,
      data: [
        "pattern": .string(pattern), "count": .integer(found.count),
        "paths": .array(shown.map { .string($0.path) }),
      ],
      summary: context.say(.filesSummary, ["count": "\(found.count)", "pattern": pattern]))
  }

  /// A glob that stays inside the folder searched: relative, without `..`.
  static func checkedGlob(_ pattern: String) throws -> PathGlob {
    if pattern.hasPrefix("/") {
      throw BuiltinProblem.absolutePattern.error(["pattern": pattern], fix: .fixRelative)
    }
    if pattern.split(separator: "/").contains("..") {
      throw BuiltinProblem.climbingPattern.error(["pattern": pattern], fix: .fixSetPath)
    }
    return PathGlob(pattern)
  }
}
