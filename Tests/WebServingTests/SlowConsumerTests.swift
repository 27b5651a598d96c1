import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import HTTPServer
import SkillKit
import Testing
import WebServing

/// A hub over a real HTTP server and an in-memory store, with a scripted agent and a 64 KiB
/// stream limit, so that a few megabytes of events test what 4 MiB would with hundreds.
///
/// The run is in process: in a full suite it shares two cores with every other test and took
/// 20 times as long as alone (~110 s against 5 s), so its deadline is a guard against a hang
/// (10 minutes), not a measure of speed.
struct SlowConsumerTests {
  static let token = "test-token"
  /// ~10 MB of events: 160 times the stream's limit.
  static let events = 2_000

  let server: HTTPServer
  let port: UInt16

  init() async throws {
    server = try await Self.start()
    port = server.port
  }

  @MainActor static func start() throws -> HTTPServer {
    let notice = AgentMessage.system(
      SystemNotice(
        subtype: "test", message: String(repeating: "an event of about 5 KB ", count: 220)))
    let script = ScriptedSession { continuation in
      for _ in 0..<Self.events { continuation.yield(notice) }
    }
    var limits = ServeHub.Limits()
    limits.streamBufferBytes = 64 << 10
    let hub = ServeHub(
      store: InMemoryEventStore(), clock: SystemClock(),
      host: ServeHub.Host(
        defaultModel: "scripted", workspace: { _ in "/" }, modelProblem: { _ in nil },
        skills: { [:] }, doctor: { [:] }), limits: limits
    ) { _ in script }
    return try ServeServer.start(hub: hub, host: "127.0.0.1", port: 0, token: Self.token)
  }

  func request(_ method: String, _ path: String, _ body: String? = nil) async throws -> JSONValue {
    let raw = try await RawHTTPClient.request(
      port: port, method, path, body: body, headers: ["Authorization": "Bearer \(Self.token)"])
    let split = try #require(raw.range(of: "\r\n\r\n"), "\(raw.prefix(300))")
    return try JSONValue.parse(String(raw[split.upperBound...]))
  }

  /// A session whose run has ended, with every event stored; its last sequence number.
  func finishedRun() async throws -> (id: String, last: Int) {
    let id = try #require(
      try await request("POST", "/api/sessions", "{}")["session"]?["id"]?.stringValue)
    _ = try await request("POST", "/api/sessions/\(id)/messages", #"{"text":"go"}"#)
    try await waitFor("the scripted run ends", timeout: .seconds(600)) {
      try await request("GET", "/api/sessions/\(id)/state")["running"] == false
    }
    let last = try #require(
      try await request("GET", "/api/sessions/\(id)/state")["last_sequence"]?.intValue)
    #expect(last > Self.events, "every notice and the run's own events are stored")
    return (id, last)
  }

  /// Opens the session's event stream after `lastEventID` (HTTP/1.0: no chunk framing in the
  /// bytes, and the server closes when the stream ends).
  func open(_ id: String, after lastEventID: Int) -> RawHTTPClient? {
    guard let client = try? RawHTTPClient(port: port) else { return nil }
    client.send(
      "GET /api/sessions/\(id)/stream HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n"
        + "Authorization: Bearer \(Self.token)\r\nLast-Event-ID: \(lastEventID)\r\n\r\n")
    return client
  }

  /// The `id:` numbers of the complete frames a stream sent, in order. A frame cut off when
  /// the stream was closed does not count: an EventSource takes an id only with its event.
  static func ids(_ text: String) -> [Int] {
    // The body only (a String splits "\r\n" as one character, not at "\n").
    guard let body = text.range(of: "\r\n\r\n") else { return [] }
    var frames = text[body.upperBound...].components(separatedBy: "\n\n")
    frames.removeLast()  // what follows the last blank line: a cut-off frame, or nothing
    return frames.compactMap { frame in
      frame.split(separator: "\n").first { $0.hasPrefix("id: ") }.flatMap { Int($0.dropFirst(4)) }
    }
  }

  /// What a list of ids holds, in a line (not 30,000 numbers).
  static func describe(_ ids: [Int], last: Int) -> String {
    let gap = zip(ids, ids.dropFirst()).first { $1 != $0 + 1 }
    return "\(ids.count) ids \(ids.first ?? 0)…\(ids.last ?? 0) of 1…\(last)"
      + (gap.map { ", first break \($0.0) → \($0.1)" } ?? "")
  }

  /// Resuming from 0 sends ~11 MB through a 64 KiB stream: the catch-up waits for the client
  /// instead of overflowing, so one connection gets every event, in order, once.
  @Test func aClientCatchingUpALongSessionIsNeverCutOff() async throws {
    defer { Task { await server.stop() } }
    let (id, last) = try await finishedRun()
    let client = try #require(open(id, after: 0))
    let text = try await client.read(until: #""type":"state""#)
    #expect(
      text.contains(#""type":"state""#), "the stream reached its live part: \(text.suffix(300))")
    let ids = Self.ids(text)
    let exact = ids == Array(1...last)
    #expect(exact, "\(Self.describe(ids, last: last)); \(text.prefix(400))")
  }

  /// A live client that stops reading loses its stream at the limit (the run is not held up);
  /// it reads what it was sent, reconnects with its last id and gets exactly the rest.
  @Test func aClientThatStopsReadingResumesWithNothingLostOrTwice() async throws {
    defer { Task { await server.stop() } }
    let id = try #require(
      try await request("POST", "/api/sessions", "{}")["session"]?["id"]?.stringValue)
    let stalled = try #require(open(id, after: 0))
    _ = try await stalled.read(until: #""type":"state""#)
    // From here the client reads nothing until the run has ended.
    _ = try await request("POST", "/api/sessions/\(id)/messages", #"{"text":"go"}"#)
    try await waitFor("the scripted run ends", timeout: .seconds(600)) {
      try await request("GET", "/api/sessions/\(id)/state")["running"] == false
    }
    let last = try #require(
      try await request("GET", "/api/sessions/\(id)/state")["last_sequence"]?.intValue)
    let before = try await stalled.read(until: "\u{0}")
    let received = Self.ids(before)
    #expect(!before.contains(#""type":"result""#), "the overflow closed the stream before the end")
    #expect(received.count < last)
    let resumed = try #require(open(id, after: received.last ?? 0))
    let after = Self.ids(try await resumed.read(until: #""type":"state""#))
    let all = received + after
    let exact = all == Array(1...last)
    #expect(
      exact, "\(Self.describe(received, last: last)) then \(Self.describe(after, last: last))")
  }
}
