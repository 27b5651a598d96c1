import AgentBridge
import AgentCore
import Foundation
import SQLiteStore
import SkillKit

/// `ask sessions`: list, show a page, rename, remove, fork and export sessions.
enum SessionsCommand {
  static func run(
    _ action: SessionsAction, json: Bool, container: AppContainer, output: OutputWriter
  ) async throws -> Int32 {
    let store = container.stores.events
    let zone = container.environment.timeZone
    func require(_ id: String) async throws -> SessionInfo {
      guard let info = try await store.session(id) else {
        throw UsageError(message: "no session \(id); see ask sessions")
      }
      return info
    }
    switch action {
    case .list(let filters, let limit):
      let filter = try sessionFilter(filters, environment: container.environment)
      let sessions = try await store.sessions(matching: filter, after: nil, limit: limit)
      for session in sessions {
        if json {
          output.line(describe(session, zone: zone).jsonString)
        } else {
          let when = ISODateTime.string(from: session.updatedAt, in: zone)
          let state = session.state == .idle ? "" : " [\(session.state.rawValue)]"
          let tags = session.tags.isEmpty ? "" : "  #" + session.tags.joined(separator: " #")
          output.line(
            "\(session.id)  \(when)  \(session.eventCount) events  "
              + VisibleText.escaped(session.title, keepingNewlines: false) + "\(state)\(tags)")
        }
      }
      if sessions.isEmpty && !json {
        output.line(filter.isEmpty ? "no sessions yet" : "no sessions match")
      }
    case .search(let search):
      try await SessionSearchCommand.run(
        search, json: json, container: container, output: output)
    case .tag(let id, let tags), .untag(let id, let tags):
      _ = try await require(id)
      let adding: Bool
      if case .tag = action { adding = true } else { adding = false }
      let now = try await store.retag(
        id, adding: adding ? tags : [], removing: adding ? [] : tags)
      if json {
        output.line(
          JSONValue.object(["id": .string(id), "tags": .array(now.map(JSONValue.string))])
            .jsonString)
      } else {
        output.line("\(id): " + (now.isEmpty ? "no tags" : "#" + now.joined(separator: " #")))
      }
    case .show(let id, let which, let limit):
      _ = try await require(id)
      let request: PageRequest
      switch which {
      case .newest: request = .newest(limit: limit)
      case .before(let sequence): request = .before(sequence, limit: limit)
      case .after(let sequence): request = .after(sequence, limit: limit)
      }
      for event in try await store.page(id, request) {
        if json {
          guard case .object(var object) = event.payload else { continue }
          object["seq"] = .integer(Int(event.sequence))
          object["timestamp"] = .string(ISODateTime.string(from: event.timestamp, in: zone))
          output.line(JSONValue.object(object).jsonString)
        } else {
          output.line("#\(event.sequence) " + TranscriptText.line(for: event))
        }
      }
    case .rename(let id, let title):
      _ = try await require(id)
      try await store.rename(id, to: title)
      output.line("\(id): \(title)")
    case .remove(let id):
      _ = try await require(id)
      try await store.delete(id)
      output.line("removed \(id)")
    case .fork(let id, let at):
      let source = try await require(id)
      let sequence = at ?? source.lastSequence
      guard sequence <= source.lastSequence else {
        throw UsageError(
          message: "session \(id) has no event \(sequence) (it ends at \(source.lastSequence))")
      }
      let forked = try await store.fork(
        id, at: sequence, id: AgentBridgeIDs.newSessionID(), title: "\(source.title) (fork)",
        at: container.environment.clock.now())
      if json {
        output.line(describe(forked, zone: zone).jsonString)
      } else {
        output.line("\(forked.id): forked from \(id) at #\(sequence)")
      }
    case .export(let id, let format, let path):
      let info = try await require(id)
      let text = try await SessionExport.render(info, format: format, store: store, zone: zone)
      if let path {
        do {
          try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
          throw UsageError(message: "cannot write \(path): \(error.localizedDescription)")
        }
        output.line("exported \(id) to \(path)")
      } else {
        output.write(text)
      }
    }
    return 0
  }

  static func describe(_ session: SessionInfo, zone: TimeZone) -> JSONValue {
    [
      "id": .string(session.id), "title": .string(session.title),
      "created_at": .string(ISODateTime.string(from: session.createdAt, in: zone)),
      "updated_at": .string(ISODateTime.string(from: session.updatedAt, in: zone)),
      "working_directory": .string(session.workingDirectory), "model": .string(session.model),
      "state": .string(session.state.rawValue), "events": .integer(session.eventCount),
      "last_sequence": .integer(Int(session.lastSequence)),
      "forked_from": session.forkedFrom.map(JSONValue.string) ?? .null,
      "forked_at": session.forkedAt.map { .integer(Int($0)) } ?? .null,
      "tags": .array(session.tags.map(JSONValue.string)),
    ]
  }

  /// The filter `filters` says, its date and folder read in `environment`.
  static func sessionFilter(_ filters: SessionsFilters, environment: AskEnvironment) throws
    -> SessionFilter
  {
    SessionFilter(
      tags: filters.tags,
      workspace: filters.workspace.map {
        URL(
          fileURLWithPath: $0,
          relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL.path
      },
      model: filters.model,
      since: try filters.since.map { try AuditCommand.date($0, environment: environment) })
  }
}
