import Foundation
import HTTPServer
import SkillKit

/// A refused request: its HTTP status, a stable machine code and a sentence that says what was
/// wrong and how to fix it. Every error of the API has this JSON body:
/// `{"error":{"code":"…","message":"…"}}`.
public struct APIError: Error, Sendable, Hashable {
  /// The HTTP status (400, 401, 403, 404, 405, 409, 413, 422, 429, 500, 503).
  public var status: Int
  /// A stable code programs test (`session_not_found`, `prompt_closed`…).
  public var code: String
  /// What was wrong and how to fix it.
  public var message: String
  /// For a 405: the methods the path takes (the `Allow` header).
  public var allow: [String] = []

  /// An error with its status, code and sentence.
  public init(_ status: Int, _ code: String, _ message: String) {
    self.status = status
    self.code = code
    self.message = message
  }

  static func notFound(session id: String) -> APIError {
    APIError(404, "session_not_found", "no session \(id.prefix(80)); GET /api/sessions lists them")
  }

  static func badRequest(_ message: String) -> APIError {
    APIError(400, "bad_request", message)
  }

  /// The JSON response.
  public var response: HTTPResponse {
    let body: JSONValue = ["error": ["code": .string(code), "message": .string(message)]]
    var response = HTTPResponse.json(body, status: status)
    if !allow.isEmpty { response.headers.append(("Allow", allow.joined(separator: ", "))) }
    return response
  }
}

extension HTTPResponse {
  /// `value` as a JSON response; never cached (it is a session's live state).
  static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      status: status,
      headers: [
        ("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store"),
      ],
      body: .bytes(Array(value.jsonString.utf8)))
  }
}
