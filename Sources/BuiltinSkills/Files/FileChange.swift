import Foundation
import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One planned change to one workspace file: what is there now and what will be there. The
/// write and edit skills plan the same way for the permission card's diff and for the run, so
/// what the user approved is exactly what is written.
struct FileChange: Sendable {
  let path: WorkspacePath
  /// The content now; nil when there is no file.
  let current: [UInt8]?
  /// The content after the change.
  let new: [UInt8]

  /// Reads the file at `raw` (resolved for writing) and computes its new content with `make`,
  /// which gets the current text (nil: no file).
  static func plan(
    _ raw: String, workspace: WorkspaceAccess, make: (String?) throws -> String
  ) throws -> FileChange {
    let path = try workspace.resolve(raw, writing: true)
    let current = try FileIO.readBytes(path.resolved, shown: path.relative)
    let text = try current.map { try FileIO.text($0, shown: path.relative) }
    return FileChange(path: path, current: current, new: Array(try make(text).utf8))
  }

  /// Throws "the file changed since you approved this edit" when the file at `raw` is no
  /// longer what the approved diff was computed against (checked before anything else).
  static func verifyApproval(
    _ raw: String, workspace: WorkspaceAccess, context: SkillContext
  ) throws {
    guard let approved = context.approvedPreview else { return }
    let path = try workspace.resolve(raw, writing: true)
    let current = try FileIO.readBytes(path.resolved, shown: path.relative)
    if FileFingerprint.of(current) != approved.basis { throw changed(path.relative) }
  }

  static func changed(_ shown: String) -> SkillError {
    BuiltinProblem.changedSinceApproved.error(["path": shown], fix: .fixAskAgain)
  }

  /// The diff the permission card shows.
  var preview: SkillPreview {
    let old = current.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let diff = UnifiedDiff(
      old: old, new: String(decoding: new, as: UTF8.self), path: path.relative,
      oldExists: current != nil)
    return SkillPreview(
      path: path.relative, diff: diff.text, added: diff.added, removed: diff.removed,
      basis: FileFingerprint.of(current), truncated: diff.truncated)
  }

  /// Checks the approval still holds, checkpoints the old content, and writes the new.
  func apply(context: SkillContext, workspace: WorkspaceAccess) async throws -> SkillPreview {
    let preview = self.preview
    if let approved = context.approvedPreview, approved.basis != preview.basis {
      throw Self.changed(path.relative)
    }
    try context.checkCancellation()
    context.step(.saveCheckpoint)
    do {
      try await workspace.checkpoint?(
        WorkspaceAccess.Checkpoint(
          path: path.resolved, previous: current, after: FileFingerprint.of(new)))
    } catch {
      throw BuiltinProblem.checkpointFailed.error(["path": path.relative, "error": "\(error)"])
    }
    context.step(.writeFile, ["path": path.relative])
    try FileIO.writeAtomically(new, to: path.resolved, shown: path.relative)
    context.persisted(path: path.resolved)
    return preview
  }

  /// The result both skills return.
  func result(_ preview: SkillPreview, verb: FileVerb, context: SkillContext) -> SkillResult {
    let lines = UnifiedDiff.lines(String(decoding: new, as: UTF8.self)).count
    let created = current == nil
    let said = created ? FileVerb.created : verb
    let values = [
      "path": path.relative, "lines": "\(lines)", "added": "\(preview.added)",
      "removed": "\(preview.removed)",
    ]
    return SkillResult(
      content: context.say(said.sentence, values),
      data: [
        "path": .string(path.relative), "created": .bool(created),
        "added": .integer(preview.added), "removed": .integer(preview.removed),
        "bytes": .integer(new.count),
      ],
      summary: context.say(said.summary, values))
  }
}

/// What a file-changing call did, for its answer and its card.
enum FileVerb: Sendable {
  case created, edited, written

  var sentence: BuiltinAnswer {
    switch self {
    case .created: return .fileCreated
    case .edited: return .fileEdited
    case .written: return .fileWritten
    }
  }

  var summary: BuiltinAnswer {
    switch self {
    case .created: return .fileCreatedSummary
    case .edited: return .fileEditedSummary
    case .written: return .fileWrittenSummary
    }
  }
}
