import AgentBridge
import AgentCore
import Foundation
import MCPClient
import SkillKit
import TerminalUI

/// What the terminal UI does for an effect of a key: send, cancel, answer, open, page.
extension TerminalApp {
  /// `/undo [N]`: restores the files the newest N calls of this session changed; the notice
  /// says what happened to each.
  fileprivate static func undo(
    _ text: String, bridge: AgentBridge, checkpoints: any CheckpointStore,
    language: UserLanguage
  ) async -> String {
    let words = CLIText(language)
    guard let session = bridge.session else { return words(.undoNoSession) }
    if bridge.isRunning { return words(.undoWaitsForRun) }
    let argument = text.dropFirst("/undo".count).trimmingCharacters(in: .whitespaces)
    guard let steps = argument.isEmpty ? 1 : Int(argument), steps >= 1 else {
      return words(.undoTakesNumber)
    }
    do {
      let outcomes = try await UndoCommand.undo(
        session: session, selection: .steps(steps), force: false, checkpoints: checkpoints,
        at: bridge.clock.now(), language: language)
      if outcomes.isEmpty { return words(.undoNothingInSession, ["id": session.id]) }
      return "↶ " + outcomes.map(\.detail).joined(separator: " · ")
    } catch {
      return words(.undoFailed, ["error": "\(error)"])
    }
  }

  /// `mcp://SERVER/URI` of every resource the servers list; a server that cannot list them
  /// is said in the conversation.
  static func attachables(_ hub: MCPHub?, bridge: AgentBridge) async -> [String] {
    let listed = await Attachables.list(hub)
    for problem in listed.problems { bridge.reportStorage(problem) }
    return listed.items.map(\.reference)
  }

  /// Runs a storage action; a failure is shown in the conversation, never swallowed.
  fileprivate static func visibly(
    _ bridge: AgentBridge, _ what: String, _ body: () async throws -> Void
  ) async {
    do {
      try await body()
    } catch {
      bridge.reportStorage("could not \(what): \(error)")
    }
  }

  static func perform(
    _ effect: TUIEffect, bridge: AgentBridge, state: inout TUIState, store: any EventStore,
    zone: TimeZone, checkpoints: any CheckpointStore, language: UserLanguage
  ) async {
    switch effect {
    case .listAttachables:
      // Asked in the background by the loop (typing goes on while servers start).
      break
    case .send(let text) where text == "/undo" || text.hasPrefix("/undo "):
      state.notice = await undo(
        text, bridge: bridge, checkpoints: checkpoints, language: language)
    case .send(let text):
      let isFirst = bridge.events.isEmpty
      bridge.sendMessage(text)
      if isFirst {
        await visibly(bridge, "save the session title") {
          try await bridge.rename(to: TitleGenerator.fromRequest(text))
        }
      }
    case .cancel:
      if let id = state.focusedCard, bridge.toolCards[id]?.isFinished == false {
        bridge.cancelCall(id)
      } else {
        bridge.cancel()
      }
    case .quit:
      break
    case .newSession:
      await visibly(bridge, "start a new session") {
        try await bridge.newSession(
          title: FaceWords.wording(.untitledSession, language),
          workingDirectory: bridge.session?.workingDirectory
            ?? FileManager.default.currentDirectoryPath,
          model: bridge.session?.model ?? "offline")
      }
      state = TUIState()
    case .openPicker:
      var sessions: [SessionInfo] = []
      await visibly(bridge, "list the sessions") { sessions = try await store.sessions() }
      state.mode = .picker(
        sessions: sessions.map {
          PickerEntry(
            id: $0.id, title: $0.title,
            date: String(ISODateTime.string(from: $0.updatedAt, in: zone).prefix(16)),
            events: $0.eventCount)
        }, selected: 0)
    case .openSession(let id):
      await visibly(bridge, "open session \(id)") { try await bridge.open(id) }
      state = TUIState()
      state.abilitiesShown = bridge.events.isEmpty
    case .setPaused(let paused):
      bridge.setPaused(paused)
    case .loadOlder:
      if bridge.hasOlder {
        await visibly(bridge, "load older events") { try await bridge.loadOlder() }
      }
    case .jumpToLatest:
      if bridge.hasNewer {
        await visibly(bridge, "load the latest events") { try await bridge.jumpToLatest() }
      }
    case .answerPermission(let decision):
      bridge.answerPermission(decision)
    case .answerInput(let response):
      bridge.answerInput(response)
    case .toggleCard(let id):
      let card = bridge.toolCards[id]
      let current = state.expanded[id] ?? !(card?.isFinished ?? true)
      state.expanded[id] = !current
    }
  }
}
