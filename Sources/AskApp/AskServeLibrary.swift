import AgentCore
import DeclaredSkills
import Foundation
import MCPServing
import SkillKit

/// What `ask mcp serve` offers to read, read-only: the audit log (`ask://audit`), every
/// skill's declaration (`ask://skills/ID`) and every session's transcript
/// (`ask://sessions/ID`), each of the long ones a page at a time by keyset (`?before=`); and
/// each skill's example requests as a prompt named by the skill's id; and its SKILL.md folder
/// skills under the Skills extension (`skill://NAME/PATH`, a manifest of digests).
struct AskServeLibrary: ServeLibrary {
  let store: any EventStore
  let audit: any AuditLogReader
  let catalog: SkillCatalog
  let language: UserLanguage
  let zone: TimeZone

  /// Events in one read of a transcript; audited calls in one read of the log.
  static let eventsPerRead = 200
  static let auditPerRead = 100
  /// The most characters of one transcript line.
  static let maxLine = 2000

  func resources(after cursor: String?, limit: Int) async throws -> (
    resources: [ServedResource], next: String?
  ) {
    var out: [ServedResource] = []
    var afterSkill: String?
    var afterSession: String?
    switch cursor {
    case nil:
      out.append(
        ServedResource(
          uri: "ask://audit", name: "audit", title: "Audit log",
          description:
            "Every call ask decided, newest first, \(Self.auditPerRead) to a read, one JSON object"
            + " a line; ask://audit?before=ROW reads the calls before a row",
          mimeType: "application/x-ndjson"))
    case let cursor? where cursor.hasPrefix("skill:"):
      afterSkill = String(cursor.dropFirst(6))
    case let cursor? where cursor.hasPrefix("session:"):
      afterSession = String(cursor.dropFirst(8))
    case let cursor?:
      throw ServeLibraryError.unknownCursor(cursor)
    }
    if afterSession == nil {
      let skills = await catalog.snapshot().registry.descriptors
        .filter { afterSkill == nil || $0.id > afterSkill! }.sorted { $0.id < $1.id }
      for skill in skills {
        if out.count == limit { return (out, "skill:\(out.last!.name)") }
        out.append(
          ServedResource(
            uri: "ask://skills/\(skill.id)", name: skill.id,
            title: skill.displayName(in: language.rawValue),
            description: "The declaration of skill \(skill.id)", mimeType: "application/json"))
      }
    }
    let room = limit - out.count
    guard room > 0 else { return (out, "skill:\(out.last!.name)") }
    let sessions: [SessionInfo]
    do {
      sessions = try await store.sessions(
        matching: SessionFilter(), after: afterSession, limit: room + 1)
    } catch is SessionError {
      throw ServeLibraryError.unknownCursor(cursor ?? "")
    }
    for session in sessions.prefix(room) {
      out.append(
        ServedResource(
          uri: "ask://sessions/\(session.id)", name: session.id, title: session.title,
          description:
            "Session \(session.id): \(session.eventCount) events, updated"
            + " \(ISODateTime.string(from: session.updatedAt, in: zone)); a read gives the newest"
            + " \(Self.eventsPerRead)",
          mimeType: "text/plain"))
    }
    return (out, sessions.count > room ? "session:\(sessions[room - 1].id)" : nil)
  }

  func templates() -> [ServedResource.Template] {
    [
      ServedResource.Template(
        uriTemplate: "ask://sessions/{id}{?before}", name: "session",
        description:
          "A session's transcript, \(Self.eventsPerRead) events to a read, before an event's"
          + " number when given", mimeType: "text/plain"),
      ServedResource.Template(
        uriTemplate: "ask://skills/{id}", name: "skill",
        description: "A skill's declaration", mimeType: "application/json"),
      ServedResource.Template(
        uriTemplate: "ask://audit{?before}", name: "audit",
        description: "The audit log before a row", mimeType: "application/x-ndjson"),
      ServedResource.Template(
        uriTemplate: "skill://{name}/{+path}", name: "skill-file",
        description: "A file of a SKILL.md skill ask publishes (skills/list gives their digests)",
        mimeType: "text/markdown"),
    ]
  }

  var publishesSkills: Bool { true }

  /// Every SKILL.md folder skill of the catalog as a package, by name.
  private func packages() async -> [String: SkillPackage] {
    let origins = await catalog.overview().origins
    var found: [String: SkillPackage] = [:]
    for (id, origin) in origins.sorted(by: { $0.key < $1.key }) where origin.hasSuffix("/SKILL.md")
    {
      // A folder that cannot be published now (unreadable, over 16 MiB) is left out and said
      // on stderr, where ask mcp serve speaks to people; the others are published.
      let package: SkillPackage
      do {
        package = try SkillPackage.read(skillFile: origin)
      } catch {
        OutputWriter.error("ask mcp serve: skill \(id) is not published: \(error)\n")
        continue
      }
      guard package.name == id else { continue }
      found[package.name] = package
    }
    return found
  }

  func skills() async throws -> [JSONValue] {
    await packages().values.sorted { $0.name < $1.name }.map { package in
      [
        "uri": .string("skill://\(package.name)/SKILL.md"), "frontmatter": package.frontMatter,
        "resources": .array(
          package.files.map {
            [
              "uri": .string("skill://\(package.name)/\($0.path)"), "digest": .string($0.digest),
              "size": .integer($0.size),
            ]
          }),
      ]
    }
  }

