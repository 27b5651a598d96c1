import Foundation
import SkillKit

/// What a command did to the workspace, found by comparing a snapshot taken before it with the
/// workspace after it, and filed as checkpoints so that `ask undo` restores the workspace as it
/// was: files written, deleted and renamed (a rename is a deletion and a creation).
struct CommandChanges: Sendable {
  /// The most changed files one command's undo records; more are reported, not recorded.
  static let maxRecorded = 1_000
  /// The diff of what it changed stops after this many lines, and leaves out files over
  /// `maxDiffedBytes` or that are not UTF-8 text.
  static let maxDiffLines = 400
  static let maxDiffedBytes = 256 << 10

  /// The files changed, by path relative to the workspace, with what happened to each.
  var changed: [(path: String, kind: WorkspaceSnapshot.Change.Kind)] = []
  /// Changed files undo cannot put back, with why.
  var unrestorable: [(path: String, reason: String)] = []
  /// Why nothing could be recorded, when the checkpoint store failed.
  var failure: String?
  /// The walk stopped at `WorkspaceSnapshot.maxFiles`: changes beyond it were not seen.
  var incomplete = false
  /// The workspace as the command left it (identities only).
  var after: WorkspaceSnapshot?
  /// The unified diff of the changed text files (bounded), as the card and the model see it.
  var diff = ""
  private var diffLines = 0
  private var diffCut = false

  /// Compares `before` with the workspace now and records a checkpoint for each change.
  static func record(
    since before: WorkspaceSnapshot, workspace: WorkspaceAccess, context: SkillContext
  ) async -> CommandChanges {
    var found = CommandChanges()
    let now = WorkspaceSnapshot(root: before.root, keepBytes: false)
    found.after = now
    found.incomplete = !before.complete || !now.complete
    let prefix = before.root.hasSuffix("/") ? before.root : before.root + "/"
    // A change undo cannot restore is recorded too, so that `ask undo` names it.
    func mark(_ path: String, _ reason: String) async -> Bool {
      guard let checkpoint = workspace.checkpoint else { return true }
      do {
        try await checkpoint(
          WorkspaceAccess.Checkpoint(
            path: path, previous: nil, after: FileFingerprint.unrestorable(reason)))
        return true
      } catch {
        found.failure = "\(error)"
        return false
      }
    }
    let all = before.changes(to: now)
    for (index, change) in all.enumerated() {
      let relative =
        change.path.hasPrefix(prefix) ? String(change.path.dropFirst(prefix.count)) : change.path
      found.changed.append((relative, change.kind))
      guard index < maxRecorded else {
        let reason = "over the \(maxRecorded) changes one command's undo keeps"
        found.unrestorable.append((relative, reason))
        // One mark names the overflow: recording each would be what the bound prevents.
        if index == maxRecorded {
          let more = "it and \(all.count - maxRecorded - 1) more changes were \(reason)"
          guard await mark(change.path, more) else { return found }
        }
        continue
      }
      guard change.restorable else {
        let reason = "its earlier content was over the snapshot's budget"
        found.unrestorable.append((relative, reason))
        guard await mark(change.path, reason) else { return found }
        continue
      }
      let after: String
      var current: [UInt8]?
      if change.kind == .deleted {
        after = FileFingerprint.absent
      } else {
        do {
          current = try FileIO.readBytes(change.path, shown: relative)
          after = FileFingerprint.of(current)
        } catch {
          found.unrestorable.append((relative, "\(error)"))
          guard await mark(change.path, "\(error)") else { return found }
          continue
        }
      }
      found.addDiff(relative, before: change.previous, after: current, kind: change.kind)
      if let checkpoint = workspace.checkpoint {
        do {
          try await checkpoint(
            WorkspaceAccess.Checkpoint(path: change.path, previous: change.previous, after: after))
        } catch {
          found.failure = "\(error)"
          return found
        }
      }
      context.persisted(path: change.path)
    }
    return found
  }

  /// Adds the diff of one file while the bound holds: text on both sides, each side small.
  private mutating func addDiff(
    _ path: String, before: [UInt8]?, after: [UInt8]?, kind: WorkspaceSnapshot.Change.Kind
  ) {
    guard diffLines < Self.maxDiffLines else {
      diffCut = true
      return
    }
    func text(_ bytes: [UInt8]?) -> String?? {
      guard let bytes else { return .some(nil) }
      guard bytes.count <= Self.maxDiffedBytes, !bytes.contains(0) else { return nil }
      return String(validating: bytes, as: UTF8.self).map { .some($0) }
    }
    guard let old = text(before), let new = text(after) else { return }
    let made = UnifiedDiff(
      old: old ?? "", new: new ?? "", path: path, oldExists: kind != .created)
    var lines = made.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    if diffLines + lines.count > Self.maxDiffLines {
      lines = lines.prefix(Self.maxDiffLines - diffLines)
      diffCut = true
    }
    diffLines += lines.count
    diff += lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }

  /// The lines the result adds: what changed and what undo cannot restore.
  var report: String {
    guard !changed.isEmpty || failure != nil || incomplete else { return "" }
    var lines: [String] = []
    if !changed.isEmpty {
      let shown = changed.prefix(20).map { "\($0.kind.rawValue) \($0.path)" }
      lines.append(
        "files changed (\(changed.count)): " + shown.joined(separator: ", ")
          + (changed.count > shown.count ? ", …" : ""))
    }
    if !unrestorable.isEmpty {
      let shown = unrestorable.prefix(10).map { "\($0.path) (\($0.reason))" }
      lines.append(
        "undo cannot restore \(unrestorable.count): " + shown.joined(separator: "; ")
          + (unrestorable.count > shown.count ? "; …" : ""))
    }
    if !diff.isEmpty {
      lines.append(String(diff.dropLast()) + (diffCut ? "\n… (the diff stops here)" : ""))
    }
    if let failure { lines.append("the changes could not be recorded for undo: \(failure)") }
    if incomplete {
      lines.append(
        "the workspace has over \(WorkspaceSnapshot.maxFiles) files: changes beyond them are "
          + "neither shown nor undoable")
    }
    return lines.joined(separator: "\n")
  }

  /// The result's `files_changed` data.
  var data: JSONValue {
    .array(changed.map { ["path": .string($0.path), "change": .string($0.kind.rawValue)] })
  }
}
