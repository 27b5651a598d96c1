import AgentCore
import Foundation
import HTTPServer
import SkillKit

/// Finding and governing: search over every session, tags, the grants and the audit log.
extension APIRouter {
  /// `GET /api/search?q=…[&after=CURSOR][&limit=N][&skill=ID][&session=ID][&tag=T,U]
  /// [&workspace=DIR][&model=M][&since=DATE]`.
  func search(_ request: HTTPRequest) async throws -> HTTPResponse {
    try only("GET", request.method)
    guard let text = request.query["q"] else {
      throw APIError.badRequest("\"q\" is the words to find: /api/search?q=deadline")
    }
    let query: SearchQuery
    let cursor: SearchCursor?
    do throws(SearchQueryError) {
      query = try SearchQuery(text)
      cursor = try request.query["after"].map { text throws(SearchQueryError) in
        try SearchCursor(parsing: text)
      }
    } catch {
      throw APIError(400, "bad_query", error.message)
    }
    let limit = try Self.integer(request, "limit", in: 1...100) ?? 20
    // `since` is about the events found, not about when their session was last written.
    var sessions = try Self.sessionFilter(request)
    let since = sessions.since
    sessions.since = nil
    let filter = SearchFilter(
      sessions: sessions, skill: request.query["skill"], since: since,
      session: request.query["session"])
    let page = try await hub.search(query, filter: filter, after: cursor, limit: limit)
    var titles: [String: String] = [:]
    for hit in page.hits where titles[hit.session] == nil {
      titles[hit.session] = try await hub.store.session(hit.session)?.title ?? ""
    }
    return .json([
      "hits": .array(page.hits.map { $0.jsonValue(title: titles[$0.session] ?? "", zone: .gmt) }),
      "matched": .integer(page.matched), "capped": .bool(page.capped),
      "next_cursor": page.nextCursor.map { .string("\($0)") } ?? .null,
    ])
  }

  /// The session filter of a list or a search: `tag` (comma-separated, all must hold),
  /// `workspace`, `model`, `since` (ISO 8601).
  static func sessionFilter(_ request: HTTPRequest) throws -> SessionFilter {
    var tags: [String] = []
    let listed =
      request.query["tag"].map { $0.split(separator: ",", omittingEmptySubsequences: false) }
      ?? []
    guard listed.count <= SessionTag.maxPerSession else {
      throw APIError(400, "bad_tag", "at most \(SessionTag.maxPerSession) tags to filter by")
    }
    for tag in listed {
      do {
        tags.append(try SessionTag.validated(String(tag)))
      } catch {
        throw APIError(400, "bad_tag", error.message)
      }
    }
    var since: Date?
    if let text = request.query["since"] {
      guard let date = ISODateTime.date(from: text) else {
        throw APIError.badRequest(
          "\"since\" must be an ISO 8601 date-time, got \"\(text.prefix(40))\"")
      }
      since = date
    }
    return SessionFilter(
      tags: tags, workspace: request.query["workspace"], model: request.query["model"],
      since: since)
  }

  /// `POST /api/sessions/{id}/tags` with `{"add": […], "remove": […]}`.
  func retag(_ id: String, _ request: HTTPRequest) async throws -> HTTPResponse {
    let body = try JSONBody(request, allowed: ["add", "remove"])
    var lists: [[String]] = []
    for key in ["add", "remove"] {
      var tags: [String] = []
      for tag in try body.strings(key, maxCount: SessionTag.maxPerSession, maxLength: 200) {
        do {
          tags.append(try SessionTag.validated(tag))
        } catch {
          throw APIError(400, "bad_tag", error.message)
        }
      }
      lists.append(tags)
    }
    let info = try await hub.retag(id, adding: lists[0], removing: lists[1])
    return .json(["session": WebJSON.session(info)])
  }

  /// `GET /api/grants`: every grant and the rows that could not be read.
  func grants(_ request: HTTPRequest) async throws -> HTTPResponse {
    try only("GET", request.method)
    let list = try await hub.host.grants()
    return .json([
      "grants": .array(list.grants.map { $0.jsonValue(zone: .gmt) }),
      "problems": .array(list.problems.map(JSONValue.string)),
    ])
  }

  /// `POST /api/grants/{id}/revoke`.
  func revoke(_ id: String, _ request: HTTPRequest) async throws -> HTTPResponse {
    try only("POST", request.method)
    guard id.count <= 200 else { throw APIError(404, "grant_not_found", "no such grant") }
    switch try await hub.host.revokeGrant(id) {
    case .revoked(let what):
      return .json(["revoked": .string(id), "what": .string(what)])
    case .notFound:
      throw APIError(
        404, "grant_not_found",
        "no grant \(id) (another process may have revoked it already); GET /api/grants lists them")
    case .notRevocable(let how):
      throw APIError(409, "not_revocable", "\(id) cannot be revoked: \(how)")
    case .badID:
      throw APIError(
        404, "grant_not_found",
        "\"\(id.prefix(60))\" is not a grant id (rule:3, session:5, auth:reminders)")
    }
  }

  /// `GET /api/audit?[skill][&decision][&decided_by][&session][&since][&until][&before][&limit]`:
  /// the calls, newest first, a page before row `before`.
  func audit(_ request: HTTPRequest) async throws -> HTTPResponse {
    try only("GET", request.method)
    func date(_ name: String) throws -> Date? {
      guard let text = request.query[name] else { return nil }
      guard let date = ISODateTime.date(from: text) else {
        throw APIError.badRequest("\"\(name)\" must be an ISO 8601 date-time")
      }
      return date
    }
    var decidedBy: DecisionStep?
    if let text = request.query["decided_by"] {
      guard let step = DecisionStep(rawValue: text) else {
        throw APIError.badRequest(
          "\"decided_by\" is one of "
            + DecisionStep.allCases.map(\.rawValue).joined(separator: ", "))
      }
      decidedBy = step
    }
    let query = AuditQuery(
      skill: request.query["skill"], decision: request.query["decision"], decidedBy: decidedBy,
      session: request.query["session"], since: try date("since"), until: try date("until"),
      beforeRow: try Self.integer(request, "before", in: 1...Self.maxSequence).map(Int64.init),
      limit: try Self.integer(request, "limit", in: 1...500) ?? 100)
    let page = try await hub.host.audit(query)
    return .json([
      "entries": .array(
        page.entries.map { row, entry in
          var object = entry.jsonValue(zone: .gmt).objectValue ?? [:]
          object["row"] = .integer(Int(row))
          return .object(object)
        }),
      "next_before": page.nextBeforeRow.map { .integer(Int($0)) } ?? .null,
    ])
  }
}
