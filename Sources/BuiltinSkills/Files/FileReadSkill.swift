import Foundation
import SkillKit

/// `files.read`: a text file of the workspace with numbered lines, a window at a time.
public struct FileReadSkill: Skill {
  /// Lines returned when the call does not say.
  public static let defaultLimit = 2000
  /// Longer lines are cut here (with a mark), so one minified line cannot flood the model.
  public static let maxLineLength = 2000

  /// The skill.
  public init() {}

  /// The skill's declaration: id, description, input schema and permission level.
  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "files.read",
      displayName: "读取文件",
      description:
        "Reads a text file of the workspace and returns its lines numbered (`   12\\t…`). Use "
        + "offset and limit for a window of a long file. Binary files and files over 10 MiB are "
        + "refused with their size and type.",
      inputFields: [
        InputField(
          name: "path", type: .path, required: true,
          description: "The file, relative to the workspace or absolute", minLength: 1),
        InputField(
          name: "offset", type: .integer, description: "The first line to show (1-based)",
          defaultValue: 1, minimum: 1),
        InputField(
          name: "limit", type: .integer, description: "How many lines to show",
          defaultValue: .integer(Self.defaultLimit), minimum: 1, maximum: 100_000),
      ],
      permissionLevel: .normal, estimatedDuration: 0.1, iconName: "doc.text",
      examples: [
        "读取 README.md", "看看 Package.swift 的内容", "打开文件 notes.txt", "read the file README.md",
        "show me the contents of main.swift", "cat Sources/main.swift",
      ], localizedDisplayNames: ["en": "Read file"],
      localizedFieldDescriptions: BuiltinFieldWords.localized("files.read"),
      localizedDescriptions: ["zh": "读取工作区里的文本文件。"])
    descriptor.workspaceUse = .reads
    return descriptor
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let workspace = context.workspace else { throw WorkspaceSkills.noWorkspace }
    guard let raw = input.string("path") else {
      throw BuiltinProblem.required.error(["field": "path"])
    }
    let path = try workspace.resolve(raw, writing: false)
    context.step(.readFile, ["path": path.relative])
    guard let bytes = try FileIO.readBytes(path.resolved, shown: path.relative) else {
      throw BuiltinProblem.doesNotExist.error(["path": path.relative], fix: .fixGlobLists)
    }
    let text = try FileIO.text(bytes, shown: path.relative)
    let lines = UnifiedDiff.lines(text)
    let offset = max(1, input.int("offset") ?? 1)
    let limit = max(1, input.int("limit") ?? Self.defaultLimit)
    guard offset <= max(1, lines.count) else {
      throw BuiltinProblem.offsetPastEnd.error(
        ["path": path.relative, "count": "\(lines.count)", "offset": "\(offset)"],
        fix: .fixOffset, ["max": "\(max(1, lines.count))"])
    }
    let window = lines.dropFirst(offset - 1).prefix(limit)
    let width = String(offset + window.count).count
    var shown: [String] = []
    shown.reserveCapacity(window.count)
    for (index, line) in window.enumerated() {
      let number = String(offset + index)
      let padded = String(repeating: " ", count: max(0, width - number.count)) + number
      let cut =
        line.count > Self.maxLineLength
        ? String(line.prefix(Self.maxLineLength)) + " … [line cut at \(Self.maxLineLength)]"
        : line
      shown.append(padded + "\t" + cut)
    }
    let last = offset + window.count - 1
    var content = shown.joined(separator: "\n")
    if last < lines.count {
      content += "\n… lines \(last + 1)–\(lines.count) not shown: read on with offset \(last + 1)"
    }
    if lines.isEmpty { content = context.say(.fileEmpty, ["path": path.relative]) }
    return SkillResult(
      content: content,
      data: [
        "path": .string(path.relative), "lines": .integer(lines.count),
        "offset": .integer(offset), "shown": .integer(window.count),
        "bytes": .integer(bytes.count),
      ],
      summary: context.say(
        .fileLinesSummary,
        [
          "path": path.relative, "first": "\(offset)", "last": "\(max(offset, last))",
          "count": "\(lines.count)",
        ]))
  }
}
