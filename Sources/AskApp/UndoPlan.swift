import AgentCore
import BuiltinSkills
import Foundation
import SkillKit

/// Restores files from checkpoints, newest first: each file goes back to what it was before
/// the call changed it, unless someone changed it since (then it is named and left alone,
/// with every older checkpoint of it, unless `force`).
struct UndoPlan {
  /// What happened to one checkpoint.
  struct Outcome: Sendable, Hashable {
    enum Action: String, Sendable, Hashable {
      case restored, removed, conflict, failed
      /// A change recorded only to be named: what it was before was not kept.
      case unrestorable
    }
    var checkpoint: FileCheckpoint
    var action: Action
    var detail: String
  }

  /// The calls to undo: the newest `steps`, or every call recorded after sequence `to`.
  enum Selection: Equatable {
    case steps(Int)
    /// The newest calls with each id, as many as were recorded after the sequence number.
    case after([String: Int])
  }

  /// The checkpoints of the selected calls, newest first. A call is a run and a tool-use id
  /// (ids repeat across the runs of a session).
  static func select(_ pending: [FileCheckpoint], _ selection: Selection) -> [FileCheckpoint] {
    var calls: [String] = []
    var perID: [String: Set<String>] = [:]
    return pending.filter { checkpoint in
      let key = checkpoint.callKey
      switch selection {
      case .steps(let count):
        if !calls.contains(key) {
          guard calls.count < count else { return false }
          calls.append(key)
        }
        return true
      case .after(let counts):
        var seen = perID[checkpoint.toolUseID, default: []]
        if !seen.contains(key) {
          guard seen.count < counts[checkpoint.toolUseID, default: 0] else { return false }
          seen.insert(key)
          perID[checkpoint.toolUseID] = seen
        }
        return true
      }
    }
  }

  /// Restores `checkpoints` (newest first) and says what happened to each.
  static func apply(
    _ checkpoints: [FileCheckpoint], force: Bool, language: UserLanguage = .english,
    shown: (String) -> String
  ) -> [Outcome] {
    let words = CLIText(language)
    var blocked: Set<String> = []
    var outcomes: [Outcome] = []
    for checkpoint in checkpoints {
      let name = shown(checkpoint.path)
      if checkpoint.after.hasPrefix(FileFingerprint.unrestorablePrefix) {
        blocked.insert(checkpoint.path)
        let reason = checkpoint.after.dropFirst(FileFingerprint.unrestorablePrefix.count)
        outcomes.append(
          Outcome(
            checkpoint: checkpoint, action: .unrestorable,
            detail: words(
              .undoCannotRestore,
              ["name": name, "skill": checkpoint.skillID, "reason": String(reason)])))
        continue
      }
      if blocked.contains(checkpoint.path) {
        outcomes.append(
          Outcome(
            checkpoint: checkpoint, action: .conflict,
            detail: words(.undoKeptNewer, ["name": name])))
        continue
      }
      let current: [UInt8]?
      do {
        current = try FileIO.readBytes(checkpoint.path, shown: name)
      } catch {
        blocked.insert(checkpoint.path)
        outcomes.append(Outcome(checkpoint: checkpoint, action: .failed, detail: "\(error)"))
        continue
      }
      if FileFingerprint.of(current) != checkpoint.after && !force {
        blocked.insert(checkpoint.path)
        outcomes.append(
          Outcome(
            checkpoint: checkpoint, action: .conflict,
            detail: words(.undoChangedSince, ["name": name, "skill": checkpoint.skillID])))
        continue
      }
      do {
        if let previous = checkpoint.previous {
          try FileIO.writeAtomically(previous, to: checkpoint.path, shown: name)
          outcomes.append(
            Outcome(
              checkpoint: checkpoint, action: .restored,
              detail: words(.undoRestored, ["name": name, "skill": checkpoint.skillID])))
        } else {
          try FileIO.remove(checkpoint.path, shown: name)
          outcomes.append(
            Outcome(
              checkpoint: checkpoint, action: .removed,
              detail: words(.undoRemoved, ["name": name, "skill": checkpoint.skillID])))
        }
      } catch {
        blocked.insert(checkpoint.path)
        outcomes.append(Outcome(checkpoint: checkpoint, action: .failed, detail: "\(error)"))
      }
    }
    return outcomes
  }
}
