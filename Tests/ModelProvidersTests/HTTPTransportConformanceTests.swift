import AgentTestSupport
import Foundation
import HTTPClient
import ModelProviders
import SkillKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One suite, every transport: the libcurl adapter and the URLSession adapter must behave
/// the same against a real local server (Tests/Fixtures/http_peer.py).
@Suite(.serialized)
struct HTTPTransportConformanceTests {
  struct Adapter: Sendable, CustomTestStringConvertible {
    var name: String
    var transport: any HTTPTransport
    /// Whether the adapter can pause a body its reader does not keep up with.
    var pausesUnreadBodies: Bool
    /// Whether its sockets are closed on exec (FoundationNetworking's libcurl opens them
    /// inheritable, and no caller can change that).
    var socketsCloseOnExec: Bool
    var testDescription: String { name }
  }

  static let adapters: [Adapter] = HTTPStreamingClient.transportNames.compactMap { name in
    HTTPStreamingClient.transport(named: name).map {
      Adapter(
        name: name, transport: $0, pausesUnreadBodies: name == "curl",
        socketsCloseOnExec: name == "curl")
    }
  }

  /// The adapters the cancel storm runs on. On Linux not URLSession (not the Linux default):
  /// FoundationNetworking itself can abort the whole test process when a task is cancelled as
  /// it starts ("Trying to access a behaviour for a task that in not in the registry",
  /// TaskRegistry.swift:118 — seen in CI), which no caller can guard against.
  static let cancellableAdapters: [Adapter] = {
    #if os(Linux)
      return adapters.filter { $0.name != "urlsession" }
    #else
      return adapters
    #endif
  }()

  let peer: ReplayServer

  init() throws {
    peer = try ReplayServer(script: ReplayServer.script(from: #filePath, named: "http_peer.py"))
  }

  func request(_ path: String, method: String = "GET") -> URLRequest {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(peer.port)\(path)")!)
    request.httpMethod = method
    return request
  }

  static func read(_ body: HTTPBody) async throws -> Data {
    var data = Data()
    for try await chunk in body { data.append(chunk) }
    return data
  }

  func peerJSON(_ path: String) async throws -> JSONValue {
    let response = try await HTTPStreamingClient.transport(named: "curl")!.send(
      request(path), timeouts: HTTPTimeouts(connect: 5, idle: 5))
    return try JSONValue.parse(String(decoding: try await Self.read(response.body), as: UTF8.self))
  }

  @Test(arguments: adapters)
  func sendsMethodHeadersAndBodyAndReadsTheAnswer(_ adapter: Adapter) async throws {
    var post = request("/echo", method: "POST")
    post.setValue("application/json", forHTTPHeaderField: "Content-Type")
    post.setValue("Bearer k-123", forHTTPHeaderField: "Authorization")
    post.httpBody = Data(#"{"hello":"世界"}"#.utf8)
    let response = try await adapter.transport.send(
      post, timeouts: HTTPTimeouts(connect: 5, idle: 5))
    #expect(response.status == 200)
    #expect(response.headers["content-type"] == "application/json")
    let echo = try JSONValue.parse(
      String(decoding: try await Self.read(response.body), as: UTF8.self))
    #expect(echo["method"] == "POST")
    #expect(echo["headers"]?["authorization"] == "Bearer k-123")
    #expect(echo["headers"]?["expect"] == nil, "no 100-continue round trip")
    #expect(echo["body"] == #"{"hello":"世界"}"#)

    var put = request("/echo", method: "PUT")
    put.httpBody = Data()
    let putEcho = try JSONValue.parse(
      String(
        decoding: try await Self.read(
          adapter.transport.send(put, timeouts: HTTPTimeouts(connect: 5, idle: 5)).body),
        as: UTF8.self))
    #expect(putEcho["method"] == "PUT")
  }

  @Test(arguments: adapters)
  func chunksArriveAsTheyAreSent(_ adapter: Adapter) async throws {
    let response = try await adapter.transport.send(
      request("/chunks?n=4&gap=150"), timeouts: HTTPTimeouts(connect: 5, idle: 5))
    var arrivals: [String] = []
    for try await chunk in response.body {
      arrivals.append(String(decoding: chunk, as: UTF8.self))
    }
    #expect(arrivals.joined() == "chunk-0\nchunk-1\nchunk-2\nchunk-3\n")
    #expect(arrivals.count >= 4, "each chunk is delivered as it arrives, not at the end")
  }

  @Test(arguments: adapters)
  func errorStatusesAndRedirectsAreResponsesNotFollowed(_ adapter: Adapter) async throws {
    let teapot = try await adapter.transport.send(
      request("/status/418"), timeouts: HTTPTimeouts(connect: 5, idle: 5))
    #expect(teapot.status == 418)
    #expect(try await Self.read(teapot.body) == Data(#"{"status": 418}"#.utf8))
    let redirect = try await adapter.transport.send(
      request("/redirect"), timeouts: HTTPTimeouts(connect: 5, idle: 5))
    #expect(redirect.status == 302)
    #expect(redirect.headers["location"] == "/echo")
    _ = try await Self.read(redirect.body)
    let seen = try await peerJSON("/__seen")
    #expect(seen.arrayValue?.contains("/echo") != true, "the redirect was not followed")
  }

  @Test(arguments: adapters)
  func noHeadersInTimeIsAConnectTimeout(_ adapter: Adapter) async throws {
    await #expect(throws: HTTPTransportError.connectTimeout(seconds: 1)) {
      _ = try await adapter.transport.send(
        request("/hang"), timeouts: HTTPTimeouts(connect: 1, idle: 30))
    }
  }

  @Test(arguments: adapters)
  func aSilentBodyIsAnIdleTimeout(_ adapter: Adapter) async throws {
    let response = try await adapter.transport.send(
      request("/silent-body"), timeouts: HTTPTimeouts(connect: 5, idle: 1))
    #expect(response.status == 200)
    await #expect(throws: HTTPTransportError.idleTimeout(seconds: 1)) {
      _ = try await Self.read(response.body)
    }
  }

  @Test(arguments: adapters)
  func aClosedConnectionIsAConnectionError(_ adapter: Adapter) async throws {
    do {
      _ = try await adapter.transport.send(
        request("/close"), timeouts: HTTPTimeouts(connect: 5, idle: 5))
      Issue.record("a connection closed without a response must fail")
    } catch let error as HTTPTransportError {
      guard case .connection = error else {
        Issue.record("expected a connection error, got \(error)")
        return
      }
    }
  }

  @Test(arguments: adapters)
  func cancellingTheReaderClosesTheConnection(_ adapter: Adapter) async throws {
    let gone = try await peerJSON("/__gone").intValue ?? 0
    let response = try await adapter.transport.send(
      request("/silent-body"), timeouts: HTTPTimeouts(connect: 5, idle: 60))
    let reader = Task { try await Self.read(response.body) }
    reader.cancel()
    await #expect(throws: CancellationError.self) { _ = try await reader.value }
    // The server sees the client go away (its blocking read returns end of file).
    let deadline = ContinuousClock.now + .seconds(60)
    var now = gone
    while now == gone, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
      now = try await peerJSON("/__gone").intValue ?? 0
    }
    #expect(now == gone + 1, "the connection was closed when the reader was cancelled")
  }

