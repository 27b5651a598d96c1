import AgentBridge
import AgentCore
import AgentRuntime
import Foundation
import SQLiteStore

/// The session a run records into: a new one, `--resume ID`, or `--continue` (the latest).
struct SessionSelection {
  var session: SessionInfo
  var isNew: Bool
  /// Tool calls of an interrupted run that were answered with an error result on resume.
  var repaired: [String]
  var history: [Message]
  /// The folder file and shell skills work in: `--workspace`, else the session's.
  var workspace: String

  static func choose(
    options: RunOptions, store: any EventStore, audit: any AuditSink & AuditLogReader,
    model: String, now: Date
  ) async throws -> SessionSelection {
    var chosen: SessionInfo?
    if let id = options.resume {
      guard let found = try await store.session(id) else {
        throw UsageError(message: "no session \(id); see ask sessions")
      }
      chosen = found
    } else if options.continueLatest {
      guard let latest = try await store.sessions().first else {
        throw UsageError(message: "there is no session to continue yet; run ask without --continue")
      }
      chosen = latest
    }
    if let chosen {
      let workspace = try options.workspace.map { try AppContainer.workspace($0) }
      let history = try await SessionHistory.load(from: store, session: chosen.id, audit: audit)
      return SessionSelection(
        session: chosen, isNew: false, repaired: history.repaired, history: history.messages,
        workspace: workspace ?? chosen.workingDirectory)
    }
    let created = try await store.createSession(
      id: AgentBridgeIDs.newSessionID(), title: TitleGenerator.fromRequest(options.request),
      workingDirectory: try AppContainer.workspace(options.workspace), model: model, at: now)
    return SessionSelection(
      session: created, isNew: true, repaired: [], history: [],
      workspace: created.workingDirectory)
  }
}
