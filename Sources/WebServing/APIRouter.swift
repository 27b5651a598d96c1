import AgentCore
import Foundation
import HTTPServer
import SkillKit

/// `ask serve`'s HTTP surface: checks access, parses each request, calls the hub and answers
/// in JSON (documented in `docs/http-api.md` and served as OpenAPI at `/api/openapi.json`).
public struct APIRouter: Sendable {
  let hub: ServeHub
  let access: ServeAccess

  /// A router over `hub`, letting in what `access` lets in.
  public init(hub: ServeHub, access: ServeAccess) {
    self.hub = hub
    self.access = access
  }

  /// The server's handler.
  public func handle(_ request: HTTPRequest) async -> HTTPResponse {
    let verdict = access.check(request)
    let isPage = !request.path.hasPrefix("/api/")
    switch verdict {
    case .refused(let error):
      return isPage ? WebAssets.refusal(error) : error.response
    case .allowedByURL where isPage && request.method == "GET":
      // The token leaves the address bar at once; the cookie carries it from now on.
      // Only to a page of ours: the path came from the client.
      let location = WebAssets.pages.contains(request.path) ? request.path : "/"
      return HTTPResponse(
        status: 303,
        headers: [
          ("Location", location), ("Set-Cookie", access.setCookie),
          ("Cache-Control", "no-store"), ("Referrer-Policy", "no-referrer"),
        ])
    case .allowed, .allowedByURL:
      break
    }
    if isPage { return WebAssets.response(for: request, language: hub.host.language) }
    do {
      return try await route(request)
    } catch let error as APIError {
      return error.response
    } catch let error as SessionError {
      return APIError(409, "session_busy", error.message).response
    } catch {
      return APIError(
        500, "storage",
        "the store (the data directory's database, or the server ASK_DATABASE_URL names) "
          + "refused the operation: \(error); try again, or run ask doctor"
      ).response
    }
  }

  private func route(_ request: HTTPRequest) async throws -> HTTPResponse {
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let method = request.method
    switch (parts.count, parts.dropFirst().first) {
    case (2, "openapi.json"):
      try only("GET", method)
      return HTTPResponse(
        status: 200, contentType: "application/json", body: Array(OpenAPIDocument.json.utf8))
    case (2, "skills"):
      try only("GET", method)
      return .json(await hub.host.skills())
    case (2, "abilities"):
      try only("GET", method)
      return .json(await hub.host.abilities())
    case (2, "doctor"):
      try only("GET", method)
      return .json(await hub.host.doctor())
    case (2, "sessions"):
      return try await sessions(request)
    case (2, "search"):
      return try await search(request)
    case (2, "grants"):
      return try await grants(request)
    case (4, "grants") where parts[3] == "revoke":
      return try await revoke(parts[2], request)
    case (2, "audit"):
      return try await audit(request)
    case (2, "attachments"):
      try only("GET", method)
      let listed = await hub.host.attachments()
      return .json([
        "attachments": .array(listed.items.prefix(500).map(\.jsonValue)),
        "problems": .array(listed.problems.map(JSONValue.string)),
      ])
    case (3, "sessions"), (4, "sessions"), (5, "sessions"):
      let id = try Self.sessionID(parts[2])
      return try await session(id, parts.dropFirst(3).map { $0 }, request)
    default:
      throw APIError(
        404, "not_found", "no endpoint \(method) \(request.path.prefix(100)); see /api/openapi.json"
      )
    }
  }

  private func sessions(_ request: HTTPRequest) async throws -> HTTPResponse {
    switch request.method {
    case "GET":
      let limit = try Self.integer(request, "limit", in: 1...1000) ?? 100
      // One more than asked says whether a next page exists.
      var page = try await hub.sessions(
        matching: try Self.sessionFilter(request), after: request.query["before"],
        limit: limit + 1)
      let next: JSONValue = page.count > limit ? .string(page[limit - 1].id) : .null
      page = Array(page.prefix(limit))
      return .json(["sessions": .array(page.map(WebJSON.session)), "next_cursor": next])
    case "POST":
      let body = try JSONBody(request, allowed: ["title", "workspace", "model"], optional: true)
      let info = try await hub.createSession(
        title: try body.string("title", maxLength: 200),
        workspace: try body.string("workspace"), model: try body.string("model", maxLength: 200))
      return .json(["session": WebJSON.session(info)], status: 201)
    default:
      throw Self.notAllowed(request.method, ["GET", "POST"])
    }
  }

