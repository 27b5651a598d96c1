import AgentTestSupport
import Foundation
import HTTPServer
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HTTPServerTests {
  private func get(
    _ url: String, method: String = "GET", body: Data? = nil, headers: [String: String] = [:]
  )
    async throws -> (Int, [String: String], String)
  {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      fields[String(describing: name).lowercased()] = String(describing: value)
    }
    return (http.statusCode, fields, String(decoding: data, as: UTF8.self))
  }

  @Test func requestsReachTheHandlerWithPathQueryHeadersAndBody() async throws {
    let seen = Mutex<HTTPRequest?>(nil)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
      seen.withLock { $0 = request }
      return HTTPResponse(
        status: 201, headers: [("Content-Type", "text/plain"), ("X-Answer", "42")],
        body: .bytes(Array("made \(request.body.count)".utf8)))
    }
    defer { Task { await server.stop() } }
    #expect(server.port > 0)
    let (status, headers, text) = try await get(
      "http://127.0.0.1:\(server.port)/api/things/a%20b?limit=5&after=x%26y", method: "POST",
      body: Data("{\"name\":\"ü\"}".utf8), headers: ["X-Custom": "yes"])
    #expect(status == 201)
    #expect(headers["x-answer"] == "42")
    #expect(text == "made 13")
    let request = try #require(seen.withLock { $0 })
    #expect(request.method == "POST")
    #expect(request.path == "/api/things/a b")
    #expect(request.query == ["limit": "5", "after": "x&y"])
    #expect(request.header("X-CUSTOM") == "yes")
    #expect(request.header("host") == "127.0.0.1:\(server.port)")
    #expect(String(decoding: request.body, as: UTF8.self) == "{\"name\":\"ü\"}")
  }

  @Test func aBodyPastTheLimitGets413AndNeverReachesTheHandler() async throws {
    let calls = Mutex(0)
    let server = try HTTPServer(host: "127.0.0.1", port: 0, limits: .init(bodyBytes: 1000)) { _ in
      calls.withLock { $0 += 1 }
      return HTTPResponse(status: 200)
    }
    defer { Task { await server.stop() } }
    let (status, _, text) = try await get(
      "http://127.0.0.1:\(server.port)/", method: "POST", body: Data(count: 5000))
    #expect(status == 413)
    #expect(text.contains("body_too_large") && text.contains("1000 bytes"))
    // Chunked, with no length given: refused as soon as it passes the limit.
    let client = try RawHTTPClient(port: server.port)
    client.send(
      "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "400\r\n\(String(repeating: "x", count: 1024))\r\n0\r\n\r\n")
    let refused = try await client.read(until: "body_too_large")
    #expect(refused.contains("413"), "\(refused)")
    // Exactly the limit is fine.
    let (fits, _, _) = try await get(
      "http://127.0.0.1:\(server.port)/", method: "POST", body: Data(count: 1000))
    #expect(fits == 200)
    #expect(calls.withLock { $0 } == 1)
  }

  @Test func aStreamIsSentAsItIsWrittenAndEndsWhenFinished() async throws {
    let stream = HTTPByteStream(limit: 1 << 20)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
      HTTPResponse(
        status: 200, headers: [("Content-Type", "text/event-stream")], body: .stream(stream))
    }
    defer { Task { await server.stop() } }
    let client = try RawHTTPClient(port: server.port)
    client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(stream.write(Array("data: one\n\n".utf8)))
    #expect(try await client.read(until: "data: one").contains("text/event-stream"))
    stream.write(Array("data: two\n\n".utf8))
    #expect(try await client.read(until: "data: two").contains("data: two"))
    stream.finish()
    #expect(!stream.write(Array("late".utf8)))
    // The chunked body's last chunk: the response is complete (the connection stays open).
    let rest = try await client.read(until: "0\r\n\r\n")
    #expect(rest.hasSuffix("0\r\n\r\n"))
    #expect(!rest.contains("late"))
  }

  @Test func aClientThatStopsReadingLosesItsStreamAtTheLimitNotTheServersMemory() async throws {
    let stream = HTTPByteStream(limit: 64 << 10)
    let ended = EndSignal(stream)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
      HTTPResponse(status: 200, body: .stream(stream))
    }
    defer { Task { await server.stop() } }
    let client = try RawHTTPClient(port: server.port)
    client.shrinkReceiveBuffer()
    client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    let chunk = [UInt8](repeating: 65, count: 16 << 10)
    var written = 0
    // The kernel's socket buffers take some megabytes; past them, the limit ends the stream.
    while stream.write(chunk), written < 512 << 20 { written += chunk.count }
    #expect(written < 512 << 20)
    #expect(try await ended.wait(seconds: 10) == .overflow)
  }

  /// A producer that waits for room: 16 MiB go through a 64 KiB stream at the client's
  /// pace, none refused (written without waiting, the first megabytes overflow it, as above).
  @Test func aProducerThatWaitsForRoomNeverOverflows() async throws {
    let stream = HTTPByteStream(limit: 64 << 10)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
      HTTPResponse(status: 200, body: .stream(stream))
    }
    defer { Task { await server.stop() } }
    // A normal receive buffer: a 4 KiB one makes loopback TCP crawl (delayed ACKs).
    let client = try RawHTTPClient(port: server.port)
    client.send("GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
    let chunk = [UInt8](repeating: 65, count: 16 << 10)
    let producer = Task {
      var refused = 0
      for _ in 0..<1024 {
        await stream.waitForRoom(queuedAtMost: 32 << 10)
        if !stream.write(chunk) { refused += 1 }
      }
      stream.finish()
      return refused
    }
    // HTTP/1.0: the body ends when the server closes; nothing in it is a NUL.
    let received = try await client.read(until: "\u{0}")
    #expect(await producer.value == 0)
    let body = try #require(received.range(of: "\r\n\r\n")).upperBound
    #expect(received[body...].utf8.count == 1024 * chunk.count)
  }

  /// A producer waiting for room is let go when the stream ends, not left hanging.
  @Test func aWaitForRoomEndsWithTheStream() async throws {
    let stream = HTTPByteStream(limit: 64)
    #expect(stream.write(Array("queued bytes nobody reads".utf8)))
    let released = Mutex(false)
    Task {
      await stream.waitForRoom(queuedAtMost: 0)
      released.withLock { $0 = true }
    }
    stream.disconnect()
    try await waitUntil("the waiter is released", timeout: .seconds(60)) {
      released.withLock { $0 }
    }
  }

  @Test func aClientThatGoesAwayEndsItsStream() async throws {
    let stream = HTTPByteStream(idle: .milliseconds(20), keepAlive: Array(": ping\n\n".utf8))
    let ended = EndSignal(stream)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
      HTTPResponse(status: 200, body: .stream(stream))
    }
    defer { Task { await server.stop() } }
    let client = try RawHTTPClient(port: server.port)
    client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(try await client.read(until: ": ping").contains(": ping"))
    client.closeNow()
    #expect(try await ended.wait(seconds: 10) == .disconnected)
    #expect(!stream.write(Array("x".utf8)))
  }

  @Test func stopEndsOpenStreamsAndReturns() async throws {
    let stream = HTTPByteStream()
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
      HTTPResponse(status: 200, body: .stream(stream))
    }
    let client = try RawHTTPClient(port: server.port)
    client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    stream.write(Array("data: last\n\n".utf8))
    #expect(try await client.read(until: "data: last").contains("data: last"))
    #expect(server.openStreams == 1)
    await server.stop()
    #expect(stream.isEnded)
    #expect(server.openStreams == 0)
  }

  @Test func aHostThatIsNotAnAddressIsAClearError() {
    #expect(throws: HTTPServer.StartError.self) {
      try HTTPServer(host: "example.com", port: 0) { _ in HTTPResponse(status: 200) }
    }
    let error = #expect(throws: HTTPServer.StartError.self) {
      let first = try HTTPServer(host: "127.0.0.1", port: 0) { _ in HTTPResponse(status: 200) }
      defer { Task { await first.stop() } }
      _ = try HTTPServer(host: "127.0.0.1", port: first.port) { _ in HTTPResponse(status: 200) }
    }
    #expect(error?.description.contains("--port") == true)
  }
}

/// How a stream ended, once it has.
final class EndSignal: Sendable {
  private let reason = Mutex<HTTPByteStream.End?>(nil)

  init(_ stream: HTTPByteStream) {
    stream.onEnd { end in self.reason.withLock { $0 = end } }
  }

  /// Waits up to `seconds` for the end (a deadline, not a measurement) and says how it ended.
  func wait(seconds: Int) async throws -> HTTPByteStream.End? {
    try await waitUntil("the stream ended", timeout: .seconds(seconds)) {
      reason.withLock { $0 != nil }
    }
    return reason.withLock { $0 }
  }
}