  /// A file of a published skill: its text, or its bytes when it is not UTF-8.
  private func readSkillFile(_ uri: String) async throws -> [ServedResource.Content] {
    let rest = uri.dropFirst("skill://".count)
    let parts = rest.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, let package = await packages()[parts[0]] else {
      throw ServeLibraryError.notFound(uri)
    }
    let data: Data
    do {
      data = try package.contents(of: parts[1])
    } catch {
      throw ServeLibraryError.notFound(uri)
    }
    let type = parts[1].hasSuffix(".md") ? "text/markdown" : "text/plain"
    if let text = String(data: data, encoding: .utf8) {
      return [ServedResource.Content(uri: uri, mimeType: type, text: text)]
    }
    return [
      ServedResource.Content(uri: uri, mimeType: "application/octet-stream", bytes: Array(data))
    ]
  }

  func read(_ uri: String) async throws -> [ServedResource.Content] {
    if uri.hasPrefix("skill://") { return try await readSkillFile(uri) }
    guard uri.hasPrefix("ask://") else { throw ServeLibraryError.notFound(uri) }
    let rest = uri.dropFirst(6)
    let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts[0].split(separator: "/", maxSplits: 1).map(String.init)
    var before: Int64?
    if parts.count == 2 {
      let query = parts[1]
      guard query.hasPrefix("before="), let value = Int64(query.dropFirst(7)), value > 0 else {
        throw ServeLibraryError.invalid("\(uri) may only say ?before=N (a positive number)")
      }
      before = value
    }
    switch (path.first, path.count) {
    case ("audit", 1):
      let page = try await audit.page(AuditQuery(beforeRow: before, limit: Self.auditPerRead))
      let lines = page.entries.map { row, entry -> String in
        guard case .object(var members) = entry.jsonValue(zone: zone) else { return "{}" }
        members["row"] = .integer(Int(row))
        return JSONValue.object(members).jsonString
      }
      return [
        ServedResource.Content(
          uri: uri, mimeType: "application/x-ndjson",
          text: lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"))
      ]
    case ("skills", 2) where before == nil:
      let snapshot = await catalog.snapshot()
      guard
        let skill = snapshot.registry.allDescriptors.first(where: { $0.descriptor.id == path[1] })
      else { throw ServeLibraryError.notFound(uri) }
      let origins = await catalog.overview().origins
      let entry = SkillsCommand.entry(
        skill.descriptor, enabled: skill.enabled,
        source: SkillsCommand.source(origins[path[1]], id: path[1]), language: language)
      return [
        ServedResource.Content(
          uri: uri, mimeType: "application/json", text: entry.prettyString() + "\n")
      ]
    case ("sessions", 2):
      guard let session = try await store.session(path[1]) else {
        throw ServeLibraryError.notFound(uri)
      }
      let request: PageRequest =
        before.map { .before($0, limit: Self.eventsPerRead) }
        ?? .newest(limit: Self.eventsPerRead)
      let events = try await store.page(session.id, request)
      var lines = ["session \(session.id): \(session.title) (\(session.eventCount) events)"]
      if let first = events.first, first.sequence > 1 {
        lines.append("older events: ask://sessions/\(session.id)?before=\(first.sequence)")
      }
      for event in events {
        lines.append(
          String("#\(event.sequence) \(TranscriptText.line(for: event))".prefix(Self.maxLine)))
      }
      return [
        ServedResource.Content(
          uri: uri, mimeType: "text/plain", text: lines.joined(separator: "\n") + "\n")
      ]
    default:
      throw ServeLibraryError.notFound(uri)
    }
  }

  func prompts() async throws -> [ServedPrompt] {
    await catalog.snapshot().registry.descriptors.filter { !$0.examples.isEmpty }
      .sorted { $0.id < $1.id }.map { skill in
        ServedPrompt(
          name: skill.id, title: skill.displayName(in: language.rawValue),
          description: "Example requests for \(skill.id): "
            + skill.examples.enumerated().map { "\($0.offset + 1). \($0.element)" }
            .joined(separator: "  "),
          arguments: [
            ServedPrompt.Argument(
              name: "example",
              description: "Which example, 1 to \(skill.examples.count) (default 1)",
              required: false)
          ])
      }
  }

  func prompt(_ name: String, arguments: [String: String]) async throws -> [ServedPrompt.Message] {
    guard
      let skill = await catalog.snapshot().registry.descriptors.first(where: { $0.id == name }),
      !skill.examples.isEmpty
    else { throw ServeLibraryError.notFound(name) }
    if let other = arguments.keys.first(where: { $0 != "example" }) {
      throw ServeLibraryError.invalid("prompt \(name) takes only example, not \(other.prefix(40))")
    }
    var index = 1
    if let given = arguments["example"] {
      guard let number = Int(given), (1...skill.examples.count).contains(number) else {
        throw ServeLibraryError.invalid(
          "example must be a number from 1 to \(skill.examples.count), not \(given.prefix(40))")
      }
      index = number
    }
    return [ServedPrompt.Message(role: "user", text: skill.examples[index - 1])]
  }
}