  private func session(_ id: String, _ rest: [String], _ request: HTTPRequest) async throws
    -> HTTPResponse
  {
    let method = request.method
    switch rest.first {
    case nil:
      switch method {
      case "GET":
        return .json(["session": WebJSON.session(try await hub.session(id))])
      case "PATCH":
        let body = try JSONBody(request, allowed: ["title"])
        let title = try body.requiredString("title", maxLength: 200)
        return .json(["session": WebJSON.session(try await hub.rename(id, to: title))])
      case "DELETE":
        try await hub.delete(id)
        return .json(["deleted": .string(id)])
      default:
        throw Self.notAllowed(method, ["GET", "PATCH", "DELETE"])
      }
    case "tags":
      try only("POST", method)
      return try await retag(id, request)
    case "fork":
      try only("POST", method)
      let body = try JSONBody(request, allowed: ["at", "title"], optional: true)
      let info = try await hub.fork(
        id, at: try body.integer("at").map(Int64.init),
        title: try body.string("title", maxLength: 200))
      return .json(["session": WebJSON.session(info)], status: 201)
    case "events":
      try only("GET", method)
      let limit = try Self.integer(request, "limit", in: 1...500) ?? 50
      let before = try Self.integer(request, "before", in: 0...Self.maxSequence)
      let after = try Self.integer(request, "after", in: 0...Self.maxSequence)
      let page: PageRequest
      switch (before, after) {
      case (let before?, nil): page = .before(Int64(before), limit: limit)
      case (_, let after?): page = .after(Int64(after), limit: limit)
      case (nil, nil): page = .newest(limit: limit)
      }
      var (events, cards) = try await hub.events(id, page)
      // Both: the events between them (after < sequence < before), oldest first.
      if let before, after != nil { events = events.filter { $0.sequence < Int64(before) } }
      return .json([
        "events": .array(events.map(WebJSON.event)), "cards": WebJSON.cards(cards),
        "has_more": .bool(events.count == limit),
      ])
    case "state":
      try only("GET", method)
      return .json(try await hub.state(id))
    case "messages":
      try only("POST", method)
      let body = try JSONBody(request, allowed: ["text"])
      let text = try body.requiredString("text", maxLength: hub.limits.messageCharacters)
      let sequence = try await hub.send(id, text: text)
      return .json(["accepted": true, "sequence": .integer(Int(sequence))], status: 202)
    case "prompts" where rest.count == 2:
      try only("POST", method)
      let body = try JSONBody(
        request,
        allowed: [
          "type", "decision", "message", "input", "rule", "scope", "kind", "skill", "tool_use_id",
          "values", "action",
        ])
      try await hub.answer(id, requestID: rest[1], body: body.object)
      return .json(["answered": .string(rest[1])])
    case "cancel":
      try only("POST", method)
      let body = try JSONBody(request, allowed: ["tool_use_id"], optional: true)
      try await hub.cancel(id, toolUseID: try body.string("tool_use_id", maxLength: 200))
      return .json(["cancelling": true], status: 202)
    case "pause", "resume":
      try only("POST", method)
      try await hub.setPaused(id, rest.first == "pause")
      return .json(["paused": .bool(rest.first == "pause")])
    case "stream":
      try only("GET", method)
      let header = request.header("last-event-id") ?? request.query["last_event_id"]
      var after: Int64?
      if let header {
        guard let value = Int64(header.trimmingCharacters(in: .whitespaces)), value >= 0 else {
          throw APIError.badRequest("Last-Event-ID must be an event's sequence number")
        }
        after = value
      }
      let stream = try await hub.stream(
        id, after: after, wantsPartial: request.query["partial"] == "1")
      return HTTPResponse(
        status: 200,
        headers: [
          ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"),
          ("X-Accel-Buffering", "no"),
        ], body: .stream(stream))
    default:
      throw APIError(
        404, "not_found",
        "no endpoint \(method) \(request.path.prefix(100)); see /api/openapi.json")
    }
  }

  /// The largest sequence number a request may name (2^53 − 1: exact in every JSON reader).
  static let maxSequence = 9_007_199_254_740_991

  func only(_ allowed: String, _ method: String) throws {
    guard method == allowed else { throw Self.notAllowed(method, [allowed]) }
  }

  static func notAllowed(_ method: String, _ allowed: [String]) -> APIError {
    var error = APIError(
      405, "method_not_allowed",
      "\(method.prefix(20)) is not allowed here; use \(allowed.joined(separator: " or "))")
    error.allow = allowed
    return error
  }

  /// A session id as the store makes them: letters, digits, `-` and `_`, at most 64.
  private static func sessionID(_ text: String) throws -> String {
    guard !text.isEmpty, text.count <= 64,
      text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    else {
      throw APIError(404, "session_not_found", "\"\(text.prefix(64))\" is not a session id")
    }
    return text
  }

  static func integer(_ request: HTTPRequest, _ name: String, in range: ClosedRange<Int>)
    throws -> Int?
  {
    guard let text = request.query[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      let upper = " to \(range.upperBound)"
      throw APIError.badRequest("\"\(name)\" must be an integer from \(range.lowerBound)\(upper)")
    }
    return value
  }
}
