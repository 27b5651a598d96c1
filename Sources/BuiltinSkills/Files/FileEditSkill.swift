import SkillKit

/// `files.edit`: replaces an exact piece of text in a workspace file; asks first, with a diff.
public struct FileEditSkill: FileChangingSkill {
  let verb = FileVerb.edited

  /// The skill.
  public init() {}

  /// The skill's declaration: id, description, input schema and permission level.
  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "files.edit",
      displayName: "编辑文件",
      description:
        "Replaces old_string with new_string in a text file of the workspace. old_string must "
        + "occur exactly once (include enough surrounding lines), or set replace_all to change "
        + "every occurrence. The user sees the diff and confirms first; `ask undo` restores the "
        + "file.",
      inputFields: [
        InputField(
          name: "path", type: .path, required: true,
          description: "The file, relative to the workspace or absolute", minLength: 1),
        InputField(
          name: "old_string", type: .string, required: true,
          description: "The exact text to replace", minLength: 1),
        InputField(
          name: "new_string", type: .string, required: true,
          description: "The text to put in its place"),
        InputField(
          name: "replace_all", type: .boolean, description: "Replace every occurrence",
          defaultValue: false),
      ],
      permissionLevel: .userConfirmation, estimatedDuration: 0.1, iconName: "pencil",
      examples: [
        "把 README.md 里的 foo 改成 bar", "在 main.swift 中把 print 替换成 log", "修改文件 config.json",
        "replace foo with bar in README.md", "edit config.json and change debug to true",
        "replace \"old\" with \"new\" in notes.txt", "change the version in Package.swift",
      ], localizedDisplayNames: ["en": "Edit file"],
      localizedFieldDescriptions: BuiltinFieldWords.localized("files.edit"),
      localizedDescriptions: ["zh": "替换文件中的一段文字。"])
    descriptor.workspaceUse = .writes
    return descriptor
  }

  func plan(_ input: SkillInput, _ workspace: WorkspaceAccess) throws -> FileChange {
    guard let raw = input.string("path") else {
      throw BuiltinProblem.required.error(["field": "path"])
    }
    guard let old = input.values["old_string"]?.stringValue, !old.isEmpty else {
      throw BuiltinProblem.oldStringEmpty.error()
    }
    guard let new = input.values["new_string"]?.stringValue else {
      throw BuiltinProblem.required.error(["field": "new_string"])
    }
    guard old != new else {
      throw BuiltinProblem.sameStrings.error()
    }
    let all = input.bool("replace_all") ?? false
    return try FileChange.plan(raw, workspace: workspace) { text in
      guard let text else {
        throw BuiltinProblem.editMissingFile.error(["path": raw], fix: .fixCreateWithWrite)
      }
      let bytes = Array(text.utf8)
      let needle = Array(old.utf8)
      let hits = ByteSearch.occurrences(of: needle, in: bytes)
      if hits.isEmpty {
        throw BuiltinProblem.notFound.error(["path": raw], fix: .fixCopyExactly)
      }
      if hits.count > 1 && !all {
        throw BuiltinProblem.manyFound.error(
          ["path": raw, "count": "\(hits.count)"], fix: .fixMoreContext)
      }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      var start = 0
      for hit in hits {
        out += bytes[start..<hit]
        out += Array(new.utf8)
        start = hit + needle.count
      }
      out += bytes[start...]
      return String(decoding: out, as: UTF8.self)
    }
  }
}