  /// A connection's socket is not inherited by a command this process starts: libcurl 7.88
  /// opens sockets without close-on-exec, so a command started meanwhile (a skill's script, a
  /// test's `sleep`) held a cancelled reader's connection open until it ended — the server saw
  /// no close for 60–77 s in full CI runs — and could read or write the model's connection.
  @Test(arguments: adapters.filter(\.socketsCloseOnExec))
  func theConnectionIsNotInheritedByChildren(_ adapter: Adapter) async throws {
    let response = try await adapter.transport.send(
      request("/silent-body"), timeouts: HTTPTimeouts(connect: 5, idle: 60))
    defer { withExtendedLifetime(response) {} }
    // The sockets of this process connected to the peer (asked of each descriptor: reading
    // /proc/net/tcp found nothing in a full run, where it lists the whole suite's sockets).
    var checked = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
      guard let fd = Int32(name), Self.loopbackPeerPort(of: fd) == peer.port else { continue }
      checked += 1
      #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(fd) is inheritable")
    }
    #expect(checked >= 1, "a connection to 127.0.0.1:\(peer.port) was found")
  }

  /// The port of the 127.0.0.1 address socket `fd` is connected to; nil for anything else.
  static func loopbackPeerPort(of fd: Int32) -> Int? {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let got = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
    }
    guard got == 0, address.sin_family == sa_family_t(AF_INET),
      UInt32(bigEndian: address.sin_addr.s_addr) == 0x7F00_0001
    else { return nil }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// A cancel that comes before, during or just after the transfer starts always ends the
  /// wait (the engine could once end a transfer before its caller waited, and the caller then
  /// waited forever). Many rounds, each under a deadline.
  @Test(arguments: cancellableAdapters)
  func cancellingBeforeTheHeadersEndsTheWait(_ adapter: Adapter) async throws {
    let transport = adapter.transport
    let request = request("/hang")
    // URLSession (not the Linux default) gets a few rounds: FoundationNetworking itself is
    // fragile under a storm of sessions created and invalidated.
    for round in 0..<(adapter.name == "curl" ? 40 : 5) {
      let sending = Task {
        try await transport.send(request, timeouts: HTTPTimeouts(connect: 60, idle: 60))
      }
      if round % 2 == 1 { await Task.yield() }
      sending.cancel()
      let outcome = try await Self.within(.seconds(10)) {
        do {
          _ = try await sending.value
          return "answered"
        } catch is CancellationError {
          return "cancelled"
        }
      }
      #expect(outcome == "cancelled", "round \(round): \(outcome ?? "no end within 10 s")")
      if outcome == nil { return }
    }
  }

  /// `body`'s value, or nil when it takes longer than `limit`.
  static func within<T: Sendable>(
    _ limit: Duration, _ body: @escaping @Sendable () async throws -> T
  ) async throws -> T? {
    try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask { try await body() }
      group.addTask {
        try await Task.sleep(for: limit)
        return nil
      }
      let first = try await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }

  @Test(arguments: adapters)
  func otherSchemesAreRefusedAndHeadersCannotBeInjected(_ adapter: Adapter) async throws {
    var file = URLRequest(url: URL(fileURLWithPath: "/etc/passwd"))
    file.httpMethod = "GET"
    await #expect(throws: HTTPTransportError.self) {
      _ = try await adapter.transport.send(file, timeouts: HTTPTimeouts(connect: 5, idle: 5))
    }
    #expect(try await peerJSON("/__seen").arrayValue?.isEmpty == true, "nothing was sent")
    // Foundation drops a header value with a line break (APIKeyCheck names such a key before
    // a request is built); whichever layer stops it, no second header reaches the server.
    var injected = request("/echo")
    injected.setValue("k-1\r\nX-Evil: 1", forHTTPHeaderField: "Authorization")
    if let response = try? await adapter.transport.send(
      injected, timeouts: HTTPTimeouts(connect: 5, idle: 5))
    {
      let echo = try JSONValue.parse(
        String(decoding: try await Self.read(response.body), as: UTF8.self))
      #expect(echo["headers"]?["x-evil"] == nil)
    }
  }

  @Test func keysThatCannotTravelInAHeaderAreNamed() {
    #expect(APIKeyCheck.problem("sk-ant-api03-abc_DEF", variable: "K") == nil)
    #expect(APIKeyCheck.problem(nil, variable: "K") == nil)
    let newline = APIKeyCheck.problem("sk-abc\n", variable: "ANTHROPIC_API_KEY") ?? ""
    #expect(newline.contains("ANTHROPIC_API_KEY holds a line break (U+A) at position 7"))
    #expect(!newline.contains("sk-abc"), "the key itself is never echoed")
    #expect(APIKeyCheck.problem("sk abc", variable: "K")?.contains("a space") == true)
    #expect(APIKeyCheck.problem("sk-é", variable: "K")?.contains("U+E9") == true)
  }

  @Test(arguments: adapters.filter(\.pausesUnreadBodies))
  func anUnreadBodyPausesTheTransferInsteadOfGrowing(_ adapter: Adapter) async throws {
    let response = try await adapter.transport.send(
      request("/flood?mb=512"), timeouts: HTTPTimeouts(connect: 5, idle: 60))
    var iterator = response.body.makeAsyncIterator()
    _ = try await iterator.next()
    // Not reading: the server's writer must block (it records where) instead of the client
    // buffering 512 MiB.
    let deadline = ContinuousClock.now + .seconds(30)
    var flood = try await peerJSON("/__flood")
    while flood["blocked_at"] == .null, flood["done"] == false, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
      flood = try await peerJSON("/__flood")
    }
    #expect(flood["done"] == false, "the whole flood was taken without reading it")
    let blockedAt = flood["blocked_at"]?.intValue ?? Int.max
    #expect(blockedAt < 64 << 20, "blocked after \(blockedAt) bytes")
    _ = iterator
  }

  @Test(arguments: adapters.filter(\.pausesUnreadBodies))
  func oversizedHeadersAreRefused(_ adapter: Adapter) async throws {
    await #expect(throws: HTTPTransportError.self) {
      _ = try await adapter.transport.send(
        request("/huge-headers"), timeouts: HTTPTimeouts(connect: 5, idle: 5))
    }
  }

  @Test func anUnknownTransportNameIsNotAccepted() {
    #expect(HTTPStreamingClient.transport(named: "carrier-pigeon") == nil)
    #expect(HTTPStreamingClient.transport(named: "curl") != nil)
  }
}
