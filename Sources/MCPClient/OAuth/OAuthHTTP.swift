import AgentCore
import Foundation
import HTTPClient
import SkillKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a sign-in or a refresh did not work, in words that say what to do. It never holds a
/// token or a secret.
public struct OAuthError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong and what to do.
  public var description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}

/// The few HTTP requests of OAuth, each bounded: no redirect is ever followed (a metadata
/// document or a token endpoint that redirects is refused — tokens and codes go only where
/// the metadata said), at most 256 KiB of answer, every URL checked safe before it is asked.
struct OAuthHTTP: Sendable {
  let client: HTTPStreamingClient
  static let maxBody = 256 * 1024

  init(timeout: Double = 30) {
    client = HTTPStreamingClient(connectTimeout: timeout, idleTimeout: timeout)
  }

  /// An answer: its status and its body as JSON (`.null` when it is not JSON).
  struct Answer: Sendable {
    var status: Int
    var json: JSONValue
    var headers: [String: String]
  }

  /// `GET url` with `Accept: application/json`.
  func get(_ url: String) async throws(OAuthError) -> Answer {
    try await send(url, method: "GET", body: nil, type: nil, headers: [:])
  }

  /// `POST url` with the form `fields` (`application/x-www-form-urlencoded`).
  func postForm(_ url: String, _ fields: [(String, String)], headers: [String: String] = [:])
    async throws(OAuthError) -> Answer
  {
    let body = fields.map { "\(Self.formEncoded($0.0))=\(Self.formEncoded($0.1))" }
      .joined(separator: "&")
    return try await send(
      url, method: "POST", body: Data(body.utf8), type: "application/x-www-form-urlencoded",
      headers: headers)
  }

  /// `POST url` with a JSON body.
  func postJSON(_ url: String, _ body: JSONValue) async throws(OAuthError) -> Answer {
    try await send(
      url, method: "POST", body: Data(body.jsonString.utf8), type: "application/json",
      headers: [:])
  }

  /// `method url` with `body` of `type` and `headers` (which may replace `Accept`).
  func send(
    _ text: String, method: String, body: Data?, type: String?, headers: [String: String]
  ) async throws(OAuthError) -> Answer {
    guard OAuthMetadata.isSafe(text), let url = URL(string: text) else {
      throw OAuthError(
        "\(Self.shown(text)) is not https (http only to this machine); ask sends nothing there")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let type { request.setValue(type, forHTTPHeaderField: "Content-Type") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    do {
      let response = try await client.send(request)
      var data = Data()
      for try await chunk in response.body {
        data.append(chunk)
        if data.count > Self.maxBody {
          throw OAuthError(
            "\(Self.shown(text)) answered with more than \(Self.maxBody / 1024) KiB; ask stopped "
              + "reading")
        }
      }
      if (300..<400).contains(response.status) {
        let location = response.headers["location"].map { " to \(Self.shown($0))" } ?? ""
        throw OAuthError(
          "\(Self.shown(text)) answered \(response.status), redirecting\(location); ask does not "
            + "follow redirects of sign-in requests (a code or a token would go somewhere the "
            + "server's metadata did not name)")
      }
      // An answer that is not JSON is `.null`: every reader then names what it lacks (and a
      // 2xx metadata document that is not JSON is refused as such by `document(_:from:)`).
      let json: JSONValue
      do {
        json = data.isEmpty ? .null : try JSONValue.parse(data)
      } catch {
        json = .null
      }
      return Answer(status: response.status, json: json, headers: response.headers)
    } catch let error as OAuthError {
      throw error
    } catch {
      throw OAuthError("\(Self.shown(text)) could not be reached: \(error)")
    }
  }

  /// The JSON object `answer` (a 200 from `source`) carries, or an error saying it is none.
  static func document(_ answer: Answer, from source: String) throws(OAuthError) -> JSONValue {
    guard case .object = answer.json else {
      throw OAuthError("\(shown(source)) answered with something that is not a JSON object")
    }
    return answer.json
  }

  /// A URL as a message shows it: without its query (which may carry a code), controls
  /// visible, at most 200 characters.
  static func shown(_ text: String) -> String {
    let bare = text.split(separator: "?", maxSplits: 1).first.map(String.init) ?? text
    return VisibleText.escaped(String(bare.prefix(200)), keepingNewlines: false)
  }

  /// `text` percent-encoded for a form or a query: everything but RFC 3986's unreserved
  /// characters.
  static func formEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.append(Character(Unicode.Scalar(byte)))
      default:
        out += String(format: "%%%02X", byte)
      }
    }
    return out
  }

  /// The error an OAuth endpoint answered (`error`, `error_description`), said plainly.
  static func refusal(_ answer: Answer, from what: String) -> OAuthError {
    let code = answer.json["error"]?.stringValue.map { String($0.prefix(100)) }
    let detail = answer.json["error_description"]?.stringValue.map { String($0.prefix(300)) }
    let said = [code, detail].compactMap { $0 }.joined(separator: ": ")
    return OAuthError(
      "\(what) answered HTTP \(answer.status)"
        + (said.isEmpty ? "" : " (\(VisibleText.escaped(said, keepingNewlines: false)))"))
  }
}
