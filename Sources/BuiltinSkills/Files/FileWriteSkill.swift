import SkillKit

/// `files.write`: replaces (or creates) a whole file of the workspace; asks first, with a diff.
public struct FileWriteSkill: FileChangingSkill {
  let verb = FileVerb.written

  /// The skill.
  public init() {}

  /// The skill's declaration: id, description, input schema and permission level.
  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "files.write",
      displayName: "写入文件",
      description:
        "Writes a whole text file in the workspace, creating it and its folders if needed, "
        + "replacing it otherwise. The user sees the diff and confirms first; the old content "
        + "is kept for `ask undo`.",
      inputFields: [
        InputField(
          name: "path", type: .path, required: true,
          description: "The file, relative to the workspace or absolute", minLength: 1),
        InputField(
          name: "content", type: .string, required: true,
          description: "The whole new content", maxLength: FileIO.maxFileBytes),
      ],
      permissionLevel: .userConfirmation, estimatedDuration: 0.1, iconName: "square.and.pencil",
      examples: [
        "创建文件 notes.txt 内容是 hello", "把 hello 写入 a.txt", "write hello to notes.txt",
        "create a file named todo.md",
      ], localizedDisplayNames: ["en": "Write file"],
      localizedFieldDescriptions: BuiltinFieldWords.localized("files.write"),
      localizedDescriptions: ["zh": "在工作区写入整个文件。"])
    descriptor.workspaceUse = .writes
    return descriptor
  }

  func plan(_ input: SkillInput, _ workspace: WorkspaceAccess) throws -> FileChange {
    guard let raw = input.string("path") else {
      throw BuiltinProblem.required.error(["field": "path"])
    }
    guard let content = input.values["content"]?.stringValue else {
      throw BuiltinProblem.required.error(["field": "content"])
    }
    return try FileChange.plan(raw, workspace: workspace) { _ in content }
  }
}
