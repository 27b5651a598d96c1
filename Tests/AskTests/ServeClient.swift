import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// `ask serve` started as the real binary on an ephemeral loopback port, and plain HTTP/1.0
/// requests to it (a raw socket, so that tests choose every header, `Host` and `Origin`
/// included).
struct ServeClient: Sendable {
  let process: AskProcess
  let port: UInt16
  let token: String

  struct Response: Sendable {
    var status: Int
    var headers: [String: String]
    var body: String
    var json: JSONValue? {
      do { return try JSONValue.parse(body) } catch { return nil }
    }
    /// The error code of an error body.
    var code: String? { json?["error"]?["code"]?.stringValue }
  }

  /// Starts `ask serve --port 0` in `home` and reads the URL it prints.
  static func start(home: String, arguments: [String] = [], environment: [String: String] = [:])
    async throws -> ServeClient
  {
    let process = try AskProcess(
      ["serve", "--port", "0"] + arguments, home: home, environment: environment)
    let line = try await process.waitForLine(containing: "ask serve: http://")
    let url = try #require(URLComponents(string: String(line.dropFirst("ask serve: ".count))))
    let port = try #require(url.port.flatMap { UInt16(exactly: $0) })
    let token = try #require(url.queryItems?.first { $0.name == "token" }?.value)
    return ServeClient(process: process, port: port, token: token)
  }

  var host: String { "127.0.0.1:\(port)" }

  /// One request; `authorized` adds the Bearer token.
  func request(
    _ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:],
    authorized: Bool = true
  ) async throws -> Response {
    let client = try RawHTTPClient(port: port)
    var all = ["Host": host]
    if authorized { all["Authorization"] = "Bearer \(token)" }
    if let body {
      all["Content-Type"] = "application/json"
      all["Content-Length"] = String(body.utf8.count)
    }
    for (name, value) in headers { all[name] = value }
    var text = "\(method) \(path) HTTP/1.0\r\n"
    for (name, value) in all.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    text += "\r\n" + (body ?? "")
    client.send(text)
    // HTTP/1.0: the server closes after the response; nothing ever holds a NUL.
    return try Self.parse(await client.read(until: "\u{0}"))
  }

  /// `request` with a JSON body, expecting `status`; the JSON answer.
  @discardableResult
  func json(
    _ method: String, _ path: String, _ body: JSONValue? = nil, expect status: Int = 200,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> JSONValue {
    let response = try await request(method, path, body: body?.jsonString)
    #expect(
      response.status == status, "\(method) \(path): \(response.body.prefix(600))",
      sourceLocation: sourceLocation)
    return try #require(response.json, "\(method) \(path): \(response.body.prefix(300))")
  }

  static func parse(_ raw: String) throws -> Response {
    guard let split = raw.range(of: "\r\n\r\n") else {
      Issue.record("not an HTTP response: \(raw.prefix(300))")
      throw CancellationError()
    }
    let head = raw[..<split.lowerBound].split(separator: "\r\n")
    let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: String(raw[split.upperBound...]))
  }

  /// Opens the session's event stream (after `lastEventID` when given).
  func stream(_ session: String, lastEventID: Int64? = nil, query: String = "") throws
    -> EventStreamReader
  {
    let client = try RawHTTPClient(port: port)
    var text = "GET /api/sessions/\(session)/stream\(query) HTTP/1.0\r\nHost: \(host)\r\n"
    text += "Authorization: Bearer \(token)\r\nAccept: text/event-stream\r\n"
    if let lastEventID { text += "Last-Event-ID: \(lastEventID)\r\n" }
    client.send(text + "\r\n")
    return EventStreamReader(client)
  }

  /// Stops the server with SIGTERM and waits for it.
  func stop() async throws -> AskProcess.Finished {
    kill(process.pid, SIGTERM)
    return try await process.finish()
  }
}

/// Reads server-sent events from a raw HTTP/1.0 stream.
final class EventStreamReader: @unchecked Sendable {
  // @unchecked: one test task reads it at a time.
  struct Event: Sendable {
    var id: Int64?
    var data: JSONValue
    var type: String { data["type"]?.stringValue ?? "" }
  }

  let client: RawHTTPClient
  private var buffer = ""
  private var headerSeen = false
  private(set) var events: [Event] = []
  private(set) var closed = false

  init(_ client: RawHTTPClient) { self.client = client }

  /// Reads until `done` holds for the events so far, or the stream closes (30 s a read).
  @discardableResult
  func read(until done: ([Event]) -> Bool) async throws -> [Event] {
    while !done(events), !closed {
      let more = try await client.read(until: "\n\n")
      if more.isEmpty {
        closed = true
        break
      }
      buffer += more
      parse()
    }
    return events
  }

  private func parse() {
    if !headerSeen {
      guard let end = buffer.range(of: "\r\n\r\n") else { return }
      buffer = String(buffer[end.upperBound...])
      headerSeen = true
    }
    while let end = buffer.range(of: "\n\n") {
      let block = buffer[..<end.lowerBound]
      buffer = String(buffer[end.upperBound...])
      var id: Int64?
      var data = ""
      for line in block.split(separator: "\n") {
        if line.hasPrefix("id: ") { id = Int64(line.dropFirst(4)) }
        if line.hasPrefix("data: ") { data += line.dropFirst(6) }
      }
      guard !data.isEmpty else { continue }  // a keep-alive comment
      do {
        events.append(Event(id: id, data: try JSONValue.parse(data)))
      } catch {
        Issue.record("an event's data is not JSON: \(data.prefix(200))")
      }
    }
  }

  func close() { client.closeNow() }
}
