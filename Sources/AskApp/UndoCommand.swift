import AgentCore
import Foundation
import SQLiteStore
import SkillKit

/// `ask undo`: restores the files the newest calls of a session changed, newest first.
enum UndoCommand {
  static func run(_ options: UndoOptions, container: AppContainer, output: OutputWriter)
    async throws -> Int32
  {
    let store = container.stores.events
    let checkpoints = container.stores.checkpoints
    let language = container.environment.language(option: nil) ?? .english
    // By default: the session of the newest change not yet undone.
    var chosen = options.session
    if chosen == nil { chosen = try await checkpoints.latestPendingSession() }
    guard let id = chosen else {
      if options.json {
        let event: JSONValue = ["type": "undo", "action": "none", "message": "nothing to undo"]
        output.line(event.jsonString)
      } else {
        output.line(CLIText(language)(.undoNothing))
      }
      return 0
    }
    guard let session = try await store.session(id) else {
      throw UsageError(message: "no session \(id); see ask sessions")
    }
    // Its files may be changing under a live run: undo once it has ended.
    if session.state == .running {
      throw SessionError("session \(id) is running; undo its changes when the run has ended")
    }
    let outcomes = try await undo(
      session: session, selection: try await selection(options, store, session),
      force: options.force, checkpoints: checkpoints, at: container.environment.clock.now(),
      language: language)
    report(outcomes, session: session, json: options.json, language: language, output: output)
    return outcomes.allSatisfy { $0.action == .restored || $0.action == .removed } ? 0 : 1
  }

  /// Restores the selected checkpoints of `session` and marks the restored ones undone.
  static func undo(
    session: SessionInfo, selection: UndoPlan.Selection, force: Bool,
    checkpoints: any CheckpointStore, at now: Date, language: UserLanguage = .english
  ) async throws -> [UndoPlan.Outcome] {
    let chosen = UndoPlan.select(try await checkpoints.pending(session: session.id), selection)
    let root = session.workingDirectory
    let outcomes = UndoPlan.apply(chosen, force: force, language: language) { path in
      path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
    // What cannot be restored is said once, then set aside with what was.
    let done = outcomes.filter { [.restored, .removed, .unrestorable].contains($0.action) }
    try await checkpoints.markUndone(done.map(\.checkpoint.id), at: now)
    return outcomes
  }

  private static func selection(
    _ options: UndoOptions, _ store: any EventStore, _ session: SessionInfo
  ) async throws -> UndoPlan.Selection {
    if let sequence = options.to {
      return .after(try await store.toolUseCounts(session.id, after: sequence))
    }
    return .steps(options.steps ?? 1)
  }

  static func report(
    _ outcomes: [UndoPlan.Outcome], session: SessionInfo, json: Bool,
    language: UserLanguage = .english, output: OutputWriter
  ) {
    if json {
      for outcome in outcomes {
        let event: JSONValue = [
          "type": "undo", "session_id": .string(session.id),
          "path": .string(outcome.checkpoint.path), "action": .string(outcome.action.rawValue),
          "tool_use_id": .string(outcome.checkpoint.toolUseID),
          "skill": .string(outcome.checkpoint.skillID), "message": .string(outcome.detail),
        ]
        output.line(event.jsonString)
      }
      return
    }
    if outcomes.isEmpty {
      output.line(CLIText(language)(.undoNothingInSession, ["id": session.id]))
      return
    }
    for outcome in outcomes {
      let mark: String
      switch outcome.action {
      case .restored, .removed: mark = "↶"
      case .conflict: mark = "!"
      case .failed, .unrestorable: mark = "✗"
      }
      output.line("\(mark) \(outcome.detail)")
    }
  }
}
